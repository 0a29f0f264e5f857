"""What a real-window tester met at network tables in the fourth round of 27 November
(docs/playtest-32.md, "Network, a killed host hosted again" and the Undo item): a table
hosted again came back on another port with no address shown, its joiner's Join again
and Continue went to the old port, Join typed at the new address did not use the seat's
token ("... to reclaim it.."), and a joiner's greyed Undo said nothing. Loopback only;
the apps run on their ManualClocks; every wait bounded (tests/helpers/network.py)."""
from __future__ import annotations

import socket

import pygame
import pytest

from tarot_table.net import app_host, held_seats
from tarot_table.table.scenes import join as join_page
from tarot_table.table.scenes.join import JoinScene
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.network import (host_by_mouse, hosting, join, join_by_mouse, new_app, press,
                                   run_until, type_into, until_answered, until_table, until_the_host)
from tests.helpers.table import click, key, record_text, rest_on, step

NOT_MOVED = "You have not moved yet, so there is no move of yours to take back."


def greyed_undo(app, scene):
    step(app)
    undo = next(b for b in scene.bar_buttons if b.label == "Undo")
    assert not undo.enabled
    return undo


def strip_button(scene, label: str):
    return next(b for b in scene.strip_buttons if b.label == label)


def seats_held_at(code: str) -> list[held_seats.HeldSeat]:
    return [h for h in held_seats.load()[0] if h.code == code]


def play_one_move(apps, scenes) -> None:
    """The seat to play makes its first listed move; both screens see it and the host
    has it on disk."""
    mover = next(s for s in scenes if s.human_turn())
    mover.perform(mover.legal()[0])
    run_until(apps, scenes, lambda: all(s.remote.moves == 1 and s.remote.saved >= 1 for s in scenes))


def test_a_greyed_undo_at_a_network_table_says_why_before_anyone_has_moved(apps, tmp_path):
    """"the joiner's greyed Undo said nothing on pointing, clicking or Ctrl+Z; the status
    line stayed 'Hana to play.'" Undo in a game with other people takes back only your
    own move: before the first move each seat's greyed Undo says so, pointed at, clicked
    and by Ctrl+Z, as the one-screen table's greyed Undo says its reason."""
    with hosting(tmp_path / "tables") as (host, address):
        code = host.open_table("tournament-of-queens", ["open", "open"], seed=11)
        scenes = [join(apps[0], address, code, "Hana", seat=0), join(apps[1], address, code, "Bea", seat=1)]
        run_until(apps, scenes, lambda: all(s.remote.seats[1 - s.remote.seat]["connected"] for s in scenes))
        for app, scene in zip(apps, scenes):
            assert scene.remote.moves == 0
            undo = greyed_undo(app, scene)
            away = scene.frame(app.screen.get_size())["status"].center   # the status bar: no tip of its own
            rest_on(app, away)
            turn_words = status_line(scene)[0]
            assert turn_words.startswith("Hana to play")
            rest_on(app, undo.rect.center)
            assert status_line(scene)[0] == NOT_MOVED   # pointed at
            rest_on(app, away)
            assert status_line(scene)[0] == turn_words
            click(app, undo.rect.center)
            rest_on(app, away)
            assert status_line(scene)[0] == NOT_MOVED   # clicked: said, the pointer gone elsewhere
            app.clock.advance(30)   # the message's time is over
            step(app)
            assert status_line(scene)[0] == turn_words
            key(app, pygame.K_z, pygame.KMOD_CTRL)
            assert status_line(scene)[0] == NOT_MOVED   # Ctrl+Z
            assert scene.remote.moves == 0 and not scene.remote.awaiting   # nothing was sent


def test_join_typed_at_a_tables_new_address_takes_the_seat_back_with_its_remembered_token(apps, tmp_path):
    """"Typed by hand at the new address, Join refused: 'Seat 2 is taken; join again with
    its token to reclaim it..'. The Join page did not use the seat's token." The seat held
    for a table's code is taken back with its token at whatever address the table is
    reached, and the seat is then remembered at that address alone."""
    folder = tmp_path / "tables"
    with hosting(folder) as (host, old):
        code = host.open_table("tournament-of-queens", ["open", "open"], seed=3)
        join(apps[0], old, code, "Hana", seat=0)
        bea = join_by_mouse(apps[1], f"{old} {code}", "Bea")
        token = bea.remote.token
        assert bea.remote.seat == 1 and [h.address for h in seats_held_at(code)] == [old]
    run_until([apps[1]], [bea], lambda: not bea.remote.connected)   # the host is gone
    with hosting(folder) as (host, new):
        assert new != old
        click(apps[1], strip_button(bea, "Join again").rect.center)
        page = apps[1].scene
        assert isinstance(page, JoinScene) and page.seat == 1
        until_answered(apps[1], page)
        assert page.note.startswith("The host of this table is not answering")
        click(apps[1], page.address.rect.center)   # the new address typed over the old
        key(apps[1], pygame.K_a, pygame.KMOD_CTRL)
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=new))
        press(apps[1], page, "Join")
        back = until_table(apps[1])
        assert back.remote.seat == 1 and back.remote.token == token, page.note
        assert [(h.address, h.seat) for h in seats_held_at(code)] == [(new, 1)]
        back.leave()


