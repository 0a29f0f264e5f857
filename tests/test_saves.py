"""Saves: round trip, atomic writes with a backup, and each kind of broken file."""
import json
import os

import pytest

from tarot_table import saves
from tarot_table.games import get_game
from tarot_table.games.base import Action
from tarot_table.session import Session
from tests.helpers.saves import BAD_FILES

GAME = get_game("reading")


def played_session(moves: int = 3) -> Session:
    session = Session.start(GAME, 21, {"spread": "celtic-cross"})
    for _ in range(moves):
        session.play(GAME.bots["in-order"](GAME, GAME.view(session.state, 0), None))
    return session


def test_save_round_trip_resumes_exactly():
    session = played_session(5)
    path = saves.save(session)
    loaded = saves.load(path)
    assert loaded.state.to_json() == session.state.to_json()
    assert loaded.actions == session.actions
    assert loaded.slot == session.slot


def test_save_holds_format_version_game_options_seats_seed_log_and_snapshot():
    data = json.loads(saves.save(played_session()).read_text())
    assert data["format"] == "tarot-table-save" and data["version"] == saves.VERSION
    for key in ("game", "options", "seats", "seed", "actions", "snapshot"):
        assert key in data


def test_previous_save_is_kept_as_backup():
    session = played_session(1)
    path = saves.save(session)
    first = path.read_text()
    session.play(GAME.bots["in-order"](GAME, GAME.view(session.state, 0), None))
    saves.save(session)
    assert saves.backup_path(path).read_text() == first


def test_old_save_survives_a_failed_write(monkeypatch):
    session = played_session(1)
    path = saves.save(session)
    before = path.read_bytes()
    session.play(GAME.bots["in-order"](GAME, GAME.view(session.state, 0), None))

    def broken_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        saves.save(session)
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == [path.name]   # no temporary file, no lock file left


def test_undo_and_redo_are_exact():
    session = played_session(4)
    before = session.state.to_json()
    last = session.actions[-1]
    assert session.undo()
    assert session.state.to_json() == played_session(3).state.to_json()
    session.redo()
    assert session.state.to_json() == before and session.actions[-1] == last


@pytest.fixture
def save_file():
    return saves.save(played_session(2))


def broken(path, content: bytes):
    path.write_bytes(content)
    return path


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_broken_save_gets_a_clear_message_and_is_left_untouched(save_file, kind):
    content, expected = BAD_FILES[kind]
    broken(save_file, content)
    stamp = save_file.stat().st_mtime_ns
    with pytest.raises(saves.SaveError) as failure:
        saves.load(save_file)
    assert expected in str(failure.value)
    assert save_file.read_bytes() == content and save_file.stat().st_mtime_ns == stamp


def test_truncated_save(save_file):
    data = save_file.read_bytes()
    broken(save_file, data[: len(data) // 2])
    with pytest.raises(saves.SaveError, match="damaged"):
        saves.load(save_file)


def test_bit_flipped_save(save_file):
    data = bytearray(save_file.read_bytes())
    index = data.index(b'"seed":') + 7
    data[index] ^= 0x01   # one digit of the seed changes
    broken(save_file, bytes(data))
    with pytest.raises(saves.SaveError):
        saves.load(save_file)


def test_save_whose_replay_disagrees_with_its_snapshot(save_file):
    data = json.loads(save_file.read_text())
    data["snapshot"]["zones"]["pos1"][0][2] = 1 - data["snapshot"]["zones"]["pos1"][0][2]
    save_file.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError, match="does not match its own moves"):
        saves.load(save_file)


def test_save_with_an_illegal_move(save_file):
    data = json.loads(save_file.read_text())
    data["actions"].append(Action("flip", src="pos9").to_json())
    save_file.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError, match="move 3 is not legal"):
        saves.load(save_file)


def test_huge_seed_is_refused(save_file):
    data = json.loads(save_file.read_text())
    data["seed"] = 10 ** 400
    save_file.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError, match="impossible deal number"):
        saves.load(save_file)


def test_directory_in_place_of_a_save(tmp_path):
    folder = tmp_path / "odd.json"
    folder.mkdir()
    with pytest.raises(saves.SaveError, match="is a folder"):
        saves.load(folder)


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any file")
def test_unreadable_save(save_file):
    save_file.chmod(0)
    with pytest.raises(saves.SaveError, match="permission denied"):
        saves.load(save_file)


def test_unreadable_save_is_reported(save_file, monkeypatch):
    def denied(path, flags, mode=0o777):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "open", denied)
    with pytest.raises(saves.SaveError, match="permission denied"):
        saves.load(save_file)


def test_backup_is_resumed_in_its_slot_and_the_damaged_save_kept_aside():
    session = played_session(1)
    path = saves.save(session)
    session.play(GAME.bots["in-order"](GAME, GAME.view(session.state, 0), None))
    saves.save(session)
    path.write_bytes(b"{ damaged")
    resumed, warning = saves.load_with_backup(path)
    (aside,) = path.parent.glob(path.name + ".damaged-*")
    assert warning.endswith(f"It is kept as {aside.name}; the previous autosave was resumed instead.")
    assert len(resumed.actions) == 1
    assert resumed.slot == session.slot
    assert aside.read_bytes() == b"{ damaged" and not path.exists()
    saves.save(resumed)
    assert aside.read_bytes() == b"{ damaged" and saves.load(path).actions == resumed.actions


def test_continue_list_shows_damaged_saves_without_touching_them(save_file):
    broken(save_file, b"garbage")
    good = saves.save(played_session(1))
    infos = {i.path: i for i in saves.list_saves()}
    assert infos[save_file].problem and not infos[good].problem
    assert save_file.read_bytes() == b"garbage"


def test_a_save_made_before_an_option_existed_still_loads(save_file):
    data = json.loads(save_file.read_text())
    del data["options"]["cards"]
    del data["snapshot"]["options"]["cards"]
    save_file.write_text(json.dumps(data))
    assert saves.load(save_file).state.options["cards"] == ""
