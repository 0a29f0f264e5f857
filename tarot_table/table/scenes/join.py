"""Join a table: the tables announced on this network (found in the background), the
seats this computer holds at tables (taken back with their tokens), or an address and a
table code typed or pasted (the host's copyable line is both); a name and a seat,
chosen among the table's seats as its host lists them (who sits where, which are open).

Joining runs on the link's thread; the page looks at it each frame and opens the table
once the host has seated this player. Nothing here waits on the network."""
from __future__ import annotations

import asyncio
import threading
from datetime import datetime

import pygame

from tarot_table import paths, saves
from tarot_table.games import GAMES
from tarot_table.net import app_host, held_seats, store
from tarot_table.net.client import NOT_ANSWERING, SeatSeen
from tarot_table.net.held_seats import HeldSeat
from tarot_table.net.remote_session import PLAYED_HERE, Joining, RemoteTableSession
from tarot_table.net.server import FolderServed
from tarot_table.net.table import TOKEN_UNKNOWN, Refused, normal_code
from tarot_table.settings import MAX_PLAYER_NAME, save_settings
from tarot_table.table import theme
from tarot_table.table.scenes.common import PageScene
from tarot_table.table.widgets import Button, TextField, row_of_buttons, wrapped_buttons
from tarot_table.wording import damaged_table_words, sentence

LOOK_ON: list[str] | None = None   # the networks looked on for tables (None: all; tests: loopback)
LOOK_S = 3.0
SEATS_S = 5.0   # the longest wait for a host to list a table's seats
CHECK_S = 3.0   # the longest wait for a held seat's host to answer whether its table is there
GONE = "No table here has the code"   # how a host answering says a table is not there


def not_answering_words(address: str, code: str = "") -> str:
    """What a host not answering means, and what to do; ``code``: a table looked for on
    this network too, and not found there."""
    if not code:
        return (f"The host of this table is not answering ({address}): it may have closed the table "
                "or gone away. Ask the host to open it again, then try again.")
    return (f"The host of this table is not answering ({address}), and table {code} is not announced on this "
            "network: it may have closed the table or gone away. Ask the host to open it again (and for its "
            "address, if it has a new one), then try again.")


def _note_px(note: str, room: pygame.Rect, s: float) -> int:
    """The note's type size: the page's, else as much smaller as lets it show whole in
    ``room`` (a host not answering is told in three sentences), never under the smallest."""
    for px in range(int(15 * s), theme.MIN_TEXT_PX - 1, -1):
        if theme.block_height(note, px, room.width) <= room.height:
            return px
    return theme.MIN_TEXT_PX


def game_title(game_id: str) -> str:
    """A remembered seat's game by its title (an id the registry does not know, as read)."""
    return GAMES.entry(game_id).title if game_id in GAMES else game_id


def sit(app, session: RemoteTableSession, hosted: bool = False) -> None:
    """Open the table for a seat just taken, and remember the seat (its token takes it back).
    A seat held here whose table ended meanwhile (bots played on) counts its result now:
    its end was not seen here, so it was not counted."""
    from tarot_table.table.scenes.remote_table import RemoteTableScene
    ended_unseen = not hosted and session.finished and \
        held_seats.find(session.address, session.code, session.seat) is not None
    kept = datetime.now().isoformat(timespec="seconds")
    problem = held_seats.keep(HeldSeat(session.address, session.code, session.seat, session.token,
                                       session.game.id, session.state.seats[session.seat].name, hosted, kept))
    if hosted:
        session.recorded = True   # the app's own host keeps its end, seen here or not (host_thread.keep_end)
    if ended_unseen:
        session.recorded = False
        session.record_if_finished()
        problem = problem or session.problem
    scene = RemoteTableScene(app, session)
    app.switch(scene)
    scene.forget_seat_if_ended()
    if problem:
        scene.say(problem, warn=True)


