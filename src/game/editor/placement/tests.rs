use super::super::tests::act;
use super::super::{EditAction, EditAnalysis, Editor};
use super::*;
use std::rc::Rc;

#[test]
fn overlaps_and_the_border_are_refused_and_nothing_changes() {
    use EditAction::*;
    let e = act(Rc::new(Editor::default()), [SetTool(Tool::Truck), Place { from: (0, 0), to: (0, 0) }]);
    assert_eq!(e.pieces.len(), 1);
    let g = e.generation;
    // Across does not fit at column 4 (4, 5, 6): it goes down instead.
    let e = e.reduce(Place { from: (0, 4), to: (0, 4) });
    assert_eq!(e.pieces[1].axis, Axis::Vertical);
    // A drag over an existing piece, and a diagonal drag: refused.
    let e2 = e.clone().reduce(Place { from: (1, 0), to: (1, 4) });
    assert!(e2.message.starts_with("No room"), "{}", e2.message);
    assert_eq!(e2.pieces.len(), 2);
    let e3 = e.clone().reduce(Place { from: (2, 0), to: (3, 1) });
    assert!(e3.message.contains("one row or one column"));
    // Moving a piece onto another, or off the board: refused.
    let e4 = act(e.clone(), [Select(Some(0)), MoveTo { row: 0, col: 2 }]);
    assert_eq!(e4.pieces[0].col, 0);
    assert!(e4.message.starts_with("No room"), "{}", e4.message);
    let e5 = act(e.clone(), [Select(Some(0)), Nudge { rows: -1, cols: 0 }]);
    assert_eq!(e5.pieces[0].row, 0);
    assert!(e.generation > g);
}

#[test]
fn a_refusal_is_marked_until_an_action_succeeds() {
    use EditAction::*;
    let e = act(Rc::new(Editor::default()), [SetTool(Tool::Truck), Place { from: (0, 0), to: (0, 0) }]);
    assert!(!e.refused, "{}", e.message);
    // Every kind of refusal is marked: no room, a diagonal drag, the edge, nothing selected.
    let refusals = [
        e.clone().reduce(Place { from: (0, 3), to: (0, 1) }),
        e.clone().reduce(Place { from: (2, 0), to: (3, 1) }),
        act(e.clone(), [Select(Some(0)), Nudge { rows: -1, cols: 0 }]),
        act(e.clone(), [Select(Some(0)), Nudge { rows: 0, cols: 4 }]),
    ];
    for refused in &refusals {
        assert!(refused.refused, "not marked as refused: {}", refused.message);
        assert_eq!(refused.pieces, e.pieces, "a refusal changes nothing");
    }
    let mut none_selected = Editor::default();
    none_selected.replace_selected(e.pieces[0], MOVE);
    assert!(none_selected.refused && none_selected.message == "Select a piece first");
    // The analysis arriving meanwhile leaves the refusal as it is.
    let refused = refusals[0].clone().reduce(AnalysisFailed { generation: refusals[0].generation, message: "budget".into() });
    assert!(refused.refused);
    // The next action that succeeds clears it: a placement, a selection, a new tool.
    for done in [
        refused.clone().reduce(Place { from: (4, 0), to: (4, 0) }),
        refused.clone().reduce(Select(None)),
        refused.clone().reduce(SetTool(Tool::Wall)),
    ] {
        assert!(!done.refused, "still marked: {}", done.message);
        assert!(!done.message.starts_with("No room"), "{}", done.message);
    }
}

