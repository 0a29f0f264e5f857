"""The fifth real-window round of 27 November (docs/playtest-32.md): names shortened
where there was room, a seat finished by bots, a joiner's row of an ended table, and the
smaller findings."""
from __future__ import annotations

import pytest

from tarot_table.games.base import Seat
from tarot_table.table.app import App
from tests.helpers.table import draw_whole, open_position
from tests.helpers.tournament import Drawn, collisions
from tests.helpers.tournament_positions import GAME, m, table

SMALL = (1024, 700)


def judge_voting_for(second: str):
    """Judge 1 (Luck) votes wholly for the second seat."""
    return table(2, judges={1: [m("wands", "ace")]},
                 attrs={(0, "wands"): [m("wands", "two")], (1, "wands"): [m("wands", "nine")]},
                 seats=[Seat("Blanche"), Seat(second, "quick")])


@pytest.mark.parametrize("size", [SMALL, (1920, 1080), (2560, 1440)])
def test_finding_2_a_judge_s_mark_names_the_contestant_whole_where_the_name_fits(size, monkeypatch):
    """At 100% in 1024x700 a judge voting for Anemone read "Anem." though "Anemone" fits
    beside its card: the whole name (its lone vote's count left out) comes before a cut
    one, which is kept for names that do not fit even so."""
    app = App(headless=True, size=size)
    app.settings.animation = "instant"
    drawn = Drawn(monkeypatch)
    state = judge_voting_for("Anemone")
    try:
        scene = open_position(app, GAME, state, state.seats)
        drawn.items.clear()
        draw_whole(app)
        marks = {words for kind, words, _ in drawn.items if kind == "mark"}
        assert "Anemone" in marks or "Anemone 1" in marks, marks
        assert not any(mark.startswith("Anem.") for mark in marks), marks
        assert collisions(scene, drawn, size) == []
    finally:
        for s in app.scenes:
            s.leave()


@pytest.mark.parametrize("text_size", [100, 150, 200])
@pytest.mark.parametrize("seats", [["open", "open"], ["open", "open", "bot", "bot"], ["open", "open", "bot", "bot", "bot", "bot"]])
def test_finding_2_once_the_host_is_gone_the_joiner_s_strip_names_every_seat_whole(apps, tmp_path, text_size, seats,
                                                                                   monkeypatch):
    """Once the host had gone the joiner's strip read "Anem…" with about 200 px free: the
    chat box, not drawn with no connection, still kept its room. With nothing to say
    to, the names take that room, and are cut only where they still do not fit."""
    from tarot_table.table import theme
    from tests.helpers.network import hosting, join, run_until, sit_at_own_table
    from tests.helpers.table import step
    for app in apps:
        app.settings.text_size = text_size
        app.apply_look()
    with hosting(tmp_path) as (host, address):
        code, _ = sit_at_own_table(apps[0], host, address, "tournament-of-queens", seats, 5, "Hana")
        anemone = join(apps[1], address, code, "Anemone")
    run_until([apps[1]], [anemone], lambda: not anemone.remote.connected)
    assert anemone.remote.host_gone
    said = []
    text = theme.text

    def recorded(surface, words, *args, **kwargs):
        said.append(words)
        return text(surface, words, *args, **kwargs)
    monkeypatch.setattr(theme, "text", recorded)
    apps[1].request_redraw()
    step(apps[1])
    gone = next(words for words in said if words in (f"Table {code}: host gone", "Host gone"))
    pills = said[said.index(gone) + 1:][:len(seats)]
    names = [seat.name for seat in anemone.remote.state.seats]
    assert all(pill.startswith(name) for pill, name in zip(pills, names)), pills   # every name whole
    if len(seats) < 6 or text_size < 200:
        assert pills[:2] == ["Hana", "Anemone (you)"], pills
