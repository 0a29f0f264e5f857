"""The bars round the table and the buttons under it: the top bar, the status bar (what
the game expects, a message, a tip, the clock), the story, the choices of a move, and
what an ending being told says."""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from operator import itemgetter

import pygame

from tarot_table.games.capabilities import pause_of
from tarot_table.session import WINNABLE_DEAL
from tarot_table.table import keyboard, theme
from tarot_table.table.board_draw import cut_caption_under
from tarot_table.table.input_words import for_player
from tarot_table.table.meanings import draw_refusal_mark
from tarot_table.table.scenes import replay, still_winnable
from tarot_table.table.scenes.kept_table import hinted_button
from tarot_table.table.scenes.table_cards import game_buttons
from tarot_table.table.scenes.zone_tips import rested_on
from tarot_table.table.widgets import Button, button_width, row_of_buttons, wrapped_buttons
from tarot_table.wording import SAME_DEAL


def draw_status_only(scene, surface: pygame.Surface) -> pygame.Rect:
    """Repaint the status bar alone (the clock's next second) and say where."""
    size = surface.get_size()
    rect = scene.frame(size)["status"]
    theme.felt(surface, rect)
    draw_status_bar(scene, surface, rect, scene.view.bar_scale(size))
    return rect


def draw_telling_caption(scene, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
    """What the step of an ending being told says, with how to skip it: on one line, or on
    two where the row under the table is too narrow for one (a network table's strip
    beside its buttons, strips.py, leaves them half of it: 52 of 79 of Tournament of
    Queens' judges' lines were cut there at 1024x700) and two fit its height; cut short
    only where two do not hold it."""
    step = scene.telling.current() if scene._telling() else None
    if step is None:
        return
    px = max(theme.MIN_TEXT_PX, int(17 * s))
    font = theme.font(px, "Semibold")
    skip = "   " + for_player(scene, "(click to skip)")
    lines = [step.caption + skip]
    if font.size(lines[0])[0] > area.width:
        lines = theme.wrap(lines[0], px, area.width, "Semibold")
        if len(lines) > 2 or len(lines) * font.get_linesize() > area.height:
            lines = [theme.ellipsize(step.caption, px, area.width - font.size(skip)[0], "Semibold") + skip]
    top = area.centery - len(lines) * font.get_linesize() // 2
    for n, line in enumerate(lines):
        theme.text(surface, line, (area.centerx, top + (2 * n + 1) * font.get_linesize() // 2), px, theme.ACCENT,
                   "Semibold", "center")


def lay_out_choices(scene, area: pygame.Rect, s: float) -> None:
    """The row of buttons under the table for this frame, laid out before anything is
    drawn: the keyboard's focus is settled on them first, since a move may have taken the
    focused button away and the kept table is keyed by the focus. (A move's list of
    options is laid out where it is drawn, over the table.)"""
    if scene.pending_choice:
        return
    buttons = _choice_row(choice_specs(scene), area, s)
    hinted, greyed = hinted_button(scene), replay.greyed(scene)
    for button in buttons:
        button.selected = button.label == hinted
        button.enabled = button.label not in greyed
    if buttons:
        _place_row(scene, buttons, area)
        for button in buttons:
            button.hovered = button.rect.collidepoint(scene.pointer)   # made anew each frame: lit here
    if buttons:
        kept = _kept_row(scene.view.choice_row, buttons, area)
        if kept is not scene.view.choice_row and _saved_places(scene) is not None:
            scene.session.row_places = kept.to_json()   # saved with the game: a resume keeps the places
        scene.view.choice_row = kept
    scene.view.choice_buttons = buttons


@dataclass(frozen=True)
class KeptRow:
    """Where the row under the table has laid each button it has shown in its area: its
    left edge and width, by label."""
    area: tuple[int, int, int, int]
    slots: dict[str, tuple[int, int]]
    last: tuple[tuple[str, int], ...] = ()   # the row laid last: each button's label and width, in order

    def to_json(self) -> dict:
        return {"area": list(self.area), "slots": [[label, left, width] for label, (left, width) in self.slots.items()],
                "last": [[label, width] for label, width in self.last]}

    @classmethod
    def from_json(cls, raw: dict) -> "KeptRow | None":
        """The row as a save kept it (``Session.row_places``); None where it is not one."""
        try:
            area = tuple(int(n) for n in raw["area"])
            slots = {str(label): (int(left), int(width)) for label, left, width in raw["slots"]}
            last = tuple((str(label), int(width)) for label, width in raw["last"])
        except (KeyError, TypeError, ValueError):
            return None
        return cls(area, slots, last) if len(area) == 4 else None


def kept_row(scene) -> KeptRow | None:
    """The row under the table as last laid out; at a resumed game's first frame, as its
    save kept it."""
    if scene.view.choice_row is None and _saved_places(scene):
        scene.view.choice_row = KeptRow.from_json(scene.session.row_places)
    return scene.view.choice_row


def _saved_places(scene) -> dict | None:
    """The row's places the game's save keeps (``Session.row_places``); None for a seat at
    another computer's table, whose session keeps none."""
    return getattr(scene.session, "row_places", None)


def _place_row(scene, buttons: list[Button], area: pygame.Rect) -> None:
    """The row's buttons, in the game's order, each where it stood before: every button
    this row has shown keeps its place, one that leaves the row leaves its place empty, and
    one coming back takes it again (Lucky You!'s Reshuffle left the row when the game pack
    was short and came back after Gamble on the wild pack, then Draw | Gamble | Reshuffle
    and Draw | Reshuffle | Gamble changed places from turn to turn: play-test findings N5 and
    P11; Draw had moved left when Gamble joined, so a second click on the spot just used
    pressed another button). A row with a button not shown before is laid in one piece: a
    button of it shown before stays where it was (the first of them), else it is centred, a
    replay's row on its own controls (a button joining them after, Show the result, moves
    none of them); never out of the window."""
    kept = kept_row(scene)
    if kept is not None and kept.last == _shown(buttons) and kept.area == tuple(area):   # the row of the frame before
        for button in buttons:
            button.rect.x = kept.slots[button.label][0]
        return
    slots = kept.slots if kept is not None and kept.area == tuple(area) else {}
    places = [slots.get(b.label) for b in buttons]
    if all(place is not None and place[1] == b.rect.width for place, b in zip(places, buttons)) \
            and all(a[0] + a[1] <= b[0] for a, b in zip(places, places[1:])):   # in order, none over another
        for button, (left, _) in zip(buttons, places):
            button.rect.x = left
        return
    centred = [b for b in buttons if b.label in replay.CONTROL_LABELS] or buttons
    total = centred[-1].rect.right - centred[0].rect.left
    shift = max(area.left, area.centerx - total // 2) - centred[0].rect.left
    stayed = next((b for b in buttons if b.label in slots), None)
    if stayed is not None:
        shift = min(slots[stayed.label][0] - stayed.rect.left, area.right - buttons[-1].rect.right)
    shift = max(shift, area.left - buttons[0].rect.left)
    for button in buttons:
        button.rect.x += shift


ROW_PLACES_KEPT = 64   # the buttons whose places the row keeps, the last shown (a game's words may change)


def _kept_row(kept: KeptRow | None, buttons: list[Button], area: pygame.Rect) -> KeptRow:
    """The places kept after this row: its buttons' over those of the buttons shown before
    in the same area (a button not in this row keeps its place for when it comes back). The
    same row again (every frame) keeps what was kept, unchanged."""
    where, shown = tuple(area), _shown(buttons)
    if kept is not None and kept.last == shown and kept.area == where:   # laid from what was kept (_place_row)
        return kept
    placed = {b.label: (b.rect.left, b.rect.width) for b in buttons}
    if kept is not None and kept.area == where and all(kept.slots.get(k) == v for k, v in placed.items()):
        return replace(kept, last=shown)
    slots = {k: v for k, v in kept.slots.items() if k not in placed} if kept is not None and kept.area == where else {}
    slots.update(placed)   # the newest last
    return KeptRow(where, dict(list(slots.items())[-ROW_PLACES_KEPT:]), shown)


def _shown(buttons: list[Button]) -> tuple[tuple[str, int], ...]:
    """A row's buttons as the places kept know them: label and width, in order."""
    return tuple((b.label, b.rect.width) for b in buttons)


def _choice_row(specs: list[tuple[str, object]], area: pygame.Rect, s: float) -> list[Button]:
    """The buttons under the table in one row at their size, else in smaller words (as the
    top bar's, down to SMALLEST_SHARE) where the row is wider than the table: at 200% text
    Lucky You!'s three ran off the window's left edge."""
    px, height = max(13, int(16 * s)), int(36 * s)
    replayed = any(label in replay.CONTROL_LABELS for label, _ in specs)
    for share in (1.0, 0.9, 0.8, SMALLEST_SHARE):
        size = max(13, int(px * share))
        same = max(button_width(label, size) for label in replay.CONTROL_LABELS) if replayed else 0
        buttons = row_of_buttons(specs, area.left, area.top + int(8 * s), int(height * share), size, min_width=same)
        if not buttons or buttons[-1].rect.right - buttons[0].rect.left <= area.width:
            break
    return buttons


def draw_choices(scene, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
    if scene.pending_choice:
        scene.choice_buttons = _choice_menu(scene, surface, scene.frame(surface.get_size())["table"], s)
        return
    for button in scene.choice_buttons:
        button.draw(surface)


def choice_specs(scene) -> list[tuple[str, object]]:
    """The buttons under the table (while no menu of choices is open): their labels and
    actions. Worked out once a position (``TableView.once_a_position``): the row is laid
    out, then its words keyed (``shown_under_table``), every frame; never change the list
    it gives."""
    return scene.view.once_a_position("choice specs", _choice_specs_now, scene)


def _choice_specs_now(scene) -> list[tuple[str, object]]:
    state = scene.session.state
    groups = game_buttons(scene) if scene.human_turn() else []
    specs = [(label, (lambda group=group: scene.input.choose(group))) for label, group in groups]
    if scene.handing_over is not None:
        specs.append((f"Pass the screen to {state.seats[scene.handing_over].name}", scene.pass_screen))
    if scene.panel_hidden and scene.panel_kind() is not None:   # the put-away panel comes back from here
        specs.append(("Show the result", scene.show_panel))
    return replay.controls(scene) + specs   # a replay's own first: what joins them comes after


def shown_in_top_bar(scene) -> tuple:
    """What the top bar shows, the pointer aside: its buttons' labels and which are
    greyed (as ``draw_top_bar`` greys them), the title and the options after it.
    Unchanged, a frame need not draw it again (partial_frame.py). Worked out once a
    position (``TableView.once_a_position``): every frame asks."""
    return scene.view.once_a_position("top bar shown", _top_bar_now, scene)


def _top_bar_now(scene) -> tuple:
    session = scene.session
    enabled = (scene.can_undo(), scene.can_redo(), scene.human_turn(), bool(session.actions),
               scene.outcome() is None)
    return (_top_labels(scene), enabled, session.name or scene.game.title,
            _options_said(scene)[0] if scene.geometry else None)


def shown_under_table(scene) -> tuple:
    """What the buttons under the table and the game's own part there show, the pointer
    aside: their labels, the hinted one (worked out once a position), the game panel's
    key (its own, asked each time)."""
    return scene.view.once_a_position("under the table shown", _under_table_now, scene) + (scene.game_panel.shown(),)


def _under_table_now(scene) -> tuple:
    return _labels(choice_specs(scene)), hinted_button(scene), replay.greyed(scene)


def _labels(specs: list[tuple[str, object]]) -> tuple[str, ...]:
    """The labels of (label, action) specs (``map``, not a generator: asked every frame)."""
    return tuple(map(itemgetter(0), specs))


def _choice_menu(scene, surface: pygame.Surface, area: pygame.Rect, s: float) -> list[Button]:
    """The options of one move, stacked in a panel over the table."""
    px = max(13, int(16 * s))
    f = theme.font(px, "Semibold")
    specs = [(a.label or a.kind, (lambda a=a: scene.input.choose_pending(a))) for a in scene.pending_choice]
    specs.append(("Cancel", scene.input.cancel_choice))
    width = max(f.size(label)[0] for label, _ in specs) + int(40 * s)
    step = int(44 * s)
    columns = 1 if step * len(specs) + int(70 * s) <= area.height else 2
    rows = -(-len(specs) // columns)
    box = pygame.Rect(0, 0, columns * (width + int(12 * s)) + int(28 * s), step * rows + int(70 * s))
    box.center = area.center
    box = _clear_of_waiting(scene, box, area)
    theme.panel(surface, box, alpha=255, radius=12)   # solid: the options over the cards
    theme.text(surface, "Choose", (box.centerx, box.top + int(24 * s)), int(20 * s), theme.ACCENT, "Bold",
               "center", family="serif")
    buttons = []
    for i, (label, action) in enumerate(specs):
        column, row = divmod(i, rows)
        rect = pygame.Rect(box.left + int(20 * s) + column * (width + int(12 * s)),
                           box.top + int(50 * s) + row * step, width, int(36 * s))
        buttons.append(Button(rect, label, action, px=px))
        buttons[-1].point_at(scene.pointer)   # made anew each frame: lit here
        buttons[-1].draw(surface)
    return buttons


def _clear_of_waiting(scene, box: pygame.Rect, area: pygame.Rect) -> pygame.Rect:
    """The list of options moved beside the cards waiting for it, if it would cover them
    (left, right, above or below them, whichever stays on the table)."""
    if not scene.waiting:
        return box
    cards = pygame.Rect(list(scene.waiting.values())[0]).unionall(list(scene.waiting.values())).inflate(24, 24)
    if not box.colliderect(cards):
        return box
    beside = [box.copy() for _ in range(4)]
    beside[0].right, beside[1].left = cards.left, cards.right
    beside[2].bottom, beside[3].top = cards.top, cards.bottom
    for place in beside:
        if area.contains(place):
            return place
    return box


GAVE_UP = "You gave up this game."
# the top bar's buttons in order: their words and the scene's method each calls
TOP_BAR = (("Menu", "to_menu"), ("New {word}", "new_game"), (SAME_DEAL, "ask_restart"), ("Give up", "ask_give_up"),
           ("Undo", "undo"),
           ("Redo", "redo"), ("Hint", "show_hint"), ("{autoplay}", "toggle_autoplay"),
           ("Save as", "ask_save_name"), ("Rules (R)", "open_rules"))


def _top_specs(scene) -> list[tuple[str, object]]:
    return [(label, getattr(scene, name)) for label, name in _top_named(scene)[0]]


def _top_labels(scene) -> tuple[str, ...]:
    return _top_named(scene)[1]


def _top_named(scene) -> tuple[tuple[tuple[str, str], ...], tuple[str, ...]]:
    """The top bar's buttons as (words, method's name), and their words alone."""
    left_out = scene.left_out_of_bar if offers_give_up(scene.game) else scene.left_out_of_bar | {"ask_give_up"}
    if not scene.game.scored:   # a reading is not a deal: laid again, its cards would say nothing new
        left_out |= {"ask_restart"}
    return _top_bar_for(scene.game.session_word, scene.autoplay, scene.replay is None, left_out)


def offers_give_up(game) -> bool:
    """A solitaire's table offers Give up: one player's scored game, ended there as a loss
    (``Session.give_up``), with the end panel's word on whether it could still be won."""
    return game.max_players == 1 and game.scored


@lru_cache(maxsize=32)
def _top_bar_for(session_word: str, autoplay: bool, no_replay: bool,
                 left_out: frozenset[str]) -> tuple[tuple[tuple[str, str], ...], tuple[str, ...]]:
    """What ``_top_named`` gives, worked out once for what it depends on (the frame asks
    every time): during a replay only those of ``replay.IN_THE_BAR``."""
    autoplay_words = "Stop autoplay" if autoplay else "Autoplay"
    named = tuple((label.format(word=session_word, autoplay=autoplay_words), name) for label, name in TOP_BAR
                  if name not in left_out and (no_replay or name in replay.IN_THE_BAR))
    return named, tuple(label for label, _ in named)


def _top_buttons(scene, width: int, s: float) -> tuple[list[Button], pygame.Rect | None]:
    """The top bar's buttons, right-aligned beside the title when there is room, else
    (large text in a narrow window) in short words, and if need be on a row of their own
    under the title; and the title's own row, or None when it shares the buttons' row."""
    specs = _top_specs(scene)
    rects, title_row, labels, px = _top_layout(_labels(specs), scene.game.title, width, s, _options_said(scene))
    return [Button(pygame.Rect(rect), label, action, px=px, tip=full if label != full else "")
            for rect, label, (full, action) in zip(rects, labels, specs)], title_row


# the top bar's short words, said where the full ones leave no room (200% text, a small window);
# the button's tip gives the full words
SHORT_WORDS = {"New game": "New", "New reading": "New", "Rules (R)": "Rules", "Save as": "Save",
               "Stop autoplay": "Stop", SAME_DEAL: "Same deal"}
SMALLEST_SHARE = 0.7   # the bar's words may shrink to this share of the text size to stay on one row
# a button whose words change as it is pressed: the bar is laid out for the wider of them, so
# pressing it moves no button and never changes the bar's rows (the table would jump)
OTHER_WORDS = {"Autoplay": "Stop autoplay", "Stop autoplay": "Autoplay"}


def _room_words(words: tuple[str, ...], other: tuple[str, ...], px: int) -> list[tuple[str, None]]:
    """Each button's words or its other words, whichever is the wider at ``px``: the
    room the button is given, whichever it says now."""
    f = theme.font(px, "Semibold")
    return [(max(mine, theirs, key=lambda w: f.size(w)[0]), None) for mine, theirs in zip(words, other)]


def _options_said(scene) -> tuple[str, tuple[str, ...]]:
    """The options the top bar says after the title, and their short forms: where the
    table's own captions name the options, only the mark of a deal dealt by Winnable only
    (the captions say the rules, which a deal is not; play-test finding L3)."""
    layout = scene.geometry.layout if scene.geometry is not None else scene.game.layout(scene.session.state)
    if layout.names_options:   # the same before the table is first laid: the bar's height waits on it
        return (WINNABLE_DEAL, (WINNABLE_DEAL,)) if getattr(scene.session, "winnable_deal", False) else ("", ())
    return scene.session.options_words, tuple(scene.session.short_options_parts)


@lru_cache(maxsize=32)
def _top_layout(labels: tuple[str, ...], title: str, width: int, s: float,
                options: tuple[str, tuple[str, ...]] = ("", ())) -> tuple[tuple, pygame.Rect | None, tuple[str, ...], int]:
    """Where ``_top_buttons`` puts the buttons, worked out once a size (the frame asks
    often), in the words and the size they are said in. In order of preference: one row
    beside the title, leaving the ``options`` (words, short forms) room to be said whole
    or in short forms; the same in short words; either of those, the options cut; the
    short words on one row of their own under the title, in words as small as
    ``SMALLEST_SHARE`` of their size if need be; last, wrapped on as many rows as they need."""
    px = max(13, int(15 * s))
    height, gap, edge = int(34 * s), int(6 * s), int(12 * s)
    title_w = theme.font(int(22 * s), "Semibold", "serif").size(title)[0]
    short = tuple(SHORT_WORDS.get(label, label) for label in labels)
    other = tuple(OTHER_WORDS.get(label, label) for label in labels)
    other_short = tuple(SHORT_WORDS.get(label, label) for label in other)
    beside = []
    for words, others in ((labels, other), (short, other_short)):
        buttons = row_of_buttons(_room_words(words, others, px), 0, int(24 * s) - height // 2, height, px, gap=gap)
        if buttons[-1].rect.right + int(16 * s) + title_w + 2 * edge <= width:
            shift = width - edge - buttons[-1].rect.right
            beside.append((tuple(tuple(b.rect.move(shift, 0)) for b in buttons), None, words, px))
            room = buttons[0].rect.left + shift - int(12 * s) - (int(16 * s) + title_w + px)
            if not options[0] or _options_fit(options, px, room, int(48 * s) - int(8 * s)):
                return beside[-1]
    if beside:
        return beside[0]
    title_row = pygame.Rect(0, 0, width, int(48 * s))
    for share in (1.0, 0.9, 0.8, SMALLEST_SHARE):
        small_px, small_h, small_gap = max(13, int(px * share)), int(height * share), max(2, int(gap * share))
        buttons = row_of_buttons(_room_words(short, other_short, small_px), 0, title_row.bottom, small_h,
                                 small_px, gap=small_gap)
        if buttons[-1].rect.right + 2 * edge <= width:
            shift = width - edge - buttons[-1].rect.right
            return tuple(tuple(b.rect.move(shift, 0)) for b in buttons), title_row, short, small_px
    specs = _room_words(labels, other, px)
    # the first row beside the title, the rest under it, each right-aligned as the single row is
    beside = width - title_w - int(16 * s) - 2 * edge
    first = wrapped_buttons(specs, 0, title_row.centery - height // 2, beside, height, px, gap=gap)
    count = sum(1 for b in first if b.rect.y == first[0].rect.y) if first[0].rect.width <= beside else 0
    rest = wrapped_buttons(specs[count:], edge, title_row.bottom, width - 2 * edge, height, px, gap=gap)
    buttons = first[:count] + rest
    for line in {b.rect.y for b in buttons}:
        row = [b for b in buttons if b.rect.y == line]
        shift = width - edge - row[-1].rect.right
        for button in row:
            button.rect.x += shift
    return tuple(tuple(b.rect) for b in buttons), title_row, labels, px


def top_bar_height(scene, width: int, s: float) -> int:
    """How tall the top bar is: one row, or the title's and the buttons' rows. At the
    app's own text size and below, every window from the smallest has room for one."""
    if theme.text_size() <= 1.0:
        return int(48 * s)
    rects, title_row, _, _ = _top_layout(_top_labels(scene), scene.game.title, width, s, _options_said(scene))
    return int(48 * s) if title_row is None else max(r[1] + r[3] for r in rects) + int(8 * s)


def draw_top_bar(scene, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    theme.panel(surface, rect, alpha=235, radius=0)
    px = max(13, int(15 * s))
    buttons, title_row = _top_buttons(scene, rect.width, s)
    title_y = (title_row or rect).centery if title_row is not None else rect.centery
    # the buttons on the title's row (all of them, or those wrapped beside it) end its room
    beside = [b.rect.left for b in buttons if title_row is None or b.rect.top < title_row.bottom]
    right = (min(beside) if beside else rect.right) - int(12 * s)
    if _title_over_options(scene, surface, (int(16 * s), title_y), right, px, s):
        title, name = None, ""
    else:
        title, name = _draw_title(scene, surface, (int(16 * s), title_y), right, px, s)
    # after the end nothing is left to Autoplay
    enabled = dict(zip(("Undo", "Redo", "Hint", SAME_DEAL, "Autoplay"), shown_in_top_bar(scene)[1]))
    enabled["Give up"] = enabled["Autoplay"]   # nothing to give up after the end
    enabled["Save as"] = enabled["Autoplay"]   # nor to save: the finished game is kept where the tip says
    undo = None
    for button in buttons:
        button.rect.y += rect.top
        button.enabled = enabled.get(button.tip or button.label, True)   # a short word's tip is its full one
        button.point_at(scene.pointer)   # made anew each frame: lit here
        button.draw(surface)
        if button.label == "Undo":
            undo = button
        elif "Save as" in (button.label, button.tip) and not button.enabled:
            button.tip = scene.kept_when_over()   # said under the pointer, and when clicked
    if undo is not None and undo.enabled:   # under the pointer, Undo says what it takes back
        undo.tip = scene.undo_tip()
    elif undo is not None and (why := scene.greyed_undo_tip()):   # the greyed Undo says why
        undo.tip = why
    scene.view.bar_buttons = buttons
    scene.view.top_buttons = list(buttons)
    row = title_row if title_row is not None else rect
    if name:
        _name_over_options(scene, surface, title, right, px, name)
    elif title is not None:
        _options_words(scene, surface, title, right, px, row.height - int(8 * s))


def shown_title(scene) -> str:
    """The top bar's title: the game's name, with the name the session was saved under
    after it (a name of the player's own said nothing of which game it is)."""
    name, title = scene.session.name, scene.game.title
    return name if not name or title in name else f"{title} · {name}"


def _draw_title(scene, surface: pygame.Surface, at: tuple[int, int], right: int, px: int,
                s: float) -> tuple[pygame.Rect, str]:
    """The title, in the room the buttons leave it (they were laid out for the game's name
    alone, so a saved name moves none of them), with the options after it in the room they
    need whole. Where a saved name would be cut after the game's name, the game's name
    stands alone and the saved name goes over the options (``_name_over_options``: it had
    shown only under the pointer, play-test finding of 29 November). Gives where the title
    went and the saved name still to be said beside it, or ""."""
    size = int(22 * s)
    words = shown_title(scene)
    options = _options_said(scene)[0]
    needed = theme.words_width(options, px) + px if options else 0
    whole = words[:words.find(scene.game.title) + len(scene.game.title)]   # up to the game's name, never cut
    least = min(theme.words_width(whole, size, "Semibold", "serif"), right - at[0])
    room = max(least, right - at[0] - needed)
    shown = theme.ellipsize(words, size, room, "Semibold", at_word=True, family="serif")
    name = name_after_title(scene) if shown != words and scene.session.name else ""
    beside = right - at[0] - theme.words_width(scene.game.title, size, "Semibold", "serif")
    if name and (beside <= 5 * px or _no_option_beside(scene, beside - px, px)):
        return _title_over_name(scene, surface, at, right, px, s), ""
    if name:
        shown = scene.game.title
    elif not shown.startswith(whole) and least >= theme.words_width(whole, size, "Semibold", "serif"):
        shown = whole   # no room for "…" after it: the game's name whole, the rest read on hover
    drawn = theme.text(surface, shown, at, size, theme.ACCENT, "Semibold", "midleft", family="serif")
    scene.view.title_cut = (drawn, words) if shown != words and not name else None
    return drawn, name


def name_after_title(scene) -> str:
    """The saved name as said apart from the game's name over it or beside it: without the
    game's name it begins with (a network table's, "TITLE, table R9B3XR", said "Table
    R9B3XR" beside the title: the bar had named the game twice at 1024x700)."""
    name, title = scene.session.name, scene.game.title
    rest = name[len(title):].lstrip(" ,:·-") if name.startswith(title) else ""
    return rest[:1].upper() + rest[1:] if rest else name


def _title_over_options(scene, surface: pygame.Surface, at: tuple[int, int], right: int, px: int,
                        s: float) -> bool:
    """The game's name set a little smaller over its options, in the title's room, where
    beside the title not one option would fit whole (they were a lone "…": the Reading
    Table at 175% in 1920x1080) and under it they fit, whole or in their short forms;
    with no saved name to say. Gives whether it drew them."""
    words, shorts = _options_said(scene)
    if not words or shown_title(scene) != scene.game.title:   # a saved name to say too
        return False
    title_w = theme.words_width(scene.game.title, int(22 * s), "Semibold", "serif")
    beside = right - at[0] - title_w - px
    if beside > 4 * px and options_in_lines(words, shorts, px, beside, int(40 * s))[0] != ["…"]:
        return False
    title_px = max(px, int(17 * s))
    room = right - at[0]
    options, size, whole = options_in_lines(words, shorts, px, room, 0)
    if options == ["…"] or theme.words_width(scene.game.title, title_px, "Semibold", "serif") > room:
        return False
    above = theme.text(surface, scene.game.title, (at[0], at[1] + int(2 * s)), title_px, theme.ACCENT, "Semibold",
                       "bottomleft", family="serif")
    below = theme.text(surface, options[0], (at[0], at[1] + int(1 * s)), size, theme.TEXT_DIM, anchor="topleft")
    scene.view.title_cut = None
    scene.view.options_cut = None if whole else (below.inflate(0, px // 2), f"Options: {words}.")
    return True


def _no_option_beside(scene, room: int, px: int) -> bool:
    """Whether not one option would show whole in ``room`` beside the title, on the line
    under a saved name (``_name_over_options``): the game's name then goes over the saved
    name, and the options after both."""
    words, shorts = _options_said(scene)
    return bool(words) and options_in_lines(words, shorts, px, room, theme.line_height(px))[0] == ["…"]


def _title_over_name(scene, surface: pygame.Surface, at: tuple[int, int], right: int, px: int,
                     s: float) -> pygame.Rect:
    """The game's name set a little smaller over the saved name, in the title's room,
    where the buttons leave the saved name no room after the game's name (The Fool's
    Journey and the Reading Table at 200% text: it had been read only under the pointer),
    or no room for one option under it.
    The buttons stay where they were laid out for the game's name alone. Either cut short
    is read whole under the pointer on them."""
    room = right - at[0]
    title_px = max(px, int(17 * s))
    title = theme.ellipsize(scene.game.title, title_px, room, "Semibold", at_word=True, family="serif")
    said = name_after_title(scene)
    name = theme.ellipsize(said, px, room, at_word=True)
    above = theme.text(surface, title, (at[0], at[1] + int(2 * s)), title_px, theme.ACCENT, "Semibold",
                       "bottomleft", family="serif")
    below = theme.text(surface, name, (at[0], at[1] + int(1 * s)), px, theme.TEXT, anchor="topleft")
    both = above.union(below)
    cut = title != scene.game.title or name != said
    scene.view.title_cut = (both, shown_title(scene)) if cut else None
    return both


def _name_over_options(scene, surface: pygame.Surface, title: pygame.Rect, right: int, px: int,
                       name: str) -> None:
    """The saved name after the title, on the line over the options (which take the line
    under it, in their short forms or cut where they must); where not one option would
    be said whole there (a small window), the name takes both lines and the options are
    read under the pointer on it. A name cut short is read whole under the pointer on
    the title."""
    words, shorts = _options_said(scene)
    left, room = title.right + px, right - title.right - px
    scene.view.options_cut = None
    if room <= 4 * px:   # no room at all: the pointer on the title reads it with the name
        scene.view.title_cut = (title, shown_title(scene))
        return
    step = theme.line_height(px)
    options, size, whole = options_in_lines(words, shorts, px, room, step) \
        if words else ([], px, True)
    if options == ["…"]:
        named, name_px = theme.fit_lines(name, px, room, 2 * step, most=2)
        options = []
    else:
        named, name_px = [theme.ellipsize(name, px, room, at_word=True)], px
    lines = [(line, name_px, theme.TEXT) for line in named] + [(line, size, theme.TEXT_DIM) for line in options]
    middle = title.centery + 1 - (len(lines) - 1) * step / 2
    drawn = [theme.text(surface, line, (left, middle + i * step), line_px, colour, anchor="midleft")
             for i, (line, line_px, colour) in enumerate(lines)]
    name_area = drawn[0].unionall(drawn[1:len(named)])
    if " ".join(named) != name:
        scene.view.title_cut = (title.union(name_area), shown_title(scene))
    if not whole:   # under the pointer on the options' line, or on the name that took their place
        scene.view.options_cut = ((drawn[-1] if options else name_area).inflate(0, px // 2), f"Options: {words}.")


def _options_words(scene, surface: pygame.Surface, title: pygame.Rect, right: int, px: int, height: int) -> None:
    """The rule set and options of the game, after its title, as far as the room goes
    (unless the table's own captions name them): on one line, else on two set a little
    smaller where the bar is tall enough (a long rule set at 2560x1440 was cut with the
    bar's height unused), else cut after whole parts; cut short, they are read whole in
    the status bar while the pointer rests on them."""
    words, shorts = _options_said(scene)
    left = title.right + px
    scene.view.options_cut = None
    if words and right - left > 4 * px:
        shown, size, whole = options_in_lines(words, shorts, px, right - left, height)
        if shown == ["…"]:
            _more_button(scene, surface, (left, title.centery), right, px, words)
            return
        step = theme.line_height(size)
        drawn = [theme.text(surface, line, (left, title.centery + 1 + (i - (len(shown) - 1) / 2) * step), size,
                            theme.TEXT_DIM, anchor="midleft") for i, line in enumerate(shown)]
        if not whole:
            area = drawn[0].unionall(drawn[1:]) if len(drawn) > 1 else drawn[0].inflate(0, px)
            scene.view.options_cut = (area, f"Options: {words}.")


MORE = "More"   # the button standing for the options where not one of them fits whole beside the title


def _more_button(scene, surface: pygame.Surface, at: tuple[int, int], right: int, px: int, words: str) -> None:
    """A small "More" button where the options would be a lone "…" (the Reading Table at
    200% in 1920x1080 with a saved name), its left end's middle at ``at``, up to
    ``right``: the pointer on it says them in the status line, as a click on it does (a
    lone "…" had read as nothing to a new player). It is the top bar's last button. Where
    even it has no room, the pointer on the title says them."""
    said = f"Options: {words}."
    size = max(theme.MIN_TEXT_PX, round(px * 0.9))
    rect = pygame.Rect(0, 0, button_width(MORE, size), round(size * 1.9))
    rect.midleft = at
    if rect.right > right:
        scene.view.options_cut = (pygame.Rect(0, 0, at[0], rect.height).move(0, rect.top), said)
        return
    more = Button(rect, MORE, lambda: scene.say(said), tip=said, px=size)
    more.point_at(scene.pointer)
    more.draw(surface)
    scene.view.bar_buttons.append(more)
    scene.view.top_buttons.append(more)


def _options_fit(options: tuple[str, tuple[str, ...]], px: int, width: int, height: int) -> bool:
    """The options said whole, or in their short forms, in ``width`` (never cut with "…")."""
    if width <= 4 * px:
        return False
    lines, _, whole = options_in_lines(*options, px, width, height)
    return whole or not any(line.endswith("…") for line in lines)


@lru_cache(maxsize=64)
def options_in_lines(words: str, shorts: tuple[str, ...], px: int, width: int,
                     height: int) -> tuple[list[str], int, bool]:
    """The options in the bar's room: whole on one or two lines (``parts_in_lines``),
    else with their parts said in the game's short forms (``Game.short_options_parts``),
    the last parts first, as far as makes them fit, a part whose short form is "" left
    out; else those short forms as far as they fit whole, then "…" (``whole_parts``).
    The lines, their size, and whether they say every option in full."""
    lines, size = parts_in_lines(words, px, width, height)
    if lines:
        return lines, size, True
    parts = words.split(", ")
    mixed = list(parts)
    if len(shorts) == len(parts):
        for i in reversed(range(len(parts))):
            mixed[i] = shorts[i]
            said = ", ".join(part for part in mixed if part)
            lines, size = parts_in_lines(said, px, width, height) if said else ([], px)
            if lines:
                return lines, size, False
    return [whole_parts(", ".join(part for part in mixed if part), px, width) or "…"], px, False


SMALLEST_OPTIONS_SHARE = 0.8   # the options set on two lines are no smaller than this share of their size


def parts_in_lines(words: str, px: int, width: int, height: int) -> tuple[list[str], int]:
    """The words' comma-separated parts whole in ``width``: on one line at ``px``, else
    on two lines (broken only between parts) at the largest size down to
    ``SMALLEST_OPTIONS_SHARE`` of ``px`` at which two close lines fit ``height``; no
    lines when even that does not hold them all (then ``whole_parts`` cuts them)."""
    if theme.words_width(words, px) <= width:
        return [words], px
    parts = words.split(", ")
    for size in range(px, max(theme.MIN_TEXT_PX, round(px * SMALLEST_OPTIONS_SHARE)) - 1, -1):
        if 2 * theme.line_height(size) > height:
            continue
        for split in range(len(parts) - 1, 0, -1):
            lines = [", ".join(parts[:split]) + ",", ", ".join(parts[split:])]
            if all(theme.words_width(line, size) <= width for line in lines):
                return lines, size
    return [], px


def whole_parts(words: str, px: int, width: int) -> str:
    """As many of the words' comma-separated parts as fit whole, then "…": a part cut in
    the middle said something else ("Player 1 is Fa…", "Two gam…"); where not even the
    first part fits whole, "…" alone stands for them all (the pointer on it reads them)."""
    parts = words.split(", ")
    for count in range(len(parts), 0, -1):
        shown = ", ".join(parts[:count]) + ("" if count == len(parts) else ", …")
        if theme.font(px).size(shown)[0] <= width:
            return shown
    return "…"


def status_words(scene) -> str:
    """What the game expects next, said the way the player is playing (input_words.py):
    worked out once a position (``TableView.once_a_position``)."""
    return scene.view.once_a_position("status", _status_words_now, scene)


def _status_words_now(scene) -> str:
    return for_player(scene, _expected_next(scene))


def _expected_next(scene) -> str:
    """What the game expects next. Its instructions speak to a person, so on a bot's
    turn (or while Autoplay plays) the line only says whose turn it is."""
    state = scene.session.state
    if getattr(scene, "replay", None) is not None:   # a replay plays nothing: no instruction to play
        return replay.where(scene)
    if scene.keyboard and scene.carrying:
        return keyboard.carrying_words(scene)
    if scene._telling():   # the game's status would give the count away before it is told
        return "The end is being told on the table: click or press a key to see it all at once."
    if scene.given_up():
        return GAVE_UP
    seat = scene.seat_to_act()
    if scene.handing_over is not None and scene.viewer is not None:
        return (f"{state.seats[scene.viewer].name}, your turn is over: see what it did, then pass the "
                f"screen to {state.seats[scene.handing_over].name} with the button below (or Enter).")
    status = scene.expected_words()
    if seat is None or len(state.seats) == 1 or pause_of(scene.game, state) is not None:
        return status   # between the games of a match nobody is to play: the panel waits
    who = state.seats[seat]
    return f"{who.name} to play. {status}" if who.is_human and not scene.autoplay else f"{who.name} to play."


def status_line(scene) -> tuple[str, tuple]:
    """The status bar's words and colour: a fresh message, else the help of the zone or
    bar button under the pointer (like a tooltip), else what the game expects next. A
    hint is the one message that gives way to the pointer's line, once the pointer has
    moved from where it was when the hint came (play-test round 8, T2: after Hint a
    judge's vote never showed until the next move); the hinted move stays lit on its card,
    and the hint's words come back where the pointer rests on nothing that says anything."""
    words, colour, until = scene.message
    message = (for_player(scene, words), colour) if words and scene.app.clock.now() <= until else None
    if message is not None and not _hint_gives_way(scene, words):
        return message
    return pointer_line(scene) or message or (status_words(scene), theme.TEXT)


def _hint_gives_way(scene, words: str) -> bool:
    return words == scene.hint_words and tuple(scene.pointer) != scene.hint_pointer


def pointer_line(scene) -> tuple[str, tuple] | None:
    """The help of what the pointer rests on (a greyed button, a cut title, a cut caption,
    a place of the table), None where it rests on nothing that says anything."""
    for button in scene.bar_buttons + (scene.summary_buttons or []):   # a panel's greyed button says why
        if button.tip and button.rect.collidepoint(scene.pointer):
            return button.tip, theme.TEXT_DIM
    for cut in (scene.view.options_cut, scene.view.title_cut, scene.view.still_winnable_at):
        if cut is not None and cut[0].collidepoint(scene.pointer):
            return cut[1], theme.TEXT_DIM
    if scene.something_over_the_table():   # the places and words under a dialog give no tips
        return None
    caption = cut_caption_under(scene.geometry, scene.pointer)
    if caption:
        return caption, theme.TEXT_DIM
    spot = scene.geometry.layout.find(scene.hover_zone)
    if spot is not None and spot.help and not (spot.help_resting_only and not rested_on(scene, spot.zone)):
        return for_player(scene, spot.help), theme.TEXT_DIM
    return None


def status_right(scene, words: str) -> str:
    """The right end of the status bar: the moves and time, and whose turn it is when a
    tip or a message took the line, so the turn stays in sight. Worked out once a drawing
    for the same words: the bar draws it and a frame asks before and after it draws."""
    return scene.view.once_a_drawing(("status right", words), _status_right_now, scene, words)


def _status_right_now(scene, words: str) -> str:
    clock, turn = clock_words(scene), turn_words(scene)
    quiet = still_winnable.words(scene)
    clock = f"{quiet}     {clock}" if quiet else clock
    if turn and not words.startswith(turn):
        return f"{turn}     {clock}".rstrip()
    return clock


def turn_words(scene) -> str:
    """Whose turn it is, in a game of several seats while one is to play."""
    state = scene.session.state
    seat = scene.seat_to_act()
    if seat is None or len(state.seats) == 1 or pause_of(scene.game, state) is not None or scene._telling():
        return ""
    return f"{state.seats[seat].name} to play"


def clock_words(scene) -> str:
    """The moves made and the time taken, shown for a scored game (a reading is not
    timed or counted)."""
    if not scene.game.scored:
        return ""
    minutes, seconds = divmod(int(scene.session.elapsed), 60)
    replayed = getattr(scene, "replay", None)
    if replayed is not None:   # where the replay is, and the whole game's time (not the time at this move)
        whole = f"   game took {minutes}:{seconds:02d}" if replayed.path is not None else ""
        first = replayed.first   # the solver's line counts its own moves, as the status line does
        return f"Move {len(scene.session.actions) - first} of {len(scene.showing) - first}{whole}"
    return f"Moves {len(scene.session.actions)}   {minutes}:{seconds:02d}"


def draw_status_bar(scene, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    theme.panel(surface, rect, alpha=235, radius=0)
    px, left, room = _status_measures(rect, s)
    words, colour = status_line(scene)
    if colour == theme.WARN:   # a refusal is marked in shape, not only in colour
        left = draw_refusal_mark(surface, (left + px // 2, rect.centery), px, theme.WARN).right + px // 2
        room = rect.width - left - int(32 * s)
    right, lines, fitted = _status_fitted(scene, words, px, room, rect.height)
    if right:
        theme.text(surface, right, (rect.right - int(16 * s), rect.centery), px, theme.TEXT_DIM, anchor="midright")
    scene.view.still_winnable_at = _still_winnable_at(scene, right, rect, px, s)
    # a long line (a hint, a refusal) is set smaller, then on two lines, then cut short,
    # never under the clock; cut short, it is shown whole while the pointer is on the bar
    scene.view.status_cut = words if " ".join(lines) != " ".join(words.split()) else ""
    step = fitted + 2
    top = rect.centery - step * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        theme.text(surface, line, (left, top + i * step), fitted, colour, anchor="midleft")


def _still_winnable_at(scene, right: str, rect: pygame.Rect, px: int, s: float) -> tuple[pygame.Rect, str] | None:
    """Where the right end of the bar shows the "Still winnable?" words, and what they mean
    (``still_winnable.why``), said while the pointer rests on them; None where they are not shown."""
    quiet = still_winnable.words(scene)
    if not quiet or quiet not in right:
        return None
    font = theme.font(px)
    left = rect.right - int(16 * s) - font.size(right)[0] + font.size(right[:right.index(quiet)])[0]
    return pygame.Rect(left, rect.top, font.size(quiet)[0], rect.height), still_winnable.why(scene)


def _status_measures(rect: pygame.Rect, s: float) -> tuple[int, int, int]:
    """The status bar's type size, where its words start and the room they have."""
    left = int(16 * s)
    return max(13, int(16 * s)), left, rect.width - left - int(32 * s)


def status_set_ahead(scene, size: tuple[int, int]):
    """The steps that load ahead, at the smaller size the status bar will set them at, the
    letters of the places' help lines too long for the bar (shown as the pointer, a card
    held or not, passes over the place: Tournament of Queens' judges), one step a call
    (``theme.letters_set_ahead``). Their first showing then only measures and sets them:
    the letters loaded at a new size were 1.3 ms of the 2.5-3 ms frame a judge's long line
    first showed in during a drag (docs/performance.md). Once its letters are loaded, a
    line is fitted to the bar as it will be shown (``_status_fitted``, kept), a step of its
    own: its words measured again and again as they were wrapped were most of the frame a
    judge's line first showed in at 1024x700, the slowest of a drag there (issue 29). The
    letters at the bar's own size are loaded a dozen at a time before a line is measured:
    measured with them new, it was 0.15-0.2 ms of a drag's second frame (Queens of Fate).
    A line shown only where the pointer rests (``Spot.help_resting_only``: Queens of Fate's
    Arcana counts) has its pixels made too (``theme.rendered``, kept), as the bar will ask
    for them: else they were made in the first frame it showed in after the drag, among the
    slowest of the deal flying out under the pointer (animating_worst_ms, p99). Every line's
    made so doubled Tournament of Queens' slowest drag frame (its judges' long lines)."""
    rect, s = scene.frame(size)["status"], theme.ui_scale(size)
    px, _, room = _status_measures(rect, s)
    loaded: set = set()
    for spot in scene.geometry.layout.spots if scene.geometry else ():
        if not spot.help:
            continue
        words = for_player(scene, spot.help)
        yield from theme.letters_set_ahead(words, px, loaded)   # then measuring finds them loaded
        right = status_right(scene, words)
        smaller = theme.smaller_size_first_tried(words, px, room - (theme.words_width(right, px) if right else 0))
        yield
        if smaller is not None:
            yield from theme.letters_set_ahead(words, smaller, loaded)
            _status_fitted(scene, words, px, room, rect.height)
            yield
        if spot.help_resting_only:   # not shown during the drag: its pixels made ahead too
            _, lines, fitted = _status_fitted(scene, words, px, room, rect.height)
            for line in lines:   # as draw_status_bar's theme.text will ask for them
                theme.rendered(line, fitted, tuple(theme.TEXT_DIM), "Regular", "sans")
            yield


def _status_fitted(scene, words: str, px: int, room: int, height: int) -> tuple[str, list[str], int]:
    """The right end of the bar and the words' lines beside it. Words that would be cut
    short (a long refusal at 1024x700, beside "Still winnable? Can't tell" and the
    clock) take the room of the right end's quiet words, then of the clock, for as long
    as they show: a message is read once, the clock is back a moment later."""
    full = status_right(scene, words)
    quiet = scene.view.still_winnable_at
    # the "Still winnable?" words' meaning, said under the pointer, keeps them in place under it
    tries = (full,) if quiet is not None and words == quiet[1] else (full, clock_words(scene) if full else "", "")
    for right in dict.fromkeys(tries):
        lines, fitted = theme.fit_lines(words, px, room - (theme.font(px).size(right)[0] if right else 0),
                                        height, most=2)
        if " ".join(lines) == " ".join(words.split()):
            return right, lines, fitted
    lines, fitted = theme.fit_lines(words, px, room - (theme.font(px).size(full)[0] if full else 0), height, most=2)
    return full, lines, fitted   # cut short whatever the room: shown whole under the pointer


def draw_status_whole(scene, surface: pygame.Surface, s: float) -> None:
    """The status line cut short in the bar, shown whole over the table while the
    pointer rests on the bar."""
    bar = scene.frame(surface.get_size())["status"]
    if not scene.status_cut or not bar.collidepoint(scene.pointer):
        return
    px = max(13, int(16 * s))
    width = min(bar.width - int(32 * s), int(760 * s))
    lines = theme.wrap(scene.status_cut, px, width - int(24 * s))
    step = theme.font(px).get_linesize()
    box = pygame.Rect(int(8 * s), 0, width, step * len(lines) + int(16 * s))
    box.bottom = bar.top - int(6 * s)
    theme.panel(surface, box, alpha=255)   # solid: the status line whole, over the table
    for i, line in enumerate(lines):
        theme.text(surface, line, (box.x + int(12 * s), box.y + int(8 * s) + i * step), px)


def draw_story(scene, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    theme.panel(surface, rect, alpha=200, radius=0)
    px = max(13, int(15 * s))
    toggle = Button(pygame.Rect(rect.x + int(6 * s), rect.y + int(6 * s), int(32 * s), int(28 * s)),
                    "›" if scene.log_open else "‹", lambda: _toggle_log(scene), px=px)
    toggle.point_at(scene.pointer)
    toggle.draw(surface)
    scene.bar_buttons.append(toggle)
    if not scene.log_open:
        return
    theme.text(surface, "Story", (toggle.rect.right + int(10 * s), toggle.rect.centery), int(18 * s),
               theme.ACCENT, "Semibold", "midleft", family="serif")
    inner = rect.inflate(-int(24 * s), 0)
    lines: list[str] = []
    starts: list[int] = []
    story = scene.session.state.story
    for entry in scene.telling.story(story) if scene.telling is not None else story:
        starts.append(len(lines))
        lines.extend(theme.wrap(entry, px, inner.width))
        lines.append("")
    newest_from = starts[-1] if starts else 0
    step = theme.font(px).get_linesize()
    top = toggle.rect.bottom + int(12 * s)
    room = max(1, (rect.bottom - top - int(8 * s)) // step)
    scene.log_scroll = min(scene.log_scroll, max(0, len(lines) - room))
    end = len(lines) - scene.log_scroll
    first = max(0, end - room)
    # the top line opens a sentence: one whose start is above the panel is left out ("reversed." alone read as cut)
    first = next((at for at in starts if first <= at < end), first)
    # the lines of the sentence left out above give their room to the ones below it: scrolled
    # back, the panel showed a blank band at its foot while later lines waited under it
    end = min(len(lines), max(end, first + room))
    shown = lines[first:end]
    y = top
    for i, line in enumerate(shown):
        newest = first + i >= newest_from
        theme.text(surface, line, (inner.left, y), px, theme.TEXT if newest else theme.TEXT_DIM)
        y += step


def _toggle_log(scene) -> None:
    scene.log_open = not scene.log_open
    scene.app.settings.log_open = scene.log_open
