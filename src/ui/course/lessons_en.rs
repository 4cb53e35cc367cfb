//! The thirteen lessons in English (see `text::LessonText`). The widgets are `plan`'s constants,
//! shared with the Japanese table.

use super::plan::*;
use super::text::{ContestText, LessonText, Section, TeacherNotes};
use crate::games::Playable;
use crate::games::chocolate::{ChocolateEat, ChocolateSplit, Cutting};
use crate::games::chomp::Chomp;
use crate::games::graph::GameGraph;
use crate::games::grundys_game::GrundysGame;
use crate::games::hackenbush::Hackenbush;
use crate::games::maze::Maze;
use crate::games::nim::Nim;
use crate::games::octal::Octal;
use crate::games::proper_divisor::ProperDivisor;
use crate::games::reduction::{
    euclid::Euclid, funny::FunnyGame, georgia::GeorgiaBob, prime_factor::PrimeFactor,
};
use crate::games::staircase::Staircase;
use crate::games::sums::SumGame;
use crate::games::takeaway::{
    bounded_nim::BoundedNim, count_to::CountTo, nim_k::NimK, subtraction::Subtraction,
};
use crate::games::wythoff::Wythoff;

/// Every lesson, in order (the lesson page reads one through `course::lesson_text`).
pub static LESSONS: [&LessonText; 13] = [&L1, &L2, &L3, &L4, &L5, &L6, &L7, &L8, &L9, &L10, &L11, &L12, &L13];

/// Lesson 1.
pub static L1: LessonText = LessonText {
    sections: &[
        Section {
            heading: "The game",
            body: &[
                "There are a few heaps of stones. On your turn you choose one heap and take as many stones from it as you like: one, several, or the whole heap. Whoever takes the last stone wins.",
                "Play a few games against the computer below. It never makes a mistake, so notice where it seems to be going.",
            ],
            widget: Some(W1_PLAY),
        },
        Section {
            heading: "Two equal heaps: copy your opponent",
            body: &[
                "With two heaps of the same size the player to move is lost. Whatever the opponent takes from one heap, take the same number from the other: the heaps are equal again after each of your moves, so you can always answer, and the last stone is yours.",
                "With heaps of 7 and 8 the player to move wins: take 1 from the 8 to leave 7 and 7, then copy every move. Try it: you move first.",
            ],
            widget: Some(W1_MIRROR),
        },
        Section {
            heading: "The rule for any number of heaps",
            body: &[
                "Write each heap size in binary and count the ones in every column. If every column has an even number of ones, the player to move loses; otherwise they win. Counting columns this way is the nim-sum, or XOR, of the heaps.",
                "Two equal heaps always give even columns, which is why copying works. The table shows 3, 4 and 5: the columns are not all even, so the first player wins. The next lesson shows why the rule holds.",
            ],
            widget: Some(W1_XOR),
        },
    ],
    prompts: &[
        "Heaps of 7 and 7. Before you play: who wins?",
        "Heaps of 7 and 8. Make the move that leaves your opponent lost.",
        "Heaps of 1, 2 and 4. You move first: beat the computer.",
    ],
    terms: &["nim-sum", "positions", "impartial"],
    pages: &[Nim::ID],
    teacher: TeacherNotes {
        run: "Put the first board on the projector and let one volunteer play the computer while the class calls out moves; then pairs play the two-heap game on paper and report who won and who moved first.",
        questions: [
            "With two equal heaps, what can the second player always do?",
            "From 7 and 8, which single move makes the heaps equal, and why does that win?",
            "Why does the rule need binary, not just the heap sizes?",
        ],
        wrong_idea: "“The player with more stones, or the one who takes more, wins.” Only the nim-sum decides; a big heap can be a lost position.",
        extension: "Play with three heaps 1, 2, 3 and ask pairs to prove that the first player loses, using the binary columns.",
    },
    contests: &[ContestText {
        title: "Who takes the last stone?",
        statement: &[
            "There are N heaps of stones; heap i holds a_i stones. Two players move in turn, starting with the first player. A move takes one or more stones from one heap. The player who cannot move (all heaps are empty) loses.",
            "When both play optimally, which player wins?",
        ],
        input: "The first line holds N, the second line the heap sizes a_1 … a_N.",
        output: "Print First if the first player wins, Second otherwise.",
    }],
};

/// Lesson 2.
pub static L2: LessonText = LessonText {
    sections: &[
        Section {
            heading: "From a nim-sum of 0, every move breaks it",
            body: &[
                "A move changes exactly one heap. A smaller number differs from the old one in at least one binary digit, so at least one column changes its count of ones by one: an even column becomes odd. After any move from a nim-sum of 0, the nim-sum is not 0.",
                "Here 3 ⊕ 5 ⊕ 6 = 0. Whatever heap you imagine reducing, some column turns odd.",
            ],
            widget: Some(W2_ZERO),
        },
        Section {
            heading: "From any other nim-sum, one move restores 0",
            body: &[
                "Take 8, 6 and 5. In binary: 1000, 0110 and 0101; the nim-sum is 1011, eleven. Look at its highest one: the column of 8. Some heap has a one in that column (here the heap of 8).",
                "Change that heap to itself XOR the nim-sum: 8 ⊕ 11 = 3. The new size is smaller (its highest changed bit went from 1 to 0), so it is a legal move: take 5 from the heap of 8. Now 3 ⊕ 6 ⊕ 5 = 0.",
                "So the winner keeps handing over nim-sum 0, the loser must always break it, and the game ends with no stones: nim-sum 0 in the loser's hands.",
            ],
            widget: Some(W2_865),
        },
        Section {
            heading: "Try it with the panels",
            body: &[
                "The board below shows the nim-sum by bits after every move, and the mex stepper. Play against the computer and watch the highest one of the nim-sum point at the heap to change.",
            ],
            widget: Some(W2_PLAY),
        },
    ],
    prompts: &[
        "Heaps of 2, 5 and 6. What is the Grundy value of the position (its nim-sum)?",
        "Heaps of 8, 6 and 5. Make the winning move found above.",
        "Heaps of 1, 2 and 3. Who wins?",
        "Heaps of 4, 9 and 12. You move first: beat the computer.",
    ],
    terms: &["nim-sum", "positions"],
    pages: &[Nim::ID],
    teacher: TeacherNotes {
        run: "Work the 8, 6, 5 example on the board column by column with the class, then let pairs find the winning move from positions they make up for each other and check it with the panels.",
        questions: [
            "Why must a move from nim-sum 0 change some column's parity?",
            "Which heap do you change, and how do you know the new size is smaller?",
            "Can there be more than one winning move? When?",
        ],
        wrong_idea: "“Take the nim-sum's value from the biggest heap.” The move sets one heap to itself XOR the nim-sum, which is usually not a subtraction of that value.",
        extension: "Count the winning moves in a position (this lesson's contest problem) and explain why the count is the number of heaps with a one in the nim-sum's top column.",
    },
    contests: &[ContestText {
        title: "How many winning moves?",
        statement: &[
            "Nim with N heaps of a_1, …, a_N stones: a move takes one or more stones from one heap, and the player who cannot move loses. A winning move is a move after which the player to move (the opponent) loses when both play optimally.",
            "How many winning moves does the first player have? Moves that take different numbers of stones, or take from different heaps, are different moves.",
        ],
        input: "The first line holds N, the second line the heap sizes a_1 … a_N.",
        output: "Print the number of winning moves (0 if the first player loses).",
    }],
};

