//! The game's one `State`, its `Action`s and the reducer, in the shape of Yew's `Reducible`
//! (`fn reduce(self: Rc<Self>, action) -> Rc<Self>`) but with no web dependency, so it is tested
//! natively by calling `.reduce()`. Side effects (URL, storage, timers, the analysis running in
//! slices) live in the app's effects and come back here as actions.

use crate::game::progress::Progress;
use rush_hour_engine::model::board::{Board, Position, Puzzle};
use rush_hour_engine::model::grid;
use rush_hour_engine::model::notation::{Style, format_move, format_plan};
use rush_hour_engine::model::rules::{self, Metric, Move};
use rush_hour_engine::search::cluster::{Cluster, Hint};
use std::rc::Rc;

/// Where a puzzle text came from (for the error message).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Url,
    Paste,
    Library,
}

impl Source {
    fn describe(self) -> &'static str {
        match self {
            Source::Url => "The puzzle in the link",
            Source::Paste => "The pasted puzzle",
            Source::Library => "The library puzzle",
        }
    }
}

/// The engine's analysis of the current puzzle, computed outside the reducer.
#[derive(Clone)]
pub enum Analysis {
    /// Being computed (the app runs it in slices between frames).
    Pending {
        positions: usize,
    },
    Ready(Rc<Cluster>),
    /// Too large to analyse here: the game stays playable without hints.
    Failed(String),
    /// The player stopped a long analysis; the game stays playable without hints.
    Stopped,
}

/// One move made on the board, and whether it came from arrow keys (consecutive key presses on
/// one vehicle join into one move, as a drag would).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    pub mv: Move,
    pub by_key: bool,
    /// Made by the solver's animation rather than the player.
    pub by_solver: bool,
}

/// The solver's plan being shown move by move.
#[derive(Clone, Debug, PartialEq)]
pub struct Playback {
    pub plan: Vec<Move>,
    /// Moves of the plan already on the board.
    pub step: usize,
    pub playing: bool,
}

/// Which page the app shows: the game, the editor, the classroom tools or the presentation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    #[default]
    Play,
    Edit,
    Classroom,
    Present,
}

impl Mode {
    pub const ALL: [Mode; 4] = [Mode::Play, Mode::Edit, Mode::Classroom, Mode::Present];
    pub fn name(self) -> &'static str {
        match self {
            Mode::Play => "Play",
            Mode::Edit => "Edit",
            Mode::Classroom => "Classroom",
            Mode::Present => "Present",
        }
    }
}

/// Animation speeds of the plan, in milliseconds per move.
pub const SPEEDS: [u32; 4] = [1200, 700, 400, 200];

/// The largest cluster whose positions `Action::JumpTo` goes to (it searches a path from the start).
pub const JUMP_LIMIT: usize = 20_000;

#[derive(Clone)]
pub struct State {
    pub board: Rc<Board>,
    pub start: Position,
    pub position: Position,
    /// A name for the puzzle where it came from the library.
    pub name: Option<String>,
    pub history: Vec<Played>,
    pub redo: Vec<Played>,
    pub hints_used: u32,
    /// The hint on display (for the current position).
    pub hint: Option<Hint>,
    pub analysis: Analysis,
    pub playback: Option<Playback>,
    pub speed: usize,
    pub show_to_go: bool,
    pub show_labels: bool,
    /// The vehicle chosen for keyboard play.
    pub selected: Option<usize>,
    /// An error for the alert region (bad link, bad paste); the game stays as it was.
    pub alert: Option<String>,
    /// Where the text behind the alert came from (the paste box repeats its own errors).
    pub alert_source: Option<Source>,
    /// The last thing that happened, for the live region.
    pub announcement: String,
    /// Bumped for every new puzzle, so late analysis results for an old one are ignored.
    pub generation: u64,
    /// The player's saved progress; a win is recorded here (the app saves it).
    pub progress: Rc<Progress>,
    /// A notice that is not an error about the puzzle (e.g. a saved progress that was unreadable).
    pub notice: Option<String>,
    /// The page on show; a new puzzle keeps it.
    pub mode: Mode,
}

