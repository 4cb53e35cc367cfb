//! Japanese and English: the reader's language, the header's switch, and how a text table is
//! chosen.
//!
//! Every visible text lives in the content files (`content/<lang>/`), turned by build.rs into
//! typed methods (`crate::content::<table>::Words(lang)`): a text missing in one language does
//! not build, and there is no lookup by key that could fail at run time. Components read the
//! language with [`use_lang`] and pass it to a table.

use yew::prelude::*;

pub use crate::content::Lang;

/// Where the reader's choice is remembered.
const STORAGE_KEY: &str = "grundy-lab.lang";

impl Lang {
    /// The remembered choice, else the browser's first language we have, else English.
    pub fn initial() -> Lang {
        let window = web_sys::window();
        let stored = window
            .as_ref()
            .and_then(|w| w.local_storage().ok().flatten())
            .and_then(|storage| storage.get_item(STORAGE_KEY).ok().flatten())
            .and_then(|code| Lang::from_code(&code));
        if let Some(lang) = stored {
            return lang;
        }
        let navigator = window.map(|w| w.navigator());
        let preferred = navigator.as_ref().map(|n| n.languages().to_vec()).unwrap_or_default();
        preferred
            .iter()
            .filter_map(|code| code.as_string())
            .chain(navigator.and_then(|n| n.language()))
            .find_map(|code| Lang::from_code(&code))
            .unwrap_or_default()
    }

    /// Remembers the reader's choice: an address without a language opens in it.
    fn remember(self) {
        if let Some(Ok(Some(storage))) = web_sys::window().map(|w| w.local_storage()) {
            let _ = storage.set_item(STORAGE_KEY, self.code());
        }
    }

    /// Tells the document (screen readers, fonts, hyphenation).
    fn apply(self) {
        if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
            let _ = root.set_attribute("lang", self.code());
        }
    }
}

/// The language and how to change it, as a context.
#[derive(Clone, PartialEq, Debug)]
pub struct LangHandle {
    pub lang: Lang,
    pub set: Callback<Lang>,
}

/// The reader's language (English outside a [`LangProvider`], e.g. in a component test).
#[hook]
pub fn use_lang() -> Lang {
    use_context::<LangHandle>().map_or(Lang::En, |handle| handle.lang)
}

#[derive(Properties, PartialEq)]
pub struct LangProviderProps {
    /// The language the address names (`super::route`): the one shown.
    pub lang: Lang,
    pub children: Html,
}

/// Holds the language for everything inside it. A switch is remembered and puts the other
/// language in the address (`route::switch_lang`), and the address brings it here. A page opened
/// in a language (a shared link) does not change the choice.
#[component(LangProvider)]
pub fn lang_provider(props: &LangProviderProps) -> Html {
    use_effect_with(props.lang, |lang| lang.apply());
    let set = use_callback((), |lang: Lang, _| {
        lang.remember();
        super::route::switch_lang(lang);
    });
    html! {
        <ContextProvider<LangHandle> context={LangHandle { lang: props.lang, set }}>
            { props.children.clone() }
        </ContextProvider<LangHandle>>
    }
}

/// The header's switch: a link per language to the same page in it, the current one marked. A
/// link, so that it works before the app has loaded (on a page's pre-rendered text); once the
/// app runs, a click switches in place and is remembered.
#[derive(Properties, PartialEq)]
pub struct LangSwitchProps {
    /// The page shown, so that the links follow it (the address is read when it changes).
    pub route: super::route::Route,
}

#[component(LangSwitch)]
pub fn lang_switch(_props: &LangSwitchProps) -> Html {
    let Some(handle) = use_context::<LangHandle>() else { return html! {} };
    let page = super::route::address().page;
    html! {
        <div class="lang-switch" role="group" aria-label={crate::content::app::Words(handle.lang).language_switch()}>
            { for Lang::ALL.iter().map(|&lang| {
                let set = handle.set.clone();
                let onclick = Callback::from(move |event: MouseEvent| {
                    // A new tab or window (a modifier key) is the browser's: the link's address.
                    if super::route::plain_click(&event) && !super::handover::pending() {
                        event.prevent_default();
                        set.emit(lang);
                    }
                });
                html! {
                    <a href={format!("/{}{page}", lang.code())} lang={lang.code()} hreflang={lang.code()}
                       aria-current={(lang == handle.lang).then_some("true")} {onclick}>
                        { lang.own_name() }
                    </a>
                }
            }) }
        </div>
    }
}
