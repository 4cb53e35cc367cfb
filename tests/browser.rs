//! Browser tests: the Nim page mounted in headless Chromium (wasm-bindgen-test).
//!
//! Run with `cargo test --target wasm32-unknown-unknown --test browser`.
#![cfg(target_arch = "wasm32")]

use grundy_lab::games::catalog::GAMES;
use grundy_lab::games::nim::Nim;
use grundy_lab::ui::kit::page::{GamePage, GamePageProps};
use grundy_lab::ui::{api, panic};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlSelectElement};
use yew::AttrValue;

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// Mounts the Nim page at `position` in a fresh element and returns that element.
async fn mount(position: &str) -> Element {
    // Each test starts with no saved game (ui::kit::persist keeps one per game).
    web_sys::window().unwrap().local_storage().unwrap().unwrap().clear().unwrap();
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<GamePage<Nim>>::with_root_and_props(
        root.clone(),
        GamePageProps { position: Some(AttrValue::from(position.to_owned())) },
    )
    .render();
    yew::scheduler::flush().await;
    root
}

fn all(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length()).map(|i| list.item(i).unwrap().dyn_into::<Element>().unwrap()).collect()
}

fn texts(root: &Element, selector: &str) -> Vec<String> {
    all(root, selector).iter().map(|e| e.text_content().unwrap_or_default()).collect()
}

fn pile_sizes(root: &Element) -> Vec<String> {
    all(root, "g.pile").iter().map(|g| g.get_attribute("data-stones").unwrap()).collect()
}

/// Clicks the SVG stone `index` (0 = bottom) of pile `pile` (0-based).
async fn click_stone(root: &Element, pile: usize, index: u32) {
    let selector = format!("circle.stone[data-pile='{pile}'][data-index='{index}']");
    let stone = root.query_selector(&selector).unwrap().expect("the stone is drawn");
    let init = web_sys::MouseEventInit::new();
    init.set_bubbles(true);
    let event = web_sys::MouseEvent::new_with_mouse_event_init_dict("click", &init).unwrap();
    stone.dispatch_event(&event).unwrap();
    yew::scheduler::flush().await;
}

async fn choose(root: &Element, selector: &str, value: &str) {
    let select: HtmlSelectElement = root.query_selector(selector).unwrap().unwrap().dyn_into().unwrap();
    select.set_value(value);
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    select.dispatch_event(&web_sys::Event::new_with_event_init_dict("change", &init).unwrap()).unwrap();
    yew::scheduler::flush().await;
}

#[wasm_bindgen_test]
async fn board_draws_one_stone_per_stone_with_labels() {
    let root = mount("3,4,5").await;
    assert_eq!(all(&root, "circle.stone").len(), 3 + 4 + 5);
    assert_eq!(pile_sizes(&root), ["3", "4", "5"]);
    assert_eq!(texts(&root, "g.pile .pile-label"), ["*3", "*4", "*5"]);
    // 3 ⊕ 4 ⊕ 5 = 2 by hand.
    assert_eq!(texts(&root, ".total-value"), ["2"]);
}

#[wasm_bindgen_test]
async fn click_takes_that_stone_and_every_stone_above() {
    let root = mount("3,4,5").await;
    choose(&root, "select.mode", "hh").await;
    // Pile 2 (index 1) holds 4 stones; clicking its second stone from the bottom (index 1)
    // takes stones 1, 2 and 3, leaving 1.
    click_stone(&root, 1, 1).await;
    assert_eq!(pile_sizes(&root), ["3", "1", "5"]);
    assert_eq!(all(&root, "circle.stone").len(), 3 + 1 + 5);
    assert_eq!(texts(&root, "g.pile .pile-label"), ["*3", "*1", "*5"]);
    // 3 ⊕ 1 ⊕ 5 = 7 by hand.
    assert_eq!(texts(&root, ".total-value"), ["7"]);
    assert_eq!(texts(&root, ".history .move"), ["took 3 from pile 2"]);
}

#[wasm_bindgen_test]
async fn computer_replies_at_once_and_labels_follow() {
    let root = mount("3,4,5").await;
    // Take the top stone of pile 3: 3 4 4 has nim-sum 3, and the computer's only winning reply
    // takes all 3 from pile 1 (3 ⊕ 3 = 0), leaving 0 4 4.
    click_stone(&root, 2, 4).await;
    assert_eq!(pile_sizes(&root), ["0", "4", "4"]);
    assert_eq!(texts(&root, ".total-value"), ["0"]);
    let reason = texts(&root, ".computer-reason").join("");
    assert_eq!(reason, "Computer took 3 from pile 1: the nim-sum was 3 (0b11), and this makes it 0.");
    assert_eq!(texts(&root, ".history .move").len(), 2);
}

