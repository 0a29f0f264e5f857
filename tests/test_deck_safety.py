"""Safe with your files, for decks (issue 27, items 1, 6 and 7): a corpus of hostile decks
and containers, each made here by code, each refused with its exact message, and
nothing outside the decks folder changed (a fake ~/Documents, saves and settings in the
test's home are compared byte for byte before and after)."""
import errno
import os
import shutil
import signal
import tempfile
import zipfile
from pathlib import Path

import pygame
import pytest

from tarot_table.cli import main
from tarot_table.decks.art import CardArt
from tarot_table.decks.container import MEDIA_TYPE, pack
from tarot_table.decks.discovery import find_decks, same_files
from tarot_table.decks.install import InstallError, import_deck
from tarot_table.decks.spec import Deck, load_deck
from tests.helpers.deckmaker import build_deck

ID_RULE = "lowercase letters, digits and hyphens, at most 64, starting with a letter or digit"


@pytest.fixture
def home(private_home):
    """The test's home with a person's files beside the app's: a Documents folder, a
    save and the settings. ``home.unchanged()`` says whether they are as they were."""
    (private_home / "Documents").mkdir(parents=True)
    (private_home / "Documents" / "letter.txt").write_text("Dear reader")
    (private_home / "data" / "saves").mkdir(parents=True)
    (private_home / "data" / "saves" / "game.json").write_text('{"game": "queens-of-fate"}')
    (private_home / "config").mkdir()
    (private_home / "config" / "settings.json").write_text("{}")
    return private_home


def outside_decks(home: Path) -> dict[str, bytes | str]:
    """Every file, folder and link under ``home`` except the decks folder itself."""
    decks = home / "data" / "decks"
    found = {}
    for path in sorted(home.rglob("*")):
        if path == decks or decks in path.parents:
            continue
        key = path.relative_to(home).as_posix()
        found[key] = (f"link to {os.readlink(path)}" if path.is_symlink() else
                      "folder" if path.is_dir() else path.read_bytes())
    return found


def installed(home: Path) -> dict[str, list[str]]:
    """Each installed deck folder and its files; hidden entries (work folders, the lock) apart."""
    decks = home / "data" / "decks"
    if not decks.exists():
        return {}
    return {p.name: sorted(f.relative_to(p).as_posix() for f in p.rglob("*"))
            for p in sorted(decks.iterdir()) if not p.name.startswith(".")}


def debris(home: Path) -> list[str]:
    decks = home / "data" / "decks"
    return sorted(p.name for p in decks.glob(".incoming-*")) if decks.exists() else []


def refused(source: Path, home: Path, message: str) -> None:
    """Importing ``source`` fails with exactly ``message`` and changes nothing anywhere."""
    before, decks_before = outside_decks(home), installed(home)
    with pytest.raises(InstallError) as failure:
        import_deck(source)
    assert str(failure.value) == message
    assert outside_decks(home) == before
    assert installed(home) == decks_before
    assert debris(home) == []


def deck_with_id(folder: Path, deck_id: str) -> Path:
    build_deck(folder, deck_id="placeholder")
    toml = (folder / "deck.toml").read_text().replace('id = "placeholder"', f"id = {deck_id!r}")
    (folder / "deck.toml").write_text(toml)
    return folder


def boxed(tmp_path: Path, extra=(), name="deck.tarotdeck", deck_id="boxed") -> Path:
    """A container of a complete small deck, with ``extra`` (name, data) entries after it."""
    folder = build_deck(tmp_path / "source" / deck_id, deck_id=deck_id)
    path = tmp_path / name
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("mimetype", MEDIA_TYPE, compress_type=zipfile.ZIP_STORED)
        for file in sorted(folder.rglob("*")):
            if file.is_file():
                archive.write(file, file.relative_to(folder).as_posix())
        for entry, data in extra:
            archive.writestr(entry, data)
    return path


