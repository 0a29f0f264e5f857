"""Tempting Fate played with the mouse, and by two people sharing one screen."""
from pathlib import Path

import pygame

from tarot_table.games import get_game
from tarot_table.games.base import Action, Seat
from tarot_table.games.tempting_fate import rules as tempting_rules
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import status_line, status_words
from tests.helpers.table import click, drag, open_position, post, settle, step
from tests.helpers.table import zone_centre as centre
from tests.helpers.tempting import m, table, z
from tests.helpers.tempting import grab

GAME = get_game("tempting-fate")


def open_state(app, state, seats):
    return open_position(app, GAME, state, seats)


def test_fate_drags_a_hand_card_onto_a_path_and_a_token_to_the_bank(app):
    state = table(fate_hand=[z("star")], path2=["^" + z("square")], tokens={z("square"): 2})
    scene = open_state(app, state, [Seat("Ann"), Seat("Bob", "basic")])
    drag(app, grab(scene, z("star")), centre(scene, "path2"))
    assert "tokens" in scene.message[0]                       # a path with tokens takes no card
    settle(app, scene)
    drag(app, grab(scene, z("star")), centre(scene, "path1"))
    assert [p.card for p in scene.session.state.zones["path1"]] == [z("star")]
    drag(app, scene.card_rect(z("square")).center, centre(scene, "bank"))
    assert scene.session.state.data["tokens"] == {z("square"): 1}


def test_querent_drags_an_attack_onto_the_last_card_of_a_path(app):
    state = table(turn="querent", querent_hand=[m("cups", "five")], path3=[z("circle"), z("square")])
    scene = open_state(app, state, [Seat("Bot", "basic"), Seat("Ann")])
    target = scene.card_rect(z("square")).center
    drag(app, grab(scene, m("cups", "five")), target)
    assert [p.card for p in scene.session.state.zones["path3"]] == [z("circle")]
    assert z("square") in [p.card for p in scene.session.state.zones["fate_discard"]]


def test_two_people_pass_the_screen_between_fate_and_the_querent(app):
    state = table(fate_hand=[z("star"), z("cross"), z("waves")])
    scene = open_state(app, state, [Seat("Ann"), Seat("Bob")])
    for card in (z("star"), z("cross"), z("waves")):
        settle(app, scene)
        drag(app, grab(scene, card), centre(scene, "path1"))
    assert scene.handing_over == 1 and scene.handoff_to is None
    step(app)
    pass_button = next(b for b in scene.choice_buttons if b.label == "Pass the screen to Bob")
    click(app, pass_button.rect.center)
    assert scene.handoff_to == 1
    step(app)
    assert [b.label for b in scene.summary_buttons] == ["I am Bob: show my cards", "Menu"]
    click(app, scene.summary_buttons[0].rect.center)
    querent_card = scene.session.state.zones["querent_hand"][0]
    assert scene._seen("querent_hand", querent_card)
    assert not scene._seen("fate_hand", scene.session.state.zones["fate_hand"][0])


# ---- a play-test's findings: the status after game 2 begins, the readings offered ----------
def test_after_game_2_begins_the_status_bar_gives_the_turn_not_an_old_zone_tip(app):
    """The pointer rested on a zone when game 1 ended; the pause panel then took the
    mouse, so that zone's tip must not come back as the status once game 2 starts."""
    scene = TableScene(app, Session.start(GAME, 4, {"match": "two-games"}, [Seat("Ann"), Seat("Bob", "basic")]))
    app.switch(scene)
    step(app)
    post(pygame.MOUSEMOTION, pos=centre(scene, "bank"), rel=(1, 1), buttons=(0, 0, 0))
    step(app)
    assert status_line(scene)[0].startswith("Drag a card holding tokens")
    scene.perform(Action("resign", choice="resign"), asked=True)     # Ann, Fate in game 1, throws it
    settle(app, scene)
    scene.bots.ready_at = 0.0
    step(app, 5)
    assert scene.panel_open()
    start = next(b for b in scene.summary_buttons if b.label == "Start game 2")
    click(app, start.rect.center)
    settle(app, scene)
    scene.message = ("", scene.message[1], 0.0)    # no fresh message: the bar shows what it rests on
    assert scene.session.state.data["game_no"] == 2
    assert status_line(scene)[0] == status_words(scene)


