//! The URL fragment holds the puzzle: `#<grid string>` (or Fogleman's `#<36 cells>/<moves>`).

/// The page's URL fragment without the `#`, percent-decoded (left as it is if it is not valid
/// percent-encoding, so that the parser can point at the bad character).
pub fn current_fragment() -> String {
    let hash = gloo::utils::window().location().hash().unwrap_or_default();
    let raw = hash.strip_prefix('#').unwrap_or(&hash);
    js_sys::decode_uri_component(raw).map(String::from).unwrap_or_else(|_| raw.to_string())
}

/// Puts a grid in the fragment without adding a history entry or firing `hashchange`.
pub fn show_in_fragment(grid: &str) {
    let window = gloo::utils::window();
    if current_fragment() == grid {
        return;
    }
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&format!("#{grid}")));
    }
}

/// Takes the query (`?…`) out of the address bar, keeping the fragment, without a new history
/// entry.
pub fn drop_query() {
    let window = gloo::utils::window();
    let location = window.location();
    let path = location.pathname().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&format!("{path}{hash}")));
    }
}

/// The link to a grid on the game's page (what Share copies). The full app under `tools/` links
/// to the game's page too: that is the smaller download for whoever opens the link.
pub fn link_to(grid: &str) -> String {
    let location = gloo::utils::window().location();
    let href = location.href().unwrap_or_default();
    let base = href.split(['#', '?']).next().unwrap_or_default();
    #[cfg(feature = "tools")]
    let base = {
        let dir = base.strip_suffix("index.html").unwrap_or(base);
        dir.strip_suffix("tools/").unwrap_or(dir)
    };
    format!("{base}#{grid}")
}
