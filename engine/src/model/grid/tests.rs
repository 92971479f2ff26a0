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
    assert_eq!(parse(&format!("{CARD1}:Q")), Err(GridError::BadExit { text: "Q".into(), index: 36 }));
    assert_eq!(parse(&format!("{CARD1}:N")), Err(GridError::Board(BoardError::ExitOffAxis { exit: Exit::North, axis: Axis::Horizontal })));
    assert!(matches!(
        parse("ooBoCCooBoooAABoooDDDooEoooooEooooBE"),
        Err(GridError::TwoVehicles { label: 'B', first: (0, 2), second: (5, 4) })
    ));
    assert!(matches!(parse("ooBoCCooBBooAABoooDDDooEoooooEoooooE"), Err(GridError::NotStraight { label: 'B', row: 0, col: 2 })));
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
    // The game's own share link: its fragment, wherever the site is; an error counts the link's
    // characters.
    let card = "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo";
    for link in [
        format!("http://127.0.0.1:8080/#{card}"),
        format!("https://example.org/rush-hour/tools/?mode=present#{card}"),
        format!("  HTTPS://x.y/#{card}/51 "),
    ] {
        assert_eq!(parse_paste(&link).unwrap(), parse(card).unwrap(), "{link}");
    }
    assert_eq!(parse_paste("http://127.0.0.1:8080/"), Err(GridError::Empty), "a link without a puzzle");
    let e = parse_paste("http://127.0.0.1:8080/#ooBo?CooBoooAABoooDDDooEoooooEoooooE").unwrap_err();
    assert_eq!(e.position(), Some(27), "{e}");
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

#[test]
fn errors_of_pastes_point_into_the_whole_text_and_quote_little() {
    // The fault is placed in the text as given, not in the token that was read.
    let e = parse_paste("<img src=x onerror=alert(1)>").unwrap_err();
    assert_eq!(e, GridError::UnknownChar { ch: '=', index: 18 });
    assert_eq!(e.position(), Some(18));
    let e = parse_paste("  51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJF#o 4780").unwrap_err();
    assert_eq!(e, GridError::UnknownChar { ch: '#', index: 39 });
    let drawn = parse_paste("ooBoCC\nooBo?o\nAABooo\nDDDooE\noooooE\noooooE").unwrap_err();
    assert_eq!(drawn, GridError::UnknownChar { ch: '?', index: 11 });
    // A long unknown exit is quoted by its first characters only.
    let long = format!("#oo:{}", "q".repeat(2_000));
    let e = parse_paste(&long).unwrap_err();
    assert_eq!(e, GridError::BadExit { text: format!("{}…", "q".repeat(EXCERPT_CHARS)), index: 3 });
    assert!(e.to_string().len() < 120, "{e}");
    // A text longer than any puzzle is not read.
    let huge = "A".repeat(1_000_000);
    assert_eq!(parse_paste(&huge), Err(GridError::TooLong { chars: 1_000_000 }));
    assert!(parse_paste(&format!("{CARD1}{}", " ".repeat(MAX_TEXT_CHARS - 40))).is_ok());
}

#[test]
fn two_vehicles_with_one_label_are_named() {
    let e = parse("AAooAAoooooooooooooooooooooooooooooo").unwrap_err();
    assert_eq!(e, GridError::TwoVehicles { label: 'A', first: (0, 0), second: (0, 4) });
    assert_eq!(e.to_string(), "there are two red cars (A at row 1, column 1 and at row 1, column 5); a puzzle has one");
    let e = parse("AAooooBBoooooooooooooBoooooBoooooooo").unwrap_err();
    assert_eq!(e, GridError::TwoVehicles { label: 'B', first: (1, 0), second: (3, 3) });
    assert!(e.to_string().starts_with("two vehicles are labelled B"), "{e}");
    // An L shape is one piece, not two: still "not one straight line".
    assert!(matches!(parse("AAooooBBooooBooooooooooooooooooooooo"), Err(GridError::NotStraight { label: 'B', .. })));
}

#[test]
fn exits_in_either_case_and_with_spaces_around_them() {
    // A lower-case exit is the same exit; the canonical form writes it upper-case, and leaves out
    // the default one (east for a horizontal red car).
    let west = parse("..B../..B../AAB..:w").unwrap();
    assert_eq!(west.board.exit(), Exit::West);
    assert_eq!(format(&west.board, &west.start), "ooBoo/ooBoo/AABoo:W");
    let east = parse(&format!("{CARD1}:e")).unwrap();
    assert_eq!((east.board.exit(), format(&east.board, &east.start)), (Exit::East, CARD1.to_string()));
    // Spaces around the ':' and the exit, in a grid string and in what is pasted or linked.
    for text in [format!("{CARD1}: E"), format!("{CARD1} :E"), format!("{CARD1} : e "), format!("#{CARD1}:\tE")] {
        let p = parse_paste(&text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(format(&p.board, &p.start), CARD1, "{text:?}");
    }
    assert_eq!(parse("ooBoo/ooBoo/AABoo : W").unwrap().board.exit(), Exit::West);
    // A database line whose grid has a spaced exit.
    assert_eq!(parse_paste(&format!("9 {CARD1} : E 111")).unwrap(), east);
}

#[test]
fn a_missing_or_unknown_exit_is_quoted_as_it_was() {
    // Nothing after the ':' (or only spaces): said so, at the ':'.
    for text in [format!("{CARD1}:"), format!("{CARD1}: "), format!("{CARD1} :")] {
        let e = parse_paste(&text).unwrap_err();
        let colon = text.find(':').unwrap();
        assert_eq!(e, GridError::BadExit { text: String::new(), index: colon }, "{text:?}");
        assert_eq!(e.to_string(), format!("no exit after the ':' at position {}; give E, W, N or S (or leave out the ':')", colon + 1));
    }
    // An unknown exit is quoted without the spaces around it.
    let e = parse_paste(&format!("{CARD1}: Q")).unwrap_err();
    assert_eq!(e, GridError::BadExit { text: "Q".into(), index: 36 });
    assert_eq!(e.to_string(), "unknown exit \"Q\" after the ':' at position 37; use E, W, N or S");
    let e = parse(&format!("{CARD1}: E W")).unwrap_err();
    assert_eq!(e, GridError::BadExit { text: "E W".into(), index: 36 });
    // A space inside the rows is still a character out of place.
    assert_eq!(parse("ooBoCC ooBoooAABoooDDDooEoooooEoooooE"), Err(GridError::UnknownChar { ch: ' ', index: 6 }));
}
