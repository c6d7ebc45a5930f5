"""The difficulty ladder as measured: arena records in, per game each level's results against the
level below it and its think times out.

`tcgtable ladder RECORDS...` prints the table (docs/ai.md, "The ladder") and writes the summary the
Play page shows (`assets/models/ladder.json`, format below). Nothing here is assumed: every number
comes from the games in the records, and a pair with no records is reported as not measured.

Summary format (JSON): {"format": 1, "levels": ["easy", "normal", "hard"], "games": {GAME: {
"levels": {LEVEL: {"decisions", "think_median", "think_p95"}}, "pairs": [{"upper", "lower",
"games", "wins", "losses", "draws", "rate", "ci95", "seeds", "proved"}]}}}: `rate` is the upper
level's wins over games, `ci95` its Wilson interval, `proved` the ladder's test (at least 200 games,
rate >= 0.6 and the interval's lower bound above 0.5); think times are seconds per decision with a choice.
"""
from __future__ import annotations

import gzip
import json
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .arena import percentile, wilson
from .arena_records import MATCH_KEYS, RecordsError, load_records
from .levels import LEVELS

FORMAT = 1
TARGET_RATE = 0.6  # each level wins at least this share against the level below
LADDER_GAMES = 200  # ... over at least this many games (issue 44); fewer: reported, not proved
ORDER: tuple[str, ...] = tuple(LEVELS)  # weakest first


@dataclass
class Pair:
    """Pooled games of one level against the level below it in one game."""

    game: str
    upper: str
    lower: str
    wins: int = 0
    losses: int = 0
    draws: int = 0
    seeds: list[int] = field(default_factory=list)

    @property
    def games(self) -> int:
        return self.wins + self.losses + self.draws

    def row(self) -> dict[str, Any]:
        lo, hi = wilson(self.wins, self.games)
        rate = self.wins / self.games if self.games else 0.0
        return {"upper": self.upper, "lower": self.lower, "games": self.games, "wins": self.wins,
                "losses": self.losses, "draws": self.draws, "rate": round(rate, 4),
                "ci95": [round(lo, 4), round(hi, 4)], "seeds": sorted(self.seeds),
                "proved": bool(self.games >= LADDER_GAMES and rate >= TARGET_RATE and lo > 0.5)}


def _open(path: Path) -> Any:
    """A records file as text: plain, or gzip-compressed (`.gz`, as the shipped ones are kept)."""
    return gzip.open(path, "rt", encoding="utf-8") if path.suffix == ".gz" else open(path, encoding="utf-8")


def _match_of(path: Path) -> dict[str, Any]:
    """The match (game, a, b, seed) a records file holds, from its first line."""
    try:
        with _open(path) as f:
            for line in f:
                if line.strip():
                    obj = json.loads(line)
                    if not isinstance(obj, dict) or any(k not in obj for k in MATCH_KEYS):
                        raise RecordsError(f"{path}: line 1 is not an arena game record")
                    return {k: obj[k] for k in MATCH_KEYS}
    except OSError as e:
        raise RecordsError(f"{path}: cannot read the records file: {e.strerror or e}") from None
    except (UnicodeDecodeError, json.JSONDecodeError, EOFError, gzip.BadGzipFile) as e:
        raise RecordsError(f"{path}: line 1: not valid JSON ({e})") from None
    raise RecordsError(f"{path}: no game records")


def _records(path: Path, match: dict[str, Any]) -> list[Any]:
    """The games of a records file (the arena's reader; a `.gz` file decompressed first)."""
    if path.suffix != ".gz":
        return list(load_records(path, match).records.values())
    with tempfile.TemporaryDirectory() as tmp:
        plain = Path(tmp) / path.stem
        try:
            with gzip.open(path, "rb") as src:
                plain.write_bytes(src.read())
        except (OSError, EOFError) as e:
            raise RecordsError(f"{path}: not a readable gzip file ({e})") from None
        try:
            loaded = load_records(plain, match)
        except RecordsError as e:  # named as the file the user gave
            raise RecordsError(str(e).replace(str(plain), str(path))) from None
    return list(loaded.records.values())


def read_records(path: Path) -> tuple[dict[str, Any], list[Any]]:
    """The match (game, a, b, seed) of a records file, plain or `.gz`, and its games."""
    match = _match_of(path)
    return match, _records(path, match)


