"""Which decks were found where, which can be used and why not, and the one in use, which
any usable deck (or the app's drawn deck) replaces with a click. A deck file or folder
dropped on the window is installed here, and the published Rider-Waite-Smith deck is
downloaded with a button, each with a progress bar (deck_jobs.py)."""
from __future__ import annotations

from pathlib import Path

import pygame

from tarot_table.decks.art import DRAWN_ID
from tarot_table.decks.discovery import DEFAULT_DECK_ID, listed_decks, marked_if_shared, read_deck, search_roots, shared_ids
from tarot_table.decks.install import AlreadyInstalled, ChangedSinceAsked, ReplaceNotAsked, named
from tarot_table.table import theme
from tarot_table.table.scenes import deck_jobs
from tarot_table.table.scenes.common import PageScene
from tarot_table.table.widgets import Button, in_sight, row_of_buttons


def replace_question(source: Path | None, refusal: ReplaceNotAsked) -> str:
    """The question asked before a deck replaces the installed deck with its id (the
    Decks page, for a file dropped or the published deck downloaded (``source`` None),
    and the page offered when the app is opened on a deck file); asked again, it says
    why."""
    again = ("The file changed after you said yes: it no longer holds the deck you were asked about, and "
             "nothing was installed. " if isinstance(refusal, ChangedSinceAsked) else "")
    return (f"{again}The deck in {held_in(source)} has the id {refusal.installed.id}, and a different deck with "
            "that id is installed. Installing this one replaces the installed deck and removes its files. Any file "
            "can claim any deck's id: replace it only if you trust where this file came from.")


def held_in(source: Path | None) -> str:
    """The file a question is about, by its name (None: the published deck downloaded)."""
    return source.name if source is not None else "the file downloaded"


