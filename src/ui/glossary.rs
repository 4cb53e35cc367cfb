//! The glossary: one paragraph per term, in both languages, at `#/glossary` (a term's own
//! address is `#/glossary/<id>`), and the "terms" box every game page carries.

use yew::prelude::*;

use super::i18n::{Lang, use_lang};

/// One term and its definition.
pub struct Term {
    /// The term's address part, e.g. `grundy` in `#/glossary/grundy`.
    pub id: &'static str,
    pub name: &'static str,
    pub text: &'static str,
}

pub struct GlossaryText {
    pub title: &'static str,
    pub intro: &'static str,
    pub all_terms: &'static str,
    pub terms: [Term; 11],
}

pub static EN: GlossaryText = GlossaryText {
    title: "Glossary",
    intro: "The words the games and explanations use, each in one paragraph.",
    all_terms: "The glossary on its own page",
    terms: [
        Term {
            id: "grundy",
            name: "Grundy value (*n)",
            text: "A number given to every position of an impartial game: 0 for a position with no moves, otherwise the mex of the values of the positions one move away. A position of value 0 is lost for the player to move, any other value is won. A value n is written *n (\u{201c}star n\u{201d}): a position of value *n plays exactly like a Nim pile of n stones.",
        },
        Term {
            id: "mex",
            name: "mex",
            text: "The smallest whole number, counting from 0, that is missing from a set: mex{0, 1, 3} = 2, mex{1, 2} = 0, and the mex of the empty set is 0.",
        },
        Term {
            id: "nim-sum",
            name: "Nim-sum (\u{2295}, XOR)",
            text: "Write the numbers in binary and add each column without carrying: a column with an odd number of ones gives 1, an even number gives 0. That is the bitwise exclusive or (XOR), written \u{2295}: 3 \u{2295} 5 = 6. The value of several games played side by side (each turn, a move in one of them) is the nim-sum of their values.",
        },
        Term {
            id: "positions",
            name: "P-position, N-position",
            text: "An N-position is won by the next player (the one to move) with best play; a P-position by the previous player (the one who just moved). Every move from a P-position leads to an N-position, and from every N-position some move leads to a P-position: that is a winning move. In normal play a position with no moves is a P-position.",
        },
        Term {
            id: "impartial",
            name: "Impartial game; normal and mis\u{e8}re play",
            text: "A game where both players have the same moves from every position (only whose turn it is differs), that always ends, with no chance. In normal play whoever cannot move loses, so the last move wins; in mis\u{e8}re play the last move loses.",
        },
        Term {
            id: "sprague-grundy",
            name: "Sprague\u{2013}Grundy theorem",
            text: "Every position of an impartial game in normal play behaves exactly like one Nim pile, the pile of its Grundy value. So a sum of games is won for the player to move exactly when the nim-sum of the parts' values is not 0, and a winning move changes one part so that the nim-sum becomes 0.",
        },
        Term {
            id: "retrograde",
            name: "Retrograde analysis",
            text: "Deciding every position by working backwards from the end: positions with no moves are lost; a position with a move to a lost one is won; a position whose moves all lead to won ones is lost.",
        },
        Term {
            id: "draw",
            name: "Draw (games with cycles)",
            text: "When positions can repeat, best play may go on for ever: neither player can force a win. Retrograde analysis decides the won and lost positions; the ones it leaves undecided are draws.",
        },
        Term {
            id: "octal",
            name: "Octal game",
            text: "A game of heaps (rows of pins) where a move takes some from one heap and may leave the rest as one heap or split it in two. Its rules are a code like 0.77: after \u{201c}0.\u{201d}, digit k tells how k may be taken, the sum of 1 (a whole heap), 2 (from an end, leaving one heap) and 4 (from the middle, leaving two). A split heap is a sum of two games, so its value is G(a) \u{2295} G(b): the splitting rule.",
        },
        Term {
            id: "kayles",
            name: "Kayles",
            text: "The octal game 0.77: bowling pins stand in rows, and a move knocks down one pin or two touching pins, which may split a row in two. Its values repeat with period 12 from a row of 71 pins on, so rows of any length are valued through the period.",
        },
        Term {
            id: "period",
            name: "Period (of a Grundy sequence)",
            text: "The Grundy values of a heap of 0, 1, 2, \u{2026} are periodic with period p from n\u{2080} on when G(n + p) = G(n) for every n \u{2265} n\u{2080}; before n\u{2080} is the pre-period. For an octal game whose largest take is t it is enough (with n\u{2080} \u{2265} 1) to check n from n\u{2080} to 2n\u{2080} + p + t \u{2212} 1 (the octal periodicity theorem of Guy and Smith): a period is then proved, not guessed.",
        },
    ],
};

