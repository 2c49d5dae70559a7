//! Whole numbers on the command line (`--hands`, `--seed`, `--threads` and the rest): a value
//! parser that lets a negative number through clap (which would otherwise take `-5` for an
//! unknown option) and says in one line what is wrong with a value, naming the option:
//! "--hands cannot be negative (got -5)", "--seed takes a whole number (got \"1.5\")",
//! "--threads is at most 18446744073709551615".

use std::ffi::OsStr;
use std::fmt::Display;
use std::marker::PhantomData;
use std::str::FromStr;

use clap::builder::TypedValueParser;
use clap::error::ErrorKind;
use clap::{Arg, Command};

/// A whole-number type an option can take, with its largest value for the message.
pub(super) trait WholeNumber: FromStr + Display + Copy + Send + Sync + 'static {
    const MAX: Self;
}

impl WholeNumber for u32 {
    const MAX: u32 = u32::MAX;
}

impl WholeNumber for u64 {
    const MAX: u64 = u64::MAX;
}

impl WholeNumber for usize {
    const MAX: usize = usize::MAX;
}

/// The value parser for a whole-number option of type `T`; the option also needs
/// `allow_negative_numbers = true`, so that clap hands a negative number to it.
#[derive(Debug, Clone, Copy)]
pub(super) struct Whole<T>(PhantomData<T>);

/// [`Whole`] for `T`.
pub(super) fn whole<T: WholeNumber>() -> Whole<T> {
    Whole(PhantomData)
}

impl<T: WholeNumber> Whole<T> {
    /// The value read from `text`, or what is wrong with it (without the option's name).
    fn read(text: &str) -> Result<T, String> {
        let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        let t = text.trim();
        let t = t.strip_prefix('+').unwrap_or(t);
        if digits(t) {
            return t.parse::<T>().map_err(|_| format!("is at most {}", T::MAX));
        }
        match t.strip_prefix('-') {
            Some(rest) if !rest.is_empty() && rest.parse::<f64>().is_ok() => {
                Err(format!("cannot be negative (got {t})"))
            }
            _ => Err(format!("takes a whole number (got \"{text}\")")),
        }
    }
}

impl<T: WholeNumber> TypedValueParser for Whole<T> {
    type Value = T;

    fn parse_ref(
        &self,
        _cmd: &Command,
        arg: Option<&Arg>,
        value: &OsStr,
    ) -> Result<T, clap::Error> {
        let name = arg.map_or_else(
            || "the value".to_string(),
            |a| {
                a.get_long()
                    .map_or_else(|| a.get_id().to_string(), |l| format!("--{l}"))
            },
        );
        let text = value.to_string_lossy();
        Whole::<T>::read(&text)
            .map_err(|why| clap::Error::raw(ErrorKind::ValueValidation, format!("{name} {why}\n")))
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;

    #[derive(Debug, Parser)]
    struct Line {
        #[arg(long, allow_negative_numbers = true, value_parser = whole::<u32>())]
        hands: Option<u32>,
        #[arg(long, allow_negative_numbers = true, value_parser = whole::<u64>(), default_value_t = 1)]
        seed: u64,
    }

    /// The first line of the error for `args`, or the parsed line.
    fn parse(args: &[&str]) -> Result<(Option<u32>, u64), String> {
        let all = std::iter::once("felt").chain(args.iter().copied());
        Line::try_parse_from(all)
            .map(|l| (l.hands, l.seed))
            .map_err(|e| {
                e.render()
                    .to_string()
                    .lines()
                    .next()
                    .unwrap_or("")
                    .to_string()
            })
    }

    #[test]
    fn a_negative_number_is_refused_by_name_not_taken_for_an_option() {
        assert_eq!(
            parse(&["--hands", "-5"]),
            Err("error: --hands cannot be negative (got -5)".to_string())
        );
        assert_eq!(
            parse(&["--seed", "-1"]),
            Err("error: --seed cannot be negative (got -1)".to_string())
        );
        assert_eq!(
            parse(&["--seed", "-1.5"]),
            Err("error: --seed cannot be negative (got -1.5)".to_string())
        );
    }

    #[test]
    fn a_value_that_is_not_a_whole_number_or_too_large_says_so() {
        assert_eq!(
            parse(&["--hands", "1.5"]),
            Err("error: --hands takes a whole number (got \"1.5\")".to_string())
        );
        assert_eq!(
            parse(&["--hands", "many"]),
            Err("error: --hands takes a whole number (got \"many\")".to_string())
        );
        assert_eq!(
            parse(&["--hands", "5000000000"]),
            Err("error: --hands is at most 4294967295".to_string())
        );
    }

    #[test]
    fn whole_numbers_are_read_as_before() {
        assert_eq!(parse(&["--hands", "0"]), Ok((Some(0), 1)));
        assert_eq!(
            parse(&["--hands=12", "--seed", "18446744073709551615"]),
            Ok((Some(12), u64::MAX))
        );
        assert_eq!(parse(&["--seed", "+7"]), Ok((None, 7)));
    }
}
