"""The pause between the games of a Tempting Fate match at a network table (play-test
findings N9 and N1): only the next game's first player may end it, so the other screen
says whom it waits for instead of offering a button the host refuses; and a pause the
host's bot ends at once stays readable over the table until put away.
Hosts on 127.0.0.1 only, every wait bounded (tests/helpers/network.py)."""
from __future__ import annotations

from tarot_table.table.scenes.panels import LOOK
from tests.helpers.network import hosting, join, run_until
from tests.helpers.table import click, record_text, step


def labels(scene) -> list[str]:
    return [button.label for button in scene.summary_buttons]


def resign(app, scene) -> None:
    """Resign clicked under the table, then its question answered, as a player does."""
    step(app)
    click(app, next(b for b in scene.choice_buttons if b.label.startswith("Resign")).rect.center)
    step(app)
    assert scene.confirming is not None and scene.confirming.title == "Resign?"
    click(app, next(b for b in scene.summary_buttons if b.label == "Resign").rect.center)


def test_the_pause_says_whom_it_waits_for_at_the_screen_that_cannot_end_it(apps, tmp_path, monkeypatch):
    with hosting(tmp_path / "tables") as (host, address):
        code = host.open_table("tempting-fate", ["open", "open"], {"match": "two-games"}, 5)
        ann = join(apps[0], address, code, "Ann")
        bea = join(apps[1], address, code, "Bea")
        run_until(apps, [ann, bea], lambda: ann.remote.my_turn())
        resign(apps[0], ann)   # Ann, Fate in game 1, resigns: Bea is Fate in game 2 and goes on
        run_until(apps, [ann, bea], lambda: ann.panel_open() and bea.panel_open())
        step(apps[0]), step(apps[1])
        assert labels(bea) == ["Start game 2", LOOK]
        assert labels(ann) == [LOOK], "Ann's press would be refused: no button for it"
        assert ann.pause_waits_for() == "Bea"
        written = record_text(monkeypatch)
        for app in apps:
            app.request_redraw()
            step(app)
        # the status line says what the panel says (finding P3: it told Ann to start game 2)
        assert written.count("Waiting for Bea to start game 2.") == 2, "on the panel and on the status line"
        assert written.count("Game 1 is over. Start game 2: the roles switch.") == 1, "Bea's alone"
        click(apps[0], ann.summary_buttons[0].rect.center)   # Look at the table puts it away
        assert not ann.panel_open()
        click(apps[1], bea.summary_buttons[0].rect.center)
        run_until(apps, [ann, bea], lambda: ann.remote.state.data["game_no"] == 2)
        step(apps[0])
        assert ann.confirming is None, "Ann waited for Bea with the pause on screen: nothing more to read"


def test_a_pause_the_host_s_bot_ends_at_once_stays_readable(apps, tmp_path):
    with hosting(tmp_path / "tables") as (host, address):
        code = host.open_table("tempting-fate", ["open", "bot:basic"], {"match": "two-games"}, 5)
        ann = join(apps[0], address, code, "Ann")
        run_until([apps[0]], [ann], lambda: ann.remote.my_turn())
        resign(apps[0], ann)   # the bot, querent in game 1, wins it and starts game 2 as Fate
        run_until([apps[0]], [ann], lambda: ann.remote.state.data["game_no"] == 2)
        step(apps[0])
        notice = ann.confirming
        assert notice is not None and notice.title.endswith("wins game 1"), notice
        assert "Ann resigns." in notice.lines and "start game 2" in notice.lines[-1].lower()
        assert labels(ann) == [LOOK]
        click(apps[0], ann.summary_buttons[0].rect.center)
        assert ann.confirming is None
