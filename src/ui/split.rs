//! Split points: code fetched in a part of the module of its own the first time it is needed
//! (see ARCHITECTURE.md, "Code splitting").
//!
//! With the feature `split` (the Trunk build), every function `split_points!` declares is a split
//! point: scripts/split-wasm.mjs moves the code only it reaches into a wasm file of its own
//! (`split_<name>.wasm`), and the code two parts share into files those parts fetch together.
//! Without the feature (native checks, the browser tests) the same functions are plain calls.

/// Room in the linked module's data for wasm-split-cli to lay each part's data out again.
///
/// The splitter gives every part its own copy of the data only it reads, but re-packs each data
/// segment (the read-only strings and tables, then the writable data) with every part's data
/// aligned afresh, and when the re-packed segment comes out even a few bytes longer than the
/// linked one it gives up and leaves the whole segment in the main module: every game's and
/// lesson's words, 430 KB, in the first load (seen on 28 Nov 2026, "Overlong segment 0 by 12").
/// These two statics are kept by the linker (`#[used]`) but read by nothing, so no part carries
/// them: they only lengthen the linked segments by 8 and 4 KB, far more than the 12 and 8 bytes
/// that were missing. scripts/split-wasm.mjs fails the build if the splitter still reports an
/// overlong segment.
#[cfg(feature = "split")]
#[used]
static READ_ONLY_SLACK: [u8; 8192] = [0x5a; 8192];

/// The writable segment's room (see [`READ_ONLY_SLACK`]): a table of pointers is placed with the
/// writable data (its addresses are relocated).
#[cfg(feature = "split")]
#[used]
static WRITABLE_SLACK: [&u8; 1024] = [&READ_ONLY_SLACK[0]; 1024];

/// A part of the module could not be fetched (network down, a file missing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoadFailed;

#[cfg(feature = "split")]
impl From<wasm_split_helpers::SplitLoaderError> for LoadFailed {
    fn from(_: wasm_split_helpers::SplitLoaderError) -> Self {
        LoadFailed
    }
}

