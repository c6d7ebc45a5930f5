"""The table's words: what each kind of decision asks, what Pass / Next does, phase names, results.

Strings go through Qt's translation system (context "Table"); phase names come from the game's
own render module (`engine.games.<id>.render.PHASES`) in the UI language.
"""
from __future__ import annotations

import importlib
from typing import Any

from engine.actions import Action
from engine.playerwords import player_text
from engine.resultwords import result_sentence, split_reason
from engine.state import State

from ..gameinfo import game_info
from ..i18n import current_language
from ..qt import QCoreApplication


def prompt_title(state: State, kind: str, prompt: tuple[Any, ...], lang: str) -> str:
    """One line saying what the player is asked."""
    n = next((x for x in prompt[1:] if isinstance(x, int)), 1)
    card = next((state.deftable[x].label(lang) for x in prompt[1:] if isinstance(x, str) and x in state.deftable), "")
    phase = prompt[0] if prompt else ""
    game = state.rules.id
    if kind == "main":
        if phase == "chara":
            return QCoreApplication.translate("Table", "Chara phase: play a card (drag it onto the ring or a bench slot), or pass.")
        if phase == "ability":
            return QCoreApplication.translate("Table", "Ability phase: use an ability, or pass.")
        return QCoreApplication.translate("Table", "Main phase: play cards, use abilities or attack (drag a card onto a lit place), or pass.")
    if kind == "cancel" and game == "victory_spark":
        d = state.decision
        uids = {a.args[2] for a in (d.options if d else ()) if a.kind == "cancel" and len(a.args) > 2}
        label = state.rules.ability_label(state, next(iter(uids)), lang) if len(uids) == 1 else ""  # type: ignore[attr-defined]
        chosen = state.rules.chosen_label(state, next(iter(uids)), d.player, lang) if label and d else ""  # type: ignore[attr-defined]
        if label and chosen:  # R1: what it chose is known before deciding
            return QCoreApplication.translate("Table", "Cancel %1? It chose %2.").replace("%1", label).replace("%2", chosen)
        if label:
            return QCoreApplication.translate("Table", "Cancel %1?").replace("%1", label)
    if kind == "pay_energy" and game == "victory_spark":  # 7.4.1.4: energy is face down, chosen by place
        return QCoreApplication.translate("Table", "Pay %n: choose which energy card rests.").replace("%n", str(n))
    if kind == "block" and game == "vividz":
        return QCoreApplication.translate("Table", "Block step: use an ability or slide a chara, or pass.")
    if game == "grid":
        text = _grid_prompt(kind, prompt, n, card)
        if text:
            return text
    if game == "phantom_magic_vision":
        text = _pmv_prompt(state, kind, prompt, n, card)
        if text:
            return text
    if kind == "choose" and phase == "cost":  # a cost paid with chosen cards (engine/chosen_costs.py)
        return QCoreApplication.translate("Table", "Choose a card to pay the cost of %1.").replace("%1", card or "?")
    texts = {
        "ring_choice": QCoreApplication.translate("Table", "Choose the card that starts in your ring."),
        "energy": QCoreApplication.translate("Table", "Energy phase: you may put a card from your hand into energy (drag it onto Energy)."),
        "reveal": QCoreApplication.translate("Table", "Reveal the card to use its ability?"),
        "cancel": QCoreApplication.translate("Table", "You may cancel an ability."),
        "resolve": QCoreApplication.translate("Table", "Choose which ability resolves first."),
        "attack": QCoreApplication.translate("Table", "Attack phase: attack, or end your attacks."),
        "support": QCoreApplication.translate("Table", "Choose a bench card to support the attack (drag it onto your ring)."),
        "block": QCoreApplication.translate("Table", "Partner block: discard a partner from your hand to block the attack?"),
        "discard": (QCoreApplication.translate("Table", "Put %n card(s) from your hand into the waiting room.", "", n)
                    if game == "victory_spark"
                    else QCoreApplication.translate("Table", "Put %n card(s) from your hand into the trash.", "", n)),
        "discard_cost": QCoreApplication.translate("Table", "Choose a card to discard for the cost."),
        "replacement": QCoreApplication.translate("Table", "Apply a replacement effect?"),
        "choose": QCoreApplication.translate("Table", "Choose a card for the ability of %1.").replace("%1", card or "?"),
        "may": QCoreApplication.translate("Table", "Use the ability of %1?").replace("%1", card or "?"),
        "mission_order": QCoreApplication.translate("Table", "Put your missions in order."),
        "setup_energy": QCoreApplication.translate("Table", "Choose %n card(s) from your hand to put into energy.", "", n),
        "trigger_order": QCoreApplication.translate("Table", "Choose which triggered ability to play first."),
        "free_play": QCoreApplication.translate("Table", "You may play %1 without paying its cost.").replace("%1", card or "?"),
        "keep": QCoreApplication.translate("Table", "Charge phase: you may keep a card (drag it onto Keep), or pass."),
        "charge": QCoreApplication.translate("Table", "Charge phase: choose hand cards for energy (drag them onto Energy); they go there together when you press Done."),
        "pay_energy": QCoreApplication.translate("Table", "Pay %n: choose energy to put into the trash.").replace("%n", str(n)),
        "slide": QCoreApplication.translate("Table", "Choose where the chara slides."),
        "slot": QCoreApplication.translate("Table", "Choose the bench slot for %1 (drag it onto the slot).").replace("%1", card or "?"),
        "look_pick": QCoreApplication.translate("Table", "Top of the deck: choose a card to take for the ability of %1, or Done.").replace("%1", card or "?"),
        "look_order": QCoreApplication.translate("Table", "Top of the deck: choose the order of the rest, highest card first (%1).").replace("%1", card or "?"),
        "area": QCoreApplication.translate("Table", "Choose the area for the chara."),
        "deck_order": (QCoreApplication.translate("Table", "Cards go to the bottom of your deck: choose their order, the upper card first.")
                       if "bottom" in prompt else
                       QCoreApplication.translate("Table", "Cards go onto your deck: choose their order, the top card first.")),
    }
    return texts.get(kind, QCoreApplication.translate("Table", "Your answer: %1").replace("%1", kind))


