"""The test suite's own shape: test modules share helpers through tests/helpers, never by
importing one another, so a test file can be renamed or split without breaking others;
and each file is named by what its tests check, not by the play-test that found them."""
import ast
import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def imported_modules(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_no_test_module_imports_another():
    offenders = {
        path.name: sorted(m for m in imported_modules(path) if m.split(".")[-1].startswith("test_"))
        for path in sorted(TESTS.rglob("*.py"))
    }
    found = {name: mods for name, mods in offenders.items() if mods}
    assert found == {}, ("import shared helpers from tests/helpers/ (table.py has step, click, drag, "
                         "post, key, open_table, open_position, settle, zone_centre...), or move the "
                         f"helper there: {found}")


def test_the_checker_sees_an_import_of_a_test_module(tmp_path):
    sample = tmp_path / "test_sample.py"
    sample.write_text("from tests.test_table import step\nimport tests.test_window\n")
    assert imported_modules(sample) == {"tests.test_table", "tests.test_window"}


# Words that tell when or how a test was found (a play-test's round, its findings, a
# polish or review pass, an ordinal of rounds) rather than what it checks (issue 29:
# "tests named by behaviour, not history").
HISTORY_WORDS = {"round", "rounds", "finding", "findings", "playtest", "playtests", "polish", "review", "reviews",
                 "mend", "mends", "session", "sessions", "first", "second", "third", "fourth", "fifth", "sixth",
                 "seventh", "eighth", "ninth", "tenth"}
# Behaviours whose names hold one of those words, allowed by name
BEHAVIOURS = {
    "sixth_game": "issue 29's sixth game: a game added by a new folder (tests/sixth_game, test_sixth_game.py)",
    "third_party": "the third-party software About lists",
    "first_turn": "Lucky You!'s first-turn cards",
}


def history_words(name: str) -> list[str]:
    """The words of a file's or folder's name (without .py) that tell its history."""
    for behaviour in BEHAVIOURS:
        name = name.replace(behaviour, "")
    words = [word for word in name.split("_") if word]
    if words[:2] in (["test", "session"], ["session"]):
        words = words[2:] if words[0] == "test" else words[1:]  # names the Session class: test_session*.py
    found = [word for word in words if word in HISTORY_WORDS]
    found += ["play_test" for word, after in zip(words, words[1:]) if (word, after) == ("play", "test")]
    return found


def named_by_history(root: Path) -> dict[str, list[str]]:
    return {str(path.relative_to(root)): history_words(path.stem if path.suffix == ".py" else path.name)
            for path in sorted(root.rglob("*")) if (path.suffix == ".py" or path.is_dir())
            and path.name != "__pycache__" and history_words(path.stem if path.suffix == ".py" else path.name)}


def test_no_test_file_is_named_by_its_history():
    """A test lies in a file named by what it checks, beside the other tests of that
    behaviour; the play-test round and finding it came from may stay in its docstring."""
    assert named_by_history(TESTS) == {}


def test_the_name_check_sees_a_planted_file_and_folder_and_allows_the_behaviours():
    planted = [TESTS / "helpers" / "__planted_test_network_play_test_round_two.py",
               TESTS / "helpers" / "__planted_test_fifth_polish_findings.py"]
    folder = TESTS / "helpers" / "__planted_seventh_session"
    try:
        for path in planted:
            path.write_text('"""planted by test_suite_shape.py"""\n', encoding="utf-8")
        folder.mkdir()
        assert named_by_history(TESTS) == {
            "helpers/__planted_seventh_session": ["seventh", "session"],
            "helpers/__planted_test_fifth_polish_findings.py": ["fifth", "polish", "findings"],
            "helpers/__planted_test_network_play_test_round_two.py": ["round", "play_test"],
        }
    finally:
        for path in planted:
            path.unlink(missing_ok=True)
        folder.rmdir()
    for behaviour in ("test_sixth_game", "sixth_game", "test_about_third_party", "test_first_turn_cards_and_milder_words"):
        assert history_words(behaviour) == [], behaviour
    assert history_words("test_eighth_real_window_round_tables") == ["eighth", "round"]
    assert history_words("test_sixth_game_review") == ["review"]
    assert history_words("test_session_save_and_resume") == []
    assert history_words("test_session_second_session") == ["second", "session"]


# A test function's name that tells where it came from: a finding's or an item's number,
# a play-test or its batch, an issue's number, an ordinal round ("round trip",
# "round corners" and "a batch of many tables" are behaviours, so the bare words pass).
HISTORY_IN_A_TEST_NAME = re.compile(
    r"finding_\d|finding_lucky|play_?test|batch_\d|item_\d|issue_\d"
    r"|(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)_round")


def history_in_test_names(path: Path) -> list[str]:
    return [f"{path.name}::{node.name}" for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test_")
            and HISTORY_IN_A_TEST_NAME.search(node.name)]


def test_no_test_is_named_by_its_history():
    """A test's name says what it checks; the round and finding it came from may stay in
    its docstring (docs/playtest-32.md keeps the findings' numbers)."""
    assert [hit for path in sorted(TESTS.rglob("test_*.py")) for hit in history_in_test_names(path)] == []


def test_the_test_name_check_sees_history_and_lets_behaviours_through(tmp_path):
    planted = tmp_path / "test_planted.py"
    planted.write_text("def test_finding_4_a_card_snaps_back(): pass\n"
                       "def test_playtest_32_batch_2_item_6_the_question_shows(): pass\n"
                       "def test_fifth_round_a_preview_fits(): pass\n"
                       "def test_vote_totals_issue_32_item_10(): pass\n"
                       "def test_a_round_trip_keeps_the_save(): pass\n"
                       "def test_a_batch_of_many_tables_is_written(): pass\n"
                       "def test_the_box_keeps_its_round_corners(): pass\n", encoding="utf-8")
    assert history_in_test_names(planted) == [
        "test_planted.py::test_finding_4_a_card_snaps_back",
        "test_planted.py::test_playtest_32_batch_2_item_6_the_question_shows",
        "test_planted.py::test_fifth_round_a_preview_fits",
        "test_planted.py::test_vote_totals_issue_32_item_10"]


def test_a_tests_own_undo_leaves_its_private_home(monkeypatch, private_home):
    """A test's ``monkeypatch.undo()`` midway undoes its own patches only: the private
    user folders every test gets stay set, so nothing it writes afterwards reaches the
    real ones."""
    import os
    from tarot_table.net import app_host
    monkeypatch.setenv("TAROT_TABLE_HOME", "/nowhere")
    monkeypatch.setattr(app_host, "ANNOUNCE", True)
    monkeypatch.undo()
    assert os.environ["TAROT_TABLE_HOME"] == str(private_home)
    assert os.environ["TAROT_TABLE_DECKS"] == "" and app_host.ANNOUNCE is False
