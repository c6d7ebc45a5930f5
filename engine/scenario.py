"""Rules scenarios (docs/scenarios.md): a YAML file sets up a mid-game position (or starts a game
with its decks in a given order), applies actions and checks expectations. The same format serves
the CLI and the test suite. The expectations beyond single values live in scenario_checks."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from . import scenario_checks as checks
from . import scenario_setup as setup_checks
from . import scenario_steps as steps
from .actions import Action
from .cards import CardDef
from .cardset import parse_cardset, read_data
from .decks import CardIndex
from .errors import FormatError
from .games import get_rules
from .library import bundled_cards
from .scenario_built import Outcome, _Built
from .scenario_schema import check_spec
from .state import ORIENT_NAMES, State

# What a game's scenario hooks raise on author-written arguments they cannot use.
_HOOK_ERRORS = checks.HOOK_ERRORS


def _card_of(index: CardIndex, ref: str, where: str, source: str) -> CardDef:
    return checks.card_of(index, ref, where, source)


def load_scenarios(path: str | Path) -> list[dict[str, Any]]:
    """Every scenario of a file (their shape is checked when each is built)."""
    data = read_data(path, "scenario")
    if isinstance(data, dict) and "scenarios" in data:
        if not isinstance(data["scenarios"], list):
            raise FormatError(str(path), "scenarios", "must be a list of scenarios")
        common = {k: v for k, v in data.items() if k != "scenarios"}
        specs = []
        for n, sc in enumerate(data["scenarios"]):
            if not isinstance(sc, dict):
                raise FormatError(str(path), f"scenarios[{n}]", "a scenario is a mapping (name, setup, steps, ...)")
            specs.append({**common, **sc})
    elif isinstance(data, dict):
        specs = [data]
    else:
        raise FormatError(str(path), "top level", "a scenario file is a mapping (or has a 'scenarios' list)")
    return specs  # each is checked against scenario_schema by build(), where every caller passes


def build(spec: dict[str, Any], source: str) -> _Built:
    name = spec.get("name") if isinstance(spec, dict) else None
    check_spec(spec, source, f"scenario ({name})" if isinstance(name, str) else "scenario")
    game = spec.get("game")
    try:
        rules = get_rules(game)  # type: ignore[arg-type]
    except KeyError:
        raise FormatError(source, "game", f"unknown or unimplemented game {game!r}") from None
    cards = dict(bundled_cards(game))
    if spec.get("cards"):
        cs = parse_cardset({"format": 1, "game": game, "code": spec.get("set", "SCN"), "version": 1,
                            "name": {"en": "Scenario cards", "ja": "シナリオ用カード"}, "cards": spec["cards"]}, source)
        cards.update(cs.by_id())
    index = CardIndex(cards)
    # collect every card placed, per player, with where it goes
    placements: list[tuple[int, str, CardDef, dict[str, Any]]] = []
    setup = spec.get("setup", {})
    for p, pz in enumerate(setup.get("players", [{}, {}])):
        for zone, items in (pz or {}).items():
            if zone == "deck_fill":
                if not isinstance(items, dict):
                    raise FormatError(source, f"setup.players[{p}].deck_fill", "must be {card: ..., count: N}")
                c = _card_of(index, str(items["card"]), f"setup.players[{p}].deck_fill", source)
                placements += [(p, "deck", c, {}) for _ in range(int(items.get("count", 1)))]
                continue
            if not isinstance(items, list):
                raise FormatError(source, f"setup.players[{p}].{zone}", "must be a list of cards")
            # lists are written top card first; zones are stored bottom..top
            for n, it in enumerate(reversed(items)):
                opts = it if isinstance(it, dict) else {"card": it}
                if "card" not in opts:
                    raise FormatError(source, f"setup.players[{p}].{zone}[{n}]", "needs 'card'")
                c = _card_of(index, str(opts["card"]), f"setup.players[{p}].{zone}", source)
                placements.append((p, zone, c, opts))
    decks = [{"main": [c for (q, _z, c, _o) in placements if q == p]} for p in (0, 1)]
    state = rules.empty_state(decks, int(spec.get("seed", 1)))
    labels: dict[str, int] = {}
    counters = [0, 0]
    base = [0, len(decks[0]["main"])]
    for p, zone, _card, opts in placements:
        iid = base[p] + counters[p]
        counters[p] += 1
        try:
            key = rules.scenario_key(p, zone)
            dst = state.zones[key]
        except KeyError:
            raise FormatError(source, f"setup.players[{p}].{zone}", "unknown zone") from None
        state.zones[state.zone_of[iid]].remove(iid)
        dst.append(iid)
        state.zone_of[iid] = key
        state.placed[iid] = state.tick()
        if "orient" in opts:
            state.orient[iid] = ORIENT_NAMES.index(opts["orient"])
        state.damage[iid] = int(opts.get("damage", 0))
        if "as" in opts:
            labels[str(opts["as"])] = iid
        extra = {k: v for k, v in opts.items() if k not in ("card", "orient", "damage", "as")}
        if extra:  # a game's own placement options (e.g. a face-down card)
            hook = getattr(rules, "scenario_card", None)
            if hook is None:
                raise FormatError(source, f"setup.players[{p}].{zone}", f"unknown option(s) {', '.join(extra)}")
            try:
                hook(state, iid, extra)
            except _HOOK_ERRORS as e:
                raise FormatError(source, f"setup.players[{p}].{zone}", str(e)) from None
    if setup.get("start", "position") == "game":
        setup_checks.start_game(state, setup, source)
        b = _Built(state, labels, index)
        if setup.get("check_decks", True):  # as the app: an illegal deck starts no game
            b.refused = setup_checks.deck_violations(state)
        if not b.refused:
            _run(b, None)
        return b
    for k in ("shuffle", "check_decks"):
        if k in setup:
            raise FormatError(source, f"setup.{k}", "only used with start: game")
    state.turn = int(setup.get("turn", 2))
    state.turn_player = int(setup.get("turn_player", 0))
    state.first_player = int(setup.get("first_player") or 0)
    for k, v in (setup.get("flags") or {}).items():  # raw engine state: the game says what may be set
        flag_hook = getattr(rules, "scenario_flag", None)
        try:
            if flag_hook is None:
                raise ValueError(f"this game's scenarios set no flags ({k!r})")
            flag_hook(state, k, v)
        except _HOOK_ERRORS as e:
            raise FormatError(source, f"setup.flags.{k}", str(e)) from None
    b = _Built(state, labels, index)
    setup_checks.extras(b, setup, source)
    try:
        rules.scenario_begin(state, setup.get("phase") or getattr(rules, "scenario_phase", "chara"))
    except ValueError as e:
        raise FormatError(source, "setup.phase", str(e)) from None
    _run(b, None)
    return b


def _run(b: _Built, action: Action | None) -> None:
    steps.record(b, steps.resume(b) if action is None else steps.do(b, action))


def _arg(b: _Built, a: Any, where: str, source: str) -> Any:
    return checks.label_arg(b.labels, a, where, source)


def _action(b: _Built, raw: Any, where: str, source: str) -> Action:
    if isinstance(raw, str):
        raw = [raw]
    if not isinstance(raw, list) or not raw or not isinstance(raw[0], str):
        raise FormatError(source, where, "an action is [kind, args...]")
    for a in raw[1:]:  # as in replays: 0.0 or true would pass for 0 or 1 and reach the game as an index
        if not isinstance(a, str) and type(a) is not int:
            raise FormatError(source, where, f"an action argument is a name, '@label' or a whole number, not {a!r}")
    args = [_arg(b, a, where, source) for a in raw[1:]]
    try:
        action = b.state.rules.scenario_action(b.state, str(raw[0]), args)
        hash(action)  # compared with the legal actions
    except FormatError:
        raise
    except _HOOK_ERRORS as e:
        raise FormatError(source, where, f"cannot read the action {str(raw)[:80]} ({e})") from None
    return action


def _card_ids(b: _Built, items: list[Any], where: str, source: str) -> list[str]:
    out = []
    for it in items:
        if isinstance(it, str) and it.startswith("@"):
            out.append(b.state.defs[_arg(b, it, where, source)].id)
        else:
            out.append(_card_of(b.index, str(it), where, source).id)
    return sorted(out)


def _value(s: State, i: int, key: str) -> Any:
    from .layers import chars
    if key == "orient":
        return ORIENT_NAMES[s.orient[i]]
    if key == "damage":
        return s.damage[i]
    if key == "in_zone":
        return s.zone_of[i]
    return getattr(chars(s, i), key)


_zone_known = checks.zone_known


def check(b: _Built, exp: dict[str, Any], source: str) -> list[str]:
    """Every expectation that does not hold, as a message."""
    s = b.state
    fails: list[str] = []
    for key, val in exp.items():
        if val is None and key not in ("decision", "winner") and key not in checks.NULL_MEANS_NONE:
            continue  # `log:` left empty checks nothing (for decision and winner, null means "none")
        if key == "deck_refused":
            continue  # checked before any step runs (scenario_setup.refusal)
        if key in checks.KEYS:
            fails += checks.check_more(b, key, val, source)
        elif key == "zones":
            for z, items in val.items():
                _zone_known(s, z, f"expect.zones.{z}", source)
                got = sorted(s.defs[i].id for i in s.zones[z])
                want = _card_ids(b, items, f"expect.zones.{z}", source)
                if got != want:
                    fails.append(f"zone {z}: expected {want}, got {got}")
        elif key == "counts":
            for z, n in val.items():
                _zone_known(s, z, f"expect.counts.{z}", source)
                if len(s.zones[z]) != n:
                    fails.append(f"zone {z}: expected {n} cards, got {len(s.zones[z])}")
        elif key in ("orient", "damage", "power", "defense", "level", "in_zone"):
            for lab, want in val.items():
                i = _arg(b, lab, f"expect.{key}", source)
                if type(i) is not int or not 0 <= i < len(s.defs):
                    raise FormatError(source, f"expect.{key}", f"{lab!r} is not a card label ('@name' of a card "
                                      "placed with 'as:')")
                got = _value(s, i, key)
                if got != want:
                    fails.append(f"{key} of {lab}: expected {want!r}, got {got!r}")
        elif key == "decision":
            d = s.decision
            if val is None:
                if d is not None and s.result is None:
                    fails.append(f"expected no pending decision, got {d.kind} for player {d.player}")
            elif d is None:
                fails.append(f"expected a decision {val}, got none (result {s.result})")
            else:
                for k2, v2 in val.items():
                    got2 = getattr(d, k2)
                    if got2 != v2:
                        fails.append(f"decision {k2}: expected {v2!r}, got {got2!r}")
        elif key in ("legal", "not_legal"):
            legal = set(s.legal_actions())
            for raw in val:
                a = _action(b, raw, f"expect.{key}", source)
                if (a in legal) != (key == "legal"):
                    fails.append(f"{a} should {'' if key == 'legal' else 'not '}be legal (legal: {', '.join(map(str, legal))})")
        elif key == "winner":
            got3 = None if s.result is None else ("draw" if s.result[0] == "draw" else s.result[1])
            want3 = None if val == "none" else val
            if got3 != want3:
                fails.append(f"winner: expected {val!r}, got {got3!r} ({s.result})")
        elif key == "log":
            for frag in val:
                if not any(frag in line for line in b.log):
                    fails.append(f"log has no line containing {frag!r}")
        elif key == "not_log":
            for frag in val:
                if any(frag in line for line in b.log):
                    fails.append(f"log should not contain {frag!r}")
        elif key in ("phase", "step", "turn_player", "turn"):
            if getattr(s, key) != val:
                fails.append(f"{key}: expected {val!r}, got {getattr(s, key)!r}")
        else:
            hook = getattr(s.rules, "scenario_expect", None)
            try:
                got4 = hook(s, key, val, lambda a, where=f"expect.{key}": _arg(b, a, where, source)) if hook else None
            except FormatError:
                raise
            except _HOOK_ERRORS as e:
                raise FormatError(source, f"expect.{key}", f"cannot read this expectation ({e})") from None
            if got4 is None:
                raise FormatError(source, f"expect.{key}", "unknown expectation")
            fails += got4
    return fails


def run_scenario(spec: dict[str, Any], source: str) -> Outcome:
    """Build and run one scenario. A wrong shape is a FormatError; anything else that goes wrong
    inside it (an engine crash too) is this scenario's failure, so the scenarios after it still run."""
    out = Outcome(str(spec.get("name", Path(source).stem)) if isinstance(spec, dict) else "scenario", source)
    try:
        _run_scenario(spec, source, out)
    except FormatError:
        raise
    except Exception as e:  # noqa: BLE001 - reported as this scenario's failure, never lost
        import traceback
        where = traceback.extract_tb(e.__traceback__)[-1]
        out.failures.append(f"crashed: {type(e).__name__}: {e} (at {Path(where.filename).name}:{where.lineno})")
    return out


