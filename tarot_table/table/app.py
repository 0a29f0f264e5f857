"""The pygame application: one window, a stack of scenes, and the loop that feeds
them events. Nothing here knows any game."""
from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

import pygame

from tarot_table import __version__, frame_gate, paths
from tarot_table.applog import logger
from tarot_table.clock import IDLE_AFTER_S, Clock, MonotonicClock
from tarot_table.crash_report import write_crash_report
from tarot_table.settings import Settings, load_settings, save_settings
from tarot_table.speech import Speech
from tarot_table.table.sound import Sounds
from tarot_table.table.waiting import wait_for_event

MIN_WINDOW = (1024, 700)
# the smallest window the app supports: a window dragged smaller stops here. Half a 1920-wide
# screen (960) is allowed; 700 high, as the smallest review window, since at 600 high the
# Queens of Fate lesson's court labels ran into each other ("QueenWands court", play-test
# round 7 at 800x600; at 960x600 too)
SMALLEST_WINDOW = (960, 700)
# frames are drawn no smaller than this: a window squeezed under it where nothing keeps the
# smallest size (no window manager: the play-tester's xdotool drag to 800x600) shows the top
# left of a frame this size, laid out whole, rather than labels run together
SMALLEST_DRAWN = SMALLEST_WINDOW
FRAME_RATE = 60
WAKE = pygame.event.custom_type()   # posted to end an idle wait; never reaches a scene


