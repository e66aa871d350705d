"""`python -m bench [--json] [--quick | --full]`: Kastell's performance figures on this machine.

The default run (about 45 s here; target ≤ 2 minutes) gives: startup to first frame (median of 5
cold starts), frame time per scenario (update + draw, p50/p95/p99/max over 300
frames at 1280×720, headless, uncapped), every scene transition a guest meets
(the first frame of a new screen included), peak resident memory, idle CPU on a
static screen, the dice physics step, the phone scenario, the lessons, and
short AI samples (9 games per pairing; Castro's real-dice games: 20). `--full` adds the
200,000-frame kiosk soak, a live Castile solver sweep of deals 1–1000 and the long AI
matches (100 games per pairing, CATsle 300, Castro's real-dice games 200); `--quick` is
a smoke test of the bench itself.
Targets: startup ≤ 0.8 s, frame p95 ≤ 2 ms (2.5 ms with dice tumbling), no
frame over 8 ms, idle CPU ≤ 3 % of one core, memory ≤ 150 MB, physics ≤ 0.1 ms
per step. The JSON keys are documented in docs/bench-json.md, the current figures in docs/figures.md.
"""
from __future__ import annotations

import argparse
import json
import sys
import time

TARGETS = {"startup_s": 0.8, "rss_mb": 150.0, "idle_cpu_pct": 3.0, "frame_p95_ms": 2.0, "physics_step_ms": 0.1,
           "frame_max_ms": 8.0}
#: Scenes with tumbling dice may take a little longer (ISSUE 4).
FRAME_TARGETS = {"castro": 2.5}


def frame_target(name: str) -> float:
    return FRAME_TARGETS.get(name.split("_")[0], TARGETS["frame_p95_ms"])


def run(quick: bool = False, full: bool = False) -> dict:
    from bench import bytecode
    from bench.frames import measure_frames
    from bench.lessons import measure_lessons
    from bench.music import measure_music
    from bench.cabinet_memory import measure_cabinet
    from bench.phones import measure_phones
    from bench.resources import measure_idle, measure_rss
    from bench.startup import measure_startup
    from bench.transitions import measure_transitions

    started = time.perf_counter()
    n = 120 if quick else 300
    startup = measure_startup(runs=2 if quick else 5)
    frames = measure_frames(n=n)
    transitions = measure_transitions(frames=15 if quick else 45)
    rss = measure_rss(frames=n)
    idle = measure_idle(seconds=2.0 if quick else 5.0)
    games = _games(quick, full)
    phones = measure_phones(n=n)
    lessons = measure_lessons(langs=("de", "en") if full else ("de",))
    music = measure_music(seconds=1.0 if quick else 2.5)
    cabinet = measure_cabinet()
    result = {
        "mode": "quick" if quick else "full" if full else "default",
        "bytecode": bytecode.state(),
        "startup_s": startup["median_s"],
        "rss_mb": rss["peak_mb"],
        "idle_cpu_pct": idle["cpu_pct"],
        "frames": _with_game_keys({name: {"p50_ms": f["p50_ms"], "p95_ms": f["p95_ms"], "p99_ms": f["p99_ms"],
                                          "max_ms": f["max_ms"]}
                                   for name, f in frames.items()}),
        "transitions": transitions,
        "games": games,
        "phones": phones,
        "lessons": lessons,
        "music": music,
        "cabinet_pss": cabinet,
        "details": {"startup_runs_s": startup["runs"], "idle": idle,
                    "frames_max_ms": {n: f["max_ms"] for n, f in frames.items()}},
    }
    if full:
        from bench.soak import run as soak

        result["soak"] = soak(200_000)
    result["worst_frame"] = _worst(result)
    result["bench_seconds"] = round(time.perf_counter() - started, 1)
    return result


def _worst(result: dict) -> dict:
    """The worst frame of any scenario or transition: its max and its p99, and where."""
    spots = {f"frames/{k}": v for k, v in result["frames"].items() if "max_ms" in v}
    spots.update({f"transitions/{k}": v for k, v in result["transitions"].items()})
    spots.update({f"lessons/{k}": {"max_ms": v["frame_max_ms"], "p99_ms": v["frame_p99_ms"]}
                  for k, v in result.get("lessons", {}).items() if "frame_p99_ms" in v})
    name, worst = max(spots.items(), key=lambda kv: kv[1]["max_ms"])
    p99_name, p99 = max(spots.items(), key=lambda kv: kv[1]["p99_ms"])
    return {"max_ms": worst["max_ms"], "max_at": name, "p99_ms": p99["p99_ms"], "p99_at": p99_name}