def test_the_end_panel_offers_every_reading_the_rules_promise_at_the_smallest_window(app):
    """Rules, "After the game": the cut deck always, the last hand and the discards when
    they hold three cards or more (the rules say so), as buttons at 1024x700 too."""
    app.screen = pygame.display.set_mode((1024, 700))
    state = GAME.new(4, {"match": "single"}, [Seat("Ann"), Seat("Bob")])
    discards = [p for p in state.zones["tarot_deck"][:4]]
    del state.zones["tarot_deck"][:4]
    state.zones["tarot_discard"] += [type(p)(p.card, True, p.reversed) for p in discards]
    scene = open_state(app, state, [Seat("Ann"), Seat("Bob")])
    scene.perform(Action("resign", choice="resign"), asked=True)
    settle(app, scene)
    step(app)
    labels = [b.label for b in scene.summary_buttons]
    assert {"Read the cut deck", "Read the hand", "Read the discards"} <= set(labels)
    for button in scene.summary_buttons:
        assert app.screen.get_rect().contains(button.rect)
    rules = (Path(tempting_rules.__file__).parent / "rules.md").read_text(encoding="utf-8")
    assert "three cards or more" in rules


# ---- a play-test's findings: the querent's hand at 1024x700, and the hover preview ----------
FIVE = [m("cups", "five"), m("swords", "two"), m("wands", "king"), m("pentacles", "ace"), m("cups", "page")]


def test_the_querents_five_cards_lie_side_by_side_so_every_name_shows_at_1024x700(app):
    app.screen = pygame.display.set_mode((1024, 700))
    state = table(turn="querent", querent_hand=FIVE)
    scene = open_state(app, state, [Seat("Bot", "basic"), Seat("Ann")])
    rects = [scene.card_rect(card) for card in FIVE]
    for left, right in zip(rects, rects[1:]):
        assert left.right <= right.left               # no card hides its neighbour's foot
    discards = scene.geometry.zone_rect(scene.geometry.layout.spot("tarot_discard"), 0)
    assert not discards.colliderect(rects[-1])
    assert app.screen.get_rect().contains(discards)


def shown_preview(app, scene, card, monkeypatch):
    """Rest the pointer on ``card`` (real motion) and return where its preview is drawn."""
    from tarot_table.table.scenes import preview
    placed = []
    real = preview.preview_rect
    monkeypatch.setattr(preview, "preview_rect", lambda *a, **k: placed.append(real(*a, **k)) or placed[-1])
    post(pygame.MOUSEMOTION, pos=scene.card_rect(card).center, rel=(1, 1), buttons=(0, 0, 0))
    step(app)
    scene.hover = (card, 0.0)          # rested long enough
    app.request_redraw()
    step(app)
    assert placed, "no preview was drawn"
    return placed[-1]


def test_a_hand_cards_preview_lies_inside_the_table_above_the_status_bar(app, monkeypatch):
    app.screen = pygame.display.set_mode((1024, 700))
    state = table(turn="querent", querent_hand=FIVE)
    scene = open_state(app, state, [Seat("Bot", "basic"), Seat("Ann")])
    for card in FIVE:
        box = shown_preview(app, scene, card, monkeypatch)
        area = scene.geometry.area
        assert area.top <= box.top and box.bottom <= area.bottom, (card, box, area)   # clear of both bars
        assert app.screen.get_rect().contains(box)


def test_a_path_cards_preview_leaves_the_neighbouring_paths_in_sight(app, monkeypatch):
    app.screen = pygame.display.set_mode((1920, 1080))
    state = table(turn="querent", querent_hand=FIVE, path2=["^" + z("circle")], path3=["^" + z("square")],
                  path4=["^" + z("star")])
    scene = open_state(app, state, [Seat("Bot", "basic"), Seat("Ann")])
    box = shown_preview(app, scene, z("square"), monkeypatch)
    for other in (z("circle"), z("star")):
        assert not box.colliderect(scene.card_rect(other)), other