#[derive(Clone, Debug)]
pub enum Action {
    /// A new puzzle (from the library, the editor, …).
    Load {
        puzzle: Puzzle,
        name: Option<String>,
    },
    /// A puzzle as text from the URL or the paste box; a bad text sets the alert only.
    LoadText {
        text: String,
        source: Source,
    },
    /// A drag released: slide `vehicle` to `offset` (same offset: not a move).
    Slide {
        vehicle: usize,
        offset: u8,
    },
    /// An arrow key: one cell along the vehicle's axis (`dir` is +1 right/down, -1 left/up).
    Step {
        vehicle: usize,
        dir: i8,
    },
    Undo,
    Redo,
    Reset,
    Hint,
    ApplyHint,
    AnalysisProgress {
        generation: u64,
        positions: usize,
    },
    AnalysisReady {
        generation: u64,
        cluster: Rc<Cluster>,
    },
    AnalysisFailed {
        generation: u64,
        message: String,
    },
    /// Stop the analysis that is running (a large board can take long).
    StopAnalysis,
    /// Show the optimal plan from here and start playing it.
    Solve,
    /// Timer tick of the playback.
    Tick,
    PlayPause,
    StepForward,
    StepBack,
    Faster,
    Slower,
    StopPlayback,
    Select(Option<usize>),
    ToggleToGo,
    ToggleLabels,
    DismissAlert,
    /// Saved progress read at start-up.
    ProgressLoaded(Progress),
    Notice(Option<String>),
    SetMode(Mode),
    /// The plan back at its first move (undoing the moves it made), paused; with no plan on show,
    /// the optimal plan from here, paused before its first move.
    PlanStart,
    /// Every remaining move of the plan played (by the solver), paused at its end.
    PlanEnd,
    /// Go to a position of the puzzle's cluster (a click in the classroom's state graph). The
    /// history becomes a shortest sequence of moves from the start to it, marked as the solver's
    /// (so Undo walks back along it and a win after a jump earns no stars); the redo list and the
    /// plan are dropped. Refused (nothing changes) outside the analysed cluster, or where the
    /// cluster is larger than `JUMP_LIMIT` positions.
    JumpTo(Position),
}

impl State {
    pub fn new(puzzle: Puzzle) -> State {
        State {
            board: Rc::new(puzzle.board),
            position: puzzle.start.clone(),
            start: puzzle.start,
            name: None,
            history: Vec::new(),
            redo: Vec::new(),
            hints_used: 0,
            hint: None,
            analysis: Analysis::Pending { positions: 0 },
            playback: None,
            speed: 1,
            show_to_go: true,
            show_labels: true,
            selected: None,
            alert: None,
            alert_source: None,
            announcement: String::new(),
            generation: 0,
            progress: Rc::new(Progress::default()),
            notice: None,
            mode: Mode::Play,
        }
    }

    /// The canonical grid string of the starting position (what the URL holds).
    pub fn start_grid(&self) -> String {
        grid::format(&self.board, &self.start)
    }

    /// The grid string of the position on the board.
    pub fn position_grid(&self) -> String {
        grid::format(&self.board, &self.position)
    }

    /// Moves made so far (a slide of any distance counts 1).
    pub fn moves(&self) -> usize {
        self.history.len()
    }

    pub fn won(&self) -> bool {
        rules::is_goal(&self.board, &self.position)
    }

    pub fn cluster(&self) -> Option<&Rc<Cluster>> {
        match &self.analysis {
            Analysis::Ready(c) => Some(c),
            _ => None,
        }
    }

    /// Optimal moves left from the position on the board (`None` until analysed, or when the
    /// goal cannot be reached).
    pub fn to_go(&self) -> Option<u16> {
        self.cluster().and_then(|c| c.distance(&self.position))
    }

    /// Optimal moves of the whole puzzle.
    pub fn optimal(&self) -> Option<u16> {
        self.cluster().and_then(|c| c.distance(&self.start))
    }

    /// True when the analysis has shown that the goal cannot be reached from here.
    pub fn unsolvable_here(&self) -> bool {
        self.cluster().is_some_and(|c| c.distance(&self.position).is_none())
    }

