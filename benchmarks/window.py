"""Whole-process figures in a real window under Xvfb: launch to a visible window,
launch to the first painted frame, memory 2 s after start, CPU while idle. The same
figures for GNOME Aisleriot's ``sol`` when it is installed, in alternating runs.

A window counts as visible when the process has mapped it, and as painted when a picture
of it shows more than a few colours (an unpainted window is one flat colour). Both are
asked of the X server from this process every 10 ms (``xlook``)."""
from __future__ import annotations

import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import xlook  # noqa: E402  (benchmarks/ is not a package: run as a script, its folder is on the path)

POLL_S = 0.01
GIVE_UP_S = 20.0
PAINTED_COLOURS = 8
IDLE_SETTLE_S = 3.0
IDLE_SPAN_S = 4.0
TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


@dataclass
class Program:
    name: str
    command: list[str]
    env: dict[str, str]


def tools_missing() -> str | None:
    missing = [tool for tool in ("Xvfb",) if shutil.which(tool) is None]
    if xlook.library_missing():
        missing.append("libX11")
    return f"{' and '.join(missing)} not installed" if missing else None


class Xvfb:
    """A private X server for the measurements."""

    def __init__(self, size: tuple[int, int]) -> None:
        self.display = f":{90 + os.getpid() % 500}"
        self.process = subprocess.Popen(["Xvfb", self.display, "-screen", "0", f"{size[0]}x{size[1]}x24",
                                         "-nolisten", "tcp", "-noreset"], stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                xlook.Display(self.display).close()
                return
            except OSError:
                time.sleep(0.05)
        self.process.terminate()
        raise RuntimeError("Xvfb did not start")

    def env(self) -> dict[str, str]:
        # as on a player's machine: no SDL overrides, and Python keeps its bytecode caches
        skip = ("WAYLAND_DISPLAY", "PYTHONDONTWRITEBYTECODE")
        env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_") and k not in skip}
        env["DISPLAY"] = self.display
        return env

    def close(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


def tarot_table(home: Path, size: tuple[int, int], extra_env: dict[str, str] | None = None,
                args: tuple[str, ...] = ()) -> Program:
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.json").write_text(json.dumps({"window": list(size), "animation": "normal"}))
    # a new install: no scans beside it, so the drawn deck (whatever the caller's shell points at)
    env = {"TAROT_TABLE_HOME": str(home), "TAROT_TABLE_DECKS": "", **(extra_env or {})}
    return Program("Tarot Table", [*_start_command(), *args], env)


def _start_command() -> list[str]:
    """How a player starts the installed app: the ``tarot-table`` command beside this
    Python (the README's way), or ``python -m tarot_table`` where it is not installed."""
    command = Path(sys.executable).parent / "tarot-table"
    return [str(command)] if command.exists() else [sys.executable, "-m", "tarot_table"]


def packaged(home: Path, size: tuple[int, int], binary: Path | None) -> Program | None:
    """The PyInstaller build, when there is one: what a player installs, started
    without the development install's import hooks."""
    if binary is None or not binary.exists():
        return None
    program = tarot_table(home, size)
    return Program("Tarot Table (packaged)", [str(binary)], program.env)


def aisleriot() -> Program | None:
    sol = shutil.which("sol") or ("/usr/games/sol" if Path("/usr/games/sol").exists() else None)
    if sol is None:
        return None
    return Program("Aisleriot", [sol], {"NO_AT_BRIDGE": "1", "GTK_A11Y": "none"})


def _painted(look: xlook.Display, window: int) -> bool:
    picture = look.picture(window)
    if picture is None or picture.width < 4 or picture.height < 4:
        return False
    sample = picture.resize((48, 48))
    return len(sample.getcolors(PAINTED_COLOURS) or ()) == 0   # None: more colours than that


def _cpu_ticks(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def launch_once(program: Program, server: Xvfb, idle: bool = True) -> dict:
    """One start of ``program``: seconds to a visible window and to a painted one, RSS
    2 s after start, and (``idle``) the share of a core used while left alone.

    The benchmark's own connection to the X server is closed once the window is painted,
    so that the server resets when the program ends, as it did between the issue's starts
    (each look was a new xdotool). That matters to Aisleriot: on a server that has just
    reset, GTK probes OpenGL (loading Mesa and LLVM, about 50 MB); where another client
    has kept the server up (a desktop), it finds its answer from before on the root window
    and does not (``desktop_rss``)."""
    env = {**server.env(), **program.env}
    look = xlook.Display(server.display)
    started = time.monotonic()
    process = subprocess.Popen(program.command, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, start_new_session=True)
    figures: dict = {}
    try:
        window = None
        while time.monotonic() - started < GIVE_UP_S and process.poll() is None:
            window = window or look.visible_window(process.pid)
            if window and "visible_s" not in figures:
                figures["visible_s"] = time.monotonic() - started
            if window and _painted(look, window):
                figures["painted_s"] = time.monotonic() - started
                figures["cpu_to_paint_s"] = _cpu_ticks(process.pid) / TICKS   # load-independent
                break
            time.sleep(POLL_S)
        look.close()
        if "painted_s" not in figures:
            ended = process.poll()
            why = f"exited with status {ended}" if ended is not None else f"showed no painted window within {GIVE_UP_S:.0f} s"
            return {"error": f"{program.name} {why}"}
        time.sleep(max(0.0, started + 2.0 - time.monotonic()))
        figures["rss_mb"] = _rss_mb(process.pid)
        if idle:
            time.sleep(max(0.0, started + IDLE_SETTLE_S - time.monotonic()))
            before, at = _cpu_ticks(process.pid), time.monotonic()
            time.sleep(IDLE_SPAN_S)
            figures["idle_cpu_pct"] = 100 * (_cpu_ticks(process.pid) - before) / TICKS / (time.monotonic() - at)
        return figures
    finally:
        look.close()
        _stop(process)


def desktop_rss(program: Program, server: Xvfb) -> float:
    """RSS 2 s after start on an X server another client keeps up, after one start
    before it (as on a desktop, where the server never resets)."""
    keeper = xlook.Display(server.display)
    try:
        launch_once(program, server, idle=False)
        return launch_once(program, server, idle=False).get("rss_mb", float("nan"))
    finally:
        keeper.close()


def _stop(process: subprocess.Popen) -> None:
    """End the measured program and anything it started (its own session)."""
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=10)
    except ProcessLookupError:
        pass
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def medians(runs: list[dict]) -> dict:
    good = [r for r in runs if "error" not in r]
    if not good:
        return {"error": runs[0]["error"] if runs else "no runs"}
    return {key: statistics.median(r[key] for r in good if key in r) for key in good[0]}


def side_by_side(runs: int = 7, size: tuple[int, int] = (1280, 800), binary: Path | None = None) -> dict:
    """Tarot Table and Aisleriot (and the packaged app, given its ``binary``) started in
    turn, ``runs`` times each, in one Xvfb."""
    why_not = tools_missing()
    if why_not:
        return {"skipped": why_not}
    server = Xvfb((1920, 1080))
    home = Path(tempfile.mkdtemp(prefix="tarot-bench-window-"))
    try:
        ours = tarot_table(home / "home", size)
        theirs = aisleriot()
        built = packaged(home / "packaged", size, binary)
        ours_runs, theirs_runs, built_runs = [], [], []
        for program in filter(None, (ours, theirs, built)):   # a first start fills caches; not counted
            launch_once(program, server, idle=False)
        for _ in range(runs):
            ours_runs.append(launch_once(ours, server))
            if theirs:
                theirs_runs.append(launch_once(theirs, server))
            if built:
                built_runs.append(launch_once(built, server, idle=False))
        at_table = tarot_table(home / "table", size, args=("play", "queens-of-fate", "--seed", "3"))
        table_runs = [launch_once(at_table, server) for _ in range(min(runs, 3))]
        result = {"tarot_table": medians(ours_runs), "tarot_table_at_table": medians(table_runs),
                  "tarot_table_packaged": medians(built_runs) if built else {"skipped": "no packaged build"},
                  "runs": runs, "window": list(size)}
        result["aisleriot"] = medians(theirs_runs) if theirs else {
            "skipped": "GNOME Aisleriot's sol is not installed (apt-get install aisleriot)"}
        result["desktop_rss_mb"] = {"tarot_table": desktop_rss(ours, server)}
        if theirs:
            result["desktop_rss_mb"]["aisleriot"] = desktop_rss(theirs, server)
        return result
    finally:
        server.close()
        shutil.rmtree(home, ignore_errors=True)


def window_buffer_study(runs: int = 3) -> dict:
    """Memory, launch and idle CPU with SDL's GL-backed window buffer and with the
    plain one, at the smallest and a large window."""
    why_not = tools_missing()
    if why_not:
        return {"skipped": why_not}
    server = Xvfb((2560, 1600))
    home = Path(tempfile.mkdtemp(prefix="tarot-bench-buffer-"))
    out = {}
    try:
        for size in ((1024, 700), (2560, 1440)):
            for accel in ("0", "1"):
                program = tarot_table(home / f"{size[0]}-{accel}", size, {"SDL_FRAMEBUFFER_ACCELERATION": accel})
                key = f"{size[0]}x{size[1]} accelerated={accel}"
                out[key] = medians([launch_once(program, server) for _ in range(runs)])
        return out
    finally:
        server.close()
        shutil.rmtree(home, ignore_errors=True)


def compare_sources(sources: list[Path], runs: int = 7, size: tuple[int, int] = (1280, 800)) -> dict:
    """The same start of the app from several copies of its source (``git archive REV
    tarot_table | tar -x -C DIR``), in turn, ``runs`` times each, in one Xvfb, with the
    player's settings as the benchmark's (sound off): what a change did to the launch,
    the memory and the processor used while idle at the menu, each figure for every copy.
    Each copy is started as ``python -m tarot_table`` with only it on the path."""
    why_not = tools_missing()
    if why_not:
        return {"skipped": why_not}
    server = Xvfb((1920, 1080))
    home = Path(tempfile.mkdtemp(prefix="tarot-bench-sources-"))
    try:
        programs = []
        for n, source in enumerate(sources):
            program = tarot_table(home / str(n), size, {"PYTHONPATH": str(Path(source).resolve())})
            programs.append(Program(str(source), [sys.executable, "-m", "tarot_table"], program.env))
        for program in programs:   # a first start fills caches (and writes the bytecode); not counted
            launch_once(program, server, idle=False)
        found: dict[str, list[dict]] = {program.name: [] for program in programs}
        for _ in range(runs):
            for program in programs:
                found[program.name].append(launch_once(program, server))
        return {name: medians(each) for name, each in found.items()}
    finally:
        server.close()
        shutil.rmtree(home, ignore_errors=True)


def main() -> int:
    """Only the real-window figures, beside Aisleriot: python benchmarks/window.py --runs 7"""
    import argparse
    parser = argparse.ArgumentParser(description="launch, memory and idle CPU in a real window, beside Aisleriot")
    parser.add_argument("--runs", type=int, default=7, help="alternating starts of each program")
    parser.add_argument("--source", action="append", type=Path, metavar="DIR",
                        help="compare starts of the app from these copies of its source instead "
                             "(a folder holding tarot_table/; give it twice or more)")
    args = parser.parse_args()
    if args.source:
        for source, figures in compare_sources(args.source, args.runs).items():
            print(f"{source:<40} {json.dumps(figures)}")
        return 0
    figures = side_by_side(args.runs)
    for who in ("tarot_table", "aisleriot", "tarot_table_at_table", "tarot_table_packaged"):
        print(f"{who:<22} {json.dumps(figures.get(who, {}))}")
    ours, theirs = figures.get("tarot_table", {}), figures.get("aisleriot", {})
    for key, label in (("visible_s", "visible window"), ("painted_s", "menu painted"), ("rss_mb", "memory")):
        if theirs.get(key) and key in ours:
            print(f"{label:<15} {ours[key] / theirs[key]:.2f}x Aisleriot")
    desktop = figures.get("desktop_rss_mb", {})
    if desktop.get("aisleriot"):
        print(f"memory, X server kept up (a desktop): {desktop['tarot_table']:.1f} MB against "
              f"{desktop['aisleriot']:.1f} MB, {desktop['tarot_table'] / desktop['aisleriot']:.2f}x Aisleriot")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
