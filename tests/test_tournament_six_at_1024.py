"""Issue 32, layout round item 2: Tournament of Queens with six players in a 1024x700
window, at 100% and 200% text. At 200% "Physique" ran into "Talent", "Bitchiness" into
the next contestant's title and "Reserve" into "Stage": where a whole word is wider than
its column it gives way to its short form ("Res."), an attribute's word is set smaller
(never "Physi.", "Bitch."); since the bars' words give way to the cards (the round of 27 November) the whole words often fit. The fresh round
of 27 November found the judges' marks reading "An…", "3 t…", "ju…": a mark too wide for
its card says it in fewer letters ("Anem.", "3 tied", "J6"), never cut with "…"."""
import pytest

from tarot_table.rng import Rng
from tarot_table.table.app import picture_app
from tests.helpers.table import draw_whole, open_position
from tests.helpers.tournament import Drawn, collisions, seats
from tests.helpers.tournament_positions import GAME
from tarot_table.games.tournament_of_queens.cards import ATTRIBUTES
from tarot_table.table.app import App
from tarot_table.table.scenes.table_cards import SHORT_MARK_ROOM
from tests.helpers.table import drag, zone_centre as centre
from tests.helpers.tournament import bot_position
from tests.helpers.tournament_positions import attr, m, sash, table


def position(moves: int, seed: int = 5):
    state = GAME.new(seed, seats=seats(6))
    rng = Rng(seed)
    for _ in range(moves):
        GAME.apply(state, GAME.bots["quick"](GAME, GAME.view(state, GAME.current_seat(state)), rng))
    return state


def six_seats_drawn(drawn: Drawn, text_size: int, log_open: bool):
    """Six contestants' table at 1024x700 drawn whole at 0, 12 and 30 moves: yields the
    moves and the scene with ``drawn`` holding what that frame drew."""
    app = picture_app((1024, 700), text_size)
    app.settings.animation = "instant"
    try:
        for moves in (0, 12, 30):
            scene = open_position(app, GAME, position(moves), seats(6))
            scene.log_open = log_open
            drawn.items.clear()
            draw_whole(app)
            yield moves, scene
    finally:
        for scene in app.scenes:
            scene.leave()


LABEL_GAP = 6   # two labels on a row keep this many pixels apart: touching, they read as one ("PhysiTalen.")


def touching(scene, drawn: Drawn) -> list[str]:
    table = scene.frame((1024, 700))["table"]
    labels = [(words, rect) for kind, words, rect in drawn.items if kind == "label" and table.colliderect(rect)]
    return [f"{words!r} touches {theirs!r}" for i, (words, rect) in enumerate(labels)
            for theirs, their_rect in labels[i + 1:] if rect.inflate(LABEL_GAP, 0).colliderect(their_rect)]


@pytest.mark.parametrize("text_size", [100, 200])
@pytest.mark.parametrize("log_open", [True, False])
def test_six_contestants_labels_keep_apart_at_1024_by_700(text_size, log_open, monkeypatch):
    drawn = Drawn(monkeypatch)
    found, shown, marks = [], set(), set()
    for moves, scene in six_seats_drawn(drawn, text_size, log_open):
        found += [f"{moves} moves: {problem}" for problem in collisions(scene, drawn, (1024, 700))
                  if " covers " in problem or " off the table" in problem]
        shown |= {words for kind, words, _ in drawn.items if kind == "label"}
        found += [f"{moves} moves: {problem}" for problem in touching(scene, drawn)]
        marks |= {words for kind, words, _ in drawn.items if kind == "mark"}
    assert found == []
    assert [mark for mark in marks if "…" in mark] == [], "every judge's mark says something"
    words = ("Physique", "Talent", "Luck", "Bitchiness", "Reserve", "Discards")
    # a lone "…" (the top bar's options given way, read whole on pointing) cuts no word
    cut = [said for said in shown if said.endswith("…") and said[:-1]
           and any(word.startswith(said[:-1]) for word in words)]
    assert cut == [], "a word is said whole, or its short form where it does not fit"


def test_the_short_marks_name_the_vote_in_few_letters():
    """A lone vote is its contestant's name cut as far as keeps it apart and its count
    ("Anem. 1", "Fifi ½": play-test of 29 November, "Blan." had lost its count); ties and many votes are counted, "no vote" is
    "none", a card going on to judge 4 is "J4"."""
    from fractions import Fraction
    from tarot_table.games.tournament_of_queens.presentation import _short_votes
    state = position(0)
    names = ["Anem.", "Blan.", "Coco", "Dolly", "Esme.", "Fifi"]
    assert _short_votes(GAME, state, {0: Fraction(1)}, names, short=True) == "Anem. 1"
    assert _short_votes(GAME, state, {5: Fraction(1, 2)}, names, short=True) == "Fifi 1/2"
    assert _short_votes(GAME, state, {0: Fraction(1, 2), 1: Fraction(1, 2)}, names, short=True) == "2 tied"
    assert _short_votes(GAME, state, {s: Fraction(1, 6) for s in range(6)}, names, short=True) == "6 tied"
    assert _short_votes(GAME, state, {0: Fraction(2), 1: Fraction(1)}, names, short=True) == "3 v."
    assert _short_votes(GAME, state, {}, names, short=True) == "none"
    assert _short_votes(GAME, state, {}, names) == "no vote"


