//! The three chocolate games (`chocolate-eat`, `chocolate-split`, `cutting`) as one wasm module,
//! loaded by the app shell the first time one of their pages is opened (see `ui::lazy`).

#[cfg(target_arch = "wasm32")]
mod module {
    use grundy_lab::games::chocolate::{CuttingKind, EatKind, SplitKind};
    use grundy_lab::ui::chocolate_page::{ChocolatePage, ChocolatePageProps};
    use grundy_lab::ui::lazy;
    use wasm_bindgen::prelude::wasm_bindgen;
    use yew::AttrValue;

    /// Renders the page of the game the address names (`#/cutting/…`) into `root`, with the
    /// position text from the URL. The shell only loads this module for those three routes.
    #[wasm_bindgen]
    pub fn mount(root: web_sys::Element, position: Option<String>) {
        let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
        let game = hash.trim_start_matches("#/").split('/').next().unwrap_or_default().to_owned();
        let props = ChocolatePageProps { position: position.map(AttrValue::from) };
        match game.as_str() {
            "chocolate-split" => lazy::mount_page::<ChocolatePage<SplitKind>>(root, props),
            "cutting" => lazy::mount_page::<ChocolatePage<CuttingKind>>(root, props),
            _ => lazy::mount_page::<ChocolatePage<EatKind>>(root, props),
        }
    }

    /// Removes the page and its listeners (the person went to another page).
    #[wasm_bindgen]
    pub fn unmount() {
        lazy::unmount_page();
    }
}

fn main() {
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("This is a module of the Grundy Lab web app: start the app with scripts/run.sh.");
}
