"""The seats this computer holds at network tables (net/held_seats.py) are a file read as
hostile: bounded, each entry checked; a damaged file is reported and moved aside whole
before the next seat is written. (Two windows keeping seats at once: test_two_windows.py.)"""
from __future__ import annotations

import json

import pytest

from tarot_table.net import held_seats
from tarot_table.net.held_seats import HeldSeat


def seat(code: str, number: int = 0, address: str = "127.0.0.1:8765") -> HeldSeat:
    return HeldSeat(address, code, number, "t" * 20, "tournament-of-queens", "Bea")


@pytest.mark.parametrize("content", [b"{not json", b"[1, 2]", b'{"seats": "x"}', b"\xff\xfe",
                                     b'{"seats": [' + b"[" * 5000 + b"]" * 5000 + b"]}"])
def test_a_damaged_file_is_reported_and_moved_aside_whole_when_a_seat_is_next_kept(content):
    path = held_seats.seats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    held, problem = held_seats.load()
    assert held == [] and "could not be read" in problem
    told = held_seats.keep(seat("ABCDEF"))
    assert held_seats.load() == ([seat("ABCDEF")], "")
    aside = list(path.parent.glob(path.name + ".damaged-*"))
    assert [p.read_bytes() for p in aside] == [content] and aside[0].name in told


@pytest.mark.parametrize("entry", [
    {"address": "a", "code": "../../x", "seat": 0, "token": "t", "game": "g"},     # a code no table has
    {"address": "a", "code": "ABCDEF", "seat": 10**9, "token": "t", "game": "g"},   # a seat past any table
    {"address": "a", "code": "ABCDEF", "seat": True, "token": "t", "game": "g"},
    {"address": "a" * 10_000, "code": "ABCDEF", "seat": 0, "token": "t", "game": "g"},
    {"address": "a", "code": "ABCDEF", "seat": 0, "token": ["t"], "game": "g"},
    "not a seat",
])
def test_an_entry_out_of_bounds_is_left_out_and_the_good_ones_kept(entry):
    path = held_seats.seats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    good = {"address": "127.0.0.1:8765", "code": "ABCDEF", "seat": 1, "token": "tok", "game": "lucky-you", "name": "Bea"}
    path.write_text(json.dumps({"seats": [entry, good]}))
    held, problem = held_seats.load()
    assert problem == "" and [(h.code, h.seat) for h in held] == [("ABCDEF", 1)]



def test_threads_of_one_process_keeping_seats_at_once_keep_every_seat():
    """The file's lock lets one thread of a process in at a time (filestore.locked), so a
    seat kept from one thread is not lost to another's write."""
    import threading
    codes = ["AB" + letter * 4 for letter in held_seats.CODE_LETTERS[:12]]
    threads = [threading.Thread(target=held_seats.keep, args=(seat(code),)) for code in codes]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    held, problem = held_seats.load()
    assert problem == "" and sorted(h.code for h in held) == sorted(codes)
