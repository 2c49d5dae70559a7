//! `felt equity`: each hand's (or range's) chance to win, tie and share of the pot, as a
//! table or JSON, and with `--grid` each range drawn as a 13x13 grid. When every argument is
//! exact cards the single-deal calculator answers as it always has; when one is a range
//! ("QQ+,AKs", "22-55", "20%"), the range calculator does, with card removal.

use std::io::Write;
use std::time::Instant;

use clap::Args;
use felt::cards::equity::{
    EquityQuery, EquityReport, Holding, Method, RangeQuery, RangeReport, calculate,
    calculate_ranges,
};
use felt::cards::range::{HandRange, RangeError};
use felt::cards::{BoardRule, Card, CardParseError, CardSet};
use felt::engine::VariantId;
use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::numbers::whole;
use super::shared::group;
use super::{UserError, parse_variant};

#[derive(Debug, Args)]
pub(super) struct EquityArgs {
    /// Two or more hands of 2 cards (3 in Auction Hold'em), like AsKs QdQh or "10h 9h", or
    /// ranges like "QQ+,AKs", "22-55", "A2s+", "T9s-65s", "20%", "random", "AKs:0.5".
    #[arg(required = true, num_args = 2..)]
    hands: Vec<String>,
    /// Board cards already dealt, like 8s5hJs.
    #[arg(long, default_value = "")]
    board: String,
    /// Cards known to be out of play.
    #[arg(long, default_value = "")]
    dead: String,
    /// Deal the rest of the board by this variant's rule (river-of-blood keeps dealing while
    /// the last card is red).
    #[arg(long)]
    variant: Option<String>,
    /// Force Monte Carlo with this many sampled boards (default: exact when cheap, otherwise
    /// 2,000,000 samples).
    #[arg(long, allow_negative_numbers = true, value_parser = whole::<u64>())]
    samples: Option<u64>,
    /// Seed for Monte Carlo sampling (the same seed gives the same answer).
    #[arg(long, default_value_t = 1, allow_negative_numbers = true, value_parser = whole::<u64>())]
    seed: u64,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
    /// Draw each range as a 13x13 grid of starting hands after the table (in colour on a
    /// terminal, as plain text when piped).
    #[arg(long)]
    grid: bool,
}

/// One argument: exact cards or a range.
enum Player {
    Cards(Vec<Card>),
    Range(HandRange),
}

/// Reads an argument as cards when it is cards, else as a range. When it is neither, the
/// error is the range's if it looks like one (two ranks first, or range punctuation), else
/// the card's, as before ranges existed.
fn player(text: &str) -> Result<Player, UserError> {
    // Up to three cards are a hand; more (like "AhKh,AsKs") are a range when they read as
    // one, else a hand of the wrong size (reported as before).
    let card_error: CardParseError = match Card::parse_list(text) {
        Ok(cards) if cards.len() <= 3 => return Ok(Player::Cards(cards)),
        Ok(cards) => {
            return Ok(text
                .parse::<HandRange>()
                .map_or(Player::Cards(cards), Player::Range));
        }
        Err(e) => e,
    };
    let range_error: RangeError = match text.parse::<HandRange>() {
        Ok(range) => return Ok(Player::Range(range)),
        Err(e) => e,
    };
    let is_rank = |c: char| "23456789TJQKA".contains(c.to_ascii_uppercase());
    let mut chars = text.trim().chars();
    let two_ranks = chars.next().is_some_and(is_rank) && chars.next().is_some_and(is_rank);
    let punctuation = text.contains([',', '+', '-', '%', ':', '@']);
    let word = text.trim().chars().all(|c| c.is_ascii_alphabetic()) && text.trim().len() > 3;
    if two_ranks || punctuation || word {
        Err(UserError(range_error.to_string()))
    } else {
        Err(card_error.into())
    }
}

pub(super) fn equity(args: &EquityArgs) -> Result<(), UserError> {
    let variant = args.variant.as_deref().map(parse_variant).transpose()?;
    if variant == Some(VariantId::AuctionFlop) {
        return Err(UserError(
            "equity is for the hold'em variants; Auction Flop Poker has no board".to_string(),
        ));
    }
    let rule = variant.map_or(BoardRule::Standard, VariantId::board_rule);
    let players: Vec<Player> = args
        .hands
        .iter()
        .map(|h| player(h))
        .collect::<Result<_, _>>()?;
    if players.iter().any(|p| matches!(p, Player::Range(_))) {
        return range_equity(args, players, variant, rule);
    }
    let hands: Vec<Vec<Card>> = players
        .into_iter()
        .filter_map(|p| match p {
            Player::Cards(c) => Some(c),
            Player::Range(_) => None,
        })
        .collect();
    if variant.is_some_and(|v| v != VariantId::Auction)
        && let Some(h) = hands.iter().find(|h| h.len() == 3)
    {
        return Err(UserError(format!(
            "hand {} has 3 cards; only Auction Hold'em deals a third hole card (use --variant auction)",
            cards_text(h)
        )));
    }
    let query = EquityQuery {
        hands,
        board: Card::parse_list(&args.board)?,
        dead: Card::parse_list(&args.dead)?,
        rule,
    };
    let method = match args.samples {
        Some(samples) => Method::MonteCarlo { samples },
        None => Method::Auto { samples: 2_000_000 },
    };
    let start = Instant::now();
    let report = calculate(&query, method, &mut SmallRng::seed_from_u64(args.seed))
        .map_err(|e| UserError(e.to_string()))?;
    let seconds = start.elapsed().as_secs_f64();
    let variant_id = variant.unwrap_or(if query.hands.iter().any(|h| h.len() == 3) {
        VariantId::Auction
    } else {
        VariantId::Holdem
    });
    let text = if args.json {
        equity_json(&query, &report, variant_id, seconds)
    } else {
        equity_table(&query, &report, seconds)
    };
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
    Ok(())
}