def test_a_refusal_ending_its_sentence_gets_no_second_full_stop(apps, tmp_path):
    """The refusal read "... to reclaim it..": the host's reason ends its sentence, and
    the Join page's "Could not join: ..." does not end it again."""
    with hosting(tmp_path / "tables") as (host, address):
        code = host.open_table("tournament-of-queens", ["open", "open"], seed=3)
        page = JoinScene(apps[0], address, code, seat=1)
        apps[0].switch(page)
        # the page saw Seat 2 open; Bea takes it before Join is pressed. (Had the page seen it
        # taken, it would offer any open seat instead, and the join would be welcomed.)
        page.seeing.join(join_page.SEATS_S + 10)   # bounded: the host is asked for SEATS_S seconds at most
        assert page.seat == 1
        join(apps[1], address, code, "Bea", seat=1)   # no seat of hers is remembered: the token is only there
        press(apps[0], page, "Join")
        until_answered(apps[0], page)
    assert page.note == "Could not join: Seat 2 is taken; join again with its token to reclaim it."


@pytest.mark.parametrize("by", ["Join again", "Continue"])
def test_a_table_hosted_again_on_another_port_is_found_by_its_code_and_the_seat_taken_back(apps, tmp_path, by):
    """"The joiner's 'Join again' button and their Continue row then went to the old port
    ('not answering')." The table's host now listens elsewhere and announces it on the
    local network (here on loopback): Join again, or the Continue row, looks its code up
    there, joins it at its new address with the seat's token, and remembers the seat
    there."""
    folder = tmp_path / "tables"
    with hosting(folder) as (host, old):
        code = host.open_table("tournament-of-queens", ["open", "open"], seed=3)
        hana = join(apps[0], old, code, "Hana", seat=0)
        bea = join_by_mouse(apps[1], f"{old} {code}", "Bea")
        token = bea.remote.token
        play_one_move(apps, [hana, bea])
    run_until([apps[1]], [bea], lambda: not bea.remote.connected)
    with hosting(folder, announce=True) as (host, new):
        assert new != old
        until_the_host(host, lambda: code in host.announcer.infos and not host.announcer.tasks)   # announced
        if by == "Join again":
            app = apps[1]
            click(app, strip_button(bea, "Join again").rect.center)
        else:   # Bea's app started again: her seat's row in Continue
            bea.leave()
            app = new_app()
            menu = MenuScene(app)
            app.switch(menu)
            step(app)
            click(app, next(b for b in menu.buttons if b.label == f"{code}-seat-2").rect.center)
        back = until_table(app)
        assert (back.remote.seat, back.remote.token, back.remote.moves) == (1, token, 1)
        assert back.remote.address == new
        assert [(h.address, h.seat) for h in seats_held_at(code)] == [(new, 1)]
        back.leave()


def test_a_table_not_answering_and_not_announced_says_so_and_what_to_do(apps, tmp_path):
    """Join again when the table is neither at its address nor announced on this
    network: the page looked, and says so in words with what to do."""
    folder = tmp_path / "tables"
    with hosting(folder) as (host, old):
        code = host.open_table("tournament-of-queens", ["open", "open"], seed=3)
        bea = join_by_mouse(apps[1], f"{old} {code}", "Bea")
    run_until([apps[1]], [bea], lambda: not bea.remote.connected)
    click(apps[1], strip_button(bea, "Join again").rect.center)
    page = apps[1].scene
    until_answered(apps[1], page)
    assert page.note == (f"The host of this table is not answering ({old}), and table {code} is not announced on "
                         "this network: it may have closed the table or gone away. Ask the host to open it again "
                         "(and for its address, if it has a new one), then try again.")