# ---- item 1: a deck's id is one plain folder name ---------------------------------------

HOSTILE_IDS = [
    ("../../../../Documents", f"its id '../../../../Documents' is not a deck id ({ID_RULE})"),
    ("../saves", f"its id '../saves' is not a deck id ({ID_RULE})"),
    ("..", f"its id '..' is not a deck id ({ID_RULE})"),
    (".hidden", f"its id '.hidden' is not a deck id ({ID_RULE})"),
    ("/tmp/anywhere", f"its id '/tmp/anywhere' is not a deck id ({ID_RULE})"),
    ("-starts-with-a-hyphen", f"its id '-starts-with-a-hyphen' is not a deck id ({ID_RULE})"),
    ("Capitals", f"its id 'Capitals' is not a deck id ({ID_RULE})"),
    ("two words", f"its id 'two words' is not a deck id ({ID_RULE})"),
    ("d\u00e9ck", f"its id 'd\u00e9ck' is not a deck id ({ID_RULE})"),
    ("x" * 65, f"its id '{'x' * 40}...' is not a deck id ({ID_RULE})"),
    ("drawn", "its id 'drawn' is the app's own drawn deck"),
    ("", "deck.toml is missing required fields: id"),
]


@pytest.mark.parametrize("deck_id, problem", HOSTILE_IDS)
def test_a_deck_whose_id_is_not_one_plain_name_is_refused_as_a_folder_and_as_a_container(
        home, tmp_path, deck_id, problem):
    folder = deck_with_id(tmp_path / "hostile", deck_id)
    assert not load_deck(folder).usable and load_deck(folder).problem == problem
    message = f"the deck is not usable: {problem}. Nothing was installed."
    refused(folder, home, message)
    pack(folder, tmp_path / "hostile.tarotdeck")
    refused(tmp_path / "hostile.tarotdeck", home, message)


def test_the_longest_id_allowed_installs(home, tmp_path):
    deck_id = "a" + "-9" * 31 + "z"
    assert len(deck_id) == 64
    assert import_deck(deck_with_id(tmp_path / "long", deck_id)).path == home / "data" / "decks" / deck_id


def test_the_attack_of_the_issue_by_command_leaves_documents_alone(home, tmp_path, capsys):
    """`decks pack` then `decks import` of a deck whose id climbs to ~/Documents."""
    folder = deck_with_id(tmp_path / "attack", "../../../../Documents")
    before = outside_decks(home)
    assert main(["decks", "pack", str(folder), "--out", str(tmp_path / "a.tarotdeck")]) == 1
    pack(folder, tmp_path / "a.tarotdeck")   # packed some other way
    assert main(["decks", "import", str(tmp_path / "a.tarotdeck")]) == 1
    err = capsys.readouterr().err
    assert err.strip().endswith(f"tarot-table: the deck is not usable: its id '../../../../Documents' is not a "
                                f"deck id ({ID_RULE}). Nothing was installed.")
    assert "Traceback" not in err and outside_decks(home) == before and installed(home) == {}


def test_the_attack_by_double_click_says_why_on_the_screen(app, home, tmp_path):
    from tarot_table.table.scenes.open_deck import OpenDeckScene
    folder = deck_with_id(tmp_path / "attack", "../saves")
    pack(folder, tmp_path / "a.tarotdeck")
    before = outside_decks(home)
    app.switch(OpenDeckScene(app, tmp_path / "a.tarotdeck"))
    app.render(app.screen)
    install = next(b for b in app.scene.buttons if b.label == "Install")
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=install.rect.center, button=1))
    app.step(0.0)
    assert app.scene.result == (f"The deck was not installed: the deck is not usable: its id '../saves' is not "
                                f"a deck id ({ID_RULE}). Nothing was installed.")
    assert outside_decks(home) == before and installed(home) == {}


