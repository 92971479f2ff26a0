use super::codec::{code_hash, decode, encode};
use super::*;

use serde::de::{self, DeserializeOwned, DeserializeSeed, Deserializer, EnumAccess, IntoDeserializer, SeqAccess, VariantAccess, Visitor};

/// A message as written and read back.
fn round_trips<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(message: T) {
    assert_eq!(decode::<T>(&encode(&message)), Ok(message));
}

/// One example of every variant of the enum `T`, made from its type: the examples are read by
/// `T`'s own derived reader from [`Maker`], which picks variant 0, 1, 2… until the reader has
/// named them all. A new variant has its example without a word here.
fn every<T: DeserializeOwned>() -> Vec<T> {
    let mut examples = Vec::new();
    loop {
        let mut maker = Maker { pick: examples.len(), count: 0, variants: None };
        examples.push(T::deserialize(&mut maker).expect("every field can be made"));
        if examples.len() >= maker.variants.expect("T is an enum") {
            return examples;
        }
    }
}

/// A variant's name, as its derived `Debug` writes it first.
fn name_of(message: &impl std::fmt::Debug) -> String {
    format!("{message:?}").chars().take_while(char::is_ascii_alphanumeric).collect()
}

/// A reader that makes a value of any of the protocol's types out of nothing: the numbers
/// 1, 2, 3… in the order the fields come (so no two fields are alike), a text naming its number, `Some`, lists of two; of the outer enum its variant
/// number `pick` (of an inner one, `pick` modulo its variants), whose count it keeps.
struct Maker {
    pick: usize,
    count: u64,
    variants: Option<usize>,
}

type Fault = de::value::Error;

impl Maker {
    fn next(&mut self) -> u64 {
        self.count += 1;
        self.count
    }
}

impl<'de> Deserializer<'de> for &mut Maker {
    type Error = Fault;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Fault> {
        Err(de::Error::custom("a type the examples' maker does not know"))
    }
    fn deserialize_bool<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Fault> {
        let n = self.next();
        v.visit_bool(n % 2 == 1)
    }
    fn deserialize_u8<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Fault> {
        v.visit_u64(self.next())
    }
    fn deserialize_i8<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Fault> {
        v.visit_i64(self.next() as i64)
    }
    fn deserialize_char<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Fault> {
        let n = self.next() as u8;
        v.visit_char((b'A' + n % 26) as char)
    }
    fn deserialize_u16<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Fault> {
        v.visit_u64(self.next())
    }
    fn deserialize_u32<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Fault> {
        v.visit_u64(self.next())
    }
    fn deserialize_u64<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Fault> {
        v.visit_u64(self.next())
    }
    fn deserialize_f64<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Fault> {
        v.visit_f64(self.next() as f64 + 0.5)
    }
    fn deserialize_string<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Fault> {
        v.visit_string(format!("text {}", self.next()))
    }
    fn deserialize_option<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Fault> {
        v.visit_some(self)
    }
    fn deserialize_seq<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Fault> {
        v.visit_seq(Fields { maker: self, left: 2 })
    }
    fn deserialize_tuple<V: Visitor<'de>>(self, len: usize, v: V) -> Result<V::Value, Fault> {
        v.visit_seq(Fields { maker: self, left: len })
    }
    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _: &'static str, v: V) -> Result<V::Value, Fault> {
        v.visit_newtype_struct(self)
    }
    fn deserialize_struct<V: Visitor<'de>>(self, _: &'static str, fields: &'static [&'static str], v: V) -> Result<V::Value, Fault> {
        v.visit_seq(Fields { maker: self, left: fields.len() })
    }
    fn deserialize_enum<V: Visitor<'de>>(self, _: &'static str, variants: &'static [&'static str], v: V) -> Result<V::Value, Fault> {
        let index = (self.pick % variants.len()) as u32;
        self.variants.get_or_insert(variants.len());
        v.visit_enum(Variant { maker: self, index })
    }

    serde::forward_to_deserialize_any! {
        i16 i32 i64 i128 u128 f32 str bytes byte_buf unit unit_struct tuple_struct map identifier ignored_any
    }
}