#[wasm_bindgen_test]
async fn labels_can_be_hidden_for_blind_play() {
    let root = mount("1,2").await;
    assert_eq!(all(&root, ".pile-label").len(), 2);
    let toggle: HtmlElement = root.query_selector(".labels-toggle").unwrap().unwrap().dyn_into().unwrap();
    toggle.click();
    yew::scheduler::flush().await;
    assert!(all(&root, ".pile-label").is_empty());
    assert!(all(&root, ".total-value").is_empty());
    // The explanations are hidden, not removed: they come back as they were with the values.
    assert_eq!(all(&root, ".panels[hidden] .xor-panel").len(), 1);
    assert_eq!(all(&root, ".panels:not([hidden])").len(), 0);
}

#[wasm_bindgen_test]
async fn malformed_position_shows_a_message_and_the_default() {
    let root = mount("3,banana").await;
    let notice = texts(&root, ".url-notice").join("");
    assert!(notice.contains("\"banana\" is not a pile size"), "{notice}");
    assert_eq!(pile_sizes(&root), ["3", "4", "5"]);
}

#[wasm_bindgen_test]
async fn large_positions_use_the_compact_view() {
    let root = mount("1000000,7").await;
    assert!(all(&root, "circle.stone").is_empty());
    assert_eq!(all(&root, ".pile-card").len(), 2);
}

#[wasm_bindgen_test]
fn panic_panel_shows_the_message() {
    panic::show_panel("test message: index out of bounds");
    let panel = document().get_element_by_id(panic::PANEL_ID).expect("panel shown");
    assert!(panel.text_content().unwrap().contains("test message: index out of bounds"));
    // The Content-Security-Policy blocks inline handlers: the button must reload without one.
    let button = panel.query_selector("button").unwrap().expect("a reload button");
    assert_eq!(button.get_attribute("onclick"), None);
    panel.remove();
    // In the page's language, as the switch set it on the root element (the Japanese app table).
    let root = document().document_element().unwrap();
    let before = root.get_attribute("lang");
    root.set_attribute("lang", "ja").unwrap();
    panic::show_panel("index out of bounds");
    let panel = document().get_element_by_id(panic::PANEL_ID).expect("panel shown");
    let text = panel.text_content().unwrap();
    panel.remove();
    match before {
        Some(code) => root.set_attribute("lang", &code).unwrap(),
        None => root.remove_attribute("lang").unwrap(),
    }
    assert!(text.starts_with("エラーが起きました") && text.ends_with("再読み込み"), "{text}");
}

#[wasm_bindgen_test]
fn api_returns_plain_objects() {
    let get = |value: &wasm_bindgen::JsValue, key: &str| js_sys::Reflect::get(value, &key.into()).unwrap();
    // Seed 000: {8, 6, 5} → take 5 from pile 1.
    let result = api::analyze(&"nim".into(), &"8 6 5".into());
    assert_eq!(get(&result, "grundy").as_f64(), Some(11.0));
    assert_eq!(get(&result, "outcome").as_string().as_deref(), Some("N"));
    let first = js_sys::Array::from(&get(&result, "winning_moves")).get(0);
    assert_eq!(get(&first, "move").as_string().as_deref(), Some("1-5"));
    assert_eq!(get(&first, "to").as_string().as_deref(), Some("3 6 5"));
    let error = api::analyze(&"nim".into(), &wasm_bindgen::JsValue::from_f64(3.0));
    assert!(get(&error, "error").as_string().unwrap().contains("takes two strings"));
}

