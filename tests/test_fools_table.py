"""The Fool's Journey played with the mouse through the table's own event loop."""
import pytest

from tarot_table.games.base import Action
from tarot_table.layout import CARD_RATIO
from tarot_table.table.app import App
from tests.helpers.fools import C, GAME, P, S, W, arrange, boost, cards, m, t
from tests.helpers.table import click, drag, open_position, play_until, settle, step
from tests.helpers.table import zone_centre as centre

ON = {"reversals": "on"}


def card_at(scene, card):
    return scene.card_rect(card).center


def test_volition_dragged_onto_a_challenge_wears_it_down_and_lies_on_it(app):
    scene = open_position(app, GAME, arrange(volition=[m(S, "eight")], present_1=[t(13)],
                                             present_2=[m(C, "two")], present_3=[t(3)]))
    drag(app, card_at(scene, m(S, "eight")), card_at(scene, t(13)))
    state = scene.session.state
    assert cards(state, "present_1") == [t(13), m(S, "eight")]
    assert GAME.badges(state)[t(13)] == "5 left"


def test_a_challenge_dropped_on_the_fool_is_completed_directly(app):
    scene = open_position(app, GAME, arrange(present_1=[t(6)], present_2=[m(C, "two")], present_3=[t(3)]))
    drag(app, card_at(scene, t(6)), centre(scene, "fool"))
    assert scene.session.state.data["vitality"] == 19


def test_a_cups_card_dropped_on_the_fool_replenishes(app):
    scene = open_position(app, GAME, arrange(present_1=[m(C, "six")], present_2=[t(3)], present_3=[t(4)],
                                             vitality=10))
    drag(app, card_at(scene, m(C, "six")), centre(scene, "fool"))
    assert scene.session.state.data["vitality"] == 16


def test_house_8_a_cups_card_dropped_on_the_fool_at_full_vitality_snaps_back_and_says_why(app):
    scene = open_position(app, GAME, arrange(present_1=[m(C, "six")], present_2=[t(3)], present_3=[t(4)]))
    drag(app, card_at(scene, m(C, "six")), centre(scene, "fool"))
    state = scene.session.state
    assert cards(state, "present_1") == [m(C, "six")] and state.data["vitality"] == 25
    assert "Vitality is full (25/25)" in scene.message[0] and "Satchel" in scene.message[0]
    assert not scene.session.actions, "nothing was played"


def test_a_move_says_what_it_did_on_the_status_line(app):
    """A Cups card on the Fool below his maximum: the status line gives the Vitality,
    and what went over the maximum (house decision 8)."""
    scene = open_position(app, GAME, arrange(present_1=[m(C, "six")], present_2=[m(C, "ten")], present_3=[t(4)],
                                             present_4=[t(5)], vitality=10))
    drag(app, card_at(scene, m(C, "six")), centre(scene, "fool"))
    assert scene.message[0] == "The Six of Cups, worth 6, heals the Fool: Vitality 10 \u2192 16."
    settle(app, scene)
    drag(app, card_at(scene, m(C, "ten")), centre(scene, "fool"))
    assert scene.message[0] == "The Ten of Cups, worth 10, heals the Fool: Vitality 16 \u2192 25 (1 over the maximum is lost)."
    settle(app, scene)
    drag(app, card_at(scene, t(4)), centre(scene, "fool"))
    assert scene.message[0] == ("The Fool completes the Emperor, Challenge 4, directly. "
                                "The Emperor takes 4 Vitality from the Fool: 25 \u2192 21.")


def test_a_helper_dropped_on_its_card_and_an_ace_on_the_past(app):
    scene = open_position(app, GAME, arrange(present_1=[m(S, "queen")], present_2=[t(13)],
                                             present_3=[m(C, "ace")], wisdom_1=[m(P, "seven")],
                                             volition=[m(S, "eight")]))
    drag(app, card_at(scene, m(S, "queen")), card_at(scene, m(S, "eight")))
    assert cards(scene.session.state, "volition") == [m(S, "eight"), m(S, "queen")]
    settle(app, scene)
    drag(app, card_at(scene, m(C, "ace")), centre(scene, "past"))
    step(app)
    labels = [b.label for b in scene.choice_buttons]
    assert labels == ["Take a Chance with Ace of Cups", "Discard Ace of Cups", "Cancel"]
    click(app, scene.choice_buttons[0].rect.center)
    assert m(C, "ace") in cards(scene.session.state, "past")
    assert t(13) not in cards(scene.session.state, "present_2"), "the Present was shuffled back"


