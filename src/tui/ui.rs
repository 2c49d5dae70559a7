//! Drawing: the start screen, the table, the overlays. Rendering only reads the app's state.

use ratatui::Frame;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Padding, Paragraph, Wrap};

use felt::bots;
use felt::cards::{CardSet, evaluate};
use felt::engine::{Hand, Phase, Seat, SeatView};

use super::app::{App, HUMAN, LENGTHS, LogKind, Overlay, Screen, StartScreen, Table, VARIANTS};
use super::input::KeyAction;
use super::theme::Theme;
use super::widgets::cards;

/// The smallest terminal felt draws in.
pub const MIN_SIZE: (u16, u16) = (80, 24);

/// A clickable action button: clicking it presses its key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Button {
    pub label: String,
    pub code: KeyCode,
    pub enabled: bool,
    pub area: Rect,
}

/// Draws the whole screen.
pub fn render(app: &App, frame: &mut Frame) {
    let area = frame.area();
    if area.width < MIN_SIZE.0 || area.height < MIN_SIZE.1 {
        let text = format!(
            "felt needs a terminal of at least {}x{}; this one is {}x{}.\nPlease enlarge it (or press q to quit).",
            MIN_SIZE.0, MIN_SIZE.1, area.width, area.height
        );
        frame.render_widget(
            Paragraph::new(text)
                .alignment(Alignment::Center)
                .wrap(Wrap { trim: true }),
            area,
        );
        return;
    }
    match &app.screen {
        Screen::Start(s) => render_start(app, s, frame, area),
        Screen::Table(t) => render_table(app, t, frame, area),
        Screen::Draw(d) => super::draw_table::render(d, &app.settings.theme, frame, area),
    }
    match app.overlay {
        Some(Overlay::Help) => render_help(app, frame, area),
        Some(Overlay::ConfirmQuit) => render_confirm(app, frame, area),
        None => {}
    }
}

/// The start screen's teaching-mode line.
const LEARN_LINE: &str =
    " Teaching mode: explains each step, the pot odds and your equity, and suggests a move.";

