"""The host quitting while someone plays at a table it hosts (play-test finding N10):
Quit asks first, naming who plays at which table; and the joiner's status line says
at once that the host has gone (it kept "Bea to play..." until the next click).
Hosts on 127.0.0.1 only, every wait bounded (tests/helpers/network.py)."""
from __future__ import annotations

import pygame

from tarot_table.net import app_host
from tarot_table.net.remote_session import HOST_GONE
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.message import MessageScene
from tests.helpers.network import hosting, join, press, run_until, sit_at_own_table
from tests.helpers.table import click, key, post, record_text, step


def step_away(app, scene) -> None:
    """Menu pressed at the table, and its question answered: Step away."""
    scene.to_menu()
    step(app)
    click(app, next(b for b in scene.summary_buttons if b.label == "Step away").rect.center)


def test_quit_asks_while_someone_plays_at_a_hosted_table(apps, loopback_host):
    host, address = app_host.host(), app_host.own_address()
    code, ann = sit_at_own_table(apps[0], host, address, "tempting-fate", ["open", "open"], 5, "Ann")
    assert app_host.people_at_play() == [], "Ann at her own table is not someone to warn"
    bea = join(apps[1], address, code, "Bea")
    run_until(apps, [ann, bea], lambda: all(seat["connected"] for seat in ann.remote.seats))
    assert app_host.people_at_play() == [("Tempting Fate", code, ["Bea"])]
    step_away(apps[0], ann)
    menu = apps[0].scene
    assert isinstance(menu, MenuScene)
    press(apps[0], menu, "Quit")
    question = apps[0].scene
    assert isinstance(question, MessageScene) and apps[0].running
    assert question.title == "Quit Tarot Table?"
    assert question.words.startswith(f"Bea is playing at your Tempting Fate table {code}. Quitting stops")
    press(apps[0], question, "Stay")
    assert isinstance(apps[0].scene, MenuScene) and apps[0].running
    press(apps[0], apps[0].scene, "Quit")
    press(apps[0], apps[0].scene, "Quit")
    assert not apps[0].running


def close_window(app) -> None:
    """The window's close button, as the window system sends it."""
    post(pygame.QUIT)
    step(app)


def test_closing_the_window_asks_the_menu_s_question_over_the_table(apps, loopback_host):
    """The window's close button quit at once while Bea played at Ann's table; it asks as
    the menu's Quit does, over the table: Stay (or Escape) goes back to the table, a
    second close while the question is shown quits."""
    host, address = app_host.host(), app_host.own_address()
    code, ann = sit_at_own_table(apps[0], host, address, "tempting-fate", ["open", "open"], 5, "Ann")
    bea = join(apps[1], address, code, "Bea")
    run_until(apps, [ann, bea], lambda: all(seat["connected"] for seat in ann.remote.seats))
    close_window(apps[0])
    question = apps[0].scene
    assert isinstance(question, MessageScene) and apps[0].running
    assert question.title == "Quit Tarot Table?"
    assert question.words.startswith(f"Bea is playing at your Tempting Fate table {code}. Quitting stops")
    press(apps[0], question, "Stay")
    assert apps[0].scene is ann and apps[0].running, "Stay goes back to the table it was asked from"
    close_window(apps[0])
    assert isinstance(apps[0].scene, MessageScene)
    key(apps[0], pygame.K_ESCAPE)
    assert apps[0].scene is ann and apps[0].running, "Escape is Stay"
    close_window(apps[0])
    close_window(apps[0])
    assert not apps[0].running, "closing the window again while the question is shown quits"


def test_closing_the_window_with_nobody_else_at_a_hosted_table_quits_at_once(apps, loopback_host):
    host, address = app_host.host(), app_host.own_address()
    code, ann = sit_at_own_table(apps[0], host, address, "tempting-fate", ["open", "bot:basic"], 5, "Ann")
    close_window(apps[0])
    assert not apps[0].running


def test_quit_with_nobody_else_at_a_hosted_table_quits_at_once(apps, loopback_host):
    host, address = app_host.host(), app_host.own_address()
    code, ann = sit_at_own_table(apps[0], host, address, "tempting-fate", ["open", "bot:basic"], 5, "Ann")
    step_away(apps[0], ann)
    press(apps[0], apps[0].scene, "Quit")
    assert not apps[0].running


def test_the_joiner_s_status_line_says_the_host_has_gone_at_once(apps, tmp_path, monkeypatch):
    app = apps[0]
    with hosting(tmp_path / "tables") as (host, address):
        code = host.open_table("tempting-fate", ["open", "bot:basic"], {"match": "single"}, 5)
        bea = join(app, address, code, "Bea")
        run_until([app], [bea], lambda: bea.remote.my_turn())
        step(app, 2)
        written = record_text(monkeypatch)
        step(app)
        assert any(words.startswith("Bea to play.") for words in written)
    run_until([app], [bea], lambda: not bea.remote.connected)   # the host quit: no click since
    del written[:]
    step(app)
    assert HOST_GONE in written and not any(words.startswith("Bea to play.") for words in written), written
    assert not bea.choice_buttons, "no move is offered at a table whose host has gone"


def test_quit_asks_while_a_person_seated_at_a_hosted_table_is_away(apps, loopback_host):
    """Play-test round 8: Bob had stepped away from Maya's hosted table, Maya stepped away
    too and quit: the app closed at once, without a word that the table and Bob's seat go
    with it. Quit asks, naming the person seated and away."""
    host, address = app_host.host(), app_host.own_address()
    code, ann = sit_at_own_table(apps[0], host, address, "tempting-fate", ["open", "open"], 5, "Ann")
    bea = join(apps[1], address, code, "Bea")
    run_until(apps, [ann, bea], lambda: all(seat["connected"] for seat in ann.remote.seats))
    step_away(apps[1], bea)
    run_until(apps, [ann], lambda: not ann.remote.seats[1]["connected"])
    assert app_host.people_at_play() == [("Tempting Fate", code, ["Bea (away)"])]
    step_away(apps[0], ann)
    press(apps[0], apps[0].scene, "Quit")
    question = apps[0].scene
    assert isinstance(question, MessageScene) and apps[0].running
    assert question.words.startswith(f"Bea (away) is seated at your Tempting Fate table {code}. Quitting stops")
    press(apps[0], question, "Quit")
    assert not apps[0].running
