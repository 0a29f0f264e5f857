"""Card sounds (issue 33): made by the app itself, off until the player turns them on,
heard as the cards move, never piling up, and no audio opened while they are off."""
from __future__ import annotations

import array

import pygame
import pytest

from tarot_table.games.base import Event
from tarot_table.settings import VOLUMES, Settings, load_settings
from tarot_table.table import sound
from tarot_table.table.sound import RATE, RECIPES, VOLUME_SHARE, MixerPlayer, Sounds, pcm, sound_of
from tests.helpers.table import button, click, deck_top, drag, key, open_table, step, zone_centre


class Recorder:
    """Stands in for the mixer: what would have sounded, and how loud."""

    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []
        self.problem = ""

    def play(self, name: str, volume: float) -> bool:
        self.played.append((name, volume))
        return True


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def hearing(app) -> tuple[Recorder, FakeClock]:
    recorder, clock = Recorder(), FakeClock()
    app.sounds = Sounds(lambda: app.settings, clock, recorder)
    return recorder, clock


def names(recorder: Recorder) -> list[str]:
    return [name for name, _ in recorder.played]


def test_every_sound_is_short_quiet_and_not_silence():
    for name in RECIPES:
        samples = array.array("h", pcm(name))
        assert 0.005 < len(samples) / RATE < 0.8, name
        assert max(abs(s) for s in samples) > 10000, name


def test_every_volume_setting_has_a_loudness():
    assert set(VOLUMES) == set(VOLUME_SHARE)


def test_sound_is_off_on_a_fresh_install_and_no_audio_is_opened(app):
    """Off by default (said in the README); a whole game with sound off never opens
    the audio device, so start time and memory are those of a silent app."""
    assert Settings().sound is False and app.settings.sound is False
    assert isinstance(app.sounds.player, MixerPlayer)
    scene = open_table(app)
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))   # refused
    click(app, scene.card_rect(scene.session.state.zones["pos1"][0].card).center)
    assert app.sounds.player.opened is False


def test_a_laid_card_a_turned_card_and_a_refused_drop_each_sound(app):
    recorder, clock = hearing(app)
    app.settings.sound = True
    scene = open_table(app)
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    clock.now += 1
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))   # the place already holds a card
    clock.now += 1
    click(app, scene.card_rect(scene.session.state.zones["pos1"][0].card).center)
    assert names(recorder) == ["lay", "refuse", "turn"]


def test_the_same_sound_does_not_pile_up_in_a_quick_run_of_moves(app):
    """A second card laid within half a flight is not heard again; once the clock has
    moved on it is."""
    recorder, clock = hearing(app)
    app.settings.sound = True
    scene = open_table(app)
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    drag(app, deck_top(scene), zone_centre(scene, "pos2"))
    assert names(recorder) == ["lay"]
    clock.now += sound.min_gap(app.settings.animation_seconds) + 0.001
    drag(app, deck_top(scene), zone_centre(scene, "pos3"))
    assert names(recorder) == ["lay", "lay"]


def test_the_gap_follows_the_animation_speed():
    assert sound.min_gap(ANIMATION := 0.45) == pytest.approx(ANIMATION / 2)
    assert sound.min_gap(0.0) == 0.05


def test_volume_follows_the_setting(app):
    recorder, _ = hearing(app)
    app.settings.sound = True
    for volume in VOLUMES:
        app.settings.volume = volume
        app.sounds._last.clear()
        app.sounds.play("lay")
    loudness = [v for _, v in recorder.played]
    assert loudness == sorted(loudness) and len(set(loudness)) == len(VOLUMES)


def test_m_turns_sound_on_and_off_at_the_table_and_says_so(app):
    recorder, clock = hearing(app)
    scene = open_table(app)
    key(app, pygame.K_m)
    assert app.settings.sound is True and scene.message[0].startswith("Sound on")
    drag(app, deck_top(scene), zone_centre(scene, "pos1"))
    key(app, pygame.K_m)
    clock.now += 1
    drag(app, deck_top(scene), zone_centre(scene, "pos2"))
    assert app.settings.sound is False and names(recorder) == ["lay"]