#: games per pairing of the long AI matches (--full); the default run plays 9
LONG_MATCHES = {"catsle": 300}


def _games(quick: bool, full: bool = False) -> dict:
    """Each playable game's AI / solver / physics figures (short samples unless `full`)."""
    import importlib

    from bench import castile_solver
    from bench.physics import measure_physics

    out = {"castile": castile_solver.run(quick=not full, live=full)}
    for game in ai_games():
        module = importlib.import_module(f"bench.{game}_ai")
        games = LONG_MATCHES.get(game, 100)
        out[game] = {"ai": module.run(games=games, quick=not full), "targets": dict(module.TARGETS)}
    from bench.hints import measure_hint

    for game in ("catsle", "caprice"):  # the coach of the games whose hint is the hard AI's move
        if game in out:
            out[game]["hint"] = measure_hint(game, 20 if quick else 60)
    out["castro"]["physics"] = measure_physics(20 if quick else 60)
    from bench.castro_ai import real_dice

    out["castro"]["real_dice"] = real_dice(games=200 if full else 4 if quick else 20)
    return out


def ai_games() -> tuple[str, ...]:
    """The catalog's games whose AI is measured by a `bench/<game>_ai.py` (``run`` and ``TARGETS``)."""
    import importlib.util

    from scenes.tables.catalog import ORDER

    return tuple(game for game in ORDER if importlib.util.find_spec(f"bench.{game}_ai") is not None)


def _with_game_keys(frames: dict) -> dict:
    """Add each game's key (e.g. "castile") holding its worst measured scenario."""
    out = dict(frames)
    from scenes.tables.catalog import ORDER

    for game in ORDER:
        parts = [f for name, f in frames.items() if name.startswith(game + "_")]
        if parts and game not in out:
            out[game] = max(parts, key=lambda f: f["p95_ms"])
    return out


def _ok(good: bool) -> str:
    return "ok" if good else "MISS"


def table(result: dict) -> str:
    """The figures as a table, each with its target and "ok" or "MISS"."""
    lines = _head_lines(result)
    if "transitions" in result:
        from bench.transitions import table as transitions_table

        lines += ["", transitions_table(result["transitions"])]
    if "worst_frame" in result:
        w = result["worst_frame"]
        lines += ["", f"worst frame: max {w['max_ms']} ms ({w['max_at']}), p99 {w['p99_ms']} ms ({w['p99_at']}); "
                      f"no frame over {TARGETS['frame_max_ms']:g} ms  {_ok(w['max_ms'] <= TARGETS['frame_max_ms'])}"]
    games = result.get("games", {})
    for game in ai_games():
        if game in games:
            lines += _ai_lines(game, games[game])
    if "phones" in result:
        lines += _phone_lines(result["phones"])
    if "lessons" in result:
        from bench.lessons import table as lessons_table

        lines += ["", "Lessons (Lernpartie; guest = table time + reading + 1.5 s a tap, ≤ 180 s)",
                  lessons_table(result["lessons"])]
    if "soak" in result:
        k = result["soak"]
        lines += ["", f"Kiosk soak ({k['frames']} frames, {k['seconds']} s): exit {k['exit_code']}, "
                      f"RSS {k['rss_mb_at']}, at each round's high scores {k['rounds_mb_at']}, peak "
                      f"{k['peak_mb']} MB (≤ 130 MB), growth over the rounds from frame 20000 (trend): "
                      f"{k['growth_mb']} MB (≤ 3 MB)  {_ok(k['ok'])}"]
    if "castile" in games:
        lines += _castile_lines(games["castile"])
    return "\n".join(lines)


def _head_lines(result: dict) -> list[str]:
    """Startup, memory, idle CPU and each scene's frame times."""
    lines = [
        f"{'figure':<28}{'value':>12}{'target':>12}  ",
        f"{'startup to first frame':<28}{result['startup_s']:>10.3f} s{'≤ 0.8 s':>12}  "
        f"{_ok(result['startup_s'] <= TARGETS['startup_s'])}",
        f"{'peak resident memory':<28}{result['rss_mb']:>9.1f} MB{'≤ 150 MB':>12}  "
        f"{_ok(result['rss_mb'] <= TARGETS['rss_mb'])}",
        f"{'idle CPU (static screen)':<28}{result['idle_cpu_pct']:>10.2f} %{'≤ 3 %':>12}  "
        f"{_ok(result['idle_cpu_pct'] <= TARGETS['idle_cpu_pct'])}",
        *_music_lines(result.get("music", {})),
        *_cabinet_lines(result.get("cabinet_pss", {})),
        "",
        f"{'frame time (update+draw)':<28}{'p50 ms':>10}{'p95 ms':>10}{'target':>10}",
    ]
    for name, f in result["frames"].items():
        target = frame_target(name)
        extra = f"  p99 {f['p99_ms']:.2f}  max {f['max_ms']:.2f}" if "max_ms" in f else ""
        lines.append(f"{name:<28}{f['p50_ms']:>10.3f}{f['p95_ms']:>10.3f}{'≤ ' + format(target, 'g') + ' ms':>10}  "
                     f"{_ok(f['p95_ms'] <= target)}{extra}")
    return lines