/// Lesson 3.
pub static L3: LessonText = LessonText {
    sections: &[
        Section {
            heading: "A game is a graph",
            body: &[
                "Draw every position of a game as a point and every move as an arrow from one position to another. In the games of this course both players have the same arrows, every path ends, and nothing is left to chance: these are impartial games.",
                "A position with no arrow out is the end. Whoever has to move there cannot, and loses.",
            ],
            widget: None,
        },
        Section {
            heading: "Decide backwards: \u{201c}don't say 30\u{201d}",
            body: &[
                "Two players count up from 1 in turn; each turn says one, two or three numbers; whoever says 30 loses. So whoever says 29 wins. Count what is left before 29: a heap of 29 coins, where a turn takes 1, 2 or 3 coins and whoever takes the last coin wins.",
                "Now decide every heap from the end: a heap of 0 is lost (no move). A heap is won if some move reaches a lost heap, and lost if every move reaches a won heap. Press the button to decide heaps one at a time; choose a decided heap to see how it was decided.",
                "The lost heaps are 0, 4, 8, …, 28: the multiples of 4. From 29 the first player takes 1 and leaves 28.",
            ],
            widget: Some(W3_ROW),
        },
        Section {
            heading: "Beyond chains of numbers",
            body: &[
                "The same backward rule decides any finite game drawn as a graph, whatever its shape. Where a graph has cycles some positions may stay undecided: with best play those are draws.",
            ],
            widget: None,
        },
    ],
    prompts: &[
        "\u{201c}Don't say 30\u{201d} as a heap of 29, taking 1 to 3. Who wins?",
        "The same heap of 29: make the winning first move.",
        "A heap of 22, taking 1 to 3. You move first: beat the computer.",
    ],
    terms: &["retrograde", "positions", "draw"],
    pages: &[GameGraph::ID, CountTo::ID],
    teacher: TeacherNotes {
        run: "Play “don't say 30” aloud with two volunteers in front of the class, then fill the row of heaps on the projector one press at a time while the class predicts each letter.",
        questions: [
            "Why is a heap of 0 lost for the player to move?",
            "Once 0 to 3 are decided, how do you decide 4?",
            "What pattern do the lost heaps make, and why does it repeat?",
        ],
        wrong_idea: "“Whoever says 29 wins, so just aim at 29.” The backward analysis gives every target on the way (25, 21, …), not only the last one.",
        extension: "Change the rule to say 1 to 4 numbers, predict the lost positions first, then check them with the row.",
    },
    contests: &[ContestText {
        title: "Don't say N",
        statement: &[
            "Two players count up from 1 in turn, starting with the first player. On a turn a player says the next 1 to K numbers in order (at least one, at most K). Whoever says N loses.",
            "When both play optimally, which player wins?",
        ],
        input: "One line with N and K.",
        output: "Print First if the first player wins, Second otherwise.",
    }],
};

/// Lesson 4.
pub static L4: LessonText = LessonText {
    sections: &[
        Section {
            heading: "The mex",
            body: &[
                "The mex of a set of whole numbers is the smallest one missing from it: mex{0, 1, 3} = 2, mex{1, 2} = 0, and the mex of the empty set is 0.",
                "The Grundy value of a position is the mex of the values of the positions one move away. A position with no moves gets mex{} = 0.",
            ],
            widget: None,
        },
        Section {
            heading: "A coin game: take 1, 2 or 4",
            body: &[
                "One heap of coins; a move takes exactly 1, 2 or 4. With 5 coins the moves lead to 4, 3 and 1, so Grundy(5) = mex{Grundy(4), Grundy(3), Grundy(1)}. Working up from 0: Grundy(0) = 0, Grundy(1) = mex{0} = 1, Grundy(2) = mex{1, 0} = 2, Grundy(3) = mex{2, 1} = 0, Grundy(4) = mex{0, 2, 0} = 1, and Grundy(5) = mex{1, 0, 1} = 2.",
                "Decide the heaps one at a time below, and choose one to step through its mex.",
            ],
            widget: Some(W4_ROW),
        },
        Section {
            heading: "Why the value matters",
            body: &[
                "From a position of value n there is a move to a position of every smaller value, just as a Nim heap of n can become any smaller heap; there may also be moves to larger values, but the opponent can always move back down. So a position of value n plays like a Nim heap of n stones: value 0 means the player to move loses.",
            ],
            widget: None,
        },
    ],
    prompts: &[
        "Takes {1, 3, 4}, a heap of 7. What is Grundy(7)?",
        "Takes {1, 2, 4}, a heap of 9. Who wins?",
        "Takes {1, 3, 4}, a heap of 12. Make a winning move.",
        "Takes {1, 2, 4}, a heap of 11. You move first: beat the computer.",
        "Takes {1, 3, 4}. Fill in the values of the heaps 0, 1, 2, … until they repeat: after how many heaps do they start again? Type the smallest such number (the period).",
    ],
    terms: &["mex", "grundy"],
    pages: &[Subtraction::ID],
    teacher: TeacherNotes {
        run: "Show the mex on a few sets on the board, then fill the {1, 2, 4} row together; pairs then compute the {1, 3, 4} values by hand up to 7 and compare with the stepper.",
        questions: [
            "What is the mex of {0, 1, 3}, and of the empty set?",
            "Why does a position of value 0 lose?",
            "Why can the opponent undo a move to a larger value?",
        ],
        wrong_idea: "“The mex is the largest value plus one” or “the number of moves”. The mex is the smallest value missing; the exercises name both mistakes when they happen.",
        extension: "Find the period of another subtraction set, such as {2, 5}, and check it with the contest box of this lesson.",
    },
    contests: &[ContestText {
        title: "Grundy value of a coin heap",
        statement: &[
            "A heap of N coins; a move takes exactly s coins for some s in the set {s_1, …, s_K} (when the heap has at least s). The player who cannot move loses.",
            "Print the Grundy value of the heap of N coins. (The first player wins, when both play optimally, exactly when it is not 0.)",
        ],
        input: "K on the first line, the set s_1 … s_K on the second, N on the third.",
        output: "Print the Grundy value, a whole number.",
    }],
};

