"""The Fool's Journey: a refused drop gives the real reason, in the seed's terms.
Found by a play-tester; each drop is made with real mouse events."""
import pytest

from tests.helpers.fools import C, GAME, P, S, W, arrange, cards, m, t
from tests.helpers.table import open_position
from tests.helpers.refusals import refused

ON = {"reversals": "on"}


@pytest.mark.parametrize("where", ["past", "satchel_1"])
def test_ace_up_the_sleeve_on_the_fool_refused_off_a_challenge_says_it_only_banishes(app, where):
    """Play-test 1 (seed, Ace Up the Sleeve: each Ace by the Fool banishes a Challenge;
    house decision 10: it takes no Chance). Not "lies on the Ace of ...": the Aces by the
    Fool are kept one beside another, each free to play."""
    scene = open_position(app, GAME, arrange({"ace_up": "on-fool"}, present_1=[t(13)], present_2=[m(C, "two")],
                                             present_3=[t(3)]))
    for ace in cards(scene.session.state, "sleeve"):
        words = refused(app, scene, ace, where)
        assert "banish a Challenge" in words and "lies on" not in words
        assert "house decision" not in words, "a player reads the rule, not its number in rules.md"


def test_ace_by_the_fool_dropped_on_a_completed_trump_says_it_is_no_longer_a_challenge(app):
    scene = open_position(app, GAME, arrange({"ace_up": "on-fool", "reversals": "on"}, present_1=[-13],
                                             present_2=[m(C, "two")], present_3=[t(3)]))
    ace = cards(scene.session.state, "sleeve")[0]
    assert "Death is already completed" in refused(app, scene, ace, t(13))


def test_supportive_friend_dropped_on_a_card_of_another_suit_gives_the_suit_rule(app):
    """Play-test 2 (seed, Deploy Helpers: Helpers can only be played on cards of the
    same suit): the friend on top under the Fool, not a stacking message."""
    scene = open_position(app, GAME, arrange({"friend": "on"}, friend=[m(C, "page"), m(W, "knight")],
                                             present_1=[t(3)], present_2=[t(4)], wisdom_1=[m(P, "two")],
                                             volition=[m(S, "eight")]))
    words = refused(app, scene, m(W, "knight"), m(S, "eight"))
    assert "own suit" in words and "Knight of Wands" in words and "lies on" not in words
    words = refused(app, scene, m(C, "page"), m(S, "eight"))
    assert "own suit" in words


def test_supportive_friend_dropped_on_the_past_says_it_leaves_only_when_deployed(app):
    """House decision 11: Helpers under the Fool leave only by being deployed."""
    scene = open_position(app, GAME, arrange({"friend": "on"}, friend=[m(C, "page")], present_1=[t(3)],
                                             present_2=[t(4)]))
    words = refused(app, scene, m(C, "page"), "past")
    assert "until it is deployed" in words
    assert "house decision" not in words, "a player reads the rule, not its number in rules.md"


def test_reversed_moon_without_volition_says_the_volition_is_missing(app):
    """Play-test 3 (seed, the Moon: it strikes with the equipped Volition card)."""
    scene = open_position(app, GAME, arrange(ON, present_1=[-18], present_2=[t(13)], present_3=[t(4)],
                                             wisdom_1=[m(P, "two")]))
    words = refused(app, scene, t(18), t(13))
    assert "no Volition is equipped" in words and "cannot work there" not in words


def test_reversed_moon_with_one_challenge_says_it_needs_two(app):
    scene = open_position(app, GAME, arrange(ON, present_1=[-18], present_2=[t(13)], present_3=[m(C, "two")],
                                             wisdom_1=[m(P, "two")], volition=[m(S, "four")]))
    assert "two Challenges" in refused(app, scene, t(18), t(13))


def test_a_wisdom_card_on_a_taken_wisdom_place_while_one_is_free_says_the_place_is_taken(app):
    """Play-test 4 (seed, Equip: up to three Wisdom cards): two of three carried, so the
    limit is not the reason."""
    scene = open_position(app, GAME, arrange(present_1=[m(P, "five")], present_2=[t(3)], present_3=[t(4)],
                                             wisdom_1=[m(P, "two")], wisdom_2=[m(P, "three")]))
    words = refused(app, scene, m(P, "five"), m(P, "two"))
    assert "taken" in words and "at most" not in words


def test_a_wisdom_card_when_the_wisdom_row_is_full_still_names_the_limit(app):
    scene = open_position(app, GAME, arrange(present_1=[m(P, "five")], present_2=[t(3)], present_3=[t(4)],
                                             wisdom_1=[m(P, "two")], wisdom_2=[m(P, "three")],
                                             wisdom_3=[m(P, "four")]))
    assert "at most 3 Wisdom" in refused(app, scene, m(P, "five"), m(P, "two"))


