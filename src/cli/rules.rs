//! `felt rules`: a variant's rules in plain words, or the list of variants.

use std::io::Write;

use felt::engine::VariantId;

use super::{UserError, parse_variant};

pub(super) fn rules(variant: Option<&str>) -> Result<(), UserError> {
    let mut out = std::io::stdout().lock();
    let text = match variant {
        Some(v) => parse_variant(v)?.rules_page().to_string(),
        None => {
            let mut s = String::from("felt plays five games. Show one with `felt rules <id>`:\n\n");
            for v in VariantId::ALL {
                s.push_str(&format!("  {:<16} {}\n", v.id(), v.name()));
                // The line under the name, wrapped to an 80-column terminal.
                for line in felt::text::wrap_words(v.tagline(), 80 - 19) {
                    s.push_str(&format!("  {:<16} {line}\n", ""));
                }
                s.push('\n');
            }
            s
        }
    };
    // A closed pipe (`felt rules | head`) is not an error worth reporting.
    let _ = out.write_all(text.as_bytes());
    Ok(())
}
