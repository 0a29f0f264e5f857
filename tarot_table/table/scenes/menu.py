"""The main menu: a tile for every registered game, Continue, and the side screens.

The first frame is drawn from the registry's light facts alone (no game's rules are
imported for it); each tile's table picture follows, one a frame, loading its game."""
from __future__ import annotations

import os

import pygame

from tarot_table import saves
from tarot_table.collection import COLLECTION
from tarot_table.games import GAMES, GameEntry, GameLoadError
from tarot_table.table import theme
from tarot_table.table.scenes.common import PageScene
from tarot_table.table.scenes.continue_list import ContinueList, row_title, small_table
from tarot_table.table.widgets import Button, row_of_buttons
from tarot_table.wording import damaged_table_words

# the menu's frame (its heading, margins and where its parts stand) grows this far with the
# text size: at 125% its parts all fit every window, the pictures given their room
# (``PICTURE_LEAST``); each part's words then grow on as far as their room holds them
# (``MenuScene.part_scales``): a player who chose 200% had had 125% words in a large window
MENU_MOST = 1.25

# the window comes back to the player: Continue shows the saves as they are on disk now
BACK_TO_THE_FRONT = (pygame.WINDOWFOCUSGAINED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN)

THUMB_SEED = 3
THUMB_MOVES = 30
_thumbs: dict[tuple[str, str, tuple[int, int]], pygame.Surface] = {}


def table_picture(app, game_id: str, size: tuple[int, int], build: bool = True) -> pygame.Surface | None:
    """A small picture of the game's table a few bot moves into a deal; None when it
    is not made yet and ``build`` is False. Building loads the game (GameLoadError for
    a broken one)."""
    if not build and not app.deck_loaded:
        return None
    key = (game_id, app.art.deck_id, size)
    if key not in _thumbs and not build:
        return None
    if key not in _thumbs:
        with COLLECTION.picture():   # its game set aside by the next table played (collection.py)
            _thumbs[key] = small_table(app, _thumb_session(GAMES[game_id]), size)
    return _thumbs[key]


def _thumb_session(game):
    from tarot_table.rng import Rng
    from tarot_table.session import Session
    session = Session.start(game, THUMB_SEED)
    bot = game.bots[next(iter(game.bots))]   # the quick bot: the menu must open at once
    for _ in range(THUMB_MOVES):
        seat = game.current_seat(session.state)
        if seat is None:
            break
        session.play(bot(game, game.view(session.state, seat), Rng(THUMB_SEED)))
    return session


