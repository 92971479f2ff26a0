//! Runs one of the engine client's machines (`engine_client`: it decides, this does): its
//! requests posted to the engine worker's queue (`worker`) or to the workers of a split search
//! of its own (`Connection`s, with the buffers the parts pass between them), its cancels, a
//! cluster read into the page a part at a time between frames, its reports to the page.
//! Dropping the [`Driver`] ends all of it.

use super::connection::{Connection, Heard};
use super::worker::{EngineJob, start};
use crate::app::time::now;
use crate::engine_client::{Command, Input, Machine, Report, Task};
use crate::worker_protocol::{Reply, Request, SplitStep};
use gloo::timers::callback::Timeout;
use rush_hour_engine::search::cluster_bytes::ClusterReader;
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};
use wasm_bindgen::JsValue;
use yew::Callback;

/// A machine running; dropping it ends its jobs, its workers and its reading.
pub struct Driver {
    inner: Rc<Inner>,
}

/// The workers of one split search, and what each sent for the others with its last
/// `SplitSent` (`[out_0, out_1, …]`); dropping it ends them.
struct Parts {
    connections: Vec<Connection>,
    sent: Vec<js_sys::Array>,
}

impl Drop for Parts {
    fn drop(&mut self) {
        self.connections.drain(..).for_each(Connection::end);
    }
}

/// What a task holds in the transport; dropping it ends the task.
enum Holding {
    Job { _job: EngineJob },
    Split(Parts),
    Reading { _next: Timeout },
}

struct Inner {
    machine: RefCell<Box<dyn Machine>>,
    on_report: Callback<Report>,
    /// Inputs waiting while the machine runs (a command's effect may come back at once).
    pending: RefCell<Vec<Input>>,
    busy: Cell<bool>,
    /// Each task's jobs, workers or reading (a few at a time).
    held: RefCell<Vec<(Task, Holding)>>,
}

impl Inner {
    /// Ends what `task` holds, or only its reading (outside the borrow: ending a job may start
    /// the next).
    fn end(&self, task: Task, only_reading: bool) {
        let mut held = self.held.borrow_mut();
        let ended: Vec<_> = held.extract_if(.., |(t, h)| *t == task && (!only_reading || matches!(h, Holding::Reading { .. }))).collect();
        drop(held);
        drop(ended);
    }

    fn hold(&self, task: Task, what: Holding) {
        self.held.borrow_mut().push((task, what));
    }
}

impl Driver {
    /// Starts `machine`, its reports to `on_report`.
    pub fn start(machine: impl Machine + 'static, on_report: Callback<Report>) -> Driver {
        let inner = Rc::new(Inner {
            machine: RefCell::new(Box::new(machine)),
            on_report,
            pending: RefCell::default(),
            busy: Cell::new(false),
            held: RefCell::default(),
        });
        inner.busy.set(true);
        let commands = inner.machine.borrow_mut().start();
        run(&inner, commands);
        inner.busy.set(false);
        feed(&inner, None);
        Driver { inner }
    }

    /// A handle that tells the machine an input while it runs (nothing once the driver is
    /// dropped), so that its owner need not stay borrowed meanwhile.
    pub fn teller(&self) -> Teller {
        Teller(Rc::downgrade(&self.inner))
    }
}

/// See [`Driver::teller`].
pub struct Teller(Weak<Inner>);

impl Teller {
    pub fn tell(&self, input: Input) {
        tell(&self.0, input);
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let held = std::mem::take(&mut *self.inner.held.borrow_mut());
        drop(held);
    }
}

/// Runs the machine on `input` and on every input that arrives meanwhile.
fn feed(inner: &Rc<Inner>, input: Option<Input>) {
    inner.pending.borrow_mut().extend(input);
    if inner.busy.replace(true) {
        return;
    }
    loop {
        let input = {
            let mut pending = inner.pending.borrow_mut();
            if pending.is_empty() {
                break;
            }
            pending.remove(0)
        };
        let commands = inner.machine.borrow_mut().on(input);
        run(inner, commands);
    }
    inner.busy.set(false);
}

