//! The prime-factor game (yukicoder No.2): a number N; a move divides N by a prime power p^e
//! (e ≥ 1) that divides it; whoever makes N = 1 wins.
//!
//! The reduction: write N = p₁^e₁ · p₂^e₂ · …. Dividing by p^e lowers one exponent by e, to any
//! smaller value, and touches no other: the exponents are Nim heaps, and the Grundy value is their
//! nim-sum.
//!
//! Notation: a position is N (up to 10^12; 1 is the end of a game). A move is `p^e`: `2^3`
//! divides by 8; `p` alone means `p^1`.

use std::fmt;
use std::str::FromStr;

use super::{NumberError, nim_winning_heaps, parse_number};
use crate::engine::Nimber;
use crate::engine::trace::{XorRow, XorTrace};
use crate::games::{ComputerMove, Playable};

/// The largest N.
pub const MAX_N: u64 = 1_000_000_000_000;
/// Longer text is refused before parsing.
pub const MAX_INPUT_LEN: usize = 64;

/// A position: the number N.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PrimePosition(u64);

impl PrimePosition {
    pub fn new(n: u64) -> Result<PrimePosition, ParsePrimeError> {
        match n {
            0 => Err(ParsePrimeError::Zero),
            n if n > MAX_N => Err(ParsePrimeError::TooLarge { token: n.to_string() }),
            n => Ok(PrimePosition(n)),
        }
    }

    pub fn n(self) -> u64 {
        self.0
    }

    /// The factorisation by trial division, with its steps. The last one is remembered: the
    /// value, the winning moves, the board and the panels of one position all ask for it, and
    /// N near 10^12 takes about 330 000 divisions.
    pub fn factorize(self) -> Factorization {
        thread_local! {
            static LAST: std::cell::RefCell<Option<Factorization>> = const { std::cell::RefCell::new(None) };
        }
        LAST.with(|last| {
            let mut last = last.borrow_mut();
            match &*last {
                Some(found) if found.n == self.0 => found.clone(),
                _ => {
                    let found = factorize(self.0);
                    *last = Some(found.clone());
                    found
                }
            }
        })
    }

    /// The nim-sum of the exponents: the Grundy value.
    pub fn nim_sum(self) -> Nimber {
        Nimber::nim_sum(self.factorize().factors.iter().map(|f| Nimber(u64::from(f.exponent))))
    }

    /// A random N from 2 to `max`.
    pub fn random(rng: &mut fastrand::Rng, max: u64) -> PrimePosition {
        PrimePosition(rng.u64(2..=max.clamp(2, MAX_N)))
    }
}

impl Default for PrimePosition {
    /// 540 = 2² · 3³ · 5 (seed 003's example: 2 ⊕ 3 ⊕ 1 = 0, the second player wins).
    fn default() -> Self {
        PrimePosition(540)
    }
}

impl fmt::Display for PrimePosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Why text is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParsePrimeError {
    Empty,
    TooLong { len: usize },
    NotANumber { token: String },
    Zero,
    TooLarge { token: String },
    MoreThanOne,
}

impl FromStr for PrimePosition {
    type Err = ParsePrimeError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.len() > MAX_INPUT_LEN {
            return Err(ParsePrimeError::TooLong { len: text.len() });
        }
        let tokens = super::tokens(text);
        match tokens.as_slice() {
            [] => Err(ParsePrimeError::Empty),
            [token] => match parse_number(token, MAX_N) {
                Ok(n) => PrimePosition::new(n),
                Err(NumberError::TooLarge) => Err(ParsePrimeError::TooLarge { token: (*token).to_owned() }),
                Err(_) => Err(ParsePrimeError::NotANumber { token: (*token).to_owned() }),
            },
            _ => Err(ParsePrimeError::MoreThanOne),
        }
    }
}

/// One prime of the factorisation and its exponent: a Nim heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Factor {
    pub prime: u64,
    pub exponent: u32,
}

