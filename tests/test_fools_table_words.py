"""The Fool's Journey after a play-test of four whole games: badges, the ending's
words, what the table says after a power and once the journey is over."""
import pygame

from tests.helpers.fools import C, GAME, P, W, arrange, cards, do, m, moves, t
from tests.helpers.table import click, drag, key, open_position, step
from tarot_table.games import get_game
from tarot_table.rng import Rng
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.table import post
from tarot_table.table.app import App

ON = {"reversals": "on"}


def test_only_the_worn_strength_card_shows_what_it_has_left():
    """Play-test 6: "N left" appeared on every Wands card of the Present and the Satchel
    while the Strength place was in use. Depletion (seed, Strength greater than the
    Challenge) belongs to the equipped card only."""
    state = arrange(strength=[m(W, "ten"), t(3)], present_1=[m(W, "five")], satchel_1=[m(W, "six")],
                    present_2=[t(4)], present_3=[m(C, "two")])
    state.data["worn"][m(W, "ten")] = 3
    marks = GAME.badges(state)
    assert marks[m(W, "ten")] == "7 left"
    assert m(W, "five") not in marks and m(W, "six") not in marks


def test_a_doubled_wands_card_in_the_satchel_still_shows_its_worth():
    """Easy difficulty lets a Helper double an unequipped Strength card: its worth shows."""
    state = arrange({"difficulty": "easy"}, satchel_1=[m(W, "six"), m(W, "king")], present_1=[t(4)],
                    present_2=[m(C, "two")])
    state.data["boost"][m(W, "king")] = m(W, "six")
    assert GAME.badges(state)[m(W, "six")] == "12"


def test_house_decision_24_the_ending_names_the_trump_strength_as_a_challenge():
    """Play-test 7: "spent by Strength" could be read as a Wands card. The ending says the
    Challenge and its numeral (seed: the game ends when the Fool's Vitality is depleted)."""
    state = arrange(present_1=[t(8)], present_2=[m(C, "two")], present_3=[t(3)], vitality=5)
    do(state, "complete", t(8), "fool")
    assert GAME.outcome(state).scores == (0.0,)
    assert "spent facing Strength, Challenge 8" in state.data["ended"][1]


def test_house_decision_24_after_a_fatal_completion_the_killing_trump_offers_no_power():
    """Play-test 8 (advanced rules): the trump that took the last Vitality lies upside down
    like any completed one, but the journey is over: its description offers nothing."""
    state = arrange(ON, present_1=[t(13)], present_2=[m(C, "two")], present_3=[-21], vitality=5)
    do(state, "complete", t(13), "fool")
    assert GAME.outcome(state) is not None
    assert "Its power" not in GAME.describe(state, t(13)) and "journey ended" in GAME.describe(state, t(13))
    assert "Its power" not in GAME.describe(state, t(21)) and "journey is over" in GAME.describe(state, t(21))
    assert moves(state) == []


def test_justice_says_what_it_did_on_the_status_line(app):
    """Play-test 9: the status bar was silent after Justice, Strength and the Chariot."""
    scene = open_position(app, GAME, arrange(ON, present_1=[-11], present_2=[t(13)], present_3=[m(C, "two")],
                                             wisdom_1=[m(P, "seven")]))
    drag(app, scene.card_rect(t(11)).center, scene.card_rect(m(P, "seven")).center)
    assert cards(scene.session.state, "volition") == [m(P, "seven")]
    assert scene.message[0] == "Justice turns the Seven of Pentacles into the Volition card, worth 7."


def test_strength_and_the_chariot_say_what_they_did():
    state = arrange(ON, present_1=[-8], present_2=[-13], present_3=[-7], present_4=[m(C, "two")],
                    wisdom_1=[m(P, "two")], wisdom_2=[m(P, "three")], satchel_1=[t(4)])
    told = [e.text for e in do(state, "power", t(8), "present_2", "volition") if e.kind == "message"]
    assert told == ["Strength tames Death: it is equipped as Volition, worth 13."]
    told = [e.text for e in do(state, "power", t(7), "present_4") if e.kind == "message"]
    assert told[0] == "The Chariot drives the Two of Cups back into the Future."
    assert told[1:] == [state.story[-1]] and told[1].startswith("A new adventure: ")   # one card left: the next deal


