//! What to draw, worked out from what the person may know: the felt of the heads-up table (a
//! [`Scene`], also for replays and the tutorial), the words of the Auction Flop table, and the
//! motion on the felt with its timing. A scene is plain data built from views and events; it
//! knows nothing of the app's state or of the terminal (`app` builds scenes, `ui` draws them).

mod auction_flop;
mod felt;
mod heads_up;
mod motion;

pub use auction_flop::{NAMES, auction_words, hands_words, keys_hint, teaching};
pub use felt::{Plate, Scene};
pub use heads_up::{TableFacts, replay_scene, seat_zero_scene, table_scene};
pub use motion::{Dealing, FRAME, FeltMark, Motion};