def test_the_settings_page_turns_sound_on_keeps_it_and_plays_a_sample(app):
    recorder, _ = hearing(app)
    page = app.go("settings")
    step(app)
    click(app, next(b for b in page.buttons if b.label == "Loud").rect.center)
    loud = button(page, "Loud")   # the Sound row lies just above its Volume row
    on = max((b for b in page.buttons if b.label == "On" and b.rect.y < loud.rect.y and b.rect.x < loud.rect.right
              and b.rect.right > loud.rect.left - loud.rect.width * 4), key=lambda b: b.rect.y)
    click(app, on.rect.center)
    assert app.settings.sound is True and app.settings.volume == "loud"
    assert load_settings().sound is True and load_settings().volume == "loud"
    assert names(recorder) == ["lay"]   # the sample, once sound is on


def test_a_move_makes_the_sound_of_its_loudest_event():
    """A token locked in makes its door heard over the cards that moved with it."""
    assert sound_of([Event("move", "c"), Event("lock", token="a", path=(3,))]) == "lock"
    assert sound_of([Event("move", "c"), Event("flip", "c")]) == "turn"
    assert sound_of([Event("walk", token="a", path=(1, 2))]) == "step"
    assert sound_of([Event("message", text="hello")]) is None


def test_the_mixer_plays_on_the_dummy_audio_driver():
    player = MixerPlayer()
    try:
        played = player.play("turn", 0.3)
        assert played and player.opened and not player.problem
        assert pygame.mixer.get_init()[0] == RATE
    finally:
        if player.opened:
            pygame.mixer.quit()


def test_no_audio_says_why_and_stays_silent(monkeypatch):
    import pygame.mixer
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    player = MixerPlayer()
    assert player.play("lay", 0.5) is False
    assert player.problem == "Sound could not be started (no audio device); the table stays silent."


def test_the_last_move_of_a_game_sounds_its_win_or_loss(app):
    from tarot_table.games import GAMES
    from tarot_table.session import Session
    recorder, clock = hearing(app)
    app.settings.sound = True
    game = GAMES["queens-of-fate"]
    for seed in (1, 2, 3, 4):
        recorder.played.clear()
        scene = app.go("table", Session.start(game, seed), saving=False)
        step(app)
        for _ in range(2000):
            if game.outcome(scene.session.state) is not None:
                break
            clock.now += 1
            scene.perform(scene.bot_move(game.strong_bot, 0), asked=True)
        won = game.outcome(scene.session.state).won_by(0)
        assert names(recorder)[-1] == ("win" if won else "lose")
        assert "win" not in names(recorder)[:-1] and "lose" not in names(recorder)[:-1]


SILENT_START = """
import json, sys
from tarot_table.table import app as app_module
def run(self, after_first_frame=None):
    self.safe_step(0.0)
    print(json.dumps({"mixer imported": "pygame.mixer" in sys.modules, "frames": self.frames}))
    return 0
app_module.App.run = run
from tarot_table.launch import main
main()
"""


def test_with_sound_off_the_app_starts_without_loading_audio(tmp_path):
    """The launch and memory figures stay those of a silent app: pygame's mixer is not
    even imported on the way to the menu's first frame."""
    import json
    import os
    import subprocess
    import sys
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "TAROT_TABLE_HOME": str(tmp_path / "home")}
    done = subprocess.run([sys.executable, "-c", SILENT_START], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == {"mixer imported": False, "frames": 1}


def test_a_mixer_opened_in_another_format_is_opened_again_in_the_sounds_own():
    """The sounds are made at RATE, mono, 16 bits: played through a mixer opened at
    44.1 kHz stereo they would sound an octave high."""
    pygame.mixer.init(frequency=44100, size=-16, channels=2)
    player = MixerPlayer()
    try:
        assert player.play("lay", 0.3)
        assert pygame.mixer.get_init() == (RATE, -16, 1)
    finally:
        pygame.mixer.quit()
