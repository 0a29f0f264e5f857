"""After a lost solitaire: the solver works out in the background whether the deal could
have been won, and after which move it no longer could; the end panel says so and offers
"Show me", which lays the winning line on a table of its own, laid out as the game's
was, to be stepped through move by move as a replay is (replay.py). Any game
gets this whose sessions are one player's, scored, with a bot to order the search."""
from __future__ import annotations

import threading
from functools import cache

from tarot_table.wording import plural
from tarot_table.games.base import Action
from tarot_table.session import Session
from tarot_table.table.scenes.replay import FROM_THE_START, Replay, show_next
from tarot_table.table.scenes.replay import position as replay_position

SECONDS_ALLOWED = 15.0   # the post-mortem's whole search, in the background
SHOW_PAUSE_S = 1.2       # between the moves of a line played on by itself: a pace a person follows
SHOW_ME = "Show me"


def budget():
    """The post-mortem's budget (tests put a count of positions in its place)."""
    from tarot_table.solver import Budget
    return Budget(seconds=SECONDS_ALLOWED, courteous=True)


def examinable(game) -> bool:
    return game.max_players == 1 and game.scored and bool(game.bots)


class Examination:
    """The post-mortem of one lost session, in a thread of its own; ``result`` is the
    ``PostMortem`` once it is done. ``cancel`` stops it at its next look at the clock."""

    def __init__(self, session: Session, on_done, known: dict | None = None,
                 proved_lost: frozenset[bytes] = frozenset()) -> None:
        from tarot_table.solver.post_mortem import settled_in_play
        self.game = session.game
        self.known = dict(known or {})   # winning lines found in play, by position key
        self.proved_lost = frozenset(proved_lost)   # positions proved lost in play, by key
        self.start = session.fresh_state()
        self.actions = list(session.actions)
        self.given_up = session.given_up_at is not None
        self.on_done = on_done
        self.budget = budget()
        self.lost_after: int | None = None   # the first move after which play proved the game lost, if known
        # what play already proved (a win known, the next move's position lost) is said at once
        self.result = settled_in_play(self.game, self.start, self.actions, self.known, self.proved_lost)
        self.thread = threading.Thread(target=self._run, name="post-mortem", daemon=True)
        if self.result is None:
            self.thread.start()

    def _run(self) -> None:
        from tarot_table.solver.post_mortem import examine
        result = examine(self.game, self.start, self.actions, self.budget, self.known, self.given_up,
                         self.proved_lost)
        self.lost_after = self._first_proved_lost(result)
        self.result = result
        self.on_done()

    def _first_proved_lost(self, result) -> int | None:
        """When the answer names no turning point: the first position of the game, after
        the line's start, that play proved lost ("No longer winnable" in the status bar),
        as the number of moves leading to it; None when there is none. The end panel then
        says the bar's verdict too, and the two do not read as a contradiction (play-test
        round 5: the bar said "No longer winnable" from move 53, the panel only that the
        solver could not tell which later move lost it)."""
        from tarot_table.solver import LOST, state_key
        if not self.proved_lost or result.turning is not None or result.deal.verdict == LOST:
            return None
        state = self.start.clone()
        for moves, action in enumerate(self.actions, 1):
            self.game.apply(state, action)
            if moves > result.line_from and state_key(state) in self.proved_lost:
                return moves
        return None

    def cancel(self) -> None:
        self.budget.stop.set()

    def wait(self, timeout: float | None = None):
        if self.thread.ident is not None:   # not started when play had settled it
            self.thread.join(timeout)
        return self.result


def keep_up(scene) -> None:
    """Start the post-mortem once a lost game is on the table (not for a line being
    shown, nor for pictures); called every frame."""
    if scene.examination is not None or not scene.keeper.saving or not examinable(scene.game):
        return
    outcome = scene.outcome()
    if outcome is None or outcome.won_by(0):
        return
    scene.examination = Examination(scene.session, scene.request_redraw, winning_lines(scene.still.known),
                                    proved_lost(scene.still.known))


def winning_lines(kept: dict) -> dict:
    """The winning lines found while the game was played (hints, the "Still winnable?"
    watch, a Winnable only deal's), by position key: the post-mortem replays them through
    the rules and uses the latest this game reached, so a deal known winnable is told so."""
    return {key: list(verdict.line) for key, verdict in list(kept.items())
            if verdict.verdict == "winnable" and verdict.line}


def proved_lost(kept: dict) -> frozenset[bytes]:
    """The positions the "Still winnable?" watch proved lost while the game was played (it
    said "No longer winnable"), by key: right after the latest position a known line wins
    from, they name the move that lost the game with no search (play-test finding L2)."""
    return frozenset(key for key, verdict in list(kept.items()) if verdict.verdict == "lost")


LOOKING = "The solver is looking at whether this deal could have been won..."
# Give up promises the panel says whether the game could still have been won from there
UNKNOWN_WHERE_GIVEN_UP = "Whether it could still be won where you gave up, the solver could not tell in time."
# a deal dealt by Winnable only: whether it could be won is known, where it stopped is asked
LOOKING_WINNABLE = "The solver is looking for where this game stopped being winnable..."


