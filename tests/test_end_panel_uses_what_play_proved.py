"""Play-test finding L2 (29 November, The Fool's Journey, Hard, Winnable only, "Still
winnable?" on): the status bar had said "No longer winnable" right after a move, yet the
end panel first said it was "looking at whether this deal could have been won" (of a
deal dealt as winnable) and then that "which later move lost it, the solver could not
tell in time". Now, where the verdicts found in play already name the move (the latest
position a known line wins from, the next one proved lost), the end panel says so at
once, with no search; a deal dealt by Winnable only is said to be looked at for where it
stopped being winnable. Every verdict here is the solver's through the rules (the small
graph's checked by exhaustive search too); budgets are counts of positions and threads
are joined, never waited for on the wall clock."""
from __future__ import annotations

import threading

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.solver import LOST, WINNABLE, Budget, replay_wins, solve, state_key
from tarot_table.solver import post_mortem as solver_post_mortem
from tarot_table.solver.post_mortem import examine, settled_in_play
from tarot_table.solver.proven import proven_deals, replay_indices
from tarot_table.table.scenes import post_mortem, still_winnable
from tarot_table.table.scenes.solver_hint import remember_deal_line
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import status_right
from tests.helpers.solver import Paths, brute_force_wins, greedy_line
from tests.helpers.table import click, step

FOOLS = get_game("fools-journey")
HARD = FOOLS.check_options({"difficulty": "hard"})
SHIPPED_HARD_DEAL = 7000001   # proved winnable: its line ships with the app
# The player follows the deal's line this many moves; then, where the line replenishes with
# the Seven of Cups, discards it onto the Past: the watch's search proves that lost (in 4,519
# positions), while the post-mortem given no positions of its own could not tell which move
# lost the game (as the play-tester saw), and would have needed 1,418 to find it
FOLLOWED = 65
OFF_THE_LINE = ("discard", "minor_arcana.cups.seven", "past")
WATCH_SEARCH = 5_000


def walked(game: Paths, path: list[str]):
    """The player's moves along ``path`` and the positions before each, and after the last."""
    state, moves, positions = game.new(0), [], []
    for node in path:
        positions.append(state.clone())
        move = next(m for m in game.legal_actions(state) if m.to == node)
        game.apply(state, move)
        moves.append(move)
    return moves, positions + [state.clone()]


def small_graph() -> Paths:
    """start -> a -> c -> d -> dead is the player's game; from a, w wins; from c, nothing."""
    game = Paths()
    game.graph = {"start": ["a", "b"], "a": ["c", "w"], "b": ["dead"], "c": ["d", "e"], "d": ["dead"],
                  "e": ["dead"], "w": ["win"], "dead": [], "win": []}
    return game


def test_l2_a_known_win_then_a_position_proved_lost_name_the_move_with_no_search():
    game = small_graph()
    moves, positions = walked(game, ["a", "c", "d", "dead"])
    at_a, at_c = positions[1], positions[2]
    assert brute_force_wins(game, at_a) and not brute_force_wins(game, at_c)   # the slow, obvious check
    win_at_a, lost_at_c = solve(game, at_a, Budget(nodes=100)), solve(game, at_c, Budget(nodes=100))
    assert (win_at_a.verdict, lost_at_c.verdict) == (WINNABLE, LOST)   # as the watch finds them in play
    known, lost = {state_key(at_a): win_at_a.line}, frozenset({state_key(at_c)})
    for found in (settled_in_play(game, game.new(0), moves, known, lost),
                  examine(game, game.new(0), moves, Budget(nodes=1), known, proved_lost=lost)):
        assert found.turning == 2 and found.line_from == 1   # the second move, a -> c, lost it
        assert replay_wins(game, at_a, found.line_before_turning)


def test_l2_verdicts_that_do_not_meet_name_no_move_but_narrow_the_search():
    game = small_graph()
    moves, positions = walked(game, ["a", "c", "d", "dead"])
    known = {state_key(positions[1]): solve(game, positions[1], Budget(nodes=100)).line}
    later = frozenset({state_key(positions[3])})   # d: lost, but a move after c
    assert settled_in_play(game, game.new(0), moves, known, later) is None
    assert examine(game, game.new(0), moves, Budget(nodes=1), known, proved_lost=later).turning is None
    assert examine(game, game.new(0), moves, Budget(nodes=1_000), known, proved_lost=later).turning == 2
    wrong = frozenset({state_key(positions[1])})   # a "lost" mark where a line wins is not believed
    assert settled_in_play(game, game.new(0), moves, known, wrong) is None
    from_the_deal = {state_key(positions[0]): [moves[0]] + known[state_key(positions[1])]}
    assert settled_in_play(game, game.new(0), moves, from_the_deal, wrong) is None
    assert settled_in_play(game, game.new(0), moves, from_the_deal, frozenset({state_key(positions[2])})).turning == 2
    assert settled_in_play(game, game.new(0), moves, {}, frozenset()) is None