/// The fields of a struct, a variant or a list, made one after the other.
struct Fields<'a> {
    maker: &'a mut Maker,
    left: usize,
}

impl<'de> SeqAccess<'de> for Fields<'_> {
    type Error = Fault;

    fn next_element_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<Option<S::Value>, Fault> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        seed.deserialize(&mut *self.maker).map(Some)
    }
}

/// The variant the maker picked.
struct Variant<'a> {
    maker: &'a mut Maker,
    index: u32,
}

impl<'de, 'a> EnumAccess<'de> for Variant<'a> {
    type Error = Fault;
    type Variant = Variant<'a>;

    fn variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<(S::Value, Variant<'a>), Fault> {
        let index: de::value::U32Deserializer<Fault> = self.index.into_deserializer();
        Ok((seed.deserialize(index)?, self))
    }
}

impl<'de> VariantAccess<'de> for Variant<'_> {
    type Error = Fault;

    fn unit_variant(self) -> Result<(), Fault> {
        Ok(())
    }
    fn newtype_variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<S::Value, Fault> {
        seed.deserialize(self.maker)
    }
    fn tuple_variant<V: Visitor<'de>>(self, len: usize, v: V) -> Result<V::Value, Fault> {
        v.visit_seq(Fields { maker: self.maker, left: len })
    }
    fn struct_variant<V: Visitor<'de>>(self, fields: &'static [&'static str], v: V) -> Result<V::Value, Fault> {
        v.visit_seq(Fields { maker: self.maker, left: fields.len() })
    }
}

/// The examples are what they should be: every variant once, in order, its fields made.
#[test]
fn the_examples_are_every_variant_once() {
    let names: Vec<String> = every::<Request>().iter().map(name_of).collect();
    let third = if cfg!(feature = "tools") { "Generate" } else { "Panic" };
    assert_eq!(names[..3], ["Analyse", "Solve", third]);
    assert_eq!(names.last().map(String::as_str), Some("SplitReceive"));
    let unique: std::collections::BTreeSet<&String> = names.iter().collect();
    assert_eq!(unique.len(), names.len(), "{names:?}");
    assert_eq!(every::<Reply>().len(), unique_names::<Reply>());
    let Request::Solve { puzzle, steps, memory_budget } = &every::<Request>()[1] else { panic!("the second is Solve") };
    // The board's fields first (width, height, two walls, two vehicles), then the start's two
    // offsets, then the request's own.
    assert_eq!((puzzle.board.width(), puzzle.board.height(), puzzle.board.walls()), (1, 2, &[(3, 4), (5, 6)][..]));
    assert_eq!((puzzle.start.offsets(), *steps, *memory_budget), (&[13, 14][..], true, 16));
}

fn unique_names<T: DeserializeOwned + std::fmt::Debug>() -> usize {
    every::<T>().iter().map(name_of).collect::<std::collections::BTreeSet<_>>().len()
}

#[test]
fn every_request_round_trips_in_its_envelope() {
    for (job, body) in every::<Request>().into_iter().enumerate() {
        round_trips(Envelope { job: job as u32 * 1000, body });
    }
}

#[test]
fn every_reply_round_trips_and_says_whether_it_is_final() {
    // The replies a job sends before its last.
    let on_the_way = ["Ready", "Progress", "StartPlan", "Rated"];
    let mut replies = every::<Reply>();
    // Every reply of the requests with several (each the outer enum's examples have one of).
    replies.extend(every::<Analysed>().into_iter().map(Reply::Analysed));
    replies.extend(every::<SplitStep>().into_iter().map(Reply::Split));
    #[cfg(feature = "tools")]
    replies.extend(every::<GeneratorReply>().into_iter().map(Reply::Generator));
    for reply in replies {
        // The request's own reply's name, inside its group's.
        let debug = format!("{reply:?}");
        let name: String = debug
            .split('(')
            .map(|part| part.chars().take_while(char::is_ascii_alphanumeric).collect::<String>())
            .filter(|n| !n.is_empty())
            .nth(1)
            .unwrap_or_else(|| name_of(&reply));
        assert_eq!(reply.is_final(), !on_the_way.contains(&name.as_str()), "{reply:?}");
        round_trips(Envelope { job: 70_000, body: reply });
    }
    // `Layers` with every status of its search, and a reply's optional fields left out.
    #[cfg(feature = "tools")]
    for status in every::<LayerStatus>() {
        let sample = vec![Position(vec![3, 0, 2]), Position(vec![1, 0, 11])];
        let plan = Some(vec![Move::new(0, 1)]);
        round_trips(Reply::Layers(LayersReport {
            sizes: vec![1, 5],
            discovered: 6,
            expanded: 6,
            expanded_to_goal: None,
            sample,
            status,
            plan,
        }));
    }
    round_trips(Reply::Plan(PlanFound { plan: None, positions: 0, memory: 0, millis: 0 }));
    round_trips(Reply::Analysed(Analysed::StartPlan { plan: None, positions: 0, memory: 0, millis: 0 }));
}

