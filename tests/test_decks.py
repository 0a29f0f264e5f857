"""Deck discovery and validation: good decks, each kind of broken deck, no deck."""
import os
from pathlib import Path
import pytest

from PIL import Image

from tarot_table.decks.discovery import choose_deck, find_decks, search_roots
from tarot_table.decks.spec import load_deck
from tests.conftest import SHARED_DECKS, shared_deck_root
from tests.helpers.deckmaker import face_path


def test_shared_rider_waite_smith_deck_is_valid(shared_decks):
    decks = {d.id: d for d in find_decks()}
    rws = decks["rider-waite-smith"]
    assert rws.usable, rws.problem
    assert len(rws.faces) == 78
    assert rws.names["major_arcana.00"] == "The Fool"
    assert "precipice" in rws.alt_text["major_arcana.00"]
    assert rws.default_back == "classic"


def test_discovery_order_env_then_user_dir_then_xdg(make_deck, monkeypatch, private_home, tmp_path):
    env_deck = make_deck("same-id")
    user_deck_dir = private_home / "data" / "decks"
    from tests.helpers.deckmaker import build_deck
    build_deck(user_deck_dir / "same-id", deck_id="same-id", version="2.0")
    build_deck(tmp_path / "xdg" / "tarot" / "decks" / "xdg-deck", deck_id="xdg-deck")
    monkeypatch.setenv("TAROT_TABLE_DECKS", str(env_deck.parent))
    roots = search_roots()
    assert roots[0] == env_deck.parent and roots[1] == user_deck_dir
    decks = find_decks()
    assert [d.id for d in decks] == ["same-id", "same-id", "xdg-deck"]
    assert decks[0].usable and decks[0].version == "1.0" and decks[1].version == "2.0"
    assert decks[1].usable and decks[0].id_shared and decks[1].id_shared and not decks[2].id_shared
    assert choose_deck("xdg-deck").id == "xdg-deck"
    assert choose_deck("same-id") is None   # two different decks claim it: neither by the folders' order
    assert choose_deck("same-id", folder=str(user_deck_dir / "same-id")).version == "2.0"   # as picked


def test_a_deck_folder_itself_may_be_named_in_the_env(make_deck, monkeypatch):
    deck = make_deck("direct")
    monkeypatch.setenv("TAROT_TABLE_DECKS", str(deck))
    assert [d.id for d in find_decks()] == ["direct"]


def test_no_deck_anywhere_means_none_chosen():
    assert find_decks() == []
    assert choose_deck(None) is None


def test_missing_deck_toml(make_deck):
    deck = make_deck()
    (deck / "deck.toml").unlink()
    result = load_deck(deck)
    assert not result.usable and "no deck.toml" in result.problem


def test_a_deck_toml_linked_out_of_the_deck_is_refused(make_deck, tmp_path):
    """deck.toml is read with one look when it is a plain file; a link is still resolved."""
    deck = make_deck()
    outside = tmp_path / "elsewhere.toml"
    os.rename(deck / "deck.toml", outside)
    os.symlink(outside, deck / "deck.toml")
    for manifest_only in (True, False):
        result = load_deck(deck, manifest_only=manifest_only)
        assert not result.usable and "deck.toml points outside the deck folder" in result.problem


def test_a_deck_toml_linked_inside_the_deck_is_read(make_deck):
    deck = make_deck()
    os.rename(deck / "deck.toml", deck / "kept.toml")
    os.symlink("kept.toml", deck / "deck.toml")
    result = load_deck(deck, manifest_only=True)
    assert result.usable, result.problem
    assert result.id and "deck.toml" in {str(f) for f in result.files}


def test_a_deck_toml_that_is_a_folder_or_a_pipe_is_no_deck_toml(make_deck):
    deck = make_deck()
    (deck / "deck.toml").unlink()
    (deck / "deck.toml").mkdir()
    assert "there is no deck.toml" in load_deck(deck, manifest_only=True).problem
    (deck / "deck.toml").rmdir()
    os.mkfifo(deck / "deck.toml")   # opening it the usual way would wait for a writer
    assert "there is no deck.toml" in load_deck(deck, manifest_only=True).problem


def test_malformed_deck_toml(make_deck):
    deck = make_deck()
    (deck / "deck.toml").write_text("[deck\nid = ", encoding="utf-8")
    assert "not valid TOML" in load_deck(deck).problem


def test_huge_deck_toml(make_deck):
    deck = make_deck()
    (deck / "deck.toml").write_text("# " + "x" * (2 << 20), encoding="utf-8")
    assert "larger than 1 MiB" in load_deck(deck).problem


def test_required_fields_missing(make_deck):
    deck = make_deck()
    (deck / "deck.toml").write_text('[deck]\nid = "x"\nname = "X"\n', encoding="utf-8")
    problem = load_deck(deck).problem
    assert "schema_version" in problem and "version" in problem


def test_a_missing_face_makes_the_deck_unusable(make_deck):
    deck = make_deck()
    face_path(deck, "minor_arcana.cups.queen").unlink()
    result = load_deck(deck)
    assert not result.usable
    assert "1 of the 78" in result.problem and "minor_arcana.cups.queen" in result.problem


