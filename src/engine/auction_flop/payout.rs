//! The money rules of Auction Flop Poker that are not auctions: the discard fee and the
//! 60/30/10 settlement, ties pooling the places they cover.

use crate::cards::HandValue;
use crate::engine::Chips;

/// The share of the pot for first, second and third place, in percent.
pub const PAYOUTS: [u64; 3] = [60, 30, 10];

/// The fee for discarding `k` cards: 1 + 2 + ... + k.
pub fn discard_fee(k: u32) -> Chips {
    k * (k + 1) / 2
}

/// What each seat is paid from `pot` and the place it took, with the seats in `order` (seat
/// indices from the seat after the dealer) and their hand `values`. Equal hands pool the
/// shares of the places they cover; every payout is rounded down and the leftover chips go one
/// at a time to the best-placed seats.
pub(super) fn settle(pot: Chips, order: &[usize], values: &[HandValue]) -> Settlement {
    let n = order.len();
    // Seats by strength, ties keeping the turn order given.
    let mut order = order.to_vec();
    order.sort_by(|a, b| values[*b].cmp(&values[*a]));
    let pot = u64::from(pot);
    let mut paid = vec![0u64; n];
    let mut place = vec![0usize; n];
    let mut i = 0;
    while i < n {
        let group: Vec<usize> = order[i..]
            .iter()
            .copied()
            .take_while(|s| values[*s] == values[order[i]])
            .collect();
        let share: u64 = (i..i + group.len())
            .map(|p| PAYOUTS.get(p).copied().unwrap_or(0))
            .sum();
        for &s in &group {
            paid[s] = pot * share / 100 / group.len() as u64;
            place[s] = i + 1;
        }
        i += group.len();
    }
    let mut left = pot - paid.iter().sum::<u64>();
    let mut k = 0;
    while left > 0 {
        paid[order[k % n]] += 1;
        left -= 1;
        k += 1;
    }
    Settlement {
        order,
        // The payouts add up to the pot, which is a number of chips.
        paid: paid.into_iter().map(|p| p as Chips).collect(),
        place,
    }
}

/// The result of [`settle`]: seat indices best first, and per seat index its payout and place.
pub(super) struct Settlement {
    pub order: Vec<usize>,
    pub paid: Vec<Chips>,
    pub place: Vec<usize>,
}
