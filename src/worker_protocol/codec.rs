//! How a message of the protocol travels: serde's derived writer and reader in postcard's compact
//! bytes (variant numbers, lengths and integers as varints), after a 4-byte fingerprint of this
//! release's protocol so that a message from a worker of another release is refused, not misread
//! (postcard's bytes do not name their variants or fields).

use serde::Serialize;
use serde::de::DeserializeOwned;

/// The FNV-1a hash of the protocol's code (`worker_protocol.rs`, where `Request` and `Reply`
/// are declared), its comments and whitespace left out (`code_hash`): any change to the messages
/// changes it, and an edit of the file's prose does not. The engine types they carry (`Puzzle`,
/// `Board`, `Vehicle`, `Axis`, `Exit`, `Position`, `Move`, `LayerStatus`, `AnalysisStop`) are
/// declared in the engine and not hashed: a change to one of them should come with a word in
/// `worker_protocol.rs`. The tools page's messages exist only with the
/// `tools` feature, which numbers the variants after them otherwise: built with it, the
/// fingerprint differs too (a page never talks to the other page's worker, but if it did, it
/// would be refused, not misread).
const FINGERPRINT: [u8; 4] = (code_hash(include_str!("../worker_protocol.rs").as_bytes()) ^ TOOLS).to_le_bytes();

const TOOLS: u32 = if cfg!(feature = "tools") { 0x746f_6f6c } else { 0 };

/// FNV-1a (32 bits) over Rust source without its `//` comments (doc comments included) and whitespace;
/// string literals are hashed whole, escapes and all.
pub(super) const fn code_hash(bytes: &[u8]) -> u32 {
    let mut hash = 0x811c_9dc5_u32;
    let (mut i, mut in_string) = (0, false);
    while i < bytes.len() {
        let b = bytes[i];
        if in_string || b == b'"' {
            hash = (hash ^ b as u32).wrapping_mul(0x0100_0193);
            if in_string && b == b'\\' && i + 1 < bytes.len() {
                i += 1;
                hash = (hash ^ bytes[i] as u32).wrapping_mul(0x0100_0193);
            } else if b == b'"' {
                in_string = !in_string;
            }
        } else if b == b'/' && i + 1 < bytes.len() && bytes[i + 1] == b'/' {
            while i + 1 < bytes.len() && bytes[i + 1] != b'\n' {
                i += 1;
            }
        } else if !b.is_ascii_whitespace() {
            hash = (hash ^ b as u32).wrapping_mul(0x0100_0193);
        }
        i += 1;
    }
    hash
}

/// A message as the bytes posted between the two sides.
pub fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    // Writing to a growing vector fails only for types serde cannot write (none here).
    postcard::to_extend(message, FINGERPRINT.to_vec()).expect("the protocol's messages serialize")
}

/// A message read back; an error names what could not be read (a worker of another release,
/// bytes cut short or garbled).
pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, String> {
    let unreadable = |why: &str| format!("unreadable engine message ({why}: {} bytes)", bytes.len());
    let body = bytes.strip_prefix(&FINGERPRINT[..]).ok_or_else(|| unreadable("from another release of the game"))?;
    match postcard::take_from_bytes(body) {
        Ok((message, [])) => Ok(message),
        Ok(_) => Err(unreadable("bytes left over")),
        Err(e) => Err(unreadable(&e.to_string())),
    }
}
