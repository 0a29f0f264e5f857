"""Issue 32, play-test finding 13: About lists the third-party software the app ships
with (Python, its packages, the libraries inside the pygame-ce and Pillow wheels, the
fonts), each with its licence in plain words, read from what is installed."""
from __future__ import annotations

import platform
from importlib import metadata

from tarot_table import third_party
from tarot_table.about import about, as_text
from tarot_table.table.scenes import about as about_scene
from tarot_table.table.scenes.about import AboutScene
from tests.helpers.table import step


def test_item13_about_names_every_package_shipped_with_its_licence_in_words():
    rows = dict(about(None).software)
    assert rows[f"Python {platform.python_version()}"] == "the Python Software Foundation licence"
    for name, licence in [("pygame-ce", "the GNU Lesser General Public License 2.1"),
                          ("platformdirs", "the MIT licence"),
                          ("font-source-sans-pro", "the SIL Open Font licence 1.1"),
                          ("font-source-serif-pro", "the SIL Open Font licence 1.1")]:
        assert rows[f"{name} {metadata.version(name)}"] == licence   # the version really installed
    assert rows[f"pillow {metadata.version('Pillow')}"].startswith("the MIT-CMU licence")
    assert "mdurl" in " ".join(rows), "what a dependency needs is shipped too"
    assert not any(code in value for value in rows.values() for code in ("-Clause", "-or-later", "OSI"))


def test_item13_the_libraries_inside_the_pygame_wheel_are_named_with_their_licences():
    inside = dict(third_party.libraries(metadata.distribution("pygame-ce")))
    assert inside["SDL 2"] == inside["SDL_image"] == inside["SDL_ttf"] == "the zlib licence"
    assert inside["FreeType"] == "the FreeType licence"
    assert "SDL 2" in dict(about(None).software)["Inside pygame-ce"]


def test_item13_a_library_file_is_named_without_its_version_and_wheel_hash():
    match = third_party._LIBRARY_FILE.match
    assert match("libSDL2_image-2-d6906c81.0.so.0.800.12").group(1) == "SDL2_image"
    assert match("libpng16-fefdc88d.so.16.58.0").group(1) == "png16"
    assert match("SDL2.dll").group(1) == "SDL2"


def test_item13_the_about_screen_and_version_text_show_the_list(app, monkeypatch):
    said = []
    real = about_scene.theme.text_block
    monkeypatch.setattr(about_scene.theme, "text_block", lambda surface, words, *a, **k:
                        said.append(words) or real(surface, words, *a, **k))
    app.switch(AboutScene(app))
    step(app)
    assert f"pygame-ce {metadata.version('pygame-ce')}" in as_text(about(None))
    assert any("SDL 2, SDL_image, SDL_mixer, SDL_ttf: the zlib licence" in words for words in said)
