"""The fifth real-window round (27 November): stepping through Show me on The Fool's
Journey, the status line said only "The solver's line from before your move 6: move 6 of
94.", and one step moved the King of Swords to the Satchel and dealt three cards with no
word of what moved. Each step now says where it is and what the move did, in the words
the table gives the same move when a player makes it."""
from __future__ import annotations

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tests.helpers.solver import greedy_line
from tests.helpers.table import click, solver_line_shown, step

FOOLS = get_game("fools-journey")
STEPS = 6


def said_by_a_player_making(app, moves) -> list[str]:
    """The status words a table gives after each of ``moves``, made by a player."""
    scene = TableScene(app, Session.start(FOOLS, 1, {}), saving=False)
    app.switch(scene)
    step(app)
    said = []
    for move in moves:
        hinted = FOOLS.hint(scene.session.state, move).removeprefix("Hint: ")
        scene.message = ("", scene.message[1], 0.0)
        scene.perform(move)
        said.append(scene.message[0] or hinted)   # a move the table makes silently: its hint's words (finding 3, 28 November)
    scene.leave()
    return said


def test_each_step_of_the_solvers_line_says_what_the_move_did(app):
    line = greedy_line(FOOLS, Session.start(FOOLS, 1, {}).state)[:STEPS]
    expected = said_by_a_player_making(app, line)
    assert any(expected), "the journey tells what its moves do"
    shown = solver_line_shown(app, FOOLS, 1, line)
    for done, words in enumerate(expected, start=1):
        click(app, next(b for b in shown.choice_buttons if b.label == "Forward").rect.center)
        step(app)
        assert shown.message[0] == f"The solver's line: move {done} of {STEPS}. {words}"


def test_every_step_of_show_me_says_what_moved_where_and_lights_the_card_moved(app):
    """The eighth real-window round, finding 3: stepping through "Show me" after a lost
    Fool's Journey, some steps were silent ("The solver's line from before your move 2: move
    5 of 99.", a discard to the Past) and nothing was lit. Every step says what moved where
    and lights the card moved, as a hint lights it."""
    from tarot_table.games import get_game
    from tarot_table.session import Session
    from tarot_table.table.scenes.table_cards import hint_cards
    from tests.helpers.solver import greedy_line
    fools = get_game("fools-journey")
    line = greedy_line(fools, Session.start(fools, 1, {}).state)[:12]
    shown = solver_line_shown(app, fools, 1, line)
    for done, action in enumerate(line, start=1):
        moved = action.card or shown.session.state.zones[action.src][-1].card
        click(app, next(b for b in shown.choice_buttons if b.label == "Forward").rect.center)
        step(app)
        prefix = f"The solver's line: move {done} of {len(line)}."
        assert shown.message[0].startswith(prefix) and len(shown.message[0]) > len(prefix) + 5, shown.message[0]
        assert hint_cards(shown) == {moved}


MET = {"overcome": "overcomes", "endure": "endures", "complete": "directly"}


def test_show_me_names_the_challenge_each_step_meets_how_and_what_it_cost(app):
    """Play-test finding (29 November): at a Challenge, Show me said only the road's tale
    ("An old teacher's question shows him why he walks at all"), never which Challenge
    was met, with what, or what it cost; a Helper or a discard fell back on the hint's
    advice ("Drag the King of Wands onto the Past..."). Real clicks on Forward through a
    whole journey: at each Challenge the step names it by its numeral and how it was met,
    and a blow names the Vitality the rules left; no step advises a drag."""
    from tarot_table.games.fools_journey import cards as fc
    from tarot_table.games.fools_journey import story
    from tarot_table.games.fools_journey import table as tb
    line = greedy_line(FOOLS, Session.start(FOOLS, 5, {}).state)   # overcomes, endures, pays, doubles, discards
    shown = solver_line_shown(app, FOOLS, 5, line)
    forward = next(b for b in shown.choice_buttons if b.label == "Forward")
    for done, action in enumerate(line, start=1):
        before = shown.session.state.clone()
        click(app, forward.rect.center)
        said, state = shown.message[0], shown.session.state
        assert said.startswith(f"The solver's line: move {done} of {len(line)}. ") and "Drag" not in said, said
        if action.kind in MET:
            foe = action.card if action.kind == "complete" else tb.base(before, action.to)
            met = MET[action.kind]
            if action.kind == "overcome" and tb.is_upright_trump(state, action.to):   # worn down, still standing
                met = f"worn down to {tb.remaining(state, action.to)}"
            assert f"{story.the(foe)}, Challenge {fc.number(foe)}".lower() in said.lower() and met in said, said
        if state.data["vitality"] < before.data["vitality"]:
            assert f"Vitality from the Fool: {before.data['vitality']} → " in said or "it is spent" in said, said
        if action.kind in ("helper", "discard"):
            assert story.the(action.card).lower() in said.lower(), said
    assert set(MET) | {"helper", "discard"} <= {action.kind for action in line}, "every kind the test reads"