def test_every_power_says_what_it_did():
    """Each reversed power leaves a line for the status bar."""
    from tarot_table.games.fools_journey.powers import POWERS
    from tarot_table.rng import Rng
    seen = set()
    for deal in range(40):
        state = GAME.new(deal, ON)
        rng = Rng(deal)
        while GAME.outcome(state) is None and len(seen) < len(POWERS):
            action = rng.choice(GAME.moves(state))
            events = GAME.apply(state, action)
            if action.kind == "power":
                assert any(e.kind == "message" and e.text for e in events), action
                seen.add(action.card)
    assert len(seen) >= 12, "most powers were tried"


def _choose_between_two_readings(app):
    scene = open_position(app, GAME, arrange(ON, present_1=[-8], present_2=[-13], present_3=[t(20)],
                                             wisdom_1=[m(P, "two")]))
    drag(app, scene.card_rect(t(8)).center, scene.card_rect(t(13)).center)
    step(app)
    assert scene.pending_choice and scene.message[0] == "Choose one."
    return scene


def test_escape_closes_the_choice_and_its_words(app):
    """Play-test 9: "Choose one." stayed after the choice was closed with Escape."""
    scene = _choose_between_two_readings(app)
    key(app, pygame.K_ESCAPE)
    assert not scene.pending_choice and scene.message[0] == ""


def test_cancel_closes_the_choice_and_its_words(app):
    scene = _choose_between_two_readings(app)
    click(app, scene.choice_buttons[-1].rect.center)
    assert not scene.pending_choice and scene.message[0] == ""


def test_house_decision_23_a_spent_sleeve_ace_back_in_the_present_is_an_ordinary_chance(app):
    """An Ace by the Fool that has banished lies in the Past like any spent card; when the
    Random Order heap (or the Star) brings it back to the Present it is a Chance."""
    state = arrange({"ace_up": "on-fool", "order": "random"}, present_2=[t(13)], present_3=[m(C, "two")],
                    present_4=[t(3)])
    ace = cards(state, "sleeve")[0]
    do(state, "banish", ace, "present_2")
    assert ace in cards(state, "past")
    state.move(ace, "present_1", face_up=True)    # as the heap would bring it back
    assert ("chance", ace, "past") in [(a.kind, a.card, a.to) for a in moves(state)]


def test_house_decision_25_random_order_brings_every_card_back_upright():
    """House decision 9: the heap's cards lie face down and upright, so the card that comes
    back into the Present is upright, whatever it was before (a trump a Strength card had
    endured, a completed one)."""
    from tarot_table.rng import Rng
    for seed in range(30):
        state = arrange({"order": "random", "reversals": "on"}, present_1=[t(9)], present_2=[m(C, "two")],
                        present_3=[t(3)], past=[t(5), t(6), t(7), t(10)])
        state.rng = Rng(seed)
        do(state, "complete", t(9), "fool")
        for zone in ("present_1", "present_2", "present_3", "present_4"):
            assert all(not p.reversed or p.card == t(3) for p in state.zones[zone]), seed


def test_the_menu_thumbnail_carries_no_rules_banner(app, monkeypatch):
    """Play-test 11: the menu's small picture of the game showed "Base rules (no revers..."
    over the cards. A thumbnail draws the cards and places only, not the layout's captions."""
    from tarot_table.session import Session
    from tarot_table.table import board_draw
    from tarot_table.table.scenes.continue_list import small_table
    written = []
    real = board_draw.theme.text
    monkeypatch.setattr(board_draw.theme, "text", lambda surface, words, *a, **k: written.append(words)
                        or real(surface, words, *a, **k))
    small_table(app, Session.start(GAME, 3, {}), (220, 110))
    assert not any("Base rules" in words for words in written)
    assert GAME.layout(GAME.new(3)).captions, "the table itself still names the rules"


