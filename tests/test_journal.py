"""Readings, not games, and the journal that keeps them (issue 17): the optional
question, the end panel with every position's card and meaning, no score, moves,
clock or statistics, the journal with notes, search, reopening and export."""
import json

import pygame

from tarot_table import journal
from tarot_table.cli import main
from tarot_table.games.base import FollowUp
from tarot_table.statistics import load_stats
from tarot_table.table.scenes.journal import JournalScene
from tarot_table.table.scenes.table import TableScene
from tests.helpers.table import click, deck_top, drag, open_table, post, step, zone_centre
from tests.helpers.reading import READING, ask, finish, keep, labels, type_text


def test_the_question_is_asked_before_the_first_card_and_kept_with_the_reading(app):
    scene = open_table(app, options={"spread": "one-card"})
    assert scene.game_panel.asking is not None and not scene.session.state.options["question"]
    ask(app, scene, "Will the garden grow?")
    finish(app, scene)
    assert scene.session.state.options["question"] == "Will the garden grow?"
    entry = journal.entries()[0][0]
    assert entry.question == "Will the garden grow?"


def test_the_question_is_optional(app):
    scene = open_table(app, options={"spread": "one-card"})
    finish(app, scene)
    assert scene.game_panel.asking is None
    assert journal.entries()[0][0].question == ""


def test_typing_the_question_does_not_trigger_table_shortcuts(app):
    scene = open_table(app, options={"spread": "one-card"})
    log_open = scene.log_open
    click(app, scene.game_panel.asking.rect.center)
    post(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0)
    step(app)
    assert scene.log_open == log_open


def test_the_end_panel_lists_positions_cards_orientations_and_meanings(app):
    scene = open_table(app, options={"spread": "three-cards"})
    finish(app, scene)
    summary = READING.reading.summary(scene.session.state)
    assert [c.position for c in summary.cards] == ["Past", "Present", "Future"]
    assert all(c.card == scene.session.state.zones[z][0].card for c, z in zip(summary.cards, ["pos1", "pos2", "pos3"]))
    assert labels(scene)[:3] == ["Keep note", "Look at the table", "Same spread again"]
    assert "Play again" not in labels(scene)


def test_the_panel_folds_away_to_show_the_spread_and_comes_back(app):
    scene = open_table(app, options={"spread": "one-card"})
    finish(app, scene)
    fold = next(b for b in scene.summary_buttons if b.label == "Look at the table")
    click(app, fold.rect.center)
    step(app)
    assert scene.panel_hidden and not scene.panel_open()
    show = next(b for b in scene.choice_buttons if b.label == "Show the result")
    click(app, show.rect.center)
    step(app)
    assert scene.panel_open() and "Keep note" in labels(scene)


def test_a_reading_has_no_score_moves_clock_or_statistics(app):
    assert not READING.scored
    scene = open_table(app, options={"spread": "one-card"})
    finish(app, scene)
    records, _ = load_stats()
    assert records == {}
    assert "Moves" not in " ".join(labels(scene))


def test_a_note_written_at_the_end_is_kept_in_the_journal(app):
    scene = open_table(app, options={"spread": "one-card"})
    finish(app, scene)
    click(app, scene.game_panel.note_field.rect.center)
    type_text(app, "Patience, then.")
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    step(app)
    assert journal.load(scene.keeper.journal_id).note == "Patience, then."


def test_a_note_can_be_written_later():
    state = READING.new(4, {"spread": "one-card"})
    for action in (READING.legal_actions(state)[0],):
        READING.apply(state, action)
    READING.apply(state, READING.legal_actions(state)[0])
    entry = journal.record("reading", READING.reading.summary(state), state)
    journal.set_note(entry.id, "Seen again a week on.")
    assert journal.load(entry.id).note == "Seen again a week on."


def test_the_journal_lists_newest_first_and_searches_by_card_or_word():
    first, _ = keep(1, question="About work")
    second, state = keep(2, spread="three-cards", question="About love")
    listed = journal.entries()[0]
    assert [e.id for e in listed] == [second.id, first.id]
    card_name = first.card_line().split(" (")[0]
    assert [e.id for e in listed if journal.matches(e, card_name)][-1] == first.id
    assert [e.id for e in listed if journal.matches(e, "LOVE")] == [second.id]
    assert [e.id for e in listed if journal.matches(e, "three love")] == [second.id]
    assert [e for e in listed if journal.matches(e, "nothing-like-this")] == []