    /// True when the solver's animation made any of the moves.
    pub fn assisted(&self) -> bool {
        self.history.iter().any(|p| p.by_solver)
    }

    /// Stars for a win: 3 for an optimal solution, 2 within a quarter more, else 1; none when
    /// the solver's animation made some of the moves.
    pub fn rating(&self) -> u8 {
        if self.assisted() {
            return 0;
        }
        match self.optimal() {
            Some(best) if self.moves() <= best as usize => 3,
            Some(best) if self.moves() * 4 <= best as usize * 5 => 2,
            _ => 1,
        }
    }

    /// "Solved in N moves (optimal M)".
    pub fn win_message(&self) -> String {
        let n = self.moves();
        let moves = if n == 1 { "move" } else { "moves" };
        match self.optimal() {
            Some(best) => format!("Solved in {n} {moves} (optimal {best})"),
            None => format!("Solved in {n} {moves}"),
        }
    }

    fn describe(&self, mv: Move) -> String {
        format_move(&self.board, mv, Style::Card)
    }

    fn vehicle_words(&self, v: usize) -> String {
        let veh = self.board.vehicle(v);
        let (r, c) = veh.top_left(self.position.offset(v));
        format!("{} {} at row {}, column {}", if veh.is_red() { "red car" } else { "vehicle" }, veh.label, r + 1, c + 1)
    }

    /// Puts a move on the board (already checked), updating history and redo.
    fn play(&mut self, mv: Move, by_key: bool, by_solver: bool) -> Result<(), rules::MoveError> {
        let next = rules::apply(&self.board, &self.position, mv)?;
        self.position = next;
        self.history.push(Played { mv, by_key, by_solver });
        self.redo.clear();
        self.hint = None;
        self.announcement = self.after_move(mv);
        if self.won() {
            let grid = self.start_grid();
            let (moves, hints, assisted) = (self.moves() as u32, self.hints_used, self.assisted());
            Rc::make_mut(&mut self.progress).record_win(&grid, moves, hints, assisted);
        }
        Ok(())
    }

    fn after_move(&self, mv: Move) -> String {
        let mut s = format!("{}: {}", self.describe(mv), self.vehicle_words(mv.vehicle as usize));
        if self.won() {
            s = format!("{s}. {}", self.win_message());
        } else if let (true, Some(m)) = (self.show_to_go, self.to_go()) {
            s = format!("{s}. {m} to go");
        }
        s
    }

    fn new_puzzle(&self, puzzle: Puzzle, name: Option<String>) -> State {
        let mut s = State::new(puzzle);
        s.name = name;
        s.generation = self.generation + 1;
        s.show_to_go = self.show_to_go;
        s.show_labels = self.show_labels;
        s.speed = self.speed;
        s.progress = self.progress.clone();
        s.notice = self.notice.clone();
        s.mode = self.mode;
        s.announcement = "New puzzle loaded".into();
        s
    }

    fn stop_playback(&mut self) {
        self.playback = None;
    }

    /// The plan on show, or a new one from the position (paused before its first move); false
    /// when there is none (not analysed yet, or no way out).
    fn ensure_plan(&mut self) -> bool {
        if self.playback.is_some() {
            return true;
        }
        match self.cluster().and_then(|c| c.plan(&self.position)) {
            Some(plan) if !plan.is_empty() => {
                self.hint = None;
                self.playback = Some(Playback { plan, step: 0, playing: false });
                true
            }
            _ => false,
        }
    }

    /// A shortest sequence of moves from the start to `target` (the cluster is small: see
    /// `JUMP_LIMIT`).
    fn path_from_start(&self, target: &Position) -> Option<Vec<Move>> {
        rush_hour_engine::search::solver::plan_between(&self.board, &self.start, target, Metric::Moves)
    }