def _run_scenario(spec: dict[str, Any], source: str, out: Outcome) -> None:
    b = build(spec, source)
    todo = list(spec.get("steps", []))
    todo += [{"do": a} for a in spec.get("actions", [])]
    if spec.get("expect"):
        todo.append({"expect": spec["expect"]})
    if setup_checks.refusal(b, todo, source, out):
        return
    for n, step in enumerate(todo):
        if not steps.step(b, step, n, source, _action, out):
            return
        if step.get("validate_deck") is not None:
            out.failures += checks.check_verdict(b, step["validate_deck"], step["expect_verdict"], f"steps[{n}]", source)
        if step.get("expect"):  # `expect:` left empty checks nothing
            out.failures += check(b, step["expect"], source)


def run_files(paths: list[str]) -> list[Outcome]:
    """Every scenario of every file; a file that cannot be read is one failed outcome."""
    results = []
    for p in paths:
        try:
            specs = load_scenarios(p)
        except Exception as e:  # noqa: BLE001 - the next files still run
            results.append(Outcome(Path(p).stem, str(p), [f"cannot read: {e}"]))
            continue
        for spec in specs:
            try:
                results.append(run_scenario(spec, str(p)))
            except FormatError as e:
                results.append(Outcome(str(spec.get("name", Path(p).stem)), str(p), [f"format error: {e}"]))
    return results
