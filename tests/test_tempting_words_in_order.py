"""Play-test findings on Tempting Fate's words (29 November): the story's "it holds with 1
token. It is immune." said the reason after its result, and not what the card is immune
to; and a newcomer as Fate who laid one card on each of Paths 1-3 lost in 21 seconds,
the note on a path of one card gone as soon as the second card was laid. The note now
stays while Fate lays the turn's cards, and says what to do before the turn ends."""
from __future__ import annotations

import pygame

from tarot_table import coaching
from tarot_table.games.base import Action
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tests.helpers.table import drag, step, zone_centre
from tests.helpers.tempting import GAME, grab, m, table, z


def test_an_attack_the_card_resists_says_why_before_what_came_of_it():
    """rules.md: a symbol is immune to one suit (wavy lines: cups) and the attack's
    worth goes on it as tokens all the same."""
    state = table(turn="querent", querent_hand=[m("cups", "three")], path1=[z("circle"), z("waves")])
    GAME.apply(state, Action("attack", m("cups", "three"), "path1"))
    said = state.story[-1]
    assert ", but the " in said and " is immune to cups: it holds, with 3 tokens." in said, said
    assert said.index("immune") < said.index("holds")


def test_a_trump_the_card_resists_is_named_by_its_worth():
    """rules.md: each symbol resists "any trump worth exactly as many points as itself"."""
    state = table(turn="querent", querent_hand=["major_arcana.13"], path1=[z("circle"), z("waves")])
    GAME.apply(state, Action("attack", "major_arcana.13", "path1"))
    assert "is immune to trumps worth 3: it holds, with 3 tokens." in state.story[-1], state.story[-1]


def _lay(app, scene, path: str) -> None:
    card = scene.session.state.zones["fate_hand"][0].card
    drag(app, grab(scene, card), zone_centre(scene, path))
    step(app, 2)


def test_the_note_on_a_lone_card_stays_while_fate_lays_the_turns_cards(app):
    app.settings.coaching = True
    coaching.remember(GAME.id, "fate-turn")   # a player past the first note
    scene = TableScene(app, Session.start(GAME, 3, {}))
    app.switch(scene)
    step(app)
    assert scene.human_turn()
    _lay(app, scene, "path1")
    assert scene.coaching.note is not None and scene.coaching.note.id == "single-card"
    assert "before your turn ends" in scene.coaching.note.note
    _lay(app, scene, "path2")   # a second lone card: the warning is still there to read
    assert [p.card for p in scene.session.state.zones["path2"]]
    assert scene.coaching.note is not None and scene.coaching.note.id == "single-card"
    _lay(app, scene, "path3")   # the turn ends: the note has had its moment
    scene.finish_bot_turns()
    step(app, 2)
    assert scene.coaching.note is None or scene.coaching.note.id != "single-card"