fn cards_text(cards: &[Card]) -> String {
    cards.iter().map(|c| c.to_string()).collect()
}

fn equity_table(query: &EquityQuery, report: &EquityReport, seconds: f64) -> String {
    let n = report.trials.max(1) as f64;
    let mut s = format!("{:<8} {:>8} {:>8} {:>9}", "hand", "win", "tie", "equity");
    if !report.exact {
        s.push_str(&format!(" {:>9}", "± s.e."));
    }
    s.push('\n');
    for h in &report.hands {
        s.push_str(&format!(
            "{:<8} {:>7.3}% {:>7.3}% {:>8.3}%",
            cards_text(&h.hand),
            100.0 * h.wins as f64 / n,
            100.0 * h.ties as f64 / n,
            100.0 * h.equity
        ));
        if !report.exact {
            s.push_str(&format!(" {:>8.3}%", 100.0 * h.std_error));
        }
        s.push('\n');
    }
    let board = board_words(&query.board);
    let how = if report.exact && query.reads_preflop_table() {
        format!(
            "exact: {} boards, read from felt's table of every heads-up preflop matchup",
            group(report.trials)
        )
    } else if report.exact {
        format!("exact: {} boards enumerated", group(report.trials))
    } else {
        format!("Monte Carlo: {} boards sampled", group(report.trials))
    };
    s.push_str(&format!(
        "board {board}; {how} in {:.1} ms\n",
        seconds * 1000.0
    ));
    s
}

fn equity_json(
    query: &EquityQuery,
    report: &EquityReport,
    variant: VariantId,
    seconds: f64,
) -> String {
    let n = report.trials.max(1) as f64;
    let hands: Vec<serde_json::Value> = report
        .hands
        .iter()
        .map(|h| {
            serde_json::json!({
                "hand": cards_text(&h.hand),
                "win": h.wins as f64 / n,
                "tie": h.ties as f64 / n,
                "equity": h.equity,
                "std_error": h.std_error,
                "wins": h.wins,
                "ties": h.ties,
            })
        })
        .collect();
    let mut obj = serde_json::json!({
        "variant": variant.id(),
        "hands": hands,
        "board": cards_text(&query.board),
        "dead": cards_text(&query.dead),
        "exact": report.exact,
        "seconds": seconds,
    });
    let key = if report.exact {
        "boards_enumerated"
    } else {
        "samples"
    };
    obj[key] = serde_json::json!(report.trials);
    format!("{obj}\n")
}

/// `felt equity` when at least one argument is a range.
fn range_equity(
    args: &EquityArgs,
    players: Vec<Player>,
    variant: Option<VariantId>,
    rule: BoardRule,
) -> Result<(), UserError> {
    if variant.is_some_and(|v| v != VariantId::Auction)
        && let Some(Player::Cards(h)) = players
            .iter()
            .find(|p| matches!(p, Player::Cards(c) if c.len() == 3))
    {
        return Err(UserError(format!(
            "hand {} has 3 cards; only Auction Hold'em deals a third hole card (use --variant auction)",
            cards_text(h)
        )));
    }
    let labels: Vec<String> = players
        .iter()
        .map(|p| match p {
            Player::Cards(c) => cards_text(c),
            Player::Range(r) => r.to_string(),
        })
        .collect();
    let query = RangeQuery {
        players: players
            .into_iter()
            .map(|p| match p {
                Player::Cards(c) => Holding::Hand(c),
                Player::Range(r) => Holding::Range(r),
            })
            .collect(),
        board: Card::parse_list(&args.board)?,
        dead: Card::parse_list(&args.dead)?,
        rule,
    };
    let method = match args.samples {
        Some(samples) => Method::MonteCarlo { samples },
        None => Method::Auto { samples: 2_000_000 },
    };
    let start = Instant::now();
    let report = calculate_ranges(&query, method, &mut SmallRng::seed_from_u64(args.seed))
        .map_err(|e| UserError(e.to_string()))?;
    let seconds = start.elapsed().as_secs_f64();
    let variant_id = variant.unwrap_or(VariantId::Holdem);
    let mut text = if args.json {
        range_json(&query, &labels, &report, variant_id, seconds)
    } else {
        range_table(&query, &labels, &report, seconds)
    };
    if args.grid && !args.json {
        text.push_str(&grids(&query, &labels));
    }
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
    Ok(())
}

