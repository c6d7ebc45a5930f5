"""Victory Spark (comprehensive rules v1.05 with RULINGS R1-R7) on the shared engine."""
from __future__ import annotations

from typing import Any

from ... import interp, prohibitions, turnlog
from ...actions import Action, Decision
from ...layers import chars
from ...render import answer_word
from ...rules import GameRules
from ...state import State
from . import abilities, attacks, core, costs, deckorder, deckrules, flow, render, replacements, view, zones


def _f_title(state: State, iid: int, v: Any, src: int) -> bool:
    return v in state.defs[iid].attrs.get("title", [])


def _f_gender(state: State, iid: int, v: Any, src: int) -> bool:
    return state.defs[iid].attrs.get("gender") == v


def _f_work(state: State, iid: int, v: Any, src: int) -> bool:
    return state.defs[iid].attrs.get("work") == v


def _f_title_has(state: State, iid: int, v: Any, src: int) -> bool:
    return any(v in t for t in state.defs[iid].attrs.get("title", []))  # 2.13.6


def _f_partner_of(state: State, iid: int, v: Any, src: int) -> bool:
    return src >= 0 and attacks.is_partner(state, iid, src) == bool(v)


def _f_is_partner_of(state: State, iid: int, v: Any, src: int) -> bool:
    return src >= 0 and attacks.is_partner(state, src, iid) == bool(v)


def _atk_role(role: int) -> Any:
    def f(state: State, iid: int, v: Any, src: int) -> bool:
        atk = state.flags.get("atk")
        return (atk is not None and tuple(atk[role]) == state.ref(iid)) == bool(v)
    return f


def _c_partner_attack(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any]) -> bool:
    atk = state.flags.get("atk")
    return (atk is not None and atk[3]) == bool(cond["partner_attack"])


def _c_role(role: int, key: str) -> Any:
    def f(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any]) -> bool:
        atk = state.flags.get("atk")
        return (atk is not None and src >= 0 and tuple(atk[role]) == state.ref(src)) == bool(cond[key])
    return f


def _c_zone_count(zone: str, key: str) -> Any:
    def f(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any]) -> bool:
        spec = cond[key]
        p = interp.rel_player(ctrl, spec.get("player"))
        n = len(state.zones[f"{p}.{zone}"])
        return spec.get("min", 0) <= n <= spec.get("max", 10**9)
    return f


