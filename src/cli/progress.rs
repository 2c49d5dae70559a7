//! The progress bar the arena and the gauntlet draw on stderr while they play (indicatif). The
//! library reports progress through a callback; this draws it, only on a terminal and never
//! with `--json`, so piped output stays clean.

use std::io::IsTerminal;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// A bar on stderr, or nothing when stderr is not a terminal or `json` output was asked for.
pub(super) struct Progress(Option<ProgressBar>);

impl Progress {
    /// A bar drawn with `template` (indicatif's keys: `{bar}`, `{pos}`, `{len}`, `{msg}`).
    pub(super) fn new(json: bool, template: &str) -> Progress {
        if json || !std::io::stderr().is_terminal() {
            return Progress(None);
        }
        let bar = ProgressBar::with_draw_target(Some(0), ProgressDrawTarget::stderr());
        if let Ok(style) = ProgressStyle::with_template(template) {
            bar.set_style(style.progress_chars("#."));
        }
        Progress(Some(bar))
    }

    /// `done` of `total` finished, with `message` for `{msg}`.
    pub(super) fn set(&self, done: u64, total: u64, message: String) {
        if let Some(bar) = &self.0 {
            bar.set_length(total.max(1));
            bar.set_position(done);
            bar.set_message(message);
        }
    }

    /// Leaves the finished bar on its own line.
    pub(super) fn finish(&self) {
        if let Some(bar) = &self.0 {
            bar.finish();
        }
    }
}