class MenuScene(PageScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.continue_list = ContinueList(app, self.resume)
        self.note = ""
        self.deck_installed: bool | None = None   # whether a usable deck was found, once asked
        self.cut_words: dict[str, str] = {}   # a tile's words, by its title, where they were cut short
        self.title_tops: dict[str, int] = {}   # where each tile's title is drawn: its whole words stay above it
        self.learn_lefts: dict[str, int] = {}   # where a tile's Learn begins: its whole words stay left of it
        self.scales: dict[tuple[tuple[int, int], float], float] = {}   # the menu's scale, as ``scale`` decides
        self.kept_parts: dict[tuple, PartScales] = {}   # each part's scale, as ``part_scales`` decides
        self.parts: PartScales | None = None   # ...and as the last frame drew them
        self.painted = False            # the first frame shows the menu without pictures
        self.pictures_waiting = False   # then they are made one a frame

    def next_frame_in(self) -> float | None:
        return 0.0 if self.pictures_waiting or self.continue_list.pictures_waiting else None

    def focusable(self) -> list:
        """The page's controls in reading order, each game's tile before its Learn. A tile's
        Learn lies inside it and is listed before it, so a click there is the lesson's; in
        that order Shift+Tab from a Learn went back to the game before's tile, and Enter
        then opened that other game's page (play-test finding, 29 November)."""
        items = super().focusable()
        for i in range(len(items) - 1):
            learn, tile = items[i], items[i + 1]
            if getattr(learn, "label", "") == "Learn" and isinstance(tile, Button) and tile.rect.contains(learn.rect):
                items[i], items[i + 1] = tile, learn
        return items

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in BACK_TO_THE_FRONT:   # another window may have played, saved or let go meanwhile
            self.continue_list.refresh_if_changed()
        if event.type == pygame.MOUSEWHEEL:   # the game tiles always fit: the wheel is the list's
            self.continue_list.wheel(event.y, self.parts.listing if self.parts else self.scale(self.app.screen))
            return
        super().handle(event)
        if self.app.scene is self:   # not after a click that left the menu
            self.continue_list.follow_pointer(event)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale(surface)
        top = self._heading(surface, s)
        parts = self.parts = self.part_scales(surface, top)
        old = self.buttons
        self.buttons = []
        notice = self._notice(surface.get_size(), int(48 * s), parts.footer)
        right = continue_area(surface.get_size(), top, s, parts.footer, notice)
        self._tiles(surface, tiles_area(right, s), parts.tiles)
        self.buttons += self.continue_list.draw(surface, right, parts.listing,
                                                self.painted and not self.pictures_waiting)
        self._footer(surface, parts.footer, int(48 * s), notice)
        self.keep_focus(old)
        for b in self.buttons:
            b.draw(surface)
        self._whole_words(surface, parts.tiles)
        self.painted = True
        if not (self.pictures_waiting or self.continue_list.pictures_waiting):
            COLLECTION.pictures_made()   # the games its pictures loaded set aside by one pass (collection.py)

    def _heading(self, surface: pygame.Surface, s: float) -> int:
        return self.heading(surface, "Tarot Table", "Card games and readings on a tarot deck",
                            subtitle_grows=False, body_scale=s)

    def scale(self, surface: pygame.Surface) -> float:
        """The menu's scale: its words grow with the text size up to ``MENU_MOST``, and
        give way a little where that leaves a tile's table picture under
        ``PICTURE_LEAST`` pixels high, too low to show its table whole (200% text in
        1024x700: the pictures had been cut to 35-pixel strips); decided once for a
        window and a text size."""
        size = surface.get_size()
        key = (size, theme.text_size())
        if key not in self.scales:
            self.scales[key] = theme.ui_scale_to_fit(size, lambda s: self._pictures_fit(surface, s), most=MENU_MOST)
        return self.scales[key]

    def _pictures_fit(self, surface: pygame.Surface, s: float) -> bool:
        area = tiles_area(continue_area(surface.get_size(), self._heading(surface, s), s), s)
        tiles = tile_grid(area, len(GAMES.entries()), int(20 * s), widest=0.56)
        return not tiles or picture_height(tiles[0].height, s) >= PICTURE_LEAST

    def part_scales(self, surface: pygame.Surface, top: int) -> "PartScales":
        """The scale of each part's words: the menu's own (``scale``) where that is the
        text size asked, else each part's grown on from it as far as its room holds it
        (``theme.ui_scale_to_fit``, the menu's scale its least): the tiles while their
        pictures keep ``PICTURE_LEAST`` and their captions show whole; the row of
        buttons while it and the cards' note fit the window's width and the room it
        takes from above leaves the tiles as whole; Continue while its heading clears
        Finished games and its rows' words take no more lines than at the menu's scale.
        ``top``: where the heading ends. Decided once for a window, a text size, the note
        and the saves listed."""
        size = surface.get_size()
        s = self.scale(surface)
        note, left = self._footer_note(), int(48 * s)
        key = (size, theme.text_size(), note, tuple(self.app.notices[-1:]), id(self.continue_list.saves))
        if key not in self.kept_parts:
            least = s / theme.window_scale(size)

            def area_at(footer: float) -> pygame.Rect:   # Continue's, above the row of buttons at ``footer``
                return continue_area(size, top, s, footer, self._notice(size, left, footer))
            area = tiles_area(area_at(s), s)
            tiles = theme.ui_scale_to_fit(size, lambda t: tiles_fit(area, t), least=least)
            whole = tiles_fit(area, tiles)   # else their pictures alone are kept whole
            footer = theme.ui_scale_to_fit(size, lambda f: footer_fits(size[0], left, note, f) and tiles_fit(
                tiles_area(area_at(f), s), tiles, whole), least=least)
            right = area_at(footer)
            listing = theme.ui_scale_to_fit(size, lambda c: self.continue_list.fits(right, c, s), least=least)
            self.kept_parts = {key: PartScales(tiles, listing, footer)}   # the last window's alone
        return self.kept_parts[key]

    def _tiles(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        may_build = self.painted
        self.pictures_waiting = False
        self.cut_words = {}
        self.title_tops = {}
        self.learn_lefts = {}
        entries = GAMES.entries()
        tiles = tile_grid(area, len(entries), int(20 * s), widest=0.56)
        title_px = titles_px(entries, [tile.width - int(28 * s) for tile in tiles], s)
        step = int(15 * s) + 3
        most = caption_lines(tiles[0].height, s) if tiles else 1
        thumb_h = picture_height(tiles[0].height, s) if tiles else 0
        tiles, most = taller_for_words(tiles, entries, area, most, step, s)
        tiles = wider_for_words(tiles, entries, area, most, int(20 * s), s)
        for entry, tile in zip(entries, tiles):
            tile_w, tile_h = tile.size
            theme.panel(surface, tile, alpha=210, radius=12)
            picture_at = pygame.Rect(tile.x + int(10 * s), tile.y + int(10 * s), tile_w - int(20 * s), thumb_h)
            learn = _learn_button(entry, picture_at, s, self.learn)
            if learn:   # beside the picture, which is the narrower by it: the table in it is no smaller
                picture_at.width = learn.rect.left - int(6 * s) - picture_at.left
            may_build = self._picture(surface, entry, picture_at, s, may_build)
            ty = tile.y + thumb_h + int(18 * s)
            lines = tile_words(entry, tile.width - int(28 * s), s, most)[1]
            theme.text(surface, entry.title, (tile.x + int(16 * s), ty), title_px, theme.ACCENT,
                       "Semibold", family="serif")
            for i, line in enumerate(lines):
                theme.text(surface, line, (tile.x + int(16 * s), ty + int(32 * s) + i * step), int(15 * s),
                           theme.TEXT_DIM)
            self.title_tops[entry.title] = ty
            if " ".join(lines) != tile_caption(entry):
                self.cut_words[entry.title] = tile_caption(entry)
            if learn:   # before the tile's own button: a press on it is the lesson's
                self.buttons.append(learn)
                self.learn_lefts[entry.title] = learn.rect.left
            self.buttons.append(Button(tile, entry.title, lambda e=entry: self.open_game(e), paint=_tile_edge))

    def _whole_words(self, surface: pygame.Surface, s: float) -> None:
        """A tile pointed at (not at its Learn) or focused whose words were cut short
        shows them whole over its picture (and above it where they need more room), its
        title and the line they were cut from still in sight."""
        on_learn = any(b.label == "Learn" and b.hovered for b in self.buttons)
        for button in self.buttons:
            shown = button.focused or (button.hovered and not on_learn)
            words = self.cut_words.get(button.label) if shown else None
            if words is not None:
                self._words_over(surface, button.rect, self.title_tops[button.label],
                                 self.learn_lefts.get(button.label), words, s)

    def _words_over(self, surface: pygame.Surface, tile: pygame.Rect, title_top: int, learn_left: int | None,
                    words: str, s: float) -> None:
        right = tile.right - int(6 * s) if learn_left is None else learn_left - int(6 * s)   # Learn stays in sight
        box = pygame.Rect(tile.x + int(6 * s), 0, right - tile.x - int(6 * s), 0)
        room = box.inflate(-int(16 * s), 0)
        lines = theme.wrap(words, int(15 * s), room.width)
        step = int(theme.font(int(15 * s)).get_linesize())
        box.height = len(lines) * step + int(16 * s)
        box.bottom = title_top - int(2 * s)   # taller than the picture: it rises over the tile above, like a tip
        theme.panel(surface, box, alpha=255, radius=8)   # solid: the cut words under it never show through
        for i, line in enumerate(lines):
            theme.text(surface, line, (room.x, box.y + int(8 * s) + i * step), int(15 * s), theme.TEXT)

    def _picture(self, surface: pygame.Surface, entry: GameEntry, at: pygame.Rect, s: float,
                 may_build: bool) -> bool:
        """The tile's table picture, if made; makes it when ``may_build`` (one a frame).
        A game that will not load says so in the picture's place. Whether another picture
        may still be made this frame."""
        picture = None
        if not GAMES.problem(entry.id):
            picture = table_picture(self.app, entry.id, at.size, build=False)
            if picture is None and may_build:
                may_build = False
                try:
                    picture = table_picture(self.app, entry.id, at.size)
                except GameLoadError:
                    pass
        if GAMES.problem(entry.id):
            theme.text_block(surface, "This game could not be loaded. Choose it to see why.",
                             at.inflate(-int(20 * s), -int(20 * s)), int(15 * s), theme.WARN)
        elif picture is not None:
            surface.blit(picture, at.topleft)
        else:
            self.pictures_waiting = True
        return may_build

    def _notice(self, size: tuple[int, int], left: int, footer: float) -> str:
        """What stands above the row of buttons (at their scale ``footer``, from ``left``):
        why a save cannot be resumed, where the corner beside the buttons is too small for
        it (play-test finding H5, 29 November), else the app's last notice (the settings
        file's); "" when nothing does."""
        if self.note:
            lines, _ = corner_lines(size[0], left, self.note, footer)
            return "" if " ".join(lines).split() == self.note.split() else self.note
        return self.app.notices[-1] if self.app.notices else ""

    def _footer(self, surface: pygame.Surface, s: float, left: int, notice: str) -> None:
        w, h = surface.get_size()
        y = h - int(76 * s)
        specs = [("Join a table", self.open_join), ("Journal", self.open_journal), ("Statistics", self.open_stats),
                 ("Settings", self.open_settings), ("Decks", self.open_decks), ("About", self.open_about),
                 ("Quit", self.app.ask_quit)]
        row = footer_row(specs, left, y, s)
        self.buttons += row   # each as wide as its word, so the deck's name fits beside them
        x = row[-1].rect.right + int(12 * s)
        if not self.painted and not self.app.deck_loaded:   # the deck is read for the next frame
            self.pictures_waiting = True
        note = "" if self.note and notice == self.note else self._footer_note()   # too long for the corner: above
        note_left, height = x + int(20 * s), int(44 * s)
        lines, px = footer_note_lines(note, w - note_left - int(24 * s), s) if note else ([], 0)
        for i, line in enumerate(lines):
            theme.text(surface, line, (note_left, y + height // 2 + (i - (len(lines) - 1) / 2) * (px + 2)), px,
                       theme.WARN if self.note else theme.TEXT_DIM, anchor="midleft")
        if notice:
            _draw_notice(surface, (w, h), left, s, notice)
            self.buttons.append(Button(close_notice_rect((w, h), left, s, notice), "Close",
                                       lambda: self.close_notice(notice), px=int(14 * s)))

    def close_notice(self, notice: str) -> None:
        """The notice over the row of buttons goes: a refusal said, or the settings
        file's (for this session; it goes by itself once settings are saved whole again)."""
        if notice == self.note:
            self.note = ""
        else:
            self.app.settings.notices_closed = True

    def _footer_note(self) -> str:
        """The words beside the buttons: a refusal said, else which cards the games are
        played with (once the deck is read, after the first frame)."""
        if not self.painted and not self.app.deck_loaded:
            return self.note
        return self.note or self._cards_note()

    def _cards_note(self) -> str:
        """Which cards the games are played with, and why the drawn deck when it is."""
        if self.app.art.deck:
            return f"Cards: {self.app.art.title}"
        if self.deck_installed is None:   # looked up once: decks are only found on disk
            from tarot_table.decks.discovery import deck_installed
            self.deck_installed = deck_installed()
        if self.deck_installed:
            from tarot_table.decks.spec import DRAWN_ID
            if self.app.settings.deck == DRAWN_ID:
                return "Cards: the drawn deck, as chosen in Settings"
            return "Cards: the drawn deck, until a deck is picked (see Decks)"   # none taken unasked
        return "Cards: the drawn deck, as no deck is installed (see Decks)"

    # ---- actions ----------------------------------------------------------------------
    def open_game(self, entry: GameEntry) -> None:
        try:
            game = GAMES[entry.id]
        except GameLoadError as err:
            self.app.go("message", "This game could not be loaded",
                        f"{err}. The other games are not affected; reinstalling "
                        f"Tarot Table should mend this one.")
            return
        self.app.go("new-game", game)

    def learn(self, entry: GameEntry) -> None:
        """The game's guided first game, where the player last stopped."""
        try:
            game = GAMES[entry.id]
        except GameLoadError:
            self.open_game(entry)   # says why the game cannot be loaded
            return
        from tarot_table.table.scenes.lesson_table import open_lesson
        open_lesson(self.app, game)

    def resume(self, info: saves.SaveInfo) -> None:
        if info.hosted is not None and info.problem:
            self.note = damaged_table_words(info.hosted.code, info.problem)
            return
        if info.hosted is not None or info.joined is not None:
            # a table this app hosted: hosted again, and its seat here taken back; one joined: joined again
            held = info.hosted or info.joined
            self.app.go("join", address=held.address, code=held.code, seat=held.seat, join_now=True)
            return
        try:
            hold = saves.hold(info.path)
        except saves.SaveInUse:
            self.note = (f"\u201c{row_title(info)}\u201d is open in another Tarot Table window. "
                         "Close it there to play it here.")
            self.continue_list.refresh_if_changed()   # said on its row once the pointer leaves the list
            return
        except OSError:
            hold = None   # a folder that cannot be written: the game is played, its autosave says why not
        try:
            session, warning = saves.load_with_backup(info.path)
        except (saves.SaveError, OSError) as err:
            if hold is not None:
                hold.release()
            self.note = str(err)
            return
        scene = self.app.go("table", session, hold=hold)
        if warning:
            scene.say(warning, warn=True)

    def open_join(self) -> None:
        from tarot_table.net import missing_library
        why_not = missing_library()
        if why_not:
            self.app.open("message", "Join a table", why_not)
            return
        self.app.go("join")

    def open_journal(self) -> None:
        self.app.go("journal")

    def open_stats(self) -> None:
        self.app.go("statistics")

    def open_settings(self) -> None:
        self.app.go("settings")

    def open_decks(self) -> None:
        self.app.go("decks")

    def open_about(self) -> None:
        self.app.go("about")


class PartScales:
    """The scale each part of the menu sets its words at (``MenuScene.part_scales``): its
    tiles', Continue's, and the row of buttons' with the note beside them. (A plain
    class: the first frame imports neither typing nor dataclasses.)"""

    __slots__ = ("tiles", "listing", "footer")

    def __init__(self, tiles: float, listing: float, footer: float) -> None:
        self.tiles, self.listing, self.footer = tiles, listing, footer


def continue_area(size: tuple[int, int], top: int, s: float, footer: float = 0.0, notice: str = "") -> pygame.Rect:
    """Where Continue's list stands: the right third of the window under the heading,
    above the row of buttons (at their scale, ``footer``, where it is not ``s``) and above
    the ``notice`` standing on it, if any (the game tiles stand as high: nothing lies
    under the notice)."""
    w, h = size
    bottom = h - int(110 * (footer or s))
    if notice:
        bottom = min(bottom, notice_box(size, int(48 * s), footer or s, notice)[0].top - int(12 * s))
    return pygame.Rect(int(w * 0.64), top, int(w * 0.36) - int(40 * s), bottom - top)


FOOTER_SPECS = ("Join a table", "Journal", "Statistics", "Settings", "Decks", "About", "Quit")


def footer_row(specs: list, left: int, y: int, s: float) -> list[Button]:
    """The row of buttons at the foot, from ``left`` (the menu's margin), each as wide as its word."""
    return row_of_buttons(specs, left, y, int(44 * s), int(17 * s), gap=int(12 * s), min_width=int(96 * s))


NOTICE_LINES = 4   # a settings file's problem, whole (what was read, what is used, where the file went), or a save's


def notice_box(size: tuple[int, int], left: int, s: float, notice: str) -> tuple[pygame.Rect, list[str]]:
    """Where a notice (the settings file's, or why a save cannot be resumed) stands, on
    the row of buttons at their scale ``s`` from the margin ``left``, and its lines: whole
    on as many as it takes (up to ``NOTICE_LINES``), where cut to one line what was done
    with the file was lost (play-test finding H3, 29 November). The tiles and Continue
    stand above it (``continue_area``): it had covered the foot of the bottom tiles."""
    w, h = size
    px, pad = int(14 * s), int(6 * s)
    room = w - 2 * left - 3 * pad - close_width(s)   # its Close button at the right
    lines = theme.wrap(notice, px, room)
    if len(lines) > NOTICE_LINES:
        lines = lines[:NOTICE_LINES - 1] + [theme.ellipsize(" ".join(lines[NOTICE_LINES - 1:]), px,
                                                            room, at_word=True)]
    box = pygame.Rect(left, 0, w - 2 * left, theme.font(px).get_linesize() * len(lines) + 2 * pad)
    box.bottom = h - int(76 * s) - int(8 * s)
    return box, lines


def close_width(s: float) -> int:
    return theme.font(int(14 * s)).size("Close")[0] + int(24 * s)


def close_notice_rect(size: tuple[int, int], left: int, s: float, notice: str) -> pygame.Rect:
    """The notice's Close button, at its top right, inside it."""
    box, _ = notice_box(size, left, s, notice)
    pad = int(6 * s)
    height = min(box.height - 2 * pad, theme.font(int(14 * s)).get_linesize() + pad)
    return pygame.Rect(box.right - pad - close_width(s), box.top + pad, close_width(s), height)


def _draw_notice(surface: pygame.Surface, size: tuple[int, int], left: int, s: float, notice: str) -> None:
    box, lines = notice_box(size, left, s, notice)
    px, pad = int(14 * s), int(6 * s)
    if len(lines) > 1:
        theme.panel(surface, box, alpha=255)
    for i, line in enumerate(lines):
        theme.text(surface, line, (box.x + pad, box.y + pad + i * theme.font(px).get_linesize()), px, theme.WARN)


def footer_note_lines(note: str, room: int, s: float) -> tuple[list[str], int]:
    """The note beside the buttons in ``room``: on one line or two, set a little smaller if need be."""
    return theme.fit_lines(note, int(15 * s), room, int(44 * s), most=2)


def footer_fits(width: int, left: int, note: str, s: float) -> bool:
    """Whether the row of buttons from ``left`` fits a window ``width`` wide at ``s``, the
    note beside it whole, no smaller than the smallest its fitting sets it at (``theme.fit_lines``)."""
    if corner_room(width, left, s) <= 0:
        return False
    if not note:
        return True
    lines, px = corner_lines(width, left, note, s)
    return " ".join(lines).split() == note.split() and px >= round(int(15 * s) * 0.8)


def corner_room(width: int, left: int, s: float) -> int:
    """How wide the corner beside the row of buttons (from ``left``, at ``s``) is, in a window ``width`` wide."""
    row = footer_row([(label, None) for label in FOOTER_SPECS], left, 0, s)
    return width - (row[-1].rect.right + int(12 * s) + int(20 * s)) - int(24 * s)


def corner_lines(width: int, left: int, note: str, s: float) -> tuple[list[str], int]:
    """``note`` as the corner beside the row of buttons sets it (``footer_note_lines``)."""
    return footer_note_lines(note, corner_room(width, left, s), s)


def tiles_fit(area: pygame.Rect, s: float, captions: bool = True) -> bool:
    """Whether the game tiles fit ``area`` at ``s``: every table picture at least
    ``PICTURE_LEAST`` high and (unless told not to look) every caption whole, the tiles
    grown and widened into the room beside and under them, as ``MenuScene._tiles`` lays them."""
    entries = GAMES.entries()
    tiles = tile_grid(area, len(entries), int(20 * s), widest=0.56)
    if not tiles:
        return True
    if picture_height(tiles[0].height, s) < PICTURE_LEAST:
        return False
    if not captions:
        return True
    step = int(15 * s) + 3
    tiles, most = taller_for_words(tiles, entries, area, caption_lines(tiles[0].height, s), step, s)
    tiles = wider_for_words(tiles, entries, area, most, int(20 * s), s)
    return all(len(theme.wrap(tile_caption(e), int(15 * s), t.width - int(28 * s))) <= most
               for e, t in zip(entries, tiles))


def tiles_area(continue_at: pygame.Rect, s: float) -> pygame.Rect:
    """Where the game tiles stand: left of Continue, as high."""
    return pygame.Rect(int(48 * s), continue_at.top, continue_at.left - int(80 * s), continue_at.height)


def tile_grid(area: pygame.Rect, count: int, gap: int, ratio: float = 0.72,
              widest: float | None = None) -> list[pygame.Rect]:
    """``count`` tiles of one shape (height = ``ratio`` x width), as large as they can be
    while all of them fit inside ``area``, laid row by row; then, when ``widest`` is given,
    widened into the room left beside them, up to height = ``widest`` x width."""
    if count == 0:
        return []
    best_width, best_columns = 0.0, 1
    for columns in range(1, count + 1):
        rows = -(-count // columns)
        width = min((area.width - (columns - 1) * gap) / columns,
                    (area.height - (rows - 1) * gap) / rows / ratio)
        if width > best_width:
            best_width, best_columns = width, columns
    tile_w, tile_h = int(best_width), int(best_width * ratio)
    if widest is not None:
        tile_w = max(tile_w, min(int(tile_h / widest), (area.width - (best_columns - 1) * gap) // best_columns))
    return [pygame.Rect(area.left + (i % best_columns) * (tile_w + gap),
                        area.top + (i // best_columns) * (tile_h + gap), tile_w, tile_h)
            for i in range(count)]


def taller_for_words(tiles: list[pygame.Rect], entries: list[GameEntry], area: pygame.Rect, most: int,
                     step: int, s: float) -> tuple[list[pygame.Rect], int]:
    """The tiles grown down into the room ``area`` leaves under them (a large window at
    large text), a line at a time, until every caption shows whole or the room runs out;
    their pictures keep their size. Gives the tiles and how many caption lines they hold."""
    if not tiles:
        return tiles, most
    rows = sorted({tile.top for tile in tiles})
    needed = max(len(theme.wrap(tile_caption(e), int(15 * s), t.width - int(28 * s))) for e, t in zip(entries, tiles))
    spare = area.bottom - max(tile.bottom for tile in tiles)
    extra = max(0, min(needed - most, spare // (len(rows) * step)))
    grown = [pygame.Rect(t.x, t.y + rows.index(t.top) * extra * step, t.width, t.height + extra * step) for t in tiles]
    return grown, most + extra


def wider_for_words(tiles: list[pygame.Rect], entries: list[GameEntry], area: pygame.Rect, most: int, gap: int,
                    s: float) -> list[pygame.Rect]:
    """The tiles widened into the room ``area`` leaves beside them (large text in a small
    window, where they are no taller: "Find the four Queens be…" beside empty felt) when
    a caption is still cut short in the ``most`` lines they hold."""
    if not tiles or not any(len(theme.wrap(tile_caption(e), int(15 * s), t.width - int(28 * s))) > most
                            for e, t in zip(entries, tiles)):
        return tiles
    lefts = sorted({tile.left for tile in tiles})
    width = max(tiles[0].width, (area.width - (len(lefts) - 1) * gap) // len(lefts))
    return [pygame.Rect(area.left + lefts.index(t.left) * (width + gap), t.top, width, t.height) for t in tiles]


def tile_caption(entry: GameEntry) -> str:
    return f"{entry.players_text} · {entry.tagline}"


PICTURE_SHARE = 0.25   # the least of a tile's height its table picture keeps (at 200% in 1024x700 two caption lines leave it that)


# pixels: the least height of a tile's table picture, where its table shows whole with cards
# THUMBNAIL_SMALLEST_CARD wide (the tallest table for its width, Lucky You!'s, needs 60)
PICTURE_LEAST = 62


def picture_height(tile_h: int, s: float) -> int:
    """How high a tile ``tile_h`` high draws its table picture, above its title and caption."""
    step = int(15 * s) + 3
    return max(8, tile_h - int(104 * s) + (2 - caption_lines(tile_h, s)) * step)


def caption_lines(tile_h: int, s: float) -> int:
    """How many lines of its caption a tile shows (two, else one): the fewer where two
    would leave the table picture under ``PICTURE_SHARE`` of the tile; the caption cut
    short shows whole under the pointer."""
    return 2 if tile_h - int(104 * s) >= PICTURE_SHARE * tile_h else 1


def tile_words(entry: GameEntry, room: int, s: float, most: int = 2) -> tuple[int, list[str]]:
    """A tile's title size, as large as fits ``room`` up to the usual, and its caption
    in up to ``most`` lines, the last cut short after a whole word if even those are too
    few (the whole caption shows under the pointer)."""
    title_px = theme.largest_fitting(entry.title, int(22 * s), room, "Semibold", "serif")
    px = int(15 * s)
    lines = theme.wrap(tile_caption(entry), px, room)
    if len(lines) > most:
        lines = lines[:most - 1] + [theme.ellipsize(" ".join(lines[most - 1:]), px, room, at_word=True)]
    return title_px, lines


def titles_px(entries: list[GameEntry], rooms: list[int], s: float) -> int:
    """The one size every tile's title is drawn at: the largest at which each fits its
    tile (a long title drawn smaller than the rest looked like a lesser game)."""
    return min(tile_words(entry, room, s)[0] for entry, room in zip(entries, rooms))


def has_lesson_file(entry: GameEntry) -> bool:
    """Whether the game's folder holds a lesson (looked up once; no game is loaded for it)."""
    known = _LESSONS.get(entry.id)
    if known is None:
        known = _LESSONS[entry.id] = os.path.isfile(os.path.join(_GAMES_FOLDER, entry.rules.split(".")[0],
                                                                 "lesson.toml"))
    return known


_LESSONS: dict[str, bool] = {}
# the games' package beside this one, as text: the first frame asks it of each tile, and
# resolving this file's path and joining Paths there cost more than the frame's other work on files
_GAMES_FOLDER = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(__file__))), "games")


def _learn_button(entry: GameEntry, picture: pygame.Rect, s: float, learn) -> Button | None:
    """``Learn`` at the top right of the tile's picture row, for a game that has a lesson:
    the picture is drawn left of it, never under it (the title and the line under it keep
    the tile's whole width)."""
    if not has_lesson_file(entry):
        return None
    width, height = int(80 * s), int(32 * s)
    rect = pygame.Rect(picture.right - width, picture.top, width, height)
    return Button(rect, "Learn", lambda: learn(entry), px=int(16 * s),
                  tip=f"A guided first game of {entry.title}")


def _tile_edge(surface: pygame.Surface, button: Button) -> None:
    if button.hovered or button.focused:
        pygame.draw.rect(surface, theme.HIGHLIGHT, button.rect, width=3, border_radius=12)