def winnable_deal_table(app, monkeypatch) -> tuple[TableScene, list]:
    """The shipped Hard deal dealt as Winnable only deals it (its line known to the table),
    with "Still winnable?" on."""
    app.settings.still_winnable = True
    monkeypatch.setattr(still_winnable, "budget", lambda: Budget(nodes=WATCH_SEARCH))
    monkeypatch.setattr(post_mortem, "budget", lambda: Budget(nodes=1))   # too little to find anything itself
    line = replay_indices(FOOLS, FOOLS.new(SHIPPED_HARD_DEAL, HARD), list(dict(proven_deals(FOOLS, HARD))[SHIPPED_HARD_DEAL]))
    session = Session.start(FOOLS, SHIPPED_HARD_DEAL, HARD)
    session.winnable_deal = True
    scene = TableScene(app, session)
    app.switch(scene)
    remember_deal_line(scene, line)   # as the new-game page does
    step(app)
    return scene, line


def off_move(scene: TableScene):
    return next(a for a in FOOLS.legal_actions(scene.session.state) if (a.kind, a.card, a.to) == OFF_THE_LINE)


def lose_from_here(app, scene: TableScene) -> None:
    for action in greedy_line(FOOLS, scene.session.state):
        scene.session.play(action)
    outcome = FOOLS.outcome(scene.session.state)
    assert outcome is not None and not outcome.won_by(0)
    step(app)


def test_l2_the_end_panel_names_at_once_the_move_after_which_the_status_bar_said_no_longer_winnable(app, monkeypatch):
    scene, line = winnable_deal_table(app, monkeypatch)
    for action in line[:FOLLOWED]:
        scene.perform(action, asked=True)
        step(app)
        assert status_right(scene, "").startswith("Still winnable     ") and scene.still.job is None
    scene.perform(off_move(scene), asked=True)
    step(app)
    scene.still.job.thread.join(timeout=300)
    step(app, 2)
    assert status_right(scene, "").startswith("No longer winnable")
    lose_from_here(app, scene)
    assert scene.examination.result is not None and scene.examination.thread.ident is None, "said with no search"
    lines, _ = post_mortem.end_words(scene)
    # dealt by Winnable only, its line known before the first move: not "found ... while you
    # played" (play-test round 7, F2)
    assert lines == ["This deal was dealt winnable.",
                     f"It could still be won before your move {FOLLOWED + 1}; after it, no line could. Show me "
                     f"plays a winning line of {len(line) - FOLLOWED} moves from there."]
    click(app, next(b for b in scene.summary_buttons if b.label == "Show me").rect.center)
    shown = app.scene
    assert shown is not scene and shown.session.actions == line[:FOLLOWED]
    assert replay_wins(FOOLS, shown.session.state, shown.showing[FOLLOWED:])


def test_l2_a_winnable_deal_is_looked_at_for_where_it_stopped_being_winnable(app, monkeypatch):
    scene, _ = winnable_deal_table(app, monkeypatch)
    app.settings.still_winnable = False   # nothing proved lost in play: the post-mortem searches
    release, real = threading.Event(), solver_post_mortem.examine

    def held(*args, **kwargs):
        release.wait(60)
        return real(*args, **kwargs)

    monkeypatch.setattr(solver_post_mortem, "examine", held)
    lose_from_here(app, scene)   # the quick bot's moves from the deal lose it
    assert post_mortem.end_words(scene) == ([post_mortem.LOOKING_WINNABLE], [])
    scene.session.winnable_deal = False   # any deal: whether it could be won is the question
    assert post_mortem.end_words(scene) == ([post_mortem.LOOKING], [])
    release.set()
    scene.examination.wait(timeout=300)