fn render_start(app: &App, s: &StartScreen, frame: &mut Frame, area: Rect) {
    let theme = &app.settings.theme;
    // The footer grows with the notices (a refused config, a bot that cannot start), so none
    // is cut at the bottom; the menus keep at least ten rows.
    let width = usize::from(area.width.max(1));
    let footer_rows = std::iter::once(format!("[ ]{LEARN_LINE}"))
        .chain(app.notices.iter().cloned())
        .map(|l| wrap_text(&l, width).len())
        .sum::<usize>()
        .clamp(3, usize::from(area.height.saturating_sub(14)).max(3)) as u16;
    let [title, body, footer] = Layout::vertical([
        Constraint::Length(4),
        Constraint::Min(10),
        Constraint::Length(footer_rows),
    ])
    .areas(area);
    let head = vec![
        Line::from(Span::styled("felt", theme.strong().patch(theme.frame()))),
        Line::from("Poker for pokerbots players: practise the competition games against bots."),
        Line::from(Span::styled(
            "←→ columns · ↑↓ choose · l teach · t tutorial · enter play · ? help · q quit",
            theme.dim(),
        )),
    ];
    frame.render_widget(
        Paragraph::new(head)
            .alignment(Alignment::Center)
            .wrap(Wrap { trim: true }),
        title,
    );
    // The match column is as wide as its longest entry ("▶ until you stop") plus the frame.
    let [games, opponents, lengths] = Layout::horizontal([
        Constraint::Fill(46),
        Constraint::Fill(34),
        Constraint::Length(20),
    ])
    .areas(body);
    let column = |focus: bool, name: &str| {
        Block::new()
            .borders(Borders::ALL)
            .padding(Padding::horizontal(1))
            .title(format!(" {name} "))
            .border_style(if focus {
                theme.highlight()
            } else {
                theme.frame()
            })
    };
    // Inside the frame and its one-column padding.
    let inner = |r: Rect| r.width.saturating_sub(4) as usize;
    // Every game's line plus its wrapped description, when they fit; otherwise the chosen
    // game's description only.
    let described: usize = VARIANTS
        .iter()
        .map(|v| 1 + indented(v.tagline(), inner(games)).len())
        .sum();
    let all_taglines = described <= body.height.saturating_sub(2) as usize;
    let mut lines = Vec::new();
    for (i, v) in VARIANTS.iter().enumerate() {
        let style = if i == s.variant {
            theme.highlight()
        } else {
            theme.strong()
        };
        lines.push(Line::from(Span::styled(
            format!("{} {}", if i == s.variant { "▶" } else { " " }, v.name()),
            style,
        )));
        if all_taglines || i == s.variant {
            for piece in indented(v.tagline(), inner(games)) {
                lines.push(Line::from(Span::styled(piece, theme.dim())));
            }
        }
    }
    frame.render_widget(
        Paragraph::new(lines).block(column(s.focus == 0, "Game")),
        games,
    );
    let mut lines = Vec::new();
    for (i, (name, about)) in bots::BOTS.iter().enumerate() {
        let style = if i == s.opponent {
            theme.highlight()
        } else {
            theme.strong()
        };
        lines.push(Line::from(Span::styled(
            format!("{} {name}", if i == s.opponent { "▶" } else { " " }),
            style,
        )));
        if i == s.opponent {
            for piece in indented(about, inner(opponents)) {
                lines.push(Line::from(Span::styled(piece, theme.dim())));
            }
        }
    }
    frame.render_widget(
        Paragraph::new(lines).block(column(s.focus == 1, "Opponent")),
        opponents,
    );
    let mut lines = Vec::new();
    for (i, n) in LENGTHS.iter().enumerate() {
        let label = if *n == 0 {
            "until you stop".to_string()
        } else {
            format!("{n} hands")
        };
        let style = if i == s.length {
            theme.highlight()
        } else {
            theme.strong()
        };
        lines.push(Line::from(Span::styled(
            format!("{} {label}", if i == s.length { "▶" } else { " " }),
            style,
        )));
    }
    frame.render_widget(
        Paragraph::new(lines).block(column(s.focus == 2, "Match")),
        lengths,
    );
    let learn = Line::from(vec![
        Span::styled(
            if s.learn { "[x]" } else { "[ ]" },
            if s.focus == 3 {
                theme.highlight()
            } else {
                theme.strong()
            },
        ),
        Span::raw(LEARN_LINE),
    ]);
    let notices: Vec<Line> = app
        .notices
        .iter()
        .map(|n| Line::from(Span::styled(n.clone(), theme.error())))
        .collect();
    let mut foot = vec![learn];
    foot.extend(notices);
    frame.render_widget(Paragraph::new(foot).wrap(Wrap { trim: true }), footer);
}

/// The table's regions.
struct Regions {
    header: Rect,
    opponent: Rect,
    board: Rect,
    me: Rect,
    log: Rect,
    teach: Option<Rect>,
    prompt: Rect,
    buttons: Rect,
}

fn regions(area: Rect, teach: bool) -> Regions {
    // Short terminals drop the spacer lines around the seats.
    let seat_rows = if area.height >= 30 { 3 } else { 2 };
    let [header, opponent, board, me, rest, prompt, buttons] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(seat_rows),
        Constraint::Length(2),
        Constraint::Length(seat_rows),
        Constraint::Min(6),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area);
    let (log, teach) = if !teach {
        (rest, None)
    } else if area.width >= 110 {
        let [l, t] = Layout::horizontal([Constraint::Percentage(55), Constraint::Percentage(45)])
            .areas(rest);
        (l, Some(t))
    } else {
        // Narrow: the log keeps a few lines and the notes take the rest.
        let log_rows = (rest.height / 4).max(4);
        let [l, t] =
            Layout::vertical([Constraint::Length(log_rows), Constraint::Min(0)]).areas(rest);
        (l, Some(t))
    };
    Regions {
        header,
        opponent,
        board,
        me,
        log,
        teach,
        prompt,
        buttons,
    }
}

/// `text` wrapped to `width` with every line indented by two spaces (under a list entry's name).
fn indented(text: &str, width: usize) -> Vec<String> {
    wrap_text(text, width.saturating_sub(2))
        .into_iter()
        .map(|l| format!("  {}", l.trim_start()))
        .collect()
}