def test_a_refused_drop_snaps_back_and_says_why_in_the_games_terms(app):
    scene = open_position(app, GAME, arrange(present_1=[t(13)], present_2=[m(C, "two")], present_3=[t(3)]))
    drag(app, card_at(scene, t(13)), centre(scene, "satchel_1"))
    assert "cannot be stored or discarded" in scene.message[0]
    assert cards(scene.session.state, "present_1") == [t(13)]


def test_a_power_with_two_readings_asks_which(app):
    scene = open_position(app, GAME, arrange(ON, present_1=[8], present_2=[13], present_3=[t(20)],
                                             wisdom_1=[m(P, "two")]))
    drag(app, card_at(scene, t(8)), card_at(scene, t(13)))
    step(app)
    labels = [b.label for b in scene.choice_buttons]
    assert labels[:2] == ["Strength: equip Death as Strength (1 Wisdom)",
                          "Strength: equip Death as Volition (1 Wisdom)"]
    click(app, scene.choice_buttons[1].rect.center)
    assert cards(scene.session.state, "volition") == [t(13)]


def test_the_fool_shows_his_vitality_and_the_story_grows(app):
    scene = open_position(app, GAME, arrange(volition=[m(S, "ten")], present_1=[t(6)],
                                             present_2=[m(W, "two")], present_3=[t(3)], vitality=12))
    drag(app, card_at(scene, m(S, "ten")), card_at(scene, t(6)))
    state = scene.session.state
    assert GAME.badges(state)["major_arcana.00"] == "12/25"
    assert "well" in state.story[-1]


def test_the_rows_show_as_many_places_as_the_rules_allow():
    """Satchel and Wisdom show their limits (three each on normal); the spare place for
    the Empress and the Hierophant appears only when reversed powers are in play."""
    from tarot_table.games import get_game
    game = get_game("fools-journey")
    for reversals, extra in (("off", 0), ("on", 1)):
        state = game.new(3, {"reversals": reversals})
        zones = [spot.zone for spot in game.layout(state).spots]
        assert sum(z.startswith("satchel_") for z in zones) == 3 + extra
        assert sum(z.startswith("wisdom_") for z in zones) == 3 + extra


# ---- the play-test's findings ------------------------------------------------------------
@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_the_table_fills_the_window_at_every_size(size):
    """Play-test: at 1920x1080 and 2560x1440 the table used only the top of the window.
    The cards now span the table's width and reach well down it, and nothing leaves it."""
    app = App(headless=True, size=size)
    try:
        scene = open_position(app, GAME, arrange(present_1=[t(13)], present_2=[m(C, "two")], present_3=[t(3)]))
        g, area = scene.geometry, scene.frame(size)["table"]
        spots = [g.spot_rect(spot) for spot in g.layout.spots]
        used = spots[0].unionall(spots[1:])
        assert area.contains(used)
        assert used.width >= 0.9 * area.width
        if size[0] >= 1920:
            assert used.bottom - area.top >= 0.75 * area.height
            assert g.card_width >= 0.07 * size[0], "cards larger than the 120 px of before at 1920"
    finally:
        scene.leave()


def test_a_tall_stack_draws_closer_and_keeps_to_its_room():
    """A worn Strength card holding many Challenges and a Present Challenge worn by many
    Volition cards stay inside the table: their cards step closer together."""
    state = arrange(strength=[m(W, "ten"), m(W, "king"), t(3), m(S, "two"), t(4), m(S, "three"), t(2), t(1)],
                    present_1=[t(15), m(S, "four"), m(S, "five"), m(S, "six"), m(S, "seven")])
    layout = GAME.layout(state)
    strength, present, satchel = layout.spot("strength"), layout.spot("present_1"), layout.spot("satchel_1")
    assert strength.y + CARD_RATIO + strength.fan[1] * 7 <= layout.height + 1e-9
    assert present.y + CARD_RATIO + present.fan[1] * 4 < satchel.y, "the Present's stack stops above the next row"
    assert present.fan[1] < 0.3 and layout.spot("present_2").fan[1] == 0.3