class Scene:
    """A screen. ``app`` owns it; ``handle`` gets each event; ``update`` runs before
    every frame; ``draw`` paints.

    The app draws only when something may have changed and sleeps in between:

    - every event handed to the scene brings a frame, so a scene that changes only on
      input needs nothing more;
    - ``next_frame_in`` says when the scene wants a frame with no input: ``0`` while
      something moves (frames then come at up to 60 a second), a number of seconds for
      a timer (a message that expires, a clock that ticks), ``None`` (the default) to
      sleep until the next event;
    - ``request_redraw`` asks for a frame soon after a change made outside ``handle``;
      it is safe from any thread, e.g. a done-callback of a bot's move worked out in
      the background;
    - ``draw_ticking`` may repaint only part of the window for a frame its own timer
      brought (nothing else happened), so a ticking clock costs next to nothing;
    - ``draw`` may return the rectangles it repainted, when it left the rest of the
      window as the scene's last frame showed it: only those are presented. It may
      count on that only while ``App.inputs`` and ``App.frames`` are as they were at its
      own last frame (no other scene drew since, and nothing but the pointer moved).
    """

    def __init__(self, app: "App") -> None:
        self.app = app

    def handle(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def next_frame_in(self) -> float | None:
        return None

    def draw_ticking(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """A frame brought only by this scene's timer: repaint just what the timer
        changed and return where (a ticking clock, say), or None to draw it all."""
        return None

    def keys(self) -> tuple[str, list[tuple[str, str]]]:
        """This screen's name and its keys, for the list F1 shows (``key_list``)."""
        from tarot_table.table.key_list import PAGE
        return (getattr(self, "title", "") or "this page", PAGE)

    def request_redraw(self) -> None:
        self.app.request_redraw()

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        pass

    def leave(self) -> None:
        """Called when the scene is removed from the stack."""

    def after_frame(self) -> None:
        """Called once a frame is on the window: work the coming frames will need, done
        while the player's next input is awaited rather than in the frame that needs it."""


class NoDisplay(RuntimeError):
    """There is no screen to open a window on."""


HEADLESS_DRIVERS = ("offscreen", "dummy")
WINDOW_CLASS = "tarot-table"   # the desktop entry's StartupWMClass (desktop.APP_ID)
WINDOW_DECORATION_PX = 64   # room kept for a title bar and a desktop panel


DISPLAY_TRIES = 3          # a window system still starting, or busy, refuses a connection now and then
DISPLAY_RETRY_S = 0.25


def fell_back_to_headless() -> bool:
    """SDL falls back to an off-screen driver when it cannot open a display, unless that
    driver was asked for by name."""
    driver = pygame.display.get_driver()
    return driver in HEADLESS_DRIVERS and os.environ.get("SDL_VIDEODRIVER", "").lower() != driver


def display_named() -> str:
    return os.environ.get("WAYLAND_DISPLAY") or os.environ.get("DISPLAY") or ""


def open_display(clock: Clock) -> None:
    """Open the window system, trying again when a named display refused us; refuse to run
    invisibly when no display opens."""
    pygame.display.init()
    for _ in range(DISPLAY_TRIES - 1):
        if not (fell_back_to_headless() and display_named()):
            break
        pygame.display.quit()
        clock.sleep(DISPLAY_RETRY_S)
        pygame.display.init()
    if fell_back_to_headless():
        raise NoDisplay(no_display_message(display_named(), pygame.get_error()))


def no_display_message(display: str, why: str) -> str:
    problem = (f"the display {display} did not open ({why or 'the window system refused the connection'})"
               if display else "there is no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set)")
    return (f"{problem}. Start it from a desktop session; headless work is done by "
            "'tarot-table screenshot', 'simulate' and 'self-test'.")


def fit_to_display(size: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """A window size at least the smallest the table is laid out for, and no larger
    than the display (less room for a title bar) so no part of it opens off-screen.
    A size that fits the display whole was had on it, so it comes back as it was: taking
    the title bar's room off it too made the window 64 px shorter at every launch."""
    w = max(MIN_WINDOW[0], size[0])
    h = max(MIN_WINDOW[1], size[1])
    if desktop and desktop[0] > 0 and desktop[1] > 0 and (w > desktop[0] or h > desktop[1]):
        w = min(w, desktop[0])
        h = min(h, max(desktop[1] - WINDOW_DECORATION_PX, min(MIN_WINDOW[1], desktop[1])))
    return w, h


def drawn_on(window: pygame.Surface) -> pygame.Surface:
    """The surface frames are drawn on: the window's own, or, for a window squeezed under
    ``SMALLEST_DRAWN`` where nothing kept its smallest size, one that size whose top left
    the window shows (play-test finding P4: 2 pixels wide, the menu's small table
    pictures had no size and the screen stopped with an error)."""
    w, h = window.get_size()
    if w >= SMALLEST_DRAWN[0] and h >= SMALLEST_DRAWN[1]:
        return window
    return pygame.Surface((max(w, SMALLEST_DRAWN[0]), max(h, SMALLEST_DRAWN[1])), 0, window)


def keep_the_smallest_size() -> None:
    """The window can be dragged no smaller than ``SMALLEST_WINDOW`` (a player shrank it
    to 800x560, where the menu's tiles and buttons ran into each other). A window snapped
    to half a 1920-wide screen, 960 wide, is still allowed."""
    pygame.Window.from_display_module().minimum_size = SMALLEST_WINDOW


def claim_window_class() -> None:
    """Give the window the class the desktop entry names (StartupWMClass), so the desktop
    matches them and shows the app's icon. pygame, imported with a display, sets SDL's
    class variable to the script's file name (``__main__.py`` under ``python -m``), and
    SDL reads it when video starts; a class the user chose is left alone."""
    script = os.path.basename(sys.argv[0]) if sys.argv else ""
    for variable in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):
        if os.environ.get(variable) in (None, "", script):
            os.environ[variable] = WINDOW_CLASS


def compose_cache_folder(environ, platform: str, euid: int | None) -> Path | None:
    """Where libX11 may keep its parsed copy of the locale's Compose table (the dead keys
    and Compose sequences typed text goes through), or None to leave it be.

    Opening a window on X11 parses that whole table (thousands of lines, about a sixth of
    the processor time to the first painted menu) unless a parsed copy may be kept, which
    libX11 does only in a folder that already exists (~/.compose-cache rarely does) and
    never for root. Pointing it at a folder of the app's own cache makes every start after
    the first read the copy instead. A folder the player chose is left alone."""
    if not platform.startswith(("linux", "freebsd", "openbsd", "netbsd")) or euid == 0:
        return None
    if not environ.get("DISPLAY") or environ.get("XCOMPOSECACHE"):
        return None
    folder = paths.cache_dir() / "x11-compose"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return folder


def _euid() -> int | None:
    return os.geteuid() if hasattr(os, "geteuid") else None


def maximize_window() -> None:
    pygame.Window.from_display_module().maximize()


WINDOW_STATES = (pygame.WINDOWMAXIMIZED, pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED)
# what says the player is at the window, and what says they have left it (house decision 8
# of the table: the time played)
PLAYER_INPUT = frozenset((pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL,
                          pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.FINGERDOWN, pygame.FINGERMOTION,
                          pygame.WINDOWFOCUSGAINED, pygame.WINDOWRESTORED))
WINDOW_LEFT = frozenset((pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED))
NEVER_AWAY = (float("inf"), float("inf"))
QUIT_QUESTION = "Quit Tarot Table?"   # the title of the question before quitting (``App.ask_quit``)


class App:
    def __init__(self, headless: bool = False, size: tuple[int, int] | None = None,
                 clock: Clock | None = None) -> None:
        self.clock: Clock = clock or MonotonicClock()   # the one time source of every part
        frame_gate.frames_first()   # the searches and the faces' thread beside the frames let go of the lock sooner
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        claim_window_class()
        # SDL's GL-backed window buffer costs ~100 MB and ~10 ms a frame without a GPU; the
        # plain one is as fast with a GPU (see docs/performance.md)
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        # SDL drops the click that brings its window to the front: that click must act too
        os.environ.setdefault("SDL_MOUSE_FOCUS_CLICKTHROUGH", "1")
        compose_cache = None if headless else compose_cache_folder(os.environ, sys.platform, _euid())
        if compose_cache is not None:
            os.environ["XCOMPOSECACHE"] = str(compose_cache)
        try:   # no audio yet: it is opened only when a sound is first played
            if headless:
                pygame.display.init()
            else:
                open_display(self.clock)
        finally:
            if compose_cache is not None:
                del os.environ["XCOMPOSECACHE"]   # read once, as the window system started: not for programs we open
        pygame.font.init()
        pygame.key.set_repeat(400, 40)
        self.settings: Settings = load_settings()
        self.headless = headless
        self.size = size or self.settings.window
        self.fullscreen = self.settings.fullscreen and not headless
        self.unmaximized_before = self.settings.window   # the size before the last resize
        self.minimized = False
        self.focused = True   # the window holds the keyboard's focus, and is not minimised
        self.last_input_at = self.clock.now()
        self._left_at = float("inf")        # when the window was last minimised or lost the focus
        self._last_away = NEVER_AWAY        # the player's last time away that has ended: (from, until)
        self.ignore_size_until = 0.0   # just out of full screen: size news until then is stale
        self.window_place: tuple[int, int] | None = None   # where the window was before full screen
        self._set_icon()
        self.screen = drawn_on(self._open_window())
        pygame.display.set_caption(f"Tarot Table {__version__}")
        self.apply_look()   # after the window: the look's module (its fonts and letters' tables) loads while it shows
        self.scenes: list[Scene] = []
        self.running = True
        self.frame_limiter = pygame.time.Clock()
        self.frames = 0             # whole frames drawn so far
        self.part_frames = 0        # frames that repainted only what a timer changed
        self.inputs = 0             # events other than a pointer move, so far
        self._wake_posted = False
        self._art = self._sprites = None   # the deck loads when a card is first drawn
        self.sounds = Sounds(lambda: self.settings, self.clock.now)   # silent, no audio opened, while sound is off
        self.speech = Speech(lambda: self.settings)   # silent, no service looked for, while speech is off
        self.key_list_open = False   # F1's list of the screen's keys lies over it

    def apply_look(self) -> None:
        """The player's text and card size and palette, for every scene from now on."""
        from tarot_table.table import theme
        theme.use_look(self.settings.text_size, self.settings.high_contrast)

    # ---- window ------------------------------------------------------------------
    def _set_icon(self) -> None:
        icon = paths.asset_dir() / "icon.png"
        try:
            pygame.display.set_icon(pygame.image.load(str(icon)))
        except (pygame.error, FileNotFoundError):
            logger(__name__).info("no window icon at %s", icon)

    def _open_window(self, as_it_was: bool = False) -> pygame.Surface:
        """The window, or the full screen. ``as_it_was``: leaving full screen, the window
        takes back the size it had, even one narrower than the app opens at (a window
        snapped to half a 1920x1080 screen is 960 wide; it had come back 1024 wide, moved)."""
        if self.fullscreen:
            if not self.headless and pygame.display.get_surface() is not None:
                # with no window manager the full screen kept the window's place, partly off the
                # screen; SDL moves no full-screen window, so the window goes to 0,0 first
                pygame.Window.from_display_module().position = (0, 0)
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        if self.headless:
            return pygame.display.set_mode(self.size)
        desktops = pygame.display.get_desktop_sizes()
        size = tuple(self.size) if as_it_was else fit_to_display(self.size, desktops[0] if desktops else None)
        centred_once = size != tuple(self.size) and "SDL_VIDEO_CENTERED" not in os.environ
        if size != tuple(self.size):   # a size saved on a larger screen: shown whole, centred
            logger(__name__).info("window %s does not fit the display; opened at %s", self.size, size)
            os.environ.setdefault("SDL_VIDEO_CENTERED", "1")
            self.size = size
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        keep_the_smallest_size()
        if centred_once:   # pygame centres on every later set_mode too: leaving full screen, it moved the window
            del os.environ["SDL_VIDEO_CENTERED"]
        if self.settings.maximized:   # left maximised: back as it was, its plain size kept for later
            maximize_window()
            screen = pygame.display.get_surface()
        return screen

    def toggle_fullscreen(self) -> None:
        if not self.fullscreen and not self.headless:   # where the window was, to go back there
            self.window_place = tuple(pygame.Window.from_display_module().position)
        self.fullscreen = not self.fullscreen
        self.settings.fullscreen = self.fullscreen
        self.screen = drawn_on(self._open_window(as_it_was=not self.fullscreen))
        if not self.fullscreen and not self.headless:
            self._back_to_window_size()
        self._store_settings()

    def _back_to_window_size(self) -> None:
        """Leaving full screen, some window systems keep the window at the screen's size
        (SDL then reports it "forcibly resized"), or put it elsewhere: it is given its own
        size back, where it was before (kept on the screen; centred if that is not known),
        and the screen's size is not taken for the window's."""
        window = pygame.Window.from_display_module()
        desktops = pygame.display.get_desktop_sizes()
        if desktops:
            window.position = back_in_place(self.window_place, self.size, desktops[0])
        if tuple(window.size) == tuple(self.size):
            return
        window.size = self.size
        self.screen = drawn_on(pygame.display.get_surface())
        self.settings.window = tuple(self.size)
        self.ignore_size_until = self.clock.now() + 1.0   # the screen-sized news still on its way

    def resized(self, size: tuple[int, int]) -> None:
        if self.clock.now() < self.ignore_size_until and tuple(size) != tuple(self.size):
            self.screen = drawn_on(pygame.display.get_surface())
            return
        if not self.fullscreen:
            self.size = size
            if not self.settings.maximized and tuple(size) != tuple(self.settings.window):
                # a maximised window's size is the screen's, not its own
                self.unmaximized_before, self.settings.window = self.settings.window, tuple(size)
            self.screen = drawn_on(pygame.display.get_surface())

    def window_state(self, kind: int) -> None:
        """The window was maximised, minimised or given back its own size. The new size
        comes before the news, so on maximising the size it had before is kept; coming
        back from minimised, it is as it was before."""
        if kind == pygame.WINDOWMINIMIZED or (kind == pygame.WINDOWRESTORED and self.minimized):
            self.minimized = kind == pygame.WINDOWMINIMIZED
            return
        maximized = kind == pygame.WINDOWMAXIMIZED
        if maximized and not self.settings.maximized:
            self.settings.window = self.unmaximized_before
        self.settings.maximized = maximized
        self._store_settings()

    def time_away(self) -> tuple[float, float]:
        """The player's latest time away from the window, as (from, until), ``until``
        infinite while they are still away: away a minute after their last input, or from
        when the window was minimised or lost the focus, until their next input (house
        decision 8 of the table: a game's clock counts none of it)."""
        idle_from = self.last_input_at + IDLE_AFTER_S
        if not self.focused:
            return min(self._left_at, idle_from), float("inf")
        if self.clock.now() >= idle_from:
            return idle_from, float("inf")
        return self._last_away

    def _note_presence(self, event: pygame.event.Event) -> None:
        now = self.clock.now()
        if event.type in PLAYER_INPUT:
            away_from, until = self.time_away()
            if away_from <= now and until == float("inf"):   # back: the time away ends here
                self._last_away = (away_from, now)
            self.last_input_at, self.focused = now, True   # input reaches a window the player is at
        elif event.type in WINDOW_LEFT and self.focused:
            self._left_at, self.focused = now, False

    # ---- deck --------------------------------------------------------------------
    def load_deck(self) -> None:
        # imported here so that the window is up before Pillow and the deck readers load
        from tarot_table.decks.art import CardArt
        from tarot_table.decks.discovery import deck_in_settings
        from tarot_table.table.sprites import SpriteBank
        deck = deck_in_settings(self.settings)
        self.put_away_background_work()   # the bank replaced must not go on writing into the cache
        self._art = CardArt(deck, self.settings.card_back or None)
        self._sprites = SpriteBank(self._art)

    @property
    def deck_loaded(self) -> bool:
        return self._art is not None

    @property
    def art(self):
        if self._art is None:
            self.load_deck()
        return self._art

    @property
    def sprites(self):
        if self._sprites is None:
            self.load_deck()
        return self._sprites

    # ---- scenes ------------------------------------------------------------------
    @property
    def scene(self) -> Scene:
        return self.scenes[-1]

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        self.request_redraw()

    def pop(self) -> None:
        if len(self.scenes) > 1:
            self.scenes.pop().leave()
            self.request_redraw()

    def make(self, screen: str, *args, **kwargs) -> Scene:
        """The screen of that name (see ``routes.SCREENS``), made for this app."""
        from tarot_table.table.routes import screen_class
        return screen_class(screen)(self, *args, **kwargs)

    def go(self, screen: str, *args, **kwargs) -> Scene:
        """Show the screen of that name in place of every open one."""
        scene = self.make(screen, *args, **kwargs)
        self.switch(scene)
        return scene

    def open(self, screen: str, *args, **kwargs) -> Scene:
        """Show the screen of that name over the current one (Back returns to it)."""
        scene = self.make(screen, *args, **kwargs)
        self.push(scene)
        return scene

    def switch(self, scene: Scene) -> None:
        while self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        self.request_redraw()

    def request_redraw(self) -> None:
        """Wake the loop for one more frame; safe from any thread."""
        if self._wake_posted:
            return
        self._wake_posted = True
        try:
            pygame.event.post(pygame.event.Event(WAKE))
        except pygame.error:   # the display is already closed: nothing to draw
            self._wake_posted = False

    @property
    def notices(self) -> list[str]:
        """What the settings file's reading said, as it stands now (once the damaged file is
        moved aside, where it went); none once the player has closed them."""
        if self.settings.notices_closed:
            return []
        return [m for m in (self.settings.problem, self.settings.notice) if m]

    def quit(self) -> None:
        self.running = False

    def ask_quit(self) -> None:
        """Quit as the player asks to (the menu's Quit, the window's close: one way out), at
        once, or first a question while people elsewhere play at a table this app hosts, as
        quitting stops that table for them (play-test finding N10). The question lies over
        the screen it was asked from: Stay, or Escape, goes back there; Quit, or the window
        closed again while it is shown, quits."""
        if not self.scenes or getattr(self.scene, "title", None) == QUIT_QUESTION:
            self.quit()
            return
        app_host = sys.modules.get("tarot_table.net.app_host")   # not loaded: this app never hosted
        playing = app_host.people_at_play() if app_host is not None else []
        if not playing:
            self.quit()
            return
        self.open("message", QUIT_QUESTION, app_host.quit_words(playing),
                  choices=[("Quit", self.quit), ("Stay", self.pop)], back=self.pop)

    def put_away_background_work(self) -> None:
        """Faces being decoded ahead stop before the app (or a fuzz's home) is gone."""
        if self._sprites is not None:
            self._sprites.stop_decoding_ahead()

    # ---- the loop ------------------------------------------------------------------
    def step(self, dt: float, timer_only: bool = False) -> None:
        """One frame: every waiting event, an update, a draw. ``timer_only``: the frame
        was brought by the scene's timer alone, so the scene may repaint just a part."""
        frame_gate.underway = True   # a search in the background gives way meanwhile
        frame_gate.frames_begun += 1   # and the faces decoded ahead wait for a pause
        try:
            self._step(dt, timer_only)
        finally:
            frame_gate.underway = False
            if frame_gate.search_waiting:
                frame_gate.frame_made()

    def _step(self, dt: float, timer_only: bool) -> None:
        events = pygame.event.get()
        for event in events:
            if event.type not in (pygame.MOUSEMOTION, WAKE):   # a wake is no input: what it brings shows in the scene's keys
                self.inputs += 1
            self.dispatch(event)
        if self.scenes:
            self.scene.update(dt)
            if timer_only and not events:
                parts = self.scene.draw_ticking(self.screen)
                if parts is not None:
                    self.present(parts)
                    self.part_frames += 1
                    return
            parts = self.render(self.screen)
        else:
            parts = None
        self.present(parts)
        self.frames += 1
        if self.scenes:
            self.scene.after_frame()

    def present(self, parts: list[pygame.Rect] | None) -> None:
        """Show the frame drawn: only ``parts`` of the window, or all of it."""
        window = pygame.display.get_surface()
        if window is not None and window is not self.screen:   # a window smaller than any frame (drawn_on)
            window.blit(self.screen, (0, 0))
            parts = None
        if parts is None:
            pygame.display.flip()
        else:
            pygame.display.update(parts)

    def wait_for_change(self) -> bool:
        """Sleep until the top scene needs a frame: an event (input, a resize, a wake
        from ``request_redraw``) or the scene's own timer. No frame is drawn while idle.
        True when the scene's timer, not an event, ended the wait."""
        try:
            delay = self.scene.next_frame_in() if self.scenes else None
        except Exception:   # a faulty scene: let the next frame meet the error and report it
            delay = 0
        if delay is not None and delay <= 0:
            return False
        if delay is not None and delay < frame_gate.PAUSE_S:   # frames still come (cards flying): no pause
            return not wait_for_event(delay, self.clock)
        frame_gate.pause_begins()
        try:
            return not wait_for_event(delay, self.clock)
        finally:
            frame_gate.pause_ends()

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == WAKE:
            self._wake_posted = False
            return
        if event.type == pygame.QUIT:   # the window's close: as the menu's Quit
            self.ask_quit()
            return
        self._note_presence(event)
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.resized(pygame.display.get_surface().get_size())
        if event.type in WINDOW_STATES and not self.fullscreen:
            self.window_state(event.type)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.DROPFILE and self.scenes and not getattr(self.scene, "takes_dropped_files", False):
            self.open("decks")   # a deck file or folder dropped anywhere is installed there
        if self._key_list_event(event):
            return
        if self.scenes:
            self.scene.handle(event)

    def _key_list_event(self, event: pygame.event.Event) -> bool:
        """F1 opens the list of the screen's keys, any key or click closes it; F2 turns
        speech on or off. True when the event went no further."""
        if self.key_list_open and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.key_list_open = False
            return True
        if event.type != pygame.KEYDOWN or event.key not in (pygame.K_F1, pygame.K_F2) or not self.scenes:
            return False
        if event.key == pygame.K_F2:
            self.settings.speech = not self.settings.speech
            self.speech.say("Speech on. F1 lists the keys." if self.settings.speech else "")
            return True
        from tarot_table.table.key_list import spoken
        self.key_list_open = True
        self.speech.say(spoken(*self.scene.keys()), interrupt=True)
        return True

    def render(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Only the top scene draws: a scene pushed over another covers it whole. The
        parts of the window it repainted, if it says (``Scene.draw``); the list of keys,
        while open, over it all."""
        parts = self.scene.draw(surface)
        if self.draw_above_scene(surface):
            self.inputs += 1   # the list lies over the whole frame: the next must not repaint only parts under it
            return None
        return parts

    def draw_above_scene(self, surface: pygame.Surface) -> bool:
        """What the app lays over any scene (F1's list of keys); True when it drew."""
        if not self.key_list_open:
            return False
        from tarot_table.table import key_list
        key_list.draw(surface, *self.scene.keys())
        return True

    def safe_step(self, dt: float, timer_only: bool = False) -> None:
        """A frame that cannot take the window down: an unexpected error is written to
        the log dir and the player is told where, on a screen that leads back to the menu."""
        try:
            self.step(dt, timer_only)
        except Exception:
            report = write_crash_report()
            self.go("message", "Something went wrong",
                    f"An unexpected error stopped this screen. Your last autosave is "
                    f"safe. A report was written to {report}.")

    def run(self, after_first_frame: Callable[[], None] | None = None) -> int:
        self.safe_step(0.0)   # the first frame at once
        if after_first_frame is not None:
            after_first_frame()
        while self.running:
            timer_only = self.wait_for_change()
            self.safe_step(self.frame_limiter.tick(FRAME_RATE) / 1000.0, timer_only)
        while self.scenes:   # each screen puts away what it holds (a game keeps its time)
            self.scenes.pop().leave()
        self.put_away_background_work()
        self._store_settings()
        self.speech.close()
        pygame.quit()
        from tarot_table.table import theme
        theme.forget_fonts()   # they died with pygame: an app opened after this one makes its own
        return 0

    def _store_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as err:
            logger(__name__).warning("settings not saved: %s", err)


def back_in_place(place: tuple[int, int] | None, size: tuple[int, int],
                  desktop: tuple[int, int]) -> tuple[int, int]:
    """Where a window of ``size`` goes back to: ``place`` (its top left before), moved
    only as far as it takes to lie whole on the screen; centred when not known."""
    if place is None:
        return (desktop[0] - size[0]) // 2, (desktop[1] - size[1]) // 2
    return (min(max(0, place[0]), max(0, desktop[0] - size[0])),
            min(max(0, place[1]), max(0, desktop[1] - size[1])))


def picture_app(size: tuple[int, int], text_size: int = 100, high_contrast: bool = False) -> App:
    """An app with no window, for drawing screens into pictures: it never changes the
    player's settings, shows moves at once and draws at the size and in the palette asked
    (the app's own unless asked), whatever the player chose."""
    app = App(headless=True, size=size)
    app.settings.animation = "instant"
    app.settings.sound = False
    app.settings.read_only = True
    app.settings.text_size, app.settings.high_contrast = text_size, high_contrast
    app.apply_look()
    return app
