"""The fourth real-window round of 27 November (docs/playtest-32.md, its last section):
refusals that say the rule, coaching notes that go when their moment passes, and the
smaller findings."""
import pytest

from tests.helpers.queens import GAME as QUEENS, W, C, S, P, do, m, table as queens_table
from tests.helpers.tempting import grab
from tests.helpers.table import drag, open_position, zone_centre


def awakening():
    """An Awakening under way: the Ace of Wands has woken four discards."""
    state = queens_table(sources=[m(W, "ace")],
                         portents=[m(C, "two"), m(S, "king"), m(P, "three"), m(C, "seven"), m(W, "five")])
    do(state, "awaken", card=m(W, "ace"), to="portents", choice="awaken")
    return state


@pytest.mark.parametrize("card, target, reason", [
    (m(C, "two"), "challenge", "Two of Cups is secured only in the Cups Arcana row: drag it there, "
                               "or leave it for Discard the rest."),
    (m(S, "king"), "fate", "King of Swords is secured only in the Swords court: drag it there, "
                           "or leave it for Discard the rest."),
    (m(C, "seven"), "portents", "The awakened cards you do not secure go back to the Portents together: "
                                "press Discard the rest."),
    (m(W, "ace"), "sources", "Ace of Wands woke these cards: it goes to the Portents when the "
                             "Awakening ends, and cannot wake or be secured itself."),
])
def test_finding_4_a_drag_out_of_the_awakened_fan_says_the_rule(app, card, target, reason):
    """A drag out of the Awakened fan said only "That move is not allowed now." The seed:
    "You may choose to secure any revealed applicable cards (Arcana, Sources, and Court
    cards) by moving them to their appropriate domains or areas, and discard the rest
    (placing them face-down, on top of the Portents area)." Each drop that breaks it
    snaps back and says which rule."""
    scene = open_position(app, QUEENS, awakening())
    before = scene.session.state.to_json()
    drag(app, grab(scene, card), zone_centre(scene, target))   # grabbed by its strip that shows in the fan
    assert scene.session.state.to_json() == before and not scene.session.actions
    assert scene.message[0] == reason
