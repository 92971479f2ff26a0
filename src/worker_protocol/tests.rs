use super::*;

#[test]
fn messages_round_trip_and_name_their_job() {
    let r = Request::Solve { job: 7, grid: "AAo/ooo/ooo".into(), labels: "A".into(), steps: false, memory_budget: 1 << 30 };
    assert_eq!(decode::<Request>(&encode(&r)), Ok(r.clone()));
    assert_eq!(r.job(), 7);
    let p = Reply::Plan { job: 3, from: "g".into(), plan: Some("A+1".into()), positions: 9, memory: 0, millis: 2 };
    assert_eq!(decode::<Reply>(&encode(&p)), Ok(p.clone()));
    assert_eq!((p.job(), p.is_final()), (Some(3), true));
    assert!(!Reply::Progress { job: 3, positions: 1, depth: 0, memory: 0 }.is_final());
    for reply in [
        Reply::Ready,
        Reply::Progress { job: 1, positions: 2, depth: 3, memory: 4 },
        Reply::Cluster { job: 1, size: 2, memory: 3, millis: 1 },
        Reply::Held { job: 1, size: 2, memory: 3, millis: 4 },
        Reply::TooLarge { job: 1, message: "too large: 1,000 positions".into(), memory: 9 },
        Reply::Plan { job: 1, from: "g".into(), plan: None, positions: 0, memory: 0, millis: 0 },
        Reply::Plan { job: 1, from: "g".into(), plan: Some(String::new()), positions: 0, memory: 0, millis: 0 },
        Reply::StartPlan { job: 1, plan: Some("A+1 B-2".into()), positions: 9077, memory: 1 << 20, millis: 3 },
        Reply::StartPlan { job: 1, plan: None, positions: 0, memory: 0, millis: 0 },
        Reply::Rated { job: 1, tries: 40 },
        Reply::Generated { job: 1, grid: "AAo/ooo/ooo".into(), moves: 38, cluster: 4780, tries: 12 },
        Reply::NotFound { job: 1, tries: 4000 },
        Reply::Failed { job: 1, message: "the engine stopped".into() },
        Reply::Compared {
            job: 1,
            algorithm: 6,
            plan: Some("A+1 B-2".into()),
            expanded: 10,
            generated: 30,
            max_frontier: 4,
            stopped: None,
            millis: 0.5,
        },
        Reply::Compared {
            job: 2,
            algorithm: 1,
            plan: None,
            expanded: 15_000,
            generated: 9,
            max_frontier: 1,
            stopped: Some("stopped at the budget of 15000 expanded positions".into()),
            millis: 3.0,
        },
        Reply::Graph { job: 3, nodes: 4780, edges: 18_691, millis: 12.5 },
    ] {
        assert_eq!(decode::<Reply>(&encode(&reply)), Ok(reply));
    }
    let analyse =
        Request::Analyse { job: 2, grid: "g".into(), labels: "AB".into(), steps: true, memory_budget: 5, hand_over: 6, start_plan: true };
    assert_eq!(decode::<Request>(&encode(&analyse)), Ok(analyse));
    assert_eq!(decode::<Request>(&encode(&Request::Panic { job: 4 })), Ok(Request::Panic { job: 4 }));
    let generate = Request::Generate {
        job: 5,
        width: 7,
        height: 5,
        min_moves: 31,
        max_moves: 120,
        walls: true,
        seed: u32::MAX,
        max_tries: 4000,
        cluster_budget: 100_000,
    };
    assert_eq!(decode::<Request>(&encode(&generate)), Ok(generate.clone()));
    assert_eq!(generate.job(), 5);
    assert!(!Reply::Rated { job: 5, tries: 1 }.is_final() && Reply::NotFound { job: 5, tries: 1 }.is_final());
    assert!(!Reply::StartPlan { job: 5, plan: None, positions: 0, memory: 0, millis: 0 }.is_final(), "the analysis goes on after it");
    let compare = Request::Compare { job: 5, grid: "g".into(), labels: "AB".into(), steps: false, algorithm: 3, max_expanded: 200_000 };
    assert_eq!(decode::<Request>(&encode(&compare)), Ok(compare.clone()));
    assert_eq!(compare.job(), 5);
    assert!(decode::<Request>("Compare\u{1f}5\u{1f}g\u{1f}AB\u{1f}0\u{1f}x\u{1f}9").is_err(), "a bad algorithm number");
    let graph = Request::Graph { job: 6, grid: "g".into(), labels: "AB".into(), steps: true, max_nodes: 30_000 };
    assert_eq!(decode::<Request>(&encode(&graph)), Ok(graph.clone()));
    assert_eq!(graph.job(), 6);
    let layers = Request::Layers { job: 8, grid: "g".into(), labels: "AB".into(), depth: 4, budget: 600_000, sample: 12 };
    assert_eq!(decode::<Request>(&encode(&layers)), Ok(layers.clone()));
    assert_eq!(layers.job(), 8);
    for status in [
        LayerStatus::InProgress,
        LayerStatus::Layer { depth: 3, size: 120 },
        LayerStatus::Found { depth: 9 },
        LayerStatus::Exhausted,
        LayerStatus::Budget,
    ] {
        let sample = vec![Position(vec![3, 0, 2]), Position(vec![1, 0, 11])];
        let reply = Reply::Layers { job: 8, sizes: vec![1, 5, 20], discovered: 26, expanded: 6, sample, status, plan: Some("A+1".into()) };
        assert_eq!(decode::<Reply>(&encode(&reply)), Ok(reply.clone()));
        assert!(reply.is_final());
    }
    let start =
        Reply::Layers { job: 8, sizes: vec![1], discovered: 1, expanded: 0, sample: vec![], status: LayerStatus::InProgress, plan: None };
    assert_eq!(decode::<Reply>(&encode(&start)), Ok(start.clone()));
    assert!(decode::<Reply>("Layers\u{1f}8\u{1f}1,x\u{1f}1\u{1f}0\u{1f}\u{1f}more\u{1f}-").is_err(), "a bad layer size");
    assert!(decode::<Reply>("Layers\u{1f}8\u{1f}1\u{1f}1\u{1f}0\u{1f}\u{1f}found\u{1f}-").is_err(), "a status without its depth");
    for bad in
        ["{\"Nope\":1}", "", "Plan\u{1f}1", "Progress\u{1f}1\u{1f}2\u{1f}3\u{1f}4\u{1f}5", "Plan\u{1f}x\u{1f}g\u{1f}-\u{1f}0\u{1f}0\u{1f}0"]
    {
        assert!(decode::<Reply>(bad).unwrap_err().starts_with("unreadable engine message"), "{bad}");
    }
}
