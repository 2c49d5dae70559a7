//! Small widgets of the table: card faces.

pub mod cards;
