"""Many installed decks (issue 27, item 9: 300 decks made the menu and Settings take
3.5 s to open): decks are checked only as far as a page needs, and a deck read once is
not read again until its folder changes. The speed itself is in
benchmarks/many_decks.py; here, how many decks each page checks."""
import os
import shutil

import pytest

from tarot_table.decks import discovery
from tarot_table.decks.art import DRAWN_ID
from tarot_table.decks.install import import_deck
from tests.helpers.deckmaker import build_deck, face_path

OLD = (1_000_000_000, 1_000_000_000)   # a time no edit in a test can share


@pytest.fixture
def decks(private_home):
    """Five installed decks, deck-0 to deck-4, their folders' times set far back."""
    root = private_home / "data" / "decks"
    for i in range(5):
        build_deck(root / f"deck-{i}", deck_id=f"deck-{i}")
    for path in [root, *root.rglob("*")]:
        os.utime(path, ns=OLD)
    return root


@pytest.fixture
def checks(monkeypatch):
    """The folders fully checked (every picture opened), in order."""
    done = []
    real = discovery.load_deck

    def counted(folder, lang="en", manifest_only=False, listed=None):
        if not manifest_only:
            done.append(folder.name)
        return real(folder, lang, manifest_only, listed)

    monkeypatch.setattr(discovery, "load_deck", counted)
    discovery._read.clear()
    yield done
    discovery._read.clear()


def test_choosing_the_deck_checks_only_the_one_chosen(decks, checks):
    assert discovery.choose_deck("deck-3").id == "deck-3"
    assert checks == ["deck-3"]
    assert discovery.choose_deck(None) is None and checks == ["deck-3"]   # no Rider-Waite-Smith: drawn


def test_choosing_reads_only_the_manifests_that_may_name_the_deck(decks, checks, monkeypatch):
    """A deck.toml without the wanted id's text is not parsed (300 decks, none of them
    Rider-Waite-Smith, cost 12 ms at each start); one that writes the id with a TOML
    escape is, and its deck is chosen as before."""
    read = parsed_manifests(monkeypatch)
    assert discovery.choose_deck(None) is None and read == [] and checks == []
    assert discovery.choose_deck("deck-3").id == "deck-3" and read == ["deck-3"]   # listed, then checked
    escaped = build_deck(decks / "escaped", deck_id="rider-waite-smith")
    (escaped / "deck.toml").write_text(
        '[deck]\nid = "rider\\u002dwaite-smith"\nschema_version = "1.0"\nname = "Escaped"\n'
        'version = "1.0"\n', encoding="utf-8")
    assert discovery.choose_deck("gone").id == "rider-waite-smith"
    assert checks == ["deck-3", "escaped"]


def parsed_manifests(monkeypatch) -> list[str]:
    """The folders whose deck.toml is parsed, in order, from now on."""
    from tarot_table.decks import spec
    read, real = [], spec._read_manifest
    monkeypatch.setattr(spec, "_read_manifest", lambda deck: read.append(deck.path.name) or real(deck))
    return read


def test_a_deck_checked_after_its_listing_is_the_deck_a_check_alone_gives(decks, checks, monkeypatch):
    """A deck listed from its deck.toml, then checked, has deck.toml parsed once and
    comes out as a check from nothing does: usable or not, and why; the listed deck is
    left as it was."""
    from tarot_table.decks.spec import load_deck
    face_path(decks / "deck-2", "minor_arcana.wands.page").write_bytes(b"not a picture")
    (decks / "deck-4" / "deck.toml").write_text("[deck]\nid = 'deck-4'\n", encoding="utf-8")
    read = parsed_manifests(monkeypatch)
    listed = discovery.listed_decks()
    as_listed = [repr(deck) for deck in listed]
    checked = [discovery.read_deck(deck.path) for deck in listed]
    assert read == [f"deck-{i}" for i in range(5)]
    assert checked == [load_deck(deck.path) for deck in listed]
    assert [deck.usable for deck in checked] == [True, True, False, True, False] and all(d.checked for d in checked)
    assert "is not an image" in checked[2].problem and "missing required fields" in checked[4].problem
    assert [repr(deck) for deck in discovery.listed_decks()] == as_listed   # the kept listing unmarked
    assert len(checked[0].files) > len(listed[0].files) == 1


def test_a_preferred_deck_found_broken_gives_way_to_rider_waite_smith_only(decks, checks):
    face_path(decks / "deck-2", "major_arcana.05").unlink()
    assert discovery.choose_deck("deck-2") is None and checks == ["deck-2"]
    build_deck(decks / "rider-waite-smith", deck_id="rider-waite-smith")
    assert discovery.choose_deck("deck-2").id == "rider-waite-smith"
    assert checks == ["deck-2", "rider-waite-smith"]   # deck-2, unchanged, is not checked again