fn range_table(
    query: &RangeQuery,
    labels: &[String],
    report: &RangeReport,
    seconds: f64,
) -> String {
    let width = labels
        .iter()
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(4)
        .max(6);
    let mut s = format!(
        "{:<width$} {:>6} {:>8} {:>8} {:>9}",
        "player", "hands", "win", "tie", "equity"
    );
    if !report.exact {
        s.push_str(&format!(" {:>9}", "± s.e."));
    }
    s.push('\n');
    for (label, p) in labels.iter().zip(&report.players) {
        s.push_str(&format!(
            "{label:<width$} {:>6} {:>7.3}% {:>7.3}% {:>8.3}%",
            p.hands,
            100.0 * p.win,
            100.0 * p.tie,
            100.0 * p.equity
        ));
        if !report.exact {
            s.push_str(&format!(" {:>8.3}%", 100.0 * p.std_error));
        }
        s.push('\n');
    }
    let board = board_words(&query.board);
    let how = if report.exact {
        let deals = if report.matchups == 1 {
            "deal of hands"
        } else {
            "deals of hands"
        };
        let from = if query.reads_preflop_table() {
            ", read from felt's table of every heads-up preflop matchup"
        } else {
            ""
        };
        format!(
            "exact: {} {deals} x {} board{}{from}",
            group(report.matchups),
            group(report.boards),
            if report.boards == 1 { "" } else { "s" }
        )
    } else {
        format!(
            "Monte Carlo: {} deals and boards sampled",
            group(report.boards)
        )
    };
    s.push_str(&format!(
        "board {board}; {how} in {:.1} ms\n",
        seconds * 1000.0
    ));
    s
}

fn range_json(
    query: &RangeQuery,
    labels: &[String],
    report: &RangeReport,
    variant: VariantId,
    seconds: f64,
) -> String {
    let hands: Vec<serde_json::Value> = labels
        .iter()
        .zip(&report.players)
        .zip(&query.players)
        .map(|((label, p), holding)| {
            serde_json::json!({
                "hand": label,
                "range": matches!(holding, Holding::Range(_)),
                "hands": p.hands,
                "win": p.win,
                "tie": p.tie,
                "equity": p.equity,
                "std_error": p.std_error,
            })
        })
        .collect();
    let mut obj = serde_json::json!({
        "variant": variant.id(),
        "hands": hands,
        "board": cards_text(&query.board),
        "dead": cards_text(&query.dead),
        "exact": report.exact,
        "seconds": seconds,
    });
    if report.exact {
        obj["matchups"] = serde_json::json!(report.matchups);
        obj["boards_enumerated"] = serde_json::json!(report.boards);
    } else {
        obj["samples"] = serde_json::json!(report.boards);
    }
    format!("{obj}\n")
}

/// Each range's grid after card removal: drawn in colour on a terminal, plain text when
/// piped (or with `NO_COLOR`, or `TERM=dumb`).
fn grids(query: &RangeQuery, labels: &[String]) -> String {
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    use ratatui::widgets::Widget;
    use std::io::IsTerminal;

    use crate::tui::theme::Theme;
    use crate::tui::widgets::range_grid::{RangeGrid, buffer_text};

    let terminal = std::io::stdout().is_terminal() && !super::shared::dumb_terminal();
    let colour = terminal && std::env::var_os("NO_COLOR").is_none();
    let theme = Theme {
        colour,
        ascii: !super::shared::utf8_terminal(),
        ..Theme::default()
    };
    let known: CardSet = query
        .board
        .iter()
        .chain(&query.dead)
        .chain(query.players.iter().flat_map(|p| match p {
            Holding::Hand(c) => c.as_slice(),
            Holding::Range(_) => &[],
        }))
        .copied()
        .collect();
    // 80 columns (cells of six), one row per cell: fits any terminal and reads when piped.
    let (w, h) = (80, RangeGrid::MIN_SIZE.1);
    let mut out = String::new();
    for (label, p) in labels.iter().zip(&query.players) {
        let Holding::Range(range) = p else { continue };
        let live = range.without(known);
        let title = format!(
            "{label}: {} hands, {:.1}% of 1,326",
            live.len(),
            100.0 * live.total_weight() / 1326.0
        );
        let area = Rect::new(0, 0, w, h);
        let mut buf = Buffer::empty(area);
        RangeGrid::new(&live.grid(), &theme, title).render(area, &mut buf);
        if theme.ascii {
            crate::tui::theme::ascii_only(&mut buf);
        }
        out.push('\n');
        out.push_str(&buffer_text(&buf, colour));
    }
    out
}

/// The board for a report's last line: its cards, or "none".
fn board_words(board: &[felt::cards::Card]) -> String {
    if board.is_empty() {
        "none".to_string()
    } else {
        cards_text(board)
    }
}
