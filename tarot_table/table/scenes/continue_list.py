"""The menu's Continue list: every unfinished save, newest first, each with a small
picture of its table, its deal number, when it was last played and how far it got.
The wheel scrolls it; the x on a row asks whether to delete that save, and only
"Delete" does (Keep, or a click on the question, leaves it). A seat joined at a table
hosted elsewhere is asked after once the list is shown: a table that has ended while its
person was away says so on its row, and choosing the row shows how it ended, counts the
result and lets the seat go (``join.sit``)."""
from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

import pygame

from tarot_table import filestore, paths, saves
from tarot_table.collection import COLLECTION
from tarot_table.games import GAMES
from tarot_table.table import theme
from tarot_table.table.widgets import MORE_BELOW, Button, draw_scroll_bar
from tarot_table.wording import played_time

ROW_H = 74          # at ui scale 1
DETAIL_STEP = 20    # a line of a row's words under its title
NETWORK_MARK = " (network table)"
ENDED = "The table has ended"   # a joined row whose host says its game is over (a click shows how)
MOST_ASKED = 8      # joined tables asked after at once
WHEEL_STEP = 40
MOST_DAMAGE_LINES = 4   # a damaged save's reason wraps onto this many lines of its row at most
FRESH_DEAL_KEPT = "Kept until your next game"   # a deal left before its first move (saves.fresh_deal)
FRESH_DEAL_SHORT = "Kept till next game"   # the same, in a narrow row
_pictures: dict[tuple, pygame.Surface | None] = {}


def save_picture(app, info: saves.SaveInfo, size: tuple[int, int]) -> pygame.Surface | None:
    """The table of a save, drawn small; None for a save that will not load."""
    key = (info.slot, info.updated, size, app.art.deck_id)
    if key not in _pictures:
        try:
            with COLLECTION.picture():   # its game set aside by the next table played (collection.py)
                _pictures[key] = small_table(app, saves.load(info.read_from), size)
        except saves.SaveError:
            _pictures[key] = None
    return _pictures[key]


def small_table(app, session, size: tuple[int, int]) -> pygame.Surface:
    """A session's table drawn small: just the cards, no bars or labels."""
    from tarot_table.table.scenes.table_draw import draw_thumbnail
    scene = app.make("table", session, saving=False)
    picture = pygame.Surface(size)
    draw_thumbnail(scene, picture)
    scene.leave()
    return picture


def row_detail(info: saves.SaveInfo, px: int = 0, room: int = 0) -> str:
    """"Deal 4021  ·  22 Nov, 07:02  ·  3m 05s played  ·  12 moves", or why the save is
    damaged. Given a type size and a width too narrow for it all, the deal, then the
    date, then the time played are left out before anything is cut, so how far the game
    got (its moves) still shows."""
    if info.problem:
        return f"Damaged: {info.problem}"
    parts, deal, date, played = _detail_parts(info)
    tries = [parts + deal + date + played, parts + date + played, parts + played, parts]
    line = ""
    for kept in tries:
        line = _joined(kept + [info.progress])
        if not room or theme.font(px).size(line)[0] <= room:
            break
    return line


def detail_lines(info: saves.SaveInfo, px: int, room: int) -> list[str]:
    """The row's detail on one line where it fits whole; else on two, where it was
    playing and when above, how long and how far below, so a narrow row (large text in
    a small window) keeps its date and time, and on a third where how long and how far do
    not share a line; a line cut only where its words alone do not fit."""
    whole = row_detail(info)
    if info.problem:   # why the save cannot be resumed, read whole ("far larger than it would…" was all it said)
        lines = theme.wrap(whole, px, room)
        if len(lines) > MOST_DAMAGE_LINES:   # cut only past them: a click on the row says it whole
            lines = lines[:MOST_DAMAGE_LINES - 1] + [" ".join(lines[MOST_DAMAGE_LINES - 1:])]
        return [theme.ellipsize(line, px, room, at_word=True) for line in lines]
    if theme.font(px).size(whole)[0] <= room:
        return [row_detail(info, px, room)]
    parts, deal, date, played = _detail_parts(info)
    fits = lambda line: theme.font(px).size(line)[0] <= room
    when_lines = [_joined(parts + deal + date)]
    above = []   # the notes on a line of their own, or a line each where they do not fit one together
    if not fits(when_lines[0]):   # ("Hosted: U8DS5T · From…" at 1024x700 and 150%: play-test finding P6)
        together = next((line for line in (_joined(parts), _joined(_short_notes(parts))) if fits(line)), None)
        above = [together] if together is not None else _short_notes(parts)
    if above:   # the deal kept, on a line of its own where it does not fit beside the date
        when_lines = [_joined(deal + date)] if fits(_joined(deal + date)) else [*deal, *date]
    how_far = [_joined(played + [info.progress])]
    if not fits(how_far[0]):   # the time played above the moves, each whole ("447 m…" at 200%)
        how_far = played + [info.progress]
    return [theme.ellipsize(line, px, room) for line in (*above, *when_lines, *how_far) if line]


