//! Four games that reduce to Nim: each is played by its own rules, and its value comes from a
//! simpler game the learner already knows.
//!
//! - [`georgia`]: Georgia and Bob (POJ 1704), chessmen paired from the right, gaps as Nim heaps.
//! - [`prime_factor`]: the prime-factor game (yukicoder No.2), exponents as Nim heaps.
//! - [`euclid`]: Euclid's game (POJ 2348), the rule "whoever faces a ≥ 2b wins" and the forced chain.
//! - [`funny`]: A Funny Game (POJ 2484), a circle of coins, then rows that are Kayles.
//!
//! The shared number reading lives here; each module words its own errors.

pub mod euclid;
pub mod funny;
pub mod georgia;
pub mod prime_factor;

/// Why one token is not a number in range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NumberError {
    NotANumber,
    Negative,
    TooLarge,
}

/// The tokens of a position: whole numbers separated by spaces or commas.
pub fn tokens(text: &str) -> Vec<&str> {
    text.split(|c: char| c == ',' || c.is_whitespace()).filter(|t| !t.is_empty()).collect()
}

/// The first `max` characters of a token, for a message.
pub fn shown(token: &str, max: usize) -> String {
    token.chars().take(max).collect()
}

/// A whole number written in decimal (a leading `+` is allowed), at most `max`.
pub fn parse_number(token: &str, max: u64) -> Result<u64, NumberError> {
    if let Some(rest) = token.strip_prefix('-')
        && !rest.is_empty()
        && rest.bytes().all(|b| b.is_ascii_digit())
    {
        return Err(NumberError::Negative);
    }
    let digits = token.strip_prefix('+').unwrap_or(token);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(NumberError::NotANumber);
    }
    match digits.parse::<u64>() {
        Ok(value) if value <= max => Ok(value),
        _ => Err(NumberError::TooLarge),
    }
}

/// How many heaps of a Nim position give a winning move: those whose value drops when XORed
/// with the nim-sum (each such heap gives exactly one).
pub fn nim_winning_heaps(heaps: impl IntoIterator<Item = u64> + Clone) -> usize {
    let total = heaps.clone().into_iter().fold(0, |acc, h| acc ^ h);
    heaps.into_iter().filter(|&h| h ^ total < h).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers() {
        assert_eq!(parse_number("+12", 100), Ok(12));
        assert_eq!(parse_number("101", 100), Err(NumberError::TooLarge));
        assert_eq!(parse_number("99999999999999999999999", u64::MAX), Err(NumberError::TooLarge));
        assert_eq!(parse_number("-3", 100), Err(NumberError::Negative));
        assert_eq!(parse_number("3a", 100), Err(NumberError::NotANumber));
        assert_eq!(tokens(" 1, 2\t3 ,"), vec!["1", "2", "3"]);
        // By hand: 3 ⊕ 4 ⊕ 5 = 2, and 3 ⊕ 2 = 1 < 3, 4 ⊕ 2 = 6, 5 ⊕ 2 = 7: one winning heap.
        assert_eq!(nim_winning_heaps([3, 4, 5]), 1);
        assert_eq!(nim_winning_heaps([1, 2, 3]), 0);
    }
}
