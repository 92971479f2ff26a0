use super::super::tests::act;
use super::super::{EditAction, Editor};
use super::*;
use std::rc::Rc;

fn keys(e: Rc<Editor>, keys: &[EditKey]) -> Rc<Editor> {
    act(e, keys.iter().map(|&k| EditAction::Key(k)))
}

#[test]
fn keys_of_the_keyboard_event() {
    use EditKey::*;
    let cases = [
        ("ArrowUp", false, Some(Up)),
        ("ArrowLeft", false, Some(Left)),
        ("Home", false, Some(RowStart)),
        ("Home", true, Some(First)),
        ("End", false, Some(RowEnd)),
        ("End", true, Some(Last)),
        ("PageDown", false, Some(ColumnEnd)),
        ("Enter", false, Some(Activate)),
        (" ", false, Some(Activate)),
        ("T", false, Some(Turn)),
        ("Backspace", false, Some(Delete)),
        ("Escape", false, Some(Release)),
        ("Tab", false, None),
        ("x", false, None),
    ];
    for (key, ctrl, expected) in cases {
        assert_eq!(EditKey::from_key(key, ctrl), expected, "{key} ctrl={ctrl}");
    }
}

#[test]
fn the_cursor_moves_and_stays_on_the_board() {
    use EditKey::*;
    let e = Rc::new(Editor::new(6, 5));
    assert_eq!(e.cursor, (0, 0));
    // At the edge the cursor stays, and nothing changes (the very editor comes back).
    let same = e.clone().reduce(EditAction::Key(Up));
    assert!(Rc::ptr_eq(&same, &e));
    let e = keys(e, &[Right, Right, Down]);
    assert_eq!(e.cursor, (1, 2));
    assert_eq!(keys(e.clone(), &[RowEnd]).cursor, (1, 5));
    assert_eq!(keys(e.clone(), &[RowStart]).cursor, (1, 0));
    assert_eq!(keys(e.clone(), &[ColumnEnd]).cursor, (4, 2));
    assert_eq!(keys(e.clone(), &[ColumnStart]).cursor, (0, 2));
    assert_eq!(keys(e.clone(), &[Last]).cursor, (4, 5));
    assert_eq!(keys(e.clone(), &[Last, First]).cursor, (0, 0));
    assert_eq!(keys(e.clone(), &[Last, Right, Down]).cursor, (4, 5));
    // Moving the cursor says nothing and changes no layout.
    assert_eq!(e.message, "");
    assert_eq!(e.generation, 0);
    // A smaller board takes the cursor with it.
    let e = keys(e, &[Last]).reduce(EditAction::Resize { width: 4, height: 4 });
    assert_eq!(e.cursor, (3, 3));
}

