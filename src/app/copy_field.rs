//! The copy field: a read-only text (a link, a grid string, a result) with a Copy button, the
//! clipboard's failure fallen back from by selecting the text for the player to copy by hand.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// Writes `text` to the clipboard; `done` gets `true` when it was written, `false` when the
/// clipboard is missing (an insecure page, an old browser) or refused the write.
fn copy_text(text: &str, done: Callback<bool>) {
    let navigator = gloo::utils::window().navigator();
    let clipboard = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard")).ok().filter(|c| !c.is_undefined() && !c.is_null());
    let Some(clipboard) = clipboard else {
        done.emit(false);
        return;
    };
    let clipboard: web_sys::Clipboard = clipboard.unchecked_into();
    let ok = {
        let done = done.clone();
        Closure::once_into_js(move |_: JsValue| done.emit(true))
    };
    let failed = Closure::once_into_js(move |_: JsValue| done.emit(false));
    // `then` through Reflect: the two functions free themselves once called (the other one is a
    // few bytes, left to the page).
    let promise = clipboard.write_text(text);
    if let Ok(then) = js_sys::Reflect::get(&promise, &JsValue::from_str("then"))
        && let Ok(then) = then.dyn_into::<js_sys::Function>()
    {
        let _ = then.call2(&promise, &ok, &failed);
    }
}

/// Whether the browser sizes a text area to its text itself (`field-sizing: content`, which
/// static/panels.css sets): asked once, of `CSS.supports`, which reads no style of the page. (A
/// computed style read here, as each field was drawn, made the browser work out the whole page's
/// styles in the middle of the app's start-up task.)
fn browser_sizes_fields() -> bool {
    thread_local! {
        static SIZES: bool = web_sys::css::supports_with_value("field-sizing", "content").unwrap_or(true);
    }
    SIZES.with(|sizes| *sizes)
}

/// Sets `field`'s height to its text's where the browser does not size it to its content itself
/// (no `field-sizing: content`); elsewhere leaves it to the stylesheet.
fn fit_to_text(field: &NodeRef) {
    if browser_sizes_fields() {
        return;
    }
    let Some(el) = field.cast::<HtmlTextAreaElement>() else { return };
    let style = el.style();
    let _ = style.set_property("height", "auto");
    // The stylesheet's boxes are border-box: the text's height, padding included, and the borders.
    let borders = el.offset_height() - el.client_height();
    let _ = style.set_property("height", &format!("{}px", el.scroll_height() + borders));
}

/// Focuses a read-only field and selects its text, ready for Ctrl+C.
fn select_all(field: &NodeRef) {
    if let Some(el) = field.cast::<HtmlTextAreaElement>() {
        let _ = el.focus();
        el.select();
    }
}

#[derive(Properties, PartialEq)]
pub struct CopyFieldProps {
    /// What the text is ("Link to this puzzle"); also names the field and its Copy button.
    pub label: AttrValue,
    pub value: AttrValue,
    /// `data-testid` of the field.
    #[prop_or_default]
    pub testid: Option<AttrValue>,
    /// Copy to the clipboard as soon as this counter changes (a Share click), selecting the text
    /// when the clipboard cannot be used.
    #[prop_or_default]
    pub copy_now: u32,
    /// Lines the field shows (a link: one; a result: its lines).
    #[prop_or(1)]
    pub rows: u32,
}

/// A read-only text (a link, a grid string) with a Copy button; the text is selected on focus,
/// and selected for the player to copy by hand when the clipboard is unavailable.
#[function_component(CopyField)]
pub fn copy_field(props: &CopyFieldProps) -> Html {
    let field = use_node_ref();
    // None: not copied yet; Some(true) copied; Some(false) the clipboard failed.
    let status = use_state_eq(|| None::<bool>);
    let copy = {
        let (field, status, value) = (field.clone(), status.clone(), props.value.clone());
        Callback::from(move |()| {
            let (field, status) = (field.clone(), status.clone());
            copy_text(
                &value,
                Callback::from(move |ok: bool| {
                    status.set(Some(ok));
                    if !ok {
                        select_all(&field);
                    }
                }),
            );
        })
    };
    {
        // A new text (the position changed): the old "Copied" no longer applies. (Before the
        // copy below, which may fail at once and must not be undone by this.)
        let status = status.clone();
        use_effect_with(props.value.clone(), move |_| status.set(None));
    }
    {
        let copy = copy.clone();
        use_effect_with(props.copy_now, move |n| {
            if *n > 0 {
                copy.emit(());
            }
        });
    }
    {
        // WebKit has no `field-sizing: content` (static/panels.css): its box kept its rows and hid
        // the rest of a text that wraps (the puzzle's code on its second line at 1280 px). There
        // the box is sized to its text whenever the text changes.
        let field = field.clone();
        use_effect_with(props.value.clone(), move |_| fit_to_text(&field));
    }
    let note = match *status {
        Some(true) => "Copied",
        Some(false) => "Select and copy (Ctrl+C)",
        None => "",
    };
    html! {
        <div class="copy-field">
            <label>
                <span class="copy-label">{ props.label.clone() }</span>
                <textarea ref={field.clone()} readonly=true rows={props.rows.to_string()} spellcheck="false"
                          data-testid={props.testid.clone()} value={props.value.clone()}
                          onfocus={ let f = field.clone(); move |_| select_all(&f) } />
            </label>
            <button type="button" aria-label={format!("Copy: {}", props.label)}
                    onclick={ let c = copy.clone(); move |_| c.emit(()) }>{ "Copy" }</button>
            <span class="copy-note" role="status">{ note }</span>
        </div>
    }
}
