"""Hints from the solver's winning line (issue 34): in a solitaire the solver can search,
a hint is the next move of a line known to win from the position on the table, so a hint
never leads away from a known win. A line is known from the verdicts kept per position
(the "Still winnable?" watch's, a Winnable only deal's own line, an earlier hint's); else
the hint's background work looks for one briefly, keeps what it finds for the next hint,
and gives the strong bot's move when it finds none. The work runs in the bots' thread,
never in a frame."""
from __future__ import annotations

from collections.abc import Callable

from tarot_table.bot_runner import decision
from tarot_table.games.base import Action, IllegalAction
from tarot_table.table.scenes.post_mortem import examinable

SECONDS_ALLOWED = 2.0   # what a hint may spend looking for a winning line, in the background
WHY = "the next move of a winning line"
AUTOPLAY_SEARCH_EVERY = 8   # moves Autoplay plays by the bot before it looks for a winning line again


def budget():
    """A hint's (and Autoplay's) search budget, in the searching thread's processor time:
    on the wall clock a busy machine, or the frames it gives way to, left a search that
    takes 1.2 s alone too little of its 2 s, and Autoplay lost Queens of Fate deal 34,
    which the solver wins. Tests put a count of positions in its place."""
    import time
    from tarot_table.solver import Budget
    return Budget(seconds=SECONDS_ALLOWED, clock=time.thread_time, courteous=True)


def known_line(scene, key: bytes) -> list[Action] | None:
    verdict = scene.still.known.get(key)
    return verdict.line if verdict is not None and verdict.verdict == "winnable" and verdict.line else None


def work(scene, seat: int, search: bool = True) -> Callable[[], Action]:
    """The hint as work for the bots' thread: the position, its history and what is
    known are taken now, on the table's thread; everything else is done there. Without
    ``search`` only a line already known is followed, else the strong bot moves."""
    fallback = decision(scene.keeper, scene.game.strong_bot, seat)
    if not examinable(scene.game) or not scene.keeper.saving:   # a lesson or a replay: the bot's hint
        return fallback
    session, kept = scene.session, scene.still.known
    key = scene.still.key(session.state)
    line = known_line(scene, key)
    if line is not None:
        return lambda: line[0]
    if key in kept:   # proved lost, or not found out: the strong bot's move
        return fallback
    game, state, start, actions = scene.game, session.state.clone(), session.fresh_state(), list(session.actions)

    def look() -> Action:
        from tarot_table.solver import solve
        from tarot_table.solver.search import Verdict
        followed = line_followed(game, start, actions, kept, key)
        if followed:
            kept[key] = Verdict("winnable", followed)
            return followed[0]
        if not search:
            return fallback()
        verdict = solve(game, state, budget(), prove=False)
        if verdict.verdict == "winnable" and verdict.line:
            kept[key] = verdict
            return verdict.line[0]
        return fallback()
    return look


def autoplay_work(scene, seat: int) -> Callable[[], Action]:
    """Autoplay's move for the person at the screen: like a hint, the next move of a
    winning line known or found within a hint's budget, else the strong bot's. A search
    that finds none is tried again only AUTOPLAY_SEARCH_EVERY moves later, so a deal
    with no line found plays on at the bot's pace."""
    moves = scene.session.state.moves
    last = scene.autoplay_searched_at
    search = last is None or moves - last >= AUTOPLAY_SEARCH_EVERY or moves < last
    if search:
        scene.autoplay_searched_at = moves
    return work(scene, seat, search)


def line_followed(game, start, actions: list[Action], kept: dict, key: bytes) -> list[Action] | None:
    """The rest of a winning line known at an earlier position that the moves since have
    followed move for move, from the position ``key`` the moves lead to; None if none."""
    from tarot_table.solver import state_key
    state, follow = start.clone(), None
    for action in actions:
        verdict = kept.get(state_key(state))
        if verdict is not None and verdict.verdict == "winnable" and verdict.line:
            follow = list(verdict.line)
        follow = follow[1:] if follow and follow[0] == action else None
        try:
            game.apply(state, action)
        except IllegalAction:   # a table not dealt from its start (a lesson's position)
            return None
    return follow if follow and state_key(state) == key else None


def words(scene, action: Action) -> str:
    """The hint's sentence, saying so when the move is a winning line's."""
    said = scene.game.hint(scene.session.state, action)
    line = known_line(scene, scene.still.key(scene.session.state))
    if line is None or line[0] != action:
        return said
    said = said.rstrip(".")
    if said.endswith(")"):   # one pair of brackets, not "(too many Arcana in Pentacles) (the next move ...)"
        return f"{said[:-1]}; {WHY})."
    return f"{said} ({WHY})."


def remember_deal_line(scene, line: list[Action]) -> None:
    """A Winnable only deal comes with its winning line from the deal (kept in its save):
    hints, "Still winnable?" and the end panel follow it from the deal, and from the
    position on the table when the moves made so far (a resumed game's) are the line's."""
    if not line:
        return
    from tarot_table.solver import state_key
    from tarot_table.solver.search import Verdict
    session, kept = scene.session, scene.still.known
    session.deal_line = list(line)
    kept[state_key(session.fresh_state())] = Verdict("winnable", list(line))
    if session.actions:
        key = scene.still.key(session.state)
        rest = line_followed(scene.game, session.fresh_state(), session.actions, kept, key)
        if rest:
            kept[key] = Verdict("winnable", rest)