class JoinScene(PageScene):
    def __init__(self, app, address: str = "", code: str = "", seat: int | None = None,
                 join_now: bool = False) -> None:
        super().__init__(app)
        held, self.problem = held_seats.load()
        hosted = {h.code for h in held if h.hosted}
        saved, ended, self.damaged = hosted_tables_saved(hosted) if hosted else (None, set(), set())
        # a table hosted here that has ended, or whose file is gone (deleted), has no seat to take back
        self.held = [h for h in held if not (h.hosted and (h.code in ended or saved is not None and h.code not in saved))]
        self.address = TextField(pygame.Rect(0, 0, 10, 10), address, placeholder="192.168.1.20:8765",
                                 max_length=held_seats.MAX_ADDRESS, label="The table's address")
        self.code = TextField(pygame.Rect(0, 0, 10, 10), code, placeholder="ABC123", max_length=16,
                              label="The table's code", capitals=True)
        # the name last given at this screen (here or in a game's first seat), remembered in the settings
        self.name = TextField(pygame.Rect(0, 0, 10, 10), app.settings.player_name, placeholder="Your name",
                              max_length=MAX_PLAYER_NAME, label="Your name")
        self.seat: int | None = seat   # None: any open seat
        self.seats_seen: list[SeatSeen] = []   # the table's seats, as its host listed them
        self.seats_of: tuple[str, str] | None = None   # the address and code they are of
        self.seeing: threading.Thread | None = None
        self.found: list[dict] = []
        self.looking: threading.Thread | None = None
        self.joining: Joining | None = None
        self.joining_hosted = False
        self.joining_held: HeldSeat | None = None   # the seat held here the join takes back, if any
        self.rehosting = False   # the table joined is this app's, hosted again just now
        self.looked_for: set[str] = set()   # the codes looked for on this network after their host did not answer
        self.finding: threading.Thread | None = None
        self.finding_for: tuple[str, str, str] = ("", "", "")   # the address, code and answer it looks after
        self.silent: set[str] = set()   # the addresses of hosts not answering: every table there is greyed
        self.ended: set[str] = set()   # the codes of held seats' tables whose host says the game has ended
        self.checking: threading.Thread | None = None
        self.note = ""
        if join_now:
            self.join()
        else:
            if address and code:
                self.see_seats()
            if not app.headless:   # a picture or a test looks only when asked (Look again), on the networks it sets
                self.look()
                self.check_held()

    # ---- finding tables -----------------------------------------------------------------
    def look(self) -> None:
        """Listen for tables announced on this network, in the background."""
        if self.looking is not None and self.looking.is_alive():
            return
        self.note = "Looking for tables on this network..."
        self.looking = threading.Thread(target=self._listen, name="look-for-tables", daemon=True)
        self.looking.start()

    def look_again(self) -> None:
        """Look for tables on this network, and ask again whether your seats' hosts answer."""
        self.look()
        self.check_held()

    def check_held(self) -> None:
        """Ask each host of a seat held here (but the tables this app hosts, which it
        hosts again) whether its table is there, in the background: a host that does not
        answer greys the seat; a host that answers without the table drops it; one whose
        table has ended (played on by its bot while this seat was away, or given up) says
        so on the seat, whose click shows how it ended and lets it go (``sit``)."""
        if self.checking is not None and self.checking.is_alive():
            return
        asked = [held for held in self.held[:8] if not held.hosted]
        if asked:
            self.checking = threading.Thread(target=self._check, args=(asked,), name="check-seats", daemon=True)
            self.checking.start()

    def _check(self, asked: list[HeldSeat]) -> None:
        from tarot_table.net.client import table_ended

        async def ask(held: HeldSeat) -> tuple[HeldSeat, str, bool]:
            try:
                over = await table_ended(held.address, held.code, CHECK_S)
            except Exception as err:   # whatever the host answers, the seat stays listed unless it is gone
                return held, str(err), False
            return held, "", over

        async def ask_all():
            return await asyncio.gather(*(ask(held) for held in asked))
        for held, said, over in asyncio.run(ask_all()):
            self.note_answer(held.address, held.code, said)
            if over:
                self.ended.add(held.code)
        self.request_redraw()

    def note_answer(self, address: str, code: str, said: str) -> None:
        """What a host said of a table: nothing (it is there), not answering (then no
        table at its address is there), or gone."""
        table = (address, code)
        if said.startswith(NOT_ANSWERING):
            self.silent.add(address)
            self.found = [t for t in self.found if t.get("address") != address]
        else:
            self.silent.discard(address)
        if said.startswith(GONE):   # the host is there and its table is not: the seats there are dropped
            for held in [h for h in self.held if (h.address, h.code) == table and not h.hosted]:
                held_seats.forget(held.address, held.code, held.seat)
            self.held = [h for h in self.held if (h.address, h.code) != table or h.hosted]

    def _listen(self) -> None:
        from tarot_table.net.discovery import find_tables
        try:
            found = asyncio.run(find_tables(LOOK_S, LOOK_ON))
            self.note = "" if found else "No table is announced on this network; type its address and code."
        except Exception as err:   # a network that refuses multicast: typing the address still works
            found = []
            self.note = f"Tables on this network cannot be looked for here ({type(err).__name__})."
        self.found = found
        self.request_redraw()

    def pick(self, listing: dict) -> None:
        held = self.held_at(listing)
        if held is not None:   # a seat of yours: Join takes it back (its host knows you by its token)
            self.address.value, self.code.value, self.seat = held.address, held.code, held.seat
            self.note = app_host.SERVED_ELSEWHERE if held.hosted and app_host.served_elsewhere() else \
                f"Seat {held.seat + 1} at this table is yours: Join takes it back."
            return
        self.address.value, self.code.value = listing["address"], listing["code"]
        self.see_seats()

    def held_at(self, listing: dict) -> HeldSeat | None:
        """The seat held here at a table found on the network, if any (by its code: the
        address it was joined at may be another of the host's)."""
        return next((held for held in self.held if held.code == listing.get("code")), None)

    # ---- a table's seats ------------------------------------------------------------------
    def see_seats(self) -> None:
        """Ask the host for the table's seats, in the background, to choose an open one."""
        address, code = self._typed()
        if not address or not code:
            self.note = "Type the table's address and its code (or paste the host's line) to see its seats."
            return
        if self.seeing is not None and self.seeing.is_alive():
            return
        self.note = f"Asking {address} for the seats of table {code}..."
        self.seeing = threading.Thread(target=self._see, args=(address, code, self.note), name="see-seats",
                                       daemon=True)
        self.seeing.start()

    def _see(self, address: str, code: str, asking: str) -> None:
        from tarot_table.net.client import Refusal, look_at
        try:
            seats = asyncio.run(look_at(address, code, SEATS_S))
            said = "" if any(seat.open for seat in seats) else "Every seat at this table is taken."
        except (Refusal, ValueError) as err:
            self.note_answer(address, code, str(err))
            said = not_answering_words(address) if str(err).startswith(NOT_ANSWERING) \
                else sentence(f"Could not see the seats: {err}")
        else:
            self.seats_seen, self.seats_of = seats, (address, code)
            if self.seat is not None and not (self.seat < len(seats) and seats[self.seat].open):
                self.seat = None
        if self.note == asking:   # not when a join (or anything else) has said something since
            self.note = said
        self.request_redraw()

    def seats_shown(self) -> list[SeatSeen]:
        """The seats listed for the table now typed (none when another is typed since)."""
        return self.seats_seen if self.seats_of == self._typed() else []

    # ---- joining ----------------------------------------------------------------------------
    def join(self) -> None:
        address, code = self._typed()
        if not address or not code:
            self.note = "Type the table's address and its code (or paste the host's line), or pick a table."
            return
        held = held_seats.find(address, code, self.seat, busy=PLAYED_HERE)
        self.joining_held = held
        self.joining_hosted = held is not None and held.hosted
        if self.joining_hosted:   # a table this app hosted: hosted again (saved tables are), on its port if free
            problem = store.damage(paths.data_dir() / "tables", held.code)
            if problem:   # the host would skip it, and say "no table here has the code"
                self.note = damaged_table_words(held.code, problem)
                return
            self.rehosting = app_host.running() is None
            try:
                address = app_host.own_address(app_host.port_of(held.address))
            except FolderServed:   # play-test finding N7: "cannot host on 0.0.0.0:0 (another host ...)"
                self.note = app_host.SERVED_ELSEWHERE
                return
            except OSError as err:
                self.note = f"The table cannot be hosted again here ({err})."
                return
        typed = self.name.value.strip()
        name = typed or (held.name if held else "")
        if typed != self.app.settings.player_name:
            # offered on this page and a game's first seat next time; the box emptied, no name
            # (as a new-game page's, play-test round 8, N1: the name emptied was offered again)
            self.app.settings.player_name = typed
            try:
                save_settings(self.app.settings)
            except OSError:
                pass   # kept for this run; written again when the app closes
        self.note = f"Joining table {code} at {address}..."
        self.joining = Joining(address, code, self.app.clock, None if held else self.seat,
                               held.token if held else None, name, wake=self.request_redraw)

    def take_back(self, held: HeldSeat) -> None:
        """Join again at a seat held here: where its table is announced now, if that is
        elsewhere (hosted again on another port), else where it was joined."""
        moved = self.announced_elsewhere(held.code, held.address)
        self.address.value, self.code.value, self.seat = moved["address"] if moved else held.address, held.code, held.seat
        self.join()

    def _typed(self) -> tuple[str, str]:
        """The address and code, from their fields or from the host's line pasted whole."""
        address, code = self.address.value.strip(), normal_code(self.code.value)
        if " " in address:
            address, _, rest = address.partition(" ")
            code = code or normal_code(rest)
        return address, code

    def update(self, dt: float) -> None:
        if self.finding is not None and not self.finding.is_alive():
            self._after_finding()
        if self.joining is None:
            return
        session = self.joining.poll()
        if session is not None:
            self.joining = None
            hosted = self.joining_hosted
            sit(self.app, session, hosted=hosted)
            read_back = read_back_words(session.code) if hosted else ""
            if read_back:   # its save was damaged: resumed from the save before, as Continue listed it
                self.app.scene.say(read_back, warn=True)
            elif hosted and self.rehosting:
                self.app.scene.say(hosted_again_words(session.code))
        elif self.joining.problem:
            problem, address, code = self.joining.problem, self.joining.address, self.joining.link.code
            self.joining = None
            if problem.startswith((NOT_ANSWERING, GONE)) and code not in self.looked_for:
                self.find_by_code(address, code, problem)   # hosted again elsewhere, or on another port?
            else:
                self._not_joined(address, code, problem)

    def _not_joined(self, address: str, code: str, problem: str) -> None:
        self.note_answer(address, code, problem)
        held = self.joining_held
        if problem.startswith(TOKEN_UNKNOWN) and held is not None:   # the seat was left for good (elsewhere,
            held_seats.forget(held.address, held.code, held.seat)    # or by a version that kept it): let go
            self.held = [h for h in self.held if (h.code, h.seat) != (held.code, held.seat)]
            self.note = (f"You left table {held.code} for good: the host's bot plays seat {held.seat + 1} to the "
                         "end, so it is no longer yours to take back.")
            return
        looked = code in self.looked_for
        if problem.startswith(NOT_ANSWERING):
            self.note = not_answering_words(address, code if looked else "")
        else:
            self.note = sentence(f"Could not join: {problem}") + \
                (f" Table {code} is not announced on this network either." if looked and problem.startswith(GONE) else "")

    # ---- a table found again by its code ---------------------------------------------------
    def find_by_code(self, address: str, code: str, problem: str) -> None:
        """Table ``code`` did not answer at ``address``: its host may have hosted it again
        at another address or port. Look for its announcement on this network, in the
        background; found, it is joined there with the seat held (by its code)."""
        self.looked_for.add(code)
        listing = self.announced_elsewhere(code, address)
        if listing is not None:
            self.join_found(listing)
            return
        self.note = f"Table {code} is not answering at {address}: looking for it on this network..."
        self.finding_for = (address, code, problem)
        self.finding = threading.Thread(target=self._find, args=(address, code), name="find-table", daemon=True)
        self.finding.start()

    def announced_elsewhere(self, code: str, address: str) -> dict | None:
        return next((t for t in self.found if t.get("code") == code and t.get("address") != address), None)

    def _find(self, address: str, code: str) -> None:
        from tarot_table.net.discovery import find_tables
        try:
            found = asyncio.run(find_tables(LOOK_S, LOOK_ON, enough=lambda tables: any(
                t["code"] == code and t["address"] != address for t in tables)))
        except Exception:   # a network that refuses multicast: the address must be typed
            found = []
        self.found = [t for t in self.found if t.get("code") != code] + \
            [t for t in found if t["code"] == code and t["address"] != address]
        self.request_redraw()

    def _after_finding(self) -> None:
        self.finding = None
        address, code, problem = self.finding_for
        listing = self.announced_elsewhere(code, address)
        if listing is None:
            self._not_joined(address, code, problem)
        else:
            self.join_found(listing)

    def join_found(self, listing: dict) -> None:
        """Join table found on this network at its new address (with the seat held at its code)."""
        self.address.value, self.code.value = listing["address"], listing["code"]
        self.join()
        if self.joining is not None:
            self.note = f"Table {listing['code']} is hosted at {listing['address']} now: joining it there..."

    def handle(self, event: pygame.event.Event) -> None:
        super().handle(event)
        if event.type in (pygame.TEXTINPUT, pygame.KEYDOWN) and " " in self.address.value.strip():
            # the host's whole line pasted (or typed) into the address box: the code goes to its own
            # box, and so does the typing that follows
            self.address.value, self.code.value = self._typed()
            if self.address.active:
                self.address.active, self.code.active = False, True

    def leave(self) -> None:
        if self.joining is not None:
            self.joining.cancel()

    # ---- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        top = self.heading(surface, "Join a table", "Play at a table someone hosts, on this network or elsewhere")
        s = self._scale((w, h), top)
        left, px = int(50 * s), int(16 * s)
        old, self.buttons = self.buttons, []
        half = (w - 3 * left) // 2
        y = self._typed_part(surface, left, top, half, s, px)
        lists_end = self._lists(surface, 2 * left + half, top, half, h - top - int(90 * s), s, px)
        footer_top, note_high = h - int(70 * s), int(48 * s)
        specs = [("Join", self.join), ("Look again", self.look_again), ("Back", self.back)]
        footer = row_of_buttons(specs, left, footer_top, int(44 * s), int(18 * s), min_width=int(120 * s))
        note_rect = pygame.Rect(footer[-1].rect.right + int(20 * s), footer_top, 0, note_high)
        # the seats run under the lists where these end above them; where they still reach
        # down to Join and the rest, they keep the left column and those go under the lists
        seats = self._seat_row(surface, left, y, w - 2 * left, s) if lists_end < y else []
        if not seats or seats[-1].rect.bottom > footer_top - int(8 * s):
            seats = self._seat_row(surface, left, y, half, s)
            if seats[-1].rect.bottom > footer_top - int(8 * s) and lists_end <= footer_top - note_high:
                under = row_of_buttons(specs, 2 * left + half, footer_top, int(44 * s), int(18 * s),
                                       min_width=int(96 * s))
                if under[-1].rect.right <= w - left:
                    footer = under
                    note_rect = pygame.Rect(2 * left + half, footer_top - note_high, 0, note_high)
        self.buttons += seats
        note_rect.width = w - left - note_rect.x
        note_rect.height = max(note_rect.height, h - int(6 * s) - note_rect.top)   # down to the window's edge
        self.buttons += footer
        note = self.note or self.problem
        if note:
            theme.text_block(surface, note, note_rect, _note_px(note, note_rect, s),
                             theme.WARN if note.startswith(("Could not", "Your seats", "The table cannot", "The host"))
                             else theme.TEXT_DIM)
        self.fields = [self.address, self.code, self.name]
        self.keep_focus(old)
        for b in self.buttons:
            b.draw(surface)

    def _scale(self, size: tuple[int, int], top: int) -> float:
        """The largest scale, up to the text size's, at which the typed boxes and the
        seats stand whole above Join and the rest (at 200% in 1024x700 Join covered
        the name's box and the seats fell out of the window)."""
        w, h = size
        shown = self.seats_shown()
        for most in (None, 1.75, 1.5, 1.25, 1.0):
            s = theme.ui_scale(size) if most is None else theme.ui_scale_at_most(size, most)
            half = (w - 3 * int(50 * s)) // 2
            y = top + sum(self._box_height(help_words, half, s) for _, _, help_words in self._boxes())
            seats = wrapped_buttons(self._seat_specs(shown), int(50 * s), y + int(30 * s), half, int(36 * s),
                                    int(15 * s))
            if seats[-1].rect.bottom <= h - int(70 * s) - int(8 * s):
                break
        return s

    def _boxes(self):
        return (("Address", self.address, "The host's address and port, as its Host page shows it "
                                          "(its whole line may be pasted here)."),
                ("Table code", self.code, "Six letters and digits."),
                ("Your name", self.name, "As the others see it at the table."))

    @staticmethod
    def _box_height(help_words: str, width: int, s: float) -> int:
        """A typed box's room: its label, its help wrapped whole, the box, a gap."""
        return int(32 * s) + theme.block_height(help_words, int(14 * s), width) + int(38 * s) + int(16 * s)

    def _typed_part(self, surface, left: int, y: int, width: int, s: float, px: int) -> int:
        for label, field, help_words in self._boxes():
            theme.text(surface, label, (left, y), int(20 * s), theme.ACCENT, "Semibold")
            help_high = theme.block_height(help_words, int(14 * s), width)
            theme.text_block(surface, help_words, pygame.Rect(left, y + int(28 * s), width, help_high),
                             int(14 * s), theme.TEXT_DIM)
            field.rect = pygame.Rect(left, y + int(32 * s) + help_high, min(width, int(420 * s)), int(38 * s))
            field.draw(surface, int(17 * s))
            y += self._box_height(help_words, width, s)
        return y

    def _seat_specs(self, seats: list[SeatSeen]) -> list:
        specs = [("Any open seat", lambda: setattr(self, "seat", None))]
        specs += [(seat_label(seat), lambda n=seat.seat: setattr(self, "seat", n)) for seat in seats]
        if not seats:
            specs.append(("See the seats", self.see_seats))
        return specs

    def _seat_row(self, surface, left: int, y: int, width: int, s: float) -> list[Button]:
        """The Seat heading and its buttons, wrapped to ``width``."""
        theme.text(surface, "Seat", (left, y), int(20 * s), theme.ACCENT, "Semibold")
        seats = self.seats_shown()
        row = wrapped_buttons(self._seat_specs(seats), left, y + int(30 * s), width, int(36 * s), int(15 * s))
        row[0].selected = self.seat is None
        for button, seat in zip(row[1:], seats):
            button.enabled, button.selected = seat.open, seat.seat == self.seat
            button.tip = "Join in this seat" if seat.open else "This seat is taken"
        return row

    def _lists(self, surface, left: int, y: int, width: int, height: int, s: float, px: int) -> int:
        """The tables found and the seats held here; where they end."""
        theme.text(surface, "Tables on this network", (left, y), int(20 * s), theme.ACCENT, "Semibold")
        y += int(32 * s)
        specs = [(found_label(t, self.held_at(t)), lambda t=t: self.pick(t)) for t in self.found[:8]]
        if specs:
            row = wrapped_buttons(specs, left, y, width, int(36 * s), int(15 * s))
            self.buttons += row
            y = row[-1].rect.bottom + int(20 * s)
        else:
            theme.text(surface, "None found yet: press Look again.", (left, y), px, theme.TEXT_DIM)
            y += int(36 * s)
        theme.text(surface, "Your seats", (left, y), int(20 * s), theme.ACCENT, "Semibold")
        y += int(32 * s)
        if not self.held:
            theme.text(surface, "Seats you take are kept here, to take back after a drop-out.",
                       (left, y), px, theme.TEXT_DIM)
            return y + px + int(8 * s)
        shown = self.held[:8]
        specs = [(held_label(held, held.address in self.silent, held.code in self.ended, held.code in self.damaged),
                  lambda held=held: self.take_back(held)) for held in shown]
        row = wrapped_buttons(specs, left, y, width, int(36 * s), int(15 * s))
        for button, held in zip(row, shown):
            if held.code in self.ended and not held.hosted:
                button.tip = "The game at this table is over: a click shows how it ended, and lets the seat go."
            if held.address in self.silent and not held.hosted and self.announced_elsewhere(held.code, held.address) is None:
                # greyed until Look again finds its host answering, or its table announced elsewhere
                button.enabled = False
                button.tip = "The host of this table is not answering; Look again asks again."
        self.buttons += row
        return row[-1].rect.bottom + int(8 * s)


