//! The `felt` binary: the command line (`cli/`, one file per command) and the table on screen
//! (`tui/`). It presents what the `felt` library computes, and needs the default `tui` feature
//! (ratatui, clap, signal-hook, indicatif), which the library does without.

mod cli;
mod tui;

use std::process::ExitCode;

fn main() -> ExitCode {
    // felt started as a hosted bot's supervisor (or its exec step): no table, no command line.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if let Some(code) = felt::remote::contain::run_hidden_entry(&args) {
        return ExitCode::from(u8::try_from(code).unwrap_or(1));
    }
    // Everything felt starts stays within its reach (see remote::contain).
    felt::remote::contain::become_reaper();
    if let Ok(me) = std::env::current_exe() {
        felt::remote::contain::use_supervisor(me);
    }
    // A bug must not greet the player with a backtrace or a broken terminal: say what happened
    // in one line. (The terminal's own hook, installed when the table opens, restores the
    // screen before this runs.)
    std::panic::set_hook(Box::new(|info| {
        let _ = ratatui::crossterm::execute!(
            std::io::stdout(),
            ratatui::crossterm::event::DisableMouseCapture
        );
        let what = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let place = info
            .location()
            .map_or(String::new(), |l| format!(" at {}:{}", l.file(), l.line()));
        eprintln!(
            "felt: internal error{place}: {what}. Please report it; finished hands are saved."
        );
    }));
    let signals = tui::handle_signals();
    let code = cli::run(&signals);
    // Hosted bots still running (a worker thread busy with one) are ended, never waited on.
    felt::remote::end_all();
    code
}
