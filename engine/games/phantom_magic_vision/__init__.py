"""Phantom Magic Vision (phantom_magic_vision_rules.md: D1-D9 with rulings A1-A33, chapter 10
keywords) on the shared engine: life totals, nodes as requirement and payment, the shared 場
with cards set under characters (core.py), transformed faces (engine/faces.py), the sideboard,
and responses (干渉) on the shared last-in-first-out stack (engine/stack.py)."""
from __future__ import annotations

from typing import Any

from ... import playertargets, stack
from ...actions import Action
from ...cards import CardDef
from ...faces import face_of  # (the class's `faces` attribute is another thing)
from ...layers import lost_text
from ...rules import GameRules
from ...state import REST, STAND, State
from . import (
    abilities,
    combat,
    core,
    deckrules,
    effects,
    flow,
    keywords,
    leader,
    play,
    protect,
    render,
    resolve,
    rulewords,
    seals,
    setlimits,
    spellbreak,
    view,
    zones,
)
from .describe import describe_action


class PhantomMagicVision(GameRules):
    id = zones.GAME_ID
    name = {"en": "Phantom Magic Vision", "ja": "ファントムマジックビジョン"}
    deck_sections = ("main", "sideboard")
    card_data = zones  # the modules the shared engine reads hooks from (docs/engine.md, "Writing a game")
    deck_rules = deckrules
    game_core = core
    auto_abilities = abilities
    views = view
    event_text = render
    task_modules = (stack, abilities, flow, play, combat, keywords, protect, seals, spellbreak, leader, setlimits,
                    playertargets)
    tasks = {"pmv_enter_unplayed": effects.t_enter_unplayed}
    filter_ops = {**rulewords.FILTERS, **effects.FILTERS}
    condition_ops = {**rulewords.CONDITIONS, **effects.CONDITIONS}
    effect_ops = rulewords.effect_ops(effects.EFFECTS)  # + prohibit, choose_player, player: $p
    stat_names = {"attack": "power", "toughness": "defense"}  # card data's attack and toughness
    faces = zones.FORMS  # one transformed state, or several to choose from (10.28.5)
    amount_ops = play.AMOUNTS  # {paid: nodes | cards | overdrive}: what a play's payment did
    face_type = "character"  # a transformed state describes a character (10.28.3), an equipment's too
    setup_task = "pmv_setup"
    start_zones = ("deck", "sideboard")
    scenario_phase = "main"
    scenario_extras = f"{__name__}.scenario_setup"  # life, attached, this_turn

    def __init__(self) -> None:
        super().__init__()
        # D7.3: a (自動β) applies as part of the step whose event triggered it
        self.handlers = {k: abilities.then_beta(fn) for k, fn in self.handlers.items()}

    # -- hooks the shared interpreter and the stack use ----------------------------------
    def ability_active(self, state: State, iid: int, ab: dict[str, Any], zname: str) -> bool:
        """Its zone, and the card has not lost its text (engine/losses.py): what activation asks."""
        return zones.ability_active_in(ab, zname) and not lost_text(state, iid)

    def ability_zone_test(self, ab: dict[str, Any], key: str) -> bool | None:
        return bool(zones.ability_active_in(ab, zones.zone_name(key)))  # the layers read losses themselves

    # the shared stack's hooks (engine/stack.py)
    before_priority = staticmethod(flow.before_priority)
    priority_options = staticmethod(flow.priority_options)
    priority_action = staticmethod(flow.priority_action)
    resolve_item = staticmethod(resolve.resolve_item)

    def unchoosable(self, state: State, ctx: dict[str, Any], node: dict[str, Any]) -> tuple[int, ...]:
        return effects.unchoosable(state, ctx, node)

    def after_run(self, state: State) -> None:
        core.losses_after_run(state)

    def continuous_ref(self, state: State, src: int, name: str) -> list[int]:
        """`$host`: the character a set card is set on (10.13.6, 10.14.4)."""
        host = core.host_of(state, src) if name == "$host" else None
        return [host] if host is not None else []

    def extra_continuous(self, state: State) -> list[tuple[Any, ...]]:
        """戦闘修正 of set cards (attrs modifier), given to their characters (10.13.6, 10.14.4)."""
        out: list[tuple[Any, ...]] = []
        for c, h in state.flags.get(core.HOSTS, ()):
            if core.set_kind(state, c) not in ("equip", "curse"):
                continue  # a 人気 card gives its character nothing (10.34.2.b)
            d = state.defs[c]
            m = d.attrs.get("modifier")
            if m and (m.get("attack") or m.get("toughness")):
                out.append((state.placed[c], state.owner[c], c, ((h, state.obj[h]),), None,
                            (m.get("attack", 0), m.get("toughness", 0), 0), None))
            given = frozenset(k for k in d.attrs.get("keywords", ()) if k in zones.TACTICS)
            if given:  # its words other than 装備 / 神器 (10.13.6, 10.14.4)
                out.append((state.placed[c], state.owner[c], c, ((h, state.obj[h]),),
                            (frozenset(), given, frozenset()), None, None))
        return out

    def move(self, state: State, iid: int, zname: str, position: str, ctx: dict[str, Any]) -> None:
        effects.move(state, iid, zname, position, ctx)

    def deal_damage(self, state: State, iid: int, amount: int, ctx: dict[str, Any] | None) -> None:
        """Damage from an effect to a character (D6.5 makes it 決死 at the next check)."""
        if core.is_character(state, iid) and amount > 0:
            state.damage[iid] += amount
            state._cache = None
            core.emit(state, "damaged", iid=iid, card=state.defs[iid].id, amount=amount, player=state.owner[iid])

    # -- games ----------------------------------------------------------------------
    def empty_state(self, decks: list[dict[str, list[CardDef]]], seed: int) -> State:
        """Every main-deck card in its owner's deck, every sideboard card in the sideboard."""
        s = super().empty_state(decks, seed)
        for p in (0, 1):
            n_side = len(decks[p].get("sideboard", []))
            deck = s.zones[f"{p}.deck"]
            if n_side:
                side = deck[len(deck) - n_side:]
                del deck[len(deck) - n_side:]
                s.zones[f"{p}.sideboard"] = side
                for i in side:
                    s.zone_of[i] = f"{p}.sideboard"
        return s

    def cards_seen(self, turn: int, first: bool) -> int | None:
        """7 in the opening hand (D1.4), then 1 a turn, none on the first player's first (D4.5)."""
        return flow.OPENING_HAND + turn - (1 if first else 0)

    describe_action = staticmethod(describe_action)  # describe.py

    def meaningful(self, state: State, action: Action) -> bool:
        """A20: 変身 (常時) 0 on a character already transformed may be used and does nothing (its
        face is public, so this judges nothing hidden)."""
        if action.kind == "keyword" and action.args[1:2] == ("transform",):
            return face_of(state, action.args[0]) is None
        return True

    # -- scenarios ------------------------------------------------------------------------
    def scenario_key(self, player: int, zone: str) -> str:
        """Scenario zones: deck, hand, graveyard, field, nodes, removed, sideboard."""
        if zone in ("deck", "hand", "graveyard", "field", "nodes", "removed", "sideboard"):
            return f"{player}.{zone}"
        raise KeyError(zone)

    def scenario_card(self, state: State, iid: int, extra: dict[str, Any]) -> None:
        """`state: active|sleep`, `damage: N`."""
        for k, v in extra.items():
            if k == "state" and v in ("active", "sleep"):
                state.orient[iid] = STAND if v == "active" else REST
            elif k == "damage" and type(v) is int and v >= 0:
                state.damage[iid] = v
            else:
                raise ValueError(f"unknown option {k}: {v!r} (a card may have state: active or sleep, damage: N)")

    def scenario_begin(self, state: State, phase: str) -> None:
        """Start a position at a phase of the current turn."""
        if phase not in flow.PHASES:
            raise ValueError(f"a scenario starts at a phase: {', '.join(flow.PHASES)}, not {phase!r}")
        rest = flow.PHASES[flow.PHASES.index(phase):]
        state.tasks = [("pmv_turn",), ("pmv_turn_end",)] + [("pmv_phase", ph) for ph in reversed(rest)]

    def scenario_action(self, state: State, kind: str, args: list[Any]) -> Action:
        """Actions as written: [play, card] ([play, card, defend]), [node, card], [attack, card]
        ([attack, card, transform]), [defend, card], [activate, card, ability], [keyword, card, word],
        [choose, card], [graze, N], [pay, ...], [decline, card], [discard, card], [pass]."""
        if kind == "activate" and len(args) == 2 and isinstance(args[0], int) and 0 <= args[0] < len(state.defs):
            from ...scenario_checks import ability_index
            return Action(kind, (args[0], ability_index(state.defs[args[0]], args[1])))
        return Action(kind, tuple(args))

    def scenario_waiting(self, state: State) -> list[dict[str, Any]]:
        out = []
        for it in stack.items(state):
            ai = it[6] if it[1] == "effect" else None
            out.append({"card": it[2], "def": state.defs[it[2]].id, "ability": ai, "kind": it[1], "player": it[4],
                        "ctx": it[-1] if it[1] in ("effect", "card") else None, "cancels": None})
        return out


RULES = PhantomMagicVision()