def _skipped(name: str, figures: dict) -> list[str]:
    """The line of a measurement that could not run here, with its reason."""
    return [f"{name:<28}{'skipped: ' + str(figures.get('skipped', 'not measured')):>24}"]


def _cabinet_lines(c: dict) -> list[str]:
    """The app and its workers in PSS (bench/cabinet_memory.py): at the menu, at a Castile table, after."""
    from bench.cabinet_memory import TARGETS

    if "castile_mb" not in c:
        return _skipped("cabinet PSS", c)
    castile, light = c["castile_mb"]["total"], max(c["menu_mb"]["total"], c["after_mb"]["total"])
    return [f"{'cabinet PSS, Castile open':<28}{castile:>9.1f} MB{'≤ %g MB' % TARGETS['castile_mb']:>12}  "
            f"{_ok(castile <= TARGETS['castile_mb'])}  (the solver's loading included; loaded: "
            f"{c['castile_steady_mb']['total']:.1f} MB)",
            f"{'cabinet PSS, menu / after':<28}{c['menu_mb']['total']:>5.0f} / {c['after_mb']['total']:.0f} MB"
            f"{'≤ %g MB' % TARGETS['menu_mb']:>10}  {_ok(light <= TARGETS['menu_mb'])}"]


def _music_lines(music: dict) -> list[str]:
    """What streaming the music costs (bench/music.py): CPU beside the quiet mixer's, memory, a switch."""
    if "music_cpu_pct" not in music:
        return _skipped("music", music)
    return [f"{'music streaming CPU':<28}{music['music_cpu_pct']:>10.2f} %   (quiet mixer "
            f"{music['quiet_cpu_pct']:.2f} %)",
            f"{'music memory':<28}{music['rss_after_mb'] - music['rss_before_mb']:>+9.1f} MB   "
            f"(switch ≤ {music['update_max_ms']:.2f} ms)"]


def _ai_lines(game: str, c: dict) -> list[str]:
    """A game's computer players: hard against random and easy, its move times, real dice, physics."""
    ai, targets = c["ai"], c["targets"]
    lines = ["", game.capitalize()]
    for pair in ("hard_vs_random", "hard_vs_easy"):
        f, target = ai[pair], targets[pair]
        lines.append(f"  {pair:<26}{f['points']:>7g}/{f['games']:<4}{100 * f['rate']:>6.1f} %  ≥ {target:.0%}  "
                     f"{_ok(f['rate'] >= target)}")
    if "hint" in c:
        h = c["hint"]
        lines.append(f"  {'hint p50 / p95 / max':<26}{h['p50_ms']:>7.2f} / {h['p95_ms']:.2f} / {h['max_ms']:.2f} ms "
                     f"({h['positions']} positions, in its worker)")
    mv, limit = ai["hard_move_ms"], targets["hard_move_p95_ms"]
    lines.append(f"  {'hard move p50 / p95':<26}{mv['p50']:>7.2f} / {mv['p95']:.2f} ms  ≤ {limit:g} ms  "
                 f"{_ok(mv['p95'] <= limit)}")
    if "real_dice" in c:
        rd = c["real_dice"]
        lines.append(f"  {'normal, real vs sampled':<26}{rd['won']}-{rd['lost']}-{rd['drawn']} (won-lost-drawn) of "
                     f"{rd['games']}, {100 * rd['rate']:.1f} % (95 % {100 * rd['ci95'][0]:.0f}-"
                     f"{100 * rd['ci95'][1]:.0f} %); made straights rerolled: {rd['rerolled_straight']}")
    if "physics" in c:
        phys = c["physics"]
        lines.append(f"  {'physics step p50 / p95':<26}{phys['step_p50_ms']:>7.3f} / {phys['step_p95_ms']:.3f} ms  "
                     f"≤ 0.1 ms  {_ok(phys['step_p95_ms'] <= TARGETS['physics_step_ms'])}")
    return lines


