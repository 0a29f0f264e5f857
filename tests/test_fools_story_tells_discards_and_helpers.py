"""Play-test finding P15 (29 November, round 4): The Fool's Journey's Story left out two
kinds of move: a card discarded to the Past, and a Helper put under the Fool (Supportive
friend). The status bar said them ("The Two of Wands is discarded to the Past."), the Story
went on as if nothing had happened. Both are now told in the Story, as every other move is.
The moves are dragged with real mouse events at a real table; the lines are read from the
Story panel as it is drawn."""
from __future__ import annotations

from tarot_table.games import get_game
from tarot_table.games.fools_journey import story
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tests.helpers.table import draw_whole, drag, step
from tests.helpers.words import drawn_words

FOOLS = get_game("fools-journey")
FRIEND = FOOLS.check_options({"friend": "on"})
DEALT = 3   # a deal whose first position offers a Helper to put under the Fool, and a discard


def dragged(app, scene: TableScene, kind: str) -> str:
    """The first legal move of ``kind`` made by dragging its card onto its place; its card."""
    action = next(a for a in FOOLS.legal_actions(scene.session.state) if a.kind == kind)
    target = scene.geometry.spot_rect(scene.geometry.layout.find(action.to)).center
    drag(app, scene.card_rect(action.card).center, target)
    step(app, 3)
    return action.card


def story_drawn(app, scene: TableScene) -> str:
    """The words the Story panel draws (the status bar says the last move too)."""
    panel = scene.frame(app.screen.get_size())["log"]
    drawn = drawn_words(lambda: draw_whole(app))
    return " ".join(words for words, _, rect in drawn if panel.contains(rect))


def test_the_story_tells_a_helper_put_under_the_fool_and_a_card_discarded(app):
    scene = TableScene(app, Session.start(FOOLS, DEALT, FRIEND))
    scene.log_open = True
    app.switch(scene)
    step(app)
    helper = dragged(app, scene, "befriend")
    assert scene.session.state.story[-1] == story.befriended(helper)
    discarded = dragged(app, scene, "discard")
    assert scene.session.state.story[-1] == story.discarded(discarded)
    said = story_drawn(app, scene)
    for line in (story.befriended(helper), story.discarded(discarded)):
        assert line in said, (line, said)
    scene.leave()
