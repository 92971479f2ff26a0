//! Unit tests of `packed_layout.rs`.
use super::*;
use crate::model::grid::parse;
use crate::model::rules::Metric;
use crate::model::rules::{self, legal_moves};
use crate::search::packed::Packed;

#[test]
fn a_6x6_position_fits_one_word_and_round_trips() {
    let p = parse("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo").unwrap();
    let l = PackedLayout::new(&p.board, &p.start);
    assert_eq!(l.words, 1);
    let k: Packed<1> = l.pack(&p.start);
    assert_eq!(l.unpack(&k), p.start);
}

#[test]
fn successors_match_the_plain_rules() {
    for g in ["GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo", "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM", "ooBBCC/oDDEEI/ooAAHI/FFGGHI/KooLJJ/KooLMM"] {
        let p = parse(g).unwrap();
        let l = PackedLayout::new(&p.board, &p.start);
        let k: Packed<1> = l.pack(&p.start);
        for metric in [Metric::Moves, Metric::Steps] {
            let mut fast = Vec::new();
            l.successors(&k, metric, |n, _, _| {
                fast.push(l.unpack(&n));
                false
            });
            let slow: Vec<Position> =
                legal_moves(&p.board, &p.start, metric).into_iter().map(|m| rules::apply(&p.board, &p.start, m).unwrap()).collect();
            fast.sort();
            let mut slow = slow;
            slow.sort();
            assert_eq!(fast, slow, "{g} {metric:?}");
        }
    }
}
