use super::*;

use crate::game::kept::parse_with_serde;

/// A record's JSON text read as the page reads it (`None` when it is no JSON object).
fn read(text: &str) -> Option<Record> {
    Record::from_json(&parse_with_serde(text)?)
}

/// A stored text read as the page reads it.
fn stored(text: &str) -> Option<Progress> {
    Progress::read(text, parse_with_serde)
}

/// A JSON text as serde_json's value, to compare texts whatever their spacing.
fn value(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap()
}

/// The help of a win the player made with `hints` hints.
fn alone(hints: u32) -> Help {
    Help { hints, solver_moves: 0 }
}

/// The help of a win where the solver made moves.
fn solver(hints: u32) -> Help {
    Help { hints, solver_moves: 3 }
}

/// `n` moves in Fogleman's notation.
fn played(n: u32) -> Vec<String> {
    (0..n).map(|i| if i % 2 == 0 { "B+1".to_string() } else { "B-1".to_string() }).collect()
}

#[test]
fn wins_keep_the_best_unassisted_result() {
    let mut p = Progress::default();
    p.record_win("g", &played(12), alone(2), None);
    p.record_win("g", &played(9), solver(0), None);
    p.record_win("g", &played(10), alone(1), None);
    p.record_win("g", &played(10), alone(0), None);
    let r = p.get("g").unwrap();
    assert_eq!((r.best, r.hints, r.solved), (Some(10), 0, 4));
    assert_eq!(r.moves.as_deref(), Some(played(10).join(",").as_str()), "the best win's moves are kept");
    assert_eq!(p.solved(), 1);
}

#[test]
fn a_perfect_win_is_one_in_the_fewest_moves_with_no_hint() {
    let won = |best, hints| Record { best: Some(best), hints, solved: 1, ..Record::default() };
    assert!(won(9, 0).is_perfect(9));
    assert!(!won(9, 3).is_perfect(9), "hints cost stars: an optimal win with hints is not perfect");
    assert!(!won(10, 0).is_perfect(9));
    assert!(!Record { solved: 1, ..Record::default() }.is_perfect(9), "the solver's win has no best");
    // The library's marks: the best win's stars by the one rule.
    assert_eq!([won(9, 0), won(9, 1), won(9, 9), won(11, 0), won(14, 0)].map(|r| r.stars(Some(9))), [3, 2, 1, 2, 1]);
    assert_eq!(Record { solved: 2, ..Record::default() }.stars(Some(9)), 0, "solved with the solver: no stars");
}

#[test]
fn the_best_win_is_the_one_with_more_stars() {
    // Optimal 9: 9 moves with 2 hints is ★; 11 moves alone is ★★, the better result.
    let mut p = Progress::default();
    p.record_win("g", &played(9), alone(2), Some(9));
    p.record_win("g", &played(11), alone(0), Some(9));
    let r = p.get("g").unwrap();
    assert_eq!((r.best, r.hints, r.solved, r.stars(Some(9))), (Some(11), 0, 2, 2));
    // Then 9 with one hint: ★★ too, in fewer moves.
    p.record_win("g", &played(9), alone(1), Some(9));
    assert_eq!((p.get("g").unwrap().best, p.get("g").unwrap().hints), (Some(9), 1));
    // A merge weighs the stars by the optimum it is given.
    let mut other = Progress::default();
    other.record_win("g", &played(10), alone(0), Some(9));
    let mut by_stars = p.clone();
    assert_eq!(by_stars.merge(&other, |_| Some(9)), (0, 0), "★★ in 9 with a hint beats ★★ in 10");
    let mut other = Progress::default();
    other.record_win("g", &played(9), alone(0), Some(9));
    assert_eq!(by_stars.merge(&other, |_| Some(9)), (0, 1));
    assert!(by_stars.get("g").unwrap().is_perfect(9));
    assert_eq!(library_optimal(crate::game::state::testing::CARD1), Some(9));
    assert_eq!(library_optimal("ooooooooooooAAoooooooooooooooooooooo"), None);
}

