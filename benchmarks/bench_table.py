"""Game table numbers: how long the window's event loop stalls while the computer thinks, and how long
the replay viewer takes to show a position late in a long game.

    python benchmarks/bench_table.py [--seconds 15] [--level normal] [--game victory_spark]

1. A game against the computer (the chosen level; the player's answers are random legal ones given
   on the GUI thread, as clicks would be), animations at normal speed, in the real main window
   (offscreen). A 5 ms timer on
   the GUI thread records every gap between its ticks; the report gives the largest gap while the
   computer was thinking (target: under 50 ms) and over the whole run, the GUI thread's own CPU
   time in that gap, and the most GUI-thread CPU time of any gap while it thought (the longest
   stretch of work the window does in one go, whatever else the machine is doing).
2. The longest of several random-vs-random games is stored as a replay and opened in the viewer;
   positions in the last tenth of the game and random positions are shown (the viewer's seek plus
   a synchronous repaint of the board and the log); target: under 100 ms each.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def stall_run(app, window, game: str, level: str, seconds: float) -> dict:  # type: ignore[no-untyped-def]
    from desktop.qt import QTimer

    window.settings.set("animation_speed", "normal")
    window.show_page("play")
    page = window.play_page
    page.refresh()
    page.table.speed.setCurrentIndex(page.table.speed.findData("normal"))
    end = time.monotonic() + 0.5
    while time.monotonic() < end:  # the window settles on the Play page (its first layout and paint)
        app.processEvents()
        time.sleep(0.002)
    c = page.start_game(game=game, ai=level, seed=3)
    assert c is not None
    table = page.table
    gaps: list[tuple[float, bool, float]] = []  # wall gap, thinking, GUI-thread CPU time in the gap
    last = [time.perf_counter(), time.thread_time()]

    def tick() -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        gaps.append((now - last[0], table.thinking, cpu - last[1]))
        last[0], last[1] = now, cpu

    end = time.monotonic() + 3
    while time.monotonic() < end and not c.human_to_act():  # the helper process starts
        app.processEvents()
        time.sleep(0.002)
    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(5)
    t0 = time.monotonic()
    thinks = 0
    was = False
    r = random.Random(1)
    while time.monotonic() - t0 < seconds and not c.finished:
        app.processEvents()
        time.sleep(0.001)
        if table.thinking and not was:
            thinks += 1
        was = table.thinking
        if c.human_to_act() and not table.board.animating:  # the player answers (as a click would)
            c.submit(r.choice(c.options()))
    timer.stop()
    table.stop()
    during = sorted((g, cpu) for g, th, cpu in gaps[1:] if th)
    allg = [g for g, _th, _cpu in gaps[1:]]
    worst = during[-1] if during else (0.0, 0.0)
    return {"level": level, "game": game, "seconds": round(time.monotonic() - t0, 1), "computer_decisions": thinks,
            "answers": len(c.state.history), "ticks_while_thinking": len(during),
            "stall_max_while_thinking_ms": round(worst[0] * 1000, 1) if during else None,
            "gui_cpu_in_worst_stall_ms": round(worst[1] * 1000, 1) if during else None,
            "gui_cpu_max_gap_ms": round(max(cpu for _g, cpu in during) * 1000, 1) if during else None,
            "stalls_over_50ms": sum(1 for g, _c in during if g > 0.05),
            "stall_p99_while_thinking_ms": round(during[int(len(during) * 0.99)][0] * 1000, 1) if during else None,
            "stall_max_overall_ms": round(max(allg) * 1000, 1) if allg else None,
            "load_average": round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None}


def long_replay(db, game: str, tries: int) -> tuple[dict, int]:  # type: ignore[no-untyped-def]
    import carddb
    from engine.games import get_rules
    from engine.replay import make_replay

    ds = [d for d in carddb.list_decks(db) if d.game == game]
    decks = [carddb.deck_carddefs(db, ds[0].id), carddb.deck_carddefs(db, ds[1].id)]
    rules = get_rules(game)
    best = None
    for seed in range(tries):
        r = random.Random(seed)
        s = rules.new_game(decks, seed)
        while not s.is_terminal():
            s.apply_action(r.choice(s.legal_actions()))
        if best is None or len(s.history) > len(best.history):
            best = s
    assert best is not None
    data = make_replay(best, decks, [ds[0].name, ds[1].name], ["random", "random"])
    rid = carddb.save_replay(db, game, content=json.dumps(data), players=["random", "random"],
                             decks=[ds[0].name, ds[1].name], result=" ".join(str(x) for x in best.result),
                             length=len(best.history))
    return data, rid


def seek_run(app, window, game: str, tries: int) -> dict:  # type: ignore[no-untyped-def]
    data, rid = long_replay(window.db, game, tries)
    t0 = time.perf_counter()
    assert window.replays_page.open_replay(rid)
    load = time.perf_counter() - t0
    v = window.replays_page.viewer
    app.processEvents()
    n = v.length
    r = random.Random(5)
    late = [r.randrange(int(n * 0.9), n + 1) for _ in range(25)]
    anywhere = [r.randrange(0, n + 1) for _ in range(25)]
    out = {}
    for name, positions in (("late", late), ("random", anywhere)):
        times = []
        for k in positions:
            if k == v.position:
                k = max(0, k - 1)
            t = time.perf_counter()
            v.seek(k)
            v.board.repaint()
            v.log.text.viewport().repaint()
            times.append(time.perf_counter() - t)
        out[name] = times
    steps = []
    v.seek(int(n * 0.9))
    for _ in range(20):
        t = time.perf_counter()
        v.step(1)
        v.board.repaint()
        steps.append(time.perf_counter() - t)
    return {"game": game, "answers": n, "turns": data.get("turns"), "open_ms": round(load * 1000, 1),
            "seek_late_max_ms": round(max(out["late"]) * 1000, 1),
            "seek_late_mean_ms": round(statistics.mean(out["late"]) * 1000, 1),
            "seek_random_max_ms": round(max(out["random"]) * 1000, 1),
            "step_max_ms": round(max(steps) * 1000, 1)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=15.0)
    ap.add_argument("--level", default="normal")
    ap.add_argument("--game", default="victory_spark")
    ap.add_argument("--tries", type=int, default=40, help="random games played to find a long one")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    import carddb
    from desktop.app import make_application
    from desktop.mainwindow import MainWindow
    from desktop.settings import AppSettings

    app = make_application(["bench_table"])
    with tempfile.TemporaryDirectory() as tmp:
        db = carddb.open_database(Path(tmp) / "tcgtable.sqlite3")
        settings = AppSettings(db)
        settings.set("language", "en")
        w = MainWindow(db, settings)
        w.resize(1320, 840)
        w.show()
        try:
            stall = stall_run(app, w, args.game, args.level, args.seconds)
            seek = seek_run(app, w, args.game, args.tries)
        finally:
            w.close()
            db.close()
    if args.json:
        print(json.dumps({"stall": stall, "seek": seek}, indent=1))
    else:
        print(f"event loop while the computer ({stall['level']}) thinks: max stall {stall['stall_max_while_thinking_ms']} ms "
              f"(GUI-thread CPU in it {stall['gui_cpu_in_worst_stall_ms']} ms; most GUI CPU in one gap "
              f"{stall['gui_cpu_max_gap_ms']} ms), p99 {stall['stall_p99_while_thinking_ms']} ms, "
              f"{stall['stalls_over_50ms']} of {stall['ticks_while_thinking']} ticks over 50 ms "
              f"({stall['answers']} answers in {stall['seconds']} s; max overall {stall['stall_max_overall_ms']} ms; "
              f"load average {stall['load_average']})")
        print(f"replay viewer, {seek['answers']} answers / {seek['turns']} turns: open {seek['open_ms']} ms; "
              f"seek late in the game max {seek['seek_late_max_ms']} ms (mean {seek['seek_late_mean_ms']} ms), "
              f"random positions max {seek['seek_random_max_ms']} ms, one step max {seek['step_max_ms']} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
