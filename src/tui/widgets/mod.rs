//! Small widgets of the table: card faces and the range grid.

pub mod cards;
pub mod range_grid;