    /// Applies an action; the Yew app's `Reducible` calls this.
    pub fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            Action::Load { puzzle, name } => return Rc::new(self.new_puzzle(puzzle, name)),
            Action::LoadText { text, source } => match grid::parse_paste(&text) {
                // A link to the puzzle already on the board (its own fragment) changes nothing.
                Ok(puzzle) if source == Source::Url && grid::format(&puzzle.board, &puzzle.start) == self.start_grid() => {
                    return self;
                }
                Ok(puzzle) => return Rc::new(self.new_puzzle(puzzle, None)),
                Err(e) => {
                    // Before any puzzle was loaded or played, the page shows its default puzzle.
                    let untouched = s.generation == 0 && s.history.is_empty();
                    let kept = if untouched { "Showing the default puzzle instead." } else { "The current game is unchanged." };
                    s.alert = Some(format!("{} could not be read: {e}. {kept}", source.describe()));
                    s.alert_source = Some(source);
                }
            },
            Action::Slide { vehicle, offset } => {
                if vehicle >= s.board.vehicles().len() || s.won() {
                    return self;
                }
                let delta = offset as i16 - s.position.offset(vehicle) as i16;
                if delta == 0 {
                    return self; // dropped where it started: not a move
                }
                s.stop_playback();
                if let Err(e) = s.play(Move::new(vehicle, delta as i8), false, false) {
                    s.announcement = e.to_string();
                }
                s.selected = Some(vehicle);
            }
            Action::Step { vehicle, dir } => {
                if vehicle >= s.board.vehicles().len() || s.won() || dir == 0 {
                    return self;
                }
                let step = Move::new(vehicle, dir.signum());
                let next = match rules::apply(&s.board, &s.position, step) {
                    Ok(n) => n,
                    Err(_) => {
                        s.announcement = format!("{} cannot move that way", s.board.vehicle(vehicle).label);
                        return Rc::new(s);
                    }
                };
                s.stop_playback();
                s.selected = Some(vehicle);
                match s.history.last_mut() {
                    // Consecutive presses on one vehicle are one move.
                    Some(last) if last.by_key && last.mv.vehicle as usize == vehicle && s.redo.is_empty() => {
                        last.mv.delta += step.delta;
                        let joined = last.mv;
                        s.position = next;
                        if joined.delta == 0 {
                            s.history.pop();
                            s.announcement = format!("{} back where it was", s.board.vehicle(vehicle).label);
                        } else {
                            s.announcement = s.after_move(joined);
                        }
                        s.hint = None;
                    }
                    _ => {
                        s.play(step, true, false).expect("checked above");
                    }
                }
            }
            Action::Undo => {
                let Some(last) = s.history.pop() else { return self };
                s.stop_playback();
                s.position = rules::undo(&s.board, &s.position, last.mv).expect("history replays backwards");
                s.redo.push(last);
                s.hint = None;
                s.announcement = format!("Undid {}", s.describe(last.mv));
            }
            Action::Redo => {
                let Some(next) = s.redo.pop() else { return self };
                s.stop_playback();
                s.position = rules::apply(&s.board, &s.position, next.mv).expect("redo replays forwards");
                s.history.push(next);
                s.hint = None;
                s.announcement = format!("Redid {}", s.describe(next.mv));
            }
            Action::Reset => {
                s.stop_playback();
                s.position = s.start.clone();
                s.history.clear();
                s.redo.clear();
                s.hint = None;
                s.announcement = "Back to the start".into();
            }
            Action::Hint => {
                if s.won() {
                    return self;
                }
                match s.cluster().map(|c| c.hint(&s.position)) {
                    Some(Some(h)) => {
                        if s.hint != Some(h) {
                            s.hints_used += 1;
                        }
                        s.hint = Some(h);
                        s.announcement = format!("Hint: {} ({} to go after it)", s.describe(h.mv), h.distance_after);
                    }
                    Some(None) => s.announcement = "No move leads to the exit from here: undo or reset".into(),
                    None => s.announcement = "The puzzle is still being analysed".into(),
                }
            }
            Action::ApplyHint => {
                let Some(h) = s.hint else { return self };
                s.stop_playback();
                s.play(h.mv, false, false).expect("a hint is a legal move");
            }
            Action::AnalysisProgress { generation, positions } => {
                if generation != s.generation {
                    return self;
                }
                s.analysis = Analysis::Pending { positions };
            }
            Action::AnalysisReady { generation, cluster } => {
                if generation != s.generation {
                    return self;
                }
                s.analysis = Analysis::Ready(cluster);
                if s.unsolvable_here() {
                    s.announcement = "This puzzle cannot be solved: no sequence of moves frees the red car".into();
                }
            }
            Action::AnalysisFailed { generation, message } => {
                if generation != s.generation {
                    return self;
                }
                s.analysis = Analysis::Failed(message);
            }
            Action::StopAnalysis => {
                if !matches!(s.analysis, Analysis::Pending { .. }) {
                    return self;
                }
                s.analysis = Analysis::Stopped;
                s.announcement = "Analysis stopped: hints and moves to go are off for this puzzle".into();
            }
            Action::Solve => {
                let plan = match s.cluster().map(|c| c.plan(&s.position)) {
                    Some(Some(plan)) => plan,
                    Some(None) => {
                        s.announcement = "No plan: the red car cannot get out from here".into();
                        return Rc::new(s);
                    }
                    None => return self,
                };
                s.hint = None;
                s.announcement = format!("Plan: {}", format_plan(&s.board, &plan, Style::Card));
                s.playback = Some(Playback { plan, step: 0, playing: true });
            }
            Action::Tick | Action::StepForward => {
                let Some(pb) = s.playback.clone() else { return self };
                if matches!(action, Action::Tick) && !pb.playing {
                    return self;
                }
                let Some(&mv) = pb.plan.get(pb.step) else {
                    s.playback.as_mut().expect("playing").playing = false;
                    return Rc::new(s);
                };
                let kept = s.playback.take();
                s.play(mv, false, true).expect("the plan replays");
                let mut pb = kept.expect("playing");
                pb.step += 1;
                if pb.step == pb.plan.len() {
                    pb.playing = false;
                }
                s.playback = Some(pb);
            }
            Action::StepBack => {
                let Some(mut pb) = s.playback.clone() else { return self };
                if pb.step == 0 {
                    return self;
                }
                let last = s.history.pop().expect("playback moves are in the history");
                s.position = rules::undo(&s.board, &s.position, last.mv).expect("history replays backwards");
                pb.step -= 1;
                pb.playing = false;
                s.playback = Some(pb);
                s.announcement = format!("Back: {}", s.describe(last.mv));
            }
            Action::PlayPause => {
                let Some(pb) = s.playback.as_mut() else { return self };
                pb.playing = !pb.playing && pb.step < pb.plan.len();
            }
            Action::Faster => s.speed = (s.speed + 1).min(SPEEDS.len() - 1),
            Action::Slower => s.speed = s.speed.saturating_sub(1),
            Action::StopPlayback => s.stop_playback(),
            Action::Select(v) => s.selected = v.filter(|&v| v < s.board.vehicles().len()),
            Action::ToggleToGo => s.show_to_go = !s.show_to_go,
            Action::ToggleLabels => s.show_labels = !s.show_labels,
            Action::DismissAlert => {
                s.alert = None;
                s.alert_source = None;
            }
            Action::ProgressLoaded(p) => s.progress = Rc::new(p),
            Action::Notice(n) => s.notice = n,
            Action::SetMode(mode) => {
                if mode == s.mode {
                    return self;
                }
                s.mode = mode;
                s.announcement = format!("{} mode", mode.name());
            }
            Action::PlanStart => {
                if !s.ensure_plan() {
                    return self;
                }
                let mut pb = s.playback.take().expect("ensured");
                for _ in 0..pb.step {
                    let last = s.history.pop().expect("playback moves are in the history");
                    s.position = rules::undo(&s.board, &s.position, last.mv).expect("history replays backwards");
                }
                pb.step = 0;
                pb.playing = false;
                s.playback = Some(pb);
                s.announcement = "Plan: back to its start".into();
            }
            Action::PlanEnd => {
                if !s.ensure_plan() {
                    return self;
                }
                let mut pb = s.playback.take().expect("ensured");
                for &mv in &pb.plan[pb.step..] {
                    s.play(mv, false, true).expect("the plan replays");
                }
                pb.step = pb.plan.len();
                pb.playing = false;
                s.playback = Some(pb);
            }
            Action::JumpTo(target) => {
                let fits = s.cluster().is_some_and(|c| c.size() <= JUMP_LIMIT && c.contains(&target));
                let Some(path) = fits.then(|| s.path_from_start(&target)).flatten() else { return self };
                s.stop_playback();
                s.position = s.start.clone();
                s.history.clear();
                for mv in path {
                    s.position = rules::apply(&s.board, &s.position, mv).expect("the path replays");
                    s.history.push(Played { mv, by_key: false, by_solver: true });
                }
                s.redo.clear();
                s.hint = None;
                s.announcement = format!("Jumped to a position {} moves from the start", s.moves());
            }
        }
        Rc::new(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rush_hour_engine::model::rules::Metric;

    const CARD1: &str = "ooBoCCooBoooAABoooDDDooEoooooEoooooE";

    fn game(grid_text: &str) -> Rc<State> {
        let s = Rc::new(State::new(grid::parse(grid_text).unwrap()));
        let c = Cluster::analyze(&s.board, &s.start, Metric::Moves).unwrap();
        let g = s.generation;
        s.reduce(Action::AnalysisReady { generation: g, cluster: Rc::new(c) })
    }

    fn idx(s: &State, label: char) -> usize {
        s.board.index_of(label).unwrap()
    }

    #[test]
    fn slides_count_and_illegal_ones_are_refused() {
        let s = game(CARD1);
        assert_eq!(s.to_go(), Some(9));
        let c = idx(&s, 'C');
        let s = s.reduce(Action::Slide { vehicle: c, offset: 3 });
        assert_eq!(s.moves(), 1);
        assert_eq!(s.position.offset(c), 3);
        // Dropped back where it is: not a move.
        let s = s.reduce(Action::Slide { vehicle: c, offset: 3 });
        assert_eq!(s.moves(), 1);
        // Through truck B: refused, nothing changes but the announcement.
        let a = idx(&s, 'A');
        let s2 = s.clone().reduce(Action::Slide { vehicle: a, offset: 3 });
        assert_eq!(s2.position, s.position);
        assert_eq!(s2.moves(), 1);
        assert!(s2.announcement.contains("cannot"), "{}", s2.announcement);
    }

    #[test]
    fn undo_redo_reset() {
        let s = game(CARD1);
        let c = idx(&s, 'C');
        let start = s.position.clone();
        let s = s.reduce(Action::Slide { vehicle: c, offset: 3 });
        let moved = s.position.clone();
        let s = s.reduce(Action::Undo);
        assert_eq!((s.position.clone(), s.moves()), (start.clone(), 0));
        let s = s.reduce(Action::Redo);
        assert_eq!((s.position.clone(), s.moves()), (moved, 1));
        let s = s.reduce(Action::Reset);
        assert_eq!((s.position.clone(), s.moves()), (start, 0));
        assert!(s.redo.is_empty());
        // Nothing to undo: the same state comes back.
        let again = s.clone().reduce(Action::Undo);
        assert!(Rc::ptr_eq(&s, &again));
    }

    #[test]
    fn key_presses_on_one_vehicle_are_one_move() {
        let s = game(CARD1);
        let e = idx(&s, 'E');
        let s = s.reduce(Action::Step { vehicle: e, dir: -1 }).reduce(Action::Step { vehicle: e, dir: -1 });
        assert_eq!(s.moves(), 1);
        assert_eq!(s.history[0].mv, Move::new(e, -2));
        // Back down twice: back where it was, no move at all.
        let s = s.reduce(Action::Step { vehicle: e, dir: 1 }).reduce(Action::Step { vehicle: e, dir: 1 });
        assert_eq!(s.moves(), 0);
        assert_eq!(s.position, s.start);
        // A blocked step changes nothing.
        let a = idx(&s, 'A');
        let blocked = s.clone().reduce(Action::Step { vehicle: a, dir: 1 });
        assert_eq!(blocked.position, s.position);
    }

    #[test]
    fn hints_lead_to_a_win_with_the_optimal_count() {
        let mut s = game(CARD1);
        while !s.won() {
            let before = s.to_go().unwrap();
            s = s.reduce(Action::Hint);
            let h = s.hint.unwrap();
            assert_eq!(h.distance_after, before - 1);
            s = s.reduce(Action::ApplyHint);
            assert_eq!(s.to_go(), Some(before - 1));
        }
        assert_eq!(s.moves(), 9);
        assert_eq!(s.hints_used, 9);
        assert_eq!(s.win_message(), "Solved in 9 moves (optimal 9)");
        assert_eq!(s.rating(), 3);
        let record = s.progress.get(CARD1).unwrap();
        assert_eq!((record.best, record.hints, record.solved), (Some(9), 9, 1));
        // No moves after the win.
        let c = idx(&s, 'C');
        let after = s.clone().reduce(Action::Slide { vehicle: c, offset: 3 });
        assert_eq!(after.moves(), 9);
    }

    #[test]
    fn solve_plays_the_plan_and_stopping_leaves_the_board_playable() {
        let s = game(CARD1).reduce(Action::Solve);
        assert_eq!(s.playback.as_ref().unwrap().plan.len(), 9);
        let s = s.reduce(Action::Tick).reduce(Action::Tick).reduce(Action::StepBack);
        assert_eq!(s.moves(), 1);
        assert_eq!(s.to_go(), Some(8));
        let s = s.reduce(Action::StopPlayback);
        assert!(s.playback.is_none());
        let s = s.reduce(Action::Solve);
        let mut s = s;
        for _ in 0..20 {
            s = s.reduce(Action::Tick);
        }
        assert!(s.won());
        assert!(s.assisted());
        assert_eq!(s.rating(), 0, "no stars when the solver played");
        assert_eq!(s.moves(), 9);
        assert!(!s.playback.as_ref().unwrap().playing);
    }

    #[test]
    fn bad_urls_and_pastes_keep_the_game() {
        let s = game(CARD1);
        let c = idx(&s, 'C');
        let s = s.reduce(Action::Slide { vehicle: c, offset: 3 });
        let bad = s.clone().reduce(Action::LoadText { text: "ooBoCC#ooo".into(), source: Source::Url });
        let alert = bad.alert.clone().unwrap();
        assert!(alert.starts_with("The puzzle in the link could not be read"), "{alert}");
        assert!(alert.contains("position 7"), "{alert}");
        assert_eq!(bad.alert_source, Some(Source::Url));
        assert!(alert.ends_with("The current game is unchanged."), "{alert}");
        // A bad link on a fresh page: the default puzzle is what is shown.
        let fresh = Rc::new(State::new(grid::parse(CARD1).unwrap())).reduce(Action::LoadText { text: "ooo".into(), source: Source::Url });
        assert!(fresh.alert.as_ref().unwrap().ends_with("Showing the default puzzle instead."));
        assert_eq!(bad.position, s.position);
        assert_eq!(bad.moves(), 1);
        let good = bad.reduce(Action::LoadText { text: "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780".into(), source: Source::Paste });
        assert!(good.alert.is_none());
        assert_eq!(good.moves(), 0);
        assert_eq!(good.start_grid(), "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo");
        assert_eq!(good.generation, s.generation + 1);
        // The link of the puzzle on the board keeps the game; pasting it starts it afresh.
        let first = rules::legal_moves(&good.board, &good.position, Metric::Moves)[0];
        let to = (good.position.offset(first.vehicle as usize) as i8 + first.delta) as u8;
        let played = good.clone().reduce(Action::Slide { vehicle: first.vehicle as usize, offset: to });
        assert_eq!(played.moves(), 1);
        let same = played.clone().reduce(Action::LoadText { text: "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo".into(), source: Source::Url });
        assert!(Rc::ptr_eq(&same, &played));
        let pasted = played.clone().reduce(Action::LoadText { text: "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo".into(), source: Source::Paste });
        assert_eq!(pasted.moves(), 0);
        // An analysis that arrives for the old puzzle is ignored.
        let old = Cluster::analyze(&s.board, &s.start, Metric::Moves).unwrap();
        let still = good.reduce(Action::AnalysisReady { generation: s.generation, cluster: Rc::new(old) });
        assert!(still.cluster().is_none());
    }

    #[test]
    fn a_running_analysis_can_be_stopped() {
        let s = Rc::new(State::new(grid::parse(CARD1).unwrap()));
        let s = s.reduce(Action::AnalysisProgress { generation: 0, positions: 50 }).reduce(Action::StopAnalysis);
        assert!(matches!(s.analysis, Analysis::Stopped));
        assert!(s.clone().reduce(Action::Hint).hint.is_none());
        assert!(Rc::ptr_eq(&s, &s.clone().reduce(Action::StopAnalysis)), "stopping twice changes nothing");
        let done = game(CARD1);
        assert!(Rc::ptr_eq(&done, &done.clone().reduce(Action::StopAnalysis)), "nothing to stop once done");
    }

    #[test]
    fn plan_start_and_end_jump_along_the_plan() {
        // With no plan on show, PlanStart shows the plan from here, paused before its first move.
        let s = game(CARD1).reduce(Action::PlanStart);
        let pb = s.playback.clone().unwrap();
        assert_eq!((pb.plan.len(), pb.step, pb.playing, s.moves()), (9, 0, false, 0));
        let s = s.reduce(Action::StepForward).reduce(Action::StepForward).reduce(Action::StepForward);
        assert_eq!((s.moves(), s.to_go()), (3, Some(6)));
        let s = s.reduce(Action::PlanEnd);
        assert!(s.won());
        assert_eq!((s.moves(), s.playback.as_ref().unwrap().step), (9, 9));
        assert!(!s.playback.as_ref().unwrap().playing);
        let s = s.reduce(Action::PlanStart);
        assert_eq!((s.position.clone(), s.moves()), (s.start.clone(), 0));
        assert_eq!(s.playback.as_ref().unwrap().step, 0);
        // PlanEnd with no plan on show plays it all from here; the solver's moves earn no stars.
        let c = idx(&s, 'C');
        let s = s.reduce(Action::StopPlayback).reduce(Action::Slide { vehicle: c, offset: 3 });
        let to_go = s.to_go().unwrap() as usize;
        let s = s.reduce(Action::PlanEnd);
        assert!(s.won());
        assert_eq!(s.moves(), 1 + to_go);
        assert_eq!(s.rating(), 0);
        // Nothing analysed yet: nothing to show.
        let fresh = Rc::new(State::new(grid::parse(CARD1).unwrap()));
        assert!(Rc::ptr_eq(&fresh, &fresh.clone().reduce(Action::PlanStart)));
        assert!(Rc::ptr_eq(&fresh, &fresh.clone().reduce(Action::PlanEnd)));
    }

    #[test]
    fn jump_to_records_a_shortest_path_from_the_start() {
        let s = game(CARD1).reduce(Action::Solve).reduce(Action::Tick);
        let cluster = s.cluster().unwrap().clone();
        let (far, d) = cluster.hardest().unwrap();
        let s = s.reduce(Action::JumpTo(far.clone()));
        assert_eq!(s.position, far);
        assert_eq!(s.to_go(), Some(d));
        assert!(s.playback.is_none() && s.redo.is_empty());
        assert!(s.assisted(), "a jump counts as the solver's moves");
        assert_eq!(rules::replay(&s.board, &s.start, &s.history.iter().map(|p| p.mv).collect::<Vec<_>>()), Ok(far.clone()));
        // Undo walks back along the path; Reset goes to the start.
        let n = s.moves();
        assert_eq!(s.clone().reduce(Action::Undo).moves(), n - 1);
        let back = s.clone().reduce(Action::JumpTo(s.start.clone()));
        assert_eq!((back.moves(), back.position.clone()), (0, s.start.clone()));
        // A position outside the cluster (here: an illegal one) is refused.
        let mut bad = s.start.clone();
        bad.0[0] = 5;
        assert!(Rc::ptr_eq(&s, &s.clone().reduce(Action::JumpTo(bad))));
    }

    #[test]
    fn unsolvable_puzzles_say_so() {
        let s = game("ooooo/AAoxo/ooooo");
        assert!(s.unsolvable_here());
        assert!(s.announcement.contains("cannot be solved"));
        let h = s.reduce(Action::Hint);
        assert!(h.hint.is_none());
        assert!(h.announcement.contains("No move"));
    }
}