def test_l2_given_up_where_the_solver_could_not_tell_the_panel_says_so(app, monkeypatch):
    """The finding's related point: Give up says "The end panel then says whether it could
    still have been won from there"; given up where the search could not tell, the panel
    said nothing of it. Given up right after the move off the line (4,519 positions to
    prove lost), with one position to search."""
    from tarot_table.solver.search import Verdict
    monkeypatch.setattr(post_mortem, "budget", lambda: Budget(nodes=1))
    line = replay_indices(FOOLS, FOOLS.new(SHIPPED_HARD_DEAL, HARD), list(dict(proven_deals(FOOLS, HARD))[SHIPPED_HARD_DEAL]))
    session = Session.start(FOOLS, SHIPPED_HARD_DEAL, HARD)
    for action in line[:FOLLOWED]:
        session.play(action)
    session.play(next(a for a in FOOLS.legal_actions(session.state) if (a.kind, a.card, a.to) == OFF_THE_LINE))
    session.give_up()
    scene = TableScene(app, session)
    scene.still.known[state_key(session.fresh_state())] = Verdict(WINNABLE, list(line))   # the deal's own line
    app.switch(scene)
    step(app)
    scene.examination.wait(timeout=300)
    step(app, 2)
    lines, _ = post_mortem.end_words(scene)
    assert lines[-1] == f"{post_mortem.UNKNOWN_WHERE_GIVEN_UP} Show me plays the line from there."
    assert lines[0].endswith(f" from before your move {FOLLOWED + 1}.")


def test_the_end_panel_says_where_play_proved_the_game_lost_when_it_cannot_name_the_move(app, monkeypatch):
    """Play-test round 5: the status bar said "No longer winnable" from move 53, the end
    panel only that the solver "could not tell" which later move lost it, read as a
    contradiction. The line followed, the move off it made with "Still winnable?" off,
    then a move more: the watch proves that position lost, the post-mortem (one position
    to search) cannot tell which of the two moves lost it, and the panel says both."""
    scene, line = winnable_deal_table(app, monkeypatch)
    for action in line[:FOLLOWED]:
        scene.perform(action, asked=True)
    step(app)
    app.settings.still_winnable = False
    scene.perform(off_move(scene), asked=True)
    scene.perform(greedy_line(FOOLS, scene.session.state)[0], asked=True)
    app.settings.still_winnable = True
    step(app)
    scene.still.job.thread.join(timeout=300)
    step(app, 2)
    assert status_right(scene, "").startswith("No longer winnable")
    lose_from_here(app, scene)
    scene.examination.wait(timeout=300)
    step(app, 2)
    assert scene.examination.result.turning is None
    lines, _ = post_mortem.end_words(scene)
    assert lines == [f"This deal was dealt winnable: a winning line of {len(line) - FOLLOWED} moves was known "
                     f"from before your move {FOLLOWED + 1}.",
                     f"After your move {FOLLOWED + 2} it could no longer be won: one of the moves from your move "
                     f"{FOLLOWED + 1} to there lost it, which one the solver could not tell in time. Show me plays "
                     f"the line from there."]
    kept = [words for room in post_mortem.answer_room(scene) for words in room]
    assert any(words.startswith("After move 999 (Autoplay's) it could no longer be won: one of the moves from "
                                "move 999 (Autoplay's) to there") for words in kept), "room kept from the first frame"


def test_where_the_deal_is_not_known_the_panel_still_says_where_play_proved_it_lost():
    """Play-test round 6: the status bar said "Not winnable from here" from move 8 to the
    end, the end panel only "The solver could not tell in time whether this deal could be
    won." The panel says where play proved the game lost, and that the deal itself is not
    known; with nothing proved in play it says only the latter, as before."""
    from tarot_table.solver import UNKNOWN, Verdict
    from tarot_table.solver.post_mortem import PostMortem
    start = FOOLS.new(3, {})
    actions, state = [], start.clone()
    for action in greedy_line(FOOLS, state)[:4]:
        actions.append(action)
        FOOLS.apply(state, action)
    after_three = start.clone()
    for action in actions[:3]:
        FOOLS.apply(after_three, action)
    exam = post_mortem.Examination.__new__(post_mortem.Examination)
    exam.game, exam.start, exam.actions = FOOLS, start, actions
    exam.proved_lost = {state_key(after_three)}
    unknown = PostMortem(Verdict(UNKNOWN))
    assert exam._first_proved_lost(unknown) == 3
    named = lambda number: f"your move {number}"
    assert post_mortem._answer(None, unknown, named, 3)[0] == [
        "After your move 3 it could not be won; whether the deal itself could, the solver could not tell in time."]
    assert post_mortem._answer(None, unknown, named)[0] == [
        "The solver could not tell in time whether this deal could be won."]
    exam.proved_lost = set()
    assert exam._first_proved_lost(unknown) is None
    kept = [words for room in post_mortem._every_answer() for words in room]
    assert any(words.startswith("After move 999 (Autoplay's) it could not be won; whether the deal itself")
               for words in kept), "room kept from the first frame"
