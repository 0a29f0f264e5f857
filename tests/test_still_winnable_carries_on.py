"""The "Still winnable?" search is not begun again at each move (the last session's note:
under load a search took longer than a move, so begun again at every move it never
answered, and the line said "Looking..." then "Can't tell yet" at each one). A move made
while the position before it is searched leaves that search running; its answer settles
the positions the moves since lead to where it can, and the wait is not begun again.
The searches are held back, as on a busy machine, until the test lets them go; budgets
are counts of positions, the clock is the injected one, threads are joined."""
from __future__ import annotations

from tarot_table.games import get_game
from tarot_table.solver import Budget, solve, state_key
from tarot_table.table.scenes import still_winnable
from tarot_table.table.scenes.table_bars import status_right
from tests.helpers.still_winnable import NODES, QUEENS, watched
from tests.helpers.table import step, still_answered

FOOLS = get_game("fools-journey")


def quiet(scene) -> str:
    return status_right(scene, "").split("     ")[0]


def moved(app, scene, action) -> None:
    scene.perform(action, asked=True)
    step(app)


def test_moves_along_the_line_the_running_search_finds_wait_for_it_and_are_known_at_once(app, monkeypatch):
    """Queens of Fate's deal 1: the search of the deal finds a winning line. Three moves of
    that line made while it is held back: the deal's search runs on (no other begun), the
    line says "Can't tell yet" from when the wait began, not "Looking..." again at each
    move, and once the answer comes the position three moves on is winnable with the
    rest of the line, with no search of its own."""
    found = solve(QUEENS, QUEENS.new(1, {}), Budget(nodes=NODES))
    assert found.verdict == "winnable" and len(found.line) > 3
    scene, held = watched(app, QUEENS, 1, monkeypatch)
    deal = scene.still.key(scene.session.state)
    assert quiet(scene) == still_winnable.LOOKING
    app.clock.advance(still_winnable.LOOKING_S)
    step(app)
    assert quiet(scene) == still_winnable.LOOKING_LONG
    for action in found.line[:3]:
        moved(app, scene, action)
        assert scene.still.job.key == deal, "the deal's search runs on"
        assert quiet(scene) == still_winnable.LOOKING_LONG, "the wait is not begun again"
    held.go.set()
    still_answered(app, scene)
    assert quiet(scene) == "Still winnable" and scene.still.job is None
    assert held.asked == [deal], "one search, of the deal"
    here = scene.still.known[scene.still.key(scene.session.state)]
    assert here.verdict == "winnable" and here.line == found.line[3:]
    moved(app, scene, found.line[3])
    assert quiet(scene) == "Still winnable" and scene.still.job is None, "the line goes on known"


def test_moves_after_a_position_the_running_search_proves_lost_are_lost_at_once(app, monkeypatch):
    """The Fool's Journey's deal 5, proved lost at the deal: two moves made while that
    search is held back are not searched; once it answers, the position on the table is
    not winnable, said as a deal that never was."""
    assert solve(FOOLS, FOOLS.new(5, {}), Budget(nodes=NODES)).verdict == "lost"
    scene, held = watched(app, FOOLS, 5, monkeypatch)
    for _ in range(2):
        moved(app, scene, FOOLS.legal_actions(scene.session.state)[0])
    held.go.set()
    still_answered(app, scene)
    assert held.asked == [state_key(FOOLS.new(5, {}))]
    assert scene.still.job is None and quiet(scene) == "Not winnable: no line wins this deal"


def test_a_move_off_the_line_found_gets_its_own_search_once_the_answer_comes(app, monkeypatch):
    """The line the deal's search finds followed up to its first choice, then left: that
    answer settles the positions up to the move off the line, not the one on the table,
    which gets a search of its own then; the wait goes on from where it began. Undo back
    onto the line brings its answer at once."""
    found = solve(QUEENS, QUEENS.new(1, {}), Budget(nodes=NODES))
    scene, held = watched(app, QUEENS, 1, monkeypatch)
    deal = scene.still.key(scene.session.state)
    along = 0
    while len(QUEENS.legal_actions(scene.session.state)) == 1:   # forced moves (draws) are the line's
        moved(app, scene, found.line[along])
        along += 1
    off = next(action for action in QUEENS.legal_actions(scene.session.state) if action != found.line[along])
    moved(app, scene, off)
    app.clock.advance(still_winnable.LOOKING_S)
    step(app)
    assert scene.still.job.key == deal and quiet(scene) == still_winnable.LOOKING_LONG
    here = scene.still.key(scene.session.state)
    held.go.set()
    scene.still.job.thread.join(timeout=300)
    step(app)
    assert scene.still.job.key == here and quiet(scene) == still_winnable.LOOKING_LONG, "its own search, waited on"
    still_answered(app, scene)
    assert held.asked == [deal, here]
    verdict = scene.still.known[here].verdict   # lost: the player's move lost a deal known winnable
    assert quiet(scene) == (still_winnable.LOST_WORDS["moves"] if verdict == "lost" else still_winnable.WORDS[verdict])
    scene.undo()
    step(app)
    assert quiet(scene) == "Still winnable" and scene.still.job is None
