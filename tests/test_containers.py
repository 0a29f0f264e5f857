"""Deck containers (.tarotdeck): packed by the app, installed by command and by
opening the file, and the bad-container corpus, each refused with the rule it
broke and nothing installed."""
import stat
from contextlib import nullcontext
import zipfile
from pathlib import Path

import pygame
import pytest

from tarot_table.cli import main
from tarot_table.decks.container import MEDIA_TYPE, ContainerError, pack, unpack
from tarot_table.decks.install import InstallError, import_deck
from tests.helpers.deckmaker import build_deck
from tests.helpers.decks import patch_central_flags


def deck_entries(folder: Path) -> list[tuple[str, bytes]]:
    return [(p.relative_to(folder).as_posix(), p.read_bytes()) for p in sorted(folder.rglob("*")) if p.is_file()]


def container(tmp_path: Path, extra=(), mimetype=True, prefix="", name="deck.tarotdeck",
              method=zipfile.ZIP_DEFLATED) -> Path:
    """A container of a small complete deck, with ``extra`` (ZipInfo or name, data)."""
    folder = build_deck(tmp_path / "source", deck_id="boxed")
    path = tmp_path / name
    with zipfile.ZipFile(path, "w", method) as archive:
        if mimetype:
            archive.writestr("mimetype", MEDIA_TYPE, compress_type=zipfile.ZIP_STORED)
        for entry, data in deck_entries(folder):
            archive.writestr(prefix + entry, data)
        for entry, data in extra:
            archive.writestr(entry, data)
    return path


def installed(home: Path) -> list[str]:
    folder = home / "data" / "decks"
    return sorted(p.name for p in folder.iterdir() if not p.name.startswith(".")) if folder.exists() else []


def refused(path: Path, home: Path, rule: str) -> None:
    with pytest.raises(InstallError) as failure:
        import_deck(path)
    assert rule in str(failure.value) and "Nothing was installed" in str(failure.value)
    assert installed(home) == []
    assert not any((home / "data" / "decks").glob(".incoming-*")) if (home / "data" / "decks").exists() else True


def test_pack_writes_the_mimetype_first_stored_with_no_extra_field(make_deck, tmp_path):
    target = tmp_path / "out.tarotdeck"
    count = pack(make_deck("packed"), target)
    with zipfile.ZipFile(target) as archive:
        first = archive.infolist()[0]
        assert first.filename == "mimetype" and first.compress_type == zipfile.ZIP_STORED
        assert first.extra == b"" and archive.read(first) == MEDIA_TYPE.encode("ascii")
        assert "deck.toml" in archive.namelist() and len(archive.namelist()) == count + 1
    raw = target.read_bytes()
    assert raw[30:38] == b"mimetype" and raw[38:38 + len(MEDIA_TYPE)] == MEDIA_TYPE.encode()


def test_a_packed_deck_installs_by_command(make_deck, tmp_path, private_home, capsys):
    target = tmp_path / "cmd.tarotdeck"
    assert main(["decks", "pack", str(make_deck("by-command")), "--out", str(target)]) == 0
    assert main(["decks", "import", str(target)]) == 0
    assert installed(private_home) == ["by-command"]
    assert "installed Test Deck by-command" in capsys.readouterr().out


def test_pack_refuses_an_unusable_deck(make_deck, tmp_path, capsys):
    folder = make_deck("half")
    (folder / "deck.toml").unlink()
    assert main(["decks", "pack", str(folder), "--out", str(tmp_path / "x.tarotdeck")]) == 1
    assert "not a usable deck" in capsys.readouterr().err and not (tmp_path / "x.tarotdeck").exists()


def test_a_container_without_the_mimetype_entry_is_still_accepted(tmp_path, private_home):
    assert import_deck(container(tmp_path, mimetype=False)).id == "boxed"


def test_a_stored_container_is_accepted(tmp_path, private_home):
    assert import_deck(container(tmp_path, method=zipfile.ZIP_STORED)).id == "boxed"


@pytest.mark.parametrize("entry, rule", [
    ("/etc/evil.txt", "is absolute"),
    ("h70/../../evil.txt", "leaves its folder"),
    ("h70/./evil.txt", "empty or '.' segment"),
    ("h70//evil.txt", "empty or '.' segment"),
    ("C:/evil.txt", "names a drive"),
    ("h70\\evil.txt", "only '/' may separate"),
    ("deck.toml", "appears twice"),
])
def test_an_entry_name_that_breaks_a_rule_refuses_the_whole_container(tmp_path, private_home, entry, rule):
    with pytest.warns(UserWarning) if entry == "deck.toml" else nullcontext():
        path = container(tmp_path, extra=[(entry, b"x")])
    refused(path, private_home, rule)


