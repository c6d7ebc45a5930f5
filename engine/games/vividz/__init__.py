"""Vividz (comprehensive rules v1.1.0 with RULINGS V1-V6) on the shared engine."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...actions import Action, tuplify
from ...cards import CardDef
from ...processor import run
from ...render import answer_word
from ...rules import GameRules
from ...state import REST, REVERSE, STAND, State, blank_state
from . import (
    abilities,
    attacks,
    core,
    costs,
    deckrules,
    effects,
    flow,
    missions,
    placing,
    playing,
    render,
    replacements,
    view,
    zones,
)
from .lki import lki_chars


def t_to_area(state: State, t: tuple[Any, ...]) -> None:
    """("vz_to_area", iid, obj, areas): a task of older saves; now placing.t_put_area's."""
    _, iid, obj, allowed = t[:4]
    if state.obj[iid] == obj and state.defs[iid].type == "chara":
        state.tasks.append(("vz_put_area", ((iid, obj, tuple(allowed)),), (), -1, "empty", None, ()))


def t_slot(state: State, t: tuple[Any, ...]) -> None:
    """("vz_slot", iid, obj, chooser, areas): a task of older saves; now placing.t_put_area's."""
    _, iid, obj, chooser, ks = t
    if state.obj[iid] == obj:
        state.tasks.append(("vz_put_area", ((iid, obj, tuple(ks)),), (), chooser, "chosen", None, ()))


def t_to_area_answer(state: State, t: tuple[Any, ...]) -> None:
    a = t[1]
    iid, k = a.args
    replacements.request_move(state, iid, f"{state.owner[iid]}.area{k}", cause="effect")


AREA_NAMES = {"left": 0, "center": 1, "right": 2}


