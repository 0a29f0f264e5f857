"""The third real-window round of 27 November (12:32-13:03 UTC): what the tester met at
a shared screen, in Queens of Fate's advice, in tips and in the menu's tile box."""
import pygame
import pytest

from tarot_table import coaching
from tarot_table.table.scenes.coach_note import Coaching
from tarot_table.games import get_game
from tarot_table.games.base import Action, Seat
from tarot_table.games.queens_of_fate import cards as qc
from tarot_table.rng import Rng
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.app import picture_app
from tarot_table.table.input_words import for_player
from tarot_table.table.keyboard import card_words
from tarot_table.table.scenes import menu, post_mortem
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import status_line
from tarot_table.wording import plural
from tests.helpers.table import click, key, post, seated_table, step, take_the_screen
from tests.helpers.words import a_caption_too_long_for_its_tile

TEMPTING = get_game("tempting-fate")


def take_the_screen_and_look(app, scene):
    take_the_screen(app, scene)
    step(app)


def pass_the_screen(app, scene):
    button = next(b for b in scene.choice_buttons if b.label.startswith("Pass the screen to "))
    click(app, button.rect.center)
    step(app)


def play_to_the_end(app, scene):
    """Each person resigns on their turn until the single game ends."""
    while scene.game.outcome(scene.session.state) is None:
        if scene.handoff_to is not None:
            take_the_screen_and_look(app, scene)
        elif scene.handing_over is not None:
            pass_the_screen(app, scene)
        else:
            resign = next(a for a in scene.legal() if a.kind == "resign")
            scene.perform(resign, asked=True)
            step(app)


def test_finding_1_at_a_shared_screen_the_end_names_the_winner_not_you(app):
    """b10: two people at one screen, and the end said "You win" though one of them lost."""
    scene = seated_table(app, TEMPTING, [Seat("Alice"), Seat("Bob")], {"match": "single"})
    play_to_the_end(app, scene)
    state = scene.session.state
    outcome = scene.game.outcome(state)
    winner = state.seats[outcome.winners[0]].name
    for viewer in (0, 1):
        assert scene.game.ending.title(state, outcome, viewer) == f"{winner} wins"
    step(app)
    assert scene.summary_buttons   # the end panel is up, headed as the title says


def test_finding_1_one_person_with_a_bot_who_wins_is_still_told_you_win(app):
    scene = seated_table(app, TEMPTING, [Seat("Alice"), Seat("Bob")], {"match": "single"})
    play_to_the_end(app, scene)
    state = scene.session.state
    outcome = scene.game.outcome(state)
    winner = outcome.winners[0]
    state.seats[1 - winner] = Seat("Bot", bot="basic")
    assert scene.game.ending.title(state, outcome, winner) == "You win"
    assert scene.game.ending.title(state, outcome, 1 - winner) == f"{state.seats[winner].name} wins"


def test_finding_2_the_next_person_at_a_shared_screen_never_reads_the_last_ones_status_line(app):
    """b09: after the screen was passed, Player 2 read Player 1's "Undo cannot go back past a
    move that revealed hidden cards."."""
    scene = seated_table(app, TEMPTING, [Seat("Alice"), Seat("Bob")], {"match": "single"})
    take_the_screen_and_look(app, scene)
    first = scene.viewer
    while scene.handing_over is None:
        scene.perform(scene.legal()[0])
        step(app)
    key(app, pygame.K_z, pygame.KMOD_CTRL)   # Alice asks Undo after her turn, and is told something
    said = scene.message[0]
    assert said and status_line(scene)[0] == said
    if scene.handing_over is None:   # her move was taken back: she plays again and passes
        while scene.handing_over is None:
            scene.perform(scene.legal()[0])
            step(app)
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        key(app, pygame.K_z, pygame.KMOD_CTRL)
    pass_the_screen(app, scene)
    assert status_line(scene)[0] != said
    take_the_screen_and_look(app, scene)
    assert scene.viewer != first
    assert status_line(scene)[0] != said and not scene.message[0]


# ---- finding 3: Queens of Fate's advice names only the ways open now ---------------------
QUEENS = get_game("queens-of-fate")


