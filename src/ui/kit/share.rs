//! Share: the page's address as a QR code drawn here (an SVG, nothing sent anywhere) and a
//! copy-link button, so a class can open the position on the board on their own devices.

use qrcodegen::{QrCode, QrCodeEcc};
use wasm_bindgen_futures::JsFuture;
use yew::platform::spawn_local;
use yew::prelude::*;

use super::text::kit_text;
use crate::ui::i18n::use_lang;
use crate::ui::split::{LoadFailed, coming};
use crate::ui::text::app_text;

/// The QR encoder's part (its one name is used where it is fetched, not through `PARTS`).
#[allow(unsafe_code, dead_code)]
mod parts {
    use crate::ui::split::split_points;

    split_points! {
        fn(&str) -> Option<(i32, String)>;
        share_qr => super::qr_path;
    }
}

/// The whole address of `hash` on this page (as the address bar would show it, percent-encoded).
fn address_of(hash: &str) -> Option<String> {
    let href = web_sys::window()?.location().href().ok()?;
    Some(web_sys::Url::new_with_base(hash, &href).ok()?.href())
}

/// The QR code of `text` as one SVG path of unit squares, and its size in modules; `None` when
/// the text is too long for any QR code.
pub fn qr_path(text: &str) -> Option<(i32, String)> {
    let qr = QrCode::encode_text(text, QrCodeEcc::Medium).ok()?;
    let size = qr.size();
    let mut path = String::new();
    for y in 0..size {
        let mut x = 0;
        while x < size {
            // A run of dark modules in a row is one rectangle.
            if qr.get_module(x, y) {
                let start = x;
                while x < size && qr.get_module(x, y) {
                    x += 1;
                }
                path.push_str(&format!("M{start} {y}h{}v1h-{}z", x - start, x - start));
            } else {
                x += 1;
            }
        }
    }
    Some((size, path))
}

#[derive(Clone, Copy, PartialEq)]
enum Copied {
    Not,
    Yes,
    Refused,
}

#[derive(Properties, PartialEq)]
pub struct ShareProps {
    /// The page's address after `#`, e.g. `#/nim/3,4,5`.
    pub hash: AttrValue,
}

/// The "Share" disclosure: drawn when opened, redrawn as the board moves.
#[component(Share)]
pub fn share(props: &ShareProps) -> Html {
    let lang = use_lang();
    let t = kit_text(lang);
    let open = use_state_eq(|| false);
    let copied = use_state_eq(|| Copied::Not);
    let address = address_of(&props.hash).unwrap_or_else(|| props.hash.to_string());
    {
        // A new position: the old confirmation no longer speaks of this address.
        let copied = copied.setter();
        use_effect_with(address.clone(), move |_| copied.set(Copied::Not));
    }
    let ontoggle = {
        let open = open.clone();
        Callback::from(move |event: Event| {
            open.set(event.target_unchecked_into::<web_sys::HtmlDetailsElement>().open());
        })
    };
    let on_copy = {
        let (copied, address) = (copied.setter(), address.clone());
        Callback::from(move |_: MouseEvent| {
            let (copied, address) = (copied.clone(), address.clone());
            let clipboard = web_sys::window()
                .map(|w| w.navigator())
                .filter(|n| js_sys::Reflect::has(n, &"clipboard".into()).unwrap_or(false))
                .map(|n| n.clipboard());
            let Some(clipboard) = clipboard else {
                copied.set(Copied::Refused);
                return;
            };
            wasm_bindgen_futures::spawn_local(async move {
                let done = JsFuture::from(clipboard.write_text(&address)).await;
                copied.set(if done.is_ok() { Copied::Yes } else { Copied::Refused });
            });
        })
    };
    // The encoder is a part of its own (most visitors never open the panel): fetched the first
    // time the panel opens, then kept.
    let qr_here = use_state_eq(|| parts::here("share_qr").is_some());
    let qr_failed = use_state_eq(|| false);
    let fetch_qr = {
        let (qr_here, qr_failed) = (qr_here.setter(), qr_failed.setter());
        Callback::from(move |()| {
            let (qr_here, qr_failed) = (qr_here.clone(), qr_failed.clone());
            qr_failed.set(false);
            spawn_local(async move {
                match parts::fetch("share_qr").await {
                    Ok(_) => qr_here.set(true),
                    Err(LoadFailed) => qr_failed.set(true),
                }
            });
        })
    };
    {
        let fetch_qr = fetch_qr.clone();
        use_effect_with((*open, *qr_here), move |&(open, here)| {
            if open && !here {
                fetch_qr.emit(());
            }
        });
    }
    let retry = Callback::from(move |_: MouseEvent| fetch_qr.emit(()));
    let code = (*open).then(|| parts::here("share_qr").map(|encode| encode(&address)));
    html! {
        <details class="panel share" {ontoggle}>
            <summary>{ t.share }</summary>
            <p class="muted">{ t.share_note }</p>
            <div class="share-row">
                <button class="copy-link" onclick={on_copy}>{ t.copy_link }</button>
                <span class="copy-status" role="status">
                    { match *copied { Copied::Not => "", Copied::Yes => t.copied, Copied::Refused => t.copy_refused } }
                </span>
            </div>
            <input type="text" class="share-address" readonly=true value={address.clone()} aria-label={t.copy_link} />
            if let Some(None) = code {
                { coming(*qr_failed, t.qr_loading, t.qr_load_failed, app_text(lang).retry, retry) }
            } else if let Some(Some(Some((size, path)))) = code {
                <svg class="qr-code" role="img" aria-label={t.qr_label} data-modules={size.to_string()}
                     viewBox={format!("-4 -4 {} {}", size + 8, size + 8)} shape-rendering="crispEdges">
                    <rect x="-4" y="-4" width={(size + 8).to_string()} height={(size + 8).to_string()} fill="#fff" />
                    <path d={path} fill="#000" />
                </svg>
            } else if let Some(Some(None)) = code {
                <p class="notice qr-too-long">{ t.qr_too_long }</p>
            }
        </details>
    }
}