def _typed(name: str, kind: int) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name)
    info.create_system = 3
    info.external_attr = (kind | 0o644) << 16
    return info


def test_a_symbolic_link_entry_is_refused(tmp_path, private_home):
    refused(container(tmp_path, extra=[(_typed("h70/link.png", stat.S_IFLNK), b"/etc/passwd")]),
            private_home, "is a symbolic link")


@pytest.mark.parametrize("kind", [stat.S_IFIFO, stat.S_IFCHR, stat.S_IFBLK, stat.S_IFSOCK])
def test_an_entry_that_is_not_a_file_or_folder_is_refused(tmp_path, private_home, kind):
    refused(container(tmp_path, extra=[(_typed("h70/odd", kind), b"")]),
            private_home, "neither a regular file nor a folder")


def test_an_encrypted_entry_is_refused(tmp_path, private_home):
    path = container(tmp_path, extra=[("notes.txt", b"secret")])
    patch_central_flags(path, "notes.txt", 0x1)
    refused(path, private_home, "is encrypted")


def test_a_compression_other_than_stored_or_deflate_is_refused(tmp_path, private_home):
    path = container(tmp_path)
    with zipfile.ZipFile(path, "a") as archive:
        archive.writestr("notes.txt", b"words " * 50, compress_type=zipfile.ZIP_BZIP2)
    refused(path, private_home, "only stored or deflate")


def test_a_zip_bomb_entry_is_refused_by_its_ratio(tmp_path, private_home):
    refused(container(tmp_path, extra=[("padding.txt", b"\0" * (8 << 20))]), private_home, "zip bomb")


def test_a_deck_in_a_wrapping_folder_is_not_a_container(tmp_path, private_home):
    refused(container(tmp_path, prefix="boxed/"), private_home, "wrapping folder")


def test_a_container_with_no_deck_toml_is_refused(tmp_path, private_home):
    path = tmp_path / "empty.tarotdeck"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("mimetype", MEDIA_TYPE)
        archive.writestr("readme.txt", "no deck here")
    refused(path, private_home, "no deck.toml")


def test_a_file_that_is_not_a_zip_is_refused(tmp_path, private_home):
    path = tmp_path / "fake.tarotdeck"
    path.write_bytes(b"not a zip at all")
    with pytest.raises(InstallError, match="neither a deck folder"):
        import_deck(path)
    assert installed(private_home) == []


def test_a_container_holding_an_unusable_deck_installs_nothing(tmp_path, private_home):
    path = container(tmp_path)
    with zipfile.ZipFile(path) as archive, zipfile.ZipFile(tmp_path / "cut.tarotdeck", "w") as cut:
        for info in archive.infolist():
            if not info.filename.startswith("h70/major_arcana/05"):
                cut.writestr(info, archive.read(info))
    with pytest.raises(InstallError, match="not usable"):
        import_deck(tmp_path / "cut.tarotdeck")
    assert installed(private_home) == []


def test_too_many_entries_are_refused(tmp_path):
    path = tmp_path / "many.tarotdeck"
    with zipfile.ZipFile(path, "w") as archive:
        for i in range(5001):
            archive.writestr(f"f{i}", b"")
    with pytest.raises(ContainerError, match="entries"):
        unpack(path, tmp_path / "out")


def test_a_failed_install_leaves_the_installed_deck_as_it_was(tmp_path, private_home):
    import_deck(container(tmp_path / "first"))
    before = sorted(p.relative_to(private_home) for p in (private_home / "data" / "decks").rglob("*"))
    refused_path = container(tmp_path / "second", extra=[("../evil", b"x")])
    with pytest.raises(InstallError):
        import_deck(refused_path)
    after = sorted(p.relative_to(private_home) for p in (private_home / "data" / "decks").rglob("*"))
    assert before == after


def test_opening_the_app_on_a_container_offers_to_install_it(app, tmp_path, private_home):
    from tarot_table.table.scenes.open_deck import OpenDeckScene
    path = container(tmp_path)
    app.switch(OpenDeckScene(app, path))
    app.render(app.screen)
    install = next(b for b in app.scene.buttons if b.label == "Install")
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=install.rect.center, button=1))
    app.step(0.0)
    assert installed(private_home) == ["boxed"]
    assert app.art.deck is not None and app.art.deck.id == "boxed"
    assert "now the deck in use" in app.scene.result


def test_opening_the_app_on_a_bad_container_says_why_and_installs_nothing(app, tmp_path, private_home):
    from tarot_table.table.scenes.open_deck import OpenDeckScene
    app.switch(OpenDeckScene(app, container(tmp_path, extra=[(_typed("x", stat.S_IFLNK), b"/")])))
    app.scene.install()
    assert "symbolic link" in app.scene.result and installed(private_home) == []