def _e_partner_attack(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    attacks.make_partner_attack(state)


def _e_energy(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    """Put the top N cards of a deck face down into that player's energy."""
    ctx = state.ctx[cid]
    p = interp.rel_player(ctx["ctrl"], node.get("player"))
    for _ in range(node["energy"]):
        deck = state.zones[f"{p}.deck"]
        if not deck or prohibitions.forbids_move(state, ctx, deck[-1], "deck", "energy"):
            return  # 1.3.2, 1.3.5
        core.put(state, deck[-1], f"{p}.energy", cause="energy")


def _t_slot(state: State, t: tuple[Any, ...]) -> None:
    """("vs_slot", iid, obj, chooser, empty only, applied): the chooser picks the owner's bench slot."""
    _, iid, obj, chooser, empty, applied = t
    if state.obj[iid] != obj:
        return
    keys = flow.bench_keys(state.owner[iid])
    opts = tuple(Action("slot", (iid, k)) for k, key in enumerate(keys) if not (empty and state.zones[key]))
    if not opts:
        return  # 1.3.2: no empty slot, so it cannot be done
    state.decision = Decision(chooser, "slot", opts, ("vs_slot_answer", applied), ("slot", state.defs[iid].id))


def _t_slot_answer(state: State, t: tuple[Any, ...]) -> None:
    _, applied, a = t
    iid, k = a.args
    replacements.request_move(state, iid, flow.bench_keys(state.owner[iid])[k], True, "effect", applied, state.history[-1][0])


class VictorySpark(GameRules):
    id = zones.GAME_ID
    name = {"en": "Victory Spark", "ja": "ビクトリースパーク"}
    card_data = zones  # the modules the shared engine reads hooks from (docs/engine.md, "Writing a game")
    deck_rules = deckrules
    game_core = core
    auto_abilities = abilities
    views = view
    event_text = render
    task_modules = (abilities, flow, attacks, costs, replacements, deckorder)
    tasks = {"vs_slot": _t_slot, "vs_slot_answer": _t_slot_answer}
    filter_ops = {"title": _f_title, "gender": _f_gender, "work": _f_work, "title_has": _f_title_has,
                  "partner_of": _f_partner_of, "is_partner_of": _f_is_partner_of,
                  "attacking": _atk_role(0), "supporting": _atk_role(2)}
    condition_ops = {"partner_attack": _c_partner_attack, "attacking": _c_role(0, "attacking"),
                     "attacked": _c_role(1, "attacked"), "supporting": _c_role(2, "supporting"),
                     "retire_count": _c_zone_count("retire", "retire_count"),
                     "hand_count": _c_zone_count("hand", "hand_count"), **turnlog.CONDITIONS}
    effect_ops = {"partner_attack": _e_partner_attack, "energy": _e_energy, "move": deckorder.e_move,
                  **prohibitions.EFFECTS}
    scaled_last = frozenset({"power", "defense"})  # 6.7.3.5.3: add and subtract, then multiply and divide
    shared_zones = ("rz",)
    setup_task = "vs_setup"
    start_rule = " (5.2.2 takes the ring card from it, R4)"  # a scenario started at the setup (5.2)
    scenario_extras = f"{__name__}.scenario_setup"  # this_turn

    # -- hooks the shared interpreter uses ---------------------------------------------
    def move(self, state: State, iid: int, zname: str, position: str, ctx: dict[str, Any]) -> None:
        """An effect moves a card: always to its owner's zone (3.1.4); bench takes the first free slot."""
        p = state.owner[iid]
        if prohibitions.KEY in state.flags and prohibitions.forbids_move(
                state, ctx, iid, zones.zone_name(state.zone_of[iid]), "ring" if zname == "field" else zname):
            return  # 1.3.5: a prohibition wins over the instruction; the move simply does not happen
        if zname == "bench":
            free = [k for k in flow.bench_keys(p) if not state.zones[k]]
            if not free:
                return  # 1.3.2: cannot be done, so it is not
            key = free[0]
        elif zname == "field":
            key = f"{p}.ring"
        elif zname == "resolution":
            return
        else:
            key = f"{p}.{zname}"
        replacements.request_move(state, iid, key, position != "bottom", "effect", tuple(ctx.get("applied", ())),
                               ctx.get("ctrl"))

    def move_to_slot(self, state: State, iid: int, zname: str, slot: str, ctx: dict[str, Any]) -> None:
        """A bench slot chosen by the effect's controller; an occupied one is allowed with `chosen`
        (8.5.2 then sends the card placed earlier to the waiting room)."""
        if zname != "bench":
            self.move(state, iid, zname, "top", ctx)
            return
        if prohibitions.forbids_move(state, ctx, iid, zones.zone_name(state.zone_of[iid]), "bench"):
            return  # 1.3.5
        state.tasks.append(("vs_slot", iid, state.obj[iid], ctx["ctrl"], slot == "empty", tuple(ctx.get("applied", ()))))

    def deal_damage(self, state: State, iid: int, amount: int, ctx: dict[str, Any] | None) -> None:
        attacks.deal_damage(state, iid, amount, ctx)

    def last_known(self, state: State, iid: int, obj: int) -> Any:
        return abilities.lki_chars(state, iid, obj)

    # -- scenarios ------------------------------------------------------------------------
    def scenario_key(self, player: int, zone: str) -> str:
        return "rz" if zone == "resolution" else f"{player}.{zone}"

    def scenario_begin(self, state: State, phase: str) -> None:
        """Start a scenario position at the beginning of a phase of the current turn."""
        if phase not in ("stand", "draw", "energy", "chara", "ability", "attack", "end"):
            raise ValueError(f"a scenario starts at a phase: stand, draw, energy, chara, ability, attack or end, not {phase!r}")
        state.tasks.append(("vs_phase", phase))

    def scenario_action(self, state: State, kind: str, args: list[Any]) -> Action:
        """Actions as scenario authors write them: resolve/cancel name cards (and abilities, by index
        or name) instead of resolution-zone entries; activate/replace take an ability's name too.

        [resolve, src(, ability)]; [cancel, card, src], [cancel, card, src, ability] or
        [cancel, card, cancel ability, src, ability]; [activate, card, ability]; [replace, src, ability]."""
        from ...scenario_checks import ability_index
        entries = abilities.rz(state)

        def entry(src: Any, ab: Any = None) -> Any:
            """The first waiting entry of that card (and ability); the raw value when none (then illegal)."""
            for e in entries:
                if e[abilities.SRC] == src and (ab is None or e[abilities.AB] == ability_index(
                        state.deftable[e[abilities.DEF]], ab)):
                    return e[abilities.UID]
            return src
        if kind == "resolve" and args and len(args) <= 2:
            return Action("resolve", (entry(*args),))
        if kind == "cancel" and len(args) in (2, 3, 4):
            d = state.defs[args[0]]
            cancels = [i for i, ab in enumerate(d.abilities) if "cancel" in ab.get("keywords", ())]
            if not cancels:
                raise ValueError(f"{d.name['en']} has no cancel ability")
            ai = ability_index(d, args[1]) if len(args) == 4 else cancels[0]
            if ai not in cancels:
                raise ValueError(f"ability {args[1]} of {d.name['en']} is not a cancel")
            target = args[2:] if len(args) == 4 else args[1:]
            return Action("cancel", (args[0], ai, entry(*target)))
        if kind in ("activate", "replace") and len(args) == 2 and isinstance(args[0], int) \
                and 0 <= args[0] < len(state.defs):
            return Action(kind, (args[0], ability_index(state.defs[args[0]], args[1])))
        if kind == "play" and len(args) == 2 and args[1] == "ring":
            return Action("play", (args[0], zones.BENCH_SLOTS))
        return Action(kind, tuple(args))

    def ability_label(self, state: State, uid: int, lang: str) -> str:
        """An ability in the resolution zone by its id, in words: "Flame Lance (Ironwing Prime's ability)"."""
        e = next((x for x in abilities.rz(state) if x[abilities.UID] == uid), None)
        if e is None or e[abilities.DEF] not in state.deftable:
            return ""
        d = state.deftable[e[abilities.DEF]]
        ab = d.abilities[e[abilities.AB]] if 0 <= e[abilities.AB] < len(d.abilities) else {}
        name = (ab.get("name") or {}).get(lang) or ""
        card = d.label(lang)
        if lang == "ja":
            return f"【{name}】(「{card}」の能力)" if name else f"「{card}」の能力"
        return f"{name} ({card}'s ability)" if name else f"{card}'s ability"

    def chosen_label(self, state: State, uid: int, viewer: int, lang: str) -> str:
        """What an ability in the resolution zone chose when it was used (7.4.1.2, R1), in words, as
        `viewer` may see it: "Alpha, Beta"; a card hidden from the viewer is "a hidden card" (G1)."""
        e = next((x for x in abilities.rz(state) if x[abilities.UID] == uid), None)
        if e is None:
            return ""
        names = []
        for cards in view.entry_choices(state, e, viewer).values():
            for c in cards:
                if c.get("hidden"):
                    names.append("非公開のカード" if lang == "ja" else "a hidden card")
                else:
                    label = state.deftable[c["id"]].label(lang)
                    names.append(f"「{label}」" if lang == "ja" else label)
        return ("、" if lang == "ja" else ", ").join(names)

    def scenario_waiting(self, state: State) -> list[dict[str, Any]]:
        """The resolution zone's abilities in order (3.8): card, ability, kind (auto, activated,
        cancel), controller, resolution context (choices made, R1) and the ability a cancel chose."""
        entries = abilities.rz(state)
        by_uid = {e[abilities.UID]: e for e in entries}
        out = []
        for e in entries:
            t = by_uid.get(e[abilities.TARGET]) if e[abilities.KIND] == "cancel" else None
            out.append({"card": e[abilities.SRC], "def": e[abilities.DEF], "ability": e[abilities.AB],
                        "kind": e[abilities.KIND], "player": e[abilities.CTRL],
                        "ctx": e[abilities.CTX] if e[abilities.CTX] >= 0 else None,
                        "cancels": None if t is None else {"card": t[abilities.SRC], "def": t[abilities.DEF],
                                                           "ability": t[abilities.AB]}})
        return out

    def cards_seen(self, turn: int, first: bool) -> int | None:
        """5 in the opening hand, then the draw phase's 1 every turn (6.3.1.2; no first-turn exception)."""
        return 5 + turn

    def describe_action(self, state: State, a: Action, lang: str = "en") -> str:
        ja = lang == "ja"

        def nm(i: int) -> str:
            return state.defs[i].label(lang)

        def bench(n: int) -> str:
            return f"ベンチ{n + 1}" if ja else f"bench {n + 1}"
        k, args = a.kind, a.args
        if k == "play":
            where = ("リング" if ja else "ring") if args[1] == zones.BENCH_SLOTS else bench(args[1])
            level = chars(state, args[0]).level
            return f"{nm(args[0])}を{where}にプレイ(レベル{level})" if ja else f"Play {nm(args[0])} to {where} (level {level})"
        if k == "to_bench":
            return f"リングのカードを{bench(args[0])}へ移動" if ja else f"Move the ring card to {bench(args[0])}"
        if k in ("energy", "support", "block", "discard", "choose"):
            verb = {"energy": ("をエネルギー置場に置く", "Energy"), "support": ("でサポート", "Support"),
                    "block": ("でパートナーブロック", "Block"), "discard": ("を控え室に置く", "Discard"),
                    "choose": ("を選ぶ", "Choose")}[k]
            return f"{nm(args[0])}{verb[0]}" if ja else f"{verb[1]} {nm(args[0])}"
        if k == "activate":
            ab = state.defs[args[0]].abilities[args[1]]
            label = ab.get("name", {}).get(lang) or ("能力" if ja else "ability")
            return f"{nm(args[0])}の{label}を起動" if ja else f"Activate {nm(args[0])}: {label}"
        if k == "cancel":
            what = self.ability_label(state, args[2], lang) if len(args) > 2 else ""
            if what:
                return f"{nm(args[0])}で{what}をキャンセル" if ja else f"Cancel {what} with {nm(args[0])}"
            return f"{nm(args[0])}でキャンセル" if ja else f"Cancel with {nm(args[0])}"
        if k == "slot":
            return f"{nm(args[0])}を{bench(args[1])}に置く" if ja else f"Put {nm(args[0])} into {bench(args[1])}"
        if k == "pay":  # energy is face down to both players (3.4.2): by position, never by name
            pos = state.zones[state.zone_of[args[0]]].index(args[0]) + 1
            return f"エネルギー{pos}枚目をレスト" if ja else f"Rest energy card {pos}"
        if k == "ring":
            label = state.deftable[args[0]].label(lang)
            return f"{label}をリングに置く" if ja else f"Put {label} in the ring"
        return answer_word(k, lang, {"attack": ("Attack", "アタック"), "end_attacks": ("End attacks", "アタックを終える"),
                                     "no_support": ("Do not support", "サポートしない"),
                                     "no_block": ("Do not block", "ブロックしない")}, str(a))


RULES = VictorySpark()
