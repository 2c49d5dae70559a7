//! Hand histories in PHH, the TOML hand-history standard that PokerKit reads.
//!
//! Plain hold'em hands are standard `variant = "NT"` files. The other games keep the same
//! shape with a variant code of felt's own and a few extension actions (see [`phh`]). Files
//! can be read back and [`replay`]ed into the exact same [`Hand`](crate::engine::Hand), event
//! for event.

pub mod auction_flop;
pub mod graded;
pub mod loaded;
pub mod official;
pub mod phh;
mod reader;
mod store;

pub use loaded::{LoadError, LoadedHand, load_text, load_text_allowing_cut};
pub use phh::{HandMeta, HistoryError, PhhFile, read, replay, write};
pub use store::{HistoryStore, hand_files_in, remove_stale_temporaries, write_atomically};
