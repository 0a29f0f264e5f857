"""Queens of Fate play-test findings: the piles are called by one set of names wherever
the player reads them (house decision 18), refusals say why, and the original table's
court columns name their domain."""
from __future__ import annotations

import random

import pytest

from tarot_table.cards import english_name
from tarot_table.games import get_game
from tests.helpers.queens import GAME as QUEENS
from tests.helpers.queens import C, P, S, W, do, m, t, table
from tests.helpers.queens import table as queens_table
from tests.helpers.table import click, drag, open_position, settle, zone_centre
from tests.helpers.table import zone_centre as centre
from tests.helpers.tempting import grab

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


@pytest.mark.parametrize("rules", ["original", "reiser"])
def test_each_domain_place_is_labelled_as_the_refusals_name_it(rules):
    """Play-test: the Queen and Court places carried no suit; only the Arcana row far
    below did, so each court column, beside its Queen, named their domain. Play in a
    real window: the refusals said "the Pentacles court" and "the Pentacles Arcana row"
    while the table said "Pentacles" and "Pentacles 0/1". Each label now carries the
    word the refusals use for the place."""
    from tarot_table.games.queens_of_fate.presentation import place_name
    shown = labels(GAME.new(1, {"rules": rules}))
    for suit in ("wands", "cups", "swords", "pentacles"):
        domain = suit.capitalize()
        assert shown[f"court_{suit}"] == f"{domain} court" and place_name(f"court_{suit}") == f"the {domain} court"
        assert shown[f"arcana_{suit}"].startswith(f"{domain} Arcana ")
        assert place_name(f"arcana_{suit}") == f"the {domain} Arcana row"


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


@pytest.mark.parametrize("rules", ["original", "reiser"])
@pytest.mark.parametrize("place, said", [
    ("arcana_wands", "the Wands Arcana row: it is of Pentacles"),
    ("court_wands", "the Wands court: only court cards go there"),
    ("queen_wands", "the Wands Queen's place: only court cards go there"),
])
def test_the_old_fate_dropped_on_a_wands_place_snaps_back_naming_it_and_where_it_may_go(
        app, rules, place, said):
    """Play-test finding 4: the old Fate card dropped on one of the Wands places only
    repeated the general instruction. Seed, Fate in harmony: the card already in Fate
    "may either be discarded (moved face-down to the Portents area) or 'secured' (moved
    face-up to a domain matching its suite)". The drop snaps back and says which place
    was tried, why not, and where the card may go."""
    scene = open_position(app, GAME, table({"rules": rules}, fate=[m("pentacles", "seven")],
                                           destiny=[m("wands", "two")]))
    click(app, centre(scene, "destiny"))
    assert scene.session.state.data["phase"] == "resolve"
    drag(app, centre(scene, "fate"), centre(scene, place))
    settle(app, scene)
    state = scene.session.state
    assert [p.card for p in state.zones["fate"]] == [m("pentacles", "seven")]
    assert [p.card for p in state.zones["challenge"]] == [m("wands", "two")]
    assert scene.card_rect(m("pentacles", "seven")).center == centre(scene, "fate")   # back in its place
    words = scene.message[0]
    assert words.startswith(f"Seven of Pentacles cannot go to {said}")
    assert words.endswith("Keep it in the Pentacles Arcana row or discard it to the Portents.")


@pytest.mark.parametrize("rules", ["original", "reiser"])
@pytest.mark.parametrize("drawn, place, said, home", [
    (m(S, "queen"), "arcana_swords", "the Swords Arcana row", "the Swords Queen's place"),
    (m(C, "page"), "arcana_cups", "the Cups Arcana row", "the Cups court"),
])
def test_a_court_card_drawn_and_dropped_on_its_arcana_row_snaps_back_naming_its_own_place(
        app, rules, drawn, place, said, home):
    """Play in a real window: a newcomer told to take the Queen of Swords "to the Swords
    domain" dropped her on the row labelled "Swords 0/1" and was told the same again.
    Seed, Passing a year: a court card drawn "may immediately 'secure it' by placing it
    in its respective domain area"; the refusal names the place tried and the one place
    of the domain that takes the card."""
    scene = open_position(app, GAME, table({"rules": rules}, destiny=[drawn]))
    click(app, centre(scene, "destiny"))
    assert scene.session.state.data["phase"] == "resolve"
    drag(app, centre(scene, "challenge"), centre(scene, place))
    settle(app, scene)
    assert [p.card for p in scene.session.state.zones["challenge"]] == [drawn]
    assert scene.card_rect(drawn).center == centre(scene, "challenge")   # back in its place
    assert scene.message[0].startswith(f"{english_name(drawn)} cannot go to {said}: drag it to {home} to secure it")


