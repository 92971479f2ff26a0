//! Unit tests of `grid.rs`.
use super::*;

const CARD1: &str = "ooBoCCooBoooAABoooDDDooEoooooEoooooE";

#[test]
fn parses_and_formats_a_6x6_card() {
    let p = parse(CARD1).unwrap();
    assert_eq!((p.board.width(), p.board.height()), (6, 6));
    assert_eq!(p.board.vehicles().len(), 5);
    let a = p.board.vehicle(0);
    assert_eq!((a.label, a.axis, a.line, a.len), ('A', Axis::Horizontal, 2, 2));
    assert_eq!(p.start.offset(0), 0);
    assert_eq!(p.board.exit(), Exit::East);
    assert_eq!(format(&p.board, &p.start), CARD1);
    let d = p.board.vehicle(p.board.index_of('D').unwrap());
    assert_eq!((d.axis, d.len), (Axis::Horizontal, 3));
}

#[test]
fn dots_and_rectangles_and_exits() {
    let p = parse("..B../..B../AAB..:W").unwrap();
    assert_eq!((p.board.width(), p.board.height()), (5, 3));
    assert_eq!(p.board.exit(), Exit::West);
    assert_eq!(format(&p.board, &p.start), "ooBoo/ooBoo/AABoo:W");
    let v = parse("Aoo/Aoo/ooo").unwrap();
    assert_eq!(v.board.exit(), Exit::North);
    assert_eq!(format(&v.board, &v.start), "AooAooooo");
    let s = parse("AooAoooox:S").unwrap();
    assert_eq!(s.board.exit(), Exit::South);
    assert_eq!(s.board.walls(), &[(2, 2)]);
}

#[test]
fn errors_name_the_fault_and_place() {
    assert_eq!(parse(""), Err(GridError::Empty));
    assert_eq!(parse("ooo"), Err(GridError::BadLength { cells: 3 }));
    assert_eq!(parse("ooBoCC/ooBoo/AABooo"), Err(GridError::RaggedRow { row: 1, len: 5, expected: 6 }));
    assert_eq!(parse("ooBoCCooBoooAAB#ooDDDooEoooooEoooooE"), Err(GridError::UnknownChar { ch: '#', index: 15 }));
    assert_eq!(parse(&format!("{CARD1}:Q")), Err(GridError::BadExit { text: "Q".into() }));
    assert_eq!(parse(&format!("{CARD1}:N")), Err(GridError::Board(BoardError::ExitOffAxis { exit: Exit::North, axis: Axis::Horizontal })));
    assert!(matches!(parse("ooBoCCooBoooAABoooDDDooEoooooEooooBE"), Err(GridError::NotStraight { label: 'B', row: 0, col: 2 })));
    assert!(matches!(
        parse("ooBoCCooBoooAABoooDDDoFEoooooEoooooE"),
        Err(GridError::Board(BoardError::OneCellVehicle { label: 'F', row: 3, col: 4 }))
    ));
    assert_eq!(parse("ooBoCCooBoooooBoooDDDooEoooooEoooooE"), Err(GridError::Board(BoardError::NoRedCar)));
    assert_eq!(parse("AAo/ooo"), Err(GridError::Board(BoardError::BadSize { width: 3, height: 2 })));
    let msg = parse("ooBoCCooBoooAAB#ooDDDooEoooooEoooooE").unwrap_err().to_string();
    assert!(msg.contains("position 16"), "{msg}");
}

#[test]
fn paste_forms() {
    let db = parse_paste("51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780").unwrap();
    assert_eq!(format(&db.board, &db.start), "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo");
    let frag = parse_paste("#GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo/51").unwrap();
    assert_eq!(frag, db);
    let rows = parse_paste("ooBoCC\nooBooo\nAABooo\nDDDooE\noooooE\noooooE\n");
    assert!(rows.is_ok(), "{rows:?}");
    // Seed 000's diagram of puzzle #1 (x is the red car; o, p are trucks; the exit is the gap).
    let seed = "   1 2 3 4 5 6\n  +-----------+\n1 |o . . a . .|\n2 |o . . a b b|\n3 |o x x c . .\n4 |. . p c d d|\n5 |. . p e e f|\n6 |. . p . . f|\n  +-----------+\n";
    let p = parse_paste(seed).unwrap();
    assert_eq!(p.board.exit(), Exit::East);
    assert_eq!(p.board.vehicle(0).line, 2);
    assert_eq!(p.board.vehicles().len(), 9);
}
