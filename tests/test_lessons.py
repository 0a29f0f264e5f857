"""Lessons (tarot_table/lessons.py): every step of every game's lesson played through
the rules, the shape a lesson file is checked against, and where a player stopped."""
from __future__ import annotations

import json
import re
from dataclasses import replace

import pytest

from tarot_table import lesson_progress, lessons
from tarot_table.cards import TAROT_DECK
from tarot_table.games import GAMES, get_game
from tarot_table.games.lucky_you.board import DUMPS, JUMPS
from tarot_table.lessons import LessonProblem, Step
from tests.helpers.table import click, step

WITH_LESSONS = [game_id for game_id in GAMES if lessons.has_lesson(get_game(game_id))]


def test_the_first_lessons_are_there():
    assert {"queens-of-fate"} <= set(WITH_LESSONS)


@pytest.mark.parametrize("game_id", WITH_LESSONS)
def test_every_step_is_played_through_the_rules(game_id):
    """Each step's move is exactly one of the legal actions at that point, on the
    player's turn, and what it points at is on the table; a rule change that makes a
    step wrong fails here."""
    game = get_game(game_id)
    lesson = lessons.load(game)
    session = lessons.check(game, lesson)
    last_deal = max([i for i, step in enumerate(lesson.steps) if step.deal is not None], default=0)
    assert len(session.actions) >= sum(1 for step in lesson.steps[last_deal:] if step.move)


@pytest.mark.parametrize("game_id", WITH_LESSONS)
def test_each_step_says_it_in_one_or_two_sentences(game_id):
    lesson = lessons.load(get_game(game_id))
    for number, step in enumerate(lesson.steps, start=1):
        sentences = re.findall(r"[.!?](?=\s+[A-Z]|$)", step.say)   # "Lucky You! is" ends none
        assert 1 <= len(sentences) <= 2, f"step {number} of {game_id}: {step.say!r}"
        assert not step.move or step.do.endswith("."), f"step {number} of {game_id} says what to do in a sentence"


def test_a_step_the_rules_no_longer_allow_fails_the_check():
    game = get_game("queens-of-fate")
    lesson = lessons.load(game)
    wrong = Step("Secure a card that is still in Destiny.", "Drag it.",
                 {"kind": "secure", "card": "minor_arcana.cups.queen"})
    broken = replace(lesson, steps=lesson.steps[:2] + (wrong,) + lesson.steps[3:])
    with pytest.raises(LessonProblem, match="step 3"):
        lessons.check(game, broken)


def test_a_step_matching_several_moves_fails_the_check():
    """A move must name one action: the table lights it and Back replays it."""
    game = get_game("queens-of-fate")
    lesson = lessons.load(game)
    loose = replace(lesson.steps[2], move={"card": "minor_arcana.wands.queen"})
    two_ways = replace(lesson, steps=(lesson.steps[1], loose))
    session = lessons.start(game, two_ways)
    session.play(lessons.step_action(game, session.state, lesson.steps[1], 1))
    assert len([a for a in game.legal_actions(session.state) if loose.matches(a)]) == 2   # secure or let go
    with pytest.raises(LessonProblem, match="2 legal actions"):
        lessons.check(game, two_ways)


def test_reach_stands_at_the_start_of_a_step():
    game = get_game("queens-of-fate")
    lesson = lessons.load(game)
    at_four = lessons.reach(game, lesson, 3)   # the first step explains; the next two draw and secure
    assert [a.kind for a in at_four.actions] == ["draw", "secure"]
    assert lessons.step_action(game, at_four.state, lesson.steps[3], 4).kind == "draw"


def _write_lesson(monkeypatch, tmp_path, text: str):
    path = tmp_path / "lesson.toml"
    path.write_text(text, encoding="utf-8")
    monkeypatch.setattr(lessons, "lesson_path", lambda game: path)
    return get_game("queens-of-fate")