pub static JA: GlossaryText = GlossaryText {
    title: "用語集",
    intro: "ゲームと解説で使う用語を、1 段落ずつ説明します。",
    all_terms: "用語集のページへ",
    terms: [
        Term {
            id: "grundy",
            name: "Grundy 数 (*n)",
            text: "不偏ゲームの各局面に割り当てる数です。動かせない局面は 0、それ以外は 1 手で移れる局面の Grundy 数全体の mex とします。Grundy 数が 0 の局面は手番のプレイヤーの負け、0 以外は勝ちです。値 n を *n と書きます。Grundy 数が n の局面は、石が n 個の山 1 つのニムとまったく同じようにふるまいます。",
        },
        Term {
            id: "mex",
            name: "mex",
            text: "集合に含まれない最小の非負整数です。mex{0, 1, 3} = 2、mex{1, 2} = 0 で、空集合の mex は 0 です。",
        },
        Term {
            id: "nim-sum",
            name: "ニム和 (\u{2295}, XOR)",
            text: "数を 2 進数で書き、桁ごとに繰り上がりなしで足したものです。1 が奇数個ある桁は 1、偶数個の桁は 0 になります。つまりビットごとの排他的論理和 (XOR) で、\u{2295} と書きます (3 \u{2295} 5 = 6)。いくつかのゲームを並べ、毎回どれか 1 つで手を指すとき、全体の Grundy 数は各ゲームの Grundy 数のニム和です。",
        },
        Term {
            id: "positions",
            name: "P 局面・N 局面",
            text: "N 局面は、両者が最適に行動したとき手番のプレイヤーが勝つ局面 (必勝局面)、P 局面は直前に指した側が勝つ局面 (必敗局面) です (N は次に指す側、P は直前に指した側を表す英語の頭文字)。P 局面からはどう動いても N 局面に移り、N 局面からは P 局面に移る手が必ずあります。それが必勝手です。正規形では、動かせない局面は P 局面です。",
        },
        Term {
            id: "impartial",
            name: "不偏ゲーム・正規形と逆形",
            text: "どの局面でも両者に同じ手が許され (違うのは手番だけ)、必ず終わり、偶然の要素がないゲームです (公平ゲームとも呼びます)。正規形では動かせなくなった側が負け、つまり最後に指した人が勝ちです。逆形では最後に指した人が負けです。",
        },
        Term {
            id: "sprague-grundy",
            name: "Sprague\u{2013}Grundy の定理",
            text: "正規形の不偏ゲームの局面は、どれも Grundy 数と同じ個数の石の山 1 つのニムと同じようにふるまいます。したがって複数のゲームの和は、各部分の Grundy 数のニム和が 0 でないときに限り手番のプレイヤーの勝ちで、必勝手は、どれか 1 つの部分を動かしてニム和を 0 にする手です。",
        },
        Term {
            id: "retrograde",
            name: "後退解析",
            text: "終わりの局面から逆向きにたどって、すべての局面の勝ち負けを決める方法です。動かせない局面は負け、負けの局面に移れる局面は勝ち、どの手も勝ちの局面に移ってしまう局面は負けです。",
        },
        Term {
            id: "draw",
            name: "引き分け (閉路のあるゲーム)",
            text: "同じ局面に戻れるゲームでは、最善の進行が終わらないことがあり、どちらも勝ちを強制できません (千日手)。後退解析で勝ちとも負けとも決まらずに残った局面が引き分けです。",
        },
        Term {
            id: "octal",
            name: "オクタルゲーム",
            text: "山 (ピンの列) から何個かを取り、残りを 1 つの山のままにするか 2 つに分けるゲームです。ルールは 0.77 のような符号で表し、「0.」のあとの k 桁目が k 個取る方法を表します。1 (山をまるごと)、2 (端から取り、1 山が残る)、4 (途中から取り、2 山に分かれる) のうち許されるものの和です。分かれた山は 2 つのゲームの和なので、値は G(a) \u{2295} G(b) になります (分割の規則)。",
        },
        Term {
            id: "kayles",
            name: "ケイレス (Kayles)",
            text: "符号 0.77 のオクタルゲームです。ボウリングのピンが列に並び、1 本か隣り合う 2 本を倒します。列が 2 つに分かれることもあります。Grundy 数は 71 本の列から先で周期 12 で繰り返すので、どんなに長い列も周期で値が求まります。",
        },
        Term {
            id: "period",
            name: "周期 (Grundy 数の列の)",
            text: "山の大きさ 0, 1, 2, \u{2026} の Grundy 数が、n\u{2080} 以上のすべての n で G(n + p) = G(n) を満たすとき、n\u{2080} から周期 p で繰り返すといい、n\u{2080} より前を前周期といいます。一度に取れる最大の個数が t のオクタルゲームでは、n\u{2080} \u{2265} 1 のとき n\u{2080} から 2n\u{2080} + p + t \u{2212} 1 まで確かめれば十分です（Guy と Smith のオクタルゲームの周期定理）。こうして周期は推測ではなく証明されます。",
        },
    ],
};