def a_battle_with_nothing_to_lose():
    """A deal played by the quick bot to a battle the Arcana cannot win, with no court
    card, Artifact or Source to lose (the first year's Chariot of a06)."""
    quick = next(iter(QUEENS.bots.values()))
    for seed in range(1, 30):
        session = Session.start(QUEENS, seed, {}, QUEENS.default_seats(None))
        for _ in range(300):
            state = session.state
            if QUEENS.outcome(state) is not None:
                break
            kinds = coaching.open_kinds(QUEENS.legal_actions(state))
            if "endure:sacrifice" in kinds and "commit" not in kinds:
                return state
            session.play(quick(QUEENS, QUEENS.view(state, 0), Rng(seed * 7919 + state.moves)))
    raise AssertionError("no battle with nothing to lose in 29 deals")


def test_finding_3_with_nothing_to_lose_the_advice_names_only_the_sacrifice():
    """a06: "endure it: drag a court card of your choice to the Portents" with no court card
    in hand. The seed: "If you have no Sources in your Source Area, and no Court cards or
    Artifacts in your Domains, then the only way to "endure" an Opposition card is to make
    a "Sacrifice"."."""
    state = a_battle_with_nothing_to_lose()
    found = coaching.situations(QUEENS)
    kinds = coaching.open_kinds(QUEENS.legal_actions(state))
    told_before = {s.id for s in found} - {"sacrifice", "endure", "battle"}
    note = coaching.first_unseen(found, told_before, kinds, None)
    assert note.id == "sacrifice" and "sacrifice" in note.note and "court card of your choice" not in note.note
    assert [a.label for a in QUEENS.legal_actions(state) if a.kind == "endure"] == \
        [f"Endure: sacrifice {plural(qc.face_value(QUEENS.opposition(state)), 'card')} of Destiny"]
    # told once already, the note about losing a card of your own is never given here
    assert coaching.first_unseen(found, told_before | {"sacrifice"}, kinds, None) is None


def test_finding_3_no_note_names_a_court_card_to_lose():
    for situation in coaching.situations(QUEENS):
        assert "court card of your choice" not in situation.note and "losing a court card" not in situation.note


def test_finding_3_while_autoplay_plays_no_note_lags_behind_its_moves(app):
    """a12: during Autoplay the strip still said "Awakened: the four oldest discards lie
    face up..." while Awakened was empty."""
    scene = seated_table(app, QUEENS, QUEENS.default_seats(None), seed=5)
    found = coaching.situations(QUEENS)
    scene.coaching = Coaching(found, set(), QUEENS.id)
    scene.coaching.note = next(s for s in found if s.id == "awaken")   # told before Autoplay began
    scene.toggle_autoplay()
    assert scene.autoplay
    scene.perform(scene.legal()[0])
    step(app)
    assert scene.coaching.note is None
    awaken = Action("awaken", card="c01", to="portents", choice="awaken")
    scene.coaching.after_move(scene, awaken, [], False)
    assert scene.coaching.note is None and "awaken" not in scene.coaching.seen   # met in their own play


# ---- finding 4: no tips from places under a dialog -----------------------------------------
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


def test_finding_4_under_the_end_dialog_the_fool_gives_no_tip(app):
    """a25: the Fool's Journey's end dialog up, the status bar under it read the Fool's tip
    ("Drop a Vitality card here to replenish..."): the pointer had rested on the Fool."""
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


# ---- finding 6: a tile's whole words leave its Learn in sight and working -------------------
def point_at(app, pos) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    step(app)


@pytest.mark.parametrize("size, text_size", [((1024, 700), 150), ((1024, 700), 200), ((1920, 1080), 200)])
def test_finding_6_a_tiles_whole_words_leave_its_learn_button_visible_and_clickable(size, text_size, monkeypatch):
    """a31, c13: pointing at a tile showed its cut words on a box over the tile's Learn."""
    a_caption_too_long_for_its_tile(monkeypatch)
    app = picture_app(size, text_size)
    scene = menu.MenuScene(app)
    app.switch(scene)
    step(app)
    opened = []
    monkeypatch.setattr(scene, "learn", lambda entry: opened.append(entry.title))
    step(app)   # the buttons are made again with the learn above
    with_learn = [(title, tile, learn) for title in scene.cut_words
                  for tile in scene.buttons if tile.label == title
                  for learn in scene.buttons if learn.label == "Learn" and tile.rect.contains(learn.rect)]
    if size == (1024, 700):
        assert with_learn, "at this size some tile with a Learn has its words cut"
    for title, tile, learn in with_learn:
        boxes = []
        real_panel = theme.panel
        monkeypatch.setattr(menu.theme, "panel", lambda surface, rect, *a, **k:
                            boxes.append(pygame.Rect(rect)) or real_panel(surface, rect, *a, **k))
        point_at(app, (tile.rect.x + 12, tile.rect.bottom - 12))
        monkeypatch.setattr(menu.theme, "panel", real_panel)
        box = boxes[-1]
        assert box.bottom <= scene.title_tops[title] and not box.colliderect(learn.rect), (title, box, learn.rect)
        learn = next(b for b in scene.buttons if b.label == "Learn" and tile.rect.contains(b.rect))
        click(app, learn.rect.center)
        assert opened[-1] == title
    scene.leave()


