"""The grid game (grid_game_rules.md, clauses 1-8 with rulings Q1-Q35) on the shared engine.

Positions on two facing 3×3 grids (geometry.py), plays and effects answered on the shared
last-in-first-out stack (engine/stack.py), damage determinations (combat.py)."""
from __future__ import annotations

from typing import Any

from ... import interp, stack
from ...actions import Action, Decision
from ...render import answer_word
from ...rules import GameRules
from ...state import REST, REVERSE, STAND, State
from . import (
    abilities,
    barred,
    combat,
    combat_state,
    conditions,
    core,
    counters,
    deckrules,
    flow,
    placement,
    relocate,
    render,
    view,
    zones,
)
from .geometry import ROW_NAMES, area_label, row


def _f_attribute(state: State, iid: int, v: Any, src: int) -> bool:
    return v in core.attributes(state, iid)


def _f_row(state: State, iid: int, v: Any, src: int) -> bool:
    a = zones.area_of(state.zone_of[iid])
    return a >= 0 and ROW_NAMES[row(a)] == v


def _f_keyword(state: State, iid: int, v: Any, src: int) -> bool:
    return core.keyword(state, iid, v) or core.cost_keyword(state, iid, v) is not None


def _in_combat(state: State, iid: int) -> bool:
    c = combat_state.combat(state)
    return c is not None and not c[combat_state.ENDED] and (
        iid in (c[combat_state.ATK], c[combat_state.DFN]) or any(s[0] == iid for s in c[combat_state.SUPP]))


def _c_in_combat(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any]) -> bool:
    return src >= 0 and _in_combat(state, src) == bool(cond["in_combat"])


def _c_first_turn(state: State, cond: dict[str, Any], ctrl: int, src: int, ctx: dict[str, Any]) -> bool:
    return flow.first_turn(state) == bool(cond["first_turn"])


