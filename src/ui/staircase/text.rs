//! Staircase Nim's page in English and Japanese: one table per language.

use crate::games::sentence;
use crate::games::staircase::{
    MAX_COINS, MAX_INPUT_LEN, MAX_STEPS, ParseStaircaseError, StairKind, StaircaseError,
};
use crate::ui::i18n::{Lang, plural};
use crate::ui::text::{GameNames, GameWords};

/// Staircase Nim's name and summary (the header, the home page).
pub const STAIRCASE_NAMES: GameNames = GameNames {
    en: GameWords {
        name: "Staircase Nim",
        summary: "Move coins from one step down to the step below; whoever cannot move loses.",
    },
    ja: GameWords {
        name: "階段ニム",
        summary: "1 つの段からコインを何枚か 1 段下へ降ろします。動かせなくなった人の負けです。",
    },
};

pub struct StaircaseText {
    pub title: &'static str,
    pub rules: &'static str,
    pub winning_move: &'static str,
    pub position_noun: &'static str,
    pub setup_label: &'static str,
    pub setup_help: fn() -> String,
    pub how_to_move: &'static str,
    pub why_no_move: &'static str,
    pub no_winning_move: &'static str,
    pub winning_moves_intro: &'static str,
    pub total_name: &'static str,
    pub parse_error: fn(&ParseStaircaseError) -> String,
    pub move_error: fn(&StaircaseError) -> String,
    /// "moved 2 coins from step 3 down to step 2" (step 1: off the staircase).
    pub moved: fn(step: usize, coins: u64) -> String,
    pub reason_to_zero: fn(nim_sum: u64, from: usize, kind: StairKind) -> String,
    pub reason_fewest: fn(replies: usize) -> String,
    pub reason_moved_on: fn(coins: u64, from: usize) -> String,
    pub hint_line: fn(mv: &str, to: &str) -> String,
    pub board_label: &'static str,
    pub stairs_aria: fn(steps: &str) -> String,
    /// A step's name and coins, for its title and the keyboard's spoken line.
    pub step_title: fn(step: usize, coins: u64, odd: bool) -> String,
    pub odd_legend: &'static str,
    pub choose_step: &'static str,
    /// The move chosen: `coins` of the `on_step` coins of step `step`.
    pub chosen: fn(step: usize, on_step: u64) -> String,
    pub coins_label: &'static str,
    pub move_button: &'static str,
    pub too_many_steps: fn(steps: usize) -> String,
    pub not_a_move: fn(&str) -> String,
    pub keys_step: &'static str,
    pub keys_coins: &'static str,
    pub keys_play: &'static str,
    pub preset_default: &'static str,
    pub preset_even: &'static str,
    pub preset_long: &'static str,
    pub stepper_heading: &'static str,
    pub step_names: [&'static str; 4],
    pub step_odd: &'static str,
    pub step_xor: fn(total: u64) -> String,
    pub step_move: fn(step: usize, coins: u64, from: u64, to: u64, kind: StairKind) -> String,
    pub step_no_move: &'static str,
    pub step_even: &'static str,
    pub even_example: fn(coins: u64, even: usize, odd: usize, before: u64, after: u64) -> String,
    pub even_none: &'static str,
    pub too_many_odd: fn(odd_steps: usize) -> String,
    pub step_column: &'static str,
    pub coins_column: &'static str,
    pub heap_column: &'static str,
    pub step_short: fn(step: usize) -> String,
    pub xor_move: fn(step: &str, from: u64, to: u64) -> String,
    pub xor_zero: &'static str,
    pub georgia_heading: &'static str,
    pub georgia_text: &'static str,
    pub georgia_link: fn(squares: &str) -> String,
    pub georgia_too_far: &'static str,
}

/// "step 2" or "the floor" (step 0), where moved coins land.
fn landing_en(step: usize) -> String {
    if step == 0 { "the floor".to_owned() } else { format!("step {step}") }
}

fn landing_ja(step: usize) -> String {
    if step == 0 { "床".to_owned() } else { format!("段 {step}") }
}

pub static EN: StaircaseText = StaircaseText {
    title: "Staircase Nim",
    rules: "Coins lie on the steps of a staircase, step 1 at the bottom. On your turn move one or more coins from one step down to the step below; from step 1 they leave the game. Whoever cannot move loses.",
    winning_move: "making the last move",
    position_noun: "a staircase Nim position",
    setup_label: "Coins on each step",
    setup_help: || {
        format!(
            "The coins on each step from step 1 up, separated by spaces or commas (e.g. 3 1 2); at most {MAX_STEPS} steps and {MAX_COINS} coins in all, {MAX_INPUT_LEN} characters."
        )
    },
    how_to_move: "tap a step, then choose how many coins go down",
    why_no_move: "every coin is on the floor",
    no_winning_move: "No winning move: the odd steps' nim-sum is 0. Move a coin and hope for a mistake.",
    winning_moves_intro: "Winning moves (each makes the odd steps' nim-sum 0):",
    total_name: "nim-sum of the odd steps",
    parse_error: |error| sentence(&error.to_string()),
    move_error: |error| sentence(&error.to_string()),
    moved: |step, coins| {
        if step == 1 {
            format!("took {} off step 1", plural(coins, "coin", "coins"))
        } else {
            format!("moved {} from step {step} down to step {}", plural(coins, "coin", "coins"), step - 1)
        }
    },
    reason_to_zero: |nim_sum, from, kind| match kind {
        StairKind::OddStep => format!(
            "the odd steps' nim-sum was {nim_sum}; lowering odd step {from} (its coins land on {}, where they no longer count) makes it 0",
            landing_en(from - 1)
        ),
        StairKind::EvenStep => format!(
            "the odd steps' nim-sum was {nim_sum}; coins from even step {from} land on odd step {} and raise it so that the nim-sum becomes 0",
            from - 1
        ),
    },
    reason_fewest: |replies| {
        format!(
            "the odd steps' nim-sum was 0, so every move loses against best play; this one-coin move leaves the fewest winning replies ({replies})"
        )
    },
    reason_moved_on: |coins, from| {
        format!(
            "you brought {} down from an even step onto odd step {from}, so it moved the same coins on, to {}: the odd steps are as they were, and their nim-sum is 0 again",
            plural(coins, "coin", "coins"),
            landing_en(from - 1)
        )
    },
    hint_line: |mv, to| format!("{mv} → {to}"),
    board_label: "Staircase: ← → choose a step, ↑ ↓ how many coins, Enter moves them down",
    stairs_aria: |steps| format!("Coins on steps 1 and up: {steps}"),
    step_title: |step, coins, odd| {
        format!(
            "Step {step} ({}): {}",
            if odd { "odd, counts" } else { "even" },
            plural(coins, "coin", "coins")
        )
    },
    odd_legend: "Shaded steps are the odd ones (1, 3, 5, …): only their coins count.",
    choose_step: "Tap a step with coins.",
    chosen: |step, on_step| {
        format!("Step {step} has {}. Coins to move down:", plural(on_step, "coin", "coins"))
    },
    coins_label: "coins to move",
    move_button: "Move down",
    too_many_steps: |steps| format!("This staircase has {steps} steps, too many to draw: type a move below."),
    not_a_move: |text| {
        format!("\"{text}\" is not a move: write step-coins (3-2 moves 2 coins from step 3 down to step 2).")
    },
    keys_step: "choose a step",
    keys_coins: "how many coins",
    keys_play: "move them down",
    preset_default: "3 1 2",
    preset_even: "Coins on even steps only",
    preset_long: "30 steps",
    stepper_heading: "Why only the odd steps count",
    step_names: ["Odd steps", "Nim-sum", "Winning move", "Even steps"],
    step_odd: "Mark the odd steps 1, 3, 5, …. Every move changes exactly one of them: coins leaving an odd step lower it (they land on an even step or the floor), and coins leaving an even step land on the odd step below and raise it. So the odd steps are Nim heaps, with one extra kind of move.",
    step_xor: |total| {
        if total == 0 {
            "The nim-sum of the odd steps is 0: the player to move loses against best play.".to_owned()
        } else {
            format!("The nim-sum of the odd steps is {total}, not 0: the player to move wins by making it 0.")
        }
    },
    step_move: |step, coins, from, to, kind| match kind {
        StairKind::OddStep => format!(
            "Play Nim on the odd steps: move {} from step {step} down to {}, so step {step} goes from {from} to {to} and the nim-sum becomes 0.",
            plural(coins, "coin", "coins"),
            landing_en(step - 1)
        ),
        StairKind::EvenStep => format!(
            "Bring {} from step {step} onto step {}, raising it from {from} to {to}: the nim-sum becomes 0.",
            plural(coins, "coin", "coins"),
            step - 1
        ),
    },
    step_no_move: "There is no winning move: whatever moves, exactly one odd step changes, and the nim-sum is no longer 0.",
    step_even: "Why the even steps do not count: when the opponent brings coins down from an even step, move the same coins on to the next step down. The odd steps are back as they were, and coins only go down, so this cannot go on for ever.",
    even_example: |coins, even, odd, before, after| {
        format!(
            "Here: bringing {} from step {even} down to step {odd} makes it {after}; the answer moves them on, from step {odd} to {}, and step {odd} holds {before} again.",
            plural(coins, "coin", "coins"),
            landing_en(odd - 1)
        )
    },
    even_none: "Here no even step holds a coin: the game is plain Nim on the odd steps.",
    too_many_odd: |odd_steps| format!("{odd_steps} odd steps: too many to list, their nim-sum is below."),
    step_column: "Step",
    coins_column: "Coins",
    heap_column: "Heap",
    step_short: |step| format!("step {step}"),
    xor_move: |step, from, to| {
        format!(
            "The highest bit of the nim-sum is set on {step}: move coins down from it until {to} of its {from} remain."
        )
    },
    xor_zero: "The odd steps' nim-sum is 0: every move changes one odd step, so it leaves a nim-sum other than 0.",
    georgia_heading: "Georgia and Bob is this game",
    georgia_text: "In Georgia and Bob (POJ 1704) chessmen slide left along a row. Read the empty squares in front of each chessman from the right: they are the steps (the rightmost chessman's gap is step 1). Sliding a chessman left takes squares from its gap and adds them to the gap behind it, as a move here brings coins down one step; the pairs' gaps of that page are the odd steps.",
    georgia_link: |squares| format!("This staircase as Georgia and Bob: chessmen on {squares}"),
    georgia_too_far: "This staircase would need more than 10 000 squares or 1 000 chessmen, beyond the Georgia and Bob page.",
};

pub static JA: StaircaseText = StaircaseText {
    title: "階段ニム",
    rules: "階段の各段にコインがあります（いちばん下が段 1）。自分の番では 1 つの段からコインを 1 枚以上、1 段下へ降ろします。段 1 から降ろしたコインはゲームから消えます。動かせなくなった人の負けです。",
    winning_move: "最後にコインを降ろして",
    position_noun: "階段ニムの局面",
    setup_label: "各段のコイン",
    setup_help: || {
        format!(
            "段 1 から順に各段のコインの枚数を空白かカンマで区切って書きます（例: 3 1 2）。段は {MAX_STEPS} 段まで、コインは全部で {MAX_COINS} 枚まで、入力は {MAX_INPUT_LEN} 文字までです。"
        )
    },
    how_to_move: "段をタップして、降ろす枚数を選んでください",
    why_no_move: "コインがすべて床にある",
    no_winning_move: "必勝手はありません。奇数段のニム和が 0 です。コインを 1 枚降ろして相手のミスを待ちましょう。",
    winning_moves_intro: "必勝手（どれも奇数段のニム和を 0 にします）:",
    total_name: "奇数段のニム和",
    parse_error: |error| match error {
        ParseStaircaseError::Empty => {
            "段 1 から順に各段のコインの枚数を入力してください（例: 3 1 2）。".into()
        }
        ParseStaircaseError::TooLong { len } => {
            format!("入力が {len} 文字あります。局面は {MAX_INPUT_LEN} 文字までです。")
        }
        ParseStaircaseError::NotANumber { token } => format!(
            "「{}」はコインの枚数ではありません。整数を空白かカンマで区切って書いてください。",
            token.chars().take(20).collect::<String>()
        ),
        ParseStaircaseError::Negative { token } => format!(
            "「{}」は負の数です。各段のコインは 0 枚以上です。",
            token.chars().take(20).collect::<String>()
        ),
        ParseStaircaseError::TooLarge { token } => format!(
            "「{}」は大きすぎます。コインは全部で {MAX_COINS} 枚までです。",
            token.chars().take(30).collect::<String>()
        ),
        ParseStaircaseError::TooManySteps { count } => {
            format!("段が {count} 段あります。階段は {MAX_STEPS} 段までです。")
        }
        ParseStaircaseError::TooManyCoins => format!("コインが全部で {MAX_COINS} 枚を超えています。"),
    },
    move_error: |error| match error {
        StaircaseError::NoSuchStep { step, steps } => {
            format!("段 {step} はありません。段は 1 から {steps} までです。")
        }
        StaircaseError::MoveNothing => "コインを 1 枚以上降ろしてください。".into(),
        StaircaseError::TooMany { step, coins, on_step } => {
            format!("段 {step} にはコインが {on_step} 枚しかないので、{coins} 枚は降ろせません。")
        }
    },
    moved: |step, coins| {
        if step == 1 {
            format!("段 1 から {coins} 枚を床に降ろした")
        } else {
            format!("段 {step} から段 {} へ {coins} 枚降ろした", step - 1)
        }
    },
    reason_to_zero: |nim_sum, from, kind| match kind {
        StairKind::OddStep => format!(
            "奇数段のニム和は {nim_sum} でした。奇数段 {from} のコインを減らすと（降りたコインは{}に移り、もう数えません）、ニム和が 0 になります",
            landing_ja(from - 1)
        ),
        StairKind::EvenStep => format!(
            "奇数段のニム和は {nim_sum} でした。偶数段 {from} のコインを奇数段 {} に降ろして増やすと、ニム和が 0 になります",
            from - 1
        ),
    },
    reason_fewest: |replies| {
        format!(
            "奇数段のニム和が 0 なので、どの手も相手が最善を尽くすと負けです。相手の必勝手がいちばん少なくなる 1 枚の手（{replies} 通り）を選びました"
        )
    },
    reason_moved_on: |coins, from| {
        format!(
            "あなたが偶数段から奇数段 {from} に {coins} 枚降ろしたので、同じ {coins} 枚をそのまま{}へ降ろしました。奇数段は元どおりで、ニム和はまた 0 です",
            landing_ja(from - 1)
        )
    },
    hint_line: |mv, to| format!("{mv} → {to}"),
    board_label: "階段: ← → で段、↑ ↓ で枚数を選び、Enter で降ろします",
    stairs_aria: |steps| format!("段 1 から順に各段のコイン: {steps}"),
    step_title: |step, coins, odd| {
        format!("段 {step}（{}）: {coins} 枚", if odd { "奇数段。数に入る" } else { "偶数段" })
    },
    odd_legend: "色の濃い段が奇数段（1, 3, 5, …）です。数に入るのは奇数段のコインだけです。",
    choose_step: "コインのある段をタップしてください。",
    chosen: |step, on_step| format!("段 {step} にはコインが {on_step} 枚あります。降ろす枚数:"),
    coins_label: "降ろす枚数",
    move_button: "降ろす",
    too_many_steps: |steps| {
        format!("この階段は {steps} 段あり、多すぎて描けません。下の欄に手を入力してください。")
    },
    not_a_move: |text| {
        format!(
            "「{text}」は手ではありません。段-枚数 と書いてください（3-2 は段 3 から段 2 へ 2 枚降ろします）。"
        )
    },
    keys_step: "段を選ぶ",
    keys_coins: "降ろす枚数",
    keys_play: "降ろす",
    preset_default: "3 1 2",
    preset_even: "偶数段だけにコイン",
    preset_long: "30 段",
    stepper_heading: "奇数段だけが数に入るわけ",
    step_names: ["奇数段", "ニム和", "必勝手", "偶数段"],
    step_odd: "段 1, 3, 5, … の奇数段に印を付けます。どの手もちょうど 1 つの奇数段を変えます。奇数段から降ろすとその段が減り（コインは偶数段か床に移ります）、偶数段から降ろすとコインはすぐ下の奇数段に乗ってその段が増えます。つまり奇数段はニムの山で、増やす手が 1 種類加わっただけです。",
    step_xor: |total| {
        if total == 0 {
            "奇数段のニム和は 0 です。両者が最適に行動したとき、手番の人が負けます（P 局面）。".to_owned()
        } else {
            format!(
                "奇数段のニム和は {total} で 0 ではありません。手番の人は、ニム和を 0 にする手で勝てます（N 局面）。"
            )
        }
    },
    step_move: |step, coins, from, to, kind| match kind {
        StairKind::OddStep => format!(
            "奇数段でニムをします。段 {step} から{}へ {coins} 枚降ろすと、段 {step} は {from} 枚から {to} 枚になり、ニム和が 0 になります。",
            landing_ja(step - 1)
        ),
        StairKind::EvenStep => format!(
            "段 {step} から段 {} へ {coins} 枚降ろし、{from} 枚を {to} 枚に増やすと、ニム和が 0 になります。",
            step - 1
        ),
    },
    step_no_move: "必勝手はありません。どう動かしても奇数段がちょうど 1 つ変わり、ニム和は 0 でなくなります。",
    step_even: "偶数段が数に入らないわけ: 相手が偶数段からコインを降ろしたら、同じコインをさらに 1 段下へ降ろします。奇数段は元どおりになり、コインは下へしか動かないので、これが永遠に続くことはありません。",
    even_example: |coins, even, odd, before, after| {
        format!(
            "この局面では: 段 {even} から段 {odd} へ {coins} 枚降ろすと段 {odd} は {after} 枚になります。応手で同じ {coins} 枚を段 {odd} から{}へ降ろせば、段 {odd} は {before} 枚に戻ります。",
            landing_ja(odd - 1)
        )
    },
    even_none: "この局面では偶数段にコインがありません。奇数段だけのただのニムです。",
    too_many_odd: |odd_steps| {
        format!("奇数段が {odd_steps} 段あり、多すぎて並べられません。ニム和は下の表にあります。")
    },
    step_column: "段",
    coins_column: "コイン",
    heap_column: "山",
    step_short: |step| format!("段 {step}"),
    xor_move: |step, from, to| {
        format!(
            "ニム和の最上位ビットは{step}にあります。{step}のコインを {from} 枚から {to} 枚になるまで降ろします。"
        )
    },
    xor_zero: "奇数段のニム和は 0 です。どの手も奇数段を 1 つだけ変えるので、ニム和は 0 でなくなります。",
    georgia_heading: "ジョージアとボブはこのゲームです",
    georgia_text: "ジョージアとボブ（POJ 1704）では、一列に並んだ駒を左へ動かします。各駒の左にある空きマスの数を右から順に読むと、それが階段の各段です（いちばん右の駒の左のすき間が段 1）。駒を左へ動かすと、その駒の左のすき間が減り、右隣のすき間が同じだけ増えます。これはコインを 1 段下へ降ろす手そのものです。ジョージアとボブのページでペアのすき間と呼んでいるのが奇数段です。",
    georgia_link: |squares| format!("この階段をジョージアとボブで: 駒はマス {squares}"),
    georgia_too_far: "この階段は 10000 マスか 1000 個の駒を超えるので、ジョージアとボブのページでは開けません。",
};

pub fn staircase_text(lang: Lang) -> &'static StaircaseText {
    lang.pick(&EN, &JA)
}
