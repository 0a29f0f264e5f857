"""Setting up a new game: options, seats and an optional deal number."""
from __future__ import annotations


import pygame

from tarot_table.clock import fresh_seed
from tarot_table.games.base import BadOptions, Game, Seat
from tarot_table.games.capabilities import names_and_verb
from tarot_table.lessons import has_lesson
from tarot_table.rng import MAX_SEED, BadSeed, parse_seed
from tarot_table.session import Session
from tarot_table.settings import MAX_PLAYER_NAME, give_player_name, remember_choices, with_last_choices, with_preferences
from tarot_table.table import theme
from tarot_table.table.scenes.common import PageScene, in_reading_order, two_columns
from tarot_table.table.scenes.term_links import TermLink, draw_linked
from tarot_table.table.widgets import TextField, in_sight, row_of_buttons, wrapped_buttons


PLAY_WAIT = 3.0   # seconds ``play`` waits for a winnable deal before it shows the page looking for one


OPEN = "open"   # a seat's player chosen as someone joining from another computer

# the narrowest column of options at the 1280x800 design (some 35 letters of their help a
# line): two such columns where one would scroll (it had been 380, which left 1920x1080 and
# 2560x1440 at 175-200% text in one column of 95-letter lines, half the room unused)
COLUMN_LEAST = 270

SCROLL_NOTE = "Scroll for more choices."   # the footer's hints, taking turns as the page scrolls
LINKS_NOTE = "Click an underlined word to read it in the rules."
LOOKING = "Looking for a winnable deal ({searched} searched so far)..."