def _detail_parts(info: saves.SaveInfo) -> tuple[list[str], list[str], list[str], list[str]]:
    """What a row's detail says: its notes (open elsewhere, hosted, from its backup),
    its deal, its date and its time played, each an empty list where there is none."""
    parts = ["Open in another window"] if info.open_elsewhere else []
    if info.hosted is not None:
        parts.append(f"Hosted here: table {info.hosted.code}")
    if info.joined is not None:
        parts.append(f"Joined table {info.joined.code}, seat {info.joined.seat + 1}")
    if info.read_from != info.path:
        parts.append("From its backup")   # the last autosave is missing or damaged
    if saves.fresh_deal(info):
        parts.append(FRESH_DEAL_KEPT)
    deal = [f"Deal {info.seed}"] if info.seed is not None else []
    date = [when(info.updated)]
    # a game dealt and left at once says "no move yet" alone, not "0s played"
    played = [f"{played_time(info.elapsed)} played"] if info.elapsed is not None and info.elapsed >= 1 else []
    return parts, deal, date, played


def _short_notes(parts: list[str]) -> list[str]:
    """A network table's note in fewer words, for a narrow row: "Hosted: DU2CTT",
    "Joined UXLGAV, seat 2"."""
    return [FRESH_DEAL_SHORT if part == FRESH_DEAL_KEPT else
            part.replace("Hosted here: table ", "Hosted: ").replace("Joined table ", "Joined ") for part in parts]


def _joined(parts: list[str]) -> str:
    return "  ·  ".join(part for part in parts if part)   # a save may lack a date


def row_title(info: saves.SaveInfo) -> str:
    return row_name(info) + row_name_tail(info)


def row_name(info: saves.SaveInfo) -> str:
    """A row's title but its tail (``row_name_tail``): the save's name, or its game's."""
    if info.hosted is not None or info.joined is not None or not info.name:
        return _game_title(info)
    return info.name


def row_name_tail(info: saves.SaveInfo) -> str:
    """What a row's title says after its name, which a narrow row leaves out (``fitted_title``):
    " (network table)", or a named save's " (Queens of Fate)"."""
    if info.hosted is not None or info.joined is not None:
        return NETWORK_MARK
    title = _game_title(info)
    if not info.name or title.casefold() in info.name.casefold():
        return ""   # a name that says its game ("Tempting Fate rematch") is not told it again
    return f" ({title})"


def _game_title(info: saves.SaveInfo) -> str:
    return GAMES.entry(info.game).title if info.game in GAMES else (info.game or info.slot)


def fitted_title(name: str, tail: str, px: int, least: int, room: int) -> tuple[str, int]:
    """A row's title and its size: a long game's name set smaller, not cut; its tail (a
    network table's "(network table)", a named save's game) left out rather than the
    title set smaller than the row's other lines (``least``), or cut: the detail says
    which table, the line under the title which game (at 200% text "Sunday morning deal
    (Queens of Fate)" had been set at 13 px beside lines of 23). A name too long even
    alone is set at ``least`` and cut after a word."""
    title = name + tail
    size = theme.largest_fitting(title, px, room, "Semibold")
    cut = theme.words_width(title, size, "Semibold") > room
    if (size < least or cut) and tail:
        title = name
        size = theme.largest_fitting(title, px, room, "Semibold")
    return title, max(size, min(least, px))


