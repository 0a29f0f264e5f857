"""Play-test finding: every "Read the cut deck" reading after a game of Tempting Fate was
listed by Continue as damaged ("options['cards'] is 1,759 characters long, more than the
200 allowed"): the reading keeps the ids of the cards it reads in its options, and a whole
deck's ids run to some 2,000 characters. Its save is read back whole now."""
from __future__ import annotations

import json

import pytest

from tarot_table import saves
from tarot_table.cards import MAJOR_NAMES, RANKS, SUITS, major_id, minor_id
from tarot_table.games.base import Seat
from tarot_table.games.reading.rules import DEFAULT_SPREAD
from tests.helpers.reading import READING
from tests.helpers.table import open_position, step
from tests.helpers.tempting import reading_after_resigning


def test_the_cut_deck_reading_after_a_game_is_saved_and_listed_whole(app):
    reading = reading_after_resigning(app)
    reading.perform(READING.bots["in-order"](READING, reading.session.state, None))
    step(app)
    kept = saves.save(reading.session)
    assert len(reading.session.state.options["cards"]) > 200
    assert saves.load(kept).state.options["cards"] == reading.session.state.options["cards"]
    listed = [info for info in saves.list_saves() if info.path == kept]
    assert listed and listed[0].problem in (None, "")


def test_a_reading_of_every_card_of_a_deck_keeps_them_in_its_save(app):
    every = [major_id(n) for n in range(len(MAJOR_NAMES))] + [minor_id(s, r) for s in SUITS for r in RANKS]
    options = {"spread": DEFAULT_SPREAD, "cards": ",".join(every), "order": "as-given"}
    state = READING.new(1, options, [Seat("Reader")])
    scene = open_position(app, READING, state, [Seat("Reader")])
    kept = saves.save(scene.session)
    assert saves.load(kept).state.options["cards"].split(",") == every


def test_an_option_longer_than_any_the_app_writes_is_still_refused(app):
    state = READING.new(1, {"spread": DEFAULT_SPREAD}, [Seat("Reader")])
    scene = open_position(app, READING, state, [Seat("Reader")])
    kept = saves.save(scene.session)
    data = json.loads(kept.read_text(encoding="utf-8"))
    data["options"]["cards"] = "x" * (saves.MAX_OPTION_TEXT + 1)
    kept.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(saves.SaveError, match="more than the 5,000 allowed"):
        saves.read_payload(kept)
