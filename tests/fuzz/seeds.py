"""The seed corpus the mutators start from: valid files of every format the program reads.

Card sets, decks and scenarios come from the repository; replays, saved games and collection CSVs
are made here (deterministically) in a scratch folder, together with a template database that every
carddb run copies, so each run starts from a fresh, already seeded database.
"""
from __future__ import annotations

import contextlib
import io
import json
import os
import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[2]
FORMATS = ("cardset", "deck", "collection", "replay", "scenario", "save", "package", "db")
GAMES = ("victory_spark", "vividz")


class _Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """Seeds are read as the app reads YAML (1.2 booleans: `on:` stays a text key); libyaml for speed."""


_Loader.yaml_implicit_resolvers = {
    k: [(tag, rx) for tag, rx in v if tag != "tag:yaml.org,2002:bool"]
    for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
for _ch in "tTfF":
    _Loader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
                                  list(_ch))


@dataclass(repr=False)
class Seed:
    """One valid input file; `tree` is its parsed data for YAML/JSON formats (shared, never mutated)."""

    fmt: str
    name: str
    ext: str  # ".yaml", ".json", ".txt", ".csv", ".zip" (a card-set package) or ".sqlite" (a database)
    data: bytes
    game: str
    tree: Any = None  # a package's: its PackageParts (tests/fuzz/packages.py)

    def __repr__(self) -> str:  # short: a failing test prints its arguments (a database is megabytes)
        return f"Seed({self.fmt}/{self.name})"

    @property
    def syntax(self) -> str:
        return {".yaml": "yaml", ".json": "json", ".txt": "text", ".csv": "csv", ".zip": "zip",
                ".sqlite": "sqlite"}[self.ext]


@dataclass(repr=False)
class Corpus:
    """Seeds by format plus what the targets need around them."""

    seeds: dict[str, list[Seed]] = field(default_factory=dict)
    template_db: Path = Path()
    good_decks: dict[str, Path] = field(default_factory=dict)  # game -> a legal deck file
    db_deck: tuple[int, str] = (0, "")  # (id, name) of the stored deck the db commands export and validate

    def __repr__(self) -> str:
        return f"Corpus({', '.join(f'{k}: {len(v)}' for k, v in self.seeds.items())})"

    def of(self, fmt: str) -> list[Seed]:
        return self.seeds[fmt]


def _seed(fmt: str, path: Path, game: str, data: bytes | None = None) -> Seed:
    raw = path.read_bytes() if data is None else data
    s = Seed(fmt, path.name, path.suffix.lower(), raw, game)
    if s.syntax == "yaml":
        s.tree = yaml.load(raw.decode("utf-8"), Loader=_Loader)  # noqa: S506 - CSafeLoader
    elif s.syntax == "json":
        s.tree = json.loads(raw)
    return s


def _game_of(path: Path, tree: Any = None) -> str:
    if isinstance(tree, dict) and tree.get("game") in GAMES:
        return str(tree["game"])
    return path.parent.name if path.parent.name in GAMES else GAMES[0]


def _quiet_cli(argv: list[str]) -> int:
    from tcgtable.cli import main
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        return main(argv)


def _collection_csvs() -> list[tuple[str, str]]:
    """Hand-made collection files (docs/collection.md) over the bundled cards, in three dialects."""
    from engine.library import bundled_cards
    vs = sorted(bundled_cards("victory_spark").values(), key=lambda c: c.id)
    vz = sorted(bundled_cards("vividz").values(), key=lambda c: c.id)
    full = ["game,set,number,name,quantity"]
    full += [f"{c.game},{c.set},{c.number},{_csv_cell(c.name['en'])},{1 + i % 4}" for i, c in enumerate(vs[:24])]
    by_name = ["Card_Name,Qty,price,notes"]
    by_name += [f"{_csv_cell(c.name['en'])},{i % 3},1.50,\"box, sealed\"" for i, c in enumerate(vz[:16])]
    mixed = ["\ufeffQuantity;Set_Code;No;Card;Game".replace(";", ",")]
    mixed += [f"{2 + i % 2},{c.set.lower()},{c.number.lstrip('0') or '0'},{_csv_cell(c.name['ja'])},{c.game}"
              for i, c in enumerate(vs[30:38] + vz[20:28])]
    return [("owned_full.csv", "\n".join(full) + "\n"), ("by_name.csv", "\r\n".join(by_name) + "\r\n"),
            ("mixed_bom.csv", "\n".join(mixed) + "\n")]


