"""Play-test findings (29 November): the Story panel left out what happened. In The
Fool's Journey "Temperance is worn down to 9" and "Temperance takes 4 Vitality: 25 → 21"
showed in the status bar alone, the Story keeping only the card's tale; in Queens of
Fate (Reiser's rules) enduring Strength said "sacrificing 8 cards", not that 3 trumps
among them went to the Signs. The Story keeps what was met, what it cost and where cards
went, one line a move."""
from __future__ import annotations

from tarot_table.games.base import Seat
from tests.helpers import fools, queens
from tests.helpers.fools import C, S, W
from tests.helpers.table import drag, open_position, step, zone_centre


def test_a_challenge_worn_down_is_told_in_the_story_on_the_table(app):
    state = fools.arrange(volition=[fools.m(S, "eight")], present_1=[fools.t(13)], present_2=[fools.m(S, "five")],
                          present_3=[fools.t(3)])
    scene = open_position(app, fools.GAME, state, [Seat("Ann")])
    told = len(scene.session.state.story)
    drag(app, scene.card_rect(fools.m(S, "eight")).center, zone_centre(scene, "present_1"))
    step(app, 2)
    assert scene.session.state.story[told:] == ["Death, Challenge 13, is worn down to 5 by the Eight of Swords (Volition 8)."]


def test_a_challenge_completed_at_a_cost_tells_the_cost_and_its_tale_in_one_line():
    state = fools.arrange(strength=[fools.m(W, "three")], present_1=[fools.t(7)], present_2=[fools.m(C, "two")],
                          present_3=[fools.t(3)])
    told = len(state.story)
    fools.do(state, "endure", fools.m(W, "three"), "present_1")
    assert state.data["vitality"] == 21
    [line] = state.story[told:]
    assert line.startswith("The Three of Wands (Strength 3) endures the Chariot, Challenge 7. "
                           "The Chariot takes 4 Vitality from the Fool: 25 → 21. ") and len(line) > 120, line


def test_a_last_blow_is_told_by_the_ending_alone():
    """The ending names what felled the Fool (tests/test_fools_journey.py): the blow is not told twice."""
    state = fools.arrange(strength=[fools.m(W, "three")], present_1=[fools.t(7)], present_2=[fools.m(C, "two")],
                          present_3=[fools.t(3)], vitality=3)
    told = len(state.story)
    fools.do(state, "endure", fools.m(W, "three"), "present_1")
    assert len(state.story[told:]) == 1 and "takes 4 Vitality" not in state.story[-1]


def test_a_sacrifice_says_where_the_trumps_among_the_cards_went():
    state = queens.table(destiny=[queens.t(3), queens.m(W, "two"), queens.t(8), queens.m(C, "five"), queens.m(S, "six")])
    queens.do(state, "draw", src="destiny", to="challenge")
    told = len(state.story)
    queens.do(state, "endure", choice="sacrifice", to="destiny")
    assert queens.cards(state, "signs") == [queens.t(8), queens.t(3)]
    assert state.story[told:] == ["You endure The Empress by sacrificing 3 cards of Destiny: 1 trump among them "
                                  "to the Signs."], state.story[told:]


def test_a_challenge_s_story_line_says_how_it_was_met_then_its_tale():
    """Play-test finding (29 November): the road's tales ("He sits a while by a quiet pool
    and packs what he will need") said nothing in play. The tale stays, after the fact."""
    from tarot_table.games.fools_journey import story
    state = fools.arrange(volition=[fools.m(S, "nine")], strength=[fools.m(W, "ten")], present_1=[fools.t(5)],
                          present_2=[fools.t(7)], present_3=[fools.t(2)], present_4=[fools.m(C, "two")])
    told = len(state.story)
    fools.do(state, "overcome", fools.m(S, "nine"), "present_1")
    fools.do(state, "endure", fools.m(W, "ten"), "present_2")
    fools.do(state, "complete", fools.t(2), "fool")
    assert state.story[-1].startswith("A new adventure: ")   # one card left in the Present: the next deal
    assert state.story[told:-1] == [
        f"The Nine of Swords (Volition 9) overcomes the Hierophant, Challenge 5. {story.completed(5)}",
        f"The Ten of Wands (Strength 10) endures the Chariot, Challenge 7, and keeps 3 to endure more. "
        f"{story.completed(7)}",
        f"The Fool completes the High Priestess, Challenge 2, directly. The High Priestess takes 2 Vitality "
        f"from the Fool: 25 → 23. {story.completed(2)}"]


def test_a_heal_and_a_helper_are_told_in_the_story_with_what_the_helper_cost(app):
    """Play-test finding L1 (29 November): the Story left out each Cup drunk and each
    Helper deployed, so the Fool's Vitality jumped between its lines. Real drags: the Page
    of Cups doubles the Four of Cups (paid with the Three of Pentacles, the rules' choice),
    then the Four heals the Fool; each is a line, with its numbers as the rules left them."""
    P = "pentacles"
    state = fools.arrange(present_1=[fools.m(C, "page")], present_2=[fools.m(C, "four")], present_3=[fools.t(3)],
                          present_4=[fools.t(5)], wisdom_1=[fools.m(P, "three")], vitality=10)
    scene = open_position(app, fools.GAME, state, [Seat("Ann")])
    told = len(scene.session.state.story)
    drag(app, scene.card_rect(fools.m(C, "page")).center, scene.card_rect(fools.m(C, "four")).center)
    step(app, 2)
    drag(app, scene.card_rect(fools.m(C, "four")).center, zone_centre(scene, "fool"))
    step(app, 2)
    state = scene.session.state
    assert fools.m(P, "three") in fools.cards(state, "past") and state.data["vitality"] == 18
    assert state.story[told:] == [
        "The Page of Cups doubles the Four of Cups to 8, for one point of Wisdom (the Three of Pentacles).",
        "The Four of Cups, worth 8, heals the Fool: Vitality 10 → 18."]