def test_the_harmony_tip_matches_the_challenge_step_the_game_is_at():
    """Play-test finding 15: the harmony tip said the new card "takes Fate" while it still
    lay in the Challenge. Seed, Fate in harmony: the Challenge moves to Fate and the card
    already there is discarded or secured; here the move of the new card is made for the
    player once the old one is placed. The coaching note and the lesson's words, where
    they are shown, say the new card waits in the Challenge and becomes Fate after."""
    from tarot_table import coaching, lessons
    state = table(fate=[m("pentacles", "seven")], destiny=[m("wands", "two")])
    GAME.apply(state, GAME.legal_actions(state)[0])
    harmony = next(s for s in coaching.situations(GAME) if s.id == "harmony")
    assert harmony.met({a.kind for a in GAME.legal_actions(state)}, None)
    assert [p.card for p in state.zones["challenge"]] == [m("wands", "two")]   # the step the game is at
    assert "takes Fate" not in harmony.note
    assert "waits in the Challenge" in harmony.note and "then becomes your Fate" in harmony.note
    lesson = lessons.load(GAME)
    number = next(i for i, step in enumerate(lesson.steps) if step.move.get("kind") == "keep-fate")
    shown = lessons.reach(GAME, lesson, number).state
    assert [p.card for p in shown.zones["challenge"]] == [m("wands", "two")]
    assert "takes Fate" not in lesson.steps[number].say
    assert "then the Two of Wands moves from the Challenge into Fate" in lesson.steps[number].say


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
def test_a_drag_out_of_the_awakened_fan_says_the_rule(app, card, target, reason):
    """The fourth real-window round, finding 4: A drag out of the Awakened fan said only
    "That move is not allowed now." The seed: "You may choose to secure any revealed
    applicable cards (Arcana, Sources, and Court cards) by moving them to their appropriate
    domains or areas, and discard the rest (placing them face-down, on top of the Portents
    area)." Each drop that breaks it snaps back and says which rule."""
    scene = open_position(app, QUEENS, awakening())
    before = scene.session.state.to_json()
    drag(app, grab(scene, card), zone_centre(scene, target))   # grabbed by its strip that shows in the fan
    assert scene.session.state.to_json() == before and not scene.session.actions
    assert scene.message[0] == reason


def test_the_endure_note_names_what_is_dragged_and_doing_so_endures(app):
    """Play in a real window: "press Endure to choose what you lose, or drag it to the
    Portents" read as the trump; the trump dragged there was refused. Seed, Battling the
    Opposition: an Opposition not overcome "will kill off a Court card". The note names
    the card given up, and dragging that card to the Portents endures."""
    from tarot_table.coaching import situations
    note = next(s.note for s in situations(GAME) if s.id == "endure")
    assert "drag the court card, Artifact or Source you give up to the Portents" in note
    scene = open_position(app, GAME, table(court_cups=[m(C, "king")], destiny=[t(15)]))
    click(app, centre(scene, "destiny"))
    assert scene.session.state.data["phase"] == "battle"
    drag(app, centre(scene, "challenge"), centre(scene, "portents"))
    settle(app, scene)
    assert scene.session.state.zones["court_cups"][0].card == m(C, "king")   # the trump is refused
    drag(app, centre(scene, "court_cups"), centre(scene, "portents"))
    settle(app, scene)
    state = scene.session.state
    assert not state.zones["court_cups"] and state.zones["signs"][-1].card == t(15)


def test_a_years_draw_and_a_challenge_in_harmony_tell_the_year_and_the_cards_by_name():
    """The story's commonest lines (a year's draw, a Challenge in harmony with Fate), which
    are made from small tables and afresh rather than kept whole by year and card: over
    greedy deals of both rule sets, every draw's first line names the year and the card
    drawn from Destiny, and a harmony names that card and the Fate it meets."""
    greedy = GAME.bots["greedy"]
    drawn_lines = harmonies = 0
    for options in ({}, {"rules": "reiser"}):
        for seed in range(12):
            seats = GAME.default_seats(1)
            state = GAME.new(seed, GAME.check_options(options), seats)
            rng = random.Random(seed)
            while GAME.current_seat(state) is not None:
                action = greedy(GAME, GAME.view(state, 0), rng)
                told = len(state.story)
                top = state.zones["destiny"][-1].card if state.zones["destiny"] else None
                fate = state.zones["fate"][-1].card if state.zones["fate"] else None
                GAME.apply(state, action)
                new = state.story[told:]
                if action.kind == "draw" and top is not None:
                    assert new[0] == f"Year {state.data['years']}: {english_name(top)}."
                    drawn_lines += 1
                for line in new:
                    if " is in harmony with " in line:
                        assert line in (f"{english_name(top)} is in harmony with {english_name(fate)}.",
                                        f"{english_name(top)} is in harmony with {english_name(fate)}"
                                        " (its King keeps the peace).")
                        harmonies += 1
    assert drawn_lines > 500 and harmonies > 50