/// Lesson 5.
pub static L5: LessonText = LessonText {
    sections: &[
        Section {
            heading: "The model",
            body: &[
                "A game here is a set of positions, for each position the positions one move away, and a start; both players have the same moves; every play ends after finitely many moves; the player who cannot move loses.",
                "Give each position a level: 0 if it has no moves, otherwise one more than the largest level one move away. Every move lowers the level, so statements proved for level 0, then for each next level from the ones below, hold for every position. That is how the mex rule is proved to work.",
            ],
            widget: Some(W5_ROW),
        },
        Section {
            heading: "Sums",
            body: &[
                "Put several games side by side; a turn is a move in exactly one of them; whoever cannot move in any of them loses. The Sprague–Grundy theorem: each part behaves like a Nim heap of its Grundy value, so the sum behaves like Nim with those heaps, and its value is the nim-sum of the parts' values.",
                "That is why a move in one bar of chocolate can answer a move in another: what matters is only the nim-sum. In the split game below each bar is a part; the panels list the bars' values and their nim-sum.",
            ],
            widget: Some(W5_SUM),
        },
    ],
    prompts: &[
        "Split chocolate with bars 2×3 and 1×4. What is the value of the whole position?",
        "Split chocolate with bars 2×2 and 1×3. Who wins?",
        "Eat chocolate (lesson 6) with bars 2×2 and 1×3, worth 1 and 3 on their own. Make a move in one bar that leaves a nim-sum of 0.",
    ],
    terms: &["sprague-grundy", "nim-sum", "grundy"],
    pages: &[SumGame::ID, ChocolateSplit::ID, Nim::ID],
    teacher: TeacherNotes {
        run: "Let the class play the split-chocolate sum on the projector, then ask pairs to value each bar alone before combining; compare sums computed by XOR and by ordinary addition.",
        questions: [
            "What changes in a sum when you move in one part only?",
            "Why is the value of a sum the nim-sum of the parts, not their sum?",
            "How does the proof use the level of a position?",
        ],
        wrong_idea: "“Add the parts' values.” Two parts of value 1 make a sum of value 0, which a quick game of two single moves shows.",
        extension: "Make a sum of three different games (a Nim heap, a coin heap, a bar) and find the winning move.",
    },
    contests: &[ContestText {
        title: "Many heaps, one set",
        statement: &[
            "There are M heaps of coins, of h_1, …, h_M coins. A move chooses one heap and takes exactly s coins from it, for some s in the set {s_1, …, s_K}. The player who cannot move loses.",
            "When both play optimally, which player wins?",
        ],
        input: "K, then the set s_1 … s_K, then M, then the heaps h_1 … h_M.",
        output: "Print First if the first player wins, Second otherwise.",
    }],
};

/// Lesson 6.
pub static L6: LessonText = LessonText {
    sections: &[
        Section {
            heading: "Eating chocolate",
            body: &[
                "A move eats a whole bar, or breaks one bar along a grid line and eats one of the two pieces. Whoever eats the last piece wins. Each bar is a part of a sum, so its value is found by the mex rule over its moves, and the position's value is the nim-sum of the bars.",
                "Play below; the panels show each bar's value, the nim-sum, and the mex calculation of a bar.",
            ],
            widget: Some(W6_EAT),
        },
        Section {
            heading: "Splitting chocolate",
            body: &[
                "Here a move breaks one bar into two and both pieces stay. Whoever cannot break loses. Every break adds one piece, and an h×w bar ends as h·w single squares, so exactly h·w − 1 breaks are made from it whatever the players do.",
                "So a bar's value is 1 when h·w − 1 is odd and 0 when it is even: no search is needed. Every break changes the parity of the breaks left, so from a won position every move wins, and from a lost one every move loses.",
            ],
            widget: Some(W6_SPLIT),
        },
    ],
    prompts: &[
        "Split chocolate with one 3×3 bar. Who wins?",
        "Eat chocolate with one 3×2 bar. What is its Grundy value?",
        "Eat chocolate with bars 2×3 and 4×4. Make a winning move.",
        "Eat chocolate with one 3×4 bar. You move first: beat the computer.",
    ],
    terms: &["grundy", "mex", "sprague-grundy"],
    pages: &[ChocolateEat::ID, ChocolateSplit::ID],
    teacher: TeacherNotes {
        run: "One volunteer plays eat chocolate against the computer while the class watches the mex panel; then pairs count the breaks of split chocolate on real or paper bars.",
        questions: [
            "Why does an h×w bar take exactly h·w − 1 breaks?",
            "Why does split chocolate need only a parity, but eat chocolate a mex?",
            "Which bars of eat chocolate are worth 0?",
        ],
        wrong_idea: "“Both chocolate games work the same way.” Splitting keeps both pieces, so the number of breaks is fixed; eating removes one piece, so the values must be computed.",
        extension: "Ask for the values of 1×n bars in eat chocolate and explain the pattern.",
    },
    contests: &[ContestText {
        title: "Eating chocolate",
        statement: &[
            "There are M chocolate bars; bar i has h_i rows and w_i columns. A move either eats one whole bar, or breaks one bar along a grid line into two pieces and eats one of them. The player who eats the last piece wins.",
            "When both play optimally, which player wins?",
        ],
        input: "M on the first line, then one line h_i w_i for each bar.",
        output: "Print First if the first player wins, Second otherwise.",
    }],
};

