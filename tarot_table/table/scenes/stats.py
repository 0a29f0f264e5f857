"""Statistics per game, option set and person, with a chart of results over time, and a
reset (asked twice) of one game's results or all of them."""
from __future__ import annotations

import pygame

from tarot_table.statistics import load_stats, reset, split_key
from tarot_table.table import theme
from tarot_table.table.scenes.common import PageScene
from tarot_table.table.widgets import Button, in_sight, row_of_buttons, wrapped_buttons
from tarot_table.wording import played_time

# (heading, width at the 1280x800 design); the first column takes the room the others leave
COLUMNS = (("Game and options", 0), ("Player", 120), ("Played", 62), ("Won", 52), ("Lost", 52), ("Win %", 58),
           ("Streak", 132), ("Best run", 74), ("Time", 84), ("Assisted", 96))
ROW_H = 44   # a row: the game and its values, and under the game what was chosen away from its defaults
SECOND_LINE = 20   # where a row's second line (what was chosen) starts under its first, at ui scale 1
ROWS_IN_SIGHT = 3   # rows the list shows at least before the detail and chart go under it, scrolled
CHART_LEAST = 150   # the chart's least height: the rows take the rest of the page
CHART_LEGEND = "line: win rate so far  ·  filled dot: a win, ring: a loss"
MOST_KEPT_COLUMNS = 6   # the game, the player, played, won, lost and win % always show
FOOTER_H, DETAIL_H = 84, 48   # the buttons at the foot of the page and the line on the row pointed at
YOU = "You"   # the person at this screen who typed no name (docs/games.md, "Names at the table")


def row_height(s: float) -> int:
    """A row's height: its two lines as their fonts set them, with room under the second
    before the box's edge (at 150% its letters' tails sat on the edge of a row's box)."""
    return max(int(ROW_H * s), int(SECOND_LINE * s) + theme.font(int(13 * s)).get_height() + int(12 * s))


