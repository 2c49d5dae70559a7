//! The `felt` binary: the command line (and, as it arrives, the table on screen).

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    cli::run()
}