def test_a_listed_deck_with_a_hostile_id_is_shown_unusable_not_used(home, tmp_path, monkeypatch):
    folder = deck_with_id(tmp_path / "listed" / "dots", "..")
    monkeypatch.setenv("TAROT_TABLE_DECKS", str(folder.parent))
    [deck] = find_decks()
    assert not deck.usable and deck.id == "" and deck.problem == f"its id '..' is not a deck id ({ID_RULE})"


def test_a_folder_in_the_way_that_is_not_the_same_deck_is_never_replaced(home, tmp_path):
    """A folder of the person's own in the decks folder reads with no id; it is not
    taken for the deck of the same name and moved away."""
    mine = home / "data" / "decks" / "tarot-notes"
    mine.mkdir(parents=True)
    (mine / "notes.txt").write_text("mine")
    refused(build_deck(tmp_path / "src", deck_id="tarot-notes"), home,
            f"{mine} already holds something that is not a deck (there is no deck.toml); "
            "move it away to install this deck. Nothing was installed.")
    assert (mine / "notes.txt").read_text() == "mine"


def test_another_deck_in_the_way_is_never_replaced(home, tmp_path):
    other = build_deck(home / "data" / "decks" / "one", deck_id="two")
    refused(build_deck(tmp_path / "src", deck_id="one"), home,
            f"{other} already holds another deck (two); move it away to install this deck. Nothing was installed.")


def test_a_link_in_the_decks_folder_to_a_folder_elsewhere_is_never_followed(home, tmp_path):
    decks = home / "data" / "decks"
    decks.mkdir(parents=True)
    (decks / "linked").symlink_to(home / "Documents")
    refused(build_deck(tmp_path / "src", deck_id="linked"), home,
            f"{decks / 'linked'} leads out of the decks folder {decks}. Nothing was installed.")


def test_the_decks_folder_imported_into_itself_is_refused(home, tmp_path):
    import_deck(build_deck(tmp_path / "src", deck_id="first"))
    decks = home / "data" / "decks"
    refused(decks, home, f"{decks} is the folder the installed decks are kept in, not a deck. Nothing was installed.")


def test_a_folder_of_decks_is_not_a_deck(home, tmp_path):
    build_deck(tmp_path / "several" / "a", deck_id="a")
    refused(tmp_path / "several", home, "the deck is not usable: there is no deck.toml. Nothing was installed.")


# ---- item 6: containers that crashed the install, and what a deck keeps -----------------

def test_a_container_holding_a_file_and_a_folder_of_one_name_is_refused(home, tmp_path):
    refused(boxed(tmp_path, [("card_backs", b"x")]), home,
            "the container was refused: the entry name 'card_backs' is both a file and a folder. "
            "Nothing was installed.")


def test_a_300_character_name_is_refused(home, tmp_path):
    name = "n" * 296 + ".png"
    refused(boxed(tmp_path, [(name, b"x")]), home,
            f"the container was refused: the entry name '{'n' * 28}...{'n' * 24}.png' is longer than a "
            "deck's file names may be (120 bytes a part, 400 in all). Nothing was installed.")


def test_a_very_deep_path_is_refused(home, tmp_path):
    name = "d/" * 300 + "x.png"
    refused(boxed(tmp_path, [(name, b"x")]), home,
            f"the container was refused: the entry name '{name[:28]}...{name[-28:]}' is 301 folders deep; "
            "a deck needs at most 8. Nothing was installed.")


def test_many_small_entries_of_zeros_are_refused_by_the_whole_containers_ratio(home, tmp_path):
    """The issue's zip bomb: 4,900 entries of 64 KiB of zeros, each too small for the
    check of one entry's ratio, 307 MB in all."""
    zeros = b"\0" * (64 * 1024)
    path = boxed(tmp_path, [(f"padding/{i}.bin", zeros) for i in range(4900)])
    with zipfile.ZipFile(path) as archive:
        infos = archive.infolist()
    packed, total = sum(i.compress_size for i in infos), sum(i.file_size for i in infos)
    assert total > 320_000_000 and path.stat().st_size < 1_500_000
    refused(path, home, f"the container was refused: its {len(infos)} entries together expand more than 100 "
                        f"times ({packed:,} bytes to {total:,}), like a zip bomb. Nothing was installed.")