/// Lesson 7.
pub static L7: LessonText = LessonText {
    sections: &[
        Section {
            heading: "The rules, and a simpler game",
            body: &[
                "There are sheets of squared paper. A move cuts one sheet in two along a grid line. Whoever first cuts out a 1×1 square wins.",
                "Nobody wants to leave a strip of width 1 (1×n): the opponent would cut the square off it and win. So with best play the game is the same as one where sheets with a side of 1 may not be made, and the player who cannot cut loses. That simpler game is a normal impartial game, with Grundy values by the mex rule.",
            ],
            widget: Some(W7_CUT),
        },
        Section {
            heading: "Values in a table",
            body: &[
                "The value of an h×w sheet depends on the values of all the sheets it can be cut into, so a table filled row by row gives every sheet up to a size. The panels under the board above show it, with the mex of a chosen sheet.",
            ],
            widget: None,
        },
    ],
    prompts: &[
        "One 3×3 sheet. Who wins?",
        "One 4×5 sheet. What is its Grundy value (in the simpler game)?",
        "Sheets 3×4 and 2×2. Make a winning cut.",
        "Sheets 2×4 and 3×3. You move first: beat the computer.",
    ],
    terms: &["grundy", "mex", "sprague-grundy"],
    pages: &[Cutting::ID],
    teacher: TeacherNotes {
        run: "Cut paper sheets in front of the class first: every strip hands over the win, which motivates the simpler game; then pairs fill a small table of values for sheets up to 4×4.",
        questions: [
            "Why does no good player leave a 1×n strip?",
            "Which sheets are lost in the simpler game, and why?",
            "How is a cut's value made from the two new sheets?",
        ],
        wrong_idea: "“A 2×2 sheet wins: cut it and a square comes out.” Every cut of 2×2 leaves two strips, and the opponent cuts out the square.",
        extension: "Compare the cutting game with split chocolate: what single rule difference changes the values?",
    },
    contests: &[ContestText {
        title: "The cutting game",
        statement: &[
            "A sheet of squared paper of W × H squares. In turn, each player takes one piece and cuts it in two along a grid line. Whoever first cuts out a 1 × 1 piece wins.",
            "For each sheet in the input, when both play optimally, does the first player win?",
        ],
        input: "Several test cases until the end of the input, one per line: W and H.",
        output: "For each case print WIN if the first player wins, LOSE otherwise.",
    }],
};

/// Lesson 8.
pub static L8: LessonText = LessonText {
    sections: &[
        Section {
            heading: "Georgia and Bob",
            body: &[
                "Chessmen stand on squares of a row; a move slides one chessman left any number of squares without jumping over or onto another one. Pair the chessmen from the right: the rightmost with the next, and so on (an odd count pairs the leftmost with the wall). The gap inside each pair is a Nim heap: moving the right chessman of a pair shrinks its gap, and moving a left one widens a gap, which the opponent closes again.",
                "Chessmen on squares 2, 5, 6 and 10: the pairs are (6, 10) with gap 3 and (2, 5) with gap 2, so the game is Nim with heaps 3 and 2.",
            ],
            widget: Some(W8_GAPS),
        },
        Section {
            heading: "Prime factors",
            body: &[
                "A number N is given; a move divides N by one prime p, once or several times (p^e must divide N); whoever makes N = 1 wins. Write N as a product of prime powers: 540 = 2²·3³·5. A move lowers one prime's exponent by any positive amount, so each exponent is a Nim heap: 540 is Nim with heaps 2, 3 and 1.",
            ],
            widget: None,
        },
        Section {
            heading: "Euclid and A Funny Game",
            body: &[
                "Euclid's game: two numbers; a move subtracts a positive multiple of the smaller from the larger, staying at 0 or more; whoever makes a 0 wins. The player to move wins when the two are equal, when the larger is at least twice the smaller, or when the other player is lost after the one forced move.",
                "A Funny Game: coins in a circle; a move takes one coin or two neighbouring coins. With 1 or 2 coins the first player wins; with 3 or more the second player wins by answering every move symmetrically across the circle.",
            ],
            widget: None,
        },
    ],
    prompts: &[
        "Georgia and Bob with chessmen on squares 2, 5, 6 and 10 is Nim with heaps 3 and 2. What is its Grundy value?",
        "The prime-factor game from N = 540 = 2²·3³·5 is Nim with heaps 2, 3 and 1. Who wins?",
        "From N = 720 = 2⁴·3²·5 you move first: beat the computer.",
    ],
    terms: &["nim-sum", "grundy", "sprague-grundy"],
    pages: &[GeorgiaBob::ID, PrimeFactor::ID, Euclid::ID, FunnyGame::ID],
    teacher: TeacherNotes {
        run: "Set up Georgia and Bob with coins on a drawn row on the projector, pair the chessmen from the right together, then let pairs play it as Nim on the gaps.",
        questions: [
            "Why does moving a left chessman not help?",
            "How do you pair an odd number of chessmen?",
            "Which number becomes a heap in the prime-factor game?",
        ],
        wrong_idea: "“Every gap between neighbours is a heap.” Only the gaps inside the pairs count; the others can be widened and closed again.",
        extension: "Solve POJ 1704's samples by hand with the pairing, then check them in the contest box.",
    },
    contests: &[ContestText {
        title: "Georgia and Bob",
        statement: &[
            "Chessmen stand on different squares 1, 2, 3, … of a row. In turn, Georgia first, a player moves one chessman to the left by one or more squares; it may not jump over or onto another chessman, nor leave the row. The player who cannot move loses.",
            "For each test case, when both play optimally, who wins?",
        ],
        input: "T, then for each case N and the squares P_1 … P_N of the chessmen.",
        output: "For each case print Georgia will win or Bob will win.",
    }],
};

