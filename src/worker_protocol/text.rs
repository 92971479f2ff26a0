//! How a message of the protocol is one line of text: its fields joined by a separator, written
//! by [`Message::fields`] and read back through [`Fields`]; optional texts, lists of numbers,
//! positions and a layer-by-layer search's status as fields.

use rush_hour_engine::model::board::Position;
use rush_hour_engine::search::layers::LayerStatus;

/// The separator between a message's fields (no grid string, plan or message contains it).
const SEP: char = '\u{1f}';

/// A message of the protocol as one line of text.
pub trait Message: Sized {
    fn fields(&self) -> Vec<String>;
    fn from_fields(kind: &str, f: &mut Fields) -> Option<Self>;
}

/// A message as the text posted between the two sides.
pub fn encode<T: Message>(message: &T) -> String {
    message.fields().join(&SEP.to_string())
}

/// A message read back; an error names what could not be read (a worker of another release).
pub fn decode<T: Message>(text: &str) -> Result<T, String> {
    let mut parts = text.split(SEP);
    let kind = parts.next().unwrap_or_default();
    let mut fields = Fields(parts);
    T::from_fields(kind, &mut fields)
        .filter(|_| fields.0.next().is_none())
        .ok_or_else(|| format!("unreadable engine message ({})", text.chars().take(40).collect::<String>()))
}

/// The fields of a message being read.
pub struct Fields<'a>(std::str::Split<'a, char>);

impl Fields<'_> {
    pub(super) fn text(&mut self) -> Option<String> {
        self.0.next().map(str::to_string)
    }
    pub(super) fn number<N: std::str::FromStr>(&mut self) -> Option<N> {
        self.0.next()?.parse().ok()
    }
    pub(super) fn flag(&mut self) -> Option<bool> {
        self.number::<u8>().map(|n| n == 1)
    }
    /// An optional text: `-` for none, else `+` and the text.
    pub(super) fn maybe(&mut self) -> Option<Option<String>> {
        let t = self.0.next()?;
        if t == "-" { Some(None) } else { t.strip_prefix('+').map(|t| Some(t.to_string())) }
    }
}

pub(super) fn maybe(t: &Option<String>) -> String {
    t.as_ref().map_or("-".into(), |t| format!("+{t}"))
}

/// Numbers joined by `sep`, read back by [`numbers`].
pub(super) fn joined<N: ToString>(items: &[N], sep: &str) -> String {
    items.iter().map(N::to_string).collect::<Vec<_>>().join(sep)
}

/// The numbers of a text joined by `sep` (none in an empty text).
pub(super) fn numbers<N: std::str::FromStr>(text: &str, sep: char) -> Option<Vec<N>> {
    if text.is_empty() { Some(Vec::new()) } else { text.split(sep).map(|n| n.parse().ok()).collect() }
}

/// Positions as their offsets (`3.0.2`), one after the other (`3.0.2 1.0.2`).
pub(super) fn positions(ps: &[Position]) -> String {
    ps.iter().map(|p| joined(p.offsets(), ".")).collect::<Vec<_>>().join(" ")
}

pub(super) fn read_positions(text: &str) -> Option<Vec<Position>> {
    if text.is_empty() { Some(Vec::new()) } else { text.split(' ').map(|p| numbers(p, '.').map(Position)).collect() }
}

/// A layer-by-layer search's status as a word and its numbers (`found.9`, `layer.3.120`).
pub(super) fn status(s: &LayerStatus) -> String {
    match s {
        LayerStatus::InProgress => "more".into(),
        LayerStatus::Layer { depth, size } => format!("layer.{depth}.{size}"),
        LayerStatus::Found { depth } => format!("found.{depth}"),
        LayerStatus::Exhausted => "exhausted".into(),
        LayerStatus::Budget => "budget".into(),
    }
}

pub(super) fn read_status(text: &str) -> Option<LayerStatus> {
    let mut parts = text.split('.');
    let word = parts.next()?;
    let mut number = || parts.next()?.parse().ok();
    Some(match word {
        "more" => LayerStatus::InProgress,
        "layer" => LayerStatus::Layer { depth: number()?, size: number()? },
        "found" => LayerStatus::Found { depth: number()? },
        "exhausted" => LayerStatus::Exhausted,
        "budget" => LayerStatus::Budget,
        _ => return None,
    })
}