def test_the_menu_asks_whether_any_deck_is_installed_by_checking_one(decks, checks, app):
    from tarot_table.table.scenes.menu import MenuScene
    app.settings.deck = DRAWN_ID
    app.load_deck()
    scene = MenuScene(app)
    scene.painted = True
    assert scene._cards_note() == "Cards: the drawn deck, as chosen in Settings"
    assert checks == ["deck-0"]


def test_settings_offers_decks_from_their_deck_toml_alone(decks, checks, app):
    from tarot_table.table.scenes.settings import SettingsScene
    app.settings.deck = DRAWN_ID
    app.load_deck()
    assert [d.id for d in SettingsScene(app).decks] == [f"deck-{i}" for i in range(5)]
    assert checks == []


def test_a_deck_offered_in_settings_that_fails_its_check_says_why_and_leaves_the_choices(decks, checks, app):
    from tarot_table.table.scenes.settings import SettingsScene
    face_path(decks / "deck-4", "minor_arcana.cups.queen").unlink()
    app.settings.deck = "deck-1"
    app.load_deck()
    scene = SettingsScene(app)
    scene._set("deck", "deck-4")
    assert app.art.deck.id == "deck-1" and app.settings.deck == "deck-1"   # the deck in use stays
    assert scene.refused == ("Test Deck deck-4 cannot be used: 1 of the 78 card faces are missing: "
                             "minor_arcana.cups.queen. Decks lists every deck.")
    assert "deck-4" not in [d.id for d in scene.decks]
    scene._set("deck", "deck-2")
    assert app.art.deck.id == "deck-2" and scene.refused == ""


def test_a_deck_checked_once_is_not_checked_again_until_its_folder_changes(decks, checks):
    assert [d.usable for d in discovery.find_decks()] == [True] * 5
    assert [d.usable for d in discovery.find_decks()] == [True] * 5
    assert len(checks) == 5
    face_path(decks / "deck-2", "minor_arcana.swords.ace").unlink()   # the time of its folder changes
    listed = discovery.find_decks()
    assert [d.usable for d in listed] == [True, True, False, True, True] and checks[5:] == ["deck-2"]
    assert "minor_arcana.swords.ace" in listed[2].problem


def test_a_deck_replaced_by_an_install_is_read_anew(decks, checks, tmp_path):
    assert discovery.choose_deck("deck-1").version == "1.0"
    import_deck(build_deck(tmp_path / "newer" / "deck-1", deck_id="deck-1", version="2.0"), replace=True)
    assert discovery.choose_deck("deck-1").version == "2.0"


def test_an_edited_deck_toml_is_read_anew(decks, checks):
    assert [d.name for d in discovery.deck_choices()][1] == "Test Deck deck-1"
    toml = decks / "deck-1" / "deck.toml"
    toml.write_text(toml.read_text().replace("Test Deck deck-1", "Renamed"))
    assert [d.name for d in discovery.deck_choices()][1] == "Renamed"


def test_marking_the_decks_of_an_id_claimed_twice_does_not_mark_the_kept_ones(decks, checks, monkeypatch, tmp_path):
    again = tmp_path / "env" / "deck-0"
    shutil.copytree(decks / "deck-0", again)
    monkeypatch.setenv("TAROT_TABLE_DECKS", str(again.parent))
    first = discovery.find_decks()
    assert [(d.id, d.usable, d.id_shared) for d in first[:3]] == [("deck-0", True, True), ("deck-0", True, True),
                                                                   ("deck-1", True, False)]
    monkeypatch.setenv("TAROT_TABLE_DECKS", "")
    assert not discovery.find_decks()[0].id_shared   # the deck read before was not changed by the marking


def test_the_decks_page_checks_two_at_once_then_those_it_shows_a_few_a_frame(private_home, checks, app):
    from tarot_table.decks.discovery import find_decks
    from tarot_table.table.scenes.decks import DecksScene
    root = private_home / "data" / "decks"
    for i in range(40):
        build_deck(root / f"deck-{i:02d}", deck_id=f"deck-{i:02d}")
    face_path(root / "deck-03", "major_arcana.07").unlink()
    app.switch(DecksScene(app))
    assert checks == ["deck-00", "deck-01"]
    app.render(app.screen)
    page = app.scene
    assert 2 < page.shown < 40 and page.next_frame_in() == 0
    for _ in range(40):
        app.step(1 / 60)
    assert page.checked == page.shown and page.next_frame_in() is None
    assert checks == [f"deck-{i:02d}" for i in range(page.shown)]   # none checked twice, none unseen
    assert [(d.id, d.usable, d.problem) for d in page.decks[:page.shown]] == \
        [(d.id, d.usable, d.problem) for d in find_decks()[:page.shown]]
    assert not page.decks[3].usable and "major_arcana.07" in page.decks[3].problem