def test_a_damaged_container_is_refused(home, tmp_path):
    path = boxed(tmp_path)
    with zipfile.ZipFile(path, "a") as archive:
        archive.writestr("notes.txt", b"ORIGINAL" * 8, compress_type=zipfile.ZIP_STORED)
    path.write_bytes(path.read_bytes().replace(b"ORIGINAL" * 8, b"CHANGED!" * 8))
    refused(path, home, "the container was refused: it is damaged (Bad CRC-32 for file 'notes.txt'). "
                        "Nothing was installed.")


def test_an_entry_flagged_as_patched_data_is_refused(home, tmp_path):
    """Flag bit 5 (patched data) on one entry: zipfile gives up with NotImplementedError,
    which used to escape as a traceback."""
    from tests.helpers.decks import patch_central_flags
    path = boxed(tmp_path)
    patch_central_flags(path, "deck.toml", 0x20)
    refused(path, home, "the container was refused: it is damaged (compressed patched data (flag bit 5)). "
                        "Nothing was installed.")


def test_a_container_with_bytes_changed_anywhere_installs_or_is_refused_never_crashes(home, tmp_path):
    """Sixty containers, each with one to four bytes changed (half of them in the headers
    at the end): each is installed or refused with a message; none raises anything else."""
    import random
    good = boxed(tmp_path)
    raw, rng = good.read_bytes(), random.Random(27)
    before, outcomes = outside_decks(home), set()
    for _ in range(60):
        data = bytearray(raw)
        for _ in range(rng.randint(1, 4)):
            data[rng.choice([rng.randrange(len(data)), len(data) - rng.randrange(1, 3000)])] = rng.randrange(256)
        (tmp_path / "changed.tarotdeck").write_bytes(bytes(data))
        try:
            outcomes.add(import_deck(tmp_path / "changed.tarotdeck").id)
        except InstallError as refusal:
            outcomes.add(str(refusal).split(":")[0])
    assert outside_decks(home) == before and debris(home) == []
    assert {"boxed", "the container was refused"} <= outcomes


def test_only_the_files_a_deck_is_made_of_are_installed(home, tmp_path):
    """Extra files in a container or a folder (a big one, a nested folder, the mimetype)
    are left behind: the installed folder holds the deck and nothing else."""
    big = os.urandom(1 << 20)
    path = boxed(tmp_path, [("extra/big.bin", big), ("h70/notes.txt", b"n"), ("names/fr.toml", b'x = "y"\n')])
    deck = import_deck(path)
    expected = sorted({f.as_posix() for f in deck.files} | {"card_backs", "h70", "h70/major_arcana",
                                                            "h70/minor_arcana", "names"} |
                      {f"h70/minor_arcana/{suit}" for suit in ("cups", "pentacles", "swords", "wands")})
    assert installed(home) == {"boxed": expected}
    assert "names/fr.toml" in expected and "mimetype" not in expected and "extra/big.bin" not in expected
    folder = build_deck(tmp_path / "folder" / "plain", deck_id="plain")
    (folder / "junk").mkdir()
    (folder / "junk" / "film.mkv").write_bytes(big)
    import_deck(folder)
    assert "junk" not in installed(home)["plain"] and "deck.toml" in installed(home)["plain"]