def _e_orient(which: int, key: str) -> Any:
    def fn(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
        for i in interp.resolve_ref(state, state.ctx[cid], node[key]):
            core.set_orient(state, i, which)
    return fn


def _e_delete(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    for i in interp.resolve_ref(state, state.ctx[cid], node["delete"]):
        if flow.zone_is_field(state.zone_of[i]) and not combat_state.shielded(state, i, state.ctx[cid]):
            core.put(state, i, f"{state.owner[i]}.discard", cause="deleted", by=state.ctx[cid]["ctrl"])
            core.emit(state, "deleted", iid=i, card=state.defs[i].id, player=state.owner[i])


def _e_deck_damage(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    from ... import amounts
    ctx = state.ctx[cid]
    n = amounts.times(state, node["deck_damage"], ctx)
    p = interp.rel_player(ctx["ctrl"], node.get("player"), "opponent")
    core.deck_damage(state, p, n, node.get("to") == "discard", False, ctx["ctrl"])


def _e_end_combat(state: State, cid: int, node: dict[str, Any], path: tuple) -> None:
    c = combat_state.combat(state)
    if node["end_combat"] and c is not None and not c[combat_state.ENDED]:
        combat_state.end(state, "effect")


def _dest_areas(zname: str) -> tuple[int, ...]:
    """The areas an effect's `to:` names: the grid's nine, a row's three, 場 (the grid and the
    field slot, -1) or the field slot alone."""
    if zname in ROW_NAMES:
        r = ROW_NAMES.index(zname)
        return (r * 3, r * 3 + 1, r * 3 + 2)
    grid = tuple(range(9))
    return {"grid": grid, "field": (*grid, -1), "field_slot": (-1,)}[zname]


def t_effect_place(state: State, t: tuple[Any, ...]) -> None:
    """An effect puts a unit onto its owner's grid: the owner chooses an empty area its mask
    allows among those the effect names (a row, the field slot...); with none it stays where it
    is. A placement, not a play (Q5)."""
    _, iid, obj, banned, only = t
    if state.obj[iid] != obj or state.defs[iid].type != "unit":
        return
    c = combat_state.combat(state)
    areas = [a for a in placement.unit_areas(state, iid) if a in only]
    if banned and c is not None and state.owner[iid] != state.owner[c[combat_state.ATK]]:
        areas = [a for a in areas if a not in banned]  # Q7
    if len(areas) == 1:  # the only area: placed without asking, but said (a chosen event)
        core.chosen(state, state.owner[iid], iid, area=areas[0], what="place")
        placement.place_unit(state, iid, areas[0], cause="effect")
    elif areas:
        state.decision = Decision(state.owner[iid], "place", tuple(Action("place", (iid, a)) for a in areas),
                                  ("gr_effect_place_answer",), ("place", state.defs[iid].id))


def t_effect_place_answer(state: State, t: tuple[Any, ...]) -> None:
    iid, a = t[1].args
    placement.place_unit(state, iid, a, cause="effect")


_ORIENT_NAMES = {"release": STAND, "freeze": REST, "down": REVERSE}


class Grid(GameRules):
    id = zones.GAME_ID
    name = {"en": "Grid game", "ja": "グリッドゲーム"}
    card_data = zones  # the modules the shared engine reads hooks from (docs/engine.md, "Writing a game")
    deck_rules = deckrules
    game_core = core
    auto_abilities = abilities
    views = view
    event_text = render
    task_modules = (stack, abilities, flow, combat, relocate, counters)
    tasks = {"gr_effect_place": t_effect_place, "gr_effect_place_answer": t_effect_place_answer}
    filter_ops = {"attribute": _f_attribute, "row": _f_row, "keyword": _f_keyword,
                  "in_combat": lambda s, i, v, src: _in_combat(s, i) == bool(v)}
    condition_ops = {"in_combat": _c_in_combat, "first_turn": _c_first_turn, "damage_step": conditions.c_damage_step}
    effect_ops = {"release": _e_orient(STAND, "release"), "freeze": _e_orient(REST, "freeze"),
                  "down": _e_orient(REVERSE, "down"), "delete": _e_delete, "counter": counters.e_counter,
                  "deck_damage": _e_deck_damage, "end_combat": _e_end_combat, "relocate": relocate.e_relocate}
    stat_names = {"at": "power", "df": "defense", "ac": "level"}  # card data's AT/DF/AC
    shared_zones = ("stack",)
    setup_task = "gr_setup"
    scenario_phase = "standby"
    scenario_extras = f"{__name__}.scenario_setup"  # this_turn

    # -- the shared stack's hooks (engine/stack.py) -----------------------------------------
    before_priority = staticmethod(flow.before_priority)
    priority_options = staticmethod(flow.priority_options)
    priority_action = staticmethod(flow.priority_action)
    resolve_item = staticmethod(abilities.resolve_item)

    # -- hooks the shared interpreter and layers use ------------------------------------------
    extra_continuous = staticmethod(combat.support_effects)  # 8.3: the supporters' +AT/+DF

    def unchoosable(self, state: State, ctx: dict[str, Any], node: dict[str, Any]) -> tuple[int, ...]:
        return barred.unchoosable(state, ctx, node)

    def move(self, state: State, iid: int, zname: str, position: str, ctx: dict[str, Any]) -> None:
        """An effect moves a card to its owner's zone; onto the grid it is placed (Q5)."""
        p = state.owner[iid]
        if combat_state.shielded(state, iid, ctx):
            return
        if zname in ("grid", "field", "field_slot", *ROW_NAMES):
            state.tasks.append(("gr_effect_place", iid, state.obj[iid], tuple(barred.placement_barred(state, ctx)),
                                _dest_areas(zname)))
            return
        if zname == "stack":
            return  # cards are played onto the stack, never moved there
        core.put(state, iid, f"{p}.{zname}", position != "bottom", "effect", ctx.get("ctrl"))

    def deal_damage(self, state: State, iid: int, amount: int, ctx: dict[str, Any] | None) -> None:
        """Damage from an effect: it counts against the unit's value like combat damage (6.5)."""
        if flow.zone_is_field(state.zone_of[iid]):
            state.damage[iid] += amount
            state._cache = None
            core.emit(state, "damaged", iid=iid, card=state.defs[iid].id, amount=amount, player=state.owner[iid])

    # -- scenarios ------------------------------------------------------------------------
    def scenario_key(self, player: int, zone: str) -> str:
        """Scenario zones: deck, hand, discard, attribute, field_slot, stack and the grid areas by
        row and column ("close_left", "battle_center", "deploy_right")."""
        if zone == "stack":
            return "stack"
        if zone == "field_slot":
            return f"{player}.slot"
        if "_" in zone:
            r, c = zone.split("_", 1)
            if r in ROW_NAMES and c in ("left", "center", "right"):
                return f"{player}.g{ROW_NAMES.index(r) * 3 + ('left', 'center', 'right').index(c)}"
        if zone in ("deck", "hand", "discard", "attribute"):
            return f"{player}.{zone}"
        raise KeyError(zone)

    def scenario_card(self, state: State, iid: int, extra: dict[str, Any]) -> None:
        """`state: release|freeze|down` (1.5) for a placed card."""
        for k, v in extra.items():
            if k != "state" or v not in _ORIENT_NAMES:
                raise ValueError(f"unknown option {k}: {v!r} (a card may have state: release, freeze or down)")
            state.orient[iid] = _ORIENT_NAMES[v]

    def scenario_begin(self, state: State, phase: str) -> None:
        """Start a position at a phase of the current turn (start, standby, battle, end)."""
        if phase not in ("start", "standby", "battle", "end"):
            raise ValueError(f"a scenario starts at a phase: start, standby, battle or end, not {phase!r}")
        order = ("start", "standby", "battle", "end")
        state.tasks = [("gr_turn",), ("gr_turn_end",)] + [("gr_phase", ph) for ph in reversed(order[order.index(phase):])]

    def scenario_waiting(self, state: State) -> list[dict[str, Any]]:
        """The stack, bottom first: card, kind (unit, place, event, effect, move), controller."""
        out = []
        for it in stack.items(state):
            ai = it[6] if it[1] == "effect" else None
            out.append({"card": it[2], "def": state.defs[it[2]].id, "ability": ai, "kind": it[1], "player": it[4],
                        "ctx": it[-1] if it[1] in ("effect", "event") else None, "cancels": None})
        return out

    def scenario_action(self, state: State, kind: str, args: list[Any]) -> Action:
        """[play, card, area] names the area "close_left".. or "field_slot"; [move, card, area] too."""
        def area_arg(v: Any) -> Any:
            if isinstance(v, str):
                if v == "field_slot":
                    return -1
                if v == "deck":
                    return combat_state.DECK
                return int(self.scenario_key(0, v).split(".g")[1])
            return v
        if kind in ("play", "move", "place") and len(args) == 2:
            return Action(kind, (args[0], area_arg(args[1])))
        if kind == "target" and len(args) == 1:
            return Action(kind, (area_arg(args[0]),))
        if kind == "step" and len(args) == 3:
            return Action(kind, (args[0], area_arg(args[1]), args[2]))
        if kind == "activate" and len(args) == 2 and isinstance(args[0], int) and 0 <= args[0] < len(state.defs):
            from ...scenario_checks import ability_index
            return Action(kind, (args[0], ability_index(state.defs[args[0]], args[1])))
        if kind == "counter" and len(args) in (1, 2) and isinstance(args[0], int) and 0 <= args[0] < len(state.defs):
            from ...scenario_checks import ability_index

            # [counter, card(, ability)]: that card's topmost waiting item
            ai = ability_index(state.defs[args[0]], args[1]) if len(args) == 2 else None
            return Action(kind, (args[0], counters.item_uid(state, args[0], ai)))
        return Action(kind, tuple(args))

    def cards_seen(self, turn: int, first: bool) -> int | None:
        """6 in the opening hand, then the draw step's 2 a turn (1 on the first player's first, 1.7)."""
        return flow.OPENING_HAND + 2 * turn - (1 if first else 0)

    def describe_action(self, state: State, a: Action, lang: str = "en") -> str:
        ja = lang == "ja"

        def nm(i: int) -> str:
            return state.defs[i].label(lang)

        def where(a_: int) -> str:
            return render.ZONES[lang]["field_slot"] if a_ < 0 else area_label(a_, lang)
        k, args = a.kind, a.args
        if k == "play":
            if len(args) == 2:
                return f"{nm(args[0])}を{where(args[1])}にプレイ" if ja else f"Play {nm(args[0])} to {where(args[1])}"
            return f"{nm(args[0])}をプレイ" if ja else f"Play {nm(args[0])}"
        if k == "attribute":
            return f"{nm(args[0])}を属性エリアに置く" if ja else f"Put {nm(args[0])} into the attribute area"
        if k in ("move", "place"):
            verb = ("移動", "Move") if k == "move" else ("配置", "Place")
            return f"{nm(args[0])}を{where(args[1])}へ{verb[0]}" if ja else f"{verb[1]} {nm(args[0])} to {where(args[1])}"
        if k == "activate":
            ab_ = state.defs[args[0]].abilities[args[1]]
            label = ab_.get("name", {}).get(lang) or ("効果" if ja else "effect")
            return f"{nm(args[0])}:{label}" if ja else f"{nm(args[0])}: {label}"
        if k == "attack":
            return f"{nm(args[0])}で攻撃" if ja else f"Attack with {nm(args[0])}"
        if k == "choose":  # an effect's candidates (engine/interp.py), shown to the chooser
            return f"{nm(args[0])}を選ぶ" if ja else f"Choose {nm(args[0])}"
        if k == "target":
            if args[0] == combat_state.DECK:
                return "デッキを攻撃" if ja else "Attack the deck"
            unit = state.zones[f"{1 - state.turn_player}.g{args[0]}"]
            return (f"{nm(unit[0])}を攻撃" if ja else f"Attack {nm(unit[0])}") if unit else str(a)
        if k in ("block", "pay"):
            if k == "pay" and state.zone_of[args[0]].endswith("hand") and state.owner[args[0]] != (
                    state.decision.player if state.decision else -1):
                return str(a)
            if k == "block":  # 6.8: the cost [0:x] is said before the block is chosen
                x = core.cost_keyword(state, args[0], "blocker") or 0
                cost = (f"（コスト[0:{x}]）" if ja else f" (costs [0:{x}])") if x else ""
                return (f"{nm(args[0])}でブロック" if ja else f"Block with {nm(args[0])}") + cost
            return f"{nm(args[0])}で支払う" if ja else f"Pay with {nm(args[0])}"
        if k == "support":
            return f"{nm(args[0])}で{nm(args[1])}をサポート" if ja else f"Support {nm(args[1])} with {nm(args[0])}"
        if k == "step":
            kw = {"side_step": ("サイドステップ", "Side step"), "order_step": ("オーダーステップ", "Order step"),
                  "jump": ("ジャンプ", "Jump")}[args[2]]
            x = core.cost_keyword(state, args[0], args[2]) or 0  # 8.9, 8.10: paying [0:x]
            cost = (f"（コスト[0:{x}]）" if ja else f" (costs [0:{x}])") if x else ""
            return (f"{nm(args[0])}：{kw[0]}で{where(args[1])}へ" if ja else f"{kw[1]}: {nm(args[0])} to {where(args[1])}") + cost
        if k == "trigger":
            ab_ = state.defs[args[0]].abilities[args[1]]
            label = ab_.get("name", {}).get(lang) or (f"効果{args[1] + 1}" if ja else f"effect {args[1] + 1}")
            return f"{nm(args[0])}：{label}を先に解決" if ja else f"Resolve first: {nm(args[0])}: {label}"
        if k == "convert":
            return f"{nm(args[1])}を{nm(args[0])}にコンバーション" if ja else f"Convert {nm(args[1])} into {nm(args[0])}"
        if k == "counter":
            return counters.describe(state, args[0], args[1], lang)
        return answer_word(k, lang, {"end": ("End", "終了"), "no_block": ("Do not block", "ブロックしない"),
                                     "done": ("Done", "完了")}, str(a))


RULES = Grid()
