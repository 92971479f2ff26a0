//! Bad input never panics the CLI: arguments that are not UTF-8, times out of range, stdin lines
//! of any bytes, an empty grid, a missing file, an output that cannot be written; then a fuzz
//! test of arguments and stdin as bytes (proptest).

use proptest::prelude::*;
use rush_hour_cli::run;
use std::ffi::OsString;
use std::io::Cursor;
use std::os::unix::ffi::OsStringExt;
use std::process::{Command, Stdio};

const CARD_1: &str = "ooBoCCooBoooAABoooDDDooEoooooEoooooE";
const TWO_MOVES: &str = "ooBoooooBoooAABooooooooooooooooooooo";

/// `run` over these arguments as bytes and this stdin: (status, stdout, stderr).
fn cli_bytes(args: &[&[u8]], stdin: &[u8]) -> (i32, String, String) {
    let args: Vec<OsString> = args.iter().map(|a| OsString::from_vec(a.to_vec())).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = run(&args, &mut Cursor::new(stdin), &mut out, &mut err);
    (status, String::from_utf8(out).unwrap(), String::from_utf8(err).unwrap())
}

#[test]
fn an_argument_that_is_not_utf8_is_a_usage_error_naming_it() {
    for (args, names) in [
        (&[&b"solve"[..], b"\xff\xfe"][..], &["argument 2", "'\u{FFFD}\u{FFFD}'", "not UTF-8", "Usage: rushhour solve"][..]),
        (&[b"analyze", b"ooBoCC\xff"], &["argument 2", "'ooBoCC\u{FFFD}'", "Usage: rushhour analyze"]),
        (&[b"solve", b"--metric", b"\xff"], &["the value of '--metric'", "argument 3"]),
        (&[b"solve", b"--metric=st\xffeps"], &["the value of '--metric'", "'--metric=st\u{FFFD}eps'"]),
        (&[b"\xff"], &["argument 1", "Usage: rushhour"]),
        (&[b"compare", b"puzzles/\xc3(.txt"], &["argument 2"]),
    ] {
        let (status, out, err) = cli_bytes(args, b"");
        assert_eq!(status, 2, "{args:?}: {err}");
        assert_eq!(out, "", "{args:?}");
        for name in names {
            assert!(err.contains(name), "{args:?}: the message should name {name:?}: {err}");
        }
    }
    // A long one is quoted in part.
    let long = [b"x".repeat(500), vec![0xff]].concat();
    let (status, _, err) = cli_bytes(&[b"solve", &long], b"");
    assert_eq!(status, 2);
    assert!(err.contains("xxxx…'") && err.len() < 400, "{err}");
}

#[test]
fn the_real_binary_refuses_non_utf8_arguments_and_says_when_its_output_is_lost() {
    let bin = env!("CARGO_BIN_EXE_rushhour");
    let bad = Command::new(bin).arg("solve").arg(OsString::from_vec(b"\xff\xfe".to_vec())).output().unwrap();
    assert_eq!(bad.status.code(), Some(2), "{bad:?}");
    assert!(String::from_utf8_lossy(&bad.stderr).contains("argument 2 is not UTF-8 text"), "{bad:?}");
    // A full disk: the answer could not be written.
    let full = Command::new(bin).args(["solve", CARD_1]).stdout(std::fs::File::create("/dev/full").unwrap()).output().unwrap();
    assert_eq!(full.status.code(), Some(2), "{full:?}");
    assert!(String::from_utf8_lossy(&full.stderr).contains("the output could not be written"), "{full:?}");
    // The standard output closed by the shell.
    let closed = Command::new("sh").args(["-c", "exec \"$0\" solve \"$1\" >&-", bin, CARD_1]).stderr(Stdio::piped()).output().unwrap();
    assert_eq!(closed.status.code(), Some(2), "{closed:?}");
    assert!(String::from_utf8_lossy(&closed.stderr).contains("the standard output is closed"), "{closed:?}");
    // … but `>/dev/null` is a choice, and the run goes well.
    let null = Command::new("sh").args(["-c", "exec \"$0\" solve \"$1\" >/dev/null", bin, CARD_1]).output().unwrap();
    assert_eq!(null.status.code(), Some(0), "{null:?}");
}

#[test]
fn a_time_limit_out_of_range_is_refused() {
    for value in ["inf", "1e300", "1e19", "-1", "NaN", "soon", "31536001"] {
        let (status, out, err) = cli_bytes(&[b"bounds", format!("--time-limit={value}").as_bytes(), TWO_MOVES.as_bytes()], b"");
        assert_eq!((status, out.as_str()), (2, ""), "{value}: {err}");
        assert!(err.contains("--time-limit") && err.contains(&format!("'{value}'")), "{value}: {err}");
    }
    let (status, out, err) = cli_bytes(&[b"bounds", b"--time-limit", b"31536000", TWO_MOVES.as_bytes()], b"");
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("summary: "), "{out}");
}

