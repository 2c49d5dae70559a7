//! `felt play`: the options of a match at the table, checked here so a mistake is one line on
//! the command line, then the table on screen (`tui`), and the last choice remembered.

use clap::Args;
use felt::engine::Hand;
use felt::engine::VariantId;
use felt::registry;

use super::learn::learn;
use super::numbers::whole;
use super::shared::{dumb_terminal, game_for_bots, utf8_terminal};
use super::{UserError, parse_variant};

#[derive(Debug, Args, Default)]
pub(super) struct PlayArgs {
    /// The game: auction, sneak-peek, river-of-blood, holdem or auction-flop (skips the start
    /// screen).
    #[arg(long)]
    variant: Option<String>,
    /// The opponent: easy, medium, hard, or a bot by name (skips the start screen);
    /// external:PATH is the same as --opponent PATH.
    #[arg(long)]
    bot: Option<String>,
    /// Play your own competition bot: a folder with commands.json (MIT layout) or a .py file
    /// (IIT layout, which plays Sneak Peek Hold'em unless --variant says otherwise). Skips the
    /// start screen.
    #[arg(long, conflicts_with = "bot")]
    opponent: Option<std::path::PathBuf>,
    /// Hands in the match (0 = until you stop).
    #[arg(long, allow_negative_numbers = true, value_parser = whole::<u32>())]
    hands: Option<u32>,
    /// Hold'em as a tournament: stacks carry over and the blinds rise every 10 hands until one
    /// player has every chip (500 chips and blinds 10/20, or the stack and blinds of a
    /// tournament in the config's [holdem]). Plays hold'em; without --hands, to the end.
    #[arg(long)]
    tournament: bool,
    /// Seed for the deal (the same seed deals the same cards).
    #[arg(long, allow_negative_numbers = true, value_parser = whole::<u64>())]
    seed: Option<u64>,
    /// Teaching mode: explains each step and suggests moves.
    #[arg(long)]
    learn: bool,
    /// Draw cards as "Ah" instead of with suit symbols.
    #[arg(long)]
    ascii: bool,
    /// A four-colour deck (spades black, hearts red, diamonds blue, clubs green).
    #[arg(long)]
    four_colour: bool,
    /// No colours.
    #[arg(long)]
    no_colour: bool,
    /// Milliseconds to pause after each bot action (0 = no pause).
    #[arg(long, allow_negative_numbers = true, value_parser = whole::<u64>())]
    pause: Option<u64>,
    /// Read this config file instead of ~/.config/felt/config.toml.
    #[arg(long)]
    config: Option<std::path::PathBuf>,
}

