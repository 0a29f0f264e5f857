"""The Journal: every kept reading, newest first, searchable by card or word; any of
them reopens on the table, is exported as a picture (the ``journal export`` command's
own code) or is deleted after a second click. Also the picture of a reading."""
from __future__ import annotations

from pathlib import Path

import pygame

from tarot_table import journal, paths
from tarot_table.screenshot import PictureError, check_picture_path, save_picture
from tarot_table.session import Session, new_slot
from tarot_table.table import theme
from tarot_table.table.scenes.common import PageScene
from tarot_table.table.scenes.table_bars import whole_parts
from tarot_table.table.widgets import Button, TextField, in_sight, row_of_buttons

PICTURE_SIZE = (1600, 1000)


def reopen(app, entry: journal.Entry):
    """A table showing the reading as it was laid; nothing on it is saved again, but
    its note can still be changed."""
    from tarot_table.games import GAMES, GameLoadError
    if entry.game not in GAMES:
        raise journal.JournalError(f"entry {entry.id} was made by a game this app does not have ({entry.game})")
    try:
        game = GAMES[entry.game]
    except GameLoadError as err:
        raise journal.JournalError(f"entry {entry.id} cannot be reopened: {err}") from None
    session = Session(game, journal.reopened_state(entry, game), slot=new_slot(game.id),
                      name=f"{entry.spread_name} reading")
    session.recorded = True
    scene = app.make("table", session, saving=False)
    scene.keeper.journal_id, scene.keeper.journal_note = entry.id, entry.note
    return scene