def end_words(scene) -> tuple[list[str], list[tuple[str, object]]]:
    """Lines and buttons the end panel adds for the post-mortem."""
    exam = getattr(scene, "examination", None)   # other scenes share the end panel
    if exam is None:
        return [], []
    if exam.result is None:
        return [LOOKING_WINNABLE if scene.session.winnable_deal else LOOKING], []
    return _answer(scene, exam.result, lambda number: move_named(scene.session, number), exam.lost_after,
                   scene.session.winnable_deal)


def why_no_line(scene) -> str:
    """What a greyed Show me says under the pointer: it waits for the solver's answer,
    or the answer holds no winning line to play."""
    exam = getattr(scene, "examination", None)
    if exam is not None and exam.result is None:
        return "Show me plays a winning line once the solver finds one: it is still looking."
    return "Show me has no line to play: the solver found no winning line (the words above say why)."


def answer_room(scene) -> list[list[str]]:
    """Every kind of answer the end panel may come to show for this game, with numbers as
    long as a game's: the panel keeps room for the longest from its first frame, so the
    answer arriving moves no button (a click meant for one landed on another). Empty
    when the game is not examined."""
    if getattr(scene, "examination", None) is None:
        return []
    return [list(words) for words in _every_answer()]


@cache
def _every_answer() -> tuple[tuple[str, ...], ...]:
    """``answer_room``'s words, the same for every game: worded once, not on each frame the
    end panel is drawn."""
    from tarot_table.solver import LOST, UNKNOWN, WINNABLE, Verdict
    from tarot_table.solver.post_mortem import PostMortem
    many = [None] * 999
    kinds = [PostMortem(Verdict(LOST)), PostMortem(Verdict(UNKNOWN)),
             PostMortem(Verdict(WINNABLE, many), line_from=999, winnable_where_given_up=True),
             PostMortem(Verdict(WINNABLE, many), line_from=999), PostMortem(Verdict(WINNABLE, many)),
             PostMortem(Verdict(WINNABLE, many), turning=999, line_before_turning=many),
             PostMortem(Verdict(WINNABLE, many), turning=999, line_before_turning=many, line_from=998),
             PostMortem(Verdict(WINNABLE, many), line_from=999, unknown_where_given_up=True),
             PostMortem(Verdict(WINNABLE, many), unknown_where_given_up=True)]
    later = [PostMortem(Verdict(WINNABLE, many), line_from=998), PostMortem(Verdict(WINNABLE, many)),
             PostMortem(Verdict(UNKNOWN))]
    return ((LOOKING,), (LOOKING_WINNABLE,)) \
        + tuple(tuple(_answer(None, kind, _longest_move_name, None, dealt)[0]) for kind in kinds for dealt in (False, True)) \
        + tuple(tuple(_answer(None, kind, _longest_move_name, 999, dealt)[0]) for kind in later for dealt in (False, True))


def _longest_move_name(number: int) -> str:
    return f"move {number} (Autoplay's)"


def _which_move(named, line_from: int, lost_after: int | None) -> str:
    """What the panel says of the move that lost the game when the solver could not tell
    it: where play proved the game lost (``lost_after`` moves), said as the status bar said it."""
    if lost_after is None:
        return "Which later move lost it, the solver could not tell in time." if line_from else ""
    since = f"from {named(line_from + 1)} to there" if line_from else "up to there"
    return (f"After {named(lost_after)} it could no longer be won: one of the moves {since} lost it, "
            "which one the solver could not tell in time.")