#[test]
fn a_puzzle_built_by_keyboard_alone_with_each_result_said() {
    use EditKey::*;
    let e = Rc::new(Editor::default()).reduce(EditAction::SetTool(Tool::Red));
    // The red car on row 3 (index 2), at its left end.
    let e = keys(e, &[Down, Down, Activate]);
    assert_eq!(e.message, "Red car A placed at row 3, column 1, across");
    assert!(!e.refused);
    assert_eq!(e.selected, Some(0), "a placed piece is selected");
    // Let it go, go to column 3, place a truck (across: it fits).
    let e = keys(e, &[Release]);
    assert_eq!(e.message, "Red car A let go");
    let e = keys(e.reduce(EditAction::SetTool(Tool::Truck)), &[Right, Right, Up, Up, Activate]);
    assert_eq!(e.message, "Truck B placed at row 1, column 3, across");
    // Turn it down column 3: it now blocks the red car.
    let e = keys(e, &[Turn]);
    assert_eq!(e.message, "Truck B turned down");
    assert_eq!(e.validation(), Ok("ooBoooooBoooAABooooooooooooooooooooo".into()));
    // Moving it up runs off the board; right is free.
    let refused = keys(e.clone(), &[Up]);
    assert!(refused.refused);
    assert_eq!(refused.message, "Cannot move truck B up: it runs off the board");
    assert_eq!(refused.pieces, e.pieces);
    let e = keys(e, &[Right]);
    assert_eq!(e.message, "Truck B moved right");
    assert_eq!(e.cursor, (0, 3), "the cursor goes with the piece");
    // Let go, a car to the left of the truck: across it overlaps B, down it fits.
    let e = keys(e.reduce(EditAction::SetTool(Tool::Car)), &[Activate, Left, Down]);
    assert_eq!(e.message, "Truck B let go");
    assert_eq!(e.cursor, (1, 2));
    let e = keys(e, &[Activate]);
    assert_eq!(e.message, "Car C placed at row 2, column 3, down");
    // It cannot move left onto the red car, nor right onto B: the obstacle and its cell said.
    let left = keys(e.clone(), &[Left]);
    assert_eq!(left.message, "Cannot move car C left: it overlaps A at row 3, column 2");
    assert!(left.refused);
    let right = keys(e.clone(), &[Right]);
    assert_eq!(right.message, "Cannot move car C right: it overlaps B at row 2, column 4");
    // No room for a car at row 1, column 3 (B to the right, C below): both ways said.
    let e = keys(e, &[Release, Up]);
    assert_eq!(e.cursor, (0, 2));
    let refused = keys(e.clone(), &[Activate]);
    assert!(refused.refused);
    assert_eq!(
        refused.message,
        "Cannot place a car at row 1, column 3: across overlaps B at row 1, column 4; down overlaps C at row 2, column 3"
    );
    assert_eq!(refused.pieces, e.pieces);
    // Remove C with Delete on its cell, without selecting it first.
    let e = keys(e, &[Down, Delete]);
    assert_eq!(e.message, "Car C removed");
    assert_eq!(e.selected, None);
    assert_eq!(e.validation(), Ok("oooBoooooBooAAoBoooooooooooooooooooo".into()));
    // Enter on a piece selects it; Enter again lets it go.
    let e = keys(e, &[Right, Activate]);
    assert_eq!(e.message, "Truck B selected");
    let e = keys(e, &[Activate]);
    assert_eq!((e.message.as_str(), e.selected), ("Truck B let go", None));
}

#[test]
fn cells_are_named_by_what_is_on_them() {
    use EditKey::*;
    let e = act(
        Rc::new(Editor::default()),
        [
            EditAction::SetTool(Tool::Red),
            EditAction::Place { from: (2, 0), to: (2, 0) },
            EditAction::SetTool(Tool::Wall),
            EditAction::Place { from: (5, 5), to: (5, 5) },
            EditAction::SetTool(Tool::Truck),
            EditAction::Place { from: (0, 3), to: (2, 3) },
        ],
    );
    assert_eq!(e.cell_name(2, 1), "Red car A, across, row 3, column 2");
    assert_eq!(e.cell_name(1, 3), "Truck B, down, selected, row 2, column 4");
    assert_eq!(e.cell_name(5, 5), "Wall, row 6, column 6");
    assert_eq!(e.cell_name(2, 5), "Empty, row 3, column 6, exit on the east side");
    assert_eq!(e.cell_name(0, 0), "Empty, row 1, column 1");
    // A wall: selected, moved (said with its new cell), never turned, removed.
    let e = keys(e, &[Release, Last, Activate]);
    assert_eq!(e.message, "Wall selected");
    let e = keys(e, &[Left]);
    assert_eq!(e.message, "Wall moved left to row 6, column 5");
    let turned = keys(e.clone(), &[Turn]);
    assert!(turned.refused && turned.message == "A wall does not turn");
    let e = keys(e, &[Delete]);
    assert_eq!(e.message, "Wall at row 6, column 5 removed");
    // Nothing under the cursor to turn or remove: said so.
    let e = keys(e, &[Delete]);
    assert!(e.refused);
    assert_eq!(e.message, "Nothing to remove at row 6, column 5");
    // The exit follows the red car's row, and its side.
    let e = act(e, [EditAction::SetExit(rush_hour_engine::model::board::Exit::West)]);
    assert_eq!(e.exit_cell(), (2, 0));
    assert!(e.cell_name(2, 0).ends_with("exit on the west side"));
}