# ---- issue 32, the real-window round: Resign asks first ----------------------------------------
def test_resign_asks_first_by_mouse_and_by_keys(app):
    """Issue 32 (real-window round): one stray click on Resign lost the game. House decision
    14: Resign opens a question; Cancel, Escape or a click beside it keep the game, and only
    its Resign button (or Enter on the question) gives the game away."""
    from tests.helpers.keyplay import KeyPlayer
    state = table(fate_hand=[z("star")])
    scene = open_state(app, state, [Seat("Ann"), Seat("Bob", "basic")])
    resign = next(b for b in scene.choice_buttons if b.label == "Resign this game")
    click(app, resign.rect.center)
    assert scene.confirming is not None and scene.confirming.title == "Resign?"
    assert GAME.outcome(scene.session.state) is None
    assert [b.label for b in scene.summary_buttons] == ["Resign", "Cancel"]
    click(app, scene.summary_buttons[1].rect.center)            # Cancel
    assert scene.confirming is None and GAME.outcome(scene.session.state) is None
    step(app)
    click(app, next(b for b in scene.choice_buttons if b.label == "Resign this game").rect.center)
    player = KeyPlayer(app)
    player.press(pygame.K_ESCAPE)
    assert scene.confirming is None and GAME.outcome(scene.session.state) is None
    player.press_until(pygame.K_TAB, lambda: "Resign this game" in (scene.focus or ()))
    player.press(pygame.K_RETURN)
    assert scene.confirming is not None and GAME.outcome(scene.session.state) is None
    player.press(pygame.K_RETURN)   # the question opens on Cancel: Enter resigns nothing
    assert scene.confirming is None and GAME.outcome(scene.session.state) is None
    player.press_until(pygame.K_TAB, lambda: "Resign this game" in (scene.focus or ()))
    player.press(pygame.K_RETURN)
    player.press(pygame.K_TAB)      # from Cancel to Resign
    player.press(pygame.K_RETURN)
    assert scene.confirming is None
    assert GAME.outcome(scene.session.state).winners == (1,)    # Bob, the querent, wins
    assert GAME.handling.caution(state, Action("pass", choice="pass")) is None


def test_the_top_bar_in_game_2_names_the_game_fate_was_first_in_and_cuts_no_words(app):
    """Issue 32 (real-window round): in the second game the header read "Player 1 is Fa…",
    cut, and read as if Player 1 were Fate now. The words name the game ("Ann is Fate in
    game 1") and come right after the match; the bar shows whole parts only, then "…";
    names given after the table was laid (people joining a hosted table) are used."""
    from tarot_table.table.scenes.table_bars import whole_parts
    app.screen = pygame.display.set_mode((1024, 700))
    scene = TableScene(app, Session.start(GAME, 4, {"match": "two-games"}, [Seat("Ann"), Seat("Bob", "basic")]))
    app.switch(scene)
    step(app)
    scene.perform(Action("resign", choice="resign"), asked=True)     # Ann, Fate in game 1, throws it
    settle(app, scene)
    scene.bots.ready_at = 0.0
    step(app, 5)
    click(app, next(b for b in scene.summary_buttons if b.label == "Start game 2").rect.center)
    settle(app, scene)
    assert scene.session.state.data["game_no"] == 2
    words = scene.session.options_words
    assert words.startswith("Two games, Ann is Fate in game 1, ")
    drawn = []
    real = theme.text
    try:
        theme.text = lambda surface, text, *a, **k: drawn.append(str(text)) or real(surface, text, *a, **k)
        app.request_redraw()
        step(app)
    finally:
        theme.text = real
    first = next(i for i, text in enumerate(drawn) if text.startswith("Two games"))
    # on one line, or two ("Two games," over the rest where the top bar's buttons leave less room)
    header = drawn[first] + (" " + drawn[first + 1] if drawn[first].endswith(",") else "")
    shown = header.removesuffix(", …").rstrip(",").split(", ")
    assert shown[:2] == ["Two games", "Ann is Fate in game 1"]
    said = set(words.split(", ")) | set(scene.session.short_options_parts)   # whole, or the game's short form
    assert all(part in said for part in shown), (shown, drawn[first:first + 2])
    two = theme.font(13).size("Two games, Ann is Fate in game 1, …")[0]
    assert whole_parts(words, 13, two) == "Two games, Ann is Fate in game 1, …"
    scene.session.state.seats[0].name = "Dana"                         # a name given later
    assert "Dana is Fate in game 1" in scene.session.options_words