class StatsScene(PageScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.player: str | None = None   # whose results are shown; None: everyone's
        self.asking: tuple[str, list[str]] | None = None   # a reset waiting for its second click
        self.message = ""
        self.pointer = (-1, -1)
        self.rows: list[Button] = []   # every row, scrolled out of sight too: the keyboard goes through them all
        self.rows_view = pygame.Rect(0, 0, 0, 0)   # where the rows scroll, as last drawn
        self.reload()

    def focusable(self) -> list:
        """The people, every row (scrolled out of sight or not), then the foot's buttons."""
        shown = [b for b in self.buttons if b not in self.rows]
        first_foot = next((i for i, b in enumerate(shown) if b.rect.top >= self.rows_view.bottom), len(shown))
        return shown[:first_foot] + self.rows + shown[first_foot:]

    def bring_into_view(self, item) -> None:
        if item in self.rows:
            self.scroll_to_show(item.rect, self.rows_view)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos   # the row under it shows its options in full
        super().handle(event)

    def reload(self) -> None:
        self.records, self.problem = load_stats()
        if self.problem:
            self.problem += (" It is kept as it is; the next game you finish moves it aside"
                             + (" and carries on from this copy." if self.records else " and starts a new file."))
        shown = self.shown()
        self.selected = self.selected if getattr(self, "selected", "") in shown else next(iter(shown), "")

    def players(self) -> list[str]:
        """The people kept, the one at this screen ("You") first, then the others by name."""
        return sorted({split_key(key)[1] for key in self.records}, key=lambda name: (name != "", name.lower()))

    def shown(self) -> list[str]:
        """The rows of the person chosen, or everyone's: "You"'s first, each person's in
        the order kept."""
        order = {name: i for i, name in enumerate(self.players())}
        return sorted((key for key in self.records if self.player is None or split_key(key)[1] == self.player),
                      key=lambda key: order[split_key(key)[1]])

    def choose_player(self, player: str | None) -> None:
        self.player, self.asking = player, None
        shown = self.shown()
        if self.selected not in shown:
            self.selected = next(iter(shown), "")

    # ---- reset ------------------------------------------------------------------------------
    def ask_reset(self, whole: bool) -> None:
        """Ask before forgetting the selected row's game (every option set of it shown)
        or every row shown."""
        shown = self.shown()
        who = "" if self.player is None else f" for {self.player or YOU.lower()}"
        if whole:
            self.asking = (f"Forget every result shown{who}?", shown)
            return
        game_id = self.selected.partition(" ")[0]
        keys = [k for k in shown if k.partition(" ")[0] == game_id]
        self.asking = (f"Forget every result of {_game_title(game_id)}{who}?", keys)

    def do_reset(self) -> None:
        words, keys = self.asking
        self.asking = None
        try:
            problem = reset(keys)
        except OSError as err:
            problem = f"Statistics could not be written ({err})."
        self.message = problem or f"Forgotten: {len(keys)} {'row' if len(keys) == 1 else 'rows'} of results."
        self.reload()

    # ---- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        y = self.heading(surface, "Statistics", "Each person's results are kept under their name. "
                         "Games Autoplay or a stand-in bot helped to finish are counted apart.")
        left = int(50 * s)
        old = self.focusable()
        hovered = next((b.label for b in self.rows if b.rect.collidepoint(self.pointer) and b.label in self.records), "")
        self.buttons, self.rows = [], []
        if self.problem:
            theme.text_block(surface, self.problem, pygame.Rect(left, y, w - 2 * left, int(60 * s)),
                             int(16 * s), theme.WARN)
            y += int(60 * s)
        if not self.records:
            theme.text(surface, "No finished games yet. Results appear here when a game ends.",
                       (left, y), int(18 * s), theme.TEXT_DIM)
        else:
            y = self._whose(surface, left, y, s)
            detail_h = self._detail_height(w - 2 * left, s)
            chart = CHART_LEAST if self.selected in self.records else 0
            footer = h - int(FOOTER_H * s)
            area = pygame.Rect(left, 0, w - 2 * left, detail_h - int(4 * s))

            def detail_and_chart(top: int, bottom: int) -> int:
                top = self._detail(surface, hovered or self.selected, area.move(0, top), s)
                if self.selected in self.records:
                    self._chart(surface, pygame.Rect(left, top, area.width, bottom - top), s)
                return bottom

            # the rows keep room for three under their headings, or the detail and chart follow them
            if footer - int(chart * s) - detail_h - y >= int(32 * s) + ROWS_IN_SIGHT * row_height(s):
                y = self._table(surface, left, y, w - 2 * left, footer - int(chart * s) - detail_h, s)
                detail_and_chart(y, min(y + detail_h + int(320 * s), footer))
            else:   # large text in a small window: the detail and the chart follow the rows, scrolled to
                self._table(surface, left, y, w - 2 * left, footer, s,
                            after=lambda at: detail_and_chart(at, at + detail_h + int(chart * s)))
        self._footer(surface, left, h - int(64 * s), s)
        self.keep_focus(old, self.focusable())   # before drawing: the focused one wears its ring
        surface.set_clip(self.rows_view)
        for b in self.rows:
            b.draw(surface)
        surface.set_clip(None)
        for b in self.buttons:
            if b not in self.rows:
                b.draw(surface)

    def _whose(self, surface: pygame.Surface, left: int, y: int, s: float) -> int:
        """The row of people whose results may be shown, one at a time or everyone's."""
        label = theme.text(surface, "Whose results:", (left, y + int(16 * s)), int(16 * s), theme.ACCENT,
                           "Semibold", anchor="midleft")
        specs = [("Everyone", lambda: self.choose_player(None))] + [
            (name or YOU, lambda n=name: self.choose_player(n)) for name in self.players()]
        # on as many lines as they take: in one, the names past the page's right edge could not be reached
        start = label.right + int(14 * s)
        row = wrapped_buttons(specs, start, y, surface.get_width() - left - start, int(32 * s), int(15 * s),
                              gap=int(6 * s))
        for button, chosen in zip(row, [None] + self.players()):
            button.selected = chosen == self.player
        self.buttons += row
        return row[-1].rect.bottom + int(14 * s)

    def _columns(self, width: int, s: float) -> int:
        """How many columns fit the width: the last ones (Assisted, Time, Best run,
        Streak) give way, in that order, where large text leaves no room for them (the
        detail line under the rows then tells them)."""
        count = len(COLUMNS)
        while count > MOST_KEPT_COLUMNS and int(200 * s) + sum(int(c * s) for _, c in COLUMNS[1:count]) > width:
            count -= 1
        return count

    def _table(self, surface: pygame.Surface, left: int, y: int, width: int, bottom: int, s: float,
               after=None) -> int:
        """The headings and the rows, scrolling in the room down to ``bottom``, with what
        ``after`` draws under the rows (given where they end, it gives where it ends)."""
        count = self._columns(width, s)
        widths = [int(c * s) for _, c in COLUMNS[1:count]]
        widths[0] = self._player_width(widths[0], width - sum(widths[1:]) - int(260 * s), s)
        xs = [left, left + max(int(200 * s), width - sum(widths))]
        for column in widths[:-1]:
            xs.append(xs[-1] + column)
        for x, (title, _) in zip(xs, COLUMNS):
            theme.text(surface, title, (x, y), int(15 * s), theme.ACCENT, "Semibold")
        y += int(28 * s)
        # the rows scroll (wheel, Page Down and Up, the arrows from row to row) where more
        # are kept than the page has room for; a bar at their right says where they stand
        view, top = self.begin_scroll(surface, y - int(4 * s), bottom)
        self.rows_view = view
        at = top + int(4 * s)
        for key in self.shown():
            self._row(surface, key, xs, at, width, s)
            at += row_height(s)
        if after is not None:
            at = after(at + int(6 * s))
        self.end_scroll(surface, view, at)
        self.buttons += in_sight(self.rows, view)
        return (bottom if self.max_scroll else at) + int(6 * s)

    def _player_width(self, least: int, most: int, s: float) -> int:
        """The Player column: as wide as the longest name shown needs, where the games'
        column keeps its room; at least its own width."""
        f = theme.font(int(15 * s))
        widest = max((f.size(split_key(key)[1] or you_called(self.records[key]))[0] for key in self.shown()),
                     default=0)
        return max(least, min(most, widest + int(12 * s)))

    def _row(self, surface: pygame.Surface, key: str, xs: list[int], y: int, width: int, s: float) -> None:
        record = self.records[key]
        variant, player = split_key(key)
        rect = pygame.Rect(xs[0] - int(8 * s), y - int(4 * s), width + int(16 * s), row_height(s) - int(2 * s))

        def paint(surface: pygame.Surface, button: Button) -> None:
            if key == self.selected or button.rect.collidepoint(self.pointer):
                pygame.draw.rect(surface, theme.BUTTON_HOVER if key == self.selected else theme.BUTTON,
                                 button.rect, border_radius=6)
            title, _, changed = _title(variant, short=True).partition(" (")
            changed = self._what_differs_first(variant) or changed
            theme.text(surface, theme.ellipsize(changed.rstrip(")"), int(13 * s), xs[1] - xs[0] - int(8 * s)),
                       (xs[0], y + int(SECOND_LINE * s)), int(13 * s), theme.TEXT_DIM)
            values = (title, player or you_called(record), record.played, record.won, record.lost,
                      f"{100 * record.won / record.played:.0f}" if record.played else "-",
                      streak_words(record.streak), record.best_streak or "-", _time(record),
                      _assisted(record))
            for i, (x, value) in enumerate(zip(xs, values[:len(xs)])):
                room = (xs[i + 1] if i + 1 < len(xs) else rect.right) - x - int(8 * s)
                theme.text(surface, theme.ellipsize(str(value), int(15 * s), room), (x, y), int(15 * s))

        self.rows.append(Button(rect, key, lambda: self._select(key), paint=paint))

    def _what_differs_first(self, variant: str) -> str | None:
        """A row's options chosen away from their defaults, those that set it apart from
        the other rows of its game first and those every such row shares last, so two rows
        whose line is cut (large text) still read differently."""
        named = _named_options(variant, short=True)
        if named is None or named[2] or not named[1]:
            return None
        game_id = variant.partition(" ")[0]
        others = [_named_options(v, short=True) for v in {split_key(k)[0] for k in self.shown()}
                  if v != variant and v.partition(" ")[0] == game_id]
        shared = set(named[1]).intersection(*(o[1] for o in others if o is not None)) if others else set()
        return ", ".join(sorted(named[1], key=lambda option: option in shared))

    def _select(self, key: str) -> None:
        self.selected, self.asking = key, None

    def _detail(self, surface: pygame.Surface, key: str, area: pygame.Rect, s: float) -> int:
        """Every option of the row pointed at (else the row chosen), in full."""
        if key in self.records:
            theme.text_block(surface, self._detail_words(key, area.width, s), area, int(14 * s), theme.TEXT_DIM)
        return area.bottom + int(4 * s)

    def _detail_words(self, key: str, width: int, s: float) -> str:
        variant, player = split_key(key)
        words = f"{_title(variant)}, played by {player or _you_words(variant, self.records[key].called)}"
        record = self.records[key]
        if record.assisted:   # their time is not in Time, which is that of the games played alone
            words += f". Time of the games helped: {played_time(record.assisted_seconds)}"
        hidden = self._hidden_values(key, width, s)
        return ", ".join(hidden) + ". " + words if hidden else words

    def _detail_height(self, width: int, s: float) -> int:
        """The detail line's room: as many lines as the longest row's detail wraps to (large
        text in a small window takes three), so none loses its end and the rows above do
        not move as the pointer goes from row to row."""
        tallest = max((theme.block_height(self._detail_words(key, width, s), int(14 * s), width)
                       for key in self.shown()), default=0)
        return max(int(DETAIL_H * s), tallest + int(8 * s))

    def _hidden_values(self, key: str, width: int, s: float) -> list[str]:
        """The values of the columns large text left out, in words, for the detail line."""
        record, count = self.records[key], self._columns(width, s)
        told = (("Streak", streak_words(record.streak)), ("Best run", record.best_streak or "-"),
                ("Time", _time(record)), ("Assisted", _assisted(record)))
        return [f"{title}: {value}" for title, value in told[count - MOST_KEPT_COLUMNS:]]

    def _footer(self, surface: pygame.Surface, left: int, y: int, s: float) -> None:
        height, px = int(44 * s), int(18 * s)
        if self.asking is not None:
            self._ask(surface, left, y, height, px, s)
            return
        chosen = self.selected in self.records
        for short in (False, True):   # shorter words where the full ones would run off the window
            specs = [("Back", self.back), ("Finished" if short else "Finished games",
                                           lambda: self.app.go("finished-games", "statistics"))]
            if chosen:
                game = "this game" if short else _game_title(self.selected.partition(' ')[0])
                specs.append((f"Reset {game}", lambda: self.ask_reset(False)))
                specs.append(("Reset all", lambda: self.ask_reset(True)))
            row = row_of_buttons(specs, left, y, height, px, min_width=int((80 if short else 120) * s))
            if row[-1].rect.right <= surface.get_width() - left // 2:
                break
        self.buttons += row
        if self.message:
            theme.text(surface, theme.ellipsize(self.message, int(14 * s), surface.get_width() - row[-1].rect.right - 2 * left),
                       (row[-1].rect.right + int(18 * s), y + height // 2), int(14 * s), theme.TEXT_DIM, anchor="midleft")

    def _ask(self, surface: pygame.Surface, left: int, y: int, height: int, px: int, s: float) -> None:
        """The reset's question with Reset and Keep after it, in the window: where they do
        not fit on one line the question wraps (at 200% text in 1024x700 it was cut)."""
        buttons = row_of_buttons([("Reset", self.do_reset), ("Keep", lambda: setattr(self, "asking", None))],
                                 0, y, height, px, min_width=int(110 * s))
        gap = int(18 * s)
        room = surface.get_width() - left - gap - buttons[-1].rect.right - left // 2
        lines, size = theme.fit_lines(self.asking[0], int(17 * s), room, height + int(16 * s), 2, "Semibold")
        step = theme.line_height(size, "Semibold")
        top = y + height // 2 - step * len(lines) // 2
        right = max(theme.text(surface, line, (left, top + i * step), size, theme.WARN, "Semibold").right
                    for i, line in enumerate(lines))
        for button in buttons:
            button.rect.x += right + gap
        self.buttons += buttons

    def _chart(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        """The running win rate after each game, a dot per game (filled for a win), over
        lines at 0, 50 and 100%, with the first and last game's dates."""
        if area.height < int(90 * s):
            return
        record = self.records[self.selected]
        theme.panel(surface, area, alpha=200)
        variant, player = split_key(self.selected)
        title = theme.ellipsize(f"Results over time: {_title(variant, short=True)}, {player or YOU.lower()}",
                                int(16 * s), area.width - int(24 * s), "Semibold")
        theme.text(surface, title, (area.x + int(12 * s), area.y + int(8 * s)), int(16 * s), theme.ACCENT, "Semibold")
        history = record.history[-200:]
        if not history:
            words = ("A game Autoplay or a stand-in bot helped to finish is counted apart and left out of this chart: "
                     "the next game finished without such help starts the chart."
                     if record.assisted else
                     "No results with dates for this row yet: the next game finished starts its chart.")
            theme.text_block(surface, words, pygame.Rect(area.x + int(12 * s), area.y + int(40 * s),
                             area.width - int(24 * s), area.height - int(48 * s)), int(15 * s), theme.TEXT_DIM)
            return
        px = max(theme.MIN_TEXT_PX, int(13 * s))
        first, last = history[0][0][:10], history[-1][0][:10]
        ends = [f"game 1 ({first})"] + ([f"game {len(history)} ({last})"] if len(history) > 1 else [])
        width = area.width - int(90 * s)
        # the legend, centred, goes a whole line under the ends' labels (at the plot's two
        # ends) where it would run into the wider of them (large text)
        widest_end = max(theme.words_width(words, px) for words in ends)
        apart = 2 * (widest_end + int(16 * s)) + theme.words_width(CHART_LEGEND, px) > width
        legend_drop = theme.line_height(px, close=False) if apart else 0
        plot = pygame.Rect(area.x + int(64 * s), area.y + int(40 * s), width,
                           area.height - int(76 * s) - legend_drop)
        for share in (0, 50, 100):
            at = plot.bottom - plot.height * share // 100
            pygame.draw.line(surface, theme.PANEL_EDGE, (plot.left, at), (plot.right, at))
            theme.text(surface, f"{share}%", (plot.left - int(8 * s), at), px, theme.TEXT_DIM, anchor="midright")
        wins, points = 0, []
        step = plot.width / max(1, len(history) - 1)
        radius = max(3, int(min(6 * s, step / 3 if len(history) > 1 else 6 * s)))
        for i, (_, won) in enumerate(history):
            wins += won
            # a lone game's dot stands over its "game 1" label, at the chart's start, not mid-air
            x = plot.left + (int(i * step) if len(history) > 1 else radius)
            points.append((x, plot.bottom - int(plot.height * wins / (i + 1))))
        if len(points) > 1:
            pygame.draw.lines(surface, theme.ACCENT, False, points, max(2, int(2 * s)))
        for (x, y), (_, won) in zip(points, history):
            pygame.draw.circle(surface, theme.GOOD if won else theme.WARN, (x, y), radius, 0 if won else max(1, radius // 2))
        below = plot.bottom + int(8 * s)
        theme.text(surface, ends[0], (plot.left, below), px, theme.TEXT_DIM)
        if len(ends) > 1:
            theme.text(surface, ends[1], (plot.right, below), px, theme.TEXT_DIM, anchor="topright")
        theme.text(surface, CHART_LEGEND, (plot.centerx, below + legend_drop), px,
                   theme.TEXT_DIM, anchor="midtop")


def streak_words(streak: int) -> str:
    """The current run: "won 3 in a row", "lost 1 in a row", or "-" before any game."""
    if streak > 0:
        return f"won {streak} in a row"
    if streak < 0:
        return f"lost {-streak} in a row"
    return "-"


def _time(record) -> str:
    """The time of the games counted in Played (given up ones too: the player's own game,
    a loss), never that of a game Autoplay or a stand-in bot helped to finish."""
    return played_time(record.seconds) if record.played else "-"


def _assisted(record) -> str:
    """Games Autoplay or a stand-in bot helped to finish, kept out of the player's counts: "3 (2 won)"."""
    return f"{record.assisted} ({record.assisted_won} won)" if record.assisted else "-"


def you_called(record) -> str:
    """The Player of a row kept under no name: "You", with the name the table gave the
    seat beside it ("You (Anemone)"): the table, its story and its end panel had said
    "Anemone", and Statistics only "You" (play-test round 5)."""
    called = record.called.strip()
    return f"{YOU} ({called})" if called and called.casefold() != YOU.casefold() else YOU


def _you_words(key: str, called: str = "") -> str:
    """The person kept as "You", said with the name the table gave them (``called``, kept
    with the record; else the game's own name for its first seat): the new-game page's
    box had shown the game's own name ("Champion") and Statistics said "You" (sixth
    real-window round); kept under no name, one person's results stay one row whatever
    each game calls its first seat (docs/games.md, "Names at the table")."""
    from tarot_table.games import GAMES, GameLoadError
    game_id = key.partition(" ")[0]
    try:
        seat_name = called.strip() or (GAMES[game_id].seat_names[0] if game_id in GAMES else "")
    except GameLoadError:
        seat_name = ""
    if seat_name.casefold() == YOU.casefold():
        return YOU.lower()
    return f"you, with no name given (\u201c{seat_name}\u201d at its table)" if seat_name else YOU.lower()


def _game_title(game_id: str) -> str:
    from tarot_table.games import GAMES
    return GAMES.entry(game_id).title if game_id in GAMES else game_id


def _title(key: str, short: bool = False) -> str:
    """"queens-of-fate (rules=reiser)" as "Queens of Fate (Rule set: Reiser's rules)", each option
    and choice named as the new-game page names it; one the game no longer offers as
    written. ``short``: only the options chosen away from their defaults."""
    named = _named_options(key, short)
    if named is None:
        return key
    title, shown, usual = named
    rest = key.partition(" ")[2]
    if usual and rest:   # the row and its detail both say so ("the usual rules"), the detail with what they are
        return f"{title} (the usual rules)" if short else f"{title} (the usual rules: {', '.join(shown)})"
    if not shown:
        return title
    return f"{title} ({', '.join(shown)})"


def _named_options(key: str, short: bool) -> tuple[str, list[str], bool] | None:
    """The game's title, each option of ``key`` as "Label: Choice" (``short``: only those
    away from their defaults) and whether all are the defaults; None for a game that
    cannot be named."""
    from tarot_table.games import GAMES, GameLoadError
    game_id, _, rest = key.partition(" ")
    if game_id not in GAMES:
        return None
    try:
        game = GAMES[game_id]
    except GameLoadError:   # its options cannot be named: as written
        return None
    specs = {spec.key: spec for spec in game.options}
    pairs = [pair.partition("=") for pair in filter(None, rest.strip("()").split(", "))]
    chosen = {spec.key: spec.default for spec in specs.values()} | {option: value for option, _, value in pairs}
    shown, usual = [], True
    for option, _, value in pairs:
        spec = specs.get(option)
        if spec is not None and not spec.applies(chosen):   # Artifacts, played under Reiser's rules
            continue
        usual = usual and spec is not None and value == spec.default
        if short and spec is not None and value == spec.default:
            continue
        shown.append(f"{spec.label}: {spec.label_of(value)}" if spec else f"{option}={value}")
    return game.title, shown, usual