/// Lesson 9.
pub static L9: LessonText = LessonText {
    sections: &[
        Section {
            heading: "Bounded Nim",
            body: &[
                "Nim where a move takes at most k stones from one heap. One heap of n is worth n mod (k + 1): the values run 0, 1, …, k and start again. With several heaps, the value is the nim-sum of the remainders.",
                "Below, k = 3: decide the heaps one at a time and watch the pattern repeat every 4.",
            ],
            widget: Some(W9_ROW),
        },
        Section {
            heading: "Moore's Nim_k",
            body: &[
                "Now a move takes stones from up to k heaps at once (any number from each). Write the heaps in binary, count the ones in every column, and take each count mod k + 1. The player to move loses exactly when every column's count is a multiple of k + 1. For k = 1 it is Nim's rule.",
                "Heaps 1, 2 and 3 with k = 2: each column holds two ones, not a multiple of 3, so the player to move wins (in Nim, where k = 1, they would lose).",
            ],
            widget: Some(W9_MOORE),
        },
    ],
    prompts: &[
        "Bounded Nim with k = 3, one heap of 10 (takes 1 to 3). What is its Grundy value?",
        "The same heap of 10: make the winning move.",
        "One heap of 13, takes 1 to 3. You move first: beat the computer.",
        "Moore's Nim_k with k = 2 and heaps 1, 2 and 3: make the winning move (it may take from two heaps).",
    ],
    terms: &["grundy", "nim-sum"],
    pages: &[BoundedNim::ID, NimK::ID],
    teacher: TeacherNotes {
        run: "Fill the bounded row (k = 3) with the class and ask for the pattern before it appears; then show Moore's column counts for a small position on the board.",
        questions: [
            "Why is a heap of n worth n mod (k + 1) when a move takes at most k?",
            "What changes in the columns when a move may take from two heaps?",
            "What is Moore's rule for k = 1?",
        ],
        wrong_idea: "“Bounded Nim with several heaps is won by the sum of the remainders.” Remainders are combined by XOR, like any sum of games.",
        extension: "Find a winning move in Nim_2 from 1, 2, 3 that takes from two heaps at once, and explain with the column counts.",
    },
    contests: &[ContestText {
        title: "Take from up to k heaps",
        statement: &[
            "There are N heaps of a_1, …, a_N stones. A move chooses between 1 and k non-empty heaps and takes one or more stones from each chosen heap (any number from each). The player who cannot move loses.",
            "When both play optimally, which player wins?",
        ],
        input: "N and k on the first line, the heap sizes a_1 … a_N on the second.",
        output: "Print First if the first player wins, Second otherwise.",
    }],
};

/// Lesson 10.
pub static L10: LessonText = LessonText {
    sections: &[
        Section {
            heading: "Stalks are Nim heaps",
            body: &[
                "A drawing of edges stands on the ground. A move cuts one edge; whatever is no longer connected to the ground falls off. Whoever cuts the last edge wins.",
                "A stalk of n edges in a line is a Nim heap of n: cutting its i-th edge leaves i − 1. Several stalks on the ground are a Nim game. Below, stalks of 3 and 2: nim-sum 1.",
            ],
            widget: Some(W10_STALKS),
        },
        Section {
            heading: "The colon principle",
            body: &[
                "Branches meeting at a vertex can be replaced by one stalk of their nim-sum. So a tree is valued from the leaves down: at each vertex XOR the branches, then add one for the edge below.",
                "Below, the ground edge carries two branches: one edge, worth 1, and a stalk of two, worth 2. They become one stalk of 1 ⊕ 2 = 3, and with the edge under them the tree is worth 3 + 1 = 4. Step through it in the panels.",
            ],
            widget: Some(W10_TREE),
        },
        Section {
            heading: "Fusion",
            body: &[
                "A drawing with cycles can be simplified too: the vertices of a cycle may be fused into one, and each edge of the cycle becomes a loop, which is worth one edge. After fusion the drawing is a tree, valued as above.",
            ],
            widget: None,
        },
    ],
    prompts: &[
        "The tree 0-1, 1-2, 1-3, 3-4. What is its Grundy value?",
        "Stalks of 3 and 1. Make the winning cut.",
        "Two stalks of 2. Who wins?",
        "Stalks of 3 and 2. You move first: beat the computer.",
    ],
    terms: &["grundy", "nim-sum", "sprague-grundy"],
    pages: &[Hackenbush::ID],
    teacher: TeacherNotes {
        run: "Draw stalks on the board and let the class see that they are Nim heaps; then value a tree together, vertex by vertex from the leaves, before opening the colon stepper.",
        questions: [
            "Why is a stalk of n edges a Nim heap of n?",
            "What does the colon principle replace branches with?",
            "Why do we add one for the edge below a vertex?",
        ],
        wrong_idea: "“A tree is worth its number of edges.” The branches meeting at a vertex combine by XOR, so two equal branches cancel.",
        extension: "Value the trees of the contest problem's samples by hand first, then check them in the contest box.",
    },
    contests: &[ContestText {
        title: "Cutting a tree",
        statement: &[
            "A tree has N vertices numbered 1 to N. In turn, Alice first, a player removes one edge; then the part no longer connected to vertex 1 is removed too. The player who cannot move loses.",
            "When both play optimally, who wins?",
        ],
        input: "N on the first line, then N − 1 lines x_i y_i, the edges.",
        output: "Print Alice if Alice wins, Bob otherwise.",
    }],
};