pub(super) fn play(args: &PlayArgs, signals: &crate::tui::Signals) -> Result<(), UserError> {
    use crate::tui::app::{Choice, Settings};
    if dumb_terminal() {
        return Err(UserError(
            "this terminal (TERM=dumb) cannot show the table; run felt in a full terminal"
                .to_string(),
        ));
    }
    let (config, _) =
        felt::config::Config::load(args.config.as_deref()).map_err(|e| UserError(e.to_string()))?;
    let asked = match &args.variant {
        Some(v) => Some(parse_variant(v)?),
        None if args.tournament => Some(VariantId::Holdem),
        None => None,
    };
    // A hosted bot's layout may say which game it plays (an IIT .py bot: Sneak Peek).
    // `--bot external:PATH` is the same as `--opponent PATH`, as in the arena's --bots.
    let opponent = match (&args.opponent, &args.bot) {
        (Some(path), _) => Some(format!("{}{}", felt::bots::EXTERNAL, path.display())),
        (None, Some(name)) if name.trim().starts_with(felt::bots::EXTERNAL) => {
            Some(name.trim().to_string())
        }
        _ => None,
    };
    let (variant, layout_note) =
        game_for_bots(asked, config.variant(), opponent.as_deref().as_slice());
    if args.tournament && variant != VariantId::Holdem {
        return Err(UserError(format!(
            "--tournament plays hold'em, not {}",
            variant.name()
        )));
    }
    if !variant.is_heads_up() && opponent.is_some() {
        return Err(UserError(
            "competition bots play the heads-up games; Auction Flop Poker is played against felt's bots".to_string(),
        ));
    }
    let mut started = None;
    if let Some(note) = &layout_note {
        // Said before the table opens (it stays above it on the terminal) and in its log.
        note.print();
    }
    let mut notices: Vec<String> = layout_note.iter().map(|n| n.text().to_string()).collect();
    let bot = match &opponent {
        Some(name) => {
            // Start it now, so a bot that cannot start is reported here, not in the table; the
            // table then plays this process (no second start).
            let data_dir = config.data_dir();
            let bot = crate::tui::app::start_bot(name, variant, data_dir.as_deref())
                .map_err(UserError)?;
            started = Some((name.clone(), bot));
            name.clone()
        }
        None => args.bot.clone().unwrap_or_else(|| config.play.bot.clone()),
    };
    if variant == VariantId::AuctionFlop
        && let Some(name) = &args.bot
        && registry::auction_flop(name).is_err()
    {
        return Err(UserError(format!(
            "\"{name}\" does not play Auction Flop Poker (choose from: {})",
            registry::auction_flop_names()
        )));
    }
    if opponent.is_none() {
        registry::built_in::<Hand>(&bot)?;
    }
    if args.pause.is_some_and(|p| p > felt::config::MAX_PAUSE_MS) {
        return Err(UserError(format!(
            "--pause is at most {} milliseconds",
            felt::config::MAX_PAUSE_MS
        )));
    }
    let keys =
        crate::tui::input::KeyMap::with_overrides(|name| config.keys.get(name).map(String::from));
    let settings = Settings {
        theme: crate::tui::theme::Theme {
            colour: config.table.colour && !args.no_colour,
            four_colour: config.table.four_colour || args.four_colour,
            ascii: config.table.ascii || args.ascii || !utf8_terminal(),
            light: config.table.theme == felt::config::TableTheme::Light,
        },
        keys,
        pause: std::time::Duration::from_millis(args.pause.unwrap_or(config.table.pause_ms)),
        data_dir: config.data_dir(),
        stakes: felt::engine::VariantId::ALL
            .iter()
            .map(|&v| (v, config.match_config(v)))
            .collect(),
        auction_flop: (
            usize::from(config.auction_flop.seats),
            config.auction_flop.stack,
            config.auction_flop.ante,
        ),
        motion: config.table.motion && args.pause.unwrap_or(config.table.pause_ms) > 0,
    };
    let last_path = settings
        .data_dir
        .as_ref()
        .map(|d| d.join("last-choice.json"));
    let last: Option<Choice> = last_path
        .as_ref()
        .and_then(|p| felt::files::read_to_string(p, felt::files::FileKind::LastChoice).ok())
        .and_then(|t| {
            let v: serde_json::Value = serde_json::from_str(&t).ok()?;
            Some(Choice {
                variant: v["variant"].as_str()?.parse().ok()?,
                bot: v["bot"].as_str()?.to_string(),
                hands: u32::try_from(v["hands"].as_u64()?).ok()?,
                learn: v["learn"].as_bool()?,
                seed: 0,
                tournament: v["tournament"].as_bool().unwrap_or(false),
            })
        });
    let skip_start =
        args.variant.is_some() || args.bot.is_some() || args.opponent.is_some() || args.tournament;
    let choice = skip_start.then(|| Choice {
        variant,
        bot: bot.clone(),
        hands: args.hands.unwrap_or(if args.tournament {
            0
        } else {
            config.play_hands(variant)
        }),
        learn: args.learn || config.table.learn,
        seed: args.seed.unwrap_or_else(|| {
            let t = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos());
            t as u64 ^ (t >> 64) as u64
        }),
        tournament: args.tournament,
    });
    let mut last = last.or(Some(Choice {
        variant,
        bot,
        hands: config.play_hands(variant),
        learn: args.learn || config.table.learn,
        seed: 0,
        tournament: false,
    }));
    let (mut choice, mut started) = (choice, started);
    loop {
        let played = crate::tui::run(
            settings.clone(),
            choice.take(),
            last.take(),
            started.take(),
            std::mem::take(&mut notices),
            signals,
        )
        .map_err(UserError)?;
        if let (Some(c), Some(path)) = (played.chosen, &last_path) {
            let json = serde_json::json!({ "variant": c.variant.id(), "bot": c.bot, "hands": c.hands, "learn": c.learn, "tournament": c.tournament });
            let _ = felt::history::write_atomically(path, format!("{json}\n").as_bytes());
        }
        // A tutorial asked for on the start screen runs in the terminal; when it ends (or is
        // stopped with q) the start screen opens again as it was left.
        let Some(left) = played.tutorial else {
            return Ok(());
        };
        learn(Some(left.variant.id()), args.config.as_deref())?;
        last = Some(left);
    }
}