def hosted_tables_saved(codes: set[str]) -> tuple[set[str] | None, set[str], set[str]]:
    """Of the tables ``codes`` this app hosted, those their host keeps (saved in the data
    folder's tables/, or held by this app's host now, before its first save): every one
    (None when another window hosts the folder: what its host holds is not known here),
    those whose game has ended (a seat held there has nothing to take back; one kept by a
    version that did not forget it at the end is not listed), and those whose save is
    damaged (play-test finding H1), which no host can host again. Only their saves are
    read, and the host's folder is not swept (``saves.infos_of``)."""
    folder = paths.data_dir() / "tables"
    infos = saves.infos_of(folder, codes) if folder.is_dir() else []
    host = app_host.running()
    try:
        held_now = {listing["code"] for listing in host.tables()} if host is not None else set()
    except Refused:
        held_now = set()
    saved = None if host is None and app_host.served_elsewhere() else {info.slot for info in infos} | held_now
    return saved, {info.slot for info in infos if info.finished}, {info.slot for info in infos if info.problem}


def read_back_words(code: str) -> str:
    """What this app's host did reading table ``code`` back, when its save was damaged
    (resumed from the save before it, the damaged file kept aside), said once; else ""."""
    host = app_host.running()
    try:
        told = host.read_back(code) if host is not None else ""
    except Refused:
        return ""
    return sentence(f"Your table's file was damaged: {told}") if told else ""


