"""Card meanings as esoterica layers (issue 17): the project's own layer covers all
78 cards both ways, readers' layers in the shared library are read, a malformed one
is listed with its reason and never used, and ``tarot-table card`` shows them."""
from pathlib import Path

import pytest

from tarot_table import esoterica
from tarot_table.cards import TAROT_DECK
from tarot_table.cli import main


def write_layer(root: Path, name: str, text: str) -> Path:
    path = root / "tarot" / "esoterica" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


GOOD = '''
[meta]
schema_version = "1.0"
id = "my-notes"
name = "My own notes"
type = "meanings"

[minor_arcana.cups]
element = "Water"

[cards.major_arcana.16]
keywords = ["shock"]
upright_meaning = "My tower upright."
reversed_meaning = "My tower reversed."
'''


def test_the_projects_layer_gives_keywords_and_both_meanings_for_all_78_cards():
    layer = esoterica.builtin_layer()
    assert layer.usable and layer.kind == "meanings"
    assert set(layer.cards) == set(TAROT_DECK)
    for card in TAROT_DECK:
        meaning = esoterica.meaning(card)
        assert len(meaning.keywords) >= 3, card
        for text in (meaning.upright, meaning.reversed):
            sentences = [s for s in text.replace("!", ".").split(".") if s.strip()]
            assert 2 <= len(sentences) <= 3, (card, text)
        assert meaning.upright != meaning.reversed


def test_meanings_are_written_once_each():
    texts = [esoterica.meaning(c).upright for c in TAROT_DECK] + [esoterica.meaning(c).reversed for c in TAROT_DECK]
    assert len(set(texts)) == len(texts)


def test_group_properties_accumulate_and_card_values_win():
    layer = esoterica.builtin_layer()
    props = layer.properties("minor_arcana.swords.queen")
    assert props["element"] == "Air" and "role" in props          # suit and court tables apply
    assert "role" not in layer.properties("minor_arcana.swords.two")   # a pip is not a court card
    assert "element" not in layer.properties("major_arcana.00")


def test_a_readers_layer_in_the_xdg_library_is_read(tmp_path):
    write_layer(tmp_path / "xdg", "notes/deep/mine.toml", GOOD)
    layers = esoterica.find_layers()
    mine = next(layer for layer in layers if layer.id == "my-notes")
    assert mine.usable
    others = esoterica.other_layers("major_arcana.16")
    assert [(layer.id, props["upright_meaning"]) for layer, props in others] == [("my-notes", "My tower upright.")]
    assert esoterica.other_layers("minor_arcana.cups.two")[0][1] == {"element": "Water"}


@pytest.mark.parametrize("text, reason", [
    ("this is = = not toml", "not valid TOML"),
    ('[cards.major_arcana.16]\nupright_meaning = "x"', "no [meta] table"),
    ('[meta]\nschema_version = "1.0"\nid = "x"\nname = "X"', "missing type"),
    ('[meta]\nschema_version = "2.0"\nid = "x"\nname = "X"\ntype = "meanings"', "schema version 2.0"),
    ('[meta]\nschema_version = "1.0"\nid = "x"\nname = "X"\ntype = "meanings"\n'
     '[cards.major_arcana.99]\nupright_meaning = "x"', "cards.major_arcana.99] names no tarot card"),
    ('[meta]\nschema_version = "1.0"\nid = "x"\nname = "X"\ntype = "meanings"\n'
     '[cards.major_arcana.01]\nkeywords = "one"\nupright_meaning = "x"', "keywords must be a list"),
    ('[meta]\nschema_version = "1.0"\nid = "x"\nname = "X"\ntype = "meanings"\n'
     '[cards.major_arcana.01]\nkeywords = ["a"]', "neither upright_meaning nor reversed_meaning"),
    ('[meta]\nschema_version = "1.0"\nid = "x"\nname = "X"\ntype = "meanings"', "describes no card"),
])
def test_a_malformed_layer_is_listed_with_its_reason_and_never_used(tmp_path, text, reason):
    write_layer(tmp_path / "xdg", "bad.toml", text)
    bad = next(layer for layer in esoterica.find_layers() if layer.path.name == "bad.toml")
    assert not bad.usable and reason in bad.problem
    assert all(layer.path.name != "bad.toml" for layer in esoterica.usable_layers())


def test_a_second_layer_with_the_same_id_is_shadowed(tmp_path):
    write_layer(tmp_path / "xdg", "a.toml", GOOD)
    write_layer(tmp_path / "xdg", "b.toml", GOOD)
    second = next(layer for layer in esoterica.find_layers() if layer.path.name == "b.toml")
    assert not second.usable and "found first" in second.problem


def test_card_command_shows_name_picture_both_meanings_and_other_layers(tmp_path, capsys):
    write_layer(tmp_path / "xdg", "mine.toml", GOOD)
    assert main(["card", "major_arcana.16"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("The Tower")
    assert "Picture" in out and "Upright: Something built on false ground" in out
    assert "Reversed: Disaster narrowly avoided" in out
    assert "My own notes" in out and "My tower reversed." in out


def test_card_command_exits_2_on_an_unknown_id(capsys):
    assert main(["card", "major_arcana.22"]) == 2
    err = capsys.readouterr().err
    assert "unknown card id 'major_arcana.22'" in err and len(err.strip().splitlines()) == 1


def test_esoterica_command_lists_a_broken_layer_with_why(tmp_path, capsys):
    write_layer(tmp_path / "xdg", "broken.toml", "[meta]\n")
    assert main(["esoterica"]) == 0
    out = capsys.readouterr().out
    assert "tarot-table-meanings" in out and "NOT USABLE: [meta] is missing" in out


def test_the_large_card_view_shows_the_meaning_for_the_way_the_card_lies_first():
    from tarot_table.table.scenes.card_meaning import meaning_blocks
    upright = meaning_blocks("major_arcana.16", False)
    reversed_ = meaning_blocks("major_arcana.16", True)
    assert upright[0][0] == "Upright meaning" and upright[0][1].startswith("Something built on false ground")
    assert reversed_[0][0] == "Reversed meaning" and reversed_[0][1].startswith("Disaster narrowly avoided")
    assert reversed_[2][1] == upright[0][1]          # the other way, dimmed, below
    assert meaning_blocks("zener.star.1", False) == []


def test_the_large_card_view_draws_the_meaning_in_every_game(app, shared_decks, monkeypatch):
    """The large card view of every game shows the card's meaning beside the game's own."""
    from tarot_table.games import GAMES
    from tarot_table.screenshot import build_scene
    from tarot_table.table.scenes import card_meaning
    drawn = []
    real = card_meaning.meaning_blocks
    monkeypatch.setattr(card_meaning, "meaning_blocks",
                        lambda card, rev: drawn.append((game_id, card)) or real(card, rev))
    for game_id, game in GAMES.items():
        for moves in (6, 4, 8, 2, 10):   # a few moves in, the last card laid face up is a tarot card
            scene = build_scene(app, game_id, game, 3, {}, moves, "zoom")
            app.switch(scene)
            if scene.zoomed in TAROT_DECK and scene._seen(*_where(scene)):
                app.render(app.screen)
                assert drawn[-1] == (game_id, scene.zoomed)
                break
    assert {g for g, _ in drawn} >= {"queens-of-fate", "tempting-fate", "reading"}


def _where(scene):
    zone, index = scene.session.state.find(scene.zoomed)
    return zone, scene.session.state.zones[zone][index]