class Vividz(GameRules):
    id = zones.GAME_ID
    name = {"en": "Vividz", "ja": "ヴィヴィッズ"}
    deck_sections = deckrules.SECTIONS
    card_data = zones  # the modules the shared engine reads hooks from (docs/engine.md, "Writing a game")
    deck_rules = deckrules
    game_core = core
    auto_abilities = abilities
    views = view
    event_text = render
    task_modules = (abilities, flow, playing, attacks, costs, replacements, effects, placing)
    tasks = {"vz_to_area": t_to_area, "vz_to_area_answer": t_to_area_answer, "vz_slot": t_slot}
    filter_ops = effects.FILTER_OPS
    condition_ops = effects.CONDITION_OPS
    effect_ops = {**effects.EFFECT_OPS, **placing.EFFECT_OPS}
    shared_zones = zones.SHARED_ZONES
    setup_task = "vz_setup"
    scenario_extras = f"{__name__}.scenario_setup"  # this_turn

    # -- hooks the shared interpreter and layers use ------------------------------------
    def ability_active(self, state: State, iid: int, ab: dict[str, Any], zname: str) -> bool:
        return zones.ability_active_at(state, iid, ab, state.zone_of[iid])

    def ability_zone_test(self, ab: dict[str, Any], key: str) -> bool | None:
        v = zones.zone_part(ab, key)
        return None if v == 2 else v == 1  # 2: a mission's, which depends on it being face up

    def move(self, state: State, iid: int, zname: str, position: str, ctx: dict[str, Any]) -> None:
        """An effect moves a card: to its owner's zone of that name (502.4c)."""
        self.move_many(state, [iid], zname, position, ctx)

    def move_many(self, state: State, iids: list[int], zname: str, position: str, ctx: dict[str, Any]) -> None:
        """Cards an effect moves: charas put into the areas are placed together once every area is
        chosen, the turn player's first (501.5, 102.8, 911.3c); cards out of zones other than the
        deck arrive together (501.5: one batch of events, so 908.3b/908.3c triggers see every card
        moved with them), the deck's one at a time in the order named (504.3)."""
        if zname in placing.AREA_SETS:
            placing.put_in_areas(state, iids, zname, ctx)
            return
        if zname in ("temporary", "scout", "exp", "mission", "account"):
            return  # not a place effects put cards (use the exp effect for EXP, 1112)
        placing.move_cards_by_effect(state, iids, [core.dest_key(state, i, zname) for i in iids],
                                     position != "bottom", "effect", core.effect_source(ctx),
                                     tuple(ctx.get("applied", ())))

    def move_to_slot(self, state: State, iid: int, zname: str, slot: str, ctx: dict[str, Any]) -> None:
        """An area the effect's controller chooses; `chosen` allows an occupied one (the rule effect
        of 1001 then settles two charas in one area, V13)."""
        if zname not in placing.AREA_SETS:
            self.move(state, iid, zname, "top", ctx)
            return
        placing.put_in_areas(state, [iid], zname, ctx, ctx["ctrl"], slot)

    def may_decline(self, state: State, ctx: dict[str, Any], node: dict[str, Any]) -> bool:
        """102.10: a choice of cards with a given parameter in a hidden zone (a hand, a deck, a keep
        zone) may take none of them: nobody could check that none fits. Only a parameter counts;
        the top N of a deck is a position, and its cards are simply taken."""
        return placing.parametered_hidden_choice(node)

    def last_known(self, state: State, iid: int, obj: int) -> Any:
        lki = core.lki_of(state, iid, obj)
        return lki_chars(state, iid, lki) if lki is not None else None

    def deal_damage(self, state: State, iid: int, amount: int, ctx: dict[str, Any] | None) -> None:
        src = {"by": ctx["src"], "by_card": ctx["def"], "ctrl": ctx["ctrl"]} if ctx else {}
        replacements.request_damage(state, iid, amount, src)

    # -- games ----------------------------------------------------------------------
    def new_game(self, decks: list[dict[str, list[CardDef]]], seed: int) -> State:
        """601.1a: accounts face up and reported; 601.1b: missions face down; the main decks."""
        s = self.empty_state(decks, seed)
        for i, d in enumerate(s.defs):
            p = s.owner[i]
            if d.type in ("account", "mission"):
                key = f"{p}.{d.type}"
                s.zones[f"{p}.deck"].remove(i)
                s.zones[key].append(i)
                s.zone_of[i] = key
                s.orient[i] = REVERSE if d.type == "mission" else STAND
        s.tasks = [(self.setup_task,)]
        run(s)
        return s

    def empty_state(self, decks: list[dict[str, list[CardDef]]], seed: int) -> State:
        """Every card in its owner's deck, nothing scheduled (scenarios place cards themselves)."""
        lists = []
        for p in (0, 1):
            cards = [c for sec in deckrules.SECTIONS for c in decks[p].get(sec, [])]
            cards += [c for sec, cs in decks[p].items() if sec not in deckrules.SECTIONS for c in cs]
            lists.append(cards)
        keys = [f"{p}.{z}" for p in (0, 1) for z in zones.PLAYER_ZONES] + list(self.shared_zones)
        return blank_state(self, lists, keys, seed)

    # -- scenarios (docs/scenarios.md, docs/vividz.md) ----------------------------------------
    scenario_phase = "main"  # where a position starts when its setup names no phase

    def scenario_key(self, player: int, zone: str) -> str:
        if zone in ("temporary", "temp", "scout"):
            return "temp" if zone != "scout" else "scout"
        if zone in AREA_NAMES:
            return f"{player}.area{AREA_NAMES[zone]}"
        if zone.startswith("exp_") and zone[4:] in AREA_NAMES:
            return f"{player}.exp{AREA_NAMES[zone[4:]]}"
        if zone not in zones.PLAYER_ZONES:
            raise KeyError(zone)
        return f"{player}.{zone}"

    def scenario_flag(self, state: State, key: str, value: Any) -> None:
        """Flags a scenario may set: `ctr: [[player, counter name, count], ...]` (counters, 1301.2)."""
        if key != "ctr":
            raise ValueError(f"unknown flag {key!r} (a Vividz scenario may set ctr)")
        ok = isinstance(value, list) and all(
            isinstance(x, list) and len(x) == 3 and x[0] in (0, 1) and type(x[0]) is int and isinstance(x[1], str)
            and type(x[2]) is int and 0 <= x[2] <= 1_000_000 for x in value)
        if not ok:
            raise ValueError("ctr is a list of [player 0 or 1, counter name, count]")
        state.flags["ctr"] = tuple(sorted((p, n, c) for p, n, c in value if c))

    def scenario_card(self, state: State, iid: int, opts: dict[str, Any]) -> None:
        """Placement options: `state: report | sleep | face_down` (a mission face down is cleared)."""
        for k, v in opts.items():
            if k != "state" or v not in ("report", "sleep", "face_down"):
                raise ValueError(f"unknown option {k}: {v} (Vividz cards take state: report, sleep or face_down)")
            state.orient[iid] = {"report": STAND, "sleep": REST, "face_down": REVERSE}[v]

    def scenario_begin(self, state: State, phase: str) -> None:
        """Start a scenario position at the beginning of a phase of the current turn."""
        if phase not in ("start_draw", "main", "mission", "charge", "end_draw"):
            raise ValueError(f"a Vividz scenario starts at a phase: start_draw, main, mission, charge or end_draw, "
                             f"not {phase!r}")
        state.flags = {k: tuplify(v) for k, v in state.flags.items()}
        state.flags.setdefault("missions_open", True)
        state.tasks.append(("vz_phase", phase))

    def scenario_start(self, state: State, first_player: int | None, shuffle: bool = False) -> None:
        """Start a scenario at the game's preparation (601.1) with every main deck in the order
        placed: the shuffle of 601.1c is left out (`shuffle`: done, from the scenario's seed);
        601.1d decides the first player from the decks."""
        if first_player is not None:
            raise ValueError("601.1d decides the first player from the revealed top cards: order the decks "
                             "instead of giving first_player")
        for i, key in enumerate(state.zone_of):
            zone, d = key.split(".")[-1], state.defs[i]
            if zone not in ("deck", "account", "mission"):
                raise ValueError(f"a game starts with the cards in the deck, account and mission zones (601.1), "
                                 f"not {d.name['en']} in {zone}")
            if (d.type in ("account", "mission") or zone != "deck") and d.type != zone:
                raise ValueError(f"{d.name['en']} ({d.type}) is not a card of the {zone} zone: the account and "
                                 "the missions are listed under account: and mission: (601.1a, 601.1b)")
            state.orient[i] = REVERSE if zone == "mission" else STAND  # 601.1b: missions face down
        if not shuffle:
            state.flags["fixed_setup"] = True  # read by flow.t_setup_shuffle
        state.tasks = [(self.setup_task,)]

    def scenario_waiting(self, state: State) -> list[dict[str, Any]]:
        """The triggered abilities waiting to be played (908.2), in the order they triggered."""
        return [{"card": e[abilities.SRC], "def": e[abilities.DEF], "ability": e[abilities.AB], "kind": "auto",
                 "player": e[abilities.CTRL], "ctx": None} for e in abilities.pending(state)]

    def scenario_action(self, state: State, kind: str, args: list[Any]) -> Action:
        """`play` takes an area name (left, center, right) or nothing for an event; `trigger`
        names the card whose triggered ability to play (and optionally the ability, by index or
        name); `activate` and `replace` name the ability by index or name."""
        from ...scenario_checks import ability_index
        if kind in ("activate", "replace") and len(args) == 2 and isinstance(args[0], int) \
                and 0 <= args[0] < len(state.defs):
            return Action(kind, (args[0], ability_index(state.defs[args[0]], args[1])))
        if kind == "trigger" and args:
            for e in abilities.pending(state):
                if e[abilities.SRC] == args[0] and (len(args) < 2 or e[abilities.AB] == ability_index(
                        state.deftable[e[abilities.DEF]], args[1])):
                    return Action("trigger", (e[abilities.UID],))
        if kind in ("play", "slide") and args:
            if len(args) == 1:
                args = [args[0], -1]
            if isinstance(args[1], str) and args[1] in AREA_NAMES:
                args[1] = AREA_NAMES[args[1]]
        a = Action(kind, tuple(args))
        if state.decision is not None and a not in state.decision.options and kind in ("play", "energy", "keep",
                                                                                       "pay", "discard"):
            # identical copies are offered once: use the offered copy from the same zone
            i = args[0]
            same = [o for o in state.decision.options if o.kind == kind and o.args and o.args[1:] == tuple(args[1:])
                    and state.defs[o.args[0]].id == state.defs[i].id]
            same.sort(key=lambda o: state.zone_of[o.args[0]] != state.zone_of[i])
            if same:
                return same[0]
        return a

    def scenario_expect(self, state: State, key: str, val: Any, arg: Callable[[Any], Any]) -> list[str] | None:
        """Vividz expectations: counters, mission (state of missions), exp (EXP counts), success,
        triggered (number of triggered abilities), play_cost ({"@card": [area, cost]})."""
        fails: list[str] = []
        if key == "counters":
            for p, want in val.items():
                got = core.counters(state, int(p))
                if got != want:
                    fails.append(f"counters of player {p}: expected {want}, got {got}")
        elif key == "mission":
            names = {STAND: "unchecked", REST: "checked", REVERSE: "cleared"}
            for lab, want in val.items():
                i = arg(lab)
                if names[state.orient[i]] != want:
                    fails.append(f"mission {lab}: expected {want}, got {names[state.orient[i]]}")
        elif key == "exp":
            for lab, want in val.items():
                got = len(core.exp_of(state, arg(lab)))
                if got != want:
                    fails.append(f"EXP of {lab}: expected {want}, got {got}")
        elif key == "success":
            got = sorted(i for i, o in state.flags.get("success", ()) if state.obj[i] == o)
            want = sorted(arg(x) for x in val)
            if got != want:
                fails.append(f"attack success: expected {want}, got {got}")
        elif key == "delayed":
            if len(state.flags.get("delayed", ())) != val:
                fails.append(f"delayed abilities: expected {val}, got {len(state.flags.get('delayed', ()))}")
        elif key == "triggered":
            if len(abilities.pending(state)) != val:
                fails.append(f"triggered abilities: expected {val}, got {len(abilities.pending(state))}")
        elif key == "play_cost":
            for lab, (area, want) in val.items():
                i = arg(lab)
                area = AREA_NAMES.get(area, area)
                got = playing.play_cost(state, i, abilities.controller(state, i), area)
                if got != want:
                    fails.append(f"cost to play {lab} to area {area}: expected {want}, got {got}")
        elif key == "vz_power":
            for lab, want in val.items():
                got = core.power(state, arg(lab))
                if got != want:
                    fails.append(f"power of {lab}: expected {want}, got {got}")
        elif key == "mission_counts":
            got_c = missions.counts(state)
            for lab, parts in val.items():
                m = arg(lab)
                for part, want in parts.items():
                    got = [got_c.get((m, part, j), 0) for j in range(len(want))]
                    if got != want:
                        fails.append(f"{part} counts of {lab}: expected {want}, got {got}")
        else:
            return None
        return fails

    def cards_seen(self, turn: int, first: bool) -> int | None:
        """5 in the opening hand (504.3), then at least 1 in each start draw phase (none on the first
        player's first turn, 702.4a) and end draw phase (706) before this turn's main phase."""
        return flow.HAND_SIZE + (turn - 1 if first else turn) + (turn - 1)

    def describe_action(self, state: State, a: Action, lang: str = "en") -> str:
        ja = lang == "ja"

        def nm(i: int) -> str:
            return state.defs[i].label(lang)
        k, args = a.kind, a.args
        if k == "play":
            if args[1] < 0:
                return f"{nm(args[0])}をプレイ" if ja else f"Play {nm(args[0])}"
            where = render.AREA[lang if ja else "en"][args[1]]
            cost = playing.play_cost(state, args[0], abilities.controller(state, args[0]), args[1],
                                  state.decision is not None and state.decision.kind == "free_play")
            return f"{nm(args[0])}を{where}にプレイ(コスト{cost})" if ja else f"Play {nm(args[0])} to the {where} (cost {cost})"
        if k == "activate":
            ab = state.defs[args[0]].abilities[args[1]]
            label = ab.get("name", {}).get(lang) or ("能力" if ja else "ability")
            return f"{nm(args[0])}の{label}をプレイ" if ja else f"Play {nm(args[0])}'s {label}"
        if k == "attack":
            return f"{nm(args[0])}でアタック" if ja else f"Attack with {nm(args[0])}"
        if k == "slide":
            where = render.AREA[lang if ja else "en"][args[1]]
            return f"{nm(args[0])}を{where}へスライド" if ja else f"Slide {nm(args[0])} to the {where}"
        if k in ("energy", "keep", "pay", "discard", "choose"):
            if not args:
                return "エネルギーに置く" if ja else "Put it into energy"
            verb = ({"energy": "をエネルギーに置く", "keep": "をキープする", "pay": "で支払う", "discard": "をトラッシュに置く",
                     "choose": "を選ぶ"} if ja else
                    {"energy": "Put into energy", "keep": "Keep", "pay": "Pay with", "discard": "Discard",
                     "choose": "Choose"})[k]
            return f"{nm(args[0])}{verb}" if ja else f"{verb} {nm(args[0])}"
        if k == "trigger":
            e = next((x for x in abilities.pending(state) if x[abilities.UID] == args[0]), None)
            if e is None:
                return str(a)
            label = state.deftable[e[abilities.DEF]].label(lang)
            return f"{label}の誘発した能力をプレイ" if ja else f"Play {label}'s triggered ability"
        if k == "missions":
            names = ", ".join(nm(i) for i in args)
            return f"ミッションの配置：{names}" if ja else f"Missions: {names}"
        if k == "area":
            where = render.AREA[lang if ja else "en"][args[1]]
            return f"{nm(args[0])}を{where}に置く" if ja else f"Put {nm(args[0])} in the {where}"
        return answer_word(k, lang, {"no_play": ("Do not play", "プレイしない"), "replace": ("Apply the replacement", "置換する"),
                                     "no_replace": ("Do not replace", "置換しない"), "resign": ("Resign", "投了")}, str(a))


RULES = Vividz()