EVERY_OPTION = {"reversals": "on", "difficulty": "easy", "order": "random", "ace_up": "on-fool", "friend": "on"}


def test_at_1024x700_with_every_option_the_table_uses_the_height():
    """Play-test 10: with every option on, the one long bottom row (Satchel, Wisdom,
    Strength, Volition) made the cards about 50 px wide at 1024x700 with the story open,
    with empty felt above and below. A second arrangement puts the equipment in a row of
    its own, with the Fool's friends and Aces beside the Satchel; the table takes
    whichever gives larger cards."""
    from tarot_table.table.geometry import Geometry
    from tests.helpers.table import table_frame
    layout = GAME.layout(GAME.new(4, EVERY_OPTION))
    room = {shown: table_frame((1024, 700), shown)["table"] for shown in (True, False)}
    geometry = Geometry.fit(layout, room[True])
    assert geometry.card_width >= 56
    assert geometry.layout is layout.alternatives[0], "the stacked arrangement is the one chosen"
    spots = {spot.zone: spot for spot in geometry.layout.spots}
    assert spots["sleeve"].y == spots["satchel_1"].y and spots["strength"].y > spots["satchel_1"].y
    wide = Geometry.fit(layout, room[False])
    assert wide.layout is layout and wide.card_width >= 62, "without the story the one long row is larger"


def test_every_arrangement_keeps_each_row_and_its_labels_apart():
    """Each row's cards, with the room for what lies on them and the labels under them,
    end before the next row begins."""
    from tarot_table.games.fools_journey.layout import LABEL
    from tarot_table.layout import CARD_RATIO
    layout = GAME.layout(GAME.new(4, EVERY_OPTION))
    for arrangement in (layout, *layout.alternatives):
        rows = sorted({spot.y for spot in arrangement.spots})
        for upper, lower in zip(rows, rows[1:]):
            assert upper + CARD_RATIO + LABEL < lower
        xs = {}
        for spot in arrangement.spots:
            assert all(abs(spot.x - x) >= 1 for x in xs.get(spot.y, ())), "no two places overlap"
            xs.setdefault(spot.y, []).append(spot.x)
        assert max(s.x for s in arrangement.spots) + 1 <= arrangement.width


FOOLS = get_game("fools-journey")


def a_journey_one_move_from_its_end():
    quick = next(iter(FOOLS.bots.values()))
    session = Session.start(FOOLS, 2, {}, FOOLS.default_seats(None))
    moves = []
    while FOOLS.outcome(session.state) is None and len(moves) < 2000:
        action = quick(FOOLS, FOOLS.view(session.state, 0), Rng(7919 + session.state.moves))
        moves.append(action)
        session.play(action)
    assert FOOLS.outcome(session.state) is not None
    session = Session.start(FOOLS, 2, {}, FOOLS.default_seats(None))
    for action in moves[:-1]:
        session.play(action)
    return session, moves[-1]