def hosted_again_words(code: str) -> str:
    """Said at a table this app has just hosted again: where the others join it."""
    try:
        where = " or ".join(app_host.shown_addresses()[:2])
    except OSError:
        return f"Your table {code} is hosted again."
    return f"Your table is hosted again: the others join it at {where}, code {code}."


def found_label(listing: dict, held: HeldSeat | None) -> str:
    """A table found on the network: its game, code and open seats, and your seat there
    (a table hosted again after its host stopped has none open: its people take theirs back)."""
    yours = f", your seat {held.seat + 1}" if held is not None else ""
    return f"{listing['title'] or listing['game']}  {listing['code']}  ({listing['open']} open{yours})"


def held_label(held: HeldSeat, silent: bool, ended: bool = False, damaged: bool = False) -> str:
    """A seat held here, as Your seats lists it: ``ended``, its host says the game is over;
    ``damaged``, the save of a table hosted here cannot be read."""
    words = f"{game_title(held.game)}  {held.code}  seat {held.seat + 1}"
    if held.hosted:
        return words + ("  (hosted here, its file damaged)" if damaged else "  (hosted here)")
    if ended:
        return words + "  (the table has ended)"
    return words + ("  (host not answering)" if silent else "")


def seat_label(seat: SeatSeen) -> str:
    """A seat as the joiner chooses: its name and who has it."""
    if seat.open:
        who = "open"
    elif seat.kind == "bot":
        who = "a bot"
    else:
        who = "playing" if seat.connected else "away"
    return f"{seat.name or f'Seat {seat.seat + 1}'}: {who}"