class NewGameScene(PageScene):
    def __init__(self, app, game: Game) -> None:
        super().__init__(app)
        self.game = game
        defaults = {o.key: o.default for o in game.options}
        last = with_last_choices(game.id, defaults, game.options, app.settings)
        self.options = with_preferences(last, game.options, app.settings)
        remembered = app.settings.last_choices.get(game.id, {})
        self.players = last_players(game, remembered)
        self.seats = last_seats(game, remembered, app.settings.player_name)
        self.name_fields = [name_field(game, n, seat) for n, seat in enumerate(self.seats)]
        # seats someone joins from another computer (host_panel.py), as last hosted
        self.open_seats: set[int] = {n for n in range(self.players) if remembered.get(f"seat{n + 1}") == "open"}
        self.deal_field = TextField(pygame.Rect(0, 0, 10, 10), digits_only=True, placeholder="random",
                                    max_length=len(str(MAX_SEED)), label="Deal number")
        self.error = ""
        self.form_view = pygame.Rect(0, 0, 0, 0)   # where the options scroll, as last drawn
        self.max_scroll = 0
        self.winnable_only = solvable(game) and remembered.get("deals") == "winnable"
        self.dealer = None     # the search for a winnable deal, in the background
        self.waiting = False   # Start was pressed and waits for that search
        self.every_option: list = []   # the options' buttons, scrolled out of sight too
        self.every_field: list[TextField] = []
        self.footer_buttons: list = []
        self.every_button: list = []
        self.term_links: list[TermLink] = []   # the terms in the options' words, as last drawn: a click reads them
        self.scales: dict[tuple[tuple[int, int], float], float] = {}   # the page's scale by window and text size
        self.splits: dict[tuple[tuple[int, int], float], int | None] = {}   # the form's cut into columns, by window and scale
        self.footer_leasts: dict[tuple[tuple[int, int], float], int] = {}   # the footer buttons' least width, by window and scale

    def focusable(self) -> list:
        """Start (Host, where the table is hosted) first, so that Tab then Enter deals: Tab
        had walked every option's and every seat's buttons before it (play-test round 8);
        then the options and the boxes in reading order, then the foot's other buttons."""
        return self.footer_buttons[:1] + in_reading_order(self.every_option, self.every_field) + self.footer_buttons[1:]

    def bring_into_view(self, item) -> None:
        """Scroll the options so the focused one shows whole (the footer never scrolls)."""
        if item not in self.footer_buttons:
            self.scroll_to_show(item.rect, self.form_view)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.form_view.collidepoint(event.pos):
            link = next((link for link in self.term_links if link.rect.collidepoint(event.pos)), None)
            if link is not None:
                self.app.open("rules", self.game, "", self.options, at_term=link.term)
                return
        super().handle(event)
        self.scroll = min(self.scroll, self.max_scroll)

    def draw(self, surface: pygame.Surface) -> None:
        """The options scroll under the heading; Start, Rules and Back stay in a footer
        that is always in sight, however many options and players there are."""
        w, h = surface.get_size()
        s = self.scale(surface)
        top = self._heading(surface, s)
        footer = h - int(72 * s)
        old = self.every_button
        self.buttons, left = [], int(50 * s)
        self.term_links = []
        view = self.form_view = pygame.Rect(0, top, w, footer - top)
        surface.set_clip(view)
        # a first row's buttons stand a little above its label: room for them inside the view
        bottom = self._form(surface, left, top + int(8 * s) - self.scroll, footer - top - int(8 * s), s)
        self.every_option, self.every_field = self.buttons, self.fields   # the keyboard goes through them all
        self.buttons = form = in_sight(self.buttons, view)
        self.fields = in_sight(self.fields, view)
        self.max_scroll = max(0, bottom + self.scroll - footer)
        learn = [("Learn", self.learn)] if has_lesson(self.game) else []
        start = [("Host", self.host), (self.here_label(), self.play_here)] if self.hosting() else [("Start", self.start)]
        specs = [*start, *learn, ("Rules", self.rules), ("Back", self.back)]
        note = self.error or self.looking() or self._open_note_fitted(specs, left, footer, surface.get_size(), s)
        note = note or (SCROLL_NOTE if self.scroll < self.max_scroll else "") or (LINKS_NOTE if self.term_links else "")
        least = self._footer_least(specs, note, left, footer, surface.get_size(), s)
        footer_buttons = row_of_buttons(specs, left, footer + int(14 * s), int(44 * s), int(18 * s), min_width=least)
        room = self._note_room(footer_buttons, left, w, s)
        self.buttons = form + footer_buttons
        self.footer_buttons = footer_buttons
        self.every_button = self.every_option + footer_buttons
        self.keep_focus(old, self.every_button)
        for b in form:
            b.draw(surface)
        surface.set_clip(None)
        pygame.draw.line(surface, theme.PANEL_EDGE, (0, footer), (w, footer))
        if note:
            self._footer_note(surface, note, footer_buttons[-1].rect.right + int(24 * s), room,
                              pygame.Rect(0, footer, w, h - footer), s)
        for b in footer_buttons:
            b.draw(surface)

    def _footer_least(self, specs: list, note: str, left: int, footer: int, size: tuple[int, int], s: float) -> int:
        """The footer buttons' least width: wide (alike) where every note the page may show
        beside them fits the footer, else each as wide as its label. Kept for the window and
        text size: the hints "Scroll for more choices." and "Click an underlined word ..."
        take turns as the page scrolls, and buttons sized by the one shown changed size and
        place under the pointer, so a click aimed at Back landed on Rules (play-test round 5,
        G1). Only a note too long for the row kept (a refusal) narrows it, for good."""
        key = (size, s)
        wide = int(120 * s)
        if key not in self.footer_leasts:
            notes = [SCROLL_NOTE, LINKS_NOTE, self.looking() or LOOKING.format(searched=10 ** 6),
                     *self.open_notes()[:1], note]
            self.footer_leasts[key] = wide if all(self._note_fits(specs, n, wide, left, footer, size, s)
                                                  for n in notes) else 0
        if self.footer_leasts[key] and not self._note_fits(specs, note, wide, left, footer, size, s):
            self.footer_leasts[key] = 0
        return self.footer_leasts[key]

    def _note_fits(self, specs: list, note: str, least: int, left: int, footer: int, size: tuple[int, int],
                   s: float) -> bool:
        """Whether ``note`` shows whole beside the footer buttons made ``least`` wide."""
        buttons = row_of_buttons(specs, left, footer, int(44 * s), int(18 * s), min_width=least)
        lines = theme.wrap(note, int(16 * s), self._note_room(buttons, left, size[0], s))
        return len(lines) * theme.font(int(16 * s)).get_linesize() <= size[1] - footer

    @staticmethod
    def _note_room(buttons: list, left: int, width: int, s: float) -> int:
        """How wide the footer's note may be, beside its buttons."""
        return width - buttons[-1].rect.right - int(24 * s) - left // 2

    def _footer_note(self, surface: pygame.Surface, note: str, x: int, room: int, footer: pygame.Rect,
                     s: float) -> None:
        """The footer's note beside its buttons, on more lines where one is too short (200%
        text in a small window), cut short only if the footer has too few."""
        px = int(16 * s)
        step = theme.font(px).get_linesize()
        lines, most = theme.wrap(note, px, room), max(1, footer.height // step)
        if len(lines) > most:
            lines = lines[:most - 1] + [theme.ellipsize(" ".join(lines[most - 1:]), px, room)]
        top = footer.centery - step * len(lines) // 2
        for i, line in enumerate(lines):
            theme.text(surface, line, (x, top + i * step), px, theme.WARN if self.error else theme.TEXT_DIM)

    def _heading(self, surface: pygame.Surface, s: float) -> int:
        return self.heading(surface, f"New {self.game.session_word}: {self.game.title}", self.game.tagline,
                            body_scale=s)

    def scale(self, surface: pygame.Surface) -> float:
        """The page's scale: the text size asked, set a little smaller where that shows
        every choice at once (``theme.ui_scale_to_fit``). Decided as the page is first
        drawn in a window at a text size, so nothing moves under the pointer as choices
        are made (more players may then scroll)."""
        size = surface.get_size()
        key = (size, theme.text_size())
        if key not in self.scales:
            self.scales[key] = theme.ui_scale_to_fit(size, lambda s: self._fits(surface, s))
        return self.scales[key]

    def _fits(self, surface: pygame.Surface, s: float) -> bool:
        """Whether the form shows whole between the heading and the footer at scale ``s``."""
        top = self._heading(surface, s) + int(8 * s)
        footer = surface.get_height() - int(72 * s)
        return top + self._columns(surface, int(50 * s), footer - top, s)[1] <= footer

    def _columns(self, surface: pygame.Surface, left: int, room: int, s: float) -> tuple[list, int]:
        """The form's columns, each (left, width, blocks), and how tall the longer is: one
        column, or two side by side as ``_split`` cut them for the page."""
        blocks = self._blocks()
        width = min(int(900 * s), surface.get_width() - 2 * left)
        split = self._split(surface, left, room, s)
        if split is None:
            return [(left, width, blocks)], self._extent(surface, blocks, left, width, s)[1]
        half = min(width, (surface.get_width() - 3 * left) // 2)
        columns = [(left, half, blocks[:split]), (2 * left + half, half, blocks[split:])]
        return columns, max(self._extent(surface, part, left, half, s)[1] for _, _, part in columns)

    def _split(self, surface: pygame.Surface, left: int, room: int, s: float) -> int | None:
        """Where the form is cut into two columns, or None for one column: decided for the
        page's fewest players as it is first drawn in a window at a scale, and kept for any
        number of players (the seats growing down their column, scrolling where they must).
        Decided anew for each number, Tournament of Queens' page went from two columns to one
        as 3 players were chosen, its Players row jumping from the top right to the middle
        left under the pointer (play-test round 5, T1)."""
        key = (surface.get_size(), s)
        if key not in self.splits:
            chosen, self.players = self.players, self.game.min_players
            try:
                self.splits[key] = self._best_split(surface, left, room, s)
            finally:
                self.players = chosen
        return self.splits[key]

    def _best_split(self, surface: pygame.Surface, left: int, room: int, s: float) -> int | None:
        """Two columns where one would be taller than ``room``, the window is wide enough for
        two and they are the shorter: where to cut the blocks; else None."""
        blocks = self._blocks()
        width = min(int(900 * s), surface.get_width() - 2 * left)
        height = self._extent(surface, blocks, left, width, s)[1]
        if height <= room:
            return None
        half = min(width, (surface.get_width() - 3 * left) // 2)
        extents = [self._extent(surface, [block], left, half, s) for block in blocks]
        if half < int(COLUMN_LEAST * s) or any(right > left + half for right, _ in extents):
            return None
        heights = [height for _, height in extents]
        split = two_columns(heights)
        return split if max(sum(heights[:split]), sum(heights[split:])) < height else None   # else one is the shorter

    def _form(self, surface: pygame.Surface, left: int, y: int, room: int, s: float) -> int:
        """Draw the options, seats and deal number from ``y``, in two columns side by side
        when one would be taller than ``room`` (the view's height) and the window is wide
        enough for two; returns where the longer column ends."""
        columns = self._columns(surface, left, room, s)[0]
        ends = [y]
        for x, column_width, part in columns:
            top = y
            for block in part:
                top = block(surface, x, top, column_width, s)
            ends.append(top)
        self.fields = [self.deal_field] + self.name_fields[: self.players]
        return max(ends)

    def _blocks(self) -> list:
        """The parts of the form in reading order, each drawn by ``block(surface, left, y,
        width, s)``, which returns where it ends."""
        blocks = [lambda *at, spec=spec: self._option_row(spec, *at) for spec in self.game.options if not spec.hidden]
        if self.game.max_players > 1:
            blocks.append(self._seat_rows)
        elif self.game.scored:
            blocks.append(self._your_name)
        if solvable(self.game):
            blocks.append(self._deals_row)
        return blocks + [self._deal_number]

    def _extent(self, surface: pygame.Surface, blocks: list, left: int, width: int, s: float) -> tuple[int, int]:
        """How far right and how far down ``blocks`` reach when drawn from ``left`` in
        ``width``: drawn with nothing reaching the window, and their buttons dropped."""
        kept, clip, links = self.buttons, surface.get_clip(), self.term_links
        self.buttons, self.term_links = [], []
        surface.set_clip(pygame.Rect(0, 0, 0, 0))
        bottom = 0
        for block in blocks:
            bottom = block(surface, left, bottom, width, s)
        right = max([b.rect.right for b in self.buttons] + [left], default=left)
        self.buttons, self.term_links = kept, links
        surface.set_clip(clip)
        return right, bottom

    def _option_row(self, spec, surface: pygame.Surface, left: int, y: int, width: int, s: float) -> int:
        theme.text(surface, spec.label, (left, y), int(20 * s), theme.ACCENT, "Semibold")
        y += int(30 * s)
        used, links = draw_linked(surface, spec.help, pygame.Rect(left, y, width, 0), int(15 * s),
                                  self.game.terms(), theme.TEXT_DIM)
        self.term_links += links
        y += used + int(6 * s)
        # on as many lines as the column needs (a narrow column of two, at 1024x700)
        row = wrapped_buttons([(spec.label_of(c), lambda k=spec.key, c=c: self.options.__setitem__(k, c))
                               for c in spec.choices], left, y, width, int(36 * s), int(16 * s))
        off = self.switched_off(spec)
        for button, choice in zip(row, spec.choices):
            button.selected = self.options[spec.key] == choice and not off
            button.enabled = not off   # the choice is kept, for when the option applies again
        if off:
            theme.text(surface, off, (row[-1].rect.right + int(16 * s), row[-1].rect.centery), int(15 * s),
                       theme.TEXT_DIM, anchor="midleft")
        self.buttons += row
        return row[-1].rect.bottom + int(16 * s)

    def _deal_number(self, surface: pygame.Surface, left: int, y: int, width: int, s: float) -> int:
        theme.text(surface, "Deal number", (left, y), int(20 * s), theme.ACCENT, "Semibold")
        used = _said_whole(surface, "Leave empty for a fresh shuffle; type a number to replay a deal.",
                           left, y + int(30 * s), width, s)
        self.deal_field.rect = pygame.Rect(left, y + int(36 * s) + used, int(200 * s), int(38 * s))
        self.deal_field.draw(surface, int(17 * s))
        return self.deal_field.rect.bottom + int(16 * s)

    def _deals_row(self, surface: pygame.Surface, left: int, y: int, width: int, s: float) -> int:
        theme.text(surface, "Deals", (left, y), int(20 * s), theme.ACCENT, "Semibold")
        y += int(30 * s)
        used = _said_whole(surface, "Winnable only: the solver, which knows the shuffle, has found a line of "
                           "moves that wins the deal before it is dealt. A deal number typed below is dealt "
                           "as it is.", left, y, width, s)
        y += used + int(6 * s)
        row = row_of_buttons([("Any deal", lambda: self.choose_winnable(False)),
                              ("Winnable only", lambda: self.choose_winnable(True))],
                             left, y, int(36 * s), int(16 * s))
        row[0].selected, row[1].selected = not self.winnable_only, self.winnable_only
        self.buttons += row
        return y + int(52 * s)

    def choose_winnable(self, on: bool) -> None:
        self.winnable_only = on
        self.waiting = False
        self.keep_dealer()

    def keep_dealer(self) -> None:
        """A search for a winnable deal runs while "Winnable only" is chosen, for the options
        chosen now; it starts again when they change."""
        wanted = self.winnable_only and not self.deal_field.value
        if self.dealer is not None and (not wanted or self.dealer.options != self.game.check_options(self.options)):
            self.dealer.cancel()
            self.dealer = None
        if wanted and self.dealer is None:
            from tarot_table.solver.winnable import WinnableDealer
            self.dealer = WinnableDealer(self.game, self.game.check_options(self.options), fresh_seed(self.app.clock),
                                         on_found=self.request_redraw).start()

    def update(self, dt: float) -> None:
        if self.winnable_only or self.dealer is not None:
            self.keep_dealer()
        if self.waiting and self.dealer is not None and self.dealer.found is not None:
            self.waiting = False
            self._deal_found()

    def leave(self) -> None:
        if self.dealer is not None:
            self.dealer.cancel()

    def switched_off(self, spec) -> str:
        """Why an option does not apply with the other choices made, or "" when it does."""
        if spec.applies(self.options):
            return ""
        key = spec.only_with[0]
        other = next(o for o in self.game.options if o.key == key)
        return f"Not used with {other.label}: {other.label_of(self.options[key])}."

    def _your_name(self, surface: pygame.Surface, left: int, y: int, width: int, s: float) -> int:
        """A solitaire's one person, named: statistics keep each name's results apart."""
        theme.text(surface, "Your name", (left, y), int(20 * s), theme.ACCENT, "Semibold")
        used = _said_whole(surface, "Statistics keep each name's results apart.", left, y + int(30 * s), width, s)
        self.name_fields[0].rect = pygame.Rect(left, y + int(36 * s) + used, int(240 * s), int(38 * s))
        self.name_fields[0].draw(surface, int(17 * s))
        return self.name_fields[0].rect.bottom + int(16 * s)

    def _seat_rows(self, surface: pygame.Surface, left: int, y: int, width: int, s: float) -> int:
        game = self.game
        theme.text(surface, "Players", (left, y), int(20 * s), theme.ACCENT, "Semibold")
        counts = row_of_buttons([(str(n), lambda n=n: setattr(self, "players", n))
                                 for n in range(game.min_players, game.max_players + 1)],
                                left + int(120 * s), y - int(4 * s), int(32 * s), int(16 * s))
        for button in counts:
            button.selected = button.label == str(self.players)
        self.buttons += counts
        y += int(40 * s)
        starting = self.chosen_seats()
        for i in range(self.players):
            seat, field = self.seats[i], self.name_fields[i]
            field.placeholder = starting[i].name   # the name the seat starts with, given way to a person's
            field.rect = pygame.Rect(left, y, int(200 * s), int(36 * s))
            field.draw(surface, int(16 * s))
            kinds = [("Human", None)] + [(f"Bot: {name}", name) for name in game.bots] + [("Open", OPEN)]
            specs = [(label, lambda i=i, b=bot: self.choose_player(i, b)) for label, bot in kinds]
            row = wrapped_buttons(specs, left + int(214 * s), y, width - int(214 * s), int(36 * s), int(15 * s))
            if len({button.rect.top for button in row}) > 1:   # a narrow column: under the name, its whole width
                row = wrapped_buttons(specs, left, field.rect.bottom + int(8 * s), width, int(36 * s), int(15 * s))
            for button, (_, bot) in zip(row, kinds):
                button.selected = (i in self.open_seats) if bot is OPEN else (seat.bot == bot and i not in self.open_seats)
            self.buttons += row
            y = row[-1].rect.bottom + int(10 * s)
        return y + int(10 * s)

    def choose_player(self, index: int, bot: str | None) -> None:
        """A seat's player: a person here (None), a bot, or OPEN for someone joining (the
        seat's bot is kept under it: it plays the seat in a game at this computer,
        ``play_here``)."""
        if bot is OPEN:
            self.open_seats.add(index)
        else:
            self.open_seats.discard(index)
            self.seats[index].bot = bot

    def open_seat(self, index: int) -> None:
        """The seat left Open for someone joining (a rematch at a hosted table sets it)."""
        self.choose_player(index, OPEN)

    def hosting(self) -> bool:
        """Some seat is Open: the table is hosted for others to join."""
        return any(i in self.open_seats for i in range(self.players))

    def open_now(self) -> list[int]:
        return [i for i in range(self.players) if i in self.open_seats]

    def open_notes(self) -> list[str]:
        """What the foot says while some seat is Open, beside Host, the fullest first:
        which seats, that they are for someone on another computer, and what each button
        does. The page remembers a hosted table's Open seats, so its next opening showed
        Host where a newcomer looked for Start, the seat that made it so out of sight below
        the fold (1920x1080, text 150%)."""
        shown = self.open_now()
        if not shown:
            return []
        names = names_and_verb([seat.name for n, seat in enumerate(self.chosen_seats()) if n in shown], "is", "are")
        who, it = ("someone on another computer", "it") if len(shown) == 1 else ("people on other computers", "them")
        return [f"{names} Open, for {who}: Host opens the table for them. {self.here_label()} plays {it} here.",
                f"{names} Open, for {who}.",
                f"{names} Open."]

    def _open_note_fitted(self, specs: list, left: int, footer: int, size: tuple[int, int], s: float) -> str:
        """The fullest of ``open_notes`` that shows whole in the foot beside its buttons
        (at their narrowest: ``_footer_least`` narrows them for it), else the shortest."""
        notes = self.open_notes()
        return next((note for note in notes if self._note_fits(specs, note, 0, left, footer, size, s)),
                    notes[-1] if notes else "")

    def here_label(self) -> str:
        return "Start with a bot" if len(self.open_now()) == 1 else "Start with bots"

    def play_here(self) -> None:
        """A game at this computer at once, each Open seat played by a bot (its own, or the
        game's for that seat); the page next opens with that bot in the seat (``remember``)."""
        self.start()

    def seats_here(self) -> list[Seat]:
        """The seats of a game at this computer: ``chosen_seats``, an Open seat played by
        the bot kept under it, else the game's bot for that seat, else the game's first."""
        defaults = self.game.default_seats(self.players)
        seats = self.chosen_seats()
        for n in self.open_now():
            seats[n].bot = self.seats[n].bot or defaults[n].bot or next(iter(self.game.bots))
        return seats

    def host(self) -> None:
        from tarot_table.net import missing_library
        why_not = missing_library()
        if why_not:
            self.error = why_not
            return
        from tarot_table.table.scenes.host_panel import host_from_page
        host_from_page(self)

    def start(self) -> None:
        if self.winnable_only and not self.deal_field.value:
            self.keep_dealer()
            if self.dealer.found is None:
                self.waiting = True
                self.error = ""
                return
            self._deal_found()
            return
        try:
            seed = parse_seed(self.deal_field.value) if self.deal_field.value else fresh_seed(self.app.clock)
        except BadSeed:   # the field takes digits only, as many as the largest deal number has
            self.error = f"No such deal: deal numbers go from 0 to {MAX_SEED}."
            return
        self._deal(seed)

    def deal_winnable_as(self, options: dict, seats: list[Seat]) -> None:
        """A new deal after one dealt by Winnable only (its end panel's New deal), with its
        options and seats: winnable too, dealt as Start deals one with Winnable only chosen.
        The page shows while its search looks ("Looking for a winnable deal..."), and the
        table comes as soon as it has one."""
        self.options = dict(options)
        self.players = len(seats)
        self.seats = [Seat(seat.name, seat.bot) for seat in seats]
        self.name_fields = [name_field(self.game, n, seat) for n, seat in enumerate(self.seats)]
        self.winnable_only = True
        self.start()

    def _deal_found(self) -> None:
        """Deal the winnable deal the search found, noted as lately dealt so that the next
        Winnable only deals another."""
        from tarot_table.solver.found_deals import note_dealt
        found = self.dealer.found
        note_dealt(self.game, self.dealer.options, found.seed)
        self._deal(found.seed, found.verdict.line)

    def _deal(self, seed: int, winning_line: list | None = None) -> None:
        """The table on deal ``seed``; with its ``winning_line``: dealt by Winnable only,
        and said so (the table's hints may follow the line)."""
        seats = self.seats_here()
        try:
            session = Session.start(self.game, seed, self.options, seats)
        except BadOptions as err:
            self.error = str(err)
            return
        session.winnable_deal, session.deal_line = winning_line is not None, list(winning_line or ())
        self.remember(seats)
        self.app.go("table", session)

    def remember(self, seats: list[Seat], hosted: bool = False) -> None:
        """The page's choices, kept for its next opening: the options, the seats and their
        names, the person's own name. It opens as the game last started from it: a table
        ``hosted`` keeps its Open seats Open (Host again), a game at this computer keeps each
        Open seat as the bot in ``seats`` that played it (Start again). It had remembered a
        hosted table's Open seat through the games then played here with a bot, and opened
        on Host each time where a newcomer looked for Start (play-test round 7)."""
        typed = self.typed_seats()
        if not hosted:
            for n in self.open_now():
                typed[n].bot = seats[n].bot
        extra = (seat_choices(self.players, typed, self.open_seats if hosted else set())
                 if self.game.max_players > 1 else {"name1": seats[0].name})
        if solvable(self.game):
            extra["deals"] = "winnable" if self.winnable_only else "any"
        if seats[0].is_human:   # the next game's page offers it; a box emptied, no name (N1)
            own = self.game.default_name(0, seats[0].name)
            self.app.settings.player_name = "" if own else seats[0].name.strip()
        remember_choices(self.game.id, self.options, self.game.options, self.app.settings, extra)

    def looking(self) -> str:
        if not self.waiting or self.dealer is None:
            return ""
        return LOOKING.format(searched=self.dealer.tried)

    def next_frame_in(self) -> float | None:
        return 0.25 if self.waiting else None   # the count of deals searched moves on

    def typed_seats(self) -> list[Seat]:
        """The seats as chosen and named on the page (kept for its next opening)."""
        return [Seat(self.typed_name(i), self.seats[i].bot) for i in range(self.players)]

    def typed_name(self, seat: int) -> str:
        """The name in seat ``seat``'s box; an empty box is the game's own name for the seat
        (its hint), never the name last given, which the box had offered and the player
        emptied to play under no name (play-test round 8, N1)."""
        own = self.game.seat_names[seat % len(self.game.seat_names)]
        return self.name_fields[seat].value.strip() or own

    def chosen_seats(self) -> list[Seat]:
        """The seats the game starts with, no two named alike (a bot named as a person
        takes another name, as at a network table)."""
        return self.game.seats_named_apart(self.typed_seats(), MAX_PLAYER_NAME)

    def rules(self) -> None:
        self.app.open("rules", self.game)

    def learn(self) -> None:
        """The game's guided first game, where the player last stopped."""
        from tarot_table.table.scenes.lesson_table import open_lesson
        open_lesson(self.app, self.game)


def _said_whole(surface: pygame.Surface, words: str, left: int, top: int, width: int, s: float) -> int:
    """A part's words under its heading, on as many lines as they take (at 200% text the
    Deals' last line had been left out, its buttons where it should be); the height used."""
    px = int(15 * s)
    box = pygame.Rect(left, top, width, theme.block_height(words, px, width))
    return theme.text_block(surface, words, box, px, theme.TEXT_DIM)


def name_field(game: Game, index: int, seat: Seat) -> TextField:
    """A seat's name box. A name typed (here or in another game) is its text; the game's
    own name for the seat, which the seat keeps when nothing is typed, is only its hint
    (docs/games.md, "Names at the table")."""
    typed = "" if game.default_name(index, seat.name) else seat.name
    return TextField(pygame.Rect(0, 0, 10, 10), typed, placeholder=game.seat_names[index % len(game.seat_names)],
                     label=f"Name of player {index + 1}")


def solvable(game: Game) -> bool:
    """A solitaire the solver can search: one player, a result, a bot to order its moves."""
    return game.max_players == 1 and game.scored and bool(game.bots)


def scene_for_play(app, game: Game, seed: int | None, named: dict[str, str]):
    """What ``tarot-table play GAME`` opens: this page, for a game of several players
    given no deal number; else the table, dealt at once with the options and seats the
    page would open on (the last ones chosen there), those named on the command line in
    their place. A deal from the command line leaves the page's memory as it was."""
    page = NewGameScene(app, game)
    page.options.update(named)
    if seed is None and game.max_players > 1:
        return page
    if seed is None and page.winnable_only:
        return _winnable_for_play(app, page)
    try:
        session = Session.start(game, fresh_seed(app.clock) if seed is None else seed, page.options, page.chosen_seats())
    except BadOptions as err:   # the named options and the remembered ones do not go together
        page.error = str(err)
        return page
    return app.make("table", session)


def _winnable_for_play(app, page: NewGameScene):
    """``play`` with Winnable only last chosen: the table on a winnable deal found within
    PLAY_WAIT seconds (a fresh one, or one proved before and not lately dealt); else the
    page, waiting for the search and dealing when it finds one."""
    try:
        page.keep_dealer()
    except BadOptions as err:   # the named options and the remembered ones do not go together
        page.error = str(err)
        return page
    if page.dealer.wait(PLAY_WAIT) is None:
        page.waiting = True
        return page
    from tarot_table.solver.found_deals import note_dealt
    found = page.dealer.found
    note_dealt(page.game, page.dealer.options, found.seed)
    session = Session.start(page.game, found.seed, page.options, page.chosen_seats())
    session.winnable_deal, session.deal_line = True, list(found.verdict.line)
    return app.make("table", session)


# ---- the seats last chosen, kept beside the options in the settings' last choices -------------
def seat_choices(players: int, seats: list[Seat], open_seats: set[int] = frozenset()) -> dict[str, str]:
    """How many played, and each seat's player (a person, which bot, or "open" for a
    hosted table's seat joined from elsewhere) and name, as text."""
    chosen = {"players": str(players)}
    for number, seat in enumerate(seats[:players], start=1):
        chosen[f"seat{number}"] = "open" if number - 1 in open_seats else seat.bot or "human"
        chosen[f"name{number}"] = seat.name
    return chosen


def last_players(game: Game, remembered: dict[str, str]) -> int:
    """The number of players last chosen, if the game still seats that many."""
    count = remembered.get("players", "")
    if count.isdigit() and game.min_players <= int(count) <= game.max_players:
        return int(count)
    return game.min_players


def last_seats(game: Game, remembered: dict[str, str], player_name: str = "") -> list[Seat]:
    """Every seat the game offers, as last chosen where that is still on offer. The first
    seat, left at the game's own name ("Fool", "Champion", "Player 1"), takes the name the
    person at this screen last gave in any game, so their results are kept under one name."""
    seats = game.default_seats(game.max_players)
    for number, seat in enumerate(seats, start=1):
        who = remembered.get(f"seat{number}")
        if who in ("human", "open") or who in game.bots:
            seat.bot = who if who in game.bots else None   # an Open seat is a person's, joining
        name = remembered.get(f"name{number}", "").strip()
        if name:
            seat.name = name[:MAX_PLAYER_NAME]
    return give_player_name(game, seats, player_name)

