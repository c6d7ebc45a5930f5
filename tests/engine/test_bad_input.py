"""Bad input gets a clear error naming the file, the item and the problem; the CLI exits 2."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cardset import load_cardset
from engine.decks import parse_deck
from engine.errors import FormatError
from engine.replay import read_replay

GOOD_CARD = """
  - number: "001"
    name: {en: Alpha, ja: アルファ}
    type: character
    stats: {level: 1, power: 2000, defense: 2000}
    text: {en: "", ja: ""}
"""
HEAD = "format: 1\ngame: victory_spark\ncode: BAD\nversion: 1\nname: {en: Bad, ja: バッド}\ncards:\n"


def write(tmp_path: Path, name: str, text: str) -> Path:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def test_cardset_unknown_effect_names_file_card_and_field(tmp_path: Path) -> None:
    body = GOOD_CARD + "    abilities:\n      - {type: activated, effects: [{explode: 3}]}\n"
    p = write(tmp_path, "set.yaml", HEAD + body)
    with pytest.raises(FormatError) as e:
        load_cardset(p)
    msg = str(e.value)
    assert "set.yaml" in msg and "BAD-001 (Alpha)" in msg and "abilities[0].effects[0]" in msg


def test_cardset_duplicate_number(tmp_path: Path) -> None:
    p = write(tmp_path, "dup.yaml", HEAD + GOOD_CARD + GOOD_CARD)
    with pytest.raises(FormatError, match="duplicate card number"):
        load_cardset(p)


def test_cardset_missing_japanese_name(tmp_path: Path) -> None:
    p = write(tmp_path, "ja.yaml", HEAD + GOOD_CARD.replace(", ja: アルファ", ""))
    with pytest.raises(FormatError, match=r"name\.ja"):
        load_cardset(p)


def test_cardset_bad_stat_and_unknown_zone(tmp_path: Path) -> None:
    p = write(tmp_path, "s.yaml", HEAD + GOOD_CARD.replace("power: 2000", "power: lots"))
    with pytest.raises(FormatError, match=r"stats"):
        load_cardset(p)
    body = GOOD_CARD + "    abilities:\n      - {type: continuous, zone: moon, modify: {power: 1000}}\n"
    with pytest.raises(FormatError, match="unknown zone 'moon'"):
        load_cardset(write(tmp_path, "z.yaml", HEAD + body))


def test_cardset_not_yaml(tmp_path: Path) -> None:
    with pytest.raises(FormatError, match="not valid YAML"):
        load_cardset(write(tmp_path, "x.yaml", "cards: [\n"))


def test_cardset_with_code_is_just_data(tmp_path: Path) -> None:
    """Card files carry no code: a Python-object tag is refused by the safe loader."""
    with pytest.raises(FormatError):
        load_cardset(write(tmp_path, "evil.yaml", "!!python/object/apply:os.system ['true']\n"))


def test_deck_bad_line_names_line() -> None:
    with pytest.raises(FormatError, match="line 3"):
        parse_deck("name: x\n4 Alpha\nfour Beta\n", "d.txt")


def test_replay_unknown_format(tmp_path: Path) -> None:
    p = write(tmp_path, "r.json", json.dumps({"format": "something-else"}))
    with pytest.raises(FormatError, match="not a TCG Table replay"):
        read_replay(p)


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tcgtable", *args], capture_output=True, text=True)


@pytest.mark.parametrize("args", [
    ("replay", "verify", "{tmp}/missing.json"),
    ("replay", "show", "{tmp}/garbage.json"),
    ("deck", "validate", "--game", "victory_spark", "{tmp}/missing.txt"),
    ("simulate", "--game", "nosuchgame", "--games", "1"),
    ("scenario", "run", "{tmp}/garbage.json"),
])
def test_cli_bad_input_exits_2_without_traceback(tmp_path: Path, args: tuple[str, ...]) -> None:
    write(tmp_path, "garbage.json", "{not json")
    r = cli(*(a.format(tmp=tmp_path) for a in args))
    assert "Traceback" not in r.stderr + r.stdout
    assert r.returncode in (1, 2)
    assert str(tmp_path) in r.stdout + r.stderr or "nosuchgame" in r.stderr


def test_cli_verify_detects_tampering(tmp_path: Path) -> None:
    out = tmp_path / "reps"
    r = cli("simulate", "--game", "victory_spark", "--games", "1", "--seed", "3", "--replays", str(out), "--json")
    assert r.returncode == 0, r.stderr
    rep = next(out.iterdir())
    assert cli("replay", "verify", str(rep)).returncode == 0
    data = json.loads(rep.read_text())
    data["final_hash"] = "0" * 32
    rep.write_text(json.dumps(data))
    r = cli("replay", "verify", str(rep))
    assert r.returncode == 1 and "FAILED" in r.stdout


def test_deck_validate_names_the_file_and_line_of_an_unknown_game(tmp_path: Path) -> None:
    deck = write(tmp_path, "deck.txt", "name: Odd\n# a comment\ngame: " + "chess" * 40 + "\n4 Some Card\n")
    r = cli("deck", "validate", str(deck))
    assert r.returncode == 2 and "Traceback" not in r.stderr
    [line] = r.stderr.splitlines()
    assert line.startswith(f"error: {deck}: line 3: unknown or unimplemented game 'chesschess")
    assert "victory_spark" in line and len(line) < 300, "the value is cut to an excerpt; the games are named"
    r = cli("deck", "validate", "--game", "nosuchgame", str(deck))
    assert r.returncode == 2 and r.stderr.startswith("error: --game: unknown or unimplemented game 'nosuchgame'")
