"""The shared game contract for Vividz: determinism, clone independence, refusing illegal
actions, saving in the middle of an effect, the CLI round trip and the AI evaluation."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine import savegame
from engine.actions import Action
from engine.errors import IllegalAction
from engine.games import IMPLEMENTED, get_rules
from engine.rng import Rng
from engine.scenario import build
from tests.helpers import precon_decks, random_game

GAME = "vividz"


def test_vividz_is_registered() -> None:
    assert GAME in IMPLEMENTED
    assert get_rules(GAME).deck_sections == ("account", "mission", "main")


def test_same_seed_and_answers_same_game() -> None:
    a = random_game(GAME, 11)
    b = random_game(GAME, 11)
    assert a.snapshot() == b.snapshot() and a.state_hash() == b.state_hash()
    assert a.is_terminal() and a.current_player() == -1 and a.legal_actions() == []
    w = a.winner()
    assert a.returns() == ((0.0, 0.0) if w is None else ((1.0, -1.0) if w == 0 else (-1.0, 1.0)))


def test_clone_is_independent_and_illegal_actions_are_refused() -> None:
    s = get_rules(GAME).new_game(precon_decks(GAME), 5)
    before = s.snapshot()
    c = s.clone()
    c.apply_action(c.legal_actions()[0])
    assert s.snapshot() == before and c.snapshot() != before
    with pytest.raises(IllegalAction):
        s.apply_action(Action("explode"))


def test_save_and_load_in_the_middle_of_an_effect() -> None:
    spec = {"game": GAME, "setup": {"turn": 3, "turn_player": 0, "phase": "main", "players": [
        {"hand": [{"card": "Depth Charge", "as": "dc"}], "center": [{"card": "Cinder Knight", "as": "mine"}],
         "left": [{"card": "Ember Pup", "as": "pup"}], "energy": ["Ember Pup", "Ember Pup"],
         "deck_fill": {"card": "Cinder Knight", "count": 5}},
        {"left": [{"card": "Reef Sprite", "as": "a"}], "right": [{"card": "Molten Bulwark", "as": "b"}],
         "deck_fill": {"card": "Cinder Knight", "count": 5}}]}}
    b = build(spec, "inline")
    s = b.state
    s.apply_action(Action("play", (b.labels["dc"], -1)))
    s.apply_action(Action("choose", (b.labels["mine"],)))
    assert s.decision is not None and s.decision.kind == "choose"  # mid-effect: the second choice
    t = savegame.load(json.loads(json.dumps(savegame.save(s))))
    assert t.snapshot() == s.snapshot()
    a = Action("choose", (b.labels["b"],))
    assert s.apply_action(a) == t.apply_action(a)
    assert t.snapshot() == s.snapshot()
    assert s.damage[b.labels["b"]] == 3000  # Cinder Knight's power (1101.1)


def test_evaluation_is_bounded_and_prefers_the_winner() -> None:
    from engine.games.vividz.evaluate import evaluate, prior
    s = get_rules(GAME).new_game(precon_decks(GAME), 9)
    r = Rng(4)
    while not s.is_terminal():
        for p in (0, 1):
            v = evaluate(s.view(p), p, s.deftable)
            assert -1.0 <= v <= 1.0
        for a in s.legal_actions():
            assert isinstance(prior(s, a), float)
        s.apply_action(r.choice(s.legal_actions()))
    w = s.winner()
    if w is not None:
        assert evaluate(s.view(w), w) == 1.0 and evaluate(s.view(1 - w), 1 - w) == -1.0


def test_cli_simulate_replay_verify_show_and_scenario(tmp_path: Path) -> None:
    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "tcgtable", *args], capture_output=True, text=True,
                              cwd=Path(__file__).resolve().parents[2])
    out = cli("simulate", "--game", GAME, "--games", "3", "--seed", "4", "--replays", str(tmp_path), "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["finished"] == 3
    files = sorted(str(p) for p in tmp_path.glob("*.json"))
    out = cli("replay", "verify", *files)
    assert out.returncode == 0 and out.stdout.count(": ok:") == 3, out.stdout
    for lang in ("en", "ja"):
        out = cli("replay", "show", files[0], "--lang", lang)
        assert out.returncode == 0 and ("Turn 1" in out.stdout or "ターン1" in out.stdout)
    deck = next(Path("assets/decks/vividz").glob("*.txt"))
    out = cli("deck", "validate", "--game", GAME, str(deck))
    assert out.returncode == 0 and "legal vividz deck" in out.stdout
    out = cli("scenario", "run", "tests/scenarios/vividz/ch8_attack.yaml")
    assert out.returncode == 0 and " 0 failed" in out.stdout