def _grid_prompt(kind: str, prompt: tuple[Any, ...], n: int, card: str) -> str:
    """The grid game's questions ("" for one it does not word itself)."""
    if kind == "pay":
        if len(prompt) > 1 and prompt[1] == "attribute":
            return QCoreApplication.translate("Table", "Pay for %1: click a released card in your attribute area to put into the discard (%n more).").replace("%1", card or "?").replace("%n", str(n))
        return QCoreApplication.translate("Table", "Pay for %1: click a card of your hand or field sharing an attribute to put into the discard (%n more).").replace("%1", card or "?").replace("%n", str(n))
    texts = {
        "standby": QCoreApplication.translate("Table", "Standby phase: play a unit (drag it onto a lit area or the field slot) or an event (onto the stack), put a card into the attribute area, or end."),
        "action": QCoreApplication.translate("Table", "Action step: move a released unit (drag it onto a lit area), or end."),
        "attack": QCoreApplication.translate("Table", "Attack: click a glowing unit to attack with it, or end your attacks."),
        "target": QCoreApplication.translate("Table", "Choose the target: click a lit place (or drag the attacker onto it)."),
        "block": QCoreApplication.translate("Table", "Block: click a glowing blocker, or don't block."),
        "support": QCoreApplication.translate("Table", "Support: click a glowing supporter to support the unit in front of it, or Done."),
        "place": QCoreApplication.translate("Table", "Choose the area for %1 (drag it onto a lit area).").replace("%1", card or "?"),
        "priority": QCoreApplication.translate("Table", "You may respond: play an event (drag it onto the stack), an effect or a keyword step, or pass."),
        "trigger_order": QCoreApplication.translate("Table", "Your effects triggered together: choose the one that resolves first, then the next."),
    }
    return texts.get(kind, "")