#[wasm_bindgen_test]
fn every_address_is_a_page() {
    use grundy_lab::ui::route::Route;
    let known = |id: &str| GAMES.contains(&id);
    let game =
        |id: &str, position: Option<&str>| Route::Game { id: id.into(), position: position.map(Into::into) };
    // The shapes the app writes.
    assert_eq!(Route::parse("#/", known), Route::Home);
    assert_eq!(Route::parse("#/nim", known), game("nim", None));
    assert_eq!(Route::parse("#/nim/", known), game("nim", None));
    assert_eq!(Route::parse("#/nim/3,4,5", known), game("nim", Some("3,4,5")));
    // Percent-decoded where it can be; kept as it came where it cannot (the page explains).
    assert_eq!(Route::parse("#/nim/3%204", known), game("nim", Some("3 4")));
    assert_eq!(Route::parse("#/nim/%E0%A4%A", known), game("nim", Some("%E0%A4%A")));
    assert_eq!(Route::parse("#/hackenbush/0-1@0:1,2", known), game("hackenbush", Some("0-1@0:1,2")));
    // Addresses found by fuzzing that broke yew-router: each is a page (issue 14).
    for hash in ["", "#", "#?", "#%2F", "# /nim", "#\\nim", "#🍫", "#//", "#///", &"/".repeat(500)] {
        assert_eq!(Route::parse(hash, known), Route::Home, "{hash:?}");
    }
    assert_eq!(Route::parse("#/chess", known), Route::NotFound);
    assert_eq!(Route::parse("#/NIM/3", known), Route::NotFound);
    // The glossary is a page of its own, with an optional term.
    assert_eq!(Route::parse("#/glossary", known), Route::Glossary(None));
    assert_eq!(Route::parse("#/glossary/mex", known), Route::Glossary(Some("mex".into())));
}

/// A page's address: its language first, and what a path cannot hold percent-encoded (hand-written
/// cases: a maze's wall, a graph's arrow, a space, a letter beyond ASCII).
#[wasm_bindgen_test]
fn addresses_name_the_language_and_encode_what_a_path_cannot_hold() {
    use grundy_lab::ui::i18n::Lang;
    use grundy_lab::ui::route::href;
    assert_eq!(href(Lang::Ja, ""), "/ja/");
    assert_eq!(href(Lang::En, "nim/3,4,5"), "/en/nim/3,4,5");
    assert_eq!(href(Lang::Ja, "learn/4?seed=12"), "/ja/learn/4?seed=12");
    assert_eq!(href(Lang::Ja, "maze/..#./...F"), "/ja/maze/..%23./...F");
    assert_eq!(href(Lang::En, "game-graph/a>b,b>c d"), "/en/game-graph/a%3Eb,b%3Ec%20d");
    assert_eq!(href(Lang::En, "sums/nim(3,4)+hackenbush(0-1)"), "/en/sums/nim(3,4)+hackenbush(0-1)");
    assert_eq!(href(Lang::Ja, "glossary/é"), "/ja/glossary/%C3%A9");
}

/// The pages besides the games' are in parts of the split build (`ui::pages`), the home page in
/// the first load. (Each game's page part and `part_of` are written from the same line of
/// `for_each_game!`.)
#[wasm_bindgen_test]
fn every_page_is_in_a_part() {
    use grundy_lab::games::catalog::SUMS_ID;
    use grundy_lab::ui::pages::{part_of, parts::PARTS};
    use grundy_lab::ui::route::Route;
    assert_eq!(part_of(&Route::Home), None, "the home page is in the first load");
    let sums = Route::Game { id: SUMS_ID.to_string(), position: None };
    for route in [sums, Route::Learn(1, None), Route::Review, Route::Glossary(None)] {
        let part = part_of(&route);
        assert!(part.is_some_and(|name| PARTS.contains(&name)), "{route:?}: {part:?} is not a part");
    }
}

/// The import box puts a large paste where the selection was, counted in UTF-16 units as a text
/// box counts them. Expected values by hand.
#[wasm_bindgen_test]
fn a_large_paste_replaces_the_selection() {
    use grundy_lab::ui::kit::import_box::splice_utf16;
    // "ab|cd" with "c" selected (units 2..3).
    assert_eq!(splice_utf16("abcd", 2, 3, "XY"), "abXYd");
    // "é" is one UTF-16 unit (two bytes), "😀" two units (four bytes): units 1..3 are the emoji.
    assert_eq!(splice_utf16("é😀z", 1, 3, "-"), "é-z");
    assert_eq!(splice_utf16("", 0, 0, "5\n1 2"), "5\n1 2");
    // A selection past the end (a stale one) appends.
    assert_eq!(splice_utf16("ab", 7, 9, "c"), "abc");
}

/// The held text's line count, with or without a last newline (by hand).
#[wasm_bindgen_test]
fn a_held_text_counts_its_lines() {
    use grundy_lab::ui::kit::import_box::line_count;
    assert_eq!(line_count(""), 0);
    assert_eq!(line_count("5"), 1);
    assert_eq!(line_count("5\n1 2\n"), 2);
    assert_eq!(line_count("5\n1 2"), 2);
}