@pytest.mark.parametrize("text, why", [
    ("seed = 2\n", "steps is not a list"),
    ("seed = -1\n[[steps]]\nsay = 'x.'\n", "seed is -1"),
    ("seed = 2\nplayers = 3\n[[steps]]\nsay = 'x.'\n", "players is 3"),
    ("seed = 2\n[[steps]]\nsay = 'x.'\nmove = { kind = 'draw' }\n", "does not say what to do"),
    ("seed = 2\n[[steps]]\nsay = 'x.'\ndo = 'y.'\nmove = { card = 'a' }\n", "no kind"),
    ("seed = 2\n[[steps]]\nsay = 'x.'\nmove = { kind = 'draw', where = 'a' }\ndo = 'y.'\n", "other than"),
    ("seed = 2\n[[steps]]\nsay = 'x.'\nshout = 'y'\n", "unknown field"),
    ("seed = 2\n[[steps]]\nsay = '" + "x" * 400 + "'\n", "more than the 320"),
    ("seed = [\n", "cannot be read"),
    ("seed = 2\n[[steps]]\nsay = 'x.'\ndo = 'y.'\nmove = { kind = 'draw' }\ndeal = { seed = 3 }\n", "deals anew and has a move"),
    ("seed = 2\n[[steps]]\nsay = 'x.'\ndeal = { seed = 3, rules = 'x' }\n", "other than seed and options"),
    ("seed = 2\n[[steps]]\nsay = 'x.'\ndeal = { seed = -3 }\n", "seed is -3"),
])
def test_a_damaged_lesson_file_says_what_is_wrong(monkeypatch, tmp_path, text, why):
    game = _write_lesson(monkeypatch, tmp_path, text)
    with pytest.raises(LessonProblem, match=re.escape(why)):
        lessons.load(game)


def test_where_the_player_stopped_is_kept_per_game():
    assert lesson_progress.stopped_at("queens-of-fate") == 0
    lesson_progress.remember("queens-of-fate", 5)
    lesson_progress.remember("fools-journey", 2)   # a second window, another game: both kept
    assert lesson_progress.stopped_at("queens-of-fate") == 5
    assert lesson_progress.stopped_at("fools-journey") == 2
    lesson_progress.remember("queens-of-fate", 0)   # a lesson finished starts afresh next time
    assert lesson_progress.stopped_at("queens-of-fate") == 0
    assert lesson_progress.stopped_at("fools-journey") == 2


@pytest.mark.parametrize("content", [b"{not json", b'{"queens-of-fate": "five"}', b'{"queens-of-fate": -3}',
                                     b"[1, 2]", b'{"queens-of-fate": 99999999999}'])
def test_a_damaged_progress_file_counts_as_no_progress_and_is_moved_aside_whole(content):
    path = lesson_progress.progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    assert lesson_progress.stopped_at("queens-of-fate") == 0
    told = lesson_progress.remember("reading", 3)
    lesson_progress.remember("lucky-you", 2)
    assert json.loads(path.read_text()) == {"reading": 3, "lucky-you": 2}
    aside = list(path.parent.glob(path.name + ".damaged-*"))
    assert [p.read_bytes() for p in aside] == [content] and aside[0].name in told


def test_a_lesson_in_parts_deals_anew_at_its_step():
    """The Fool's Journey teaches the base rules on one deal, then reversals on another."""
    game = get_game("fools-journey")
    lesson = lessons.load(game)
    part = next(i for i, step in enumerate(lesson.steps) if step.deal is not None)
    assert lesson.options["reversals"] == "off" and lesson.steps[part].deal.options["reversals"] == "on"
    before = lessons.reach(game, lesson, part - 1)
    assert before.state.options["reversals"] == "off" and before.actions
    at = lessons.reach(game, lesson, part)
    assert at.state.seed == lesson.steps[part].deal.seed and at.state.options["reversals"] == "on"
    assert not at.actions   # the fresh deal, before its first move
    assert lessons.reach(game, lesson, part + 1).actions == []   # the deal step is read, not played


def test_a_deal_the_game_cannot_start_fails_the_check():
    game = get_game("fools-journey")
    lesson = lessons.load(game)
    part = next(i for i, step in enumerate(lesson.steps) if step.deal is not None)
    bad = replace(lesson.steps[part], deal=lessons.Deal(906, {"reversals": "sideways"}))
    broken = replace(lesson, steps=lesson.steps[:part] + (bad,) + lesson.steps[part + 1:])
    with pytest.raises(LessonProblem, match="cannot be dealt"):
        lessons.check(game, broken)


def _player_moves_with_events(game, lesson):
    """Each of the player's moves in the lesson, with what the rules did at it."""
    session = lessons.start(game, lesson)
    played = []
    for number, step in enumerate(lesson.steps, start=1):
        if step.move:
            action = lessons.step_action(game, session.state, step, number)
            played.append((action, session.play(action), session.state.data["jailed"][0]))
            lessons.play_bots(game, session)
    return played


