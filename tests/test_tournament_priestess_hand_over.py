"""Issue 32, item 3, the High Priestess case: at one screen, her look at the judge
reserve went straight to the hand-over before its result was on screen. Laid by a person
at a shared screen, the card she looked at lies face up in her view, with the button to
pass the screen, before the pass page hides the table; the next person never sees it."""
from tarot_table.games.base import Seat
from tests.helpers.table import drag, open_position, step, zone_centre
from tests.helpers.tournament_positions import GAME, m, t, table

PRIESTESS = t(2)


def test_the_high_priestess_s_look_is_on_screen_before_the_hand_over_page(app):
    people = [Seat("Ann"), Seat("Bob")]
    state = table(2, hands={0: [PRIESTESS, m("cups", "two"), m("cups", "three")],
                            1: [m("swords", "two"), m("swords", "three")]}, seats=people)
    scene = open_position(app, GAME, state, people)
    assert scene.viewer == 0 and scene.human_turn()
    secret = scene.session.state.zones["reserve"][-1]
    assert not scene._seen("reserve", secret)
    held = scene.card_rect(PRIESTESS)
    drag(app, (held.left + 6, held.centery), zone_centre(scene, "reserve"))
    step(app)
    assert PRIESTESS not in [p.card for p in scene.session.state.zones["hand0"]]   # she was played
    # Ann's turn is over, but the table is hers until she passes it: the card shows
    assert scene.handing_over == 1 and scene.handoff_to is None and scene.viewer == 0
    assert scene._seen("reserve", secret)
    assert not scene._covered()
    assert any("looks at the top card of the judge reserve" in line for line in scene.session.state.story)
    pass_button = next(b for b in scene.choice_buttons if b.label.startswith("Pass the screen to"))
    pass_button.on_click()
    step(app)
    assert scene.handoff_to == 1 and scene._covered()
    scene.summary_buttons[0].on_click()
    step(app)
    assert scene.viewer == 1 and not scene._seen("reserve", secret)   # Bob never sees Ann's secret