def _phone_lines(ph: dict) -> list[str]:
    """CATsle with five phone seats: frame times and the round trips of a move and a refusal."""
    mv, rf = ph["move_round_trip"], ph["refusal_round_trip"]
    lines = ["", "Phones (CATsle, five phone seats)",
             f"  {'frame p50 / p95':<30}{ph['frame_p50_ms']:>7.3f} / {ph['frame_p95_ms']:.3f} ms  ≤ 2 ms  "
             f"{_ok(ph['frame_p95_ms'] <= TARGETS['frame_p95_ms'])}",
             f"  {'frame max':<30}{ph['frame_max_ms']:>7.3f} ms  ≤ 8 ms  {_ok(ph['frame_max_ms'] <= 8)}",
             f"  {'move round trip p50 / p95':<30}{mv['p50_ms']} / {mv['p95_ms']} ms, tapped at once "
             f"(includes the big screen's animation)"]
    if "move_round_trip_after_wait" in ph:
        wt = ph["move_round_trip_after_wait"]
        lines.append(f"  {'':<30}{wt['p50_ms']} / {wt['p95_ms']} ms, tapped after thinking")
    lines.append(f"  {'refusal round trip p50/p95':<30}{rf['p50_ms']} / {rf['p95_ms']} ms")
    return lines


def _castile_lines(c: dict) -> list[str]:
    """Castile's solver sweeps, recorded deals, hint times and its hard AI."""
    sw, hint, ai = c["sweep"], c["hint"], c["ai"]
    lines = ["", "Castile"]
    lines.append(f"  sweep 1..{sw['upto']} at {sw['time_limit_s']:g} s: {sw['won']} won, {sw['lost']} lost, "
                 f"{sw['unknown']} unknown; 1..200 decided {sw['decided_1_200_pct']} % (≥ 80 %)  "
                 f"{_ok(sw['decided_1_200_pct'] >= 80)}")
    if "recorded" in c:
        d, w = c["recorded"]["deals_1_1000"], c["recorded"]["deals_1_10000"]
        lines.append(f"  recorded, deals 1..1000 at 60 s: {d['decided_pct']} % decided, median "
                     f"{d['median_cpu_s']} CPU s (≤ 0.0275 s)  {_ok(d['median_cpu_s'] <= 0.0275)}")
        hard = w.get("hardest_decided") or ["-", "-", 0.0]
        lines.append(f"  recorded, deals 1..{w['last']} at 60 s: {w['unknown']} undecided (0), hardest decided "
                     f"deal {hard[0]} ({hard[1]}) {hard[2]} CPU s  {_ok(w['unknown'] == 0)}")
        lines.append(f"  recorded, winnable deals 1..{w['last']}: {w['won_pct']} % (95 % interval "
                     f"{w['won_ci95_pct'][0]}-{w['won_ci95_pct'][1]} %)")
    if "live_sweep" in c:
        v = c["live_sweep"]
        lines.append(f"  live sweep 1..{v['upto']} at {v['time_limit_s']:g} s: {v['decided_pct']} % decided, "
                     f"median {v['median_s']} s, {v['wall_s']} s")
    lines.append(f"  {'hint p50 / p95':<26}{hint['p50_ms']:>7.1f} / {hint['p95_ms']:.1f} ms  ≤ 250 ms  "
                 f"{_ok(hint['p95_ms'] <= 250)}")
    lines.append(f"  {'hard AI':<26}{ai['won']}/{ai['deals']} deals won, move p95 {ai['move_p95_ms']} ms")
    k = c.get("kernel_speed", {})
    if "ratio" in k:
        lines.append(f"  {'compiled search':<26}{k['compiled_nodes_per_s']:,} positions/CPU s, {k['ratio']} x "
                     f"Python's {k['python_nodes_per_s']:,} (p50, deals 1-{k['deals']})")
    return lines


def main(argv: list[str] | None = None) -> int:
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep --json output clean
    p = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    size = p.add_mutually_exclusive_group()
    size.add_argument("--quick", action="store_true", help="fewer runs and frames (a smoke test of the bench)")
    size.add_argument("--full", action="store_true",
                      help="add the kiosk soak, a live solver sweep of deals 1-1000 and the long AI matches")
    args = p.parse_args(argv)
    from bench import bytecode

    if bytecode.wanted():  # measure the app as installed: bytecode cached (see bench/bytecode.py)
        bytecode.restart_cached(sys.argv[1:] if argv is None else list(argv))
    result = run(quick=args.quick, full=args.full)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(table(result))
        print(f"\nbench: {result['bench_seconds']} s ({result['mode']}; bytecode {result['bytecode']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
