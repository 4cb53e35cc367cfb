//! Nimbers (Grundy values) and the minimum excludant.

use std::fmt;
use std::ops::{BitXor, BitXorAssign};

/// The Grundy value of a position: a nimber `*n`.
///
/// Nimbers add by XOR (the nim-sum), which is why `BitXor` is their addition.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Nimber(pub u64);

impl Nimber {
    pub const ZERO: Nimber = Nimber(0);

    /// The value as a plain number.
    pub const fn value(self) -> u64 {
        self.0
    }

    /// A position of value zero is a P-position: the player to move loses.
    pub const fn is_zero(self) -> bool {
        self.0 == 0
    }

    /// Index of the highest set bit, or `None` for zero.
    pub const fn highest_bit(self) -> Option<u32> {
        if self.0 == 0 { None } else { Some(63 - self.0.leading_zeros()) }
    }

    /// The nim-sum of any number of nimbers.
    pub fn nim_sum(values: impl IntoIterator<Item = Nimber>) -> Nimber {
        values.into_iter().fold(Nimber::ZERO, |acc, value| acc ^ value)
    }
}

impl BitXor for Nimber {
    type Output = Nimber;
    fn bitxor(self, rhs: Nimber) -> Nimber {
        Nimber(self.0 ^ rhs.0)
    }
}

impl BitXorAssign for Nimber {
    fn bitxor_assign(&mut self, rhs: Nimber) {
        self.0 ^= rhs.0;
    }
}

impl fmt::Display for Nimber {
    /// Written as in the literature: `*0`, `*1`, `*5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "*{}", self.0)
    }
}

impl From<u64> for Nimber {
    fn from(value: u64) -> Self {
        Nimber(value)
    }
}

/// The minimum excludant: the smallest nimber not among `values`.
///
/// Runs in O(n) time and memory for n values, whatever their size: a mex of n values is at
/// most n, so larger values can be ignored.
pub fn mex(values: impl IntoIterator<Item = Nimber>) -> Nimber {
    let values: Vec<Nimber> = values.into_iter().collect();
    let mut seen = vec![false; values.len() + 1];
    for value in &values {
        if let Ok(index) = usize::try_from(value.0)
            && index < seen.len()
        {
            seen[index] = true;
        }
    }
    let first_missing = seen.iter().position(|&present| !present).unwrap_or(values.len());
    Nimber(first_missing as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check_mex(values: &[u64], expected: u64) {
        let got = mex(values.iter().copied().map(Nimber));
        assert_eq!(got, Nimber(expected), "mex of {values:?}");
    }

    #[test]
    fn mex_by_hand() {
        // Hand calculations: the smallest non-negative integer missing from each set.
        check_mex(&[], 0);
        check_mex(&[0], 1);
        check_mex(&[1], 0);
        check_mex(&[1, 0], 2);
        check_mex(&[0, 1, 2, 4], 3);
        check_mex(&[2, 2, 0, 0, 1], 3);
        check_mex(&[u64::MAX, 0], 1);
        // The seed's 3×2 chocolate table: g(1,2) = mex{g(1,1), g(0,0)} = mex{1, 0} = 2.
        check_mex(&[1, 0], 2);
    }

    #[test]
    fn nim_sum_is_xor() {
        // Seed 000's worked example: 8 ⊕ 6 ⊕ 5 = 0b1011 = 11.
        let total = Nimber::nim_sum([8, 6, 5].map(Nimber));
        assert_eq!(total, Nimber(0b1011));
        assert_eq!(total.highest_bit(), Some(3));
        assert_eq!(Nimber::ZERO.highest_bit(), None);
        assert_eq!(Nimber(5).to_string(), "*5");
    }
}