def test_a_face_that_is_not_an_image(make_deck):
    deck = make_deck()
    face_path(deck, "major_arcana.05").write_bytes(b"this is text, not a picture")
    assert "not an image" in load_deck(deck).problem


def test_an_enormous_image_is_refused_before_decoding(make_deck):
    deck = make_deck()
    path = face_path(deck, "major_arcana.05")
    Image.new("1", (20000, 20000)).save(path)  # small file, huge pixel count
    result = load_deck(deck)
    assert not result.usable and "too large" in result.problem


def test_a_symlink_out_of_the_deck_is_refused(make_deck, tmp_path):
    deck = make_deck()
    outside = tmp_path / "secret.png"
    Image.new("RGB", (10, 10)).save(outside)
    path = face_path(deck, "major_arcana.05")
    path.unlink()
    os.symlink(outside, path)
    result = load_deck(deck)
    assert not result.usable and "outside the deck folder" in result.problem


def test_a_linked_folder_out_of_the_deck_is_refused(make_deck, tmp_path):
    """A picture's folder is resolved once a check: a folder that is a link out is
    caught as surely as a picture that is one."""
    deck = make_deck()
    cups = face_path(deck, "minor_arcana.cups.ace").parent
    outside = tmp_path / "elsewhere"
    os.rename(cups, outside)
    os.symlink(outside, cups)
    result = load_deck(deck)
    assert not result.usable and "outside the deck folder" in result.problem


def test_every_picture_resolves_as_realpath_does_through_links_inside_the_deck(make_deck):
    deck = make_deck()
    majors = face_path(deck, "major_arcana.00").parent
    os.rename(majors, deck / "majors-kept")
    os.symlink("../majors-kept", majors)                  # a folder linked inside the deck
    wands = face_path(deck, "minor_arcana.wands.ace").parent
    os.rename(wands / "two.png", deck / "two-kept.png")
    os.symlink(deck / "two-kept.png", deck / "hop.png")
    os.symlink("../../../hop.png", wands / "two.png")       # a link to a link
    with open(deck / "deck.toml", "a", encoding="utf-8") as f:
        f.write('\n[card_backs]\ndefault = "round"\n[card_backs.variants.round]\n'
                'image = "h70/../card_backs/plain.png"\n')
    result = load_deck(deck)
    assert result.usable, result.problem
    for card, by_height in result.faces.items():
        assert by_height[70] == Path(os.path.realpath(face_path(deck, card))), card
    assert result.faces["minor_arcana.wands.two"][70] == Path(os.path.realpath(deck / "two-kept.png"))
    assert result.backs["round"] == Path(os.path.realpath(deck / "card_backs" / "plain.png"))


def test_a_card_back_path_leaving_the_folder_is_refused(make_deck):
    deck = make_deck()
    with open(deck / "deck.toml", "a", encoding="utf-8") as f:
        f.write('\n[card_backs]\ndefault = "evil"\n[card_backs.variants.evil]\nimage = "../../evil.png"\n')
    result = load_deck(deck)
    assert not result.usable and "outside the deck folder" in result.problem


def test_names_file_gives_names_and_alt_text(make_deck):
    result = load_deck(make_deck())
    assert result.usable, result.problem
    assert result.names["major_arcana.13"] == "Transformation"
    assert result.names["minor_arcana.cups.queen"] == "Lady of Cups"
    assert result.alt_text["major_arcana.13"].startswith("A rider")


def test_broken_deck_does_not_stop_the_others(make_deck, monkeypatch):
    good = make_deck("good")
    bad = make_deck("bad")
    (bad / "deck.toml").write_text("not toml [", encoding="utf-8")
    monkeypatch.setenv("TAROT_TABLE_DECKS", str(good.parent))
    decks = {d.path.name: d for d in find_decks()}
    assert decks["good"].usable and not decks["bad"].usable
    assert choose_deck("good").id == "good"


# ---- several decks: shapes, sizes, text-only decks ------------------------------

def more_decks():
    """../shared/more-decks: two reference decks kept apart from the default search."""
    root = shared_deck_root() or SHARED_DECKS
    return root.parent / "more-decks"


def test_a_deck_of_other_proportions_is_drawn_whole_not_cropped(make_deck):
    from tarot_table.decks.art import CardArt
    wide = load_deck(make_deck("wide", width=50, height=80))      # 0.625, like the watercolour deck
    image = CardArt(wide).face("major_arcana.13", (60, 105))
    assert image.size == (60, 105)
    assert image.getpixel((30, 1))[3] == 0          # a clear band above the card: nothing cut off
    assert image.getpixel((30, 52))[3] == 255
    assert image.getpixel((1, 52))[3] > 0           # full width is used
    narrow = load_deck(make_deck("narrow", width=40, height=70))   # the table's own shape
    assert CardArt(narrow).face("major_arcana.13", (60, 105)).getpixel((30, 4))[3] == 255