@pytest.mark.parametrize("failing, error, reason", [
    ("copyfile", errno.ENOSPC, "the disk is full"),
    ("copyfile", errno.EDQUOT, "the disk quota is used up"),
    ("mkdtemp", errno.EROFS, "the disk is read-only"),
    ("mkdtemp", errno.EACCES, "permission was refused"),
    ("replace", errno.ENOSPC, "the disk is full"),
])
def test_a_full_or_read_only_disk_gives_a_message_and_keeps_the_installed_deck(
        home, tmp_path, monkeypatch, capsys, failing, error, reason):
    import_deck(build_deck(tmp_path / "v1" / "kept", deck_id="kept"))
    before = installed(home)
    real = {"copyfile": shutil.copyfile, "mkdtemp": tempfile.mkdtemp, "replace": os.replace}[failing]
    where = str(tmp_path / "where")

    def fail(*args, **kwargs):
        if failing == "replace" and not str(args[1]).endswith("/kept"):
            return real(*args, **kwargs)   # the files' moves go through; moving the deck in fails
        raise OSError(error, os.strerror(error), where)

    monkeypatch.setattr({"copyfile": shutil, "mkdtemp": tempfile, "replace": os}[failing], failing, fail)
    newer = build_deck(tmp_path / "v2" / "kept", deck_id="kept", version="2.0")
    source = newer if failing != "replace" else tmp_path / "kept.tarotdeck"
    if failing == "replace":
        monkeypatch.setattr(os, "replace", real)
        pack(newer, source)
        monkeypatch.setattr(os, "replace", fail)
    assert main(["decks", "import", "--replace", str(source)]) == 1
    err = capsys.readouterr().err
    assert err.strip() == f"tarot-table: the deck could not be installed: {reason} ({where}). Nothing was installed."
    monkeypatch.setattr({"copyfile": shutil, "mkdtemp": tempfile, "replace": os}[failing], failing, real)
    if failing == "replace":   # the old deck could not be moved back either: the next listing does it
        assert installed(home) == {} and debris(home)
        assert [(d.id, d.version) for d in find_decks()] == [("kept", "1.0")]
    assert installed(home) == before and debris(home) == []
    assert load_deck(home / "data" / "decks" / "kept").version == "1.0"


def test_a_deck_file_that_is_not_a_regular_file_is_refused_without_blocking(home, tmp_path):
    fifo = tmp_path / "pipe.tarotdeck"
    os.mkfifo(fifo)
    refused(fifo, home, f"{fifo} is neither a deck folder, a .tarotdeck container nor a zip file")


# ---- killed installs ----------------------------------------------------------------------

def test_a_deck_hidden_by_a_killed_reimport_is_put_back_and_debris_removed(home, tmp_path):
    """What a kill leaves, made by hand: an old deck moved aside with nothing in its place,
    and a half-unpacked work folder. The next listing settles both."""
    decks = home / "data" / "decks"
    work = decks / ".incoming-killed"
    build_deck(work / "replaced", deck_id="hidden")
    (work / "id").write_text("hidden")
    half = decks / ".incoming-unpacking" / "unpacked" / "h70"
    half.mkdir(parents=True)
    (half / "part.png").write_bytes(b"\0" * 1000)
    assert [d.id for d in find_decks()] == ["hidden"]
    assert debris(home) == [] and load_deck(decks / "hidden").usable


def test_a_marker_naming_a_path_is_never_followed(home, tmp_path):
    decks = home / "data" / "decks"
    work = decks / ".incoming-forged"
    build_deck(work / "replaced", deck_id="x")
    (work / "id").write_text("../../Documents")
    before = outside_decks(home)
    assert find_decks() == []
    assert outside_decks(home) == before and debris(home) == []


def _kill_on_call(k: int, counter_file: Path) -> None:
    """In a child: count the calls that change the file system and SIGKILL this process
    at the ``k``-th (never when ``k`` is 0); the count is written at the end."""
    calls = [0]

    def counted(real):
        def call(*args, **kwargs):
            calls[0] += 1
            if calls[0] == k:
                os.kill(os.getpid(), signal.SIGKILL)
            return real(*args, **kwargs)
        return call

    for module, name in ((os, "replace"), (os, "rename"), (os, "unlink"), (shutil, "rmtree")):
        setattr(module, name, counted(getattr(module, name)))
    return calls


