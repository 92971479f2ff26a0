//! The big boards' lean searches: the frontier solver (`frontier`) over sorted layers of codes
//! (`sorted_layers`, split over workers by `split_layers`; `line_code` the codes, `layer_archive`
//! the layers kept, `delta_codes` their compact form in memory), its hashed fallback on the core
//! (`layer_set`), and the plan recovered from both ends (`bidirectional`).

pub(crate) mod bidirectional;
pub(crate) mod delta_codes;
pub mod frontier;
pub mod layer_archive;
pub(crate) mod layer_set;
pub(crate) mod line_code;
pub(crate) mod sorted_layers;
pub mod split_layers;
