//! The rules engine: variants and (as it grows) the per-hand state machine.

pub mod variant;

pub use variant::VariantId;