def _import_in_child(source: Path, k: int, counter_file: Path) -> int:
    """Fork; the child imports ``source`` under ``_kill_on_call(k)``. Returns the exit status."""
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            calls = _kill_on_call(k, counter_file)
            import_deck(source, replace=True)
            counter_file.write_text(str(calls[0]))
            code = 0
        finally:
            os._exit(code)
    return os.waitpid(pid, 0)[1]


@pytest.mark.parametrize("first_install", [False, True])
def test_a_reimport_killed_at_every_step_leaves_the_old_or_the_new_deck_listed(home, tmp_path, first_install):
    """The child's os.replace, os.rename, os.unlink and shutil.rmtree kill it at the k-th
    call, for every k (the re-import told to replace the installed deck); afterwards the
    deck is listed, usable, and is the old version or the new, whole: the same files
    byte for byte as the one or the other, and the next listing has removed every work folder."""
    decks = home / "data" / "decks"
    newer = tmp_path / "phoenix-2.tarotdeck"
    sources = [build_deck(tmp_path / "v2" / "phoenix", deck_id="phoenix", version="2.0")]
    pack(sources[0], newer)
    if not first_install:
        sources.append(build_deck(tmp_path / "v1" / "phoenix", deck_id="phoenix", version="1.0"))
        import_deck(sources[1])
    start = tmp_path / "start"
    shutil.copytree(decks, start, symlinks=True) if decks.exists() else start.mkdir()
    counter = tmp_path / "calls"
    assert _import_in_child(newer, 0, counter) == 0
    steps = int(counter.read_text())
    # the deck moved in and the work folder removed; on a re-import the old deck's files too
    assert steps >= (4 if first_install else 4 + 78)
    before = outside_decks(home)
    seen = set()
    for k in range(1, steps + 1):
        shutil.rmtree(decks)
        # linked, not copied: an install never writes into a file it finds, it moves and removes them
        shutil.copytree(start, decks, symlinks=True, copy_function=os.link)
        status = _import_in_child(newer, k, counter)
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, k
        listed = [(d.id, d.version, d.usable) for d in find_decks()]
        allowed = [[("phoenix", "2.0", True)], [("phoenix", "1.0", True)] if not first_install else []]
        assert listed in allowed, (k, listed)
        if listed:
            assert any(same_files(load_deck(decks / "phoenix"), load_deck(source)) for source in sources), k
        assert debris(home) == [], k
        seen.add(tuple(listed))
    assert len(seen) == 2 and outside_decks(home) == before


# ---- item 7: the sprite cache stays in its folder -----------------------------------------

@pytest.mark.parametrize("deck_id, version", [("..", "1.0"), ("ok", ".."), ("../../x", "../../y"), (".", ".")])
def test_the_sprite_cache_path_stays_in_the_cache_folder_whatever_the_deck_says(home, deck_id, version):
    """The id pattern keeps such a deck from loading at all; the cache proves it again."""
    art = CardArt(Deck(path=home, id=deck_id, version=version, usable=True))
    sprites = home / "cache" / "sprites"
    path = art.cache_path("major_arcana.00", None, (70, 120))
    assert sprites in path.parents and ".." not in path.relative_to(sprites).parts
    assert not path.relative_to(sprites).parts[0].startswith(".")


def test_a_cache_folder_linked_out_is_not_written_through(home, tmp_path):
    sprites = home / "cache" / "sprites"
    sprites.mkdir(parents=True)
    (sprites / "linked").symlink_to(home / "Documents")
    art = CardArt(Deck(path=home, id="linked", version="1.0", usable=True))
    with pytest.raises(OSError, match="leads out of"):
        art.cache_path("major_arcana.00", None, (70, 120))
    before = outside_decks(home)
    art.back("zener", (70, 120))   # drawn, not cached
    assert outside_decks(home) == before
