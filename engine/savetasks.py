"""The shapes of engine tasks and game flags in a saved position, as the handlers and rules read them
(engine.saveshapes checks a save against these; tests/engine/test_save_validation.py checks that every
registered task has a shape and that real games always fit them). A game that adds a task adds its
shape here.

A shape is a kind (text), a tuple of shapes (fixed length; a final "..." allows more items, not
checked), a one-item list [shape] (any number of items of that shape), Opt(shape) (an optional last
item) or Tagged (a tuple whose form one of its items names). Kinds:

- iid: a card index; card: a card index or -1; cardid: a card id of the save; ab: an ability index
  of the last cardid before it in the same tuple, or else of the last iid's card;
- player: 0 or 1; who: a player or -1 (everyone);
- nat: a whole number >= 0; int; str; bool; none; any; range:A,B; one_of:A,B,...;
- ctx: a stored resolution context; path: a path into the context's ability, to an effect; effects: a
  path to a list of effects;
- ref: [card index, generation]; it: a ref, or [card index, generation, the generation whose
  information counts];
- zone: a zone key of the game; action: an answer; task: a task (checked as one).

"a|b" is either; a final "?" marks an optional last item. A task's shape lists the arguments after its
name; a decision's resume is the task without its last argument, the answer ("action").
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Shape = Any  # str | tuple[Shape, ...] | list[Shape] | Opt | Tagged


@dataclass(frozen=True)
class Opt:
    """An optional last argument of any shape (for a kind, "kind?" says the same)."""

    shape: Shape


@dataclass(frozen=True)
class Tagged:
    """A tuple whose item `at` names its form (a stack item's kind), and the shape of each form."""

    at: int
    forms: dict[str, Shape]


A = "action"
IIDS = ["iid"]
REF = "ref"
ITEM = ("nat", "str", "iid", "nat", "player")  # engine/stack.py items: uid, kind, card, generation, player
STACK_ITEM = (*ITEM, "...")
# engine/interp.py e_delayed: timestamp, source, its generation, controller, card, ability, path
DELAYED = ("nat", "card", "nat", "player", "cardid", "ab", "path")

# engine/interp.py, engine/deckops.py, engine/stack.py
SHARED: dict[str, tuple[Shape, ...]] = {
    "seq": ("ctx", "effects", "nat", "nat?"), "end_ctx": ("int",),
    "choose_answer": ("ctx", "path", A), "may_answer": ("ctx", "path", A),
    "look_pick": ("ctx", "path", "int"), "look_pick_answer": ("ctx", "path", "int", A),
    "look_move": ("ctx", "path", "iid"), "look_rest": ("ctx", "path", Opt(IIDS)),
    "look_order_answer": ("ctx", "path", IIDS, A),
    "stk_priority": ("player", "nat"), "stk_answer": ("player", "nat", A),
    "choose_player_answer": ("ctx", "path", A),  # engine/playertargets.py
    # engine/chosen_costs.py: card, ability, cost index, payer, source, ctx (-1 none), chosen so far
    "cc_pay": ("cardid", "ab", "nat", "player", "card", "int", [REF]),
    "cc_pick": ("cardid", "ab", "nat", "player", "card", "int", [REF], A),
}
SHARED_FLAGS: dict[str, Shape] = {
    "delayed": [DELAYED], "seen": [("who", "iid", "nat")], "stack": [STACK_ITEM], "stack_uid": "nat",
    "memory": [("player", "iid", "nat", "cardid", "int")],  # engine/knowledge.py: who, card object, its card, place
    "fixed_setup": "int|bool",
    # engine/prohibitions.py: until, action, player, timestamp, controller, source, card, ability, path
    "prohibit": [("str", "str", "player", "nat", "player", "card", "cardid", "ab", "path")],
    "turnlog": ("nat", "..."),  # engine/turnlog.py: the turn, then (kind, player, card) per event
    # engine/losses.py: until, timestamp, controller, source, card, ability, path, value changes, refs
    "created_fx": [("str", "nat", "player", "card", "cardid", "ab", "path", [("str", "str", "int")], "any")],
}

# -- Victory Spark (engine/games/victory_spark/) --------------------------------------------------
VS_APPLIED = [("iid", "int")]  # replacement abilities applied so far: (source, ability)
# resolution-zone entry: uid, controller, source, its generation, card, ability, kind, target, context,
# path, start, the card it is about
VS_RZ = ("nat", "player", "card", "nat", "cardid", "ab", "str", "int", "int", "path", "nat", "none|it")
VS_STEPS = "one_of:attack_declare,support,partner_block,attack_resolve,attack_end"
VICTORY_SPARK: dict[str, tuple[Shape, ...]] = {
    **{k: () for k in ("vs_attack_damage", "vs_attack_offer", "vs_block_choice", "vs_cleanup", "vs_cycle",
                       "vs_done_use", "vs_draw_step", "vs_end_check", "vs_energy_step", "vs_hand_limit",
                       "vs_setup", "vs_setup2", "vs_support_choice", "vs_turn", "vs_untap")},
    **{k: (A,) for k in ("vs_attack_answer", "vs_block_answer", "vs_energy_answer", "vs_hand_limit_answer",
                         "vs_main_answer", "vs_resolve_answer", "vs_support_answer")},
    "vs_cancel_answer": ("player", A), "vs_discard_cost": ("ctx",), "vs_discard_cost_answer": ("ctx", A),
    "vs_move": ("iid", "nat", "zone", "bool", "str", VS_APPLIED, "player?"),
    "vs_move_answer": ("task", A),
    "vs_pay": ("ctx",), "vs_pay_energy": ("player", "nat"), "vs_pay_energy_answer": ("player", "nat", A),
    "vs_phase": ("one_of:stand,draw,energy,chara,ability,attack,end",),
    "vs_play_place": ("iid", "range:0,3"), "vs_ring_to_bench_place": ("range:0,2",),
    "vs_reveal_answer": (VS_RZ, A), "vs_ring_answer": ("player", A), "vs_ring_choice": ("player",),
    "vs_slot": ("iid", "nat", "player", "bool", VS_APPLIED), "vs_slot_answer": (VS_APPLIED, A),
    "vs_step": (VS_STEPS,), "vs_step_only": (VS_STEPS,), "vs_to_rz": ("ctx", "str", "int", "nat"),
    "vs_used": ("player", "iid", "cardid", "ab"),
    "vs_deck_order": ("ctx", [REF], "str", IIDS), "vs_deck_order_answer": ("ctx", [REF], "str", IIDS, A),
}
VICTORY_SPARK_FLAGS: dict[str, Shape] = {
    "atk": (REF, REF, REF, "bool", "bool"), "attacked_once": "bool", "playing": "bool", "rz": [VS_RZ],
    "hand_pending": [VS_RZ], "ring_pick0": "iid", "ring_pick1": "iid",
    "used_turn": [("iid", "nat", "ab")],
}

# -- Vividz (engine/games/vividz/) -----------------------------------------------------------------
VZ_PENDING = ("nat", "player", "card", "nat", "cardid", "ab", "path", "none|it")  # abilities.UID..IT
VZ_MOVE_ITEM = ("iid", "nat", "zone", "bool", "any?")  # the last: this card's source (1103.3)
VIVIDZ: dict[str, tuple[Shape, ...]] = {
    **{k: () for k in ("vz_after_block", "vz_attack_end", "vz_battle", "vz_battle_damage", "vz_battle_loop",
                       "vz_block", "vz_clear", "vz_end_turn", "vz_first_player", "vz_keep", "vz_opening",
                       "vz_priority", "vz_reveal_missions", "vz_scout_step", "vz_scouting", "vz_setup",
                       "vz_setup_shuffle", "vz_success", "vz_turn")},
    **{k: (A,) for k in ("vz_block_answer", "vz_effect_slide_answer", "vz_keep_answer", "vz_main_answer",
                         "vz_to_area_answer", "vz_trigger_answer")},
    "vz_ability_played": ("ctx",), "vz_charge": (Opt(IIDS),), "vz_charge_answer": (IIDS, A),
    "vz_damage": ("iid", "nat", "int", "any", "any"),
    "vz_discard": ("player", "int", "card", "str", "..."),
    "vz_discard_answer": ("player", "int", "card", "str", A),
    "vz_draw_step": ("bool",), "vz_effect_slide": ("iid", "nat"), "vz_end_resolution": ("int",),
    "vz_event_done": ("iid", "nat"),
    "vz_free_offer": ("player", "iid", "nat", "str", "one_of:energy,stay"),
    "vz_free_answer": ("player", "iid", "nat", "str", "one_of:energy,stay", A),
    "vz_mission_end": ("nat",), "vz_mission_loop": ("nat",), "vz_mission_order": ("player",),
    "vz_mission_order_answer": ("player", A),
    "vz_move": ([VZ_MOVE_ITEM], "str", "any", "any", "any"),
    "vz_pay_energy": ("player", "int", "..."), "vz_pay_energy_answer": ("player", "int", A),
    "vz_pending_answer": (VZ_PENDING, A),
    **{k: ([("iid", "nat", ["range:0,2"])], [("iid", "nat", "range:0,2")], "who", "one_of:empty,chosen", "any", "any")
       + ((A,) if k.endswith("answer") else ()) for k in ("vz_put_area", "vz_put_area_answer")},
    "vz_choose_each": ("ctx", "path", ["player"], "nat"), "vz_choose_each_answer": ("ctx", "path", ["player"], "nat", A),
    "vz_phase": ("one_of:start_draw,main,mission,charge,end_draw",),
    "vz_place": ("iid", "nat", "range:0,2", "str", "player"),
    "vz_played": ("iid", "nat", "int", "str", "player"),
    "vz_pre": ("str",), "vz_replace_answer": ("task", "any", "any", "any", "any", A),
    "vz_resolve_ctx": ("ctx", "effects"), "vz_scout": ("player", "..."),
    "vz_scout_choice": ("player", "iid", "nat"),
    "vz_send_cost": ("iid", "nat", "str"), "vz_setup_energy": ("player", "int", Opt(IIDS)),
    "vz_setup_energy_pick": ("player", "int", IIDS, A), "vz_pay_energy_pick": ("player", "int", IIDS, A),
    "vz_discard_pick": ("player", "int", "card", "str", IIDS, A),
    "vz_setup_energy_answer": ("player", "int", A), "vz_slide": ("iid", "nat", "range:0,2"),
    "vz_slot": ("iid", "nat", "player", ["range:0,2"]), "vz_to_area": ("iid", "nat", ["range:0,2"], "..."),
}
VIVIDZ_FLAGS: dict[str, Shape] = {
    "atk": ("iid", "nat", "range:0,2"), "atk_done": "bool", "missions_open": "bool",
    "btrig": [("iid", "nat", "ab")], "mtrig": [("iid", "nat", "ab")], "used_turn": [("iid", "nat", "ab")],
    "cost_mods": [("nat", "player", "any", "cardid", "ab", "path", "str")],
    "ctr": [("player", "str", "nat")],
    "mcount": [("iid", "str", "nat", "int")], "pend": [VZ_PENDING], "success": [("iid", "nat")],
}

# -- the grid game (engine/games/grid/) -----------------------------------------------------------
GR_TRIGGER = ("player", "iid", "nat", "cardid", "ab", "...")  # a waiting effect: controller, card, ...
# the stack items abilities.resolve_item reads, by kind
GR_ITEM = Tagged(1, {"unit": (*ITEM, "int"), "place": (*ITEM, "int"), "event": (*ITEM, "ctx"),
                     "effect": (*ITEM, "cardid", "ab", "ctx"), "move": (*ITEM, "int", "str")})
GRID: dict[str, tuple[Shape, ...]] = {
    **{k: () for k in ("gr_attacks", "gr_block", "gr_combat_autos", "gr_damage", "gr_declare", "gr_defeat",
                       "gr_draw", "gr_expire", "gr_finish", "gr_release", "gr_reset_damage", "gr_setup",
                       "gr_standby", "gr_target", "gr_turn", "gr_turn_end", "gr_window_end")},
    **{k: (A,) for k in ("gr_attack_answer", "gr_block_answer", "gr_effect_place_answer", "gr_place_answer",
                         "gr_standby_answer", "gr_target_answer", "gr_trigger_first")},
    "gr_action": ("player",), "gr_action_answer": ("player", A), "gr_action_step": ("player",),
    "gr_combat_window": (),
    "gr_convert": ("iid", "iid", "nat", "player"), "gr_counter_answer": (A,),
    "gr_relocate": ("iid", "nat", "str", "player", "player"), "gr_relocate_answer": ("player", A),
    "gr_effect_place": ("iid", "nat", ["int"], ["int"]), "gr_event_done": ("iid", "nat", "int"),
    "gr_pay": ("player", "iid", "one_of:attribute,designated", "int", IIDS),
    "gr_pay_answer": ("player", "iid", "one_of:attribute,designated", "int", IIDS, A),
    "gr_phase": ("one_of:start,standby,battle,end",),
    "gr_push_effect": ("iid", "nat", "player", "ab", "int"),
    "gr_push_play": ("iid", "player", "int", "int"), "gr_push_step": (GR_ITEM,),
    "gr_step": ("one_of:start,standby,battle,end", "str"), "gr_support": ("player",),
    "gr_support_answer": ("player", A), "gr_window": ("bool",),
}
GRID_FLAGS: dict[str, Shape] = {
    "stack": [GR_ITEM], "attr_put": "bool", "open": "bool", "fresh": IIDS, "moved": IIDS,
    "pending": [GR_TRIGGER], "trig_chosen": [GR_TRIGGER], "used_turn": [("iid", "ab")],
    # combat.STEP..DEFEATED: step, attacker, its obj, area, defender (-1 none, -2 the deck), its obj, area,
    # blocked, supports (card, obj, supported, its obj, declaration time), ended, defeated
    "combat": ("nat", "iid", "nat", "int", "card|range:-2,-2", "nat", "int", "bool",
               [("iid", "nat", "iid", "nat", "nat")],
               "bool", IIDS),
}

# -- Phantom Magic Vision (engine/games/phantom_magic_vision/) ------------------------------------
PMV_TRIGGER = ("player", "iid", "nat", "cardid", "ab", "...")
# the stack items resolve.resolve_item reads, by kind
PMV_ITEM = Tagged(1, {"card": (*ITEM, "int"), "effect": (*ITEM, "cardid", "ab", "ctx"),
                      "attack": (*ITEM, "str"), "keyword": (*ITEM, "str", "card", "int", "any")})
PMV_PHASES = "one_of:active,maintenance,draw,main,discard"
PHANTOM_MAGIC_VISION: dict[str, tuple[Shape, ...]] = {
    **{k: () for k in ("pmv_settle", "pmv_setup", "pmv_turn", "pmv_turn_end", "pmv_window")},
    **{k: (A,) for k in ("pmv_trigger_first", "pmv_upkeep_answer")},
    "pmv_after_card": ("iid", "nat", "player", "int"),
    "pmv_beta": (("player", "iid", "nat", "cardid", "ab", "none|it"),),
    "pmv_choose_host": ("iid", "player", "ctx"), "pmv_choose_host_answer": ("ctx", A),
    "pmv_discard": ("player",), "pmv_discard_answer": ("player", A),
    "pmv_discard_cost": ("player", "int"), "pmv_discard_cost_answer": ("player", "int", A),
    "pmv_enter_unplayed": ("iid", "nat", "player"),
    "pmv_exile_cost": ("iid", "nat", "player", "int", IIDS),
    "pmv_exile_answer": ("iid", "nat", "player", "int", IIDS, A),
    "pmv_graze_answer": ("player", A),
    "pmv_mandatory": (PMV_PHASES,), "pmv_phase": (PMV_PHASES,), "pmv_phase_end": (PMV_PHASES,),
    "pmv_move_set_answer": ("iid", "iid", A), "pmv_pay": ("player", "int"),
    "pmv_protect": ("nat", "iid", "one_of:last_word,resistance,blessing", "int"),
    "pmv_protect_answer": ("nat", A),
    "pmv_push_card": ("iid", "nat", "player", "int", "bool"),
    "pmv_push_effect": ("iid", "nat", "player", "ab", "int"),
    "pmv_resolve_rest": (PMV_ITEM,), "pmv_set_card": ("iid", "player", "int", "str"),
    "pmv_spell_break_answer": ("iid", "nat", A), "pmv_trim_answer": ("iid", A),
    "pmv_shield_answer": ("iid", "nat", A),
    "pmv_upkeep": ("player", Opt(IIDS)),
    "pmv_limit_trim": (), "pmv_limit_trim_answer": (A,),  # setlimits.py
    "pmv_pay_play": ("iid", "nat", "player", "ctx", "bool", "int"),
    "pmv_mode": ("iid", "player", "ctx"), "pmv_mode_answer": ("iid", "player", "ctx", A),
    "pmv_form_answer": ("iid", "nat", A), "pmv_transform": ("iid", "nat"),
}
PHANTOM_MAGIC_VISION_FLAGS: dict[str, Shape] = {
    "stack": [PMV_ITEM], "life": ("int", "int"), "shields": ("int", "int"), "hosts": [("iid", "iid")],
    "popular": IIDS, "doomed": IIDS, "destroying": IIDS, "keep_doomed": IIDS, "leader_fed": IIDS,
    "faces": [("iid", "cardid", "int")],
    "char_played": ["player"], "doll_played": ["player"], "node_set": ["player"], "world_cursed": ["player"],
    "decked": ["player"], "limited_names": [("player", "str", "iid")], "pending": [PMV_TRIGGER],
    "trig_chosen": [PMV_TRIGGER], "used_turn": [("iid", "ab")],
    # combat.ATK..FIRST: attacker, its obj, attacking player, defender (-1 none), its obj, lost, cancelled,
    # first
    "combat": ("iid", "nat", "player", "card", "nat", "bool", "bool", "bool"),
}

TASKS: dict[str, dict[str, tuple[Shape, ...]]] = {
    "victory_spark": VICTORY_SPARK, "vividz": VIVIDZ, "grid": GRID,
    "phantom_magic_vision": PHANTOM_MAGIC_VISION}
FLAGS: dict[str, dict[str, Shape]] = {
    "victory_spark": VICTORY_SPARK_FLAGS, "vividz": VIVIDZ_FLAGS, "grid": GRID_FLAGS,
    "phantom_magic_vision": PHANTOM_MAGIC_VISION_FLAGS}

_CACHE: dict[str, tuple[dict[str, tuple[Shape, ...]], dict[str, Shape]]] = {}


def shapes_for(game: str) -> tuple[dict[str, tuple[Shape, ...]], dict[str, Shape]]:
    """(task shapes, flag shapes) of `game`: the shared ones and the game's own."""
    s = _CACHE.get(game)
    if s is None:
        s = _CACHE[game] = ({**SHARED, **TASKS.get(game, {})}, {**SHARED_FLAGS, **FLAGS.get(game, {})})
    return s