def test_the_journal_screen_finds_and_reopens_a_reading_on_the_table(app):
    entry, state = keep(5, spread="three-cards", question="Where next?")
    screen = JournalScene(app)
    app.switch(screen)
    step(app)
    click(app, screen.search.rect.center)
    type_text(app, "where")
    assert [e.id for e in screen.shown()] == [entry.id]
    open_button = next(b for b in screen.buttons if b.label == "Open")
    click(app, open_button.rect.center)
    table = app.scene
    assert isinstance(table, TableScene)
    assert table.session.state.to_json()["zones"] == state.to_json()["zones"]
    assert table.keeper.journal_id == entry.id and not table.keeper.saving
    step(app, 2)
    assert "Keep note" in labels(table)
    assert len(journal.entries()[0]) == 1   # reopening does not keep it twice


def test_a_malformed_journal_file_is_listed_and_left_alone(tmp_path):
    keep(6)
    bad = journal.journal_dir() / "20200101-000000-000000.json"
    bad.write_text("{not json", encoding="utf-8")
    entries, problems = journal.entries()
    assert len(entries) == 1 and "could not be read" in problems[0]
    assert bad.read_text(encoding="utf-8") == "{not json"


def test_journal_list_json_and_export_work_headless(tmp_path, capsys):
    entry, _ = keep(7, spread="three-cards", question="A picture, please")
    assert main(["journal", "list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)["entries"]
    assert listed[0]["question"] == "A picture, please" and len(listed[0]["cards"]) == 3
    assert {"position", "card", "name", "reversed", "meaning"} <= set(listed[0]["cards"][0])
    out = tmp_path / "share.png"
    assert main(["journal", "export", entry.id, "--out", str(out)]) == 0
    picture = pygame.image.load(str(out))
    assert picture.get_size() == (1600, 1000)
    assert main(["journal", "export", "20990101-000000-000000", "--out", str(out)]) == 2


def test_a_reading_handed_over_by_another_game_asks_the_question_and_is_kept(app):
    cards = ["major_arcana.00", "major_arcana.01", "major_arcana.02", "minor_arcana.cups.ace"]
    scene = open_table(app, options={"spread": "one-card"})
    scene.follow_up(FollowUp("Read the hand", "reading", {"spread": "three-cards", "cards": ",".join(cards)}))
    step(app)
    reading = app.scene
    assert reading.game_panel.asking is not None
    ask(app, reading, "What did the game say?")
    finish(app, reading)
    entry = journal.entries()[0][0]
    assert entry.question == "What did the game say?"
    assert {c.card for c in entry.cards} <= set(cards)


def test_turning_reversals_off_in_settings_lays_every_card_upright(app):
    """The reversals setting: the new-reading dialog starts with reversed cards off,
    and a reading handed over by another game lies every card upright too."""
    from tarot_table.settings import load_settings
    from tarot_table.table.scenes.newgame import NewGameScene
    from tarot_table.table.scenes.settings import SettingsScene
    screen = SettingsScene(app)
    app.switch(screen)
    step(app)
    for _ in range(20):   # the page scrolls until the row is wholly in sight, as a player would
        if screen.choices["reversals", False] in screen.buttons:
            break
        post(pygame.MOUSEWHEEL, x=0, y=-1)
        step(app)
    off = screen.choices["reversals", False]
    click(app, off.rect.center)
    assert app.settings.reversals is False and load_settings().reversals is False
    dialog = NewGameScene(app, READING)
    assert dialog.options["reversals"] == "off"
    scene = open_table(app, options={"spread": "one-card"})
    scene.follow_up(FollowUp("Read", "reading", {"spread": "celtic-cross"}))
    handed = app.scene.session.state
    assert handed.options["reversals"] == "off"
    assert not any(p.reversed for pile in handed.zones.values() for p in pile)


def test_with_reversals_on_some_cards_lie_reversed():
    state = READING.new(11, {"spread": "one-card"})
    assert any(p.reversed for p in state.zones["deck"]) and not all(p.reversed for p in state.zones["deck"])


def test_the_journal_screen_saves_a_reading_as_a_picture(app):
    from tarot_table import paths
    entry, _ = keep(8, spread="three-cards", question="To share")
    screen = JournalScene(app)
    app.switch(screen)
    step(app)
    export = next(b for b in screen.buttons if b.label == "Export")
    click(app, export.rect.center)
    out = paths.exports_dir() / f"{entry.id}.png"
    assert out.exists() and str(out) in screen.message
    assert pygame.image.load(str(out)).get_size() == (1600, 1000)
