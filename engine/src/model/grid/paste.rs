//! What people paste and links carry ([`parse_paste`]): a grid string, a URL fragment, a database
//! line or a board drawn one row per line, read into the grid format of `grid.rs`. Positions in
//! its errors count the characters of the whole text.

use super::{GridError, MAX_TEXT_CHARS, cell_of, labels, parse};
use crate::model::board::{Exit, Puzzle};

/// Reads what a person pastes or a link carries: a grid string, a `#GRID` or `#GRID/51` URL
/// fragment, the game's own link (`https://…/#GRID`: its fragment), a database line (`51 GRID 4780`: its first token that is a grid), or a board drawn
/// one row per line, with or without a border and spaces between cells (seed 000's diagram, where
/// `x` is the red car and `.` empty, reads as the puzzle it shows).
///
/// Positions in its errors count the characters of `input`; a text longer than
/// [`MAX_TEXT_CHARS`] is refused unread.
pub fn parse_paste(input: &str) -> Result<Puzzle, GridError> {
    if input.len() > MAX_TEXT_CHARS && input.chars().nth(MAX_TEXT_CHARS).is_some() {
        return Err(GridError::TooLong { chars: input.chars().count() });
    }
    let text = input.trim();
    if text.is_empty() {
        return Err(GridError::Empty);
    }
    let lines: Vec<&str> = text.lines().map(str::trim_end).filter(|l| !l.trim().is_empty()).collect();
    if lines.len() > 1 {
        return parse_drawing(input, &lines);
    }
    let line = match link_fragment(text) {
        Some(fragment) => fragment,
        None => text.strip_prefix('#').unwrap_or(text),
    };
    let line = strip_move_count(line);
    let tokens = tokens_of(line);
    let parse_token = |t: &str| parse(t).map_err(|e| e.shifted(chars_before(input, t)));
    if tokens.len() == 1 {
        return parse_token(tokens[0]);
    }
    // A database line: the first token that is a grid; otherwise the error of the longest token
    // (the one most likely meant as the grid).
    let mut first_err = None;
    for t in &tokens {
        match parse_token(t) {
            Ok(p) => return Ok(p),
            Err(e) => {
                if first_err.as_ref().is_none_or(|(len, _)| t.len() > *len) {
                    first_err = Some((t.len(), e));
                }
            }
        }
    }
    Err(first_err.map(|(_, e)| e).unwrap_or(GridError::Empty))
}

/// A link's fragment (what follows its `#`; empty when it has none), when `text` is a link
/// (`http://` or `https://`); a slice of `text`, so that errors count the pasted text's characters.
fn link_fragment(text: &str) -> Option<&str> {
    // (Searched for by a character: a pattern of three would bring the two-way string search
    // into the game's page.)
    let (scheme, rest) = text.split_once(':')?;
    if !rest.starts_with("//") || !(scheme.eq_ignore_ascii_case("http") || scheme.eq_ignore_ascii_case("https")) {
        return None;
    }
    Some(text.split_once('#').map_or(&text[text.len()..], |(_, fragment)| fragment))
}

/// The line's words, split at spaces, except that a `:` and the words on either side of it are
/// one (`GRID : E` is a grid and its exit, as `GRID:E` is): each a slice of `line`.
fn tokens_of(line: &str) -> Vec<&str> {
    let mut tokens: Vec<&str> = Vec::new();
    let mut joins_next = false;
    for word in line.split_whitespace() {
        match tokens.last_mut() {
            Some(last) if joins_next || word.starts_with(':') => {
                let start = last.as_ptr() as usize - line.as_ptr() as usize;
                let end = word.as_ptr() as usize - line.as_ptr() as usize + word.len();
                *last = &line[start..end];
            }
            _ => tokens.push(word),
        }
        joins_next = word.ends_with(':');
    }
    tokens
}

/// Drops Fogleman's `/51` suffix from `GRID/51` (a grid of one run of cells, then `/` and a
/// number); rectangular grids, whose rows are all as long, are left alone.
fn strip_move_count(s: &str) -> &str {
    if let Some((grid, n)) = s.rsplit_once('/') {
        let grid_t = grid.trim();
        if !grid_t.contains('/') && !n.is_empty() && n.len() <= 3 && n.chars().all(|c| c.is_ascii_digit()) && grid_t.len() > 3 {
            return grid;
        }
    }
    s
}

