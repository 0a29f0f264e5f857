"""The release a player downloads: dist/tarot-table-VERSION-linux-ARCH.tar.gz, as built by
build/build.sh. What is in it and how big it is, and end to end: unpack it into a fresh
folder with a fresh HOME, put it in the applications menu, start it the way the menu
entry says, play with the mouse, quit, start again and continue, take it out again."""
from __future__ import annotations

import json
import platform
import shutil
import struct
import subprocess
import tarfile
from pathlib import Path

import pytest
from PIL import ImageGrab

from tarot_table import __version__, saves
from tests.conftest import shared_deck_root
from tests.helpers.desktop import exec_words
from tests.helpers.window import (SIZE, check_screenshot, click_at, drag_between, needs, points, wait_for_the_end,
                                  wait_for_window)

ROOT = Path(__file__).resolve().parents[1]
ARCHIVE = ROOT / "dist" / f"tarot-table-{__version__}-linux-{platform.machine()}.tar.gz"
TOP = f"tarot-table-{__version__}"
SIZE_LIMIT = 110 * 1000 * 1000   # bytes, unpacked, deck included


def built_from() -> list[Path]:
    """The files a build packs or follows: changed after the archive, they make it stale."""
    package = [p for p in (ROOT / "tarot_table").rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    return package + [ROOT / "installer.spec", *(ROOT / "build").glob("*.*")]


@pytest.fixture(scope="module")
def members() -> dict[str, tarfile.TarInfo]:
    needs(ARCHIVE.exists(), f"the release archive is not built (run build/build.sh): {ARCHIVE.name}")
    newest = max(built_from(), key=lambda p: p.stat().st_mtime)
    needs(ARCHIVE.stat().st_mtime >= newest.stat().st_mtime,
          f"{ARCHIVE.name} is older than {newest.relative_to(ROOT)} (rebuild: build/build.sh)")
    with tarfile.open(ARCHIVE) as archive:
        return {m.name: m for m in archive.getmembers()}


def test_the_archive_is_one_folder_with_the_app_and_a_readme_for_players(members):
    assert {name.split("/")[0] for name in members} == {TOP}
    program = members[f"{TOP}/tarot-table"]
    assert program.isfile() and program.mode & 0o111
    assert members[f"{TOP}/README.txt"].isfile()
    assert all(m.uid == 0 and m.gid == 0 for m in members.values())


def test_the_archive_carries_every_data_file_of_every_game(members):
    """Data files are found by walking the package, so a newly added game's files are
    checked here without naming it."""
    package = ROOT / "tarot_table"
    data = [p for p in package.rglob("*") if p.is_file() and p.suffix not in (".py", ".pyc")
            and "__pycache__" not in p.parts]
    assert any(p.name == "rules.md" for p in data)
    for path in data:
        assert f"{TOP}/_internal/{path.relative_to(ROOT)}" in members, f"{path} (rebuild: build/build.sh)"


def test_the_archive_bundles_the_deck_it_was_built_with(members):
    if shared_deck_root() is None:
        pytest.skip("no deck was available to bundle")
    assert f"{TOP}/_internal/decks/rider-waite-smith/deck.toml" in members


def test_the_unpacked_app_with_its_deck_stays_under_110_mb(members):
    unpacked = sum(m.size for m in members.values() if m.isfile())
    assert unpacked < SIZE_LIMIT, f"{unpacked / 1e6:.1f} MB unpacked"


def debug_sections(elf: bytes) -> list[str]:
    """The names of a 64-bit little-endian ELF file's sections of debugging information."""
    assert elf[4:6] == b"\x02\x01", "a 64-bit little-endian ELF file"
    table_at, = struct.unpack_from("<Q", elf, 0x28)
    entry_size, count, names_index = struct.unpack_from("<HHH", elf, 0x3A)

    def offset_and_size(index: int) -> tuple[int, int]:
        return struct.unpack_from("<QQ", elf, table_at + index * entry_size + 0x18)
    names_offset, names_size = offset_and_size(names_index)
    names = elf[names_offset:names_offset + names_size]
    found = []
    for index in range(count):
        name_at, = struct.unpack_from("<I", elf, table_at + index * entry_size)
        name = names[name_at:names.index(b"\0", name_at)].decode()
        if name.startswith(".debug_"):
            found.append(name)
    return found


def carrying_debug_information(path: Path) -> list[str]:
    """Every binary in the archive at ``path`` that carries debugging information."""
    with tarfile.open(path) as archive:
        return [member.name for member in archive if member.isfile()
                and (data := archive.extractfile(member).read()).startswith(b"\x7fELF") and debug_sections(data)]


def test_no_binary_in_the_archive_carries_debugging_information(members):
    """installer.spec copies the binaries built with it without it (26 MB of 109 MB in
    November 2026, libpython the most): nobody runs a debugger on the app."""
    assert carrying_debug_information(ARCHIVE) == []


# ---- end to end ---------------------------------------------------------------------
@pytest.fixture
def player(tmp_path, monkeypatch, members):
    """A fresh HOME with the archive unpacked in a folder whose name needs quoting, and
    this test process looking at the same HOME and the same bundled deck, so it can lay
    the screens out headless to find where to click."""
    home = tmp_path / "home"
    (home / ".config" / "tarot-table").mkdir(parents=True)
    (home / ".config" / "tarot-table" / "settings.json").write_text(json.dumps(
        {"window": list(SIZE), "fullscreen": False, "animation": "instant"}))
    folder = tmp_path / "My Games"
    folder.mkdir()
    subprocess.run(["tar", "-xzf", str(ARCHIVE), "-C", str(folder)], check=True)
    app = folder / TOP
    for name in ("TAROT_TABLE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("TAROT_TABLE_DECKS", str(app / "_internal" / "decks"))
    return home, app


def session_env(home: Path, display_name: str) -> dict[str, str]:
    """What a desktop session gives a program it starts from the menu, and no more."""
    return {"HOME": str(home), "PATH": "/usr/local/bin:/usr/bin:/bin", "DISPLAY": display_name,
            "LANG": "C.UTF-8", "SDL_AUDIODRIVER": "dummy"}


def run_app(command: list[str], home: Path, display_name: str, moves) -> None:
    """Start the app, let ``moves(origin)`` play with the mouse, and see it quit cleanly."""
    app = subprocess.Popen(command, cwd=home, env=session_env(home, display_name),
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        origin = wait_for_window(display_name, app)
        moves(lambda point: (point[0] + origin[0], point[1] + origin[1]))
        ended = wait_for_the_end(display_name, app)
    finally:
        if app.poll() is None:
            app.kill()
    assert ended == 0, app.stdout.read()


def continue_point(slot: str) -> tuple[int, int]:
    """Where the menu's Continue list shows the save ``slot``."""
    from tarot_table.table.app import App
    from tarot_table.table.scenes.menu import MenuScene
    app = App(headless=True, size=SIZE)
    menu = MenuScene(app)
    app.switch(menu)
    app.render(app.screen)
    return next(b for b in menu.buttons if b.label == slot).rect.center


def the_one_save(home: Path):
    found = sorted((home / ".local" / "share" / "tarot-table" / "saves").glob("reading-*.json"))
    assert len(found) == 1, found
    return found[0], saves.load(found[0])


def test_from_the_archive_to_the_menu_a_game_and_a_continued_game_and_out_again(player, display, tmp_path):
    needs(shutil.which("desktop-file-validate") is not None,
          "desktop-file-validate is needed (apt-get install desktop-file-utils)")
    home, app = player
    data = home / ".local" / "share"
    installed = subprocess.run([str(app / "tarot-table"), "desktop", "install"], cwd=home,
                               env=session_env(home, display), capture_output=True, text=True, timeout=120)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    entry = data / "applications" / "tarot-table.desktop"
    checked = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / "tarot-table.png").is_file()
    command = exec_words(entry)
    assert command == [str(app / "tarot-table")]

    where = points()

    def first_visit(at):
        click_at(display, at(where["tile"]))
        click_at(display, at(where["start"]))
        drag_between(display, at(where["deck"]), at(where["pos1"]))
        drag_between(display, at(where["deck"]), at(where["pos2"]))
        click_at(display, at(where["menu"]))
        click_at(display, at(where["quit"]))

    run_app(command, home, display, first_visit)
    path, session = the_one_save(home)
    assert len(session.actions) == 2
    saved_row = continue_point(path.stem)

    def second_visit(at):
        click_at(display, at(saved_row))
        drag_between(display, at(where["deck"]), at(where["pos3"]))
        left, top = at((0, 0))
        ImageGrab.grab(xdisplay=display).crop((left, top, left + SIZE[0], top + SIZE[1])).save(shot)
        click_at(display, at(where["menu"]))
        click_at(display, at(where["quit"]))

    shot = tmp_path / "continued.png"
    run_app(command, home, display, second_visit)
    check_screenshot(shot)
    again, session = the_one_save(home)
    assert again == path and len(session.actions) == 3
    assert all(len(session.state.zones[zone]) == 1 for zone in ("pos1", "pos2", "pos3"))

    removed = subprocess.run([str(app / "tarot-table"), "desktop", "uninstall"], cwd=home,
                             env=session_env(home, display), capture_output=True, text=True, timeout=120)
    assert removed.returncode == 0, removed.stdout + removed.stderr
    assert not (data / "applications").exists() and not (data / "icons").exists()
    assert path.exists()   # the player's games stay
