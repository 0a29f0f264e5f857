"""Play-test finding P14 (29 November, round 4) and what it left: in a six-player Lucky
You! the recap under the board told a draw by its card alone ("Player 4 draws
Temperance."), so a newcomer watching five bots could not tell why Player 4 stood on
Space 5. Its lines had been shared out in the layout from a guess at the letters a line
holds in the smallest window: at 1024x700 one draw in five still said only its card, and
in a larger window a draw given two lines that took one left a blank line. The table now
shares the lines as the words wrap in the window at hand (``table/recap.py``): every
draw says how it ended, whole, and each draw follows the one before with no gap. Read
from the words a whole frame draws; the bots' moves are played through the rules."""
from __future__ import annotations

import pytest

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.games.lucky_you import layout as lucky_layout
from tarot_table.rng import Rng
from tarot_table.session import Session
from tarot_table.table.app import picture_app
from tests.helpers.rules_text import record_drawn
from tests.helpers.table import draw_whole, open_position

LUCKY = get_game("lucky-you")
SEATS = [Seat("Alice", None)] + [Seat(f"Player {n}", "quick") for n in range(2, 7)]
SIZES = [(1024, 700), (1920, 1080), (2560, 1440)]


def after_the_bots(rounds: int):
    """Six players, Alice and five bots, played through the rules until Alice is to draw
    for the ``rounds``-th time with everyone having drawn since her last."""
    session = Session.start(LUCKY, 11, LUCKY.check_options({}), SEATS)
    bot, seen = LUCKY.bots["quick"], 0
    while LUCKY.outcome(session.state) is None:
        state = session.state
        session.play(bot(LUCKY, LUCKY.view(state, LUCKY.current_seat(state)), Rng(3)))
        drawn_at = session.state.data.get("drawn_at")
        if LUCKY.current_seat(session.state) == 0 and drawn_at and None not in drawn_at:
            seen += 1
            if seen == rounds:
                return session.state
    raise AssertionError("the game ended first")


# Alice's third turn: two draws end on a Jump (two lines at 1024x700), two at the Start;
# her seventh: a player stays in jail (its reason alone takes two lines)
POSITIONS = {rounds: after_the_bots(rounds) for rounds in (3, 7)}


def endings(state) -> list[tuple[str, ...]]:
    """Alice's own last draw and each draw since, by the ways its ending may be said: the
    story's last sentence of the draw, with the drawer's name left out after the card
    ("Moves 3 back, to Space 2."), and either without the reason after its colon ("Player
    5 stays in jail.")."""
    starts = list(state.data["drawn_at"])
    ends = [*sorted(starts)[1:], len(state.story)]
    said = []
    for start, end in zip(sorted(starts), ends):
        last = state.story[end - 1]
        name = state.story[start].split(" draws ")[0]
        bare = last[len(name) + 1:] if last.startswith(name + " ") else last
        bare = bare[:1].upper() + bare[1:]
        said.append((last, bare) + ((last.partition(": ")[0] + ".", bare.partition(": ")[0] + ".") if ": " in last else ()))
    return said


def recap_captions(scene):
    """The recap's captions as the table laid them: the captions set a line step apart
    (a seat's line is one caption of its own height)."""
    return [caption for caption in scene.geometry.layout.captions if caption.step]


def recap_as_drawn(scene, drawn) -> list[list[tuple[str, object]]]:
    """Each draw the recap tells, as its lines were drawn: the words and where they went
    (a line's strong card and the plain rest after it are one line)."""
    laid = recap_captions(scene)
    told = []
    for caption in laid:
        top = round(scene.geometry.origin[1] + caption.y * scene.geometry.unit)
        bottom = top + round(caption.lines * caption.step * scene.geometry.unit)
        left = round(scene.geometry.origin[0] + caption.x * scene.geometry.unit)
        right = left + round(caption.width * scene.geometry.unit)
        pieces = sorted(((rect.centery, rect.x), words, rect) for words, rect in drawn
                        if left - 2 <= rect.x < right and top - 12 <= rect.centery < bottom - 4)
        lines: dict[int, list] = {}
        for (y, _), words, rect in pieces:
            lines.setdefault(y, []).append((words, rect))
        told.append([("".join(words for words, _ in parts), parts[0][1].unionall([r for _, r in parts]))
                     for _, parts in sorted(lines.items())])
    return told


@pytest.mark.parametrize("size", SIZES)
def test_every_draw_in_the_recap_says_how_it_ended_whole_with_no_gap(size, monkeypatch):
    """At 100-200% text, the Story open (as the play-tester had it): Alice's own last draw
    and each of the five bots' draws since say how they ended (the story's sentence,
    whole; Alice's own had not been told: play-test round 5), no line is cut, every
    line lies inside the recap's width, and the lines follow each other a line apart,
    draw after draw, with no blank line between two draws."""
    for text_size in (100, 150, 200):
        for rounds, state in POSITIONS.items():
            app = picture_app(size, text_size)
            scene = open_position(app, LUCKY, state.clone(), SEATS)
            drawn = record_drawn(monkeypatch)
            draw_whole(app)
            monkeypatch.undo()
            told = recap_as_drawn(scene, drawn)
            said = endings(state)
            where = (size, text_size, rounds)
            assert len(told) == len(said) == 6, (where, told)
            first = recap_captions(scene)[0]
            width = round(first.width * scene.geometry.unit)
            left = round(scene.geometry.origin[0] + first.x * scene.geometry.unit)
            step = round(first.step * scene.geometry.unit)
            for draw, ways in zip(told, said):
                words = " ".join(line for line, _ in draw)
                assert any(way in words for way in ways), (where, words, ways)
                assert not words.endswith("…"), (where, words)
                assert all(rect.right <= left + width for _, rect in draw), (where, draw)
            middles = [rect.centery for draw in told for _, rect in draw]
            assert all(abs(below - above - step) <= 1 for above, below in zip(middles, middles[1:])), \
                (where, middles, step)
            scene.leave()



def test_a_draw_that_keeps_a_player_in_jail_names_its_card_before_the_reason(monkeypatch):
    """At 1920x1080 and 150% the reason a player stays in jail ("only an upright card of 3
    or more, or Justice upright, opens it") took three lines of the recap while two other
    draws' cards went unsaid: the draw now says its card and "Stays in jail." first."""
    app = picture_app((1920, 1080), 150)
    scene = open_position(app, LUCKY, POSITIONS[7].clone(), SEATS)
    drawn = record_drawn(monkeypatch)
    draw_whole(app)
    monkeypatch.undo()
    draws = [" ".join(line for line, _ in draw) for draw in recap_as_drawn(scene, drawn)]
    assert "Player 5 draws The Hanged Man reversed. Stays in jail." in draws, draws
    scene.leave()
