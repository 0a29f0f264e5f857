"""After writing or removing the .tarotdeck media type, `desktop install|uninstall`
rebuilds shared-mime-info's cache when its tool is there, and says so when it is not."""
from __future__ import annotations

import shutil

from tarot_table import desktop
from tarot_table.cli import main
from tests.helpers.desktop import fake_app, tree
from tests.helpers.window import needs


def test_install_rebuilds_the_media_type_cache_so_the_type_is_known_at_once(tmp_path):
    needs(shutil.which(desktop.MIME_TOOL) is not None, "update-mime-database is needed (apt-get install shared-mime-info)")
    change = desktop.install(fake_app(tmp_path / "app"))
    mime = desktop.data_home() / "mime"
    assert any("refreshed" in note for note in change.notes)
    assert "*.tarotdeck" in (mime / "globs2").read_text(encoding="utf-8")
    assert (mime / "mime.cache").exists()


def test_uninstall_takes_out_the_cache_it_alone_built(tmp_path):
    needs(shutil.which(desktop.MIME_TOOL) is not None, "update-mime-database is needed (apt-get install shared-mime-info)")
    home = desktop.data_home()
    before = tree(home)
    desktop.install(fake_app(tmp_path / "app"))
    change = desktop.uninstall()
    assert tree(home) == before and not (home / "mime").exists()
    assert any("removed" in note for note in change.notes)


def test_uninstall_rebuilds_a_shared_cache_without_the_type(tmp_path):
    needs(shutil.which(desktop.MIME_TOOL) is not None, "update-mime-database is needed (apt-get install shared-mime-info)")
    packages = desktop.data_home() / "mime" / "packages"
    packages.mkdir(parents=True)
    (packages / "other.xml").write_text(
        '<?xml version="1.0"?>\n<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">\n'
        '  <mime-type type="application/x-other"><glob pattern="*.other"/></mime-type>\n</mime-info>\n')
    desktop.install(fake_app(tmp_path / "app"))
    desktop.uninstall()
    globs = (packages.parent / "globs2").read_text(encoding="utf-8")
    assert "*.other" in globs and "*.tarotdeck" not in globs
    assert (packages / "other.xml").exists()


def test_without_the_tool_install_still_works_and_says_what_was_not_done(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(desktop, "MIME_TOOL", "no-such-update-mime-database-here")
    assert main(["desktop", "install"]) == 0
    out = capsys.readouterr().out
    assert "was not found" in out and "shared-mime-info" in out
    assert desktop.installed() is not None
    assert not (desktop.data_home() / "mime" / "mime.cache").exists()


def test_the_install_message_counts_the_icons_not_the_other_files(capsys):
    assert main(["desktop", "install"]) == 0
    assert f"icons: {len(desktop.ICON_SIZES)} sizes" in capsys.readouterr().out