/// Splits `text` into lines of at most `width` characters at spaces.
pub(crate) fn wrap_text(text: &str, width: usize) -> Vec<String> {
    let width = width.max(8);
    let mut lines = Vec::new();
    let mut current = String::new();
    for word in text.split(' ') {
        let len = current.chars().count();
        if len > 0 && len + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut current));
            current.push_str("  ");
        } else if len > 0 {
            current.push(' ');
        }
        current.push_str(word);
    }
    lines.push(current);
    lines
}

/// The action buttons and where they are drawn (also used to find mouse clicks).
pub fn buttons(app: &App, table: &Table, area: Rect) -> Vec<Button> {
    let keys = &app.settings.keys;
    let r = regions(area, table.teaching.on);
    let mut specs: Vec<(String, KeyCode, bool)> = Vec::new();
    let add = |specs: &mut Vec<(String, KeyCode, bool)>,
               action: KeyAction,
               what: String,
               enabled: bool| {
        specs.push((
            format!("{} {what}", keys.label(action)),
            keys.key_of(action),
            enabled,
        ));
    };
    let legal = table
        .session
        .hand()
        .and_then(Hand::legal_actions)
        .filter(|_| table.human_to_act());
    if let Some(a) = &table.amount {
        // The amount box: sizes, confirm, cancel (a bid cannot be cancelled).
        add(&mut specs, KeyAction::Min, "min".into(), true);
        add(&mut specs, KeyAction::HalfPot, "½ pot".into(), true);
        add(&mut specs, KeyAction::TwoThirdsPot, "⅔ pot".into(), true);
        add(&mut specs, KeyAction::Pot, "pot".into(), true);
        add(&mut specs, KeyAction::AllIn, "all".into(), true);
        specs.push(("enter ok".into(), KeyCode::Enter, true));
        if !a.bid {
            specs.push(("esc cancel".into(), KeyCode::Esc, true));
        }
    } else if table.finished.is_some() && !table.session.is_over() {
        add(&mut specs, KeyAction::NextHand, "next hand".into(), true);
    } else if let Some(l) = legal.filter(|l| l.bid.is_none()) {
        add(&mut specs, KeyAction::Fold, "fold".into(), l.can_fold);
        let cc = if l.can_check {
            "check".to_string()
        } else {
            format!("call {}", l.call_cost)
        };
        add(&mut specs, KeyAction::CheckCall, cc, true);
        let raise = match l.raise {
            Some((lo, hi)) if lo == hi => format!("all in {hi}"),
            Some((lo, hi)) => format!(
                "{} {lo}-{hi}",
                if table.opens_betting() {
                    "bet"
                } else {
                    "raise to"
                }
            ),
            None => "raise".to_string(),
        };
        add(&mut specs, KeyAction::Raise, raise, l.raise.is_some());
        add(
            &mut specs,
            KeyAction::AllIn,
            "all in".into(),
            l.raise.is_some(),
        );
    }
    if table.amount.is_none() {
        add(&mut specs, KeyAction::Learn, "teach".into(), true);
    }
    add(
        &mut specs,
        KeyAction::Help,
        "help".into(),
        table.amount.is_none(),
    );
    add(
        &mut specs,
        KeyAction::Quit,
        "quit".into(),
        table.amount.is_none(),
    );
    let mut x = r.buttons.x;
    let mut out = Vec::new();
    for (label, code, enabled) in specs {
        let width = (label.chars().count() as u16 + 2).min(r.buttons.right().saturating_sub(x));
        if width == 0 {
            break;
        }
        out.push(Button {
            label,
            code,
            enabled,
            area: Rect::new(x, r.buttons.y, width, 1),
        });
        x += width + 1;
    }
    out
}

