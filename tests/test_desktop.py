"""`tarot-table desktop install|uninstall`: the applications-menu entry and icons in the
user's XDG data dir (under the private TAROT_TABLE_HOME conftest gives every test)."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from tarot_table import desktop
from tarot_table.cli import main
from tests.helpers.window import needs
from tests.helpers.desktop import exec_words, fake_app, tree


def test_install_writes_one_entry_and_every_icon_size_into_the_xdg_data_dir(tmp_path):
    home = desktop.data_home()
    command = fake_app(tmp_path / "unpacked")
    change = desktop.install(command)
    entry = home / "applications" / "tarot-table.desktop"
    assert change.entry == entry and entry in change.written
    assert exec_words(entry) == command
    for size in desktop.ICON_SIZES:
        with Image.open(home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "tarot-table.png") as icon:
            assert icon.size == (size, size) and icon.mode == "RGBA"
    assert desktop.installed() == entry


def test_install_twice_or_from_a_moved_folder_leaves_one_entry_pointing_at_the_latest(tmp_path):
    home = desktop.data_home()
    first = fake_app(tmp_path / "first")
    desktop.install(first)
    after_first = tree(home)
    desktop.install(first)
    assert tree(home) == after_first
    moved = fake_app(tmp_path / "moved here")
    desktop.install(moved)
    assert tree(home) == after_first
    assert [p.name for p in (home / "applications").iterdir()] == ["tarot-table.desktop"]
    assert exec_words(home / "applications" / "tarot-table.desktop") == moved
    desktop.uninstall()
    assert not home.exists()   # the folders the first install made go too


def test_uninstall_removes_exactly_what_install_wrote_and_nothing_else(tmp_path):
    home = desktop.data_home()
    (home / "applications").mkdir(parents=True)
    (home / "applications" / "other.desktop").write_text("[Desktop Entry]\nType=Application\nName=Other\n")
    (home / "icons" / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    (home / "icons" / "hicolor" / "48x48" / "apps" / "other.png").write_bytes(b"not ours")
    before = tree(home)
    desktop.install(fake_app(tmp_path / "app"))
    assert tree(home) > before
    change = desktop.uninstall()
    assert tree(home) == before
    assert (home / "icons" / "hicolor" / "48x48" / "apps" / "other.png").read_bytes() == b"not ours"
    assert desktop.installed() is None and change.removed


def test_a_folder_install_made_stays_when_something_else_moved_in(tmp_path):
    home = desktop.data_home()
    desktop.install(fake_app(tmp_path / "app"))
    later = home / "applications" / "someone-else.desktop"
    later.write_text("[Desktop Entry]\n")
    change = desktop.uninstall()
    assert later.exists() and home / "applications" in change.kept
    assert not (home / "icons").exists()


def test_uninstall_leaves_an_entry_it_did_not_write_and_says_so():
    entry = desktop.entry_path()
    entry.parent.mkdir(parents=True)
    entry.write_text("[Desktop Entry]\nType=Application\nName=Someone else's\nExec=elsewhere\n")
    with pytest.raises(desktop.DesktopError, match="was not written by 'tarot-table desktop install'"):
        desktop.uninstall()
    assert entry.exists()


def test_install_leaves_an_entry_it_did_not_write_and_says_so(tmp_path):
    entry = desktop.entry_path()
    entry.parent.mkdir(parents=True)
    entry.write_text("[Desktop Entry]\nType=Application\nName=Someone else's\nExec=elsewhere\n")
    with pytest.raises(desktop.DesktopError, match="was not written by 'tarot-table desktop install'"):
        desktop.install(fake_app(tmp_path / "app"))
    assert "Someone else's" in entry.read_text()


def test_uninstall_never_removes_a_listed_file_outside_the_data_dir(tmp_path):
    desktop.install(fake_app(tmp_path / "app"))
    outside = tmp_path / "precious.txt"
    outside.write_text("keep me")
    entry = desktop.entry_path()
    text = entry.read_text().replace(f"{desktop.FILES_KEY}=", f"{desktop.FILES_KEY}={outside};")
    entry.write_text(text)
    change = desktop.uninstall()
    assert outside.read_text() == "keep me" and outside in change.kept
    assert not entry.exists()


def test_a_file_an_earlier_install_wrote_stays_on_the_list_after_reinstalling(tmp_path):
    """An icon size a previous version wrote (and this one no longer does) still goes
    at uninstall."""
    command = fake_app(tmp_path / "app")
    desktop.install(command)
    old_icon = desktop.data_home() / "icons" / "hicolor" / "512x512" / "apps" / "tarot-table.png"
    old_icon.parent.mkdir(parents=True)
    old_icon.write_bytes(b"png")
    entry = desktop.entry_path()
    entry.write_text(entry.read_text().replace(f"{desktop.FILES_KEY}=", f"{desktop.FILES_KEY}={old_icon};"))
    desktop.install(command)
    desktop.uninstall()
    assert not old_icon.exists()


def test_uninstall_with_nothing_installed_changes_nothing():
    assert desktop.uninstall().removed == []
    assert not desktop.data_home().exists()


@pytest.mark.parametrize("folder", ["plain", "with space", "dollar$ and %percent", "quote\"s; (and) back\\slash"])
def test_the_entry_names_any_folder_and_passes_desktop_file_validate(tmp_path, folder):
    needs(shutil.which("desktop-file-validate") is not None,
          "desktop-file-validate is needed (apt-get install desktop-file-utils)")
    command = fake_app(tmp_path / folder)
    desktop.install(command)
    entry = desktop.entry_path()
    result = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr
    assert exec_words(entry) == command


def test_the_list_keys_survive_separators_and_escapes():
    items = ["/a;b", "back\\slash", "plain", "new\nline"]
    assert desktop.split_list(desktop.join_list(items)) == items


def test_a_source_install_points_the_entry_at_its_own_python():
    command = desktop.launch_command()
    assert Path(command[0]).is_absolute()
    assert command[-2:] == ["-m", "tarot_table"] or Path(command[0]).name == "tarot-table"


def test_desktop_command_installs_and_uninstalls(capsys):
    assert main(["desktop", "install"]) == 0
    assert "applications menu" in capsys.readouterr().out
    assert desktop.installed() is not None
    assert main(["desktop", "uninstall"]) == 0
    assert "removed" in capsys.readouterr().out
    assert main(["desktop", "uninstall"]) == 0
    assert "nothing to remove" in capsys.readouterr().out


def test_desktop_command_refuses_an_unknown_action_in_one_line(capsys):
    assert main(["desktop", "reinstall"]) == 2
    assert "choose from 'install', 'uninstall'" in capsys.readouterr().err


def test_the_data_dir_is_xdg_data_home_else_local_share_unless_sandboxed(tmp_path, monkeypatch):
    assert desktop.data_home() == Path(os.environ["TAROT_TABLE_HOME"]) / "desktop"
    monkeypatch.delenv("TAROT_TABLE_HOME")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert desktop.data_home() == tmp_path / "xdg"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/paths/are/ignored")
    monkeypatch.setenv("HOME", str(tmp_path / "me"))
    assert desktop.data_home() == tmp_path / "me" / ".local" / "share"


def test_desktop_command_reports_a_data_dir_it_cannot_write(tmp_path, monkeypatch, capsys):
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where a folder should be")
    monkeypatch.delenv("TAROT_TABLE_HOME")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocked))
    assert main(["desktop", "install"]) == 1
    assert "could not write into" in capsys.readouterr().err


def test_the_entry_starts_this_app(tmp_path):
    desktop.install()
    words = exec_words(desktop.entry_path())
    result = subprocess.run([*words, "--version"], capture_output=True, text=True, timeout=120,
                            env={**os.environ, "PATH": os.path.dirname(sys.executable)})
    assert result.returncode == 0 and result.stdout.startswith("tarot-table ")


def test_the_entry_opens_deck_containers_with_the_app(tmp_path):
    """A file manager offers Tarot Table for .tarotdeck files: the entry declares the
    media type, passes the file (%f), and install adds the type's definition."""
    change = desktop.install()
    entry = desktop.entry_path()
    text = entry.read_text(encoding="utf-8")
    assert "MimeType=application/vnd.arcana-land.tarotdeck+zip;" in text
    assert re.search(r"^Exec=.* %f$", text, re.M)
    definition = desktop.mime_path(desktop.data_home())
    assert definition in change.written and "*.tarotdeck" in definition.read_text(encoding="utf-8")
    desktop.uninstall()
    assert not definition.exists() and not entry.exists()


def test_the_shared_folders_are_worked_out_in_one_place(monkeypatch, tmp_path):
    """The deck library, the esoterica library and the menu entry's folder all stand in
    the one desktop data folder paths.desktop_data_home finds (issue 29: it was worked
    out by hand three times, with different rules for a relative XDG_DATA_HOME)."""
    from tarot_table import esoterica, paths
    monkeypatch.delenv("TAROT_TABLE_HOME", raising=False)
    for value, home in ((str(tmp_path / "xdg"), tmp_path / "xdg"),
                        ("relative/is/ignored", Path.home() / ".local" / "share")):
        monkeypatch.setenv("XDG_DATA_HOME", value)
        assert paths.desktop_data_home() == home
        assert paths.shared_tarot_library() == home / "tarot" / "decks"
        assert esoterica.library_dir() == home / "tarot" / "esoterica"
        assert desktop.data_home() == home