/// Lesson 11.
pub static L11: LessonText = LessonText {
    sections: &[
        Section {
            heading: "A game of bowling pins",
            body: &[
                "Pins stand in a row. On your turn you knock down one pin, or two touching pins together. Knocking pins out of the middle leaves two rows, left and right, and from then on they are separate rows. Whoever knocks down the last pin wins (whoever cannot move loses). The game is called Kayles.",
                "Play the row of 7 pins below against the computer; you move first. If you win, remember which pins you knocked down first.",
            ],
            widget: Some(W11_PLAY),
        },
        Section {
            heading: "One row is a first-player win: take the middle, then copy",
            body: &[
                "With a single row the first player always wins. Knock down the middle pin of an odd row, or the middle two of an even row: two rows of the same length are left. From then on, whatever pins the opponent knocks down in one row, knock down the same places in the other.",
                "After each of your moves the two sides have the same shape again, so as long as the opponent can move, so can you, and the last pin is yours. With two or more rows from the start, though, the copying trick no longer works as it stands. Who wins with rows of 1 and 4 pins?",
            ],
            widget: None,
        },
        Section {
            heading: "A row that splits is worth the XOR of its parts",
            body: &[
                "A position of two rows is a sum of two games, so by the Sprague–Grundy theorem of lesson 5 it is worth the nim-sum of the rows' values. Write G(n) for the value of a row of n pins: a move that leaves rows of a and b pins leads to a position worth G(a) ⊕ G(b) (a move at an end leaves a row of 0 pins on one side, and G(0) = 0).",
                "From 0 up: G(0) = 0, G(1) = mex{0} = 1, G(2) = mex{G(1), G(0)} = mex{1, 0} = 2, G(3) = mex{G(2), G(1) ⊕ G(1), G(1)} = mex{2, 0, 1} = 3. From 4 pins you can leave 3 (G(3) = 3) or 1 and 2 (1 ⊕ 2 = 3) by knocking down one pin, and 2 (G(2) = 2) or 1 and 1 (1 ⊕ 1 = 0) by knocking down two, so G(4) = mex{3, 2, 0} = 1.",
                "So rows of 1 and 4 are worth G(1) ⊕ G(4) = 1 ⊕ 1 = 0: the player to move loses, and the second player wins. The board below shows each row's value; choose a row to step through its mex, with each split counted as G(a) ⊕ G(b).",
            ],
            widget: Some(W11_VALUES),
        },
        Section {
            heading: "The values repeat every 12: checked, then proved",
            body: &[
                "Keep computing G(0), G(1), … and from 71 pins on the values repeat every 12: G(n + 12) = G(n) for every n ≥ 71. We say the values are periodic with period 12 from 71. A claim about every n of an endless sequence needs a proof, and here is the theorem that gives it.",
                "Theorem (Guy and Smith): in a game like Kayles, where any k touching pins (1 ≤ k ≤ t) may be knocked down anywhere in a row, if G(n + p) = G(n) for every n with n₀ ≤ n ≤ 2n₀ + p + t − 1, then it holds for every n ≥ n₀.",
                "Proof, by induction on n: let n ≥ 2n₀ + p + t and assume G(m + p) = G(m) for every m with n₀ ≤ m < n. A move from n + p pins that knocks down k pins (1 ≤ k ≤ t) leaves rows of a ≤ b pins (a = 0 for a move at an end). Then a + b = n + p − k ≥ n + p − t ≥ 2n₀ + 2p, so b ≥ n₀ + p. As n₀ ≤ b − p < n, G(b − p) = G(b). Knocking down the same k pins with a pins left of them in a row of n leaves a and b − p: an option of the same value. Conversely, a move from n that leaves a ≤ c has c ≥ (n − t) / 2 ≥ n₀ and c < n, so G(c + p) = G(c): adding p pins to the longer row gives an option of n + p of the same value. The two sets of option values are equal, hence so are their mexes: G(n + p) = G(n).",
                "For Kayles t = 2, n₀ = 71 and p = 12, and 2·71 + 12 + 2 − 1 = 155: checking the 85 rows from 71 to 155 completes the proof, and the app does check them. Once the period is proved, a row of n ≥ 71 pins, even n = 10^18, is worth G(71 + (n − 71) mod 12).",
                "Games like Kayles, whose rules say how many pins may go and from where by a code such as 0.77, are called octal games. After “0.”, digit k says how k pins may go: 7 = 1 + 2 + 4 allows the whole row, from an end, or from the middle (splitting it). The octal games' page shows the sequence with the start of its period and the range the proof used, shaded.",
                "Grundy's game, where a move only splits a heap into two unequal heaps, has been computed to very large heaps, and still nobody knows whether its values are periodic.",
            ],
            widget: None,
        },
    ],
    prompts: &[
        "Kayles with rows of 2, 3 and 4 pins. Who wins?",
        "Kayles with one row of 6 pins. What is G(6)?",
        "Kayles with rows of 2 and 5 pins. Make a winning move.",
        "Kayles with rows of 3, 4 and 5 pins. You move first: beat the computer.",
    ],
    terms: &["kayles", "sprague-grundy", "period", "octal"],
    pages: &[Octal::ID, GrundysGame::ID],
    teacher: TeacherNotes {
        run: "Put the first board on the projector and let a few volunteers play the computer. When someone takes the middle, stop and ask the class why that wins. Then pairs fill in a table of G(0) to G(6) and compare it with the mex stepper of the second board.",
        questions: [
            "What is the first player's strategy with one row? Why does it not work as it is with two rows?",
            "What is the value of a row of 5 after its middle pin is knocked down?",
            "Why can we say the period is proved, not just observed?",
        ],
        wrong_idea: "“The values of the two rows left by a split add up.” Rows of 1 and 1 are worth 1 ⊕ 1 = 0, not 1 + 1 = 2: the game lasts exactly two moves, and the second player wins.",
        extension: "Compute G(0) to G(8) by hand for the game where 1 to 3 touching pins go at a time (code 0.777), check them on the octal games' page, and work out the range its period's proof needs.",
    },
    contests: &[ContestText {
        title: "Very long rows of pins",
        statement: &[
            "There are N rows of pins; row i has a_i pins in a line. Two players move in turn, starting with the first player. A move knocks down one pin, or two touching pins, from one row; knocking pins out of the middle of a row splits it into two rows. The player who cannot move loses.",
            "When both play optimally, which player wins? The a_i go up to 10^18: computing the values one row length at a time would take far too long.",
        ],
        input: "N on the first line, then a_1 … a_N on the second.",
        output: "Print First if the first player wins, Second otherwise.",
    }],
};

