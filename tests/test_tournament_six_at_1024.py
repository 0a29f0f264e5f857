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
    cut = [said for said in shown if said.endswith("…") and any(word.startswith(said[:-1]) for word in words)]
    assert cut == [], "a word is said whole, or its short form where it does not fit"


def test_the_short_marks_name_the_vote_in_few_letters():
    """A lone whole vote is its contestant's name cut as far as keeps it apart ("Anem."),
    a share keeps its count ("Fifi ½"); ties and many votes are counted, "no vote" is
    "none", a card going on to judge 4 is "J4"."""
    from fractions import Fraction
    from tarot_table.games.tournament_of_queens.presentation import _short_votes
    state = position(0)
    names = ["Anem.", "Blan.", "Coco", "Dolly", "Esme.", "Fifi"]
    assert _short_votes(GAME, state, {0: Fraction(1)}, names, short=True) == "Anem."
    assert _short_votes(GAME, state, {5: Fraction(1, 2)}, names, short=True) == "Fifi ½"
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
    cut = [said for said in shown if said.endswith((".", "…"))
           and any(word != said[:-1] and word.startswith(said[:-1]) for word in attributes)]
    assert cut == [], "an attribute's word is never cut (\"Physi.\", \"Bitch.\", \"Bitchin…\")"