@pytest.mark.parametrize("options, words", [
    ({}, ["Base rules (no reversals)", "Normal: 25 Vitality, 3 Wisdom, 3 in the Satchel"]),
    (ON, ["Advanced rules: reversed trumps keep their powers"]),
    ({"difficulty": "hard"}, ["Hard: 20 Vitality, 2 Wisdom, 2 in the Satchel"]),
    ({"difficulty": "easy"}, ["Easy: 30 Vitality, 4 Wisdom, 4 in the Satchel, Helpers on unequipped cards"]),
    ({"order": "random"}, ["Random Order"]),
    ({"ace_up": "satchel"}, ["Ace up the sleeve (one in the Satchel)"]),
    ({"ace_up": "on-fool"}, ["Aces up the sleeve (by the Fool)"]),
    ({"friend": "on"}, ["Supportive friend"]),
])
def test_the_rules_and_variants_in_play_are_written_above_the_table(options, words):
    """Play-test: nothing on the table said that reversals or a variant were in play."""
    layout = GAME.layout(GAME.new(2, options))
    shown = " ".join(c.text for c in layout.captions)
    for word in words:
        assert word in shown
    assert all(c.y < min(s.y for s in layout.spots) for c in layout.captions), "above the cards"


def test_every_variant_at_once_is_written_in_lines_that_fit():
    everything = {"reversals": "on", "difficulty": "easy", "order": "random", "ace_up": "on-fool", "friend": "on"}
    layout = GAME.layout(GAME.new(2, everything))
    assert len(layout.captions) >= 2
    assert all(len(c.text) * 0.12 <= c.width for c in layout.captions)
    assert "Supportive friend" in " ".join(c.text for c in layout.captions)


# ---- hints: what to do and why, in a sentence -------------------------------------------------
@pytest.mark.parametrize("zones, action, sentence", [
    (dict(volition=[m(S, "seven")], present_1=[t(7)], present_2=[m(C, "two")]), ("overcome", m(S, "seven"), "present_1"),
     "Drag the Seven of Swords onto the Chariot: its Volition of 7 overcomes the Chariot (7)."),
    (dict(volition=[m(S, "eight")], present_1=[t(13)], present_2=[m(C, "two")]), ("overcome", m(S, "eight"), "present_1"),
     "Drag the Eight of Swords onto Death: its Volition of 8 wears Death down from 13 to 5."),
    (dict(strength=[m(W, "seven")], present_1=[t(13)], present_2=[m(C, "two")]), ("endure", m(W, "seven"), "present_1"),
     "Drag the Seven of Wands onto Death: its Strength of 7 endures Death, so the Fool loses 6 Vitality instead of 13."),
    (dict(strength=[m(W, "nine")], present_1=[t(4)], present_2=[m(C, "two")]), ("endure", m(W, "nine"), "present_1"),
     "Drag the Nine of Wands onto the Emperor: its Strength of 9 endures the Emperor (4) and stays equipped with 5 left."),
    (dict(present_1=[t(6)], present_2=[m(C, "two")]), ("complete", t(6), "fool"),
     "Drag the Lovers onto the Fool: he pays its 6 Vitality (25 \u2192 19) and the Challenge is behind him."),
    (dict(present_1=[m(C, "six")], present_2=[t(3)]), ("replenish", m(C, "six"), "fool"),
     "Drag the Six of Cups onto the Fool: he regains 6 Vitality (12 \u2192 18)."),
    (dict(present_1=[m(S, "queen")], present_2=[t(3)], wisdom_1=[m(P, "two")], volition=[m(S, "eight")]),
     ("helper", m(S, "queen"), "volition"),
     "Drag the Queen of Swords onto the Eight of Swords: for one point of Wisdom it doubles the Eight of Swords to 16."),
    (dict(present_1=[m(W, "five")], present_2=[t(3)]), ("equip", m(W, "five"), "strength"),
     "Drag the Five of Wands onto the Strength place: equipped, its Strength of 5 can endure a Challenge."),
])
def test_a_hint_says_which_card_to_drag_where_and_why(zones, action, sentence):
    """Play-test: the hint said one word. Now it says the drag and what it brings."""
    state = arrange(vitality=12 if action[0] == "replenish" else None, **zones)
    assert GAME.hint(state, Action(*action)) == sentence


def test_a_hint_on_a_drop_with_several_moves_says_which_to_choose():
    state = arrange(present_1=[m(C, "ace")], present_2=[t(13)], present_3=[t(9)])
    words = GAME.hint(state, Action("chance", m(C, "ace"), "past"))
    assert words == ("Drag the Ace of Cups onto the Past and choose \u201cTake a Chance\u201d: the Present "
                     "(Challenges worth 22) is shuffled away and a new adventure dealt.")


