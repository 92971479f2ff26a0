//! Short procedural sounds on Web Audio (no audio files): a slide, a bump when a drag runs into
//! a vehicle or the wall, and the win. Off by default; the player's choice is kept in
//! localStorage. No sound, and no `AudioContext` at all, before the player's first gesture on
//! the page (a pointer press or a key): browsers refuse audio before one, and a page that makes
//! noise on its own is rude. The context is made on the first sound after that.

use crate::app::browser_storage;
use std::cell::RefCell;
use web_sys::{AudioContext, OscillatorType};

/// The localStorage key of the sound switch, and its two values: JSON strings, as written since
/// the switch came.
const STORAGE_KEY: &str = "rush-hour/sound/v1";
const ON: &str = "\"on\"";
const OFF: &str = "\"off\"";

/// What a sound tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// A vehicle slid (the player's move, the plan's, undo, redo).
    Slide,
    /// A drag ran into a vehicle or the wall.
    Bump,
    /// The red car is out.
    Win,
}

#[derive(Default)]
struct Sound {
    /// `None` until read from the store.
    on: Option<bool>,
    /// The player has pressed a pointer or a key on the page.
    gestured: bool,
    context: Option<AudioContext>,
}

thread_local! {
    static SOUND: RefCell<Sound> = RefCell::new(Sound::default());
}

/// Whether sound is on (read from localStorage the first time).
pub fn is_on() -> bool {
    SOUND.with_borrow_mut(|s| {
        *s.on.get_or_insert_with(|| browser_storage::read(browser_storage::local(), STORAGE_KEY).as_deref() == Some(ON))
    })
}

/// Turns sound on or off, and remembers it (or says why it cannot: `browser_storage::write`).
pub fn set_on(on: bool) -> Result<(), String> {
    SOUND.with_borrow_mut(|s| s.on = Some(on));
    browser_storage::write(browser_storage::local(), STORAGE_KEY, if on { ON } else { OFF })
}

/// The player's first gesture: sound may play from now on (`hooks::use_first_gesture` calls it).
pub fn gestured() {
    SOUND.with_borrow_mut(|s| s.gestured = true);
}

/// Plays a cue, if sound is on and the player has made a gesture.
pub fn play(cue: Cue) {
    if !is_on() {
        return;
    }
    SOUND.with_borrow_mut(|s| {
        if !s.gestured {
            return;
        }
        if s.context.is_none() {
            s.context = AudioContext::new().ok();
        }
        if let Some(ctx) = &s.context {
            let _ = ctx.resume();
            let t = ctx.current_time();
            match cue {
                Cue::Slide => tone(ctx, OscillatorType::Triangle, (330.0, 250.0), (t, 0.07), 0.12),
                Cue::Bump => tone(ctx, OscillatorType::Square, (110.0, 90.0), (t, 0.06), 0.05),
                Cue::Win => {
                    for (i, f) in [523.25, 659.25, 783.99, 1046.5].into_iter().enumerate() {
                        tone(ctx, OscillatorType::Sine, (f, f), (t + 0.11 * i as f64, 0.16), 0.12);
                    }
                }
            }
        }
    });
}

/// One note: an oscillator gliding from `from` to `to` Hz over `length` seconds from `at`, with a
/// quick attack and a decay to silence (no click).
fn tone(ctx: &AudioContext, kind: OscillatorType, (from, to): (f32, f32), (at, length): (f64, f64), volume: f32) {
    let (Ok(osc), Ok(gain)) = (ctx.create_oscillator(), ctx.create_gain()) else { return };
    osc.set_type(kind);
    let _ = osc.frequency().set_value_at_time(from, at);
    let _ = osc.frequency().linear_ramp_to_value_at_time(to, at + length);
    let _ = gain.gain().set_value_at_time(0.0001, at);
    let _ = gain.gain().exponential_ramp_to_value_at_time(volume, at + 0.01);
    let _ = gain.gain().exponential_ramp_to_value_at_time(0.0001, at + length);
    let _ = osc.connect_with_audio_node(&gain);
    let _ = gain.connect_with_audio_node(&ctx.destination());
    let _ = osc.start_with_when(at);
    let _ = osc.stop_with_when(at + length + 0.02);
}
