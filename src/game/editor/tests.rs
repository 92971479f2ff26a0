use super::*;
use rush_hour_engine::model::grid;
use rush_hour_engine::model::rules::Metric;

pub(crate) fn act(e: Rc<Editor>, actions: impl IntoIterator<Item = EditAction>) -> Rc<Editor> {
    actions.into_iter().fold(e, |e, a| e.reduce(a))
}

fn analysed(e: Rc<Editor>) -> Rc<Editor> {
    let p = e.puzzle().unwrap();
    let c = Cluster::analyze(&p.board, &p.start, Metric::Moves).unwrap();
    let g = e.generation;
    e.reduce(EditAction::AnalysisReady { generation: g, cluster: Rc::new(c) })
}

#[test]
fn builds_seed_card_1_from_an_empty_board() {
    use EditAction::*;
    let e = act(
        Rc::new(Editor::default()),
        [
            SetTool(Tool::Red),
            Place { from: (2, 0), to: (2, 0) },
            SetTool(Tool::Truck),
            Place { from: (0, 2), to: (2, 2) }, // a drag down three cells
            SetTool(Tool::Car),
            Place { from: (0, 4), to: (0, 4) },
            Place { from: (3, 0), to: (3, 2) }, // a drag across three cells: a truck
            Place { from: (3, 5), to: (5, 5) },
        ],
    );
    assert_eq!(e.validation(), Ok("ooBoCCooBoooAABoooDDDooEoooooEoooooE".into()));
    assert!(matches!(e.analysis, EditAnalysis::Pending { .. }));
    let e = analysed(e);
    assert_eq!(e.optimal(), Some(9));
    assert_eq!(e.cluster().unwrap().size(), 111);
}

#[test]
fn make_it_the_hardest_start_and_stale_analyses() {
    let card = grid::parse("ooBoCCooBoooAABoooDDDooEoooooEoooooE").unwrap();
    let e = Rc::new(Editor::default()).reduce(EditAction::Load(card));
    let old_generation = e.generation;
    let e = analysed(e);
    let (hardest, d) = e.cluster().unwrap().hardest().unwrap();
    let e = e.reduce(EditAction::MakeHardest);
    assert_eq!(e.puzzle().unwrap().start, hardest);
    assert_eq!(e.optimal(), Some(d));
    assert!(d >= 9);
    // A result for an older layout is ignored.
    let stale = Cluster::analyze(&grid::parse("AAoooo/oooooo/oooooo").unwrap().board, &Position(vec![0]), Metric::Moves).unwrap();
    let e2 = e.clone().reduce(EditAction::AnalysisReady { generation: old_generation, cluster: Rc::new(stale) });
    assert!(Rc::ptr_eq(e2.cluster().unwrap(), e.cluster().unwrap()));
    let g = e.generation;
    let e = e.reduce(EditAction::StepsReady { generation: g, steps: Some(12) });
    assert!(matches!(e.analysis, EditAnalysis::Ready { steps: Some(Some(12)), .. }));
}

#[test]
fn a_hardest_start_one_move_away_is_said_in_the_singular() {
    // The red car alone at the exit: every other start is one move from the goal.
    let e = Rc::new(Editor::default()).reduce(EditAction::Load(grid::parse("ooooAA/oooooo/oooooo").unwrap()));
    let e = analysed(e).reduce(EditAction::MakeHardest);
    assert_eq!(e.optimal(), Some(1));
    assert_eq!(e.message, "The hardest start of this cluster: 1 move");
}