class JournalScene(PageScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries, self.problems = journal.entries()
        self.search = TextField(pygame.Rect(0, 0, 10, 10), placeholder="Search by card or word",
                                max_length=60)
        self.message = ""
        self.rows_view = pygame.Rect(0, 0, 0, 0)   # where the entries scroll, as last drawn
        self.asking: str | None = None   # the entry whose delete waits for a second click

    def shown(self) -> list[journal.Entry]:
        return [e for e in self.entries if journal.matches(e, self.search.value)]

    def export(self, entry: journal.Entry) -> None:
        """The reading as a picture in the exports folder, made by ``export_picture`` as
        the ``journal export`` command makes it."""
        try:
            folder = paths.exports_dir()
            out = journal.entry_path(entry.id, folder, ".png")
            folder.mkdir(parents=True, exist_ok=True)
            export_picture(journal.load(entry.id), out, app=self.app)
        except (OSError, PictureError, journal.JournalError) as err:
            self.message = f"The reading could not be exported ({err})."
            return
        self.message = f"Exported as a picture: {out}"

    def delete(self, entry: journal.Entry) -> None:
        self.asking = None
        try:
            journal.delete(entry.id)
        except (OSError, journal.JournalError) as err:
            self.message = f"The reading could not be deleted ({err})."
            return
        self.message = f"Deleted the reading of {entry.date.replace('T', ' ')[:16]}."
        self.entries, self.problems = journal.entries()

    def open(self, entry: journal.Entry) -> None:
        try:
            self.app.switch(reopen(self.app, entry))
        except journal.JournalError as err:
            self.message = str(err)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        y = self.heading(surface, "Journal", "Every reading you finish is kept here, newest first.")
        old = self.buttons
        self.buttons = []
        left = int(50 * s)
        width = w - 2 * left
        self.search.rect = pygame.Rect(left, y, min(int(480 * s), width), int(40 * s))
        self.search.draw(surface, int(17 * s))
        self.fields = [self.search]
        y += int(56 * s)
        shown = self.shown()
        bottom = h - int(90 * s)
        if not shown:
            empty = ("No reading matches that search." if self.entries else
                     "No readings yet. Finish a reading and it appears here.")
            theme.text(surface, empty, (left, y), int(17 * s), theme.TEXT_DIM)
        row_h = int(104 * s)
        self.scroll = min(self.scroll, max(0, len(shown) * row_h - (bottom - y)))
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(0, y, w, bottom - y))
        for i, entry in enumerate(shown):
            top = y + i * row_h - self.scroll
            if top + row_h < y or top > bottom:
                continue
            self._row(surface, entry, pygame.Rect(left, top, width, row_h - int(10 * s)), s)
        surface.set_clip(clip)
        notes = [(p, theme.WARN) for p in self.problems[:2]] + ([(self.message, theme.TEXT)] if self.message else [])
        for k, (line, colour) in enumerate(notes):
            theme.text(surface, theme.ellipsize(line, int(14 * s), width), (left, bottom + int(4 * s) + k * int(18 * s)),
                       int(14 * s), colour)
        rows_view = self.rows_view = pygame.Rect(0, y, w, bottom - y)
        scrolled = in_sight(self.buttons, rows_view)   # one hidden under the notes took clicks
        self.buttons = list(scrolled)   # the foot's buttons follow, drawn unclipped
        self.buttons += row_of_buttons([("Back", self.back)], left, h - int(56 * s), int(44 * s), int(18 * s),
                                       min_width=int(120 * s))
        self.keep_focus(old)
        surface.set_clip(rows_view)
        for b in scrolled:
            b.draw(surface)
        surface.set_clip(clip)
        for b in self.buttons[len(scrolled):]:
            b.draw(surface)

    def _row(self, surface: pygame.Surface, entry: journal.Entry, rect: pygame.Rect, s: float) -> None:
        if self.asking == entry.id:
            self._asking_row(surface, entry, rect, s)
            return
        theme.panel(surface, rect, alpha=200, radius=10)
        pad = int(14 * s)
        # two columns of two buttons, with the same margin above, between and below them
        margin = int(8 * s)
        height = (rect.height - 3 * margin) // 2
        px = max(13, int(16 * s))
        # as wide as their longest word needs, at most 110: at 200% in 1024x700 the
        # cards beside them had room for one or two names
        wide = min(int(110 * s), max(theme.words_width(word, px, "Semibold") for word in ROW_BUTTONS) + 2 * max(12, px))
        open_button = Button(pygame.Rect(rect.right - pad - wide, rect.top + margin, wide, height),
                             "Open", lambda e=entry: self.open(e), px=px)
        export_button = Button(open_button.rect.move(0, height + margin), "Export",
                               lambda e=entry: self.export(e), px=px, tip="Save the reading as a picture to share")
        delete_button = Button(export_button.rect.move(-wide - margin, 0), "Delete",
                               lambda e=entry: setattr(self, "asking", e.id), px=px)
        self.buttons += [open_button, export_button, delete_button]
        # the question beside Open; the lines under it beside Delete and Export
        question = entry.heading()
        theme.text(surface, theme.ellipsize(question, int(19 * s), open_button.rect.left - rect.left - 2 * pad,
                                            "Semibold", at_word=True),
                   (rect.left + pad, rect.top + pad), int(19 * s), theme.ACCENT, "Semibold")
        room = delete_button.rect.left - rect.left - 2 * pad
        px = int(15 * s)
        for i, line in enumerate(_details(entry, px, room)):
            theme.text(surface, line, (rect.left + pad, rect.top + pad + int((30 + 24 * i) * s)), px, theme.TEXT)
        if entry.note:
            theme.text(surface, theme.ellipsize(f"Note: {entry.note}", px, room, at_word=True),
                       (rect.left + pad, rect.top + pad + int(54 * s)), px, theme.TEXT_DIM)

    def _asking_row(self, surface: pygame.Surface, entry: journal.Entry, rect: pygame.Rect, s: float) -> None:
        """The row turned into its delete's question: Delete for good, or Keep."""
        pygame.draw.rect(surface, (70, 40, 36), rect, border_radius=10)
        keep = pygame.Rect(0, 0, int(110 * s), int(40 * s))
        keep.midright = (rect.right - int(14 * s), rect.centery)
        yes = keep.move(-int(122 * s), 0)
        px = max(13, int(16 * s))
        self.buttons += [Button(yes, "Delete", lambda: self.delete(entry), px=px),
                         Button(keep, "Keep", lambda: setattr(self, "asking", None), px=px)]
        room = yes.left - rect.left - int(28 * s)
        theme.text(surface, theme.ellipsize(f"Delete the reading {entry.heading()}?", int(18 * s), room, "Semibold"),
                   (rect.left + int(14 * s), rect.centery - int(12 * s)), int(18 * s), theme.TEXT, "Semibold", "midleft")
        theme.text(surface, "It leaves the journal for good.", (rect.left + int(14 * s), rect.centery + int(14 * s)),
                   int(15 * s), theme.TEXT_DIM, anchor="midleft")