class DecksScene(PageScene):
    """Every deck found and whether it can be used. Checking a deck opens each of its
    pictures (about 20 ms), so the page opens on the decks as their deck.toml names
    them, checks the first ones at once, and then, a few a frame, those the window
    has room to show (the rest are left to 'decks list')."""
    CHECKED_AT_ONCE = 2
    CHECKED_A_FRAME = 2
    takes_dropped_files = True   # the app brings a file dropped on another screen here
    download = staticmethod(deck_jobs.download_published)   # tests put a loopback server behind it

    def __init__(self, app) -> None:
        super().__init__(app)
        self.job: deck_jobs.DeckJob | None = None
        self.note, self.note_is_problem = "Drop a .tarotdeck file or a deck folder on this window to install it.", False
        # a deck dropped (its file) or downloaded (None) that would replace one installed
        self.asking: tuple[Path | None, ReplaceNotAsked] | None = None
        self.refresh()

    def refresh(self) -> None:
        # only read: a deck checked is replaced by a copy of its own. The deck in use first, and
        # those whose deck.toml did not read last: five broken folders found first hid the
        # usable decks behind "... and 5 more" (play-test finding H2, 29 November). Neither
        # move changes which deck is used: the player's pick is kept by its folder, and an id
        # two different decks claim is used by neither unasked, whichever is listed first.
        in_use = self.app.art.deck.path if self.app.art.deck else None
        listed = listed_decks()
        self.shared = shared_ids(listed)   # ids more than one deck claims: each is used only when picked
        self.decks = sorted(listed, key=lambda deck: (deck.path != in_use, not deck.usable))
        self.checked = 0          # the decks before this one are checked
        self.shown = len(self.decks)   # how many the last frame had room for
        self.check(self.CHECKED_AT_ONCE)
        self._say_if_claimed_twice()

    def _say_if_claimed_twice(self) -> None:
        """Where the deck wanted is not used because more than one deck claims its id."""
        wanted = self.app.settings.deck or DEFAULT_DECK_ID
        if self.app.art.deck is None and wanted in self.shared:
            self.note, self.note_is_problem = (f"More than one deck has the id {wanted}, so none of them is used "
                                               "until you pick one: Use beside it."), True

    def back(self) -> None:
        if self.asking is not None:   # Escape at the question: No
            self.keep_installed()
            return
        if len(self.app.scenes) > 1:   # opened over another screen by a drop: back to it
            self.app.pop()
        else:
            super().back()

    def check(self, count: int) -> None:
        for i in range(self.checked, min(self.checked + count, len(self.decks))):
            self.decks[i] = marked_if_shared(read_deck(self.decks[i].path), self.shared)
            self.checked = i + 1

    # ---- adding and choosing --------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.DROPFILE:
            self.install(Path(event.file))
            return
        super().handle(event)

    def install(self, source: Path, agreed: str = "") -> None:
        """Install a dropped deck (replacing the installed deck with its id only where it is
        the deck ``agreed`` to: ``ReplaceNotAsked.digest``)."""
        if self._busy():
            return
        self.asking = None
        self.job = deck_jobs.install_dropped(source, self.app.request_redraw, agreed)

    def replace_installed(self) -> None:
        """The question answered Yes: the deck it named is installed in the place of the
        installed one, from the file as it is now (downloaded again), only where that
        still holds the very deck asked about; else the question is asked again."""
        source, refusal = self.asking
        if source is None:
            self.download_deck(refusal.digest)
        else:
            self.install(source, refusal.digest)

    def keep_installed(self) -> None:
        """The question answered No: the installed deck stays, nothing is installed."""
        (source, refusal), self.asking = self.asking, None
        what = source.name if source is not None else "the downloaded deck"
        self.note, self.note_is_problem = f"Kept {named(refusal.installed)}; {what} was not installed.", False

    def download_deck(self, agreed: str = "") -> None:
        if self._busy():
            return
        self.asking = None
        self.job = self.download(self.app.request_redraw, agreed=agreed)

    def published_deck(self):
        """The published Rider-Waite-Smith deck when it is installed and not found
        unusable (a damaged copy is offered the download again); None when missing, and
        when more than one deck claims its id and none of them is in use: which is the
        published one cannot be told, so the download is offered (and used once done)."""
        if deck_jobs.PUBLISHED in self.shared:
            in_use = self.app.art.deck
            return in_use if in_use is not None and in_use.id == deck_jobs.PUBLISHED else None
        for deck in self.decks:
            if deck.id == deck_jobs.PUBLISHED and (deck.usable or not deck.checked):
                return deck
        return None

    def check_again(self) -> None:
        """Every deck read and checked afresh (a deck changed or removed on disk meanwhile)."""
        if self._busy():
            return
        self.refresh()
        self.check(len(self.decks))
        published = self.published_deck()
        self.note, self.note_is_problem = (f"Checked again: {published.name} ({published.version}) is installed."
                                           if published else "Checked again: the Rider-Waite-Smith deck is "
                                           "missing or unusable; the button below downloads it."), False

    def _busy(self) -> bool:
        if self.job is not None and not self.job.finished:
            self.note, self.note_is_problem = f"Wait: {self.job.what[:1].lower()}{self.job.what[1:]} is not done yet.", True
            return True
        return False

    def use(self, deck_id: str, folder: Path | None = None) -> None:
        """Play with this deck (the one in ``folder``: another may claim its id) from now
        on, with its own default back."""
        if not deck_jobs.use_deck(self.app, deck_id, folder):
            self.note, self.note_is_problem = "That deck could not be used: its check failed (see below).", True
        else:
            self.note, self.note_is_problem = f"In use now: {self.app.art.title}.", False

    def _finish_job(self) -> None:
        job, self.job = self.job, None
        if isinstance(job.refusal, ReplaceNotAsked):
            self.asking = (job.source, job.refusal)
            return
        if isinstance(job.refusal, AlreadyInstalled):
            self.note, self.note_is_problem = f"Already installed: {job.error}", False
            return
        if job.error:
            self.note, self.note_is_problem = f"Not installed: {job.error}", True
            return
        self.refresh()
        self.use(job.deck.id, job.deck.path)
        self.note = f"Installed {job.deck.name} ({job.deck.version}) in {job.deck.path}; it is now the deck in use."

    def update(self, dt: float) -> None:
        if self.job is not None and self.job.finished:
            self._finish_job()
        self.check(min(self.CHECKED_A_FRAME, self.shown - self.checked))

    def next_frame_in(self) -> float | None:
        return 0 if self.checked < self.shown else (0.25 if self.job is not None else None)

    # ---- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        y = self.heading(surface, "Decks", f"In use: {self.app.art.title}")
        if self.asking is not None:
            self._draw_question(surface, y, w, s)
            return
        left = int(50 * s)
        width = w - 2 * left
        old = self.buttons
        self.buttons = []
        # above the note and the buttons; from a little above the first row, whose Use button stands higher
        view, y = self.begin_scroll(surface, y - int(6 * s), h - int(134 * s))
        y += int(6 * s)
        if not self.decks:
            theme.text(surface, "No deck folders were found, so the table plays on its own drawn deck.",
                       (left, y), int(18 * s))
            y += int(36 * s)
        roots = search_roots()
        room = h - int((56 + 22 * len(roots) + 16 + 40 + 130) * s)   # the folders, the note, the bar and the buttons
        self.shown = len(self.decks)
        in_use = self.app.art.deck.path if self.app.art.deck else None
        for shown, deck in enumerate(self.decks):
            if y + int(80 * s) > room and shown < len(self.decks) - 1:
                theme.text(surface, f"… and {len(self.decks) - shown} more: 'tarot-table decks list' lists every "
                           "deck and why one cannot be used.", (left, y), int(16 * s), theme.TEXT_DIM)
                y += int(30 * s)
                self.shown = shown
                break
            y = self._deck_row(surface, deck, deck.path == in_use, left, y, width, s)
        y = self._drawn_row(surface, in_use is None, left, y, width, s)
        y += int(10 * s)
        theme.text(surface, "Folders searched, in order", (left, y), int(18 * s), theme.ACCENT, "Semibold")
        y += int(30 * s)
        for root in roots:
            theme.text(surface, str(root), (left + int(16 * s), y), int(14 * s), theme.TEXT_DIM)
            y += int(22 * s)
        self.end_scroll(surface, view, y)
        scrolled = in_sight(self.buttons, view)
        self.buttons = list(scrolled)   # the foot's buttons follow, drawn unclipped
        self._footer(surface, left, h, width, s)
        self.keep_focus(old)
        surface.set_clip(view)   # a button the view cuts shows the part that takes a click
        for b in scrolled:
            b.draw(surface)
        surface.set_clip(None)
        for b in self.buttons[len(scrolled):]:
            b.draw(surface)

    def _draw_question(self, surface: pygame.Surface, y: int, w: int, s: float) -> None:
        """Whether the dropped or downloaded deck may replace the installed deck with its
        id: each named, where the installed one is, and the buttons to answer."""
        source, refusal = self.asking
        left = int(50 * s)
        box = pygame.Rect(left, y, w - 2 * left, surface.get_height())
        theme.text(surface, "Replace an installed deck?", (left, y), int(22 * s), theme.ACCENT, "Semibold")
        box.top += int(40 * s)
        for words, weight in ((replace_question(source, refusal), "Regular"),
                              (f"Installed: {named(refusal.installed)}, in {refusal.installed.path}", "Semibold"),
                              (f"In {held_in(source)}: {named(refusal.incoming)}", "Semibold")):
            box.top += theme.text_block(surface, words, box, int(17 * s), theme.TEXT, weight) + int(10 * s)
        old = self.buttons
        self.buttons = row_of_buttons([("Replace it", self.replace_installed),
                                       ("Keep the installed deck", self.keep_installed)],
                                      left, box.top + int(20 * s), int(44 * s), int(18 * s), min_width=int(140 * s))
        self.keep_focus(old)
        for b in self.buttons:
            b.draw(surface)

    def _deck_row(self, surface, deck, used: bool, left: int, y: int, width: int, s: float) -> int:
        if deck.id_shared and not used and deck.usable:   # no fault, said quietly
            mark, colour = "another deck has this id too: used only when picked", theme.TEXT_DIM
        elif not deck.usable:
            mark, colour = "not usable", theme.WARN
        elif not deck.checked:
            mark, colour = "checking its pictures…", theme.TEXT_DIM
        else:
            mark, colour = ("in use" if used else "usable"), theme.GOOD
        theme.text(surface, deck.name or deck.path.name, (left, y), int(19 * s),
                   theme.TEXT, "Semibold")
        label = "  ·  ".join(filter(None, (f"{deck.id} {deck.version}".strip(), mark)))   # no id: deck.toml failed
        usable = deck.usable and deck.checked and not used
        y = self._status(surface, label, colour, left, y, width, usable, s)
        if usable:
            self._use_button(deck.id, left + width, y - int(28 * s), s, deck.path)
        detail = deck.problem or deck.attribution
        words = f"{detail}\n{deck.path}" if detail else str(deck.path)
        return y + theme.text_block(surface, words, pygame.Rect(left + int(16 * s), y, width, int(60 * s)),
                                    int(14 * s), theme.TEXT_DIM) + int(12 * s)

    def _drawn_row(self, surface, used: bool, left: int, y: int, width: int, s: float) -> int:
        """The app's own drawn deck, always there to choose."""
        theme.text(surface, "Tarot Table drawn deck", (left, y), int(19 * s), theme.TEXT, "Semibold")
        y = self._status(surface, f"{DRAWN_ID}  ·  {'in use' if used else 'usable'}", theme.GOOD, left, y, width,
                         not used, s)
        if not used:
            self._use_button(DRAWN_ID, left + width, y - int(28 * s), s)
        return y + theme.text_block(surface, "Drawn by the app itself: no pictures to install.",
                                    pygame.Rect(left + int(16 * s), y, width, int(30 * s)), int(14 * s),
                                    theme.TEXT_DIM) + int(12 * s)

    def _status(self, surface, label: str, colour, left: int, y: int, width: int, button: bool, s: float) -> int:
        """A deck's id and whether it can be used, beside its name at ``y``, or on a line
        of its own below it where it would run under the Use button (large text); gives
        the y below the line the Use button stands on."""
        x, px = left + int(380 * s), int(16 * s)
        room = width - int(380 * s) - (int(100 * s) if button else 0)
        if theme.font(px).size(label)[0] > room:
            y += int(28 * s)
            x = left + int(16 * s)
        theme.text(surface, label, (x, y + int(2 * s)), px, colour)
        return y + int(28 * s)

    def _use_button(self, deck_id: str, right: int, y: int, s: float, folder: Path | None = None) -> None:
        rect = pygame.Rect(0, y - int(4 * s), int(90 * s), int(30 * s))
        rect.right = right
        self.buttons.append(Button(rect, "Use", lambda: self.use(deck_id, folder), px=max(13, int(15 * s)),
                                   tip=f"Play with {deck_id}"))

    def _footer(self, surface: pygame.Surface, left: int, h: int, width: int, s: float) -> None:
        bar = pygame.Rect(left, h - int(128 * s), width, int(22 * s))
        if self.job is not None:
            self._progress(surface, bar, s)
        else:
            theme.text(surface, theme.ellipsize(self.note, int(15 * s), width), (left, bar.centery), int(15 * s),
                       theme.WARN if self.note_is_problem else theme.TEXT, anchor="midleft")
        published = self.published_deck()
        offer = ("Check the decks again", self.check_again) if published else \
            ("Download the Rider-Waite-Smith deck", self.download_deck)
        self.buttons += row_of_buttons([("Back", self.back), offer], left, h - int(64 * s), int(44 * s),
                                       int(18 * s), min_width=int(120 * s))
        if published:
            self._nothing_to_download(surface, published, self.buttons[-1].rect, bar.bottom, left + width, h, s)

    @staticmethod
    def _nothing_to_download(surface, published, after: pygame.Rect, top: int, right: int, h: int, s: float) -> None:
        """Beside the buttons, wrapped over as many lines as the room between the note and
        the window's foot holds (large text), centred on the buttons, never cut short."""
        words = f"The published {published.name} ({published.version}) is installed: nothing to download."
        px, x = int(15 * s), after.right + int(16 * s)
        height = theme.block_height(words, px, right - x)
        y = max(top + int(4 * s), min(after.centery - height // 2, h - height))
        theme.text_block(surface, words, pygame.Rect(x, y, right - x, height), px, theme.TEXT_DIM)

    def _progress(self, surface: pygame.Surface, bar: pygame.Rect, s: float) -> None:
        job = self.job
        fraction = job.fraction()
        pygame.draw.rect(surface, theme.PANEL_EDGE, bar, border_radius=6)
        if fraction is not None:
            pygame.draw.rect(surface, theme.GOOD, (bar.x, bar.y, int(bar.width * fraction), bar.height), border_radius=6)
        amount = f"{int(100 * fraction)}%" if fraction is not None else (
            f"{job.done / 1e6:.1f} MB" if job.done else "starting…")
        theme.text(surface, f"{job.stage}: {amount}", (bar.centerx, bar.centery), int(14 * s), theme.TEXT,
                   "Semibold", anchor="center")
