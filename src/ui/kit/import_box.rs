//! The text box of a contest input: typed, pasted, or opened from a file, however large.
//!
//! A browser lays out every line of a text box's content. A pasted megabyte (a 100 000-vertex
//! tree) costs hundreds of milliseconds of style and layout each time the page around it
//! changes. So a large paste or file is kept here, not put in the box: the box gives way to a
//! line that says how long the text is, with "Show the text" (the box again, slow as it is) and
//! "Clear". Small texts behave as in any text box.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{JsFuture, spawn_local};
use yew::prelude::*;

use super::text::kit_text;
use crate::ui::i18n::use_lang;

/// Texts longer than this (in bytes) are kept out of the box when pasted or opened.
pub const HELD_OVER: usize = 64 * 1024;

#[derive(Properties, PartialEq)]
pub struct ImportBoxProps {
    /// The box's element id (its label points at it).
    pub id: AttrValue,
    pub label: AttrValue,
    pub placeholder: AttrValue,
    /// The text, kept by the page.
    pub value: AttrValue,
    pub on_change: Callback<AttrValue>,
    /// A file longer than this (in bytes) is refused before it is read, with a message.
    pub max_len: usize,
}

/// Why a file was not read.
#[derive(Clone, Copy, PartialEq)]
enum FileError {
    TooLong { bytes: u64 },
    Unreadable,
}

/// `text` with the UTF-16 range `start..end` (a text box's selection) replaced by `insert`.
pub fn splice_utf16(text: &str, start: u32, end: u32, insert: &str) -> String {
    let byte_at = |unit: u32| {
        let mut units = 0;
        for (at, c) in text.char_indices() {
            if units >= unit {
                return at;
            }
            units += c.len_utf16() as u32;
        }
        text.len()
    };
    let (from, to) = (byte_at(start.min(end)), byte_at(end.max(start)));
    [&text[..from], insert, &text[to..]].concat()
}

/// The number of lines of `text` (a last line without its newline counts).
pub fn line_count(text: &str) -> usize {
    let newlines = text.bytes().filter(|&b| b == b'\n').count();
    newlines + usize::from(!text.is_empty() && !text.ends_with('\n'))
}

#[component(ImportBox)]
pub fn import_box(props: &ImportBoxProps) -> Html {
    let t = kit_text(use_lang());
    // The text is kept out of the box (it came large from a paste or a file).
    let held = use_state_eq(|| props.value.len() > HELD_OVER);
    let file_error = use_state_eq(|| None::<FileError>);
    // The held text's size, counted once per text rather than on every render of the panel (a
    // megabyte is two scans).
    let size = use_memo(props.value.clone(), |text| (text.chars().count(), line_count(text)));
    let file_ref = use_node_ref();
    let on_input = {
        let (on_change, file_error) = (props.on_change.clone(), file_error.setter());
        Callback::from(move |event: InputEvent| {
            let area: web_sys::HtmlTextAreaElement = event.target_unchecked_into();
            file_error.set(None);
            on_change.emit(area.value().into());
        })
    };
    let on_paste = {
        let (on_change, held, value) = (props.on_change.clone(), held.setter(), props.value.clone());
        Callback::from(move |event: Event| {
            let Some(event) = event.dyn_ref::<web_sys::ClipboardEvent>() else { return };
            let Some(pasted) = event.clipboard_data().and_then(|data| data.get_data("text").ok()) else {
                return;
            };
            if pasted.len() <= HELD_OVER {
                return; // the box pastes it itself
            }
            event.prevent_default();
            let area: Option<web_sys::HtmlTextAreaElement> = event.target().and_then(|t| t.dyn_into().ok());
            let (start, end) = area
                .map(|a| (a.selection_start().ok().flatten(), a.selection_end().ok().flatten()))
                .unwrap_or_default();
            let text = match (start, end) {
                (Some(start), Some(end)) => splice_utf16(&value, start, end, &pasted),
                _ => pasted,
            };
            held.set(true);
            on_change.emit(text.into());
        })
    };
    let open_file = {
        let file_ref = file_ref.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(input) = file_ref.cast::<web_sys::HtmlInputElement>() {
                input.click();
            }
        })
    };
    let on_file = {
        let (on_change, held, file_error, max_len) =
            (props.on_change.clone(), held.setter(), file_error.setter(), props.max_len);
        Callback::from(move |event: Event| {
            let input: web_sys::HtmlInputElement = event.target_unchecked_into();
            let Some(file) = input.files().and_then(|files| files.get(0)) else { return };
            // Chosen again later, the same file is read again.
            input.set_value("");
            let bytes = file.size() as u64;
            if bytes > max_len as u64 {
                file_error.set(Some(FileError::TooLong { bytes }));
                return;
            }
            let (on_change, held, file_error) = (on_change.clone(), held.clone(), file_error.clone());
            spawn_local(async move {
                match JsFuture::from(file.text()).await.ok().and_then(|text| text.as_string()) {
                    Some(text) => {
                        file_error.set(None);
                        held.set(text.len() > HELD_OVER);
                        on_change.emit(text.into());
                    }
                    None => file_error.set(Some(FileError::Unreadable)),
                }
            });
        })
    };
    let show = {
        let held = held.setter();
        Callback::from(move |_: MouseEvent| held.set(false))
    };
    let clear = {
        let (on_change, held) = (props.on_change.clone(), held.setter());
        Callback::from(move |_: MouseEvent| {
            held.set(false);
            on_change.emit(AttrValue::Static(""));
        })
    };
    let id = &props.id;
    html! {
        <div class="import-box">
            <label for={id.clone()}>{ props.label.clone() }</label>
            if *held {
                <div class="held-text" role="status">
                    <p>{ (t.held_text)(size.0, size.1) }</p>
                    <div class="setup-row">
                        <button type="button" id={id.clone()} onclick={show}>{ t.show_text }</button>
                        <button type="button" onclick={clear}>{ t.clear_text }</button>
                    </div>
                </div>
            } else {
                <textarea id={id.clone()} class="import-text" rows="6" spellcheck="false"
                          value={props.value.clone()} oninput={on_input} onpaste={on_paste}
                          placeholder={props.placeholder.clone()} />
            }
            <div class="setup-row">
                <button type="button" class="open-file" onclick={open_file}>{ t.open_file }</button>
                <input type="file" ref={file_ref} hidden=true accept=".txt,.in,text/plain" onchange={on_file} />
            </div>
            { match *file_error {
                None => html! {},
                Some(FileError::TooLong { bytes }) => html! {
                    <p class="notice" role="alert">{ (t.file_too_long)(bytes, props.max_len) }</p>
                },
                Some(FileError::Unreadable) => html! { <p class="notice" role="alert">{ t.file_unreadable }</p> },
            } }
        </div>
    }
}