def test_a_table_hosted_again_takes_the_port_it_had_and_shows_where_the_others_join(apps, loopback_host):
    """"A network table whose host was killed and that is hosted again from Continue came
    back on another port (8765, where it had been 42235), and the host's table showed no
    address." The usual port was taken when Hana hosted, so her table got another; after
    the kill the usual port is free, yet the table is hosted again on the port it had,
    Bea's Join again finds it there, and Hana's table says where the others join it."""
    with socket.socket() as usual:   # something else listens at the usual port while Hana hosts
        usual.bind(("127.0.0.1", app_host.PORT))
        usual.listen()
        panel = host_by_mouse(apps[0])
        press(apps[0], panel, "Sit down at the table")
        hana = until_table(apps[0])
        had = app_host.running().port
        assert had != app_host.PORT and hana.others_join_at == f"127.0.0.1:{had}"
        bea = join_by_mouse(apps[1], panel.line, "Bea")
        play_one_move(apps, [hana, bea])
        app_host.stop()   # Hana's app is killed: its host with it
        hana.leave()
    run_until([apps[1]], [bea], lambda: not bea.remote.connected)
    relaunched = new_app()
    menu = MenuScene(relaunched)
    relaunched.switch(menu)
    step(relaunched)
    click(relaunched, next(b for b in menu.buttons if b.label == panel.code).rect.center)   # her Continue row
    again = until_table(relaunched)
    assert app_host.running().port == had and again.remote.seat == 0
    where = f"127.0.0.1:{had}"
    assert status_line(again)[0] == \
        f"Your table is hosted again: the others join it at {where}, code {panel.code}."
    click(apps[1], strip_button(bea, "Join again").rect.center)
    back = until_table(apps[1])
    assert back.remote.seat == 1 and back.remote.address == where


def test_the_strip_of_a_table_hosted_here_shows_where_the_others_join_it(apps, loopback_host, monkeypatch):
    """The host's table shows its code and the address the others join it at, in the
    strip over the table, where there is room; a joiner's strip shows the code alone."""
    panel = host_by_mouse(apps[0])
    press(apps[0], panel, "Sit down at the table")
    hana = until_table(apps[0])
    bea = join_by_mouse(apps[1], panel.line, "Bea")
    written = record_text(monkeypatch)
    step(apps[0])
    assert f"Table {panel.code} at {panel.addresses[0]}" in written
    written.clear()
    step(apps[1])
    assert f"Table {panel.code}" in written and not any(f"Table {panel.code} at" in w for w in written)
    assert bea.others_join_at == "" and hana.others_join_at == panel.addresses[0]


def test_the_hosts_line_typed_by_hand_into_the_address_box_ends_up_whole_in_both_boxes(apps):
    """Typed letter by letter (the real-window check, 27 November), "127.0.0.1:39607
    84USNQ" in the address box became "127.0.0.1:396074USNQ" and code "8": the line was
    split at the first letter after the space, and the typing went on in the address box."""
    page = JoinScene(apps[0])
    apps[0].switch(page)
    step(apps[0])
    click(apps[0], page.address.rect.center)
    for letter in "127.0.0.1:39607 84usnq":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
    step(apps[0])
    assert (page.address.value, page.code.value) == ("127.0.0.1:39607", "84USNQ")


def test_a_code_typed_in_small_letters_is_shown_in_capitals_as_the_host_shows_it(apps):
    """The host shows its code in capitals; typed in small letters it stayed small in
    the code box, as if it were another code (it joined all the same)."""
    page = JoinScene(apps[0])
    apps[0].switch(page)
    step(apps[0])
    type_into(apps[0], page.code, "xc4k")
    assert page.code.value == "XC4K"
    type_into(apps[0], page.name, "bea")
    assert page.name.value.endswith("bea")   # a name keeps the letters typed


def drawn_deal_line(app, scene, monkeypatch) -> str:
    """The story's deal line as this screen draws it now (the story panel open)."""
    assert scene.log_open
    with monkeypatch.context() as patched:
        written = record_text(patched)
        app.request_redraw()
        step(app)
    return next(w for w in written if " deals" in w)


def test_the_deal_line_names_the_person_now_in_the_seat_on_the_hosts_screen_and_the_joiners(
        apps, loopback_host, monkeypatch):
    """Reported from the real-window check (27 November): the host's story said "Blanche
    deals" while the joiner's said "Bea deals" (the host's shot was taken before Bea sat
    down; told only the new lines, the host's screen would keep that line). The decision (docs/network.md, "Names in the story"):
    every screen tells an event with the name of the person now in the seat. Hana hosts
    from her own app and moves before anyone joins, so her screen was told "Blanche
    deals" and a line of her own; Bea then takes the open seat: both screens draw "Bea
    deals", the host's lines as the joiner's, word for word the host's own story."""
    panel = host_by_mouse(apps[0])
    press(apps[0], panel, "Sit down at the table")
    hana = until_table(apps[0])
    assert drawn_deal_line(apps[0], hana, monkeypatch).startswith("Blanche deals")
    hana.perform(hana.legal()[0])
    run_until(apps[:1], [hana], lambda: hana.remote.moves == 1)
    bea = join_by_mouse(apps[1], panel.line, "Bea")
    scenes = [hana, bea]
    run_until(apps, scenes, lambda: all(s.remote.state.seats[1].name == "Bea" for s in scenes))
    host_story = app_host.running().server.tables[panel.code].table.state.story
    for app, scene in zip(apps, scenes):
        assert scene.remote.state.story == host_story
        assert drawn_deal_line(app, scene, monkeypatch).startswith("Bea deals")