/// One step of trial division.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FactorStep {
    /// `prime` divides what was left `exponent` times, leaving `rest`; `tried` candidate
    /// divisors were tried so far (this one included).
    Divide { prime: u64, exponent: u32, rest: u64, tried: u64 },
    /// The next candidate `next` has `next² > rest`, so `rest` has no divisor left to find: it is
    /// 1 or a prime.
    Stop { next: u64, rest: u64, tried: u64 },
}

/// A factorisation and how trial division found it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Factorization {
    pub n: u64,
    pub factors: Vec<Factor>,
    pub steps: Vec<FactorStep>,
}

impl Factorization {
    /// The exponents as Nim heaps by bit columns, each row labelled with its prime.
    pub fn xor_trace(&self) -> XorTrace {
        XorTrace::new(
            self.factors
                .iter()
                .map(|f| XorRow { label: f.prime.to_string(), value: Nimber(u64::from(f.exponent)) })
                .collect(),
        )
    }
}

/// Trial division by 2, 3 and then the numbers 6k ± 1, up to the square root of what is left:
/// at most about 333 000 divisions for N ≤ 10^12.
pub fn factorize(n: u64) -> Factorization {
    let mut rest = n;
    let mut factors = Vec::new();
    let mut steps = Vec::new();
    let mut tried = 0u64;
    let mut divisor = 2u64;
    while divisor.saturating_mul(divisor) <= rest {
        tried += 1;
        if rest.is_multiple_of(divisor) {
            let mut exponent = 0;
            while rest.is_multiple_of(divisor) {
                rest /= divisor;
                exponent += 1;
            }
            factors.push(Factor { prime: divisor, exponent });
            steps.push(FactorStep::Divide { prime: divisor, exponent, rest, tried });
        }
        divisor = match divisor {
            2 => 3,
            3 => 5,
            d if d % 6 == 5 => d + 2,
            d => d + 4,
        };
    }
    steps.push(FactorStep::Stop { next: divisor, rest, tried });
    if rest > 1 {
        factors.push(Factor { prime: rest, exponent: 1 });
    }
    Factorization { n, factors, steps }
}

/// Whether `n` is prime: Miller–Rabin with the first twelve primes as bases, exact for every
/// 64-bit number (used to check a move's prime without factorising N again).
pub fn is_prime(n: u64) -> bool {
    const BASES: [u64; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
    if n < 2 {
        return false;
    }
    for &p in &BASES {
        if n.is_multiple_of(p) {
            return n == p;
        }
    }
    let mul = |a: u64, b: u64| (u128::from(a) * u128::from(b) % u128::from(n)) as u64;
    let pow = |mut base: u64, mut exp: u64| {
        let mut result = 1u64;
        while exp > 0 {
            if exp & 1 == 1 {
                result = mul(result, base);
            }
            base = mul(base, base);
            exp >>= 1;
        }
        result
    };
    let odd = (n - 1) >> (n - 1).trailing_zeros();
    let twos = (n - 1).trailing_zeros();
    BASES.iter().all(|&a| {
        let mut x = pow(a, odd);
        if x == 1 || x == n - 1 {
            return true;
        }
        for _ in 1..twos {
            x = mul(x, x);
            if x == n - 1 {
                return true;
            }
        }
        false
    })
}

/// A move: divide N by `prime^exponent`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PrimeMove {
    pub prime: u64,
    pub exponent: u32,
}

impl fmt::Display for PrimeMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}^{}", self.prime, self.exponent)
    }
}

/// Why text is not a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePrimeMoveError;

impl FromStr for PrimeMove {
    type Err = ParsePrimeMoveError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (prime, exponent) = text.trim().split_once('^').unwrap_or((text.trim(), "1"));
        let prime = parse_number(prime.trim(), MAX_N).map_err(|_| ParsePrimeMoveError)?;
        let exponent = parse_number(exponent.trim(), 64).map_err(|_| ParsePrimeMoveError)? as u32;
        Ok(PrimeMove { prime, exponent })
    }
}

/// Why a move is illegal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PrimeError {
    ExponentZero,
    NotPrime { number: u64 },
    NotADivisor { prime: u64, exponent: u32, n: u64 },
}