def _answer(scene, found, named, lost_after: int | None = None,
            dealt_winnable: bool = False) -> tuple[list[str], list[tuple[str, object]]]:
    """What the end panel says of the post-mortem's answer ``found``, the player's moves
    named by ``named``, and its Show me; ``lost_after``: the moves after which play proved
    the game lost, when the answer names no turning point (``Examination.lost_after``);
    ``dealt_winnable``: a deal dealt by Winnable only, whose line was known before the
    first move (its panel had said the solver "found a winning line while you played":
    play-test round 7, F2)."""
    from tarot_table.solver import LOST, WINNABLE
    deal = found.deal
    could = "This deal was dealt winnable" if dealt_winnable else "This deal could be won"
    if deal.verdict == LOST:
        return ["No line of moves could win this deal: the solver tried them all."], []
    if deal.verdict != WINNABLE:
        if lost_after is not None:   # the status bar said "Not winnable from here": the panel too
            return [f"After {named(lost_after)} it could not be won; whether the deal itself could, "
                    "the solver could not tell in time."], []
        return ["The solver could not tell in time whether this deal could be won."], []
    if found.winnable_where_given_up and found.line_from:   # given up at the deal: said as from the deal
        return ([f"It could still be won where you gave up: the solver found a winning line of "
                 f"{plural(len(deal.line), 'move')} from there. Show me plays it."],
                [(SHOW_ME, lambda: show_line(scene, deal.line, found.line_from + 1))])
    if found.turning is None and found.line_from:
        before = named(found.line_from + 1)
        # a player who saw "Still winnable? Can't tell" after a move asks whether that move lost it
        moves = plural(len(deal.line), 'move')
        return ([f"{could}: a winning line of {moves} was known from before {before}." if dealt_winnable else
                 f"{could}: while you played, the solver found a winning line of {moves} from before {before}.",
                 (UNKNOWN_WHERE_GIVEN_UP if found.unknown_where_given_up else
                  _which_move(named, found.line_from, lost_after)) + " Show me plays the line from there."],
                [(SHOW_ME, lambda: show_line(scene, deal.line, found.line_from + 1))])
    lines = [f"{could}: the solver found a line of {plural(len(deal.line), 'move')} from the deal."]
    if found.line_from:   # a line found in play, from later than the deal: the next line says where
        lines = [f"{could}." if dealt_winnable else "This deal could be won: the solver found a winning line while you played."]
    if found.turning is None:
        given_up = f"{UNKNOWN_WHERE_GIVEN_UP} " if found.unknown_where_given_up else ""
        if not given_up and lost_after is not None:
            given_up = f"{_which_move(named, found.line_from, lost_after)} "
        lines.append(f"{given_up}Show me plays it from the deal.")
        return lines, [(SHOW_ME, lambda: show_line(scene, deal.line))]
    before = named(found.turning)
    # Show me counts the player's moves before the turning point too: the line's own length is said
    lines.append(f"It could still be won before {before}; after it, no line could. Show me plays "
                 f"a winning line of {plural(len(found.line_before_turning), 'move')} from there.")
    return lines, [(SHOW_ME, lambda: show_line(scene, found.line_before_turning, found.turning))]


def move_named(session: Session, number: int) -> str:
    """The log's move ``number`` (counted from 1), named as the player's own or as
    Autoplay's, so a move Autoplay made is never called the player's."""
    if number - 1 in session.autoplayed:
        return f"move {number} (Autoplay's)"
    return f"your move {number}"


def show_line(scene, line: list[Action], turning: int | None = None) -> None:
    """The same deal on a table of its own (no autosave, no statistics), laid out in the
    room the game's table had (its story open or put away as it was), where the line is
    stepped through as a finished game's replay is (replay.py): it opens held, Forward
    and Back step, Play plays it on at ``SHOW_PAUSE_S`` a move and Pause holds it; its
    clock stands still and the game's own buttons are off. With a ``turning`` move, the
    table opens where the end panel's words point, before that move (the player's own
    moves up to it made), and ``line`` wins from there; Back stops at the line's start,
    and the status line counts the line's own moves, as the end panel did."""
    state = scene.session.state
    session = Session.start(scene.game, state.seed, state.options, state.seats)
    session.name = f"{scene.game.title}: the solver's line"
    own = list(scene.session.actions[:turning - 1]) if turning is not None else []
    for action in own:
        session.play(action)
    shown = scene.app.make("table", session, saving=False)
    shown.showing = own + list(line)
    size = scene.app.screen.get_size()
    shown.log_open = scene.log_open
    # the cards lie where the player saw them, until the story is opened or put away: then the
    # table is laid again for its new room; the bars keep the size the game's table chose
    shown.kept_room = ((size, scene.log_open), scene.frame(size)["table"].copy())
    shown.view.keep_bar_scale(size, scene.view.bar_scale(size))
    since = f" from before {move_named(scene.session, turning)}" if turning is not None else ""
    where = f"Before {move_named(scene.session, turning)}: the" if turning is not None else "The"
    if turning is not None and turning > len(scene.session.actions):   # after every move made: a game given up
        since, where = " from where you gave up", "Where you gave up: the"
    # the status line says where it began, and counts the line's own moves
    shown.replay = Replay(None, f"The solver's line{since}", first=len(own))
    shown.hand_over()
    shown.say(f"{where} solver's winning line, {plural(len(line), 'move')}; {replay_position(shown)}. {FROM_THE_START}")
    scene.app.switch(shown)


def play_shown_line(scene) -> None:
    """The next move of a line being shown, once the cards have come to rest; showing
    stops if a person moves in between. A replay (replay.py) moves on by itself only
    while it plays, and keeps its line at the end to be stepped back through."""
    replay = getattr(scene, "replay", None)
    if replay is not None and not replay.playing:
        return
    if not scene.showing or scene.geometry is None or scene.animating() or scene.bots.resting():
        return
    if len(scene.session.actions) >= len(scene.showing):
        if replay is not None:
            replay.playing = False
        else:
            scene.showing = []
        return
    if show_next(scene):
        scene.bots.pause(SHOW_PAUSE_S)   # the cards come to rest first; with no animation the pause is all
        if replay is not None and len(scene.session.actions) >= len(scene.showing):
            replay.playing = False   # at the end: Play again starts nothing, Back steps back
