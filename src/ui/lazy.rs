//! Game pages loaded on demand, each from its own wasm module.
//!
//! The shell (router, home page, Nim) is the first load; a game such as Hackenbush is a separate
//! binary (`src/bin/game_*.rs`) that Trunk builds to `games/<bin>.js` + `games/<bin>_bg.wasm`.
//! [`LazyPage`] imports that module the first time its route is shown, and the module renders
//! its page into `#game-root` ([`mount_page`]), until [`unmount_page`]. So the first load stays
//! the same size however many games the app offers.
//!
//! `#game-root` is a sibling of the shell's own root `#app`, never inside it: each wasm module
//! has its own Yew, and Yew delegates events from its root element, keyed by ids that two
//! instances would both hand out. Keeping the trees apart keeps their events apart.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// The element game modules render into (see `index.html`).
pub const GAME_ROOT: &str = "game-root";

thread_local! {
    /// In a game module: how to remove the page it rendered.
    static MOUNTED: RefCell<Option<Box<dyn FnOnce()>>> = const { RefCell::new(None) };
}

/// In a game module: renders the page component `C` into `root` (replacing any earlier one).
pub fn mount_page<C: BaseComponent>(root: web_sys::Element, props: C::Properties) {
    super::panic::install();
    unmount_page();
    let handle = yew::Renderer::<C>::with_root_and_props(root, props).render();
    MOUNTED.with(|mounted| *mounted.borrow_mut() = Some(Box::new(move || handle.destroy())));
}

/// In a game module: removes the page, with its listeners and timers.
pub fn unmount_page() {
    if let Some(destroy) = MOUNTED.with(|mounted| mounted.borrow_mut().take()) {
        destroy();
    }
}

fn js_error(value: JsValue) -> String {
    value
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| value.as_string())
        .unwrap_or_else(|| "unknown error".to_owned())
}

fn function(object: &JsValue, name: &str) -> Result<Function, String> {
    Reflect::get(object, &name.into())
        .map_err(js_error)?
        .dyn_into::<Function>()
        .map_err(|_| format!("the module has no function {name}"))
}

/// Imports `games/<module>.js`, starts its wasm and mounts the page into `root`; returns the
/// module's `unmount`. A retry (`attempt` > 0) asks for the script under a new address: a
/// browser may remember that an import of the old one failed.
async fn load(
    module: &str,
    attempt: u32,
    root: web_sys::Element,
    position: Option<String>,
) -> Result<Function, String> {
    let base = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.base_uri().ok().flatten())
        .ok_or("the page has no address")?;
    let path = match attempt {
        0 => format!("games/{module}.js"),
        n => format!("games/{module}.js?attempt={n}"),
    };
    let url = web_sys::Url::new_with_base(&path, &base).map_err(js_error)?.href();
    // `import()` is syntax, not a function: wrap it so Rust can call it.
    let import = Function::new_with_args("url", "return import(url)");
    let promise: Promise = import.call1(&JsValue::NULL, &url.into()).map_err(js_error)?.unchecked_into();
    let exports = JsFuture::from(promise).await.map_err(js_error)?;
    let init = function(&exports, "default")?;
    let started: Promise = init.call0(&exports).map_err(js_error)?.unchecked_into();
    JsFuture::from(started).await.map_err(js_error)?;
    let position = position.map_or(JsValue::UNDEFINED, JsValue::from);
    function(&exports, "mount")?.call2(&JsValue::NULL, &root, &position).map_err(js_error)?;
    function(&exports, "unmount")
}

#[derive(Clone, PartialEq, Debug)]
enum Loading {
    Pending,
    Ready,
    Failed(String),
}

#[derive(Properties, PartialEq)]
pub struct LazyPageProps {
    /// The binary's name, e.g. `game-hackenbush`.
    pub module: &'static str,
    /// The game's name for the loading line.
    pub name: AttrValue,
    /// The position text from the URL when the page opens; later URLs are the page's own business.
    pub position: Option<AttrValue>,
}

/// A game page from its own module: a loading line, then the page (or why it failed, and a retry).
#[component(LazyPage)]
pub fn lazy_page(props: &LazyPageProps) -> Html {
    let state = use_state_eq(|| Loading::Pending);
    let attempt = use_state_eq(|| 0u32);
    {
        let state = state.setter();
        let module = props.module;
        let position = props.position.as_ref().map(|p| p.to_string());
        use_effect_with((module, *attempt), move |&(_, attempt)| {
            let cancelled = Rc::new(Cell::new(false));
            let unmount: Rc<RefCell<Option<Function>>> = Rc::default();
            let root =
                web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(GAME_ROOT));
            if let Some(element) = root {
                let (cancelled, unmount) = (cancelled.clone(), unmount.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    match load(module, attempt, element, position).await {
                        Ok(remove) if cancelled.get() => {
                            let _ = remove.call0(&JsValue::NULL);
                        }
                        Ok(remove) => {
                            *unmount.borrow_mut() = Some(remove);
                            state.set(Loading::Ready);
                        }
                        Err(_) if cancelled.get() => {}
                        Err(message) => state.set(Loading::Failed(message)),
                    }
                });
            }
            move || {
                cancelled.set(true);
                if let Some(remove) = unmount.borrow_mut().take() {
                    let _ = remove.call0(&JsValue::NULL);
                }
            }
        });
    }
    let retry = {
        let (attempt, state) = (attempt.clone(), state.clone());
        Callback::from(move |_: MouseEvent| {
            state.set(Loading::Pending);
            attempt.set(*attempt + 1);
        })
    };
    html! {
        <>
            if *state == Loading::Pending {
                <main class="page module-loading" aria-busy="true">
                    <p class="muted">{ format!("Loading the {} page…", props.name) }</p>
                </main>
            }
            if let Loading::Failed(message) = &*state {
                <main class="page module-failed">
                    <p class="notice" role="alert">
                        { format!("The {} page could not be loaded ({message}). Check the connection and try again.", props.name) }
                    </p>
                    <button class="primary" onclick={retry}>{ "Try again" }</button>
                </main>
            }
        </>
    }
}