/// Why the computer made its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrimeReason {
    /// The exponents' nim-sum was `nim_sum`; the move makes it 0.
    ToZero { nim_sum: u64 },
    /// The nim-sum was 0: this move leaves the fewest winning replies.
    FewestReplies { replies: usize },
}

/// The prime-factor game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PrimeFactor;

impl PrimeFactor {
    fn winning_moves_of(factors: &[Factor]) -> Vec<PrimeMove> {
        let total = factors.iter().fold(0, |acc, f| acc ^ f.exponent);
        factors
            .iter()
            .filter(|f| f.exponent ^ total < f.exponent)
            .map(|f| PrimeMove { prime: f.prime, exponent: f.exponent - (f.exponent ^ total) })
            .collect()
    }
}

impl Playable for PrimeFactor {
    type Position = PrimePosition;
    type Move = PrimeMove;
    type ParseError = ParsePrimeError;
    type MoveError = PrimeError;
    type Reason = PrimeReason;

    const ID: &'static str = "prime-factor";

    /// A move divides by p^e with 1 ≤ e ≤ p's exponent: the exponents are Nim heaps, so a take
    /// from them chosen uniformly (the factorisation is the one the page already made).
    fn random_move(&self, position: &PrimePosition, rng: &mut fastrand::Rng) -> Option<PrimeMove> {
        let factors = position.factorize().factors;
        let exponents: Vec<u64> = factors.iter().map(|f| u64::from(f.exponent)).collect();
        // A take is at most its exponent, a u32.
        crate::games::random_take(&exponents, u64::MAX, rng)
            .map(|(index, exponent)| PrimeMove { prime: factors[index].prime, exponent: exponent as u32 })
    }

    fn is_over(&self, position: &PrimePosition) -> bool {
        position.0 == 1
    }

    fn play(&self, position: &PrimePosition, mv: &PrimeMove) -> Result<PrimePosition, PrimeError> {
        if mv.exponent == 0 {
            return Err(PrimeError::ExponentZero);
        }
        if !is_prime(mv.prime) {
            return Err(PrimeError::NotPrime { number: mv.prime });
        }
        let not_a_divisor = PrimeError::NotADivisor { prime: mv.prime, exponent: mv.exponent, n: position.0 };
        match mv.prime.checked_pow(mv.exponent) {
            Some(power) if position.0.is_multiple_of(power) => Ok(PrimePosition(position.0 / power)),
            _ => Err(not_a_divisor),
        }
    }

    fn grundy(&self, position: &PrimePosition) -> Option<Nimber> {
        Some(position.nim_sum())
    }

    fn winning_moves(&self, position: &PrimePosition) -> Vec<PrimeMove> {
        PrimeFactor::winning_moves_of(&position.factorize().factors)
    }

    /// A winning move if there is one (the smallest prime's). Otherwise the move, among all
    /// (at most 40: the exponents add up to at most log₂ 10^12), that leaves the fewest winning
    /// replies, the smaller division first.
    fn computer_move(&self, position: &PrimePosition) -> Option<ComputerMove<PrimeMove, PrimeReason>> {
        if self.is_over(position) {
            return None;
        }
        let factors = position.factorize().factors;
        let nim_sum = factors.iter().fold(0u64, |acc, f| acc ^ u64::from(f.exponent));
        if let Some(&mv) = PrimeFactor::winning_moves_of(&factors).first() {
            return Some(ComputerMove { mv, reason: PrimeReason::ToZero { nim_sum } });
        }
        let mut best: Option<(PrimeMove, usize)> = None;
        for (index, factor) in factors.iter().enumerate() {
            for exponent in 1..=factor.exponent {
                let heaps = factors
                    .iter()
                    .enumerate()
                    .map(|(i, f)| u64::from(if i == index { f.exponent - exponent } else { f.exponent }));
                let replies = nim_winning_heaps(heaps);
                if best.is_none_or(|(current, fewest)| (replies, exponent) < (fewest, current.exponent)) {
                    best = Some((PrimeMove { prime: factor.prime, exponent }, replies));
                }
            }
        }
        best.map(|(mv, replies)| ComputerMove { mv, reason: PrimeReason::FewestReplies { replies } })
    }
}