def _pmv_prompt(state: State, kind: str, prompt: tuple[Any, ...], n: int, card: str) -> str:
    """Phantom Magic Vision's questions ("" for one it does not word itself)."""
    if kind == "priority":
        d = state.decision
        if d is not None and state.phase == "main" and d.player == state.turn_player and not state.flags.get("stack"):
            return QCoreApplication.translate("Table", "Main phase: play a card (drag it onto your play area), set a node (onto your nodes), attack (drag a character onto the opponent's field), or pass.")
        return QCoreApplication.translate("Table", "You may respond: play a command, use an effect, defend (click a glowing character), or pass.")
    if kind == "protection":
        x = prompt[2] if len(prompt) > 2 else n
        return QCoreApplication.translate("Table", "%1 is protected: pay %n, or your effect is negated.").replace("%1", card or "?").replace("%n", str(x))
    if kind == "mode":  # D5.2: the modes are chosen as the card is played, before its targets
        return QCoreApplication.translate("Table", "Choose a mode of %1 (%n more to choose).").replace("%1", card or "?").replace("%n", str(n))
    if kind == "choose_player":  # a target player (D5.2), chosen as the card is played
        return QCoreApplication.translate("Table", "Choose the target player of %1.").replace("%1", card or "?")
    if kind == "transform_form":  # 10.28.5
        return QCoreApplication.translate("Table", "Transform: choose the transformed state %1 takes.").replace("%1", card or "?")
    if kind == "upkeep":
        x = prompt[2] if len(prompt) > 2 else n
        return QCoreApplication.translate("Table", "Upkeep of %1: pay %n, or it is destroyed.").replace("%1", card or "?").replace("%n", str(x))
    texts = {
        "graze": QCoreApplication.translate("Table", "Graze: put the top %n card(s) of your deck into your nodes, sleeping?", "", n),
        "target": QCoreApplication.translate("Table", "Choose the character to set %1 on.").replace("%1", card or "?"),
        "discard": QCoreApplication.translate("Table", "Discard phase: discard down to 7 cards (%n more).").replace("%n", str(n)),
        "link": QCoreApplication.translate("Table", "Link: choose a card to remove from the game, or decline (this card is removed instead)."),
        "overdrive": QCoreApplication.translate("Table", "Overdrive: choose a card in your underworld to remove from the game, or finish."),
        "spell_break": QCoreApplication.translate("Table", "Spell break: choose a Second Seal character from your sideboard to put onto the field, or No."),
        "move_set_cards": QCoreApplication.translate("Table", "Move every card set on the First Seal card to the new character?"),
        "keep_popularity": QCoreApplication.translate("Table", "Leader: choose the popularity card to keep."),
    }
    return texts.get(kind, "")


def pass_label(a: Action | None, single: bool) -> str:
    if a is None:
        return QCoreApplication.translate("Table", "Pass")
    words = {"pass": QCoreApplication.translate("Table", "Pass"), "end_attacks": QCoreApplication.translate("Table", "End attacks"), "no_support": QCoreApplication.translate("Table", "Don't support"),
             "no_block": QCoreApplication.translate("Table", "Don't block"), "done": QCoreApplication.translate("Table", "Done"), "no": QCoreApplication.translate("Table", "No"), "no_replace": QCoreApplication.translate("Table", "Don't replace"),
             "no_play": QCoreApplication.translate("Table", "Don't play"), "energy": QCoreApplication.translate("Table", "Put into energy"),
             "end": QCoreApplication.translate("Table", "End")}
    if a.kind in words and not a.args:
        return words[a.kind]
    return QCoreApplication.translate("Table", "Next") if single else QCoreApplication.translate("Table", "Pass")


def phase_name(game: str, phase: str, lang: str) -> str:
    try:
        phases = importlib.import_module(f"engine.games.{game}.render").PHASES
        return str(phases.get(lang, phases["en"]).get(phase) or phase.replace("_", " "))
    except (ImportError, AttributeError, KeyError):
        return phase.replace("_", " ")


def player_label(p: int, human: int | None, names: list[str] | None = None) -> str:
    if human is not None:
        return QCoreApplication.translate("Table", "You") if p == human else QCoreApplication.translate("Table", "Computer")
    base = QCoreApplication.translate("Table", "Player %1").replace("%1", str(p + 1))
    if names and p < len(names) and names[p]:  # "You", "Computer (Normal)" in the reader's language
        return f"{base} ({player_text(names[p], current_language())})"
    return base


def result_text(result: Any, human: int | None, game: str = "", lang: str = "en") -> str:
    """"You lose: your retire yard has 10 cards.", "Player 2 wins: ...", "Draw: ..." (the rule clause
    is `result_clause`'s, for a tooltip)."""
    return result_sentence(game, result, lang, human) if result else ""


def result_clause(result: Any, game: str, lang: str = "en") -> str:
    """The rule a result comes from, as a citation for a tooltip ("Victory Spark 8.2.2"): the game by
    its name, never its id."""
    clause = split_reason(str(list(result)[-1]))[1] if result else ""
    return f"{game_info(game).name(lang) if game else ''} {clause}".strip() if clause else ""


def stored_result_text(result: str, game: str = "", lang: str = "en") -> str:
    """A replay's stored result ("win 0 reason...", "draw reason...") in words."""
    parts = result.split(" ", 2)
    if parts and parts[0] == "win" and len(parts) >= 2 and parts[1].isdigit():
        return result_text(("win", int(parts[1]), parts[2] if len(parts) > 2 else ""), None, game, lang)
    if parts and parts[0] == "draw":
        return result_text(("draw", result[5:]), None, game, lang)
    return result
