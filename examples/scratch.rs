use felt::coach::Teaching;
use felt::drill::{DRILL_BUDGET, DrillSpot, auction_view};
use felt::engine::VariantId;
fn main() {
    for v in [VariantId::SneakPeek, VariantId::Auction] {
        for n in 0..8 {
            let spot = DrillSpot::generate(v, 11, n, DRILL_BUDGET).unwrap();
            let view = auction_view(&spot.hand, spot.seat).unwrap();
            let mut t = Teaching::new(true, n as u64);
            t.prepare(&view);
            let s = t.panel.last().cloned().unwrap_or_default();
            println!(
                "{v:?} pot {} hole {:?} flop {:?} drill value {:.1} eq {:.2}\n   {}",
                spot.pot(),
                spot.hole(),
                spot.flop(),
                spot.value,
                spot.equity,
                s
            );
        }
    }
}