/// Lesson 12.
pub static L12: LessonText = LessonText {
    sections: &[
        Section {
            heading: "Wythoff's game: take the same number from both heaps",
            body: &[
                "There are two heaps of stones. On your turn you take any number from one heap, or the same number from both. Whoever takes the last stone wins. The board shows the heaps (x, y) as a queen's square, and the queen moves any number of squares left, down, or diagonally down and left: whoever reaches the corner (0, 0) wins.",
                "Play the heaps of 5 and 7 below against the computer; you move first. Write down the positions the computer leaves you: they will help in the next section.",
            ],
            widget: Some(W12_WYTHOFF),
        },
        Section {
            heading: "Building the lost positions from the smallest up",
            body: &[
                "Let us build the positions where the player to move loses (the P-positions) from the smallest up. Start with (0, 0); the k-th pair is (a_k, b_k), where a_k is the smallest number not yet in an earlier pair and b_k = a_k + k. This gives (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), (9, 15), (11, 18), … As a_k is the smallest number not yet used, every positive number appears in exactly one pair, and each pair has a difference of its own.",
                "These pairs (and their swaps) are exactly the P-positions. First, no move from a pair reaches another pair: taking from one heap changes only one number, and the other belongs to no other pair; taking the same from both keeps the difference, and the difference belongs to no other pair.",
                "Second, from any position (x, y) with x ≤ y that is not a pair there is a move to a pair. If x is some b_k, take y down to a_k. If x is a_k: when y > b_k, take y down to b_k; when y < b_k, the difference d = y − x is less than k, so take x − a_d from both heaps to leave (a_d, b_d) (possible because a_d < a_k). As in lesson 2's proof for Nim, these two facts make the pairs the P-positions and every other position an N-position.",
                "In fact a_k = ⌊kφ⌋ and b_k = ⌊kφ²⌋ = a_k + k, where φ = (1 + √5) / 2 is the golden ratio (Wythoff showed it in 1907). The table agrees: ⌊1.618…⌋ = 1, ⌊3.236…⌋ = 3, ⌊4.854…⌋ = 4. For heaps up to 10^18 a floating-point error can change the answer, so compute with integers only: ⌊kφ⌋ = ⌊(k + ⌊√(5k²)⌋) / 2⌋.",
                "This game is not a sum of two heaps, because one move may change both. Indeed G(1, 1) = mex{G(0, 1), G(1, 0), G(0, 0)} = mex{1, 1, 0} = 2, not Nim's 1 ⊕ 1 = 0. The board's analysis below lists the pairs and shows the Grundy values as a table of colours.",
            ],
            widget: Some(W12_COLD),
        },
        Section {
            heading: "Staircase Nim: only the odd steps count",
            body: &[
                "Coins lie on the steps 1, 2, … of a staircase. On your turn you move one or more coins from one step down to the step below (from step 1, down to the floor). Whoever cannot move loses.",
                "If the nim-sum of the numbers of coins on the odd steps is 0, the player to move loses. A move down from an odd step lowers that step's count, just like a move in Nim: from a nim-sum of 0 it breaks it, and from any other nim-sum some such move restores 0. A move from an even step down to an odd step changes the nim-sum, but moving the same coins one step further down (to an even step, or from step 1 to the floor) puts the odd steps back as they were. Every move brings coins lower, so the game ends, and its last position, every coin on the floor, has nim-sum 0.",
                "So the coins on the even steps do not matter: whenever the opponent moves them, follow them down. Lesson 8's Georgia and Bob was this staircase in disguise, the gaps between the chessmen being the steps. On the board below the odd steps are coloured, and the analysis gives their nim-sum and the winning move.",
            ],
            widget: Some(W12_STAIRS),
        },
        Section {
            heading: "Chomp: a win we can prove but not play",
            body: &[
                "The top-left square of a rectangular chocolate bar is poisoned. On your turn you choose a square other than the poisoned one and eat it together with every square to its right and below it. When only the poisoned square is left, the next player cannot move and loses.",
                "Every rectangle larger than 1×1 is a first-player win. Suppose instead that the second player wins, and let the first player eat only the bottom-right square. The second player then has a winning answer X. But whatever square X eats, its bite contains the bottom-right square, so the first player could have played X first and reached the same position: the first player steals the second player's win, which contradicts the assumption.",
                "The proof names no move for the first player. No formula for the winning moves of a general rectangle is known, and the app finds them by searching every position. For a square, eat the square diagonally below and right of the poisoned one to leave an L with equal arms, then copy the opponent. With two rows, leave the top row exactly one square longer than the bottom one.",
            ],
            widget: Some(W12_CHOMP),
        },
    ],
    prompts: &[
        "Wythoff's game with heaps of 12 and 20. Who wins?",
        "Wythoff's game with heaps of 4 and 9. Make a winning move.",
        "Staircase Nim with 3 coins on step 1, 1 on step 2 and 2 on step 3. Make a winning move.",
        "Chomp on a 3×3 bar. You move first: beat the computer.",
    ],
    terms: &["positions", "nim-sum", "grundy", "mex"],
    pages: &[Wythoff::ID, Staircase::ID, Chomp::ID],
    teacher: TeacherNotes {
        run: "Let pairs play Wythoff's game a few times and collect on the board the positions they lost from. Sort them from the smallest up and let the class find how a_k and b_k are built. Then put the staircase and Chomp boards on the projector and read each paragraph of the proofs together.",
        questions: [
            "In Wythoff's game, why does no move from (4, 7) reach another pair?",
            "In staircase Nim, how do you answer when the opponent moves coins from an even step?",
            "Why does the proof for Chomp not tell the first player what to play?",
        ],
        wrong_idea: "“Wythoff's game is decided by the nim-sum of the two heaps.” In Nim (1, 1) is a second-player win, but here the first player takes one from both and wins.",
        extension: "Explore Chomp bars of three rows (3×4, say) with the app: how many winning moves are there, and is there a rule like the one for two rows?",
    },
    contests: &[ContestText {
        title: "Two very large heaps",
        statement: &[
            "There are two heaps of x and y stones. Two players move in turn, starting with the first player. A move takes any positive number of stones from one heap, or the same positive number from both heaps. The player who takes the last stone wins.",
            "For each of T positions, which player wins when both play optimally? The heaps go up to 10^18: computing the golden ratio in floating point can give a wrong answer.",
        ],
        input: "T on the first line, then T lines x_i y_i.",
        output: "For each position, one line: First if the first player wins, Second otherwise.",
    }],
};