def test_under_the_end_dialog_the_fool_gives_no_tip(app):
    """The third real-window round, finding 4 (a25): the Fool's Journey's end dialog up, the
    status bar under it read the Fool's tip ("Drop a Vitality card here to replenish..."):
    the pointer had rested on the Fool."""
    session, last = a_journey_one_move_from_its_end()
    scene = TableScene(app, session)
    app.switch(scene)
    step(app)
    fool = next(spot for spot in scene.geometry.layout.spots if spot.zone == "fool")
    post(pygame.MOUSEMOTION, pos=scene.geometry.spot_rect(fool).center, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert status_line(scene)[0] == fool.help   # the tip, while nothing covers the Fool
    scene.perform(last, asked=True)
    for _ in range(5):
        step(app)
    assert scene.panel_open()
    scene.message = ("", scene.message[1], 0.0)   # the last move's words have had their time
    assert status_line(scene)[0] != fool.help
    scene.hide_panel()   # "Look at the table": the Fool is in sight again and gives its tip
    assert status_line(scene)[0] == fool.help


def test_a_blow_past_the_fool_s_vitality_reads_as_spent_never_below_zero(monkeypatch):
    """The fifth real-window round, finding 5: The journey's status read "Vitality 5 → -12".
    The seed: "The game ends when the Fool has been completely depleted of his vitality." A
    blow larger than what is left reads as Vitality spent, with how much more it cost; the
    Fool's mark, his description and the status line never show a Vitality under 0 (the
    rules keep the difference, for the World's last breath, house decision 3). Death is
    dropped on the Fool with the mouse."""
    from tarot_table.table.scenes.table_cards import game_badges
    from tests.helpers.fools import C, GAME, arrange, m, t
    from tarot_table.games.fools_journey.cards import FOOL
    from tests.helpers.table import click, drag, open_position
    from tests.helpers.table import zone_centre as centre
    from tarot_table.table.scenes import post_mortem
    monkeypatch.setattr(post_mortem, "examinable", lambda game: False)   # an arranged position is no deal
    app = App(headless=True, size=(1280, 800))
    app.settings.animation = "instant"
    try:
        scene = open_position(app, GAME, arrange(present_1=[t(13)], present_2=[m(C, "two")], present_3=[t(3)],
                                                 vitality=5))
        drag(app, scene.card_rect(t(13)).center, centre(scene, "fool"))
        click(app, next(b for b in scene.summary_buttons if b.label == "Fell him").rect.center)   # house decision 28
        state = scene.session.state
        assert state.data["vitality"] == -8
        said = scene.message[0] + " " + " ".join(state.story[-3:])
        assert "Death takes 13 Vitality from the Fool, 8 more than his 5: it is spent." in said, said
        assert "-8" not in said
        assert game_badges(scene)[FOOL] == "0/25"
        assert "Vitality 0 of 25" in GAME.describe(state, FOOL)
    finally:
        for s in app.scenes:
            s.leave()


def test_the_fool_s_story_tells_what_he_packs_and_equips(app):
    """The fourth real-window round, finding 6: The Fool's Journey's story left out equips
    and Satchel moves: each is told."""
    from tests.helpers.fools import GAME as FOOLS
    from tarot_table.session import Session
    session = Session.start(FOOLS, 5, FOOLS.check_options({}))
    told = []
    for _ in range(200):
        state = session.state
        if FOOLS.outcome(state) is not None or {"store", "equip"} <= told_kinds(told):
            break
        legal = FOOLS.legal_actions(state)
        pick = next((a for a in legal if a.kind in ("store", "equip") and a.kind not in told_kinds(told)), legal[0])
        before = len(state.story)
        session.play(pick)
        told.append((pick.kind, session.state.story[before:]))
    stores = [lines for kind, lines in told if kind == "store"]
    equips = [lines for kind, lines in told if kind == "equip"]
    assert stores and all(any("Satchel" in line for line in lines) for lines in stores), stores
    assert equips and all(any("takes up" in line for line in lines) for lines in equips), equips


def told_kinds(told) -> set[str]:
    return {kind for kind, _ in told}


def test_a_blow_to_the_fool_says_it_takes_vitality_rather_than_that_the_foe_costs_him_a_price():
    """"Strength costs the Fool 8" read as a price the Fool paid for Strength: the
    story says what the blow takes, and from whom."""
    from tarot_table.games.fools_journey.rules import blow_words
    assert blow_words("Strength", 8, 25, 17) == "Strength takes 8 Vitality from the Fool: 25 → 17."
    assert blow_words("Death", 13, 5, -8) == "Death takes 13 Vitality from the Fool, 8 more than his 5: it is spent."