#[test]
fn the_time_goes_with_the_best_result() {
    let mut p = Progress::default();
    p.record_win("g", &played(12), alone(0), None);
    p.record_time("g", 12, 0, 50_000);
    assert_eq!(p.get("g").unwrap().time_ms, Some(50_000));
    // An equal win, faster: its time; slower: kept.
    p.record_win("g", &played(12), alone(0), None);
    p.record_time("g", 12, 0, 40_000);
    p.record_win("g", &played(12), alone(0), None);
    p.record_time("g", 12, 0, 45_000);
    assert_eq!(p.get("g").unwrap().time_ms, Some(40_000));
    // A worse win's time is not the best's; a better win starts afresh.
    p.record_win("g", &played(14), alone(0), None);
    p.record_time("g", 14, 0, 10_000);
    assert_eq!(p.get("g").unwrap().time_ms, Some(40_000));
    p.record_win("g", &played(10), alone(0), None);
    assert_eq!(p.get("g").unwrap().time_ms, None);
    p.record_time("g", 10, 0, 70_000);
    assert_eq!((p.get("g").unwrap().best, p.get("g").unwrap().time_ms), (Some(10), Some(70_000)));
    // Records saved before the clock existed still load.
    let old = stored(r#"{"puzzles":{"g":{"best":9,"hints":0,"solved":1}}}"#).unwrap();
    assert_eq!(old.get("g").unwrap().time_ms, None);
}

#[test]
fn a_record_that_does_not_read_is_kept_as_it_was() {
    let records = [
        ("good", r#"{"best": 9, "hints": 0, "solved": 2}"#),
        ("negative", r#"{"best": -5, "hints": 0, "solved": 1}"#),
        ("huge", r#"{"best": 4294967295, "hints": 0, "solved": 1}"#),
        ("helped", r#"{"best": null, "hints": 0, "solved": 1}"#),
        ("text", r#""nine""#),
        ("moves", r#"{"best": 3, "hints": 0, "solved": 1, "moves": "B+1,B-1"}"#),
        ("kept moves", r#"{"best": 2, "hints": 0, "solved": 1, "moves": "B+1,B-1"}"#),
    ];
    let text = format!("{{\"puzzles\":{{{}}}}}", records.map(|(g, r)| format!("\"{g}\":{r}")).join(","));
    let progress = stored(&text).unwrap();
    assert_eq!(progress.puzzles.keys().collect::<Vec<_>>(), ["good", "helped", "kept moves"]);
    assert_eq!(
        progress.unread.iter().map(|(g, _)| g).collect::<Vec<_>>(),
        ["huge", "moves", "negative", "text"],
        "a best of 3 with 2 moves makes no sense"
    );
    assert_eq!(progress.unread(), 4);
    assert_eq!(progress.get("good").unwrap().best, Some(9));
    // Written back, the store is what was read.
    assert_eq!(value(&progress.to_json()), value(&text));
    // A win of this version's replaces an unread record (and only that one).
    let mut won = progress.clone();
    won.record_win("huge", &played(4), alone(0), None);
    assert_eq!((won.get("huge").unwrap().best, won.unread()), (Some(4), 3));
    let mut p = Progress::default();
    p.record_win("g", &played(12), alone(2), None);
    assert_eq!(stored(&p.to_json()), Some(p));
}

#[test]
fn a_newer_versions_fields_are_kept_through_a_win_and_a_merge() {
    // A store written by a newer version: a field on a record, a top-level one.
    let text = r#"{"puzzles":{"g":{"best":9,"hints":1,"solved":2,"replay":{"speed":[1,2]},"stars":2}},"version":9,"themes":{"dark":true}}"#;
    let read = stored(text).unwrap();
    assert_eq!(value(&read.to_json()), value(text), "read and written back unchanged");
    // This version's better win keeps the record's other fields.
    let mut p = read.clone();
    p.record_win("g", &played(8), alone(0), None);
    let written = value(&p.to_json());
    assert_eq!(written["version"], 9);
    assert_eq!(written["themes"], value(r#"{"dark":true}"#));
    assert_eq!(written["puzzles"]["g"]["replay"], value(r#"{"speed":[1,2]}"#));
    assert_eq!(written["puzzles"]["g"]["best"], 8);
    // A page that never read them (an empty progress) merged with the store keeps them all.
    let mut page = Progress::default();
    assert!(page.merge_stored(&read));
    assert_eq!(value(&page.to_json()), value(text));
    assert!(!page.merge_stored(&read), "merged again: nothing changes");
}

#[test]
fn a_merge_keeps_the_best_of_both_per_puzzle() {
    let rec = |best: Option<u32>, hints, solved, time_ms| Record {
        best,
        hints,
        solved,
        time_ms,
        moves: best.map(|b| played(b).join(",")),
        other: Vec::new(),
    };
    let mut ours = Progress::default();
    ours.puzzles.insert("fewer moves there".into(), rec(Some(12), 0, 5, Some(9_000)));
    ours.puzzles.insert("fewer hints here".into(), rec(Some(10), 0, 1, Some(80_000)));
    ours.puzzles.insert("faster there".into(), rec(Some(10), 1, 2, Some(80_000)));
    ours.puzzles.insert("helped here".into(), rec(None, 0, 1, None));
    let mut theirs = Progress::default();
    theirs.puzzles.insert("fewer moves there".into(), rec(Some(11), 3, 1, Some(99_000)));
    theirs.puzzles.insert("fewer hints here".into(), rec(Some(10), 2, 4, Some(5_000)));
    theirs.puzzles.insert("faster there".into(), rec(Some(10), 1, 1, Some(70_000)));
    theirs.puzzles.insert("helped here".into(), rec(Some(20), 0, 1, None));
    theirs.puzzles.insert("new".into(), rec(Some(7), 0, 1, Some(1_000)));
    let mut merged = ours.clone();
    assert_eq!(merged.merge(&theirs, |_| None), (1, 4));
    let get = |g: &str| merged.get(g).unwrap().clone();
    assert_eq!(get("fewer moves there"), rec(Some(11), 3, 5, Some(99_000)), "their best, our count of wins");
    assert_eq!(get("fewer hints here"), rec(Some(10), 0, 4, Some(80_000)), "our best, their count of wins");
    assert_eq!(get("faster there"), rec(Some(10), 1, 2, Some(70_000)));
    assert_eq!(get("helped here"), rec(Some(20), 0, 1, None), "a win by the player beats one with the solver");
    assert_eq!(get("new"), rec(Some(7), 0, 1, Some(1_000)));
    // Merging the same again changes nothing, either way round.
    let again = merged.clone();
    assert_eq!(merged.merge(&theirs, |_| None), (0, 0));
    assert_eq!(merged, again);
    assert_eq!(merged.merge(&ours, |_| None), (0, 0));
    assert_eq!(merged, again);
}

#[test]
fn round_trips_through_json_and_rejects_garbage() {
    let mut p = Progress::default();
    p.record_win("ooBoCCooBoooAABoooDDDooEoooooEoooooE", &played(9), alone(2), None);
    p.record_time("ooBoCCooBoooAABoooDDDooEoooooEoooooE", 9, 2, 61_250);
    p.record_win("helped", &played(3), solver(0), None);
    p.record_win("a \"grid\" \\ with\n\t\u{1}\u{8}\u{c}\r é \u{7f}", &played(1), alone(0), None);
    assert_eq!(stored(&p.to_json()), Some(p.clone()));
    assert_eq!(Progress::default().to_json(), r#"{"puzzles":{}}"#);
    assert_eq!(
        value(&p.to_json())["puzzles"]["ooBoCCooBoooAABoooDDDooEoooooEoooooE"],
        value(r#"{"best":9,"hints":2,"solved":1,"time_ms":61250,"moves":"B+1,B-1,B+1,B-1,B+1,B-1,B+1,B-1,B+1"}"#)
    );
    assert_eq!(stored(r#"{"puzzles": 7}"#), None);
    assert_eq!(stored("not json"), None);
    assert_eq!(stored("[1]"), None);
}

#[test]
fn fields_read_as_the_game_writes_them() {
    for (text, reads) in [
        (r#"{"best": 9, "hints": 0, "solved": 2, "time_ms": 9007199254740992, "moves": "B+1"}"#, true),
        (r#"{"hints": 0, "solved": 1}"#, true),
        (r#"{"best": null, "hints": 0, "solved": 1, "time_ms": null, "moves": null, "new": [1]}"#, true),
        (r#"{"best": 9, "solved": 2}"#, false),
        (r#"{"best": 9.5, "hints": 0, "solved": 2}"#, false),
        (r#"{"best": -1, "hints": 0, "solved": 2}"#, false),
        (r#"{"best": 4294967296, "hints": 0, "solved": 2}"#, false),
        (r#"{"best": "9", "hints": 0, "solved": 2}"#, false),
        (r#"{"best": 9, "hints": 0, "solved": 2, "moves": 7}"#, false),
        (r#"{"best": 9, "hints": 0, "solved": true}"#, false),
        ("[9, 0, 2]", false),
        (r#""nine""#, false),
    ] {
        assert_eq!(read(text).is_some(), reads, "{text}");
    }
    let r = read(r#"{"best": null, "hints": 0, "solved": 1, "new": [1]}"#).unwrap();
    assert_eq!(r.other, [("new".to_string(), StoredJson::Raw("[1]".into()))]);
}