def test_judgement_lying_on_the_fool_says_what_it_waits_for(app):
    """House decision 16: Judgement lies on the Fool until a Challenge next wounds him."""
    scene = open_position(app, GAME, arrange(ON, fool=[t(20)], present_1=[t(3)], present_2=[t(4)]))
    words = refused(app, scene, t(20), "past")
    assert "until a Challenge next wounds him" in words


@pytest.mark.parametrize("zones, power, target, words", [
    (dict(present_1=[-13], present_2=[t(9)], present_3=[m(C, "two")]), 13, 9, "none is worn down"),
    (dict(present_1=[-2], present_2=[t(9)], present_3=[m(C, "two")]), 2, 9, "has neither"),
    (dict(present_1=[-9], present_2=[t(10)], present_3=[m(C, "two")]), 9, "strength", "no Strength is equipped"),
    (dict(present_1=[-19], present_2=[t(9)], present_3=[m(C, "two")]), 19, "volition", "no Volition is equipped"),
    (dict(present_1=[-1], present_2=[t(9)], present_3=[m(C, "two")]), 1, 9, "not a trump"),
    (dict(present_1=[-6], present_2=[t(9)], present_3=[m(C, "queen")]), 6, m(C, "queen"), "numbered card"),
    (dict(present_1=[-11], present_2=[t(9)], present_3=[m(C, "two")], volition=[m(S, "two")]), 11,
     m(P, "two"), "Volition is already equipped"),
])
def test_a_reversed_power_refused_says_what_it_lacks(app, zones, power, target, words):
    """The powers' conditions in the seed (Death: a Challenge with a reduced value; the
    High Priestess: equipped cards to discard; the Hermit: an equipped Strength card; the
    Sun: the equipped Volition; the Magician: a non-Challenge card; the Lovers: a
    numbered card; Justice: the Volition place)."""
    scene = open_position(app, GAME, arrange(ON, wisdom_1=[m(P, "two")], wisdom_2=[m(P, "three")], **zones))
    target = t(target) if isinstance(target, int) else target
    said = refused(app, scene, t(power), target)
    assert words in said and "house decision" not in said


def test_reversed_death_on_a_challenge_at_full_power_says_it_takes_only_worn_ones(app):
    """Seed, Death: it discards a Challenge that has a reduced value."""
    state = arrange(ON, present_1=[-13], present_2=[t(9)], present_3=[t(4), m(S, "two")], wisdom_1=[m(P, "two")])
    state.data["worn"][t(4)] = 2
    scene = open_position(app, GAME, state)
    assert "The Hermit is at full power" in refused(app, scene, t(13), t(9))


@pytest.mark.parametrize("ace_up, only", [("satchel", "Ace up the sleeve: On the Fool"),
                                          ("on-fool", "Only the Aces kept on the Fool banish")])
def test_an_ace_of_the_satchel_dropped_on_a_challenge_says_it_is_a_chance(app, ace_up, only):
    """Play-test (seed, Ace Up the Sleeve: only the second form, the Aces on the Fool,
    banishes; house decision 10: the Satchel's Ace is a Chance like any Ace). The
    refusal says why the Ace cannot banish, not only where a Chance goes."""
    scene = open_position(app, GAME, arrange({"ace_up": ace_up}, present_1=[t(13)], present_2=[m(C, "two")],
                                             satchel_1=[m(W, "ace")]))
    words = refused(app, scene, m(W, "ace"), t(13))
    assert "is a Chance" in words and "Past" in words and only in words


def test_the_ace_up_the_sleeve_option_says_only_the_aces_on_the_fool_banish():
    """Play-test: the option text said both forms banish; the seed gives the Satchel form
    a Chance card. The text names each form with what it does."""
    spec = next(o for o in GAME.options if o.key == "ace_up")
    satchel, fool = spec.help.split("On the Fool")
    assert "banish" not in satchel and "Chance" in satchel
    assert "banish" in fool


@pytest.mark.parametrize("suit", [C, W])
def test_an_ace_dropped_on_the_fool_says_it_is_a_chance_not_vitality(app, suit):
    """Play in a real window: the Ace of Cups dropped on the Fool was refused with "Only
    Vitality cards (Cups) replenish the Fool", which it seemed to be. Seed: "Aces represent
    Chance" whatever their suit; the refusal says so and where a Chance goes."""
    scene = open_position(app, GAME, arrange(present_1=[m(suit, "ace")], present_2=[t(13)], present_3=[t(4)]))
    words = refused(app, scene, m(suit, "ace"), "fool")
    assert words.startswith(f"Ace of {'Cups' if suit == C else 'Wands'} is a Chance, not Vitality: drop it on the Past")