def test_a_hint_for_a_reversed_power_names_its_cost_and_effect():
    state = arrange(ON, present_1=[15], present_2=[t(13)], wisdom_1=[m(P, "two")])
    assert GAME.hint(state, Action("power", t(15), "present_2")) == \
        "Drag the Devil onto Death: for 1 Wisdom, its power will discard Death."


def test_pressing_h_shows_the_hint_sentence_in_the_status_bar(app):
    from tests.helpers.table import key
    import pygame
    scene = open_position(app, GAME, arrange(volition=[m(S, "ten")], present_1=[t(6)], present_2=[m(C, "two")],
                                             present_3=[m(S, "two")], vitality=20))
    key(app, pygame.K_h)
    assert play_until(app, lambda: scene.hint is not None)
    words = scene.message[0]
    assert words.startswith("Drag the ") and ": " in words and words.endswith(".")
    assert len(words.split()) > 6


# ---- the hover preview keeps clear of what matters --------------------------------------------
def _preview_box(app, scene, monkeypatch, pos):
    """Where the preview is drawn when the pointer rests at ``pos``."""
    from tarot_table.table.scenes import preview
    from tarot_table.table.scenes import table as table_module
    from tests.helpers.table import post
    import pygame
    monkeypatch.setattr(table_module, "HOVER_PREVIEW_S", 0.0)
    boxes = []
    real = preview.preview_rect
    monkeypatch.setattr(preview, "preview_rect", lambda *a, **k: boxes.append(real(*a, **k)) or boxes[-1])
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    step(app, 2)
    return boxes[-1]


def test_the_preview_does_not_cover_the_hinted_card(app, monkeypatch):
    """Play-test: the preview beside the pointer hid the card the hint lit up."""
    from tarot_table.table.scenes.preview import preview_rect
    scene = open_position(app, GAME, arrange(present_1=[m(C, "six")], present_2=[t(4)], present_3=[t(3)],
                                             volition=[m(S, "four")]))
    scene.hint = (Action("overcome", m(S, "four"), "present_2"), float("inf"))
    pointer = scene.card_rect(m(C, "six")).move(-20, 0).midright
    box = _preview_box(app, scene, monkeypatch, pointer)
    assert not box.colliderect(scene.card_rect(t(4))), "the hinted Challenge stays in sight"
    assert not box.colliderect(scene.card_rect(m(S, "four")))
    plain = preview_rect(app.screen.get_size(), pointer, box.size[:1] + (box.height - 30,), 30, 18)
    assert plain.colliderect(scene.card_rect(t(4))), "where it used to go, it covered the Challenge"


def test_the_preview_does_not_cover_where_the_card_could_be_dropped(app, monkeypatch):
    """Resting on the Volition card: the Challenges it could strike stay in sight."""
    scene = open_position(app, GAME, arrange(present_1=[t(4)], present_2=[t(9)], present_3=[m(C, "two")],
                                             volition=[m(S, "four")]))
    pointer = scene.card_rect(m(S, "four")).center
    box = _preview_box(app, scene, monkeypatch, pointer)
    for target in (t(4), t(9), m(S, "four")):
        assert not box.colliderect(scene.card_rect(target))
    assert not box.collidepoint(pointer)


# ---- found playing whole games in a real window ----------------------------------------------
def test_a_helper_dropped_on_the_fool_or_an_empty_place_says_where_helpers_go(app):
    scene = open_position(app, GAME, arrange(present_1=[m(W, "knight")], present_2=[t(3)], present_3=[t(4)]))
    drag(app, card_at(scene, m(W, "knight")), centre(scene, "fool"))
    assert "not equipped or given to the Fool" in scene.message[0] and "own suit" in scene.message[0]
    settle(app, scene)
    drag(app, card_at(scene, m(W, "knight")), centre(scene, "strength"))
    assert "not equipped" in scene.message[0]
    assert cards(scene.session.state, "present_1") == [m(W, "knight")]


def test_the_wisdom_rows_help_names_reversed_powers_only_when_they_are_played():
    helps = {o: GAME.layout(GAME.new(1, {"reversals": o})).spot("wisdom_1").help for o in ("off", "on")}
    assert "reversed" not in helps["off"] and "reversed power" in helps["on"]


