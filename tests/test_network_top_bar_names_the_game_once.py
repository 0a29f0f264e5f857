"""The top bar of a network table names its game once: where the table's name ("Tempting
Fate, table CODE") does not fit beside the options, the game's name stands alone and the
rest of the table's name goes over the options as "Table CODE" (it said "Tempting Fate
Tempting Fate, table CODE" at 1024x700). Hosts on 127.0.0.1 only."""
from __future__ import annotations

from tests.helpers.network import hosting, join, new_app
from tests.helpers.table import record_text, step


def test_the_top_bar_at_a_network_table_names_the_game_once(tmp_path, monkeypatch):
    app = new_app((1024, 700))
    app.settings.text_size = 150
    app.apply_look()
    try:
        with hosting(tmp_path / "tables") as (host, address):
            code = host.open_table("tempting-fate", ["open", "bot"], seed=5)
            scene = join(app, address, code, "Bea")
            written = record_text(monkeypatch)
            app.request_redraw()
            step(app)
            assert scene.session.name == f"Tempting Fate, table {code}"
            assert "Tempting Fate" in written and f"Table {code}" in written
            assert not [words for words in written if words.startswith("Tempting Fate,")]
    finally:
        while app.scenes:
            app.scenes.pop().leave()


def test_a_saved_name_of_the_player_s_own_is_said_whole_beside_the_game_s_name():
    """A name that does not begin with the game's is said as it was saved."""
    from types import SimpleNamespace
    from tarot_table.table.scenes.table_bars import name_after_title
    scene = SimpleNamespace(game=SimpleNamespace(title="Tempting Fate"),
                            session=SimpleNamespace(name="Sunday with Bea"))
    assert name_after_title(scene) == "Sunday with Bea"
    scene.session.name = "Tempting Fate, table ABC234"
    assert name_after_title(scene) == "Table ABC234"
