"""Asking a question and keeping a reading at the reading table."""
from tests.helpers.table import click, deck_top, drag, post, step, zone_centre
import pygame
from tarot_table import journal
from tarot_table.games import get_game


READING = get_game("reading")


def type_text(app, words: str) -> None:
    post(pygame.TEXTINPUT, text=words)
    step(app)


def finish(app, scene) -> None:
    """Lay and turn every card with the mouse, in the spread's order."""
    positions = [s.zone for s in scene.geometry.layout.spots if s.zone != "deck"]
    for zone in positions:
        drag(app, deck_top(scene), zone_centre(scene, zone))
    for zone in positions:
        click(app, zone_centre(scene, zone))
        scene.motions.clear()
    step(app, 2)


def labels(scene) -> list[str]:
    return [b.label for b in scene.summary_buttons]


def ask(app, scene, words: str) -> None:
    click(app, scene.game_panel.asking.rect.center)
    type_text(app, words)


def keep(seed, spread="one-card", question=""):
    state = READING.new(seed, {"spread": spread, "question": question})
    while READING.outcome(state) is None:
        READING.apply(state, READING.bots["in-order"](READING, state, None))
    return journal.record("reading", READING.reading.summary(state), state), state


def journal_row_lines(monkeypatch, size, text_size, seed=2, note=""):
    """The lines a Journal row of a three-card reading (seed 2: three long names, each
    reversed) draws under its question, with their rectangles, and the row's Delete button;
    with ``note`` kept with the reading, its note is the second line."""
    from tarot_table.table import theme
    from tarot_table.table.app import picture_app
    from tarot_table.table.scenes.journal import JournalScene
    entry, _ = keep(seed, spread="three-cards")
    if note:
        journal.set_note(entry.id, note)
        entry = journal.load(entry.id)
    app = picture_app(size, text_size)
    drawn = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda surface, words, *a, **k:
                        drawn.append((str(words), real(surface, words, *a, **k))) or drawn[-1][1])
    scene = JournalScene(app)
    app.switch(scene)
    step(app)
    monkeypatch.undo()
    words = [w for w, _ in drawn]
    under = words.index(entry.heading()) + 1
    lines = drawn[under:under + 2]
    lines = [(w, rect) for w, rect in lines if w not in {b.label for b in scene.buttons}]
    delete = next(b for b in scene.buttons if b.label == "Delete")
    scene.leave()
    return entry, lines, delete
