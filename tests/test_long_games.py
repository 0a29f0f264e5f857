"""Issue 27, long games: undo replays from the nearest checkpoint, and a save this
install sealed resumes from its own positions; any other save is replayed and checked
from the deal as before. (Speed is measured in benchmarks/long_games.py, not here.)"""
from __future__ import annotations

import json

import pytest

from tarot_table import saves, saveseal, session as session_module
from tarot_table.games import get_game
from tarot_table.session import Session

from benchmarks.long_games import long_session

LUCKY = get_game("lucky-you")
READING = get_game("reading")


@pytest.fixture(autouse=True)
def short_checkpoints(monkeypatch):
    monkeypatch.setattr(session_module, "CHECKPOINT_EVERY", 40)


def long_lucky_game(moves: int = 230) -> Session:
    """Six seats, every move the one that keeps the tokens furthest back: the game the
    benchmark measures, shorter."""
    return long_session(moves)


def from_the_deal(session: Session, count: int):
    state = session.fresh_state()
    for action in session.actions[:count]:
        LUCKY.apply(state, action)
    return state


def count_applies(monkeypatch) -> list:
    calls = []
    real = LUCKY.apply

    def counted(state, action):
        calls.append(action)
        return real(state, action)

    monkeypatch.setattr(LUCKY, "apply", counted)
    return calls


def test_checkpoints_are_kept_every_so_many_moves_and_undo_lands_exactly_where_a_replay_from_the_deal_does():
    session = long_lucky_game()
    assert sorted(session.checkpoints) == [40, 80, 120, 160, 200]
    for count in (0, 1, 39, 40, 41, 119, 120, 200, 229, 230):
        assert session.state_after(count).to_json() == from_the_deal(session, count).to_json()


def test_undo_replays_only_from_the_nearest_checkpoint(monkeypatch):
    session = long_lucky_game()
    calls = count_applies(monkeypatch)
    session.state_after(229)
    assert len(calls) == 229 - 200


def test_undo_drops_the_checkpoints_after_its_point_and_redo_keeps_them_again(monkeypatch):
    monkeypatch.setattr(session_module, "CHECKPOINT_EVERY", 2)
    session = Session.start(READING, 21, {"spread": "celtic-cross"})
    for _ in range(4):
        session.play(READING.bots["in-order"](READING, READING.view(session.state, 0), None))
    assert sorted(session.checkpoints) == [2, 4]
    after_four = session.state.to_json()
    assert session.undo()
    assert sorted(session.checkpoints) == [n for n in (2, 4) if n <= len(session.actions)]
    assert session.state.to_json() == from_the_deal_of(session, READING).to_json()
    session.redo()
    assert sorted(session.checkpoints) == [2, 4] and session.state.to_json() == after_four
    assert session.checkpoints[4].to_json() == after_four


def from_the_deal_of(session: Session, game):
    state = session.fresh_state()
    for action in session.actions:
        game.apply(state, action)
    return state


def test_a_sealed_save_resumes_from_its_own_positions_without_a_replay(monkeypatch):
    session = long_lucky_game()
    path = saves.save(session)
    assert path.read_text().endswith('"}') and '"seal":"' in path.read_text()
    calls = count_applies(monkeypatch)
    loaded = saves.load(path)
    assert calls == []
    assert loaded.state.to_json() == session.state.to_json()
    assert loaded.actions == session.actions and loaded.made == session.made
    assert sorted(loaded.checkpoints) == sorted(session.checkpoints)
    undone = loaded.state_after(170)
    assert len(calls) == 170 - 160   # from the checkpoint the save kept
    assert undone.to_json() == from_the_deal(session, 170).to_json()


def test_a_sealed_save_keeps_each_checkpoint_story_as_a_count_of_the_final_story():
    session = long_lucky_game()
    data = json.loads(saves.save(session).read_text())
    kept = data["checkpoints"]["120"]
    assert kept["story"] == len(session.checkpoints[120].story)