#[test]
fn a_stdin_line_of_any_bytes_is_reported_with_its_number_and_the_run_goes_on() {
    let input = [CARD_1.as_bytes(), b"\n", b"ooBo\xffCC\xfe\n", b"\x00\x01\x02\r\n", TWO_MOVES.as_bytes(), b"\r\n", b"\xc3"].concat();
    let (status, out, err) = cli_bytes(&[b"solve"], &input);
    assert_eq!(status, 1, "{err}");
    let answers: Vec<&str> = out.lines().map(|l| l.split(' ').next().unwrap()).collect();
    assert_eq!(answers, ["9", "2"], "{out}");
    let errors: Vec<&str> = err.lines().collect();
    assert_eq!(errors.len(), 3, "{err}");
    assert!(errors[0].starts_with("line 2: not UTF-8 text: byte 0xFF at column 5"), "{err}");
    assert!(errors[1].starts_with("line 3: "), "{err}");
    assert!(errors[2].starts_with("line 5: not UTF-8 text: byte 0xC3 at column 1"), "{err}");
    // compare and bench read their lines the same way.
    let (status, out, err) = cli_bytes(&[b"compare"], &[b"\xff\n", TWO_MOVES.as_bytes()].concat());
    assert_eq!(status, 1);
    assert!(err.starts_with("line 1: not UTF-8 text"), "{err}");
    assert!(out.contains("line 2 "), "{out}");
    let file = std::env::temp_dir().join(format!("rushhour-bad-bytes-{}.txt", std::process::id()));
    std::fs::write(&file, [b"\xfe\xff\n", TWO_MOVES.as_bytes(), b"\n"].concat()).unwrap();
    let (status, out, err) = cli_bytes(&[b"bench", file.to_str().unwrap().as_bytes()], b"");
    std::fs::remove_file(&file).unwrap();
    assert_eq!(status, 1);
    assert!(err.starts_with("line 1: not UTF-8 text: byte 0xFE"), "{err}");
    assert!(out.contains("puzzles 1"), "{out}");
}

#[test]
fn an_empty_grid_is_an_error() {
    let (status, out, err) = cli_bytes(&[b"solve", b""], b"");
    assert_eq!((status, out.as_str()), (1, ""), "{err}");
    assert!(err.contains("line 1: an empty grid"), "{err}");
    let (status, out, err) = cli_bytes(&[b"solve", b"  ", TWO_MOVES.as_bytes()], b"");
    assert_eq!(status, 1);
    assert!(err.contains("line 1: an empty grid") && out.starts_with("2 "), "{err} {out}");
    let (status, _, err) = cli_bytes(&[b"compare", b""], b"");
    assert_eq!(status, 1);
    assert!(err.contains("line 1: an empty grid"), "{err}");
    for command in [&b"analyze"[..], b"bounds"] {
        let (status, out, err) = cli_bytes(&[command, b""], b"");
        assert_eq!((status, out.as_str()), (2, ""), "{err}");
        assert!(err.contains("<GRID>"), "{err}");
    }
}

#[test]
fn a_missing_file_is_named_as_one() {
    let (status, _, err) = cli_bytes(&[b"compare", b"/nonexistent/file"], b"");
    assert_eq!(status, 1);
    assert!(err.contains("'/nonexistent/file': no such file"), "{err}");
    let (status, _, err) = cli_bytes(&[b"compare", b"puzzles.txt"], b"");
    assert_eq!(status, 1);
    assert!(err.contains("'puzzles.txt': no such file"), "{err}");
    let (status, _, err) = cli_bytes(&[b"compare", b"/"], b"");
    assert_eq!(status, 1);
    assert!(err.contains("'/': is a folder"), "{err}");
    let (status, _, err) = cli_bytes(&[b"bench", b"/nonexistent/file"], b"");
    assert_eq!(status, 2);
    assert!(err.contains("/nonexistent/file: No such file"), "{err}");
}

/// Arguments: a command, then tokens that are flags, values, grids or any bytes.
fn arguments() -> impl Strategy<Value = Vec<Vec<u8>>> {
    let command = prop::sample::select(vec!["solve", "analyze", "compare", "bounds", "bench", "help", "--help", "frobnicate"]);
    let known = prop::sample::select(vec![
        "--metric",
        "steps",
        "--max-positions",
        "--max-memory",
        "--threads",
        "--search",
        "lean",
        "--check",
        "--stats",
        "--time-limit",
        "--widths",
        "--max-moves",
        "--max-expanded",
        "1",
        "0",
        "-1",
        "1e400",
        "NaN",
        "64K",
        "",
        "=",
        "--",
        CARD_1,
        TWO_MOVES,
    ]);
    let token = prop_oneof![known.prop_map(|s| s.as_bytes().to_vec()), prop::collection::vec(any::<u8>(), 0..40)];
    (command, prop::collection::vec(token, 0..5)).prop_map(|(command, mut rest)| {
        rest.insert(0, command.as_bytes().to_vec());
        rest
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, failure_persistence: None, ..ProptestConfig::default() })]

    /// Any arguments and any stdin: an exit status of 0, 1 or 2, and no panic. Every search is
    /// capped (a budget on positions, the lower bounds kept short), so no case runs long.
    #[test]
    fn any_arguments_and_any_stdin_never_panic(mut args in arguments(), stdin in prop::collection::vec(any::<u8>(), 0..200)) {
        match args[0].as_slice() {
            b"bounds" => args.extend([b"--widths", &b"0"[..], b"--max-moves", b"3", b"--max-memory", b"64M"].map(<[u8]>::to_vec)),
            b"solve" | b"analyze" | b"compare" | b"bench" => args.extend([b"--max-positions", &b"20000"[..]].map(<[u8]>::to_vec)),
            _ => {}
        }
        let args: Vec<OsString> = args.into_iter().map(OsString::from_vec).collect();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let status = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(&args, &mut Cursor::new(&stdin), &mut out, &mut err)));
        let status = status.map_err(|_| TestCaseError::fail(format!("panicked on {args:?} with stdin {stdin:?}")))?;
        prop_assert!((0..=2).contains(&status), "status {} on {:?}", status, args);
        prop_assert!(String::from_utf8(err).is_ok());
    }
}