# ---- finding 5: a card read both ways is said both ways, the same every time ---------------
TOURNAMENT = get_game("tournament-of-queens")


def test_finding_5_the_trump_tip_reads_the_same_after_a_key_and_after_the_mouse(app):
    """b46, b47: the trump note changed between "(press I on it to read what it does)"
    and "(right-click it to read what it does)" as the last input changed."""
    scene = seated_table(app, TOURNAMENT, [Seat("Ann"), Seat("Coco", bot="quick"), Seat("Dolly", bot="quick")])
    trump = next(s for s in coaching.situations(TOURNAMENT) if "right-click" in s.note)
    said = set()
    for by_keys in (False, True, False):
        scene.keyboard = by_keys
        said.add(for_player(scene, trump.note))
    assert all("(right-click or press I on it to read what it does)" in words for words in said), said


def test_finding_5_i_reads_the_card_under_the_pointer_as_it_reads_the_focused_one(app):
    """Both ways work: with the mouse, I reads the card under the pointer."""
    scene = seated_table(app, TOURNAMENT, [Seat("Ann"), Seat("Coco", bot="quick"), Seat("Dolly", bot="quick")])
    hand = next(zone for zone, owner in TOURNAMENT.private_zones(scene.session.state).items() if owner == 0)
    card = scene.session.state.zones[hand][0].card
    post(pygame.MOUSEMOTION, pos=scene.card_rect(card).center, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert not scene.keyboard
    key(app, pygame.K_i)
    assert scene.message[0].startswith(card_words(scene, card))
    assert scene.message[0] == status_line(scene)[0]


# ---- finding 7: Show me lays its table again when the story opens -----------------------
def test_finding_7_show_me_re_lays_the_table_when_the_story_opens_and_keeps_the_bars_size():
    """k14: Show me in Queens of Fate at 1024x700, 200%: opening the story (‹) laid it over
    the Sources and Awakened, Back/Forward/Play ran under the status bar, and the bars'
    words grew larger."""
    app = picture_app((1024, 700), 200)
    queens = get_game("queens-of-fate")
    quick = next(iter(queens.bots.values()))
    session = Session.start(queens, 4021, {}, queens.default_seats(None))
    line = []
    for _ in range(6):
        action = quick(queens, queens.view(session.state, 0), Rng(17 + session.state.moves))
        line.append(action)
        session.play(action)
    scene = TableScene(app, Session.start(queens, 4021, {}, queens.default_seats(None)))
    app.switch(scene)
    scene.log_open = False   # the player had put the story away
    step(app)
    size = app.screen.get_size()
    chosen = scene.view.bar_scale(size)
    post_mortem.show_line(scene, line)
    shown = app.scene
    step(app, 3)
    assert not shown.log_open and shown.view.bar_scale(size) == chosen
    key(app, pygame.K_l)   # the story opened
    step(app, 2)
    assert shown.log_open
    frame = shown.frame(size)
    assert shown.view.bar_scale(size) == chosen, "the bars keep their size"
    assert frame["table"].right <= frame["log"].left
    for spot in shown.geometry.layout.spots:
        assert shown.geometry.spot_rect(spot).right <= frame["log"].left, spot.zone
    assert [b.label for b in shown.choice_buttons] == ["Back", "Forward", "Play"]
    for button in shown.choice_buttons:
        assert button.rect.bottom <= frame["status"].top and button.rect.right <= frame["log"].left, button.label
    key(app, pygame.K_l)   # put away again: the room the game's table had
    step(app, 2)
    assert shown.frame(size)["table"] == scene.frame(size)["table"]