/// Declares each `$name` as the split point of the part `$name`: a function giving a value of
/// type `$ty` (a `Copy` value, usually a renderer: a `fn` pointer into the part). Also declares
/// `PARTS`, the names; `fetch(name)`, which awaits the part `name` (a direct call without the
/// feature); and `here(name)`, its value once a fetch has brought it (kept for the page's life).
///
/// A part's name is its file's, so it must be unique in the whole crate. The macro expands to
/// extern declarations (wasm_split's), so the module invoking it needs `#[allow(unsafe_code)]`.
macro_rules! split_points {
    ($ty:ty; $($name:ident => $value:expr;)*) => {
        $(
            #[cfg_attr(feature = "split", wasm_split_helpers::wasm_split($name, fallible))]
            #[allow(improper_ctypes_definitions, clippy::unnecessary_wraps)]
            fn $name() -> Result<$ty, $crate::ui::split::LoadFailed> {
                Ok($value)
            }
        )*

        /// The names of the parts.
        pub const PARTS: &[&str] = &[$(stringify!($name)),*];

        thread_local! {
            /// The values of the parts fetched so far.
            static HERE: std::cell::RefCell<Vec<(&'static str, $ty)>> =
                const { std::cell::RefCell::new(Vec::new()) };
        }

        /// The value of the part `name` if a fetch has brought it.
        pub fn here(name: &str) -> Option<$ty> {
            HERE.with(|here| here.borrow().iter().find(|(part, _)| *part == name).map(|&(_, value)| value))
        }

        /// The value of the part `name`, fetching the part first if needed.
        #[allow(clippy::unused_async)]
        pub async fn fetch(name: &'static str) -> Result<$ty, $crate::ui::split::LoadFailed> {
            if let Some(value) = here(name) {
                return Ok(value);
            }
            // One boxed future awaited, not a match of awaits: the state machine of a match
            // inlines every part's loader into one function (9 KB in the main module's).
            let load: $crate::ui::split::Load<$ty> = match name {
                $(stringify!($name) => $crate::ui::split::boxed!($name()),)*
                _ => return Err($crate::ui::split::LoadFailed),
            };
            let value = load.await?;
            // Two fetches of one part may be under way at once: the first to end keeps its value.
            if here(name).is_none() {
                HERE.with(|here| here.borrow_mut().push((name, value)));
            }
            Ok(value)
        }
    };
}
pub(crate) use split_points;

/// A part's fetch under way, boxed so that `fetch` awaits one type whichever part it fetches.
pub type Load<T> = std::pin::Pin<Box<dyn std::future::Future<Output = Result<T, LoadFailed>>>>;

#[cfg(feature = "split")]
macro_rules! boxed {
    ($e:expr) => {
        Box::pin($e)
    };
}

#[cfg(not(feature = "split"))]
macro_rules! boxed {
    ($e:expr) => {
        Box::pin(std::future::ready($e))
    };
}
pub(crate) use boxed;

/// What stands in for a part on its way: a line saying it comes, or, once its fetch has failed,
/// why (`failed_text`) and a button that calls `retry`.
pub fn coming(
    failed: bool,
    loading: &str,
    failed_text: &str,
    retry_label: &str,
    retry: yew::Callback<web_sys::MouseEvent>,
) -> yew::Html {
    use yew::html;
    if failed {
        html! {
            <>
                <p class="notice" role="alert">{ failed_text }</p>
                <button type="button" class="primary retry" onclick={retry}>{ retry_label }</button>
            </>
        }
    } else {
        html! { <p class="muted" role="status">{ loading }</p> }
    }
}

/// Fetches a part and re-renders the caller once it has come. `wanted` names the part while the
/// caller needs it and does not have it (`None` otherwise); `fetch` is the `fetch` of the part's
/// `split_points!`. Returns whether the last fetch failed, and the "Try again" callback that
/// fetches it again (for [`coming`]). The places that wait for a part share it: a lesson's words
/// and boards, its contest problem, the chocolate games' table.
#[yew::hook]
pub fn use_part<T, F>(
    wanted: Option<&'static str>,
    fetch: fn(&'static str) -> F,
) -> (bool, yew::Callback<web_sys::MouseEvent>)
where
    T: 'static,
    F: std::future::Future<Output = Result<T, LoadFailed>> + 'static,
{
    let rerender = yew::use_force_update();
    let failed = yew::use_state_eq(|| false);
    // Bumped by "Try again": fetches the part again.
    let attempt = yew::use_state_eq(|| 0_u32);
    {
        let failed = failed.setter();
        yew::use_effect_with((wanted, *attempt), move |&(wanted, _)| {
            if let Some(name) = wanted {
                failed.set(false);
                yew::platform::spawn_local(async move {
                    match fetch(name).await {
                        Ok(_) => rerender.force_update(),
                        Err(LoadFailed) => failed.set(true),
                    }
                });
            }
        });
    }
    let retry = yew::Callback::from(move |_: web_sys::MouseEvent| attempt.set(*attempt + 1));
    (*failed, retry)
}

/// An observer and the callback it calls, kept together so both are dropped in the cleanup.
pub type Watch = (web_sys::IntersectionObserver, wasm_bindgen::closure::Closure<dyn FnMut(js_sys::Array)>);

/// Calls `near` once `place` comes within `margin` of the view (a CSS margin, e.g. one screen
/// ahead: `100% 0px 100% 0px`): a part that waits for it is fetched only when a reader gets
/// there. Returns the observer and its callback (dropped with it) for the cleanup; `None` where
/// the browser cannot observe (the caller then fetches at once).
pub fn observe(place: &yew::NodeRef, margin: &str, near: impl Fn() + 'static) -> Option<Watch> {
    use wasm_bindgen::JsCast;
    let element = place.cast::<web_sys::Element>()?;
    let callback =
        wasm_bindgen::closure::Closure::<dyn FnMut(js_sys::Array)>::new(move |entries: js_sys::Array| {
            let seen = entries.iter().any(|entry| {
                entry
                    .dyn_into::<web_sys::IntersectionObserverEntry>()
                    .is_ok_and(|entry| entry.is_intersecting())
            });
            if seen {
                near();
            }
        });
    let init = web_sys::IntersectionObserverInit::new();
    init.set_root_margin(margin);
    match web_sys::IntersectionObserver::new_with_options(callback.as_ref().unchecked_ref(), &init) {
        Ok(observer) => {
            observer.observe(&element);
            Some((observer, callback))
        }
        Err(_) => {
            drop(callback);
            None
        }
    }
}

/// Whether `place` has come within `margin` of the view: watched with [`observe`] while `watch`
/// and not yet near, true at once where the browser cannot observe. The handle lets the caller
/// mark it near itself (a focused place). The places that fetch a part when a reader gets there
/// (a lesson's boards, its contest problem and terms, the chocolate games' table) share it, with
/// [`use_part`].
#[yew::hook]
pub fn use_near(place: &yew::NodeRef, margin: &'static str, watch: bool) -> yew::UseStateHandle<bool> {
    let near = yew::use_state_eq(|| false);
    let watch = watch && !*near;
    let (place, setter) = (place.clone(), near.setter());
    yew::use_effect_with(watch, move |&watch| {
        let observer = if watch {
            let soon = setter.clone();
            let observer = observe(&place, margin, move || soon.set(true));
            if observer.is_none() {
                setter.set(true);
            }
            observer
        } else {
            None
        };
        move || {
            if let Some((observer, _callback)) = observer {
                observer.disconnect();
            }
        }
    });
    near
}
