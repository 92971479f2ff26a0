//! Unit tests of `board_words.rs`.
use super::*;
use rush_hour_engine::model::grid;

const CARD1: &str = "ooBoCCooBoooAABoooDDDooEoooooEoooooE";
/// A 4×4 with the exit on the north side, a wall at row 2, column 1 and a car beside it.
const NORTH: &str = "ooooxoCCoAoooAoo:N";

fn read(grid_text: &str, typed: &str) -> Result<(char, i8), String> {
    let p = grid::parse(grid_text).unwrap();
    read_move(&p.board, &p.start, typed).map(|mv| (p.board.vehicle(usize::from(mv.vehicle)).label, mv.delta))
}

#[test]
fn every_cell_is_named_by_what_is_on_it_the_letter_first() {
    let p = grid::parse(CARD1).unwrap();
    let cells = p.board.cells(&p.start);
    let name = |r, c, palette| cell_name(&p.board, &cells, r, c, palette);
    assert_eq!(name(2, 0, Palette::Standard), "A, red car");
    assert_eq!(name(0, 2, Palette::Standard), "B, blue truck");
    assert_eq!(name(3, 5, Palette::Standard), "E, purple truck");
    assert_eq!(name(0, 0, Palette::Standard), "empty");
    assert_eq!(name(2, 5, Palette::Standard), "empty, exit to the east");
    assert_eq!(name(2, 0, Palette::ColourBlind), "A, vermillion car");
    let north = grid::parse(NORTH).unwrap();
    let cells = north.board.cells(&north.start);
    assert_eq!(exit_cell(&north.board), (0, 1));
    assert_eq!(cell_name(&north.board, &cells, 0, 1, Palette::Standard), "empty, exit to the north");
    assert_eq!(cell_name(&north.board, &cells, 1, 0, Palette::Standard), "wall");
}

#[test]
fn the_position_reads_one_row_a_line_with_the_exit() {
    let p = grid::parse(CARD1).unwrap();
    let lines = rows_text(&p.board, &p.start);
    assert_eq!(lines.len(), 6);
    assert_eq!(lines[0], "row 1: · · B · C C");
    assert_eq!(lines[2], "row 3: A A B · · · exit");
    assert_eq!(lines[5], "row 6: · · · · · E");
    let north = grid::parse(NORTH).unwrap();
    assert_eq!(
        rows_text(&north.board, &north.start),
        ["exit above column 2", "row 1: · · · ·", "row 2: wall · C C", "row 3: · A · ·", "row 4: · A · ·"]
    );
    let west = grid::parse("ooBoCCooBoooAABoooDDDooEoooooEoooooE:W").unwrap();
    assert_eq!(rows_text(&west.board, &west.start)[2], "row 3: exit A A B · · ·");
    let south = grid::parse("ooooxoCCoAoooAoo:S").unwrap();
    assert_eq!(rows_text(&south.board, &south.start).last().unwrap(), "exit below column 2");
}

#[test]
fn card_notation_and_plain_words_read_alike() {
    for typed in ["C←1", "C-1", "c left 1", "C l 1", "C left", "Cleft1", " c  <  1 ", "C west 1", "c W"] {
        assert_eq!(read(CARD1, typed), Ok(('C', -1)), "{typed}");
    }
    for typed in ["E↑2", "E up 2", "e u 2", "E^2", "E-2", "E north 2"] {
        assert_eq!(read(CARD1, typed), Ok(('E', -2)), "{typed}");
    }
    // D→3 waits for E↑3 (E covers row 4, column 6 at the start); two cells are free.
    for typed in ["D→2", "D r 2", "D+2", "d right 2", "D>2", "D east 2"] {
        assert_eq!(read(CARD1, typed), Ok(('D', 2)), "{typed}");
    }
    for typed in ["B↓3", "b down 3", "B v 3", "B d 3", "B south 3", "B+3"] {
        assert_eq!(read(CARD1, typed), Err("B cannot move down 3: blocked by D at row 4, column 3".into()), "{typed}");
    }
}

#[test]
fn a_refusal_names_its_fault() {
    assert_eq!(read(CARD1, "a r 3"), Err("A cannot move right 3: blocked by B at row 3, column 3".into()));
    assert_eq!(read(CARD1, "C left 5"), Err("C cannot move left 5: blocked by B at row 1, column 3".into()));
    assert_eq!(read(CARD1, "C up 2"), Err("C moves left and right, not up".into()));
    assert_eq!(read(CARD1, "E→1"), Err("E moves up and down, not right".into()));
    assert_eq!(read(CARD1, "Q left 1"), Err("There is no vehicle Q on this board".into()));
    assert_eq!(read(CARD1, "E down 1"), Err("E cannot move down 1: it is at the board's edge".into()));
    assert_eq!(read(NORTH, "A up 3"), Err("A cannot move up 3: the board's edge is 2 cells away".into()));
    assert_eq!(read(NORTH, "C left 2"), Err("C cannot move left 2: blocked by a wall at row 2, column 1".into()));
    assert_eq!(read(CARD1, ""), Err("Type a move, as C←1 or C left 1".into()));
    let not_a_move = read(CARD1, "C sideways 2").unwrap_err();
    assert!(not_a_move.starts_with("“C sideways 2” is not a move"), "{not_a_move}");
    assert_eq!(read(CARD1, "C left 0"), Err("“0” is not a distance: type the cells to move, as C←1 or C left 1".into()));
    assert!(read(CARD1, "C left 999").is_err());
}
