//! The Green Hackenbush page as its own wasm module, loaded by the app shell the first time the
//! page is opened (see `ui::lazy`).

#[cfg(target_arch = "wasm32")]
mod module {
    use grundy_lab::ui::hackenbush_page::{HackenbushPage, HackenbushPageProps};
    use grundy_lab::ui::lazy;
    use wasm_bindgen::prelude::wasm_bindgen;
    use yew::AttrValue;

    /// Renders the page into `root` with the position text from the URL.
    #[wasm_bindgen]
    pub fn mount(root: web_sys::Element, position: Option<String>) {
        lazy::mount_page::<HackenbushPage>(
            root,
            HackenbushPageProps { position: position.map(AttrValue::from) },
        );
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
