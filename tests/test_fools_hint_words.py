"""The Fool's Journey's hint says why in a sentence, true of the position it is given
for (issue 31: a discard hint spoke of emptying the Present about a card already in the
Satchel, and a Helper hint doubled a Vitality card the Fool had no room to use)."""
from __future__ import annotations

from tarot_table.games import get_game
from tarot_table.games.base import Action

FOOLS = get_game("fools-journey")
TWO_OF_CUPS = "minor_arcana.cups.two"


def _deal():
    state = FOOLS.new(906, {"reversals": "on"})   # the Present: Hierophant, Two of Cups, Eight of Swords, Three of Pentacles
    assert state.zones["present_2"][0].card == TWO_OF_CUPS
    return state


def _hint(state, action: Action) -> str:
    legal = FOOLS.legal_actions(state)
    assert action in legal, [a.label for a in legal]
    return FOOLS.hint(state, legal[legal.index(action)])


def test_a_discard_from_the_present_brings_the_next_adventure_nearer():
    words = _hint(_deal(), Action("discard", TWO_OF_CUPS, "past"))
    assert "emptier Present deals the next adventure sooner" in words


def test_a_discard_from_the_satchel_does_not_speak_of_the_present():
    state = _deal()
    FOOLS.apply(state, Action("store", TWO_OF_CUPS, "satchel_1"))
    words = _hint(state, Action("discard", TWO_OF_CUPS, "past"))
    assert "Present" not in words
    assert words == ("Drag the Two of Cups onto the Past: the Fool has no use for it, "
                     "and its place in the Satchel is free for a better card.")


def _helper_position(vitality: int):
    """A Knight of Cups in the Satchel, the Seven of Cups in the Present, one Wisdom."""
    state = _deal()
    state.move("minor_arcana.pentacles.three", "wisdom_1", face_up=True)
    state.move("minor_arcana.cups.knight", "satchel_1", face_up=True)
    state.move("minor_arcana.swords.eight", "past")
    state.move("minor_arcana.cups.seven", "present_3", face_up=True)
    state.data["vitality"] = vitality
    return state, Action("helper", "minor_arcana.cups.knight", "present_3")


def test_a_helper_on_vitality_the_fool_can_use_now_says_only_what_it_doubles():
    state, action = _helper_position(vitality=10)   # 15 to regain: all 14 count now
    assert _hint(state, action).endswith("for one point of Wisdom it doubles the Seven of Cups to 14.")


def test_a_helper_on_vitality_beyond_what_the_fool_can_regain_says_it_is_for_later():
    state, action = _helper_position(vitality=23)   # the case: only 2 to regain
    words = _hint(state, action)
    assert words.endswith("doubles the Seven of Cups to 14, to heal more once the Fool has lost more "
                          "(he could regain only 2 now).")
    assert words.count(".") == 1   # one sentence