/// What a worker of another release, or a damaged message, gives: an error naming it, never a
/// panic or another message.
#[test]
fn foreign_and_damaged_messages_are_refused_with_a_reason() {
    let unreadable = |bytes: &[u8]| decode::<Reply>(bytes).expect_err("refused");
    // The text lines of the releases before postcard, and a message of another protocol.
    for old in ["Ready", "Plan\u{1f}1\u{1f}g\u{1f}-\u{1f}0\u{1f}0\u{1f}0", ""] {
        assert!(unreadable(old.as_bytes()).starts_with("unreadable engine message (from another release of the game"), "{old:?}");
    }
    let mut other_release = encode(&Reply::Ready);
    other_release[0] ^= 1;
    assert!(unreadable(&other_release).contains("another release"));

    let plan = encode(&Reply::Plan(PlanFound { plan: Some(vec![Move::new(0, 1)]), positions: 9, memory: 0, millis: 2 }));
    for cut in 4..plan.len() {
        assert!(unreadable(&plan[..cut]).starts_with("unreadable engine message"), "cut at {cut}");
    }
    let mut longer = plan.clone();
    longer.push(0);
    assert!(unreadable(&longer).contains("bytes left over"));
    let mut no_such_variant = encode(&Reply::Ready);
    no_such_variant[4] = 99;
    assert!(unreadable(&no_such_variant).starts_with("unreadable engine message"));
    // `Request::Solve`'s `steps` flag as a 2.
    let puzzle = rush_hour_engine::model::grid::parse("ooooooooooooAAoooooooooooooooooooooo").unwrap();
    let solve = Request::Solve { puzzle, steps: false, memory_budget: 1 };
    let mut bad_flag = encode(&solve);
    let at = bad_flag.len() - 2;
    assert_eq!(bad_flag[at], 0, "steps is the byte before the budget's");
    bad_flag[at] = 2;
    assert!(decode::<Request>(&bad_flag).is_err());
}

/// The fingerprint's hash is FNV-1a (32 bits), as published, over the code alone: comments and
/// whitespace change nothing, code and string literals do.
#[test]
fn the_fingerprint_hash_is_fnv1a_of_the_code() {
    assert_eq!(code_hash(b""), 0x811c_9dc5);
    assert_eq!(code_hash(b"a"), 0xe40c_292c);
    assert_eq!(code_hash(b"foobar"), 0xbf9c_f968);
    assert_eq!(code_hash(b"foo bar // a comment"), 0xbf9c_f968);
    let code = code_hash(b"//! The messages.\npub enum Request {\n    /// A solve.\n    Solve { job: u32 },\n}\n");
    assert_eq!(code, code_hash(b"//! Other words, a paragraph of history.\npub enum Request { Solve { job: u32 }, } // at the end\n"));
    assert_ne!(code, code_hash(b"pub enum Request { Solve { job: u64 } }"));
    assert_ne!(code, code_hash(b"pub enum Request { Solve { job: u32 }, Hint }"));
    // A string keeps its spaces and a `//` inside it (an escaped quote does not end it).
    assert_ne!(code_hash(br#"a("x y")"#), code_hash(br#"a("xy")"#));
    assert_ne!(code_hash(br#"a("\"// b")"#), code_hash(br#"a("\"// c")"#));
}
