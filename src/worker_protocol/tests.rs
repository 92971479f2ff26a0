use super::codec::{decode, encode, fnv1a};
use super::*;

/// Every message below, as written and read back.
fn round_trips<T: Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug>(message: T) {
    assert_eq!(decode::<T>(&encode(&message)), Ok(message));
}

#[test]
fn every_request_round_trips_and_names_its_job() {
    let requests = [
        Request::Analyse { job: 2, grid: "g".into(), labels: "AB".into(), steps: true, memory_budget: 5, hand_over: 6, start_plan: true },
        Request::Solve { job: 7, grid: "AAo/ooo/ooo".into(), labels: "A".into(), steps: false, memory_budget: 1 << 30 },
        Request::Generate {
            job: 5,
            width: 7,
            height: 5,
            min_moves: 31,
            max_moves: 120,
            walls: true,
            seed: u32::MAX,
            max_tries: 4000,
            cluster_budget: 100_000,
        },
        Request::Panic { job: 4 },
        Request::Compare { job: 5, grid: "g".into(), labels: "AB".into(), steps: false, algorithm: 3, max_expanded: 200_000 },
        Request::Graph { job: 6, grid: "g".into(), labels: "AB".into(), steps: true, max_nodes: 30_000 },
        Request::Layers { job: 8, grid: "g".into(), labels: "AB".into(), depth: 4, budget: 600_000, sample: 12 },
        Request::SplitStart { job: 9, grid: "g".into(), labels: "AB".into(), steps: false, part: 1, parts: 2, memory_budget: 256 << 20 },
        Request::SplitExpand { job: 10 },
        Request::SplitReceive { job: 11 },
    ];
    let jobs: Vec<u32> = requests.iter().map(Request::job).collect();
    assert_eq!(jobs, [2, 7, 5, 4, 5, 6, 8, 9, 10, 11]);
    for request in requests {
        round_trips(request);
    }
}

#[test]
fn every_reply_round_trips_and_says_whether_it_is_final() {
    let plan = || Some("A+1 B-2".to_string());
    let layers = |status, sample, plan| Reply::Layers {
        job: 8,
        sizes: vec![1, 5, 20],
        discovered: 26,
        expanded: 6,
        expanded_to_goal: Some(4),
        sample,
        status,
        plan,
    };
    let replies = [
        (Reply::Ready, None, false),
        (Reply::Progress { job: 1, positions: 2, depth: 3, memory: 4 }, Some(1), false),
        (Reply::StartPlan { job: 1, plan: plan(), positions: 9077, memory: 1 << 20, millis: 3 }, Some(1), false),
        (Reply::StartPlan { job: 1, plan: None, positions: 0, memory: 0, millis: 0 }, Some(1), false),
        (Reply::Cluster { job: 1, size: 541_934, memory: 3, millis: 1 }, Some(1), true),
        (Reply::Held { job: 1, size: 2, memory: 3, millis: 4 }, Some(1), true),
        (Reply::TooLarge { job: 1, message: "too large: 1,000 positions".into(), memory: 9 }, Some(1), true),
        (Reply::Plan { job: 3, from: "g".into(), plan: None, positions: 0, memory: 0, millis: 0 }, Some(3), true),
        (Reply::Plan { job: 3, from: "g".into(), plan: Some(String::new()), positions: 9, memory: 0, millis: 2 }, Some(3), true),
        (Reply::Rated { job: 5, tries: 40 }, Some(5), false),
        (Reply::Generated { job: 5, grid: "AAo/ooo/ooo".into(), moves: 38, cluster: 4780, tries: 12 }, Some(5), true),
        (Reply::NotFound { job: 5, tries: 4000 }, Some(5), true),
        (Reply::Failed { job: 1, message: "the engine stopped".into() }, Some(1), true),
        (
            Reply::Compared {
                job: 1,
                algorithm: 6,
                plan: plan(),
                expanded: 10,
                generated: 30,
                max_frontier: 4,
                stopped: None,
                millis: 0.5,
            },
            Some(1),
            true,
        ),
        (
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
            Some(2),
            true,
        ),
        (Reply::Graph { job: 3, nodes: 4780, edges: 18_691, millis: 12.5 }, Some(3), true),
        (layers(LayerStatus::InProgress, vec![], None), Some(8), true),
        (Reply::SplitStarted { job: 9, searching: true }, Some(9), true),
        (Reply::SplitSent { job: 10, positions: 11_000_000, memory: 1 << 28 }, Some(10), true),
        (Reply::SplitLayer { job: 11, size: 0, positions: 5, memory: 6 }, Some(11), true),
        (Reply::SplitStopped { job: 12, positions: 7, depth: 8, memory: 9 }, Some(12), true),
    ];
    for (reply, job, last) in replies {
        assert_eq!((reply.job(), reply.is_final()), (job, last), "{reply:?}");
        round_trips(reply);
    }
    for status in [
        LayerStatus::InProgress,
        LayerStatus::Layer { depth: 3, size: 120 },
        LayerStatus::Found { depth: 9 },
        LayerStatus::Exhausted,
        LayerStatus::Budget,
    ] {
        round_trips(layers(status, vec![Position(vec![3, 0, 2]), Position(vec![1, 0, 11])], Some("A+1".into())));
    }
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

    let plan = encode(&Reply::Plan { job: 1, from: "g".into(), plan: Some("A+1".into()), positions: 9, memory: 0, millis: 2 });
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
    let solve = Request::Solve { job: 7, grid: "g".into(), labels: "A".into(), steps: false, memory_budget: 1 };
    let mut bad_flag = encode(&solve);
    let at = bad_flag.len() - 2;
    assert_eq!(bad_flag[at], 0, "steps is the byte before the budget's");
    bad_flag[at] = 2;
    assert!(decode::<Request>(&bad_flag).is_err());
}

/// The fingerprint's hash is FNV-1a (32 bits), as published.
#[test]
fn the_fingerprint_hash_is_fnv1a() {
    assert_eq!(fnv1a(b""), 0x811c_9dc5);
    assert_eq!(fnv1a(b"a"), 0xe40c_292c);
    assert_eq!(fnv1a(b"foobar"), 0xbf9c_f968);
}