fn seat_line(
    theme: &Theme,
    name: &str,
    view: &SeatView,
    seat: Seat,
    to_act: bool,
    extra: Option<Span<'static>>,
) -> Line<'static> {
    let role = if seat == Seat(0) {
        "button · small blind"
    } else {
        "big blind"
    };
    let mut spans = vec![
        Span::styled(
            format!(" {name} "),
            if to_act {
                theme.highlight()
            } else {
                theme.strong()
            },
        ),
        Span::raw(format!(
            "  stack {}   in this round {}   ",
            view.stacks[seat.index()],
            view.pips[seat.index()]
        )),
        Span::styled(format!("[{role}]"), theme.dim()),
    ];
    if let Some(e) = extra {
        spans.push(Span::raw("   "));
        spans.push(e);
    }
    Line::from(spans)
}

fn render_table(app: &App, t: &Table, frame: &mut Frame, area: Rect) {
    let theme = &app.settings.theme;
    let r = regions(area, t.teaching.on);
    let Some(hand) = t.shown_hand() else {
        frame.render_widget(
            Paragraph::new(t.message.as_ref().map_or(String::new(), |m| m.0.clone())),
            area,
        );
        return;
    };
    let me = t.human_seat();
    let opp = me.other();
    // The screen draws from the person's view only: what their seat may know.
    let view = hand.view(me);
    let bankroll = t.session.bankroll()[HUMAN];
    let total = t
        .session
        .config()
        .hands
        .map_or(String::new(), |n| format!("/{n}"));
    let header = Line::from(vec![
        Span::styled(" felt ", theme.highlight()),
        Span::styled(format!(" {} ", view.variant().short_name()), theme.strong()),
        Span::raw(format!(
            "· hand {}{total} · blinds {}/{} · bankroll {bankroll:+} · vs {}{} ",
            t.session.hand_number(),
            view.setup.small_blind,
            view.setup.big_blind,
            t.bot_name,
            t.bot_clock
                .map_or(String::new(), |c| format!(" (clock {c:.1} s)"))
        )),
        Span::styled(if t.teaching.on { "· learn" } else { "" }, theme.teach()),
    ]);
    frame.render_widget(Paragraph::new(header), r.header);

    // The opponent: cards face down, a peeked card face up, everything at showdown.
    let to_act = view.to_act;
    let thinking = t.thinking_since.map(|since| {
        let spin = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
        let i = (since.elapsed().as_millis() / 100) as usize % spin.len();
        Span::styled(
            format!("{} thinking…", if theme.ascii { '*' } else { spin[i] }),
            theme.teach(),
        )
    });
    let mut opp_cards: Vec<Span> = Vec::new();
    let known: CardSet = view.opponent_known.iter().collect();
    let showdown = view.outcome.is_some_and(|o| o.showdown);
    let opp_count = view.opponent_card_count();
    if showdown {
        opp_cards = cards::faces(theme, view.opponent_known.as_slice());
        if let Some(v) = view.outcome.and_then(|o| o.values) {
            opp_cards.push(Span::styled(
                format!("   {}", v[opp.index()]),
                theme.strong(),
            ));
        }
    } else {
        for (i, _) in (0..opp_count).enumerate() {
            if i > 0 {
                opp_cards.push(Span::raw(" "));
            }
            match view.opponent_known.iter().nth(i) {
                Some(c) if known.contains(c) => opp_cards.push(cards::face(theme, c)),
                _ => opp_cards.push(cards::back(theme)),
            }
        }
        if !view.opponent_known.is_empty() {
            opp_cards.push(Span::styled("  ← you saw this card", theme.teach()));
        }
    }
    let bot_saw = view.opponent_peeked();
    let opp_lines = vec![
        seat_line(
            theme,
            &t.bot_name.to_uppercase(),
            &view,
            opp,
            to_act == Some(opp),
            thinking,
        ),
        Line::from(opp_cards),
        Line::default(),
    ];
    frame.render_widget(Paragraph::new(opp_lines), r.opponent);

    // The board and the pot.
    let mut board = vec![Span::styled(" Board ", theme.strong())];
    if view.board.is_empty() {
        board.push(Span::styled(" (no cards yet)", theme.dim()));
    }
    board.extend(cards::faces(theme, view.board.as_slice()));
    let phase = match view.phase {
        Phase::Auction => "auction".to_string(),
        Phase::Done => "hand over".to_string(),
        Phase::Betting => view.street.to_string(),
    };
    let pot_line = Line::from(vec![
        Span::styled(format!(" Pot {}", view.pot), theme.strong()),
        Span::raw(format!("   ·   {phase}")),
        Span::styled(
            if view.variant().deals_run_card(view.board.as_slice()) && view.phase != Phase::Done {
                "   ·   last card red: the board grows".to_string()
            } else {
                String::new()
            },
            theme.teach(),
        ),
    ]);
    frame.render_widget(Paragraph::new(vec![Line::from(board), pot_line]), r.board);

    // The human.
    let mine: CardSet = view.hole.iter().chain(view.board.iter()).collect();
    let name = if view.hole.is_empty() {
        String::new()
    } else {
        evaluate(mine).describe()
    };
    let turn = (to_act == Some(me) && t.finished.is_none())
        .then(|| Span::styled("← your turn", theme.highlight()));
    let mut my_cards = cards::faces(theme, view.hole.as_slice());
    my_cards.push(Span::styled(format!("   {name}"), theme.strong()));
    if bot_saw {
        my_cards.push(Span::styled(
            format!("   ({} has seen one of these)", t.bot_name),
            theme.dim(),
        ));
    }
    let mut me_lines = vec![
        seat_line(theme, "YOU", &view, me, to_act == Some(me), turn),
        Line::from(my_cards),
    ];
    if r.me.height > 2 {
        me_lines.insert(0, Line::default());
    }
    frame.render_widget(Paragraph::new(me_lines), r.me);

    // The log, wrapped to its width, following the end unless scrolled back.
    let height = r.log.height.saturating_sub(2) as usize;
    let width = r.log.width.saturating_sub(2) as usize;
    let end = t.log.len().saturating_sub(t.log_back);
    let mut lines: Vec<Line> = Vec::new();
    for l in t.log[..end].iter().rev() {
        let style = match l.kind {
            LogKind::Header => theme.strong(),
            LogKind::Good => theme.good(),
            LogKind::Bad => theme.error(),
            LogKind::Teach => theme.teach(),
            LogKind::Plain => ratatui::style::Style::new(),
        };
        // One column short of the frame, so no line runs into it.
        for piece in wrap_text(&l.text, width.saturating_sub(1))
            .into_iter()
            .rev()
        {
            lines.push(Line::from(Span::styled(piece, style)));
        }
        if lines.len() >= height {
            break;
        }
    }
    lines.reverse();
    let skip = lines.len().saturating_sub(height);
    let lines: Vec<Line> = lines.into_iter().skip(skip).collect();
    let title = if t.log_back > 0 {
        format!(" Log (scrolled back {}) ", t.log_back)
    } else {
        " Log ".to_string()
    };
    frame.render_widget(Paragraph::new(lines).block(theme.panel(title)), r.log);

    if let Some(teach_area) = r.teach {
        let mut lines: Vec<Line> = t
            .teaching
            .panel
            .iter()
            .map(|l| Line::from(Span::styled(l.clone(), theme.teach())))
            .collect();
        if lines.is_empty() {
            lines.push(Line::from(Span::styled(
                if t.human_to_act() {
                    "Thinking about your options…"
                } else {
                    "Notes appear here when it is your turn."
                },
                theme.dim(),
            )));
        }
        // A note longer than the panel (a long review on a small terminal) is cut at a line,
        // and says where the rest is, rather than running off the bottom.
        let inner_height = usize::from(teach_area.height.saturating_sub(2));
        let inner_width = usize::from(teach_area.width.saturating_sub(3));
        let wrapped: Vec<String> = t
            .teaching
            .panel
            .iter()
            .flat_map(|l| wrap_text(l, inner_width))
            .collect();
        if wrapped.len() > inner_height && inner_height > 1 {
            lines = wrapped
                .into_iter()
                .take(inner_height - 1)
                .map(|l| Line::from(Span::styled(l, theme.teach())))
                .collect();
            lines.push(Line::from(Span::styled(
                "… the rest is in the log",
                theme.dim(),
            )));
        }
        frame.render_widget(
            Paragraph::new(lines)
                .wrap(Wrap { trim: true })
                .block(theme.panel(" Teaching ").padding(Padding::right(1))),
            teach_area,
        );
    }

    // The amount box or the message line.
    let prompt = if let Some(a) = &t.amount {
        let (lo, hi) = t.amount_range().unwrap_or((0, 0));
        let keys = &app.settings.keys;
        let what = if a.bid {
            "Your bid"
        } else if t.opens_betting() {
            "Bet"
        } else {
            "Raise to"
        };
        let mut spans = vec![
            Span::styled(format!(" {what}: "), theme.strong()),
            Span::styled(format!("[{}▏]", a.text), theme.highlight()),
            Span::raw(format!(" ({lo} to {hi})  ")),
        ];
        match &a.error {
            Some(e) => spans.push(Span::styled(e.clone(), theme.error())),
            None => {
                let full = format!(
                    "{} min {} ½pot {} ⅔pot {} pot {} all · ↑↓ · enter{}",
                    keys.label(KeyAction::Min),
                    keys.label(KeyAction::HalfPot),
                    keys.label(KeyAction::TwoThirdsPot),
                    keys.label(KeyAction::Pot),
                    keys.label(KeyAction::AllIn),
                    if a.bid { "" } else { " · esc" }
                );
                // Narrow: the size keys are on the buttons below, so the line keeps the rest.
                let used: usize = spans.iter().map(|s| s.content.chars().count()).sum();
                let hint = if used + full.chars().count() <= r.prompt.width as usize {
                    full
                } else {
                    format!("↑↓ step · enter ok{}", if a.bid { "" } else { " · esc" })
                };
                spans.push(Span::styled(hint, theme.dim()));
            }
        }
        Line::from(spans)
    } else if let Some((m, err)) = &t.message {
        Line::from(Span::styled(
            format!(" {m}"),
            if *err { theme.error() } else { theme.teach() },
        ))
    } else {
        Line::default()
    };
    frame.render_widget(Paragraph::new(prompt), r.prompt);
    for b in buttons(app, t, area) {
        let style = if b.enabled {
            theme.button()
        } else {
            theme.button_off()
        };
        frame.render_widget(
            Paragraph::new(Span::styled(format!(" {} ", b.label), style)),
            b.area,
        );
    }
}

fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let w = width.min(area.width);
    let h = height.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

fn render_help(app: &App, frame: &mut Frame, area: Rect) {
    let theme = &app.settings.theme;
    let keys = &app.settings.keys;
    let mut lines = vec![
        Line::from(Span::styled(
            "Keys (change them in the config file's [keys])",
            theme.strong(),
        )),
        Line::default(),
    ];
    for a in KeyAction::ALL {
        lines.push(Line::from(vec![
            Span::styled(format!("  {:>6}  ", keys.label(a)), theme.highlight()),
            Span::raw(a.help()),
        ]));
    }
    lines.push(Line::default());
    lines.push(Line::from(
        "  In the amount box: type a number, ↑↓ step by a big blind,",
    ));
    lines.push(Line::from("  enter confirms."));
    lines.push(Line::from(
        "  The mouse works on the buttons at the bottom. Ctrl-C quits at once.",
    ));
    lines.push(Line::from(Span::styled(
        "  Press any key to close.",
        theme.dim(),
    )));
    // As wide as the longest line plus the frame, so nothing is cut.
    let widest = lines.iter().map(Line::width).max().unwrap_or(0) as u16;
    let box_area = centered(area, widest + 4, lines.len() as u16 + 2);
    frame.render_widget(Clear, box_area);
    frame.render_widget(Paragraph::new(lines).block(theme.panel(" Help ")), box_area);
}

fn render_confirm(app: &App, frame: &mut Frame, area: Rect) {
    let theme = &app.settings.theme;
    let lines = vec![
        Line::from(Span::styled("Quit felt?", theme.strong())),
        Line::from("Finished hands are saved; a hand in progress is not."),
        Line::from(Span::styled(
            "y / enter: quit    any other key: stay",
            theme.dim(),
        )),
    ];
    let box_area = centered(area, 56, 5);
    frame.render_widget(Clear, box_area);
    frame.render_widget(
        Paragraph::new(lines).alignment(Alignment::Center).block(
            Block::new()
                .borders(Borders::ALL)
                .border_style(theme.frame()),
        ),
        box_area,
    );
}