def test_grabbing_the_helper_on_the_volition_card_drags_the_whole_stack(app):
    """Found in play: the Helper covers most of the card it doubles, so a player grabs
    the Helper; the stack is picked up from the card beneath and strikes as one."""
    from tests.helpers.table import post
    import pygame
    scene = open_position(app, GAME, arrange(volition=[m(S, "ten"), m(S, "page")], present_1=[t(2)],
                                             present_2=[m(C, "two")], present_3=[t(3)]))
    boost(scene.session.state, m(S, "page"), m(S, "ten"))
    helper = scene.card_rect(m(S, "page")).move(0, 30).center
    assert scene.card_at(helper)[0] == m(S, "page"), "the pointer is on the Helper"
    post(pygame.MOUSEBUTTONDOWN, pos=helper, button=1)
    step(app)
    assert scene.drag.card == m(S, "ten") and scene.drag.carried == (m(S, "page"),)
    post(pygame.MOUSEBUTTONUP, pos=helper, button=1)
    step(app)
    drag(app, helper, card_at(scene, t(2)))
    state = scene.session.state
    assert not state.zones["volition"] and {m(S, "ten"), m(S, "page"), t(2)} <= set(cards(state, "past"))


def test_a_worn_challenge_is_picked_up_by_the_volition_lying_on_it(app):
    scene = open_position(app, GAME, arrange(present_1=[t(13), m(S, "eight")], present_2=[m(C, "two")],
                                             present_3=[t(3)]))
    scene.session.state.data["worn"][t(13)] = 8
    drag(app, card_at(scene, m(S, "eight")), centre(scene, "fool"))
    state = scene.session.state
    assert state.data["vitality"] == 20 and not state.zones["present_1"]


def test_the_fools_own_piles_lift_one_card_at_a_time():
    state = arrange({"friend": "on"}, friend=[m(C, "page"), m(W, "king")], present_1=[t(3)])
    assert GAME.handling.lift(state, m(W, "king")) == [m(W, "king")]


def test_house_decision_28_a_challenge_that_will_fell_the_fool_asks_first(app, monkeypatch):
    """The seventh real-window round: The Fool's Journey seed lets a Challenge be completed
    directly "whether or not" Strength and Volition could do it, and is silent on warning
    the player; house decision 28: a move that will fell the Fool asks first. Dragged onto
    the Fool as a player does, Death (13) with 5 Vitality left asks; Cancel keeps the
    journey; asked again and answered, it is lost. A Challenge he survives is played
    unasked."""
    from tarot_table.games.fools_journey.rules import JourneyHandling
    from tarot_table.table.scenes import post_mortem
    from tests.helpers.fools import C, GAME, arrange, m, t
    from tests.helpers.table import click, drag, open_position
    monkeypatch.setattr(post_mortem, "examinable", lambda game: False)   # an arranged position is no deal
    scene = open_position(app, GAME, arrange(present_1=[t(13)], present_2=[m(C, "two")], present_3=[t(3)],
                                             vitality=5))
    fool = scene.geometry.spot_rect(scene.geometry.layout.spot("fool")).center
    drag(app, scene.card_rect(t(3)).center, fool)   # 3 of his 5: no question
    assert scene.confirming is None and scene.session.state.data["vitality"] == 2
    drag(app, scene.card_rect(t(13)).center, fool)
    assert scene.confirming is not None and scene.confirming.title == "Let Death fell the Fool?"
    assert scene.confirming.lines == ["Challenge 13 costs him 13, and he has 2 Vitality left: the journey ends here, "
                                      "lost."]
    assert [b.label for b in scene.summary_buttons] == ["Fell him", "Cancel"]
    click(app, scene.summary_buttons[1].rect.center)
    assert scene.confirming is None and GAME.outcome(scene.session.state) is None
    step(app)
    drag(app, scene.card_rect(t(13)).center, fool)
    click(app, scene.summary_buttons[0].rect.center)
    assert GAME.outcome(scene.session.state) is not None and not GAME.outcome(scene.session.state).winners
    assert isinstance(GAME.handling, JourneyHandling)


def test_house_decision_28_the_worlds_last_breath_wins_unasked():
    """The seventh real-window round: House decision 3: completing the World with his last
    breath wins; that is no fall."""
    from tests.helpers.fools import GAME, arrange, t
    state = arrange(present_1=[t(21)], vitality=21)
    world = next(a for a in GAME.legal_actions(state) if a.kind == "complete" and a.card == t(21))
    state.zones["future"].clear()
    assert GAME.handling.caution(state, world) is None