def test_a_save_changed_by_one_byte_is_replayed_and_checked_from_the_deal(monkeypatch):
    session = long_lucky_game()
    path = saves.save(session)
    text = path.read_text()
    path.write_text(text.replace('"updated":"', '"updated":"0', 1))
    calls = count_applies(monkeypatch)
    loaded = saves.load(path)
    assert len(calls) == len(session.actions)
    assert loaded.state.to_json() == session.state.to_json() and loaded.made == session.made


def test_a_sealed_save_with_a_checkpoint_edited_is_not_trusted_and_the_edit_never_used(monkeypatch):
    session = long_lucky_game()
    path = saves.save(session)
    data = json.loads(path.read_text())
    data["checkpoints"]["200"]["zones"]["nowhere"] = []
    seal = data.pop("seal")
    path.write_text(json.dumps(data, separators=(",", ":"))[:-1] + f',"seal":"{seal}"}}')
    loaded = saves.load(path)
    assert "nowhere" not in loaded.state_after(229).zones
    assert loaded.state_after(229).to_json() == from_the_deal(session, 229).to_json()


def test_a_save_sealed_by_another_install_is_replayed(monkeypatch, tmp_path):
    session = long_lucky_game()
    path = saves.save(session)
    saveseal._keys.clear()
    (saveseal._key_path()).write_bytes(b"k" * saveseal.KEY_BYTES)   # another install's key
    calls = count_applies(monkeypatch)
    assert saves.load(path).state.to_json() == session.state.to_json()
    assert len(calls) == len(session.actions)


def test_a_save_from_before_the_seal_still_loads():
    session = long_lucky_game(60)
    path = saves.save(session)
    data = json.loads(path.read_text())
    for key in ("seal", "made", "checkpoints"):
        del data[key]
    path.write_text(json.dumps(data))
    loaded = saves.load(path)
    assert loaded.state.to_json() == session.state.to_json() and loaded.made == session.made


def test_a_key_cut_short_is_never_used_nor_replaced_and_saves_still_load():
    key = saveseal._key_path()
    key.parent.mkdir(parents=True)
    key.write_bytes(b"short")
    saveseal._keys.clear()
    session = long_lucky_game(50)
    path = saves.save(session)
    assert '"seal"' not in path.read_text() and key.read_bytes() == b"short"
    assert saves.load(path).state.to_json() == session.state.to_json()


def test_the_key_is_made_once_and_kept_private():
    saveseal._keys.clear()
    saves.save(long_lucky_game(10))
    key = saveseal._key_path()
    first = key.read_bytes()
    saveseal._keys.clear()
    saves.save(long_lucky_game(12))
    assert key.read_bytes() == first and len(first) == saveseal.KEY_BYTES
    assert key.stat().st_mode & 0o077 == 0
    assert [p.name for p in key.parent.iterdir() if p.name.startswith("save-seal")] == ["save-seal.key"]


def test_a_sealed_save_keeps_what_a_checkpoint_shares_with_the_final_position_once():
    session = long_lucky_game()
    data = json.loads(saves.save(session).read_text())
    kept = data["checkpoints"]["120"]
    assert not {"game", "seed", "options", "seats"} & set(kept)
    loaded = saves.load(saves.save(session))
    assert loaded.state_after(130).to_json() == from_the_deal(session, 130).to_json()


def test_a_checkpoint_whose_seats_differ_from_the_final_position_keeps_its_own():
    session = long_lucky_game()
    session.state.seats[0].name = "Renamed after the checkpoints"   # as a network table renames a seat
    path = saves.save(session)
    kept = json.loads(path.read_text())["checkpoints"]["120"]
    assert kept["seats"][0]["name"] == "Player 1"
    loaded = saves.load(path)
    assert loaded.checkpoints[120].state().seats[0].name == "Player 1"
    again = json.loads(saves.save(loaded).read_text())["checkpoints"]["120"]   # written again from the save's own
    assert again["seats"][0]["name"] == "Player 1"