def _title_cut(info: saves.SaveInfo, room: int, s: float) -> bool:
    """Whether a row's title is shown short in ``room`` at ``s``: its game's name moved
    under it, or the name cut (as ``ContinueList._row`` draws it)."""
    named, px = fitted_title(row_name(info), row_name_tail(info), int(16 * s), int(14 * s), room)
    return named != row_title(info) or theme.ellipsize(named, px, room, "Semibold", at_word=True) != named


def when(stamp: str, today: datetime | None = None) -> str:
    """"22 Nov, 07:02" this year, "22 Nov 2025" before it."""
    try:
        moment = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    today = today or datetime.now()
    return moment.strftime("%d %b, %H:%M" if moment.year == today.year else "%d %b %Y")


def hosted_tables() -> list[saves.SaveInfo]:
    """The unfinished network tables this app hosted, as their host saved them (in the
    data folder's tables/, the app's host's folder): resumed, a table is hosted again
    and this app's seat taken back; a table whose file is damaged is listed so, as a
    damaged save is (it is not hosted, and its file is left as it is). A table of the folder this app holds no seat at
    (a `serve` sharing the folder) is not listed."""
    folder = paths.data_dir() / "tables"
    if not folder.is_dir() or not any(folder.glob("*.json")):
        return []   # the usual case, without reading the seats held
    from tarot_table.net import held_seats
    held, _ = held_seats.load()
    mine = {h.code: h for h in held if h.hosted}
    if mine and any(folder.glob("*.log")):   # only then the host's code is loaded
        from tarot_table.net.app_host import fold_logs_left_by_a_killed_host
        fold_logs_left_by_a_killed_host(folder)
    # only the tables held here are read, and the host's folder is not swept (saves.infos_of)
    infos = [i for i in saves.infos_of(folder, mine) if not i.finished]
    for info in infos:
        info.hosted = mine[info.slot]
        if info.problem:   # listed as damaged, as a damaged save is (play-test finding H1), its file kept
            info.game = info.game or info.hosted.game
    return infos


def joined_tables() -> list[saves.SaveInfo]:
    """The seats this app holds at tables others host (held_seats): a row each, which
    joins the table again with the seat's token. The host keeps the game, so a row has no
    picture, time or moves; a seat is forgotten when its table is seen to end, or when
    its host answers without it (Join a table)."""
    if not (paths.data_dir() / "network-seats.json").exists():
        return []   # the usual case, without loading the network's code (held_seats.seats_path)
    from tarot_table.net import held_seats
    held, _ = held_seats.load()
    rows = []
    for seat in held:
        if seat.hosted:
            continue
        info = saves.SaveInfo(held_seats.seats_path(), f"{seat.code}-seat-{seat.seat + 1}")
        info.game, info.name, info.updated, info.joined = seat.game, seat.name, seat.kept, seat
        rows.append(info)
    return rows


