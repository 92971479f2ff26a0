//! The game's and the editor's reducers as Yew sees them: `Store<T>` holds the state behind an
//! `Rc` (a render compares pointers, not contents) and reduces through the state's own `reduce`,
//! keeping the same `Rc` when an action changes nothing. The game's store is given to every
//! component through a context (`use_game`); the editor's too (`use_editor`).

use crate::game::state::{Action, State};
use std::rc::Rc;
use yew::prelude::*;

/// A state machine of the game: `reduce` returns the same `Rc` when nothing changed.
pub trait Reduce {
    type Action;
    fn reduce(self: Rc<Self>, action: Self::Action) -> Rc<Self>;
}

impl Reduce for State {
    type Action = Action;
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        State::reduce(self, action)
    }
}

#[cfg(feature = "tools")]
impl Reduce for crate::game::editor::Editor {
    type Action = crate::game::editor::EditAction;
    fn reduce(self: Rc<Self>, action: Self::Action) -> Rc<Self> {
        crate::game::editor::Editor::reduce(self, action)
    }
}

#[cfg(feature = "tools")]
impl Reduce for crate::game::proof_run::ProofRun {
    type Action = crate::game::proof_run::ProofAction;
    fn reduce(self: Rc<Self>, action: Self::Action) -> Rc<Self> {
        crate::game::proof_run::ProofRun::reduce(self, action)
    }
}

/// A state in Yew's reducer.
#[derive(Default)]
pub struct Store<T>(pub Rc<T>);

impl<T> Clone for Store<T> {
    fn clone(&self) -> Self {
        Store(self.0.clone())
    }
}

impl<T> PartialEq for Store<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl<T> std::ops::Deref for Store<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: Reduce + 'static> Reducible for Store<T> {
    type Action = T::Action;
    fn reduce(self: Rc<Self>, action: T::Action) -> Rc<Self> {
        let next = self.0.clone().reduce(action);
        if Rc::ptr_eq(&next, &self.0) { self } else { Rc::new(Store(next)) }
    }
}

/// What every component takes from the context: the game's state and `dispatch`.
pub type GameHandle = UseReducerHandle<Store<State>>;
/// The game's `dispatch` alone (for components that must not re-render with the game).
pub type GameDispatcher = UseReducerDispatcher<Store<State>>;

/// The game from the context (every component below `App` has it).
#[hook]
pub fn use_game() -> GameHandle {
    use_context::<GameHandle>().expect("components are rendered inside App")
}

/// The palette the player chose, for a picture of a board that may be drawn outside `App` too
/// (the standard one there).
#[hook]
pub fn use_palette() -> crate::palette::Palette {
    use_context::<GameHandle>().map(|g| g.settings.palette).unwrap_or_default()
}

/// The editor's state and `dispatch` (the App owns it, so a layout survives a trip to Play).
#[cfg(feature = "tools")]
pub type EditorHandle = UseReducerHandle<Store<crate::game::editor::Editor>>;

/// The classroom's proof of the optimum (the App owns it, so a proof run in the Classroom is
/// the one Present shows, and goes on while the mode changes).
#[cfg(feature = "tools")]
pub type ProofHandle = UseReducerHandle<Store<crate::game::proof_run::ProofRun>>;

/// The proof from the context (the Bounds view in the Classroom and in Present).
#[cfg(feature = "tools")]
#[hook]
pub fn use_proof() -> ProofHandle {
    use_context::<ProofHandle>().expect("the proof is rendered inside App")
}

/// The editor from the context (every component of Edit mode has it).
#[cfg(feature = "tools")]
#[hook]
pub fn use_editor() -> EditorHandle {
    use_context::<EditorHandle>().expect("the editor is rendered inside App")
}