#[test]
fn select_move_turn_delete_and_clear() {
    use EditAction::*;
    let e = act(Rc::new(Editor::default()), [SetTool(Tool::Car), Place { from: (0, 0), to: (0, 0) }]);
    assert_eq!(e.selected, Some(0), "a placed piece is selected");
    let e = act(e, [Nudge { rows: 1, cols: 1 }]);
    assert_eq!((e.pieces[0].row, e.pieces[0].col), (1, 1));
    let e = e.reduce(Turn);
    assert_eq!(e.pieces[0].axis, Axis::Vertical);
    let e = e.reduce(MoveTo { row: 4, col: 5 });
    assert_eq!((e.pieces[0].row, e.pieces[0].col), (4, 5));
    // Turning at the bottom-right corner does not fit.
    let turned = e.clone().reduce(Turn);
    assert_eq!(turned.pieces[0].axis, Axis::Vertical);
    assert!(turned.message.starts_with("No room"), "{}", turned.message);
    let e = e.reduce(Delete);
    assert!(e.pieces.is_empty());
    let e = act(e, [SetTool(Tool::Wall), Place { from: (5, 0), to: (5, 2) }]);
    assert_eq!(e.pieces.len(), 3);
    assert!(e.pieces.iter().all(Piece::is_wall));
    let e = e.reduce(Clear);
    assert!(e.pieces.is_empty());
}

#[test]
fn validation_names_what_is_missing() {
    use EditAction::*;
    let e = act(Rc::new(Editor::default()), [SetTool(Tool::Car), Place { from: (0, 0), to: (0, 0) }]);
    assert_eq!(e.validation(), Err("There is no red car: mark it with the letter A".into()));
    assert!(matches!(e.analysis, EditAnalysis::Invalid));
    let e = act(e, [SetTool(Tool::Red), Place { from: (2, 0), to: (2, 0) }, SetExit(Exit::North)]);
    let err = e.validation().unwrap_err();
    assert!(err.contains("exit is on the north side but the red car is horizontal"), "{err}");
    // Turning the red car down its column takes the default exit of that axis.
    let red = e.pieces.iter().position(Piece::is_red).unwrap();
    let e = act(e, [SetExit(Exit::East), Select(Some(red)), Turn]);
    assert_eq!(e.exit, Exit::North);
    assert!(e.validation().is_ok());
    // Placing the red car again moves it (there is only one).
    let e = act(e, [SetTool(Tool::Red), Place { from: (4, 3), to: (4, 3) }]);
    assert_eq!(e.pieces.iter().filter(|p| p.is_red()).count(), 1);
}

#[test]
fn resizing_drops_what_no_longer_fits() {
    use EditAction::*;
    let e = act(
        Rc::new(Editor::default()),
        [SetTool(Tool::Red), Place { from: (2, 0), to: (2, 0) }, SetTool(Tool::Car), Place { from: (5, 4), to: (5, 4) }],
    );
    let e = e.reduce(Resize { width: 4, height: 5 });
    assert_eq!((e.width, e.height, e.pieces.len()), (4, 5, 1));
    assert!(e.message.contains("1 piece did not fit"), "{}", e.message);
    assert_eq!(e.validation(), Ok("oooo/oooo/AAoo/oooo/oooo".into()));
    let big = e.reduce(Resize { width: 40, height: 1 });
    assert_eq!((big.width, big.height), (MAX_SIDE, MIN_SIDE));
}

#[test]
fn labels_are_reused_and_capped() {
    use EditAction::*;
    let mut e = act(Rc::new(Editor::new(12, 12)), [SetTool(Tool::Car)]);
    for r in 0..12 {
        for c in (0..12).step_by(2) {
            e = e.reduce(Place { from: (r, c), to: (r, c) });
        }
    }
    assert_eq!(e.vehicles(), MAX_VEHICLES - 1, "every label but the red car's");
    assert!(e.message.contains("at most 60 vehicles: the red car and 59 others"), "{}", e.message);
    let e = act(e, [Select(Some(3)), Delete]);
    let label = e.pieces.iter().map(|p| p.label).collect::<Vec<_>>();
    let e = e.reduce(Place { from: (11, 10), to: (11, 10) });
    let new = e.pieces.last().unwrap().label;
    assert!(!label.contains(&new), "a freed label is reused: {new}");
}