def test_the_raster_closest_above_the_drawn_height_is_used(make_deck):
    folder = make_deck("two-sizes")
    from tests.helpers.deckmaker import build_deck
    build_deck(folder.parent / "tmp-big", deck_id="two-sizes", height=300, width=170)
    (folder.parent / "tmp-big" / "h300").rename(folder / "h300")
    deck = load_deck(folder)
    assert deck.face_file("major_arcana.01", 60).parent.parent.name == "h70"
    assert deck.face_file("major_arcana.01", 200).parent.parent.name == "h300"
    assert deck.face_file("major_arcana.01", 900).parent.parent.name == "h300"


def test_a_deck_with_only_text_art_is_listed_with_the_reason(make_deck):
    import shutil
    folder = make_deck("letters")
    shutil.rmtree(folder / "h70")
    (folder / "ansi20" / "major_arcana").mkdir(parents=True)
    result = load_deck(folder)
    assert not result.usable and "only text art (ansi20)" in result.problem


def test_the_reference_decks_each_behave(monkeypatch):
    more, shared = more_decks(), shared_deck_root()
    if not (more / "aquatic-tarot" / "deck.toml").exists():
        import pytest
        pytest.skip("../shared/more-decks is not beside the checkout")
    roots = [str(more)] + ([str(shared)] if shared else [])
    monkeypatch.setenv("TAROT_TABLE_DECKS", os.pathsep.join(roots))
    decks = {d.id: d for d in find_decks()}
    aquatic = decks["aquatic-tarot"]
    assert aquatic.usable and aquatic.aspect_ratio == 0.625 and aquatic.author == "Andreas Schröter"
    ascii_deck = decks["ascii-tarot-lawreka"]
    assert not ascii_deck.usable and "only text art" in ascii_deck.problem
    assert choose_deck("aquatic-tarot").id == "aquatic-tarot"
    if "rider-waite-smith" in decks:
        assert choose_deck("rider-waite-smith").id == "rider-waite-smith"
        assert decks["rider-waite-smith"].default_back == "classic"


def test_the_drawn_deck_draws_every_card_however_small_the_window_makes_it():
    """A window shrunk far down asks for cards a few pixels wide: found by the UI fuzz
    (a font of size 0); every face must still come out at the size asked."""
    from tarot_table.cards import TAROT_DECK, ZENER_SYMBOLS, zener_id
    from tarot_table.decks.drawn import draw_face
    cards = list(TAROT_DECK) + [zener_id(z, 1) for z in ZENER_SYMBOLS]
    for size in ((1, 2), (3, 5), (6, 10), (12, 21)):
        for card in cards:
            assert draw_face(card, size).size == size


# ---- play-test finding H2: a deck never takes over unasked; a ratio no card has ---------

def test_a_deck_found_first_never_replaces_the_cards_unless_chosen(make_deck, monkeypatch, tmp_path):
    """With no deck chosen the Rider-Waite-Smith deck is used wherever it is found, else
    the drawn deck: a folder listed ahead of it (a download) waits to be picked."""
    from tests.helpers.deckmaker import build_deck
    newcomer = make_deck("a-downloaded-deck")
    rws = build_deck(tmp_path / "later" / "rider-waite-smith", deck_id="rider-waite-smith")
    monkeypatch.setenv("TAROT_TABLE_DECKS", os.pathsep.join([str(newcomer.parent), str(rws.parent)]))
    assert [d.id for d in find_decks()] == ["a-downloaded-deck", "rider-waite-smith"]
    assert choose_deck(None).id == "rider-waite-smith"
    assert choose_deck("a-downloaded-deck").id == "a-downloaded-deck"   # once the player picks it
    assert choose_deck("gone-since").id == "rider-waite-smith"
    monkeypatch.setenv("TAROT_TABLE_DECKS", str(newcomer.parent))
    assert choose_deck(None) is None   # the drawn deck, though a usable deck is found
    assert find_decks()[0].usable


@pytest.mark.parametrize("ratio", ["1e308", "inf", "nan", "-1.0", "1e-308", "0", '"0.6"', "true"])
def test_an_aspect_ratio_no_card_could_have_is_refused_with_the_bounds(make_deck, ratio):
    deck = make_deck()
    with (deck / "deck.toml").open("a", encoding="utf-8") as manifest:
        manifest.write(f"aspect_ratio = {ratio}\n")
    result = load_deck(deck)
    assert not result.usable
    assert "aspect_ratio" in result.problem and "between 0.3 and 1.5" in result.problem, result.problem


@pytest.mark.parametrize("ratio, kept", [("0.569", 0.569), ("0.3", 0.3), ("1.5", 1.5), ("1", 1.0)])
def test_an_aspect_ratio_a_card_could_have_is_kept(make_deck, ratio, kept):
    deck = make_deck()
    with (deck / "deck.toml").open("a", encoding="utf-8") as manifest:
        manifest.write(f"aspect_ratio = {ratio}\n")
    result = load_deck(deck)
    assert result.usable, result.problem
    assert result.aspect_ratio == kept