fn run(inner: &Rc<Inner>, commands: Vec<Command>) {
    for command in commands {
        match command {
            Command::Ask { task, request } => {
                let weak = Rc::downgrade(inner);
                let on_reply = Callback::from(move |(reply, bytes): (Reply, Option<Vec<u8>>)| {
                    tell(&weak, Input::Reply { task, part: None, reply, bytes })
                });
                inner.hold(task, Holding::Job { _job: start(request, on_reply) });
            }
            Command::Spawn { task, parts } => spawn(inner, task, parts),
            Command::ToPart { task, part, request, theirs } => post_to_part(inner, task, part, &request, theirs),
            Command::Cancel(task) => inner.end(task, false),
            Command::ReadCluster { task, board, bytes } => match ClusterReader::new(&board, bytes) {
                Ok(reader) => read_in_parts(Rc::downgrade(inner), task, reader),
                Err(e) => inner.pending.borrow_mut().push(Input::ClusterRead { task, read: Err(e) }),
            },
            Command::Report(report) => inner.on_report.emit(report),
            Command::Log(line) => gloo::console::log!(line),
        }
    }
}

fn tell(weak: &Weak<Inner>, input: Input) {
    if let Some(inner) = weak.upgrade() {
        feed(&inner, Some(input));
    }
}

/// Starts the split search's workers; one that cannot start is told as a part that died.
fn spawn(inner: &Rc<Inner>, task: Task, parts: usize) {
    // For the tests and the curious: how many workers the last split search started.
    let _ = js_sys::Reflect::set(&gloo::utils::window(), &"rushHourSplitParts".into(), &(parts as u32).into());
    let mut connections = Vec::new();
    for part in 0..parts {
        let weak = Rc::downgrade(inner);
        let listen = move |heard| match heard {
            Heard::Reply(_, reply, beside) => {
                if let (Reply::Split(SplitStep::Sent { .. }), Some(inner)) = (&reply, weak.upgrade()) {
                    for (_, held) in inner.held.borrow_mut().iter_mut().filter(|(t, _)| *t == task) {
                        if let Holding::Split(split) = held {
                            split.sent[part] = beside.clone();
                        }
                    }
                }
                tell(&weak, Input::Reply { task, part: Some(part), reply, bytes: None })
            }
            Heard::Died(detail) => {
                gloo::console::error!(format!("engine worker (part {part} of a split search): {detail}"));
                tell(&weak, Input::PartDied { task })
            }
        };
        match Connection::spawn(listen) {
            Ok(connection) => connections.push(connection),
            Err(_) => {
                // Workers cannot start here: the engine worker will say why, if it cannot either.
                inner.pending.borrow_mut().push(Input::PartDied { task });
                break;
            }
        }
    }
    let sent = vec![js_sys::Array::new(); parts];
    inner.hold(task, Holding::Split(Parts { connections, sent }));
}

/// Posts to part `part`; with `theirs`, what every other part sent for it beside the request.
fn post_to_part(inner: &Rc<Inner>, task: Task, part: usize, request: &Request, theirs: bool) {
    let held = inner.held.borrow();
    let Some(split) = held.iter().find_map(|(t, held)| match held {
        Holding::Split(split) if *t == task => Some(split),
        _ => None,
    }) else {
        return;
    };
    let beside: Vec<JsValue> = if theirs {
        split.sent.iter().enumerate().filter(|&(k, _)| k != part).map(|(_, out)| out.get(part as u32)).collect()
    } else {
        Vec::new()
    };
    if let Some(connection) = split.connections.get(part) {
        connection.post(task.0, request, &beside);
    }
}

/// Main-thread time one part of the reading may take.
const READ_SLICE_MS: f64 = 8.0;

/// Reads the worker's cluster into the page a part at a time between frames (a large one takes
/// longer than a frame), then tells the machine.
fn read_in_parts(weak: Weak<Inner>, task: Task, mut reader: ClusterReader) {
    let Some(inner) = weak.upgrade() else { return };
    let next = weak.clone();
    let part = move || {
        let started = now();
        let read = loop {
            match reader.read(16_384) {
                Ok(false) if now() - started < READ_SLICE_MS => {}
                other => break other,
            }
        };
        match read {
            Ok(true) => tell(
                &next,
                Input::ClusterRead { task, read: reader.finish().map(Box::new).ok_or_else(|| "the cluster was cut short".to_string()) },
            ),
            Ok(false) => read_in_parts(next, task, reader),
            Err(e) => tell(&next, Input::ClusterRead { task, read: Err(e) }),
        }
    };
    // The part before (the one running, if any) is dropped for the next.
    inner.end(task, true);
    inner.hold(task, Holding::Reading { _next: Timeout::new(0, part) });
}
