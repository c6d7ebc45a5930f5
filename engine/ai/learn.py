"""The learning loop: self-play with the best agent so far, fit, gate by arena, keep the winner.

A model plays as the agent template `agent` with `{model}` replaced by its file (default: the
search judging its leaves by the model); with no model yet, the template's `,value={model}`
option is left out (the search as it is, judged by the game's own evaluation). Round r plays
`games` self-play games with the `selfplay` template (default the same agent) for the best
model so far, appends them to `<dir>/round<r>.jsonl.gz`, fits a candidate on every round's
records so far, and plays an arena of `gate_games` games between the candidate's agent and the
best agent so far. The candidate becomes the best when it scores at least GATE_SCORE there (a
draw counts half). The agents carry no time budget, so the same command gives the same games,
the same models and the same verdicts: that is how the shipped models are reproduced
(docs/ai.md).
"""
from __future__ import annotations

import json
import shutil
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from .arena import run_arena
from .selfplay import generate, read_records
from .train import collect, fit
from .value import ValueModel

GATE_SCORE = 0.55
# the search the levels play with where a model serves (engine/ai/levels.py): leaves judged by the
# model, no rollout; 300 iterations, about a quarter of a second a decision here
DEFAULT_AGENT = "ismcts:300,value={model},steps=0,tail=0"


def agent_for(template: str, model: Path | None) -> str:
    """The agent spec judging by `model` (the template's {model}); without a model the template
    without its `value={model}` option."""
    if model is not None:
        return template.replace("{model}", str(model))
    head, *opts = template.split(",")
    return ",".join([head, *(o for o in opts if "{model}" not in o)])


def learn(game: str, rounds: int, games: int, gate_games: int, workdir: str | Path, seed: int = 0,
          jobs: int | None = 1, hidden: int = 16, agent: str = DEFAULT_AGENT, start: str | Path | None = None,
          say: Callable[[str], None] = print, ray: str | None = None, progress: Any = None,
          selfplay: str | None = None, gate_progress: Any = None,
          with_records: Sequence[str | Path] = ()) -> dict[str, Any]:
    """Run the loop; returns {"best": path or None, "rounds": [per-round report]}. `start` is a
    model to begin from (else the plain heuristic is the first best agent); `with_records` are
    earlier records every fit includes besides the rounds' own (typically the ones `start` was
    fitted on: a round's couple of hundred games alone fit a model worse than those). `jobs` and `ray`
    choose where games run (engine/ai/workers.py); `progress(done, total)` follows the self-play
    games, `gate_progress(arena.Progress)` a gate's games (with the candidate's win rate)."""
    work = Path(workdir)
    work.mkdir(parents=True, exist_ok=True)
    best: Path | None = Path(start) if start else None
    if best is not None:
        ValueModel.load(best)  # fail before any game is played
    out: list[dict[str, Any]] = []
    files: list[Path] = sorted(work.glob("round*.jsonl.gz"))
    earlier: list[list[dict[str, Any]]] = []  # read (and checked) before any game is played
    for f in with_records:
        head, recs = read_records(f)
        if head.get("game") != game:
            raise ValueError(f"{f}: records of {head.get('game')!r}, not {game!r}")
        earlier.append(recs)
    for r in range(rounds):
        spec = agent_for(agent, best)
        player = agent_for(selfplay or agent, best)
        rec = work / f"round{r}.jsonl.gz"
        say(f"round {r}: self-play, {games} games of {player}")
        generate(game, player, games, seed * 1000 + r, rec, jobs, progress, ray)
        if rec not in files:
            files.append(rec)
        data = collect([*earlier, *(read_records(f)[1] for f in files)])
        made = {"game": game, "round": r, "records": [Path(f).name for f in (*with_records, *files)], "seed": seed,
                "hidden": hidden}
        model, rep = fit(data, game, hidden=hidden, seed=seed + r, meta=made)
        cand = work / f"candidate{r}.value.json"
        model.meta["fit"] = {k: v for k, v in rep.items() if k != "holdout_loss_by_epoch"}
        model.save(cand)
        say(f"round {r}: fitted on {rep['positions']} positions of {rep['games']} games: held-out loss "
            f"{rep['model_loss']} (hand-set {rep.get('handset_loss', '-')}, constant {rep['constant_loss']})")
        res = run_arena(game, agent_for(agent, cand), spec, gate_games, seed=seed * 1000 + 500 + r, jobs=jobs,
                        ray=ray, progress=gate_progress)
        score = res["a_score"]
        kept = score >= GATE_SCORE
        lo, hi = res["a_win_rate_ci95"]
        say(f"round {r}: gate {res['a_wins']}-{res['b_wins']}-{res['draws']} of {res['games']} "
            f"(score {score:.3f}, wins 95% CI {lo:.2f}-{hi:.2f}): {'kept' if kept else 'rejected'}")
        if kept:
            best = work / f"best{r}.value.json"
            shutil.copyfile(cand, best)
        out.append({"round": r, "fit": rep, "gate": {"a": res["a"], "b": res["b"], "games": res["games"],
                                                     "a_wins": res["a_wins"], "b_wins": res["b_wins"],
                                                     "draws": res["draws"], "score": score}, "kept": kept})
        (work / "learn.json").write_text(json.dumps({"game": game, "rounds": out}, indent=1) + "\n")
    return {"best": str(best) if best else None, "rounds": out}