def test_lucky_you_meets_a_jump_and_a_dump_by_ordinary_draws_then_a_jail_the_wild_pack_opens():
    """Seed: 'If you land on a "Dump" or "Jump" space at the end of your turn, immediately
    follow its instructions and end your move.' The lesson lands on each by a game-pack
    draw (not the Sun or a set-up), then on a Jail ('you must remain there until you draw
    an upright card of 3 or greater'), which a draw from the wild-card stack opens ('players
    may choose to draw a card from the wild-card stack instead of from the main deck')."""
    game = get_game("lucky-you")
    played = _player_moves_with_events(game, lessons.load(game))
    order = []
    for action, events, jailed in played:
        slides = [tuple(e.path) for e in events if e.kind == "slide" and e.token == "seat0"]
        if action.kind == "draw" and any(JUMPS.get(a) == b for a, b in slides):
            order.append("jump")
        if action.kind == "draw" and any(DUMPS.get(a) == b for a, b in slides):
            order.append("dump")
        if action.kind == "draw" and jailed:
            order.append("jail")
        if action.kind == "draw-wild" and not jailed and order[-1:] == ["jail"]:
            order.append("opened by the wild pack")
    assert order == ["jump", "dump", "jail", "opened by the wild pack"]


@pytest.mark.parametrize("game_id", WITH_LESSONS)
def test_a_drop_that_offers_several_moves_says_which_to_choose(game_id):
    """Seen in a real window: the Moon dropped on judge 4 offers to bribe or to play it,
    and the step only said to drag it there. A step whose card and place allow more than
    one move says which one to choose."""
    game = get_game(game_id)
    lesson = lessons.load(game)
    session = lessons.start(game, lesson)
    for number, step in enumerate(lesson.steps, start=1):
        if step.deal is not None:
            session = lessons.start(game, lesson, step.deal)
        if not step.move:
            continue
        action = lessons.step_action(game, session.state, step, number)
        offered = [a for a in game.legal_actions(session.state) if a.card == action.card and a.to == action.to]
        if action.card is not None and len(offered) > 1:
            assert "choose" in step.do, f"step {number} of {game_id}: {step.do!r} among {[a.label for a in offered]}"
        session.play(action)
        lessons.play_bots(game, session)


def test_a_lessons_undo_keeps_the_time_played_and_redo_goes_forward_again(app):
    """The seventh real-window round, finding 8: in Learn Tempting Fate, Undo stepped the
    lesson back but set its clock from 0:29 to 0:02, and Redo stayed greyed. Undo (the
    lesson's Back) keeps the time played; Redo goes forward to the step Undo left (the
    lesson's Skip/Next)."""
    from tarot_table.table.scenes.lesson_table import LessonScene, open_lesson
    open_lesson(app, get_game("tempting-fate"))
    step(app, 2)
    scene = app.scene
    assert isinstance(scene, LessonScene)
    top = {b.label: b for b in scene.bar_buttons}
    assert not top["Redo"].enabled
    for _ in range(29):   # half a minute of play, a second a frame
        app.clock.advance(1.0)
        step(app)
    while not scene.session.actions:   # on to the first move made (a step only explaining is passed)
        click(app, next(b for b in scene.guide_buttons if b.label in ("Skip", "Next")).rect.center)
        scene.finish_bot_turns()
        step(app)
    reached, played = scene.step_index, scene.session.elapsed
    assert played >= 29
    click(app, next(b for b in scene.bar_buttons if b.label == "Undo").rect.center)
    assert scene.step_index == reached - 1 and scene.session.elapsed >= played
    redo = next(b for b in scene.bar_buttons if b.label == "Redo")
    assert redo.enabled
    click(app, redo.rect.center)
    scene.finish_bot_turns()
    step(app)
    assert scene.step_index == reached and scene.session.elapsed >= played
    assert not next(b for b in scene.bar_buttons if b.label == "Redo").enabled


def test_the_queens_lesson_names_the_arcana_the_rules_play():
    """Play-test round 9, L1: step 4 said "Cards numbered 2 to 9 are called Arcana" while
    the table plays the Tens as Arcana worth 10 (rules.md, house decision 1: the seed
    names Arcana as "the Minor Arcana cards numbered 2 through 9" and is silent on the Tens)."""
    from tarot_table.games.queens_of_fate import cards as qc
    game = get_game("queens-of-fate")
    numbers = sorted(qc.face_value(card) for card in TAROT_DECK if qc.kind(card) == "arcana" and qc.suit(card) == "wands")
    assert numbers == list(range(2, 11)) and qc.face_value("minor_arcana.cups.ten") == 10
    step = lessons.load(game).steps[3]
    assert step.say.startswith(f"Cards numbered {numbers[0]} to {numbers[-1]} are called Arcana (a Ten is worth 10).")