/// A board drawn one row per line. Handles column-number header lines, `+----+` border lines,
/// row numbers, `|` borders (a row missing its right or left border marks the exit there) and
/// cells separated by spaces.
/// A character that is no cell, no border and no space is reported at its place in `input`.
fn parse_drawing(input: &str, lines: &[&str]) -> Result<Puzzle, GridError> {
    let mut rows: Vec<String> = Vec::new();
    let mut exit = None;
    let mut framed = false;
    let mut gap_rows: Vec<(usize, Exit)> = Vec::new();
    let mut border_lines: Vec<&str> = Vec::new();
    for line in lines {
        let t = line.trim();
        if t.chars().all(|c| c.is_ascii_digit() || c == ' ') {
            continue; // column numbers
        }
        if t.starts_with('+') || (t.starts_with('-') && t.chars().all(|c| c == '-' || c == '+' || c == ' ')) {
            border_lines.push(line);
            continue;
        }
        // Row number, then optional left border.
        let body = t.trim_start_matches(|c: char| c.is_ascii_digit()).trim_start();
        let (left, body) = match body.strip_prefix('|') {
            Some(b) => (true, b),
            None => (false, body),
        };
        let (right, body) = match body.trim_end().strip_suffix('|') {
            Some(b) => (true, b),
            None => (false, body.trim_end()),
        };
        framed |= left || right;
        if let Some((i, ch)) = body.char_indices().find(|&(_, c)| c != ' ' && c != '\t' && cell_of(c).is_none()) {
            return Err(GridError::UnknownChar { ch, index: chars_before(input, body) + body[..i].chars().count() });
        }
        let r = rows.len();
        if left && !right {
            gap_rows.push((r, Exit::East));
        } else if right && !left {
            gap_rows.push((r, Exit::West));
        }
        // Cells separated by single spaces: keep every other character.
        let chars: Vec<char> = body.trim().chars().collect();
        let spaced = chars.len() >= 3 && chars.iter().skip(1).step_by(2).all(|&c| c == ' ');
        let row: String = if spaced { chars.iter().step_by(2).collect() } else { chars.iter().filter(|c| **c != ' ').collect() };
        rows.push(row);
    }
    if rows.is_empty() {
        return Err(GridError::Empty);
    }
    // A gap in the top or bottom border (a space inside it) marks a north or south exit.
    for (i, b) in border_lines.iter().enumerate() {
        let inner = b.trim().trim_matches('+');
        if inner.contains(' ') {
            exit = Some(if i == 0 { Exit::North } else { Exit::South });
        }
    }
    if framed && gap_rows.len() == 1 {
        exit = Some(gap_rows[0].1);
    }
    let mut text = rows.join("/");
    // Seed 000's convention: `x` is the red car, `.` is empty and `o`–`r` are trucks.
    if !text.contains('A') && text.contains('.') && xs_form_a_car(&rows) {
        text = relabel_seed_style(&text);
    }
    if let Some(e) = exit {
        text.push(':');
        text.push(e.letter());
    }
    parse(&text)
}

/// True when the `x` cells are exactly two or three adjacent cells of one row or column.
fn xs_form_a_car(rows: &[String]) -> bool {
    let cells: Vec<(usize, usize)> =
        rows.iter().enumerate().flat_map(|(r, row)| row.chars().enumerate().filter(|(_, c)| *c == 'x').map(move |(c, _)| (r, c))).collect();
    let n = cells.len();
    if !(2..=3).contains(&n) {
        return false;
    }
    let (r0, c0) = cells[0];
    cells.iter().enumerate().all(|(i, &(r, c))| r == r0 && c == c0 + i)
        || cells.iter().enumerate().all(|(i, &(r, c))| c == c0 && r == r0 + i)
}

/// Maps seed 000's labels onto the grid alphabet: `x` → `A`, `o` → the first unused label.
fn relabel_seed_style(text: &str) -> String {
    let unused = labels().skip(1).find(|&l| !text.contains(l)).unwrap_or('9');
    text.chars()
        .map(|c| match c {
            'x' => 'A',
            'o' => unused,
            c => c,
        })
        .collect()
}

/// Characters of `text` before `part`, a slice of it.
fn chars_before(text: &str, part: &str) -> usize {
    let start = (part.as_ptr() as usize).saturating_sub(text.as_ptr() as usize).min(text.len());
    text[..start].chars().count()
}
