"""Issue 32, play-test finding 9: the journal entry of a reading made after a game of
Tempting Fate showed "(no question)" and did not say where its cards came from. An
after-game reading's entry names the game and how it ended."""
from __future__ import annotations

from tarot_table import journal
from tarot_table.games.base import Action, Seat
from tarot_table.readings_cli import journal_list
from tarot_table.table.scenes import journal as journal_scene
from tarot_table.table.scenes.journal import JournalScene
from tests.helpers.reading import READING, ask, keep
from tests.helpers.table import click, open_position, settle, step
from tests.helpers.tempting import GAME

def read_after_the_game(app, question: str = "") -> journal.Entry:
    state = GAME.new(4, {"match": "single"}, [Seat("Ann"), Seat("Bob")])
    scene = open_position(app, GAME, state, [Seat("Ann"), Seat("Bob")])
    scene.perform(Action("resign", choice="resign"), asked=True)   # Ann, as Fate, throws the game
    settle(app, scene)
    step(app)
    click(app, next(b for b in scene.summary_buttons if b.label == "Read the cut deck").rect.center)
    reading = app.scene
    if question:
        ask(app, reading, question)
    while READING.outcome(reading.session.state) is None:
        reading.perform(READING.bots["in-order"](READING, reading.session.state, None))
        step(app)
    [entry], _ = journal.entries()
    return entry


def test_item9_the_entry_of_an_after_game_reading_names_the_game_and_its_result(app, monkeypatch):
    entry = read_after_the_game(app)
    assert entry.question == "" and entry.after.startswith("After Tempting Fate: Bob wins (")
    assert entry.heading() == entry.after and "(no question)" not in journal_list(False)
    assert journal.load(entry.id).after == entry.after     # kept in the file, read back
    said = []
    real = journal_scene.theme.text
    monkeypatch.setattr(journal_scene.theme, "text", lambda surface, words, *a, **k:
                        said.append(str(words)) or real(surface, words, *a, **k))
    app.switch(JournalScene(app))
    step(app)
    assert any(words.startswith("After Tempting Fate: Bob wins") for words in said)
    assert journal.matches(entry, "tempting fate bob")


def test_item9_a_question_asked_still_heads_the_entry_with_the_game_kept_beside(app):
    entry = read_after_the_game(app, "What now?")
    assert entry.heading() == "\u201cWhat now?\u201d" and entry.after.startswith("After Tempting Fate")


def test_item9_a_reading_on_its_own_and_an_older_entry_keep_saying_no_question():
    entry, _ = keep(3)
    assert entry.after == "" and journal.load(entry.id).heading() == "(no question)"


def test_the_finished_reading_after_a_game_is_headed_by_that_game_not_no_question(app, monkeypatch):
    """Play-test: the 'Your reading' panel of a reading made after a game said "No question
    was asked." while the journal named the game; the panel names it too."""
    from tarot_table.games.reading import table_panel
    said = []
    real = table_panel.theme.text_block
    monkeypatch.setattr(table_panel.theme, "text_block", lambda surface, words, *a, **k:
                        said.append(str(words)) or real(surface, words, *a, **k))
    entry = read_after_the_game(app)
    step(app)
    assert entry.after in said and "No question was asked." not in said


def test_an_ending_that_names_its_winner_is_not_said_twice():
    """Play-test: the journal read "Anemone wins (Anemone wins the match, 2 games to 0.)"."""
    from types import SimpleNamespace
    from tarot_table.games.base import Outcome
    from tarot_table.games.capabilities import Ending
    state = GAME.new(4, {"match": "single"}, [Seat("Ann"), Seat("Anemone")])
    told = Outcome(winners=(1,), scores=(0, 2), summary="Anemone wins the match, 2 games to 0.")
    game = SimpleNamespace(title=GAME.title, outcome=lambda _state: told)
    assert Ending(game).after_words(state) == "After Tempting Fate: Anemone wins the match, 2 games to 0."
    told = Outcome(winners=(1,), scores=(0, 1), summary="Ann resigns.")
    assert Ending(game).after_words(state) == "After Tempting Fate: Anemone wins (Ann resigns.)"
    state = GAME.new(4, {"match": "single"}, [Seat("Ann"), Seat("Anne")])
    told = Outcome(winners=(0,), scores=(1, 0), summary="Anne resigns.")   # "Ann" inside another name
    assert Ending(game).after_words(state) == "After Tempting Fate: Ann wins (Anne resigns.)"