def test_the_decks_page_says_how_many_more_there_are(private_home, checks, app, monkeypatch):
    from tarot_table.table import theme
    from tarot_table.table.scenes import decks as decks_module
    root = private_home / "data" / "decks"
    for i in range(30):
        build_deck(root / f"deck-{i:02d}", deck_id=f"deck-{i:02d}")
    page = decks_module.DecksScene(app)
    said = []
    real = theme.text
    monkeypatch.setattr(decks_module.theme, "text", lambda surface, words, *a, **k: said.append(words)
                        or real(surface, words, *a, **k))
    page.draw(app.screen)
    assert f"… and {30 - page.shown} more: 'tarot-table decks list' lists every deck and why one cannot be used." in said


def test_settings_list_holds_the_kept_decks_not_copies(decks, checks):
    """Issue 29's peak memory: the choices are only read, so each opening of Settings
    (300 decks in the benchmark) lists the decks kept rather than a copy of each; a deck
    read to be marked is still a copy."""
    first, again = discovery.deck_choices(), discovery.deck_choices()
    assert len(first) == 5 and all(a is b for a, b in zip(first, again))
    marked = discovery.read_deck(first[0].path, checked=False)
    assert marked is not first[0] and marked == first[0]


def test_settings_draws_the_choices_in_sight_and_lays_out_all(decks, app, monkeypatch):
    """Issue 29's Settings opening with 300 decks: every choice is laid out (the keyboard
    goes through them all) but only those in sight are drawn, one cut by the edge of the
    list included, at the top, in the middle and at the foot of the list."""
    import dataclasses
    from tarot_table.table.scenes.settings import SettingsScene
    from tarot_table.table.widgets import Button
    app.settings.deck = DRAWN_ID
    app.load_deck()
    scene = SettingsScene(app)
    scene.decks = [dataclasses.replace(scene.decks[0], id=f"deck-x{i:03d}", name=f"Test Deck deck-x{i:03d}")
                   for i in range(300)]
    scene.draw(app.screen)
    drawn = []
    real_draw = Button.draw
    monkeypatch.setattr(Button, "draw", lambda button, surface: drawn.append(button) or real_draw(button, surface))
    cut_by_the_edge = []
    for scroll in (0, scene.max_scroll // 2 + 7, scene.max_scroll):
        drawn.clear()
        scene.scroll = scroll
        scene.draw(app.screen)
        choices = [b for b in scene.every_button if b not in scene.footer_buttons]
        in_sight = [b for b in choices if b.rect.colliderect(scene.rows_view)]
        assert len(choices) > 300 > 3 * len(in_sight) > 0
        assert drawn == in_sight + scene.footer_buttons
        cut_by_the_edge += [b for b in in_sight if not scene.rows_view.contains(b.rect)]
    assert cut_by_the_edge


def test_the_decks_page_lists_the_kept_decks_and_marks_copies_of_them(decks, checks, app):
    """Issue 29's Decks page with 300 decks: the list is of the decks kept (no copy of
    each at every opening), and a deck whose id another deck claims too is marked
    on a copy of its own, never on the deck kept for the next page."""
    from tarot_table.table.scenes.decks import DecksScene
    shutil.copytree(decks / "deck-1", decks / "deck-1-again")
    page = DecksScene(app)
    kept = discovery.listed_decks()
    assert all(a is b for a, b in zip(page.decks[page.checked:], kept[page.checked:]))
    page.check(len(page.decks))
    again = next(d for d in page.decks if d.path.name == "deck-1-again")
    assert again.id_shared and again.usable
    kept_again = next(d for d in discovery.listed_decks() if d.path.name == "deck-1-again")
    assert kept_again is not again and not kept_again.id_shared and kept_again.usable


def test_the_decks_page_lists_a_usable_deck_before_folders_whose_deck_toml_does_not_read(private_home, checks, app):
    """Play-test finding H2 (29 November): five broken deck folders found first took the
    Decks page's rows and the usable deck was among "... and 5 more: 'tarot-table decks
    list' lists every deck". Folders whose deck.toml does not read are listed after the
    others, in the order found; the page shows the usable one."""
    from tarot_table.table.scenes.decks import DecksScene
    root = private_home / "data" / "decks"
    for i in range(12):   # "a-..." sort first in the folder
        broken = root / f"a-broken-{i:02d}"
        broken.mkdir(parents=True)
        (broken / "deck.toml").write_bytes(bytes(range(256)))
    for good in ("y-good", "z-good"):   # the first is the deck in use
        build_deck(root / good, deck_id=good)
    app.switch(DecksScene(app))
    app.render(app.screen)
    page = app.scene
    assert page.shown < 14, "the page had room for every row: the test shows nothing"
    assert [d.id for d in page.decks[:2]] == ["y-good", "z-good"] and page.shown > 2
    assert all(not d.usable for d in page.decks[2:])
