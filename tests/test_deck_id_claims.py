"""A deck's id is a claim any folder can make (docs/decks.md, "The deck in use"). The
default is the Rider-Waite-Smith deck only when one deck alone claims its id, and the
player's pick is kept by the folder it was made in: a folder listed ahead of the others
that claims the same id (a stranger's deck, a download) is shown as such and is never
preferred for coming first. Folders holding the same files are one deck."""
from __future__ import annotations

import os
import shutil

import pytest

from tarot_table.decks.discovery import choose_deck, deck_choices, find_decks
from tarot_table.settings import load_settings
from tests.helpers.deckmaker import build_deck, face_path

RWS = "rider-waite-smith"


@pytest.fixture
def real(tmp_path):
    return build_deck(tmp_path / "later" / RWS, deck_id=RWS, version="1.1")


def search(monkeypatch, *folders) -> None:
    monkeypatch.setenv("TAROT_TABLE_DECKS", os.pathsep.join(str(folder.parent) for folder in folders))


def stranger(tmp_path, deck_id: str = RWS, name: str = "x"):
    """A deck of its own (other pictures) claiming ``deck_id``, in a folder listed first."""
    folder = build_deck(tmp_path / "first" / name, deck_id=deck_id, version="6.6")
    face_path(folder, "major_arcana.00").write_bytes(face_path(folder, "major_arcana.01").read_bytes())
    return folder


def test_a_stranger_listed_first_claiming_the_default_id_is_not_used_nor_is_the_real_one_unasked(
        real, tmp_path, monkeypatch):
    first = stranger(tmp_path)
    search(monkeypatch, first, real)
    assert choose_deck(RWS, folder=str(real)).path == real   # before: the real deck, where it was picked
    assert choose_deck(None) is None   # the drawn deck: neither is preferred for its folder's place
    assert choose_deck("gone-since") is None and choose_deck(RWS) is None
    assert choose_deck(RWS, folder=str(real)).path == real   # the pick holds, the stranger listed first
    assert choose_deck(RWS, folder=str(first)).path == first   # a stranger's deck is the player's to pick
    listed = find_decks()
    assert [(d.path, d.usable, d.id_shared) for d in listed] == [(first, True, True), (real, True, True)]
    search(monkeypatch, real)
    assert choose_deck(None).path == real   # alone again: the default


def test_a_claim_written_with_a_toml_escape_is_a_claim_too(real, tmp_path, monkeypatch):
    first = stranger(tmp_path)
    manifest = first / "deck.toml"
    manifest.write_text(manifest.read_text().replace(f'"{RWS}"', '"rider\\u002dwaite-smith"'), encoding="utf-8")
    search(monkeypatch, first, real)
    assert [d.id for d in find_decks()] == [RWS, RWS]
    assert choose_deck(None) is None and choose_deck(RWS, folder=str(real)).path == real


def test_folders_holding_the_same_files_are_one_deck_and_one_byte_apart_are_two(real, tmp_path, monkeypatch):
    copy = tmp_path / "first" / RWS
    shutil.copytree(real, copy)
    search(monkeypatch, copy, real)
    assert choose_deck(None).path == copy   # the same deck wherever it is: the first found
    picture = face_path(copy, "minor_arcana.cups.queen")
    altered = bytearray(picture.read_bytes())
    altered[-20] ^= 0xFF   # one byte, the size the same
    picture.write_bytes(bytes(altered))
    assert choose_deck(None) is None
    picture.unlink()   # a broken copy claims nothing it could be used for
    assert choose_deck(None).path == real


def test_a_picked_folder_holding_another_id_or_no_longer_searched_is_not_the_pick(real, tmp_path, monkeypatch):
    mine = build_deck(tmp_path / "first" / "mine", deck_id="mine")
    search(monkeypatch, mine, real)
    assert choose_deck("mine", folder=str(mine)).path == mine
    build_deck(mine, deck_id="someone-else")   # the folder's deck replaced by another
    assert choose_deck("mine", folder=str(mine)).path == real   # the default instead
    moved = build_deck(tmp_path / "elsewhere" / "mine", deck_id="mine")
    search(monkeypatch, moved, real)
    assert choose_deck("mine", folder=str(mine)).path == real   # the deck picked is gone: not another of its id
    assert choose_deck("mine").path == moved   # a pick by id alone (settings from before folders): the one deck
    first = stranger(tmp_path, "mine", "mine-too")
    search(monkeypatch, first, moved, real)
    assert choose_deck("mine").path == real   # two different decks claim it now
    assert choose_deck("mine", folder=str(moved)).path == moved
    monkeypatch.setenv("TAROT_TABLE_DECKS", str(tmp_path / "first"))
    assert choose_deck("mine", folder=str(moved)) is None   # no longer searched, and no default found
    assert choose_deck("mine", folder=str(first)).path == first


def test_the_decks_page_says_why_and_the_use_button_keeps_the_pick_by_its_folder(real, tmp_path, monkeypatch, app):
    from tarot_table.table.scenes.decks import DecksScene
    from tarot_table.table.scenes.settings import SettingsScene
    first = stranger(tmp_path)
    mine = build_deck(tmp_path / "first" / "mine", deck_id="mine")
    search(monkeypatch, first, real)
    app.load_deck()
    assert app.art.deck is None
    page = DecksScene(app)
    assert page.note == ("More than one deck has the id rider-waite-smith, so none of them is used until you "
                         "pick one: Use beside it.") and page.note_is_problem
    settings = SettingsScene(app)
    assert [d.path for d in settings.decks] == [mine]   # told apart on the Decks page, not here
    assert settings.claimed_twice == "More than one deck has the id rider-waite-smith: pick one on the Decks page."
    page.check(len(page.decks))
    assert [(d.path, d.id_shared) for d in page.decks] == [(mine, False), (first, True), (real, True)]
    assert page.published_deck() is None   # which is the published one cannot be told: the download offered
    page.use(RWS, real)
    assert app.art.deck.path == real and page.note == "In use now: Test Deck rider-waite-smith."
    assert page.published_deck().path == real
    chosen = load_settings()
    assert (chosen.deck, chosen.deck_folder) == (RWS, str(real))
    app.settings = chosen   # as the next start reads them
    app.load_deck()
    assert app.art.deck.path == real
    assert [d.path for d in SettingsScene(app).decks] == [mine, real]   # the one in use is offered
    assert [d.id for d in deck_choices()] == ["mine", RWS, RWS]