ROW_BUTTONS = ("Open", "Export", "Delete")


def _details(entry: journal.Entry, px: int, room: int) -> list[str]:
    """A row's lines under its question, before its note: when, the spread and the cards
    on one line where they fit; else the cards run on to a second line where no note
    takes it; cut only after a whole card ("…" for the rest). Where a note takes the
    second line and not one whole card fits after the spread's name, the name gives
    way to the cards (play-test round 9, J1: "Three cards   …" named none; Open shows
    the spread)."""
    when = entry.date.replace("T", " ")[:16]
    said = f"{when}   {entry.spread_name}   "
    cards = entry.card_line()
    if theme.words_width(said + cards, px) <= room:
        return [said + cards]
    if entry.note:
        shown = whole_parts(cards, px, room - theme.words_width(said, px))
        if shown == "…":
            said = f"{when}   "
            shown = whole_parts(cards, px, room - theme.words_width(said, px))
        return [theme.ellipsize(said + shown, px, room, at_word=True)]
    parts = cards.split(", ")
    first = next((n for n in range(len(parts) - 1, 0, -1)
                  if theme.words_width(said + ", ".join(parts[:n]) + ",", px) <= room), 0)
    line = said + ", ".join(parts[:first]) + ("," if first else "")
    return [theme.ellipsize(line.rstrip(), px, room, at_word=True), whole_parts(", ".join(parts[first:]), px, room)]


def export_picture(entry: journal.Entry, out: Path, size: tuple[int, int] = PICTURE_SIZE, app=None) -> Path:
    """The spread as laid, with its question, positions and note, saved as a PNG
    (headless when no app is running)."""
    from tarot_table.table.app import picture_app
    check_picture_path(out)
    from tarot_table.table.scenes.table_draw import draw_thumbnail
    scene = reopen(app or picture_app(size), entry)
    scene.session.state.options["question"] = ""   # the heading says it: the table's own line would say it twice
    picture = pygame.Surface(size)
    theme.felt(picture)
    w, h = size
    s = w / 1600
    question = entry.heading() if entry.question or entry.after else "A reading"
    theme.text(picture, theme.ellipsize(question, int(40 * s), w - int(80 * s), "Bold"), (int(40 * s), int(28 * s)),
               int(40 * s), theme.ACCENT, "Bold", family="serif")
    theme.text(picture, f"{entry.spread_name} spread, {entry.date.replace('T', ' ')[:16]}",
               (int(42 * s), int(86 * s)), int(20 * s), theme.TEXT_DIM)
    table = pygame.Rect(int(20 * s), int(130 * s), int(w * 0.64), h - int(150 * s))
    draw_thumbnail(scene, picture.subsurface(table), labels=True)
    column = pygame.Rect(table.right + int(30 * s), table.top + int(10 * s), w - table.right - int(60 * s),
                         table.height)
    note = f"Note: {entry.note.strip()}" if entry.note.strip() else ""
    note_px = int(17 * s)
    # the note under the cards, as much of it as half the column holds; the cards share the rest
    note_h = min(theme.block_height(note, note_px, column.width), column.height // 2) if note else 0
    cards_room = column.height - note_h - (int(20 * s) if note else 0)
    step = min(int(80 * s), cards_room // max(1, len(entry.cards)))
    for i, read in enumerate(entry.cards):
        y = column.top + i * step
        turn = ", reversed" if read.reversed else ""
        theme.text(picture, theme.ellipsize(f"{i + 1}. {read.position}", int(19 * s), column.width, "Semibold"),
                   (column.left, y), int(19 * s), theme.ACCENT, "Semibold")
        theme.text(picture, theme.ellipsize(f"{scene.app.art.name(read.card)}{turn}", int(17 * s), column.width),
                   (column.left, y + int(26 * s)), int(17 * s), theme.TEXT)
    if note:
        top = column.top + len(entry.cards) * step + int(20 * s)
        theme.text_block(picture, note, pygame.Rect(column.left, top, column.width, column.bottom - top), note_px,
                         theme.TEXT_DIM)
    scene.leave()   # the reopened table never became the app's scene
    return save_picture(picture, out)