class ContinueList:
    def __init__(self, app, resume: Callable[[saves.SaveInfo], None]) -> None:
        self.app = app
        self.resume = resume
        self.scroll = 0
        self.asking: str | None = None      # the slot whose delete waits for a second click
        self.deleted: str = ""              # what the last delete removed, said once
        self.pictures_waiting = False
        self.ended: set[str] = set()        # the codes of joined tables whose host says they have ended
        self.asking_hosts = None            # the thread asking the joined tables' hosts
        self.area = pygame.Rect(0, 0, 0, 0)   # where the list was last drawn
        self.view = pygame.Rect(0, 0, 0, 0)   # the part of it the rows scroll in
        self.pointer: tuple[int, int] | None = None   # where the pointer was last seen in the window
        self.pressed = False                # a button pressed over the list is not yet released
        self.held = False                   # a change on disk waits for the pointer to leave the list
        self.refresh()
        if not app.headless:   # a picture or a test asks only when told (ask_joined_tables)
            self.ask_joined_tables()

    def refresh(self) -> None:
        listed = [i for i in saves.list_saves() if not i.finished] + hosted_tables() + joined_tables()
        self.saves = sorted(listed, key=lambda i: i.updated, reverse=True)
        self.seen_on_disk = self.on_disk()
        self._say_ended()

    def refresh_if_changed(self) -> None:
        """The list read again if the saves on disk changed since it was (another window
        saved, deleted, or let go of a game, killed or not): a look at the files' change
        times and locks, no save read when nothing changed. While the pointer is over the
        list, or a press there is not yet released, the change waits until it leaves: a
        game saved elsewhere went to the top under the pointer, and a click's release (or
        a quick second click) landed on another game (play-test finding M1)."""
        if self.on_disk() == self.seen_on_disk:
            self.held = False
        elif self.pressed or (self.pointer is not None and self.area.collidepoint(self.pointer)):
            self.held = True
        else:
            self.held = False
            self.refresh()
            self.app.request_redraw()

    def follow_pointer(self, event: pygame.event.Event) -> None:
        """Where the pointer is and whether a press over the list is held, from the
        window's events; a change held for it is read once the pointer has left."""
        if event.type == pygame.WINDOWLEAVE:
            self.pointer = None
        elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.area.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pressed = False
        if self.held:
            self.refresh_if_changed()

    def on_disk(self) -> tuple:
        """What the listed files are on disk now: each save's (and its backup's) name,
        change time and size, which of the listed saves another window holds, and the
        network tables' files."""
        def stamps(files) -> tuple:
            found = []
            for path in files:
                try:
                    stat = path.stat()
                except OSError:
                    continue
                found.append((path.name, stat.st_mtime_ns, stat.st_size))
            return tuple(sorted(found))
        folder = paths.saves_dir()
        kept = stamps(folder.glob("*.json*")) if folder.is_dir() else ()
        held = tuple(filestore.held_elsewhere(i.path) for i in self.saves if i.joined is None)
        tables = paths.data_dir() / "tables"
        network = stamps([paths.data_dir() / "network-seats.json", *(tables.glob("*.json") if tables.is_dir() else ())])
        return kept, held, network

    def ask_joined_tables(self) -> None:
        """Ask the host of each joined table, in the background, whether its game has
        ended; a host that does not answer, or has no such table, leaves the row as it is."""
        asked = [info.joined for info in self.saves if info.joined is not None][:MOST_ASKED]
        if not asked or (self.asking_hosts is not None and self.asking_hosts.is_alive()):
            return
        import threading
        self.asking_hosts = threading.Thread(target=self._ask, args=(asked,), name="ask-joined-tables", daemon=True)
        self.asking_hosts.start()

    def _ask(self, asked: list) -> None:
        import asyncio
        from tarot_table.net.client import table_ended
        from tarot_table.table.scenes.join import CHECK_S

        async def ended(held) -> bool:
            try:
                return await table_ended(held.address, held.code, CHECK_S)
            except Exception:   # not answering, or no such table: Join a table says which
                return False

        async def ask_all() -> list[bool]:
            return await asyncio.gather(*(ended(held) for held in asked))
        self.ended |= {held.code for held, over in zip(asked, asyncio.run(ask_all())) if over}
        self._say_ended()
        self.app.request_redraw()

    def _say_ended(self) -> None:
        for info in self.saves:
            if info.joined is not None and info.joined.code in self.ended:
                info.progress = ENDED

    def wheel(self, turns: int, s: float) -> None:
        self.scroll = max(0, self.scroll - turns * int(WHEEL_STEP * s))

    def delete(self, info: saves.SaveInfo) -> None:
        self.asking = None
        if info.joined is not None:   # the seat forgotten here; the host keeps the table
            from tarot_table.net import held_seats
            held = info.joined
            problem = held_seats.forget(held.address, held.code, held.seat)
            self.deleted = problem or f"Forgot your seat at table {held.code}."
            self.refresh()
            return
        if info.hosted is not None:
            self._delete_hosted(info)
            self.refresh()
            return
        try:
            saves.delete_save(info.path)
            self.deleted = f"Deleted \u201c{row_title(info)}\u201d."
        except saves.SaveInUse:
            self.deleted = f"\u201c{row_title(info)}\u201d is open in another window: not deleted."
        except IsADirectoryError:
            self.deleted = f"\u201c{row_title(info)}\u201d could not be deleted: it is a folder, not a save."
        except OSError as err:
            self.deleted = f"\u201c{row_title(info)}\u201d could not be deleted ({err.strerror or err})."
        self.refresh()

    def _delete_hosted(self, info: saves.SaveInfo) -> None:
        """A table this app hosted, deleted for good: the app's host, if it still holds
        it, stops hosting it and tells whoever plays there that it has ended (it had written
        the table again at its next save, and the row came back without its seat); this
        app's seat there is let go too (kept, Join offered it and said "No table here has
        the code"). Refused, saying why, while another window hosts it."""
        from tarot_table.games.capabilities import names_and_verb
        from tarot_table.net import app_host, held_seats
        from tarot_table.net.table import Refused
        held, title = info.hosted, row_title(info)
        try:
            playing = app_host.delete_hosted_table(info.path.parent, held.code)
        except Refused as err:
            self.deleted = f"\u201c{title}\u201d is not deleted: {err}."
            return
        except OSError as err:
            self.deleted = f"\u201c{title}\u201d could not be deleted ({err.strerror or err})."
            return
        others = [name for seat, name in playing if seat != held.seat]   # this app's own seat aside
        told = f" {names_and_verb(others, 'was', 'were')} playing at it: told that the table has ended." if others else ""
        problem = held_seats.forget(held.address, held.code, held.seat)
        self.deleted = f"Deleted \u201c{title}\u201d.{told}" + (f" {problem}" if problem else "")

    def ask(self, slot: str) -> None:
        self.asking = slot

    def draw(self, surface: pygame.Surface, area: pygame.Rect, s: float, may_build: bool) -> list[Button]:
        """Paint the list inside ``area``; the buttons it made, clipped to what shows."""
        self.area = area
        theme.panel(surface, area, alpha=200, radius=12)
        heading = theme.text(surface, "Continue", (area.x + int(18 * s), area.y + int(14 * s)), int(24 * s),
                             theme.ACCENT, "Semibold", family="serif")
        px = max(13, int(15 * s))
        finished = Button(pygame.Rect(0, 0, _finished_width(s), int(32 * s)), "Finished games",
                          lambda: self.app.go("finished-games"), px=px, tip="Step through a finished game again")
        finished.rect.midright = (area.right - int(14 * s), heading.centery)
        top = area.y + int(58 * s)
        if self.deleted:   # on lines of their own under the heading, whole (a refusal's reason is read)
            said = pygame.Rect(area.x + int(18 * s), heading.bottom + int(8 * s), area.width - int(36 * s),
                               area.height // 3)
            top = max(top, said.top + theme.text_block(surface, self.deleted, said, max(13, int(14 * s)),
                                                       theme.TEXT_DIM) + int(6 * s))
        inside = pygame.Rect(area.x + int(8 * s), top, area.width - int(16 * s), area.bottom - int(8 * s) - top)
        if not self.saves:
            theme.text_block(surface, "No unfinished games. Choose a game on the left to start one.",
                             inside.inflate(-int(20 * s), 0), int(16 * s), theme.TEXT_DIM)
            return [finished]
        heights = [self._row_height(info, inside.width, s) for info in self.saves]
        if sum(heights) > inside.height:   # "Scroll for more" on a line of the panel's own, under the rows
            inside.height -= theme.line_height(max(13, int(14 * s))) + int(4 * s)
        self.scroll = min(self.scroll, max(0, sum(heights) - inside.height))
        self.view = inside
        buttons: list[Button] = []
        self.pictures_waiting = False
        surface.set_clip(inside)
        try:
            top = inside.y - self.scroll
            for info, row_h in zip(self.saves, heights):
                rect = pygame.Rect(inside.x + int(4 * s), top, inside.width - int(14 * s), row_h - int(6 * s))
                top += row_h
                if rect.bottom < inside.top or rect.top > inside.bottom:
                    continue
                made, may_build = self._row(surface, info, rect, inside, s, may_build)
                buttons += made
        finally:
            surface.set_clip(None)
        draw_scroll_bar(surface, inside, sum(heights), self.scroll, s)
        if self.scroll < sum(heights) - inside.height:
            theme.text(surface, MORE_BELOW, (inside.right - int(14 * s), inside.bottom + int(2 * s)),
                       max(13, int(14 * s)), theme.TEXT_DIM, anchor="topright")
        return buttons + [finished]

    def _row_height(self, info: saves.SaveInfo, inside_width: int, s: float) -> int:
        """A row's height with its gap: each row as tall as its own words (a network table's
        five lines made every row as tall at 1024x700 and 200%, the others with an empty
        band at their foot and the last one's x cut by the panel's edge)."""
        lines = len(detail_lines(info, int(14 * s), _words_room(inside_width - int(14 * s), s, info)))
        return int(ROW_H * s) + int((lines - 1) * DETAIL_STEP * s)

    def fits(self, area: pygame.Rect, s: float, own: float) -> bool:
        """Whether the list's words fit ``area`` at ``s`` as well as at the menu's own
        scale ``own``: its heading clear of Finished games, no row's detail on more lines
        than there (a row a line taller, fewer rows are in sight), no row's title shown
        short that is whole there, and every row's question before a delete whole."""
        heading = theme.words_width("Continue", int(24 * s), "Semibold", "serif")
        if area.x + int(18 * s) + heading + int(12 * s) > area.right - int(14 * s) - _finished_width(s):
            return False
        if not self.saves:
            return True
        inside = area.width - int(16 * s)
        most = self._detail_lines_most(inside, s)
        if most > self._detail_lines_most(area.width - int(16 * own), own):
            return False
        if any(_title_cut(info, _words_room(inside - int(14 * s), s, info), s)
               and not _title_cut(info, _words_room(area.width - int(16 * own) - int(14 * own), own, info), own)
               for info in self.saves):
            return False
        room = _question_room(inside - int(14 * s), int(ROW_H * s) + int((most - 1) * DETAIL_STEP * s), s)
        return all(_said_whole(asked_lines(info, *room, s)[0], _question(info)) for info in self.saves)

    def _detail_lines_most(self, inside_width: int, s: float) -> int:
        """The most lines any row's detail takes in a list ``inside_width`` wide."""
        return max(len(detail_lines(info, int(14 * s), _words_room(inside_width - int(14 * s), s, info)))
                   for info in self.saves)

    def _row(self, surface, info, rect, inside, s, may_build) -> tuple[list[Button], bool]:
        shown = rect.clip(inside)
        if self.asking == info.slot:
            return self._asking_row(surface, info, rect, shown, s), may_build
        cross = pygame.Rect(0, 0, int(30 * s), int(30 * s))
        cross.midright = (rect.right - int(8 * s), rect.centery)
        thumb_size = _thumb_size(s)
        picture = None
        pictured = _pictured(info)
        if pictured:   # one new picture a frame, so the menu opens at once
            cached = self.app.deck_loaded and (info.slot, info.updated, thumb_size,
                                               self.app.art.deck_id) in _pictures   # the deck waits too
            if cached or may_build:
                picture = save_picture(self.app, info, thumb_size)
                may_build = may_build and cached
            else:
                self.pictures_waiting = True
        title = row_title(info)
        text_left = rect.x + int(12 * s) + (thumb_size[0] + int(10 * s) if pictured else 0)

        def paint(surface: pygame.Surface, button: Button) -> None:
            colour = theme.BUTTON_HOVER if button.hovered else theme.BUTTON
            pygame.draw.rect(surface, colour, rect, border_radius=8)
            if button.focused:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect, width=2, border_radius=8)
            if picture is not None:
                surface.blit(picture, (rect.x + int(6 * s), rect.y + int(5 * s)))
            room = cross.left - text_left - int(8 * s)
            named, px = fitted_title(row_name(info), row_name_tail(info), int(16 * s), int(14 * s), room)
            lines = [info.options_words] if info.options_words and not info.problem else []   # the rules it plays
            if named != title and info.hosted is None and info.joined is None:   # its game, left out of the title
                lines = [_joined([_game_title(info), *lines])]
            top = rect.y + int((4 if lines else 10) * s)
            theme.text(surface, theme.ellipsize(named, px, room, "Semibold", at_word=True), (text_left, top), px, theme.TEXT,
                       "Semibold")
            for i, line in enumerate(lines + detail_lines(info, int(14 * s), room)):
                theme.text(surface, theme.ellipsize(line, int(14 * s), room, at_word=True),
                           (text_left, top + int((24 + DETAIL_STEP * i) * s)),
                           int(14 * s), theme.WARN if info.problem else theme.TEXT_DIM)

        beside_cross = pygame.Rect(rect.x, rect.y, cross.left - int(4 * s) - rect.x, rect.height).clip(inside)
        row = Button(beside_cross, info.slot, lambda: self.resume(info),
                     paint=lambda surface, b: _clipped(surface, inside, paint, b))
        if not inside.contains(cross):   # a row's x is offered whole or not at all: scrolled, it shows
            return [row], may_build
        delete = Button(cross, "\u00d7", lambda: self.ask(info.slot), px=max(13, int(18 * s)),
                        tip="Forget this seat" if info.joined is not None else "Delete this save")
        return [row, delete], may_build

    def _asking_row(self, surface, info, rect, shown, s) -> list[Button]:
        keep = pygame.Rect(0, 0, int(90 * s), int(34 * s))
        keep.midright = (rect.right - int(8 * s), rect.centery)
        yes = keep.move(-int(100 * s), 0)
        words = pygame.Rect(rect.x, rect.y, yes.left - int(4 * s) - rect.x, rect.height)
        lines, px = asked_lines(info, *_question_room(rect.width, rect.height + int(6 * s), s), s)

        def paint(surface: pygame.Surface, button: Button) -> None:
            pygame.draw.rect(surface, (70, 40, 36), rect, border_radius=8)
            step = theme.line_height(px, "Semibold", close=False)
            for i, line in enumerate(lines):
                theme.text(surface, line, (rect.x + int(12 * s), rect.centery + (i - (len(lines) - 1) / 2) * step),
                           px, theme.TEXT, "Semibold", "midleft")

        back = Button(words.clip(shown), info.slot, lambda: setattr(self, "asking", None),
                      paint=lambda surface, b: _clipped(surface, shown, paint, b))
        if not shown.contains(yes.union(keep)):   # Delete and Keep whole or not at all, as a row's x
            return [back]
        return [back, Button(yes, "Delete", lambda: self.delete(info), px=max(13, int(15 * s))),
                Button(keep, "Keep", lambda: setattr(self, "asking", None), px=max(13, int(15 * s)))]