/// The split points of the glossary's words, one a language: a page that shows terms (the
/// glossary, a lesson, a game page's folded box) fetches only its language's.
// The split points are extern declarations written by wasm_split's macro.
#[allow(unsafe_code)]
pub mod words {
    use super::GlossaryText;
    use crate::ui::split::split_points;

    split_points! {
        &'static GlossaryText;
        glossary_words_en => &super::EN;
        glossary_words_ja => &super::JA;
    }
}

/// The part holding `lang`'s glossary.
pub fn words_part(lang: Lang) -> &'static str {
    lang.pick("glossary_words_en", "glossary_words_ja")
}

/// The glossary in `lang` once its part is here (after a switch of language, the other
/// language's until the new one's comes); `None` before any has come.
#[cfg(feature = "split")]
pub fn glossary_text(lang: Lang) -> Option<&'static GlossaryText> {
    let other = lang.pick(Lang::Ja, Lang::En);
    words::here(words_part(lang)).or_else(|| words::here(words_part(other)))
}

/// The glossary in `lang` (without code splitting: the tables themselves).
#[cfg(not(feature = "split"))]
pub fn glossary_text(lang: Lang) -> Option<&'static GlossaryText> {
    Some(lang.pick(&EN, &JA))
}

/// The address of a term.
pub fn term_href(id: &str) -> String {
    format!("#/glossary/{id}")
}

#[derive(Properties, PartialEq)]
pub struct GlossaryPageProps {
    /// The term the address names, shown first and highlighted.
    pub term: Option<AttrValue>,
}

/// The glossary page.
#[component(GlossaryPage)]
pub fn glossary_page(props: &GlossaryPageProps) -> Html {
    // Drawn by `pages::Page` once the words are here.
    let Some(t) = glossary_text(use_lang()) else { return Html::default() };
    let wanted = props.term.as_deref();
    use_effect_with(props.term.clone(), |term| {
        let element = term
            .as_ref()
            .and_then(|id| web_sys::window()?.document()?.get_element_by_id(&format!("term-{id}")));
        if let Some(element) = element {
            element.scroll_into_view();
        }
    });
    html! {
        <main class="page glossary">
            <h1>{ t.title }</h1>
            <p class="lead">{ t.intro }</p>
            <dl class="glossary-list">
                { for t.terms.iter().map(|term| html! {
                    <div class={classes!("term", (wanted == Some(term.id)).then_some("wanted"))} id={format!("term-{}", term.id)}>
                        <dt><a href={term_href(term.id)}>{ term.name }</a></dt>
                        <dd>{ term.text }</dd>
                    </div>
                }) }
            </dl>
        </main>
    }
}

/// The game pages' box of terms: every definition, folded, and a link to the glossary. The
/// definitions are fetched when the box is first opened (its summary is the app's own words).
#[component(TermsPanel)]
pub fn terms_panel() -> Html {
    let lang = use_lang();
    let app = super::text::app_text(lang);
    let rerender = use_force_update();
    let failed = use_state_eq(|| false);
    let open = use_state_eq(|| false);
    // Bumped by "Try again": fetches the words again.
    let attempt = use_state_eq(|| 0_u32);
    {
        let (rerender, failed) = (rerender.clone(), failed.setter());
        use_effect_with((*open, lang, *attempt), move |&(open, lang, _)| {
            let name = words_part(lang);
            if open && words::here(name).is_none() {
                failed.set(false);
                yew::platform::spawn_local(async move {
                    match words::fetch(name).await {
                        Ok(_) => rerender.force_update(),
                        Err(_) => failed.set(true),
                    }
                });
            }
        });
    }
    let ontoggle = {
        let open = open.setter();
        Callback::from(move |event: Event| {
            let details: web_sys::HtmlDetailsElement = event.target_unchecked_into();
            open.set(details.open());
        })
    };
    let retry = Callback::from(move |_: MouseEvent| attempt.set(*attempt + 1));
    let body = match glossary_text(lang) {
        Some(t) => html! {
            <>
                <dl class="glossary-list">
                    { for t.terms.iter().map(|term| html! {
                        <div class="term">
                            <dt>{ term.name }</dt>
                            <dd>{ term.text }</dd>
                        </div>
                    }) }
                </dl>
                <p><a href="#/glossary">{ t.all_terms }</a></p>
            </>
        },
        None if *open => super::split::coming(*failed, app.loading, app.load_failed, app.retry, retry),
        None => Html::default(),
    };
    html! {
        <details class="panel terms-panel" {ontoggle}>
            <summary>{ app.terms_here }</summary>
            { body }
        </details>
    }
}
