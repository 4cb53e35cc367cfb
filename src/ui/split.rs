//! Split points: code fetched in a part of the module of its own the first time it is needed
//! (see ARCHITECTURE.md, "Code splitting").
//!
//! With the feature `split` (the Trunk build), every function `split_points!` declares is a split
//! point: scripts/split-wasm.mjs moves the code only it reaches into a wasm file of its own
//! (`split_<name>.wasm`), and the code two parts share into files those parts fetch together.
//! Without the feature (native checks, the browser tests) the same functions are plain calls.

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
/// type `$ty` (usually a renderer, a `fn` pointer into the part). Also declares `PARTS`, the
/// names, and `fetch(name)`, which awaits the part `name` (a direct call without the feature).
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

        /// The value of the part `name`, fetching the part first if needed.
        #[allow(clippy::unused_async)]
        pub async fn fetch(name: &'static str) -> Result<$ty, $crate::ui::split::LoadFailed> {
            match name {
                $(stringify!($name) => $crate::ui::split::call!($name()),)*
                _ => Err($crate::ui::split::LoadFailed),
            }
        }
    };
}
pub(crate) use split_points;

#[cfg(feature = "split")]
macro_rules! call {
    ($e:expr) => {
        $e.await
    };
}

#[cfg(not(feature = "split"))]
macro_rules! call {
    ($e:expr) => {
        $e
    };
}
pub(crate) use call;