/// Every lesson board's game has a part whose name no page's part takes, each board part is the
/// part of a board some lesson shows, and each gives its renderer (fetched, in the split build).
#[wasm_bindgen_test]
async fn every_lesson_board_is_in_a_part() {
    use grundy_lab::ui::course::boards::{part_of, parts};
    use grundy_lab::ui::course::lessons_en::LESSONS;
    use grundy_lab::ui::course::plan::{EXERCISES, Widget};
    use grundy_lab::ui::pages::parts::PARTS as PAGES;
    let widgets = LESSONS.iter().flat_map(|lesson| lesson.sections.iter());
    let games: Vec<_> = widgets
        .filter_map(|section| match section.widget {
            Some(Widget::Play { game, .. }) => Some(game),
            _ => None,
        })
        .chain(EXERCISES.iter().flat_map(|lesson| lesson.iter().map(|exercise| exercise.game)))
        .collect();
    let used: Vec<_> = games.iter().filter_map(|&game| part_of(game)).collect();
    for name in &used {
        assert!(parts::PARTS.contains(name), "{name} is not a board part");
    }
    for name in parts::PARTS {
        assert!(used.contains(name), "{name}: no lesson shows a board of it");
        assert!(!PAGES.contains(name), "{name} is also a page's part");
        assert_eq!(parts::PARTS.iter().filter(|n| *n == name).count(), 1, "{name} twice");
        assert!(parts::fetch(name).await.is_ok(), "{name} gives no board");
    }
}

/// Every lesson has its words in a part per language, the part of its number and language
/// (`course::lesson_part`), and its exercises and contest problem; nothing past the last lesson.
#[wasm_bindgen_test]
async fn every_lesson_has_its_words_in_a_part_per_language() {
    use grundy_lab::games::contest::LESSON_PROBLEMS;
    use grundy_lab::ui::course::page::LESSONS;
    use grundy_lab::ui::course::plan::EXERCISES;
    use grundy_lab::ui::course::{lesson_part, lesson_text, lessons, lessons_en, lessons_ja};
    use grundy_lab::ui::i18n::Lang;
    assert_eq!(
        (EXERCISES.len(), LESSON_PROBLEMS.len(), lessons::PARTS.len()),
        (LESSONS, LESSONS, 2 * LESSONS)
    );
    for number in 1..=LESSONS {
        for (lang, table) in [(Lang::En, &lessons_en::LESSONS), (Lang::Ja, &lessons_ja::LESSONS)] {
            let name = lesson_part(lang, number).expect("a lesson's part");
            assert_eq!(name, format!("lesson_{number}_{}", lang.pick("en", "ja")));
            let words = lessons::fetch(name).await.expect("the lesson's words");
            assert!(std::ptr::eq(words, table[number - 1]), "{name}");
            assert!(std::ptr::eq(lesson_text(lang, number).unwrap(), table[number - 1]), "{name}");
            assert_eq!(words.prompts.len(), EXERCISES[number - 1].len(), "{name}: one question an exercise");
        }
    }
    assert_eq!(lesson_part(Lang::En, LESSONS + 1), None);
    assert_eq!(lesson_part(Lang::Ja, 0), None);
}

/// Coordinates and readouts are printed without core's float formatting (ui::kit::number);
/// expected values by hand.
#[wasm_bindgen_test]
fn decimals_print_like_the_float_formatting_they_replace() {
    use grundy_lab::ui::kit::number::decimal;
    assert_eq!(decimal(40.0, 3), "40");
    assert_eq!(decimal(12.5, 3), "12.5");
    assert_eq!(decimal(-3.0, 3), "-3");
    assert_eq!(decimal(100.0 / 3.0, 3), "33.333");
    assert_eq!(decimal(2.0 / 3.0, 2), "0.67");
    assert_eq!(decimal(0.004, 2), "0");
    assert_eq!(decimal(-0.25, 1), "-0.3");
    assert_eq!(decimal(1234.5, 0), "1235");
    assert_eq!(decimal(f64::NAN, 2), "0");
    // What `{:.2}` gave, for values a table's timings take.
    for ms in [0.0, 0.5, 1.25, 17.0, 123.456] {
        assert_eq!(
            decimal(ms, 2).parse::<f64>().unwrap(),
            format!("{ms:.2}").parse::<f64>().unwrap(),
            "{ms}"
        );
    }
}