/// Lesson 13.
pub static L13: LessonText = LessonText {
    sections: &[
        Section {
            heading: "A game of divisors",
            body: &[
                "Some numbers are written down. On your turn you choose one number and replace it by one of its proper divisors: a positive divisor other than the number itself (so 12 may become 1, 2, 3, 4 or 6). A 1 has no proper divisor. Whoever cannot move loses.",
                "The board below starts from 2, 3 and 4. Before you play: who wins, the player to move or the other one? Then play it against the computer and see whether you were right.",
            ],
            widget: Some(W13_PLAY),
        },
        Section {
            heading: "A number is worth its count of prime factors",
            body: &[
                "Write Ω(n) for the number of prime factors of n counted with repeats: 12 = 2·2·3, so Ω(12) = 3; a prime has Ω = 1, and Ω(1) = 0. Claim: the Grundy value of a number n in this game is Ω(n).",
                "Proof, by induction on n. For n = 1 there is no move, so the value is mex{} = 0 = Ω(1). Let n > 1 and assume the claim for every number below n. A move replaces n by a proper divisor d, so n = d·m with m > 1. Ω(n) = Ω(d) + Ω(m) and m has at least one prime factor, so Ω(d) < Ω(n): no option is worth Ω(n) or more. Conversely, write n = p₁·p₂·…·p_k as a product of k = Ω(n) primes; for each j from 0 to k − 1 the product d = p₁·…·p_j of the first j of them (d = 1 for j = 0) is a proper divisor of n with Ω(d) = j. As every option d is smaller than n, its value is Ω(d), so the options' values are exactly {0, 1, …, Ω(n) − 1}, and their mex is Ω(n).",
                "So each number plays like a Nim heap of Ω(n) stones, and by the Sprague–Grundy theorem of lesson 5 a position is worth the nim-sum of the Ω's. For 2, 3 and 4 they are 1, 1 and 2, and 1 ⊕ 1 ⊕ 2 = 2 ≠ 0: the player to move wins. The winning move takes the heap of 2 to 0: replace 4 by 1, leaving 1 ⊕ 1 ⊕ 0 = 0.",
                "The board below shows each number's Ω: 60 = 2·2·3·5, 8 = 2·2·2 and 9 = 3·3 are worth 4, 3 and 2, and the position 4 ⊕ 3 ⊕ 2 = 5.",
            ],
            widget: Some(W13_OMEGA),
        },
        Section {
            heading: "Not the prime-factor game",
            body: &[
                "Lesson 8's prime-factor game looks alike, but there a move divides by powers of one prime only, so each prime's exponent is a heap of its own: 60 = 2²·3·5 is Nim with heaps 2, 1 and 1, worth 2 ⊕ 1 ⊕ 1 = 2.",
                "In the divisor game one move may remove factors of several primes at once (60 → 5 removes 2, 2 and 3), so the exponents are not separate heaps: 60 is one heap of 2 + 1 + 1 = 4. The same number under two rules: the XOR of its exponents there, their sum here. The two games' pages show both for the numbers you type.",
            ],
            widget: None,
        },
        Section {
            heading: "The maze: values from the top left",
            body: &[
                "A figure stands on a free square of a grid with walls (#). A move takes it left or up, any number of squares in a straight line, never onto or through a wall nor off the grid. Whoever cannot move loses. (This game is from the Competitive Programmer's Handbook.) Every move goes left or up, so the game always ends.",
                "Every square the figure can reach from a square lies to its left in its row or above it in its column. So fill in the values row by row from the top left: when you come to a square, every square it reaches has its value already, and the square's value is their mex.",
                "In the maze below the top-left square has no move: 0. The square right of it reaches only that one: mex{0} = 1. The top-right square has a wall on its left and nothing above: 0 as well. In the second row, the first square reaches the 0 above it: 1; the second reaches 1 on its left and 1 above: mex{1} = 0; the third reaches 0 and 1 on its left, and the wall above stops it: mex{0, 1} = 2.",
                "The figure's square in the bottom right corner reaches 1, 0 and 3 on its left and 1, 3 and 0 above, so its value is mex{0, 1, 3} = 2: the player to move wins by moving to a square of value 0. Unlike a Nim heap, a square may reach a larger value than its own (here 3), but that move does not help: from a square of value 3 there is always a move to a square of value 0, and the opponent takes it. The board below shows every free square's value (those of value 0 in red: moving the figure to one of them wins), and its stepper goes through the figure's square's mex one option at a time.",
            ],
            widget: Some(W13_MAZE),
        },
        Section {
            heading: "A maze without walls is Nim with two heaps",
            body: &[
                "Count rows and columns from 0 at the top left. Without walls a figure in row r and column c may go to any column left of c in its row, and to any row above r in its column. Claim: its value is c ⊕ r.",
                "Proof: it is Nim with two heaps, c and r. Moving k squares left takes k stones from the heap of c, moving k squares up takes k stones from the heap of r, and every Nim move from heaps c and r is one of these. Square (r, c) and heaps c and r have the same options, square for position, so by induction on r + c they have the same value, and two Nim heaps are worth c ⊕ r (lessons 2 and 5).",
                "Below, the figure stands in row 2, column 3: 3 ⊕ 2 = 1, so the player to move wins by making the heaps equal: one square left, to row 2, column 2, worth 2 ⊕ 2 = 0. Walls are what make a maze more than Nim: they cut rows and columns short, and then the values have to be found square by square.",
            ],
            widget: Some(W13_OPEN),
        },
        Section {
            heading: "Several mazes",
            body: &[
                "Put several mazes side by side, each with its own figure; a move moves one figure in its own maze. That is a sum of games, so by the Sprague–Grundy theorem of lesson 5 the position is worth the nim-sum of the figures' squares' values, and a winning move brings one figure to a square that makes the nim-sum 0. The sums page plays such a sum, and mixes mazes with numbers of the divisor game too.",
                "Several figures in one maze are the same thing: the figures never get in each other's way, so each might as well have a copy of the maze of its own. This lesson's second contest problem is of this kind.",
            ],
            widget: None,
        },
    ],
    prompts: &[
        "The divisor game with 7, 10 and 27. Who wins?",
        "The divisor game with 16, 6 and 3. Make a winning move.",
        "The maze below: what is the Grundy value of the figure's square?",
        "The Handbook's maze. You move first: beat the computer.",
    ],
    terms: &["grundy", "mex", "nim-sum", "sprague-grundy"],
    pages: &[ProperDivisor::ID, PrimeFactor::ID, Maze::ID, SumGame::ID],
    teacher: TeacherNotes {
        run: "Put the first board on the projector and take a show of hands: who wins 2, 3, 4? Let two volunteers play it out. Then pairs write Ω(n) for 1 to 20 and check the proof's two halves on 12. Last, each pair fills in a small maze's values on paper, row by row, and checks them on the maze board.",
        questions: [
            "Why does every move lower Ω, and why can a move reach every smaller Ω?",
            "Why is 60 worth 4 in the divisor game but 2 in the prime-factor game?",
            "Why can a maze's values be filled in row by row from the top left, and not from the bottom right?",
        ],
        wrong_idea: "“A number is worth its count of different primes” (or of divisors). 4 = 2·2 has one prime but is worth 2: it may become 2 (worth 1) or 1 (worth 0).",
        extension: "Solve this lesson's first contest problem for N ≤ 10^5 and A_i ≤ 10^5: find the Ω of every number up to 10^5 at once with a sieve that keeps each number's smallest prime factor, then XOR.",
    },
    contests: &[
        ContestText {
            title: "Dividing numbers",
            statement: &[
                "N numbers A_1, …, A_N, each at least 2, are written on a board. Anna and Bruno move in turn, Anna first. A move chooses one number and replaces it by one of its positive divisors other than itself. The player who cannot move (every number is 1) loses.",
                "When both play optimally, who wins?",
            ],
            input: "N on the first line, then A_1 … A_N on the second.",
            output: "Print Anna if Anna wins, Bruno otherwise.",
        },
        ContestText {
            title: "Figures in a maze",
            statement: &[
                "An H × W grid has walls (#) and free squares (.). K figures stand on free squares; a square may hold several. Two players move in turn. A move chooses one figure and moves it left or up, one or more squares in a straight line, never onto or past a wall nor off the grid. The figures never get in each other's way. The player who cannot move loses.",
                "When both play optimally, does the first player or the second player win?",
            ],
            input: "H and W on the first line; then the grid's rows S_1 … S_H from the top, W characters each; then K, and K lines, the i-th with figure i's row r_i and column c_i (row 1, column 1 is the top left).",
            output: "Print First if the first player wins, Second otherwise.",
        },
    ],
};