@pytest.mark.parametrize("log_open", [True, False])
def test_six_contestants_attribute_words_are_whole_at_200_percent(log_open, monkeypatch):
    """The fourth real-window round: with six seats at 200% text the attributes' column
    labels still read "Physi." and "Bitch.", words cut that a player needs (and a cut
    "Bitch." is not a word to show). Too wide for its column, an attribute's word is set
    smaller, whole, as a card's mark is (fb9cf57)."""
    drawn = Drawn(monkeypatch)
    shown = set()
    for _ in six_seats_drawn(drawn, 200, log_open):
        shown |= {words for kind, words, _ in drawn.items if kind == "label"}
    attributes = {"Physique", "Talent", "Luck", "Bitchiness"}
    assert attributes <= shown
    cut = [said for said in shown if said.endswith((".", "…")) and said[:-1]
           and any(word != said[:-1] and word.startswith(said[:-1]) for word in attributes)]
    assert cut == [], "an attribute's word is never cut (\"Physi.\", \"Bitch.\", \"Bitchin…\")"


def grab(scene, card):
    rect = scene.card_rect(card)
    return rect.x + max(4, rect.width // 6), rect.centery


def test_the_judges_marks_during_the_ends_count_keep_to_their_cards_at_1024x700(monkeypatch):
    """The sixth real-window round: Six contestants at 1024x700, Bartholomew alone in Cups:
    each Cups judge gives her its whole vote, "Bartholomew 1", far wider than a judge's
    card. While the count is told, judge by judge, the mark takes the game's shorter form as
    it does after the count (her name, or cut as far as keeps it apart), no wider than the
    room a short mark has; the hover line names the votes in full."""
    app = App(headless=True, size=(1024, 700))
    app.settings.animation = "normal"
    drawn = Drawn(monkeypatch)
    state = table(players=6, seats=seats(6), hands={0: [m("wands", "two")]},
                  judges={1: [m("cups", "two")], 2: [m("cups", "three")], 3: [m("cups", "four")]},
                  attrs={(1, "cups"): [m("cups", "nine")]})
    state.zones["stock"] = []
    scene = open_position(app, GAME, state, seats(6))
    try:
        drag(app, grab(scene, m("wands", "two")), centre(scene, "discard"))
        assert GAME.outcome(scene.session.state) is not None and scene.telling is not None
        width = scene.geometry.card_width
        seen = []
        for _ in range(400):   # the count told step by step, on the app's own clock
            if scene.telling is None:
                break
            drawn.items.clear()
            app.clock.sleep(0.1)
            app.step(0.1)
            seen += [(words, rect) for kind, words, rect in drawn.items if kind == "mark"]
        assert scene.telling is None, "the count is told to its end"
        judges = {words for words, _ in seen if words.startswith("Bart")}
        assert judges, "the Cups judges' votes for Bartholomew were told"
        assert "Bartholomew 1" not in judges, judges
        too_wide = {(words, rect.width) for words, rect in seen if rect.width > round(width * SHORT_MARK_ROOM)}
        assert not too_wide, (too_wide, width)
    finally:
        for s in app.scenes:
            s.leave()


@pytest.mark.parametrize("seed, moves", [(1, 30), (3, 36)])
def test_a_rows_labels_stand_in_line_and_none_runs_under_the_next_columns_cards(seed, moves, monkeypatch):
    """The sixth real-window round: Six seats at 1024x700, positions the quick bots reach
    (seed 1 at move 30: Esmeralda's Luck holds a card and a reversed one, her Bitchiness
    none): "Bitchiness", wider than its column, ran under the reversed card beside it, and a
    row's labels stood at two heights. Each contestant's title and attribute labels now
    share one line, under the row's deepest column, and no label lies under a card."""
    app = App(headless=True, size=(1024, 700))
    app.settings.animation = "instant"
    drawn = Drawn(monkeypatch)
    try:
        scene = open_position(app, GAME, bot_position(6, moves, seed), seats(6))
        scene.telling, scene.panel_hidden = None, True
        drawn.items.clear()
        draw_whole(app)
        assert collisions(scene, drawn, (1024, 700)) == []
        for seat in range(6):
            row = [sash(seat)] + [attr(seat, suit) for suit in ATTRIBUTES]
            tops = {scene.zone_labels[zone].top for zone in row if zone in scene.zone_labels}
            assert len(tops) == 1, (seat, tops)
    finally:
        for s in app.scenes:
            s.leave()