def asked_lines(info: saves.SaveInfo, width: int, height: int, s: float) -> tuple[list[str], int]:
    """The question a row asks before its save is deleted, whole: on up to three lines
    beside Delete and Keep, smaller before it is cut (its game's name is what it asks about)."""
    return theme.fit_lines(_question(info), int(16 * s), width, height, most=3, weight="Semibold", close=False)


def _question(info: saves.SaveInfo) -> str:
    return f"Delete \u201c{row_title(info)}\u201d?"


def _said_whole(lines: list[str], words: str) -> bool:
    return " ".join(lines).split() == words.split()


def _question_room(row_width: int, row_h: int, s: float) -> tuple[int, int]:
    """The width and height a row's question has beside Delete and Keep (as ``_asking_row``
    lays them), in a row ``row_width`` wide and ``row_h`` high with its gap under it."""
    keep, yes = int(90 * s), int(100 * s)
    words = row_width - int(8 * s) - keep - yes - int(4 * s)
    return words - int(16 * s), row_h - int(6 * s) - int(8 * s)


def _finished_width(s: float) -> int:
    """How wide Finished games is drawn, beside the heading."""
    px = max(13, int(15 * s))
    return max(int(150 * s), theme.font(px, "Semibold").size("Finished games")[0] + 2 * max(12, px))


def _thumb_size(s: float) -> tuple[int, int]:
    """A row's picture of its table, the row's height but its margins (a row grown a
    line taller for its words keeps it)."""
    height = int(ROW_H * s) - int(6 * s) - int(10 * s)
    return int(height * 1.3), height


def _words_room(row_width: int, s: float, info: saves.SaveInfo | None = None) -> int:
    """The width a row's words have, between its picture (``info``'s, where it has one:
    a damaged save or a joined seat has none) and its delete cross (as ``_row`` lays them)."""
    picture = _thumb_size(s)[0] + int(10 * s) if info is None or _pictured(info) else 0
    return row_width - int(12 * s) - picture - int(8 * s) - int(30 * s) - int(8 * s)


def _pictured(info: saves.SaveInfo) -> bool:
    """Whether a row shows a picture of its table: not a damaged save's, nor a seat's at a table hosted elsewhere."""
    return not info.problem and info.joined is None


def _clipped(surface: pygame.Surface, area: pygame.Rect, paint, button: Button) -> None:
    """Paint a row that may be partly scrolled out of the list."""
    old = surface.get_clip()
    surface.set_clip(area)
    try:
        paint(surface, button)
    finally:
        surface.set_clip(old)
