"""Dialogs over the table: the end-of-game panel, the pause between the parts of a
game, and questions asked before something is thrown away.

The end and pause panels can be put away (a click beside them, Escape, or their
"Look at the table" button) to study the final table, and brought back from the
button that then sits under the table. Any game gets them; a game fills in their
words through ``end_title``, ``end_lines`` and ``pause``.
"""
from __future__ import annotations

import pygame

from tarot_table.games.capabilities import pause_of
from tarot_table.wording import bot_played_for, plural
from tarot_table.table import theme
from tarot_table.table.scenes import post_mortem, replay
from tarot_table.table.widgets import Button, row_of_buttons

LOOK = "Look at the table"
WORDS_SHARES = (1.0, 0.9, 0.8, 0.7)   # the sizes a dialog's words are tried at, the last its smallest


def dialog(surface: pygame.Surface, s: float, title: str, lines: list[str],
           specs: list[tuple[str, object]], under: list[str] = (),
           under_room: list[list[str]] = ()) -> tuple[list[Button], pygame.Rect]:
    """A centred box: a heading, wrapped lines, then ``under``: words that may change while
    the box is shown (the solver's answer), in room kept for the longest of ``under_room``
    so that nothing after them ever moves, then a row (or rows) of buttons (one whose
    action is None greyed). The box never leaves the window: where it would, the lines are
    set smaller first (down to the last of ``WORDS_SHARES``), then cut (the words under
    the buttons last), never the buttons."""
    w, h = surface.get_size()
    width = min(int(640 * s), w - int(40 * s))
    inner = width - int(60 * s)
    button_px = max(13, int(16 * s))
    rows = _button_rows(specs, button_px, inner, s)
    button_h, gap = int(40 * s), int(10 * s)
    head = int(84 * s)
    room = h - int(40 * s) - head - len(rows) * (button_h + gap) - int(40 * s)
    for share in WORDS_SHARES:   # large text in a small window: smaller words before any is cut
        px = max(13, int(18 * s * share))
        wrapped = _wrapped(lines, px, inner)
        step = theme.font(px).get_linesize() + int(4 * s * share)
        kept = max((len(_wrapped(words, px, inner)) for words in [*under_room, under]), default=0) if under_room else 0
        if (len(wrapped) + kept) * step <= room:
            break
    shown = wrapped[:max(1, (room - kept * step) // step)]
    kept = min(kept, max(1, (room - len(shown) * step) // step)) if kept else 0
    box = pygame.Rect(0, 0, width, head + step * (len(shown) + kept) + len(rows) * (button_h + gap) + int(36 * s))
    box.center = (w // 2, h // 2)
    theme.panel(surface, box, alpha=255, radius=14)
    theme.text(surface, title, (box.centerx, box.top + int(40 * s)), int(30 * s), theme.ACCENT, "Bold",
               "center", family="serif")
    y = box.top + head
    for line in shown:
        theme.text(surface, line, (box.centerx, y), px, theme.TEXT, anchor="midtop")
        y += step
    # the words that may change come before the buttons, in the middle of the room kept for
    # the longest of them (the buttons stay put as they change): under the buttons they were
    # read after them, above an empty band (play-test finding, The Fool's Journey's give-up)
    said = _wrapped(under, px, inner)[:kept]
    for i, line in enumerate(said):
        theme.text(surface, line, (box.centerx, y + (kept - len(said)) * step // 2 + i * step), px, theme.TEXT,
                   anchor="midtop")
    y += kept * step + int(14 * s)
    buttons: list[Button] = []
    for row in rows:
        made = row_of_buttons([(label, action or _greyed) for label, action in row], 0, y, button_h, button_px,
                              gap=int(12 * s))
        shift = box.centerx - (made[-1].rect.right - made[0].rect.left) // 2 - made[0].rect.left
        for button, (_, action) in zip(made, row):
            button.rect.x += shift
            button.enabled = action is not None
            button.draw(surface)
        buttons += made
        y += button_h + gap
    return buttons, box


def _greyed() -> None:
    """What a greyed button would do: nothing."""


def _wrapped(lines, px: int, inner: int) -> list[str]:
    return [part for line in lines for part in (theme.wrap(line, px, inner) if line else [""])]


def _button_rows(specs, px: int, width: int, s: float) -> list[list]:
    """Buttons split into rows that fit ``width``."""
    f = theme.font(px, "Semibold")
    rows: list[list] = [[]]
    used = 0
    for spec in specs:
        need = f.size(spec[0])[0] + 2 * max(12, px) + int(12 * s)
        if rows[-1] and used + need > width:
            rows.append([])
            used = 0
        rows[-1].append(spec)
        used += need
    return [row for row in rows if row]


def draw_panel(scene, surface: pygame.Surface, s: float) -> None:
    """Whichever panel the table has open: a question, the end of the game or a pause."""
    theme.veil(surface, 130)
    if scene.confirming is not None:
        ask = scene.confirming
        specs = [(ask.yes, ask.action)] + \
            ([(ask.cancel, lambda: setattr(scene, "confirming", None))] if ask.cancel else [])
        scene.summary_buttons, scene.panel_rect = dialog(surface, s, ask.title, ask.lines, specs)
    elif scene.panel_kind() == "end":
        _end(scene, surface, s)
    else:
        _pause(scene, surface, s)


def _end(scene, surface: pygame.Surface, s: float) -> None:
    game, state, session = scene.game, scene.session.state, scene.session
    outcome = scene.outcome()
    viewer = scene.viewer if scene.viewer is not None else 0
    lines = list(game.ending.lines(state, outcome))
    if game.scored and not solver_line(scene):   # a line shown has no clock of its own
        minutes, seconds = divmod(int(session.elapsed), 60)
        lines.append(f"Time {minutes}:{seconds:02d}  ·  {plural(len(session.actions), 'move')}")
        if session.assisted:   # the line says how much, under a heading that praises no one for it
            lines.append(f"{autoplay_share(session)}, so this game is counted apart in the statistics.")
    stood_in = sorted(getattr(session, "stood_in", ()))   # a network table's (a replay's too)
    if stood_in:
        lines.append(bot_played_for([state.seats[seat].name for seat in stood_in if seat < len(state.seats)]) + ".")
    solver_lines, solver_buttons = post_mortem.end_words(scene)
    room = post_mortem.answer_room(scene)
    # Show me is there, greyed, from the panel's first frame: the solver's answer moves no button
    show_me = [(post_mortem.SHOW_ME, dict(solver_buttons).get(post_mortem.SHOW_ME))] if room else []
    follow = [(f.label, (lambda f=f: scene.follow_up(f))) for f in scene.follow_ups()]
    lines += scene.end_notes()
    # a replay's end offers what a replay does, never a next game (replay.end_buttons)
    next_ones = replay.end_buttons(scene) or scene.deal_again()
    specs = [(LOOK, scene.hide_panel)] + show_me + next_ones + follow + [("Menu", scene.to_menu)]
    scene.summary_buttons, scene.panel_rect = dialog(surface, s, end_title(scene, outcome, viewer), lines, specs,
                                                     solver_lines, room)
    for button in scene.summary_buttons:   # greyed, it says why under the pointer (play-test round 7)
        if button.label == post_mortem.SHOW_ME and not button.enabled:
            button.tip = post_mortem.why_no_line(scene)


AUTOPLAY_WON = "Autoplay won it"
AUTOPLAY_HELPED = "Won with Autoplay's help"   # a win some of whose moves Autoplay made
SOLVER_WON = "The solver's line wins"


def end_title(scene, outcome, viewer: int) -> str:
    """The end panel's heading: the game's own, but no praise for a win Autoplay made
    moves of (every one: "Autoplay won it"; some: "Won with Autoplay's help", the same in
    every game), nor for the end of the solver's line shown (post_mortem.show_line)."""
    session = scene.session
    if outcome.won_by(viewer) and solver_line(scene):
        return SOLVER_WON
    if session.assisted and outcome.won_by(viewer):
        return AUTOPLAY_WON if session.played_by_autoplay() else AUTOPLAY_HELPED
    return scene.game.ending.title(session.state, outcome, viewer)


def autoplay_share(session) -> str:
    """How much of an assisted game Autoplay played: "Autoplay made every move",
    "Autoplay made 108 of 111 moves", or "Autoplay helped" where its moves are not known.
    Where others (bots) made moves too, the count names whose moves it counts: beside
    "Time 3:03 · 190 moves", Lucky You!'s "Autoplay made 87 of 95 moves" read as two
    counts of the same moves that disagreed (play-test finding, 29 November)."""
    made, of = session.autoplay_moves()
    whose = "" if of == len(session.actions) else _whose(session)
    if of and made == of:
        return f"Autoplay made every one of {whose}moves" if whose else "Autoplay made every move"
    return f"Autoplay made {made} of {whose}{plural(of, 'move')}" if made else "Autoplay helped"


def _whose(session) -> str:
    """The people whose moves Autoplay's count is of: "Tess's ", "Ann and Bea's "."""
    names = [seat.name for seat in session.state.seats if seat.is_human]
    together = " and ".join([", ".join(names[:-1]), names[-1]] if len(names) > 1 else names)
    if together == "You":   # a person who typed "You" as their name
        return "your "
    return f"{together}'s " if together else ""


def solver_line(scene) -> bool:
    """The table shows the solver's line (a replay of no record)."""
    replay = getattr(scene, "replay", None)
    return replay is not None and replay.path is None


def _pause(scene, surface: pygame.Surface, s: float) -> None:
    """The pause's words and its button; where another seat is the one to go on (at a
    network table), no button that would be refused: who goes on, and Look at the table."""
    pause = pause_of(scene.game, scene.session.state)
    lines = list(pause.lines)
    other = scene.pause_waits_for()
    if other is None:
        specs = [(pause.label, scene.continue_after_pause), (LOOK, scene.hide_panel)]
    else:
        lines.append(waiting_words(other, pause.label))
        specs = [(LOOK, scene.hide_panel)]
    scene.summary_buttons, scene.panel_rect = dialog(surface, s, pause.title, lines, specs)


def waiting_words(name: str, label: str) -> str:
    """"Waiting for Bob to start game 2." from the pause's button, "Start game 2"."""
    return f"Waiting for {name} to {label[:1].lower()}{label[1:]}."