def _csv_cell(s: str) -> str:
    return '"' + s.replace('"', '""') + '"' if any(ch in s for ch in ',"\n') else s


def _make_saves(out: Path) -> None:
    """Autosave files of games a few random answers in; made in a forked child so the writer thread
    of desktop.table.autosave never runs in the process the fuzz workers are forked from."""
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            _write_saves(out)
            code = 0
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError("could not make the saved-game seeds")


def _write_saves(out: Path) -> None:
    from desktop.table import autosave
    from engine.games import get_rules
    from engine.library import load_deck_cards, precon_paths
    from engine.rng import Rng
    for game in GAMES:
        paths = precon_paths(game)[:2]
        loaded = [load_deck_cards(p, game) for p in paths]
        decks = [cards for _, cards in loaded]
        for steps in (0, 6, 40):
            state = get_rules(game).new_game(decks, 11 + steps)
            rng = Rng(steps + 3)
            for _ in range(steps):
                if state.is_terminal():
                    break
                state.apply_action(rng.choice(state.legal_actions()))
            setup = autosave.GameSetup(game, 11 + steps, decks, [d.name for d, _ in loaded], ["human", "normal"],
                                       0, "normal")
            autosave.write(out / f"{game}-{steps}.json", setup, state, wait=True)


def build_corpus(work: Path) -> Corpus:
    """Every seed, made under `work` (created if needed); also warms the app's caches."""
    from carddb.database import open_database
    from engine.library import bundled_cards, precon_paths
    work.mkdir(parents=True, exist_ok=True)
    c = Corpus()
    for g in GAMES:
        bundled_cards(g)
        c.good_decks[g] = precon_paths(g)[0]

    cardsets = sorted(p for g in GAMES for p in (ROOT / "assets" / "cardsets" / g).glob("*.yaml")) + \
        [ROOT / "tests/fixtures/vs_test_set.yaml"]
    c.seeds["cardset"] = [_seed("cardset", p, _game_of(p)) for p in cardsets]
    as_json = work / "vs_test_set.json"  # the JSON spelling of a card set goes through another parser
    as_json.write_text(json.dumps(c.seeds["cardset"][-1].tree, ensure_ascii=False, indent=1), encoding="utf-8")
    c.seeds["cardset"].append(_seed("cardset", as_json, "victory_spark"))

    c.seeds["deck"] = [_seed("deck", p, p.parent.name) for g in GAMES
                       for p in sorted((ROOT / "assets" / "decks" / g).glob("*.txt"))]

    coll = work / "collection"
    coll.mkdir(exist_ok=True)
    c.seeds["collection"] = []
    for name, text in _collection_csvs():
        (coll / name).write_text(text, encoding="utf-8")
        c.seeds["collection"].append(_seed("collection", coll / name, GAMES[0]))

    rep = work / "replays"
    shutil.rmtree(rep, ignore_errors=True)
    for g in GAMES:
        if _quiet_cli(["simulate", "--game", g, "--games", "2", "--seed", "1", "--replays", str(rep)]) != 0:
            raise RuntimeError(f"could not make the {g} replay seeds")
    c.seeds["replay"] = [_seed("replay", p, p.name.rsplit("-", 1)[0]) for p in sorted(rep.glob("*.json"))]

    scen = sorted((ROOT / "tests" / "scenarios").glob("*/*.yaml"))
    c.seeds["scenario"] = [_seed("scenario", p, p.parent.name) for p in scen]

    saves = work / "saves"
    shutil.rmtree(saves, ignore_errors=True)
    saves.mkdir()
    _make_saves(saves)
    c.seeds["save"] = [_seed("save", p, p.name.split("-")[0]) for p in sorted(saves.glob("*.json"))]

    c.template_db = work / "template.sqlite"  # rebuilt every time: the schema may have changed since
    for old in [*work.glob("template.sqlite*"), *work.glob("filled.sqlite*")]:
        old.unlink()
    with open_database(c.template_db):
        pass

    from .db_mutators import build_db_seeds
    from .packages import build_package_seeds
    c.seeds["package"] = build_package_seeds(work / "packages")
    c.seeds["db"] = build_db_seeds(c, work)
    return c