def summarize(paths: list[Path]) -> dict[str, Any]:
    """The ladder summary of the arena records in `paths` (format in the module docstring).

    Only matches between two levels count, and only adjacent ones as a pair (a level against the
    one just below); files of the same pair with other seeds are pooled. RecordsError names a file
    that cannot be read."""
    pairs: dict[tuple[str, str], Pair] = {}
    times: dict[tuple[str, str], list[float]] = {}
    for path in paths:
        match = _match_of(path)
        game, a, b = match["game"], str(match["a"]).lower(), str(match["b"]).lower()
        if a not in ORDER or b not in ORDER:
            continue
        recs = _records(path, match)
        for who, level in (("a", a), ("b", b)):
            times.setdefault((game, level), []).extend(t for r in recs for t in r.times[who])
        if abs(ORDER.index(a) - ORDER.index(b)) != 1:
            continue
        upper, lower = (a, b) if ORDER.index(a) > ORDER.index(b) else (b, a)
        up = "a" if upper == a else "b"
        pair = pairs.setdefault((game, upper), Pair(game, upper, lower))
        pair.seeds.append(int(match["seed"]))
        for r in recs:
            if r.winner == "draw":
                pair.draws += 1
            elif r.winner == up:
                pair.wins += 1
            else:
                pair.losses += 1
    out: dict[str, Any] = {"format": FORMAT, "levels": list(ORDER), "games": {}}
    for game in sorted({g for g, _ in times}):
        levels = {lv: {"decisions": len(ts), "think_median": round(percentile(ts, 0.5), 4),
                       "think_p95": round(percentile(ts, 0.95), 4)}
                  for (g, lv), ts in sorted(times.items(), key=lambda kv: ORDER.index(kv[0][1])) if g == game}
        rows = [pairs[(game, lv)].row() for lv in ORDER if (game, lv) in pairs]
        out["games"][game] = {"levels": levels, "pairs": rows}
    return out


def format_table(summary: dict[str, Any]) -> str:
    """The ladder as Markdown, one table per game (what docs/ai.md shows)."""
    lines: list[str] = []
    for game, data in summary["games"].items():
        lines += [f"### {game}", "", "| level vs the level below | games | wins | losses | draws | win rate "
                  "(95% CI) | ladder | think median / p95 |", "| --- | --- | --- | --- | --- | --- | --- | --- |"]
        for p in data["pairs"]:
            think = data["levels"].get(p["upper"], {})
            lines.append(f"| {p['upper']} vs {p['lower']} | {p['games']} | {p['wins']} | {p['losses']} | "
                         f"{p['draws']} | {100 * p['rate']:.1f}% ({100 * p['ci95'][0]:.1f}% - "
                         f"{100 * p['ci95'][1]:.1f}%) | {'proved' if p['proved'] else 'not proved'} | "
                         f"{think.get('think_median', 0):.3f} s / {think.get('think_p95', 0):.3f} s |")
        for lv in ORDER[1:]:
            if lv not in {p["upper"] for p in data["pairs"]}:
                lines.append(f"| {lv} vs {ORDER[ORDER.index(lv) - 1]} | not measured | | | | | | |")
        low = data["levels"].get(ORDER[0])
        if low:
            lines.append(f"| {ORDER[0]} (the lowest) | | | | | | | {low['think_median']:.3f} s / "
                         f"{low['think_p95']:.3f} s |")
        lines.append("")
    return "\n".join(lines)


def shipped_path() -> Path:
    import assets

    return assets.ROOT / "models" / "ladder.json"


def load_summary(path: Path | None = None) -> dict[str, Any]:
    """The shipped ladder summary (or `path`); an empty one when there is none or it cannot be
    read, so the app says "not measured" rather than failing."""
    p = path or shipped_path()
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return {"format": FORMAT, "levels": list(ORDER), "games": {}}
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("games"), dict):
        return {"format": FORMAT, "levels": list(ORDER), "games": {}}
    return data


def level_result(summary: dict[str, Any], game: str, level: str) -> dict[str, Any] | None:
    """The pair row of `level` against the level below it in `game`, if measured."""
    data = summary.get("games", {}).get(game)
    if not isinstance(data, dict):
        return None
    for p in data.get("pairs", []):
        if isinstance(p, dict) and p.get("upper") == level:
            return p
    return None


def think_time(summary: dict[str, Any], game: str, level: str) -> dict[str, Any] | None:
    data = summary.get("games", {}).get(game)
    got = data.get("levels", {}).get(level) if isinstance(data, dict) else None
    return got if isinstance(got, dict) else None
