"""Queens of Fate play-test findings: the piles are called by one set of names wherever
the player reads them (house decision 18), refusals say why, and the original table's
court columns name their domain."""
from __future__ import annotations

import random

import pytest

from tarot_table.games import get_game
from tests.helpers.queens import m, t, table
from tests.helpers.table import drag, open_position
from tests.helpers.table import zone_centre as centre

GAME = get_game("queens-of-fate")
PILES = {"destiny": "Destiny", "portents": "Portents", "signs": "Signs", "fate": "Fate", "sources": "Sources"}
REISER_MAT_WORDS = ("Draw pile", "Discards", "Major discards", "Resolve", "Aces")


def labels(state) -> dict[str, str]:
    return {spot.zone: spot.label for spot in GAME.layout(state).spots}


@pytest.mark.parametrize("rules", ["original", "reiser"])
def test_the_piles_carry_the_games_names_under_both_rule_sets(rules):
    """House decision 18: Reiser's mat keeps Destiny, Portents, Signs, Fate and Sources."""
    shown = labels(GAME.new(1, {"rules": rules}))
    assert {zone: shown[zone] for zone in PILES} == PILES


def test_what_the_player_reads_under_reiser_names_only_piles_the_table_labels():
    """Play-test: the mat said Draw pile while the status bar said Click Destiny. Every
    text of a Reiser game (status, refusals, story, buttons, rules page) uses the names
    on the table and none of the mat's other words."""
    rng = random.Random(3)
    state = GAME.new(3, {"rules": "reiser"})
    said = [GAME.rules_text().split("18. **One set of names")[0]]   # all but the decision itself
    for _ in range(150):
        legal = GAME.legal_actions(state)
        if GAME.outcome(state) is not None or not legal:
            break
        said.append(GAME.status(state))
        said += [label for label, _ in GAME.buttons(state)]
        said += [GAME.why_not(state, p.card, zone) for zone in ("portents", "destiny", "arcana_cups")
                 for p in state.zones["sources"][-1:] + state.zones["fate"][-1:]]
        GAME.apply(state, rng.choice(legal))
    said += state.story
    shown = set(labels(state).values())
    words = "\n".join(said)
    for name in PILES.values():
        assert name in shown
    for other in REISER_MAT_WORDS:
        assert other not in shown
    for other in ("Draw pile", "Major discards", "Resolve area", "Discards"):   # as names of piles
        assert other not in words, other


def test_the_original_tables_court_columns_name_their_domain():
    """Play-test: the Queen and Court places carried no suit; only the Arcana row far
    below did. Each court column, beside its Queen, names their domain."""
    shown = labels(GAME.new(1, {}))
    assert [shown[f"court_{suit}"] for suit in ("wands", "cups", "swords", "pentacles")] == [
        "Wands", "Cups", "Swords", "Pentacles"]


def test_the_fate_card_dragged_onto_a_trump_is_refused_because_fate_is_not_in_a_domain(app):
    """Seed, Battling the Opposition: Arcana are committed from the domains. The Fate
    card is an Arcana card, so "Drag Arcana onto ..." told the player nothing."""
    scene = open_position(app, GAME, table(arcana_wands=[m("wands", "four")], fate=[m("cups", "five")],
                                           challenge=[t(6)], phase="battle"))
    drag(app, centre(scene, "fate"), centre(scene, "challenge"))
    assert scene.session.state.zones["fate"][0].card == m("cups", "five")
    assert "Fate is not in a domain" in scene.message[0]


@pytest.mark.parametrize("options, arcana, words", [
    ({"artifacts": "on"}, [], "Cups holds none"),
    ({"artifacts": "off"}, [m("cups", "four")], "Artifacts are off"),
    ({"artifacts": "on", "rules": "reiser"}, [m("cups", "four")], "Reiser's rules a Source forges nothing"),
])
def test_a_source_dropped_on_its_own_domain_says_why_it_cannot_be_forged(app, options, arcana, words):
    """Seed, Forge an Artifact: a Source joins an Arcana card of its own domain. Dropped
    where there is none to join (or where Artifacts are not played), the refusal says so
    instead of the battle's or the year's generic line."""
    scene = open_position(app, GAME, table(options, sources=[m("cups", "ace")], arcana_cups=arcana))
    drag(app, centre(scene, "sources"), centre(scene, "arcana_cups"))
    assert scene.session.state.zones["sources"][0].card == m("cups", "ace")
    assert words in scene.message[0]
