"""The expectations of rules scenarios that look past one card's values (docs/scenarios.md): the
order of cards in a zone, what one player can see (RULINGS G1), the abilities waiting and being
carried out, the events of the last step, and deck-validation verdicts.

engine/scenario.py builds positions and runs steps; it calls `check_more` for these keys. This
module imports nothing of engine.scenario at run time (no import cycle): the built scenario is
passed in. Games answer through their scenario_* hooks (`scenario_waiting`); `ability_index`
is what their `scenario_action` hooks use to name an ability by its index or its name.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from .cards import CardDef
from .decks import CardIndex, DeckEntry
from .errors import FormatError
from .events import Event
from .limits import MAX_DECK_COPIES
from .state import State

if TYPE_CHECKING:
    from .scenario_built import _Built

# What a game's scenario hooks raise on author-written arguments they cannot use.
HOOK_ERRORS = (ValueError, TypeError, KeyError, IndexError, AttributeError)

# expectation keys this module checks, and those for which `null` means "none" rather than "nothing to check"
KEYS = frozenset({"order", "top", "bottom", "position", "view", "sees", "hidden", "waiting", "resolving",
                  "events", "not_events"})
NULL_MEANS_NONE = frozenset({"resolving"})


# -- naming cards and abilities -----------------------------------------------------------------
def card_of(index: CardIndex, ref: str, where: str, source: str) -> CardDef:
    c = index.by_id.get(ref) or index.find(DeckEntry(1, ref))
    if c is None:
        raise FormatError(source, where, f"unknown card {ref!r}")
    return c


def label_arg(labels: dict[str, int], a: Any, where: str, source: str) -> Any:
    """`"@label"` -> the labelled instance; anything else as written."""
    if isinstance(a, str) and a.startswith("@"):
        if a[1:] not in labels:
            raise FormatError(source, where, f"no card is labelled {a!r} (label cards with 'as:')")
        return labels[a[1:]]
    return a


def ability_index(d: CardDef, ref: Any) -> int:
    """An ability of card `d` named by its index (0-based, card-data order) or by its name
    (`name: {en, ja}`, either language, case-insensitive). ValueError when no ability or
    several have that name."""
    if type(ref) is int:
        return ref
    if not isinstance(ref, str):
        raise ValueError(f"an ability is named by its index or its name, not {ref!r}")
    want = ref.casefold()
    hits = [n for n, ab in enumerate(d.abilities)
            if want in {str(v).casefold() for v in (ab.get("name") or {}).values()}]
    if len(hits) == 1:
        return hits[0]
    names = ", ".join(f"{n} {(ab.get('name') or {}).get('en', '(no name)')}" for n, ab in enumerate(d.abilities))
    if not hits:
        raise ValueError(f"{d.name['en']} has no ability named {ref!r} (its abilities: {names or 'none'})")
    raise ValueError(f"{d.name['en']} has several abilities named {ref!r}: use its index ({names})")


def _ability_is(d: CardDef, ai: int | None, ref: Any) -> bool:
    if type(ref) is int:
        return ai == ref
    if type(ai) is not int or not 0 <= ai < len(d.abilities):
        return False
    return str(ref).casefold() in {str(v).casefold() for v in (d.abilities[ai].get("name") or {}).values()}


def _is_card(b: _Built, iid: int, ref: Any, where: str, source: str) -> bool:
    """Whether instance `iid` is the card `ref` names: that labelled instance, or any copy of a named card."""
    if isinstance(ref, str) and ref.startswith("@"):
        return iid == label_arg(b.labels, ref, where, source)
    return b.state.defs[iid].id == card_of(b.index, str(ref), where, source).id


def describe(b: _Built, iid: int) -> str:
    """A card for a message: its name, and its label when it has one."""
    labs = [k for k, v in b.labels.items() if v == iid]
    return b.state.defs[iid].name["en"] + (f" (@{labs[0]})" if labs else "")


def zone_known(s: State, z: str, where: str, source: str) -> None:
    if z not in s.zones:
        raise FormatError(source, where, f"unknown zone {z!r} (zones: {', '.join(sorted(s.zones))})")


def _seat(p: Any, where: str, source: str) -> int:
    if str(p) not in ("0", "1"):
        raise FormatError(source, where, f"a player is 0 or 1, not {p!r}")
    return int(p)


# -- the order of cards in a zone ----------------------------------------------------------------
def _order(b: _Built, key: str, val: dict[str, Any], source: str) -> list[str]:
    s, fails = b.state, []
    if key == "position":
        for lab, want in val.items():
            i = label_arg(b.labels, lab, "expect.position", source)
            if type(i) is not int:
                raise FormatError(source, "expect.position", f"{lab!r} is not a card label ('@name')")
            top_first = s.zones[s.zone_of[i]][::-1]
            got = top_first.index(i)
            if (want if want >= 0 else len(top_first) + want) != got:
                fails.append(f"position of {lab} in {s.zone_of[i]} (0 is the top, -1 the bottom): expected {want}, "
                             f"got {got} of {len(top_first)} cards")
        return fails
    for z, want in val.items():
        where = f"expect.{key}.{z}"
        zone_known(s, z, where, source)
        items = want if isinstance(want, list) else [want]
        top_first = s.zones[z][::-1]
        got = {"order": top_first, "top": top_first[:len(items)],
               "bottom": top_first[len(top_first) - len(items):] if items else []}[key]
        ok = len(got) == len(items) and all(_is_card(b, i, r, where, source) for i, r in zip(got, items, strict=True))
        if not ok:
            what = {"order": "cards", "top": "top card(s)", "bottom": "bottom card(s)"}[key]
            fails.append(f"{what} of {z} (top first): expected {items}, got [{', '.join(describe(b, i) for i in got)}]")
    return fails


# -- what one player can see (G1) ------------------------------------------------------------------
def _walk(x: Any, path: str = "", owner: Any = None) -> Iterator[tuple[str, Any, Any]]:
    """Every value of a view with its path and the instance (`iid`) of the card mapping it belongs
    to, leaving out the registered deck lists (public: they name every card of a deck, not where
    any one is)."""
    yield path, x, owner
    if isinstance(x, dict):
        here = x.get("iid", owner)
        for k, v in x.items():
            if k != "decklist":
                yield from _walk(v, f"{path}.{k}" if path else str(k), here)
    elif isinstance(x, list | tuple):
        for n, v in enumerate(x):
            yield from _walk(v, f"{path}[{n}]", owner)


def _shown_at(view: dict[str, Any], iid: int, cid: str) -> str | None:
    """Where the view shows this instance with its identity, if it does."""
    for path, v, _o in _walk(view):
        if isinstance(v, dict) and v.get("iid") == iid and cid in (v.get("id"), v.get("card")):
            return path
    return None


def _named_at(view: dict[str, Any], iid: int, cid: str) -> str | None:
    """Where the view names the card's id other than as another visible instance of it."""
    for path, v, owner in _walk(view):
        if v == cid and (owner is None or owner == iid):
            return path
    return None


def _log_naming(b: _Built, p: int, iid: int, words: set[str]) -> str | None:
    """A log line rendered for player p that names this card: a line about this instance, or about
    no instance at all, containing one of its names (a line about another copy does not count)."""
    s = b.state
    for e in b.all_events:
        about = e.get("iid")
        if type(about) is int and about != iid:
            continue
        for lang in ("en", "ja"):
            line = s.rules.render_event(s, e, lang, viewer=p)
            if line and any(w in line for w in words):
                return line
    return None


def _view_path(view: Any, path: str) -> tuple[bool, Any]:
    cur = view
    for part in path.split("."):
        if isinstance(cur, dict) and part in cur:
            cur = cur[part]
        elif isinstance(cur, list) and part.lstrip("-").isdigit() and -len(cur) <= int(part) < len(cur):
            cur = cur[int(part)]
        else:
            return False, None
    return True, cur


def _labels_in(b: _Built, v: Any, where: str, source: str) -> Any:
    if isinstance(v, list):
        return [_labels_in(b, x, where, source) for x in v]
    return label_arg(b.labels, v, where, source)


def _visibility(b: _Built, key: str, val: dict[Any, Any], source: str) -> list[str]:
    s, fails = b.state, []
    for p_raw, want in val.items():
        p = _seat(p_raw, f"expect.{key}", source)
        where = f"expect.{key}.{p_raw}"
        view = s.view(p)
        if key == "view":
            for path, v in want.items():
                found, got = _view_path(view, str(path))
                exp = _labels_in(b, v, f"{where}.{path}", source)
                if not found:
                    fails.append(f"view of player {p} has no {path}")
                elif got != exp:
                    fails.append(f"view of player {p}, {path}: expected {exp!r}, got {got!r}")
            continue
        for ref in want:
            i = label_arg(b.labels, ref, where, source)
            if type(i) is not int:
                raise FormatError(source, where, f"{ref!r} is not a card label ('@name' of a card placed with 'as:')")
            d = s.defs[i]
            shown = _shown_at(view, i, d.id)
            if key == "sees":
                if shown is None:
                    fails.append(f"player {p} should see {describe(b, i)} in {s.zone_of[i]}, but their view "
                                 "does not show it")
                continue
            named = shown or _named_at(view, i, d.id)
            if named is not None:
                fails.append(f"player {p} should not know {describe(b, i)}, but their view names it at {named}")
            line = _log_naming(b, p, i, {n for n in (d.name.get("en"), d.name.get("ja")) if n})
            if line is not None:
                fails.append(f"player {p} should not know {describe(b, i)}, but their log says {line!r}")
    return fails


# -- abilities waiting and being carried out -------------------------------------------------------
def _waiting_entries(b: _Built, where: str, source: str) -> list[dict[str, Any]]:
    hook = getattr(b.state.rules, "scenario_waiting", None)
    if hook is None:
        raise FormatError(source, where, "this game's scenarios cannot inspect waiting abilities")
    return list(hook(b.state))


def _entry_text(b: _Built, e: dict[str, Any]) -> str:
    ai = e.get("ability")
    if type(ai) is not int:  # a card played (a grid unit or event, a PMV card): no ability of it
        return f"{describe(b, e['card'])} [{e.get('kind', 'card')}, player {e['player']}]"
    d = b.state.deftable[e["def"]]
    ab = d.abilities[ai] if 0 <= ai < len(d.abilities) else {}
    nm = (ab.get("name") or {}).get("en")
    return (f"{describe(b, e['card'])}'s ability {ai}{f' {nm}' if nm else ''} "
            f"[{e.get('kind', 'ability')}, player {e['player']}]")


def _targets(s: State, cid: int | None) -> dict[str, list[int]]:
    """The choices bound in a resolution context (state.ctx): live cards only, in choice order."""
    ctx = s.ctx.get(cid) if cid is not None else None
    out: dict[str, list[int]] = {}
    for k, v in (ctx or {}).items():
        if isinstance(k, str) and k.startswith("$") and isinstance(v, tuple):
            out[k] = [r[0] for r in v if isinstance(r, tuple) and len(r) == 2 and 0 <= r[0] < len(s.obj)
                      and s.obj[r[0]] == r[1]]
    return out


def _entry_fails(b: _Built, e: dict[str, Any], want: Any, where: str, source: str) -> list[str]:
    """How one waiting entry differs from its expected description (empty: it matches)."""
    s = b.state
    want = want if isinstance(want, dict) else {"card": want}
    out = []
    if "card" in want and not _is_card(b, e["card"], want["card"], where, source):
        out.append(f"card {want['card']}")
    if "ability" in want and not _ability_is(s.deftable[e["def"]], e["ability"], want["ability"]):
        out.append(f"ability {want['ability']}")
    if "kind" in want and e.get("kind") != want["kind"]:
        out.append(f"kind {want['kind']}")
    if "player" in want and e["player"] != want["player"]:
        out.append(f"player {want['player']}")
    if "cancels" in want:
        c, w = e.get("cancels"), want["cancels"]
        if w is None:
            if c is not None:
                out.append("cancels nothing still waiting")
        else:
            w = w if isinstance(w, dict) else {"card": w}
            if c is None or ("card" in w and not _is_card(b, c["card"], w["card"], where, source)) or (
                    "ability" in w and not _ability_is(s.deftable[c["def"]], c["ability"], w["ability"])):
                out.append(f"cancels {w}")
    if want.get("targets") is not None:
        got = _targets(s, e.get("ctx"))
        for name, refs in want["targets"].items():
            cards = got.get(name, [])
            if len(cards) != len(refs) or not all(_is_card(b, i, r, where, source) for i, r in zip(cards, refs, strict=True)):
                out.append(f"{name} = {refs} (bound: [{', '.join(describe(b, i) for i in cards)}])")
    return out


def _waiting(b: _Built, key: str, val: Any, source: str) -> list[str]:
    s, where = b.state, f"expect.{key}"
    entries = _waiting_entries(b, where, source)
    if key == "resolving":
        held = {e.get("ctx") for e in entries}
        current = [cid for cid in sorted(s.ctx) if cid not in held]
        if val is None:
            return [f"expected no ability being carried out, got {_ctx_text(b, current[-1])}"] if current else []
        if not current:
            return [f"expected an ability being carried out ({val}), got none"]
        ctx = s.ctx[current[-1]]
        e = {"card": ctx["src"], "def": ctx["def"], "ability": ctx["ab"], "player": ctx["ctrl"], "ctx": current[-1],
             "kind": _ctx_kind(s, ctx)}
        diff = _entry_fails(b, e, val, where, source)
        return [f"the ability being carried out is {_ctx_text(b, current[-1])}: it does not have " + "; ".join(diff)] if diff else []
    fails = []
    if len(entries) != len(val):
        fails.append(f"expected {len(val)} waiting abilities, got {len(entries)}: "
                     f"[{'; '.join(_entry_text(b, e) for e in entries)}]")
    for n, (e, want) in enumerate(zip(entries, val, strict=False)):
        diff = _entry_fails(b, e, want, f"{where}[{n}]", source)
        if diff:
            fails.append(f"waiting ability {n} is {_entry_text(b, e)}: it does not have " + "; ".join(diff))
    return fails


def _ctx_kind(s: State, ctx: dict[str, Any]) -> str:
    """The kind of the ability being carried out, named as `waiting` names it: the ability's type
    (auto, activated, event ...), `cancel` for a cancel (VS 7.4.1.2), the game's own word first."""
    hook = getattr(s.rules, "scenario_kind", None)
    kind = hook(s, ctx) if hook is not None else None
    if kind is not None:
        return str(kind)
    d = s.deftable.get(ctx.get("def", ""))
    ai = ctx.get("ab")
    ab = d.abilities[ai] if d is not None and type(ai) is int and 0 <= ai < len(d.abilities) else {}
    return "cancel" if "cancel" in ab.get("keywords", ()) else str(ab.get("type", "ability"))


def _ctx_text(b: _Built, cid: int) -> str:
    ctx = b.state.ctx[cid]
    return _entry_text(b, {"card": ctx["src"], "def": ctx["def"], "ability": ctx["ab"], "player": ctx["ctrl"],
                           "kind": f"{_ctx_kind(b.state, ctx)}, in progress"})


# -- events of the last step -----------------------------------------------------------------------
def event_matches(b: _Built, e: Event, want: Any, where: str, source: str) -> bool:
    want = want if isinstance(want, dict) else {"kind": want}
    if e.kind != want["kind"]:
        return False
    s = b.state
    for k, w in want.items():
        if k == "kind":
            continue
        if k == "private":
            if e.private != w:
                return False
            continue
        got = e.get(k, _MISSING)
        if got is _MISSING:
            return False
        if k == "card":  # a card event names the card (its id), and usually the instance too
            iid = e.get("iid")
            if isinstance(w, str) and w.startswith("@") and isinstance(iid, int):
                if not _is_card(b, iid, w, where, source):
                    return False
            elif not (isinstance(got, str) and got in s.deftable and _same_def(b, got, w, where, source)):
                return False
        elif k == "ability":
            cid = e.get("card")
            if not (type(got) is int and isinstance(cid, str) and cid in s.deftable
                    and _ability_is(s.deftable[cid], got, w)):
                return False
        elif not _value_is(b, got, w, where, source):
            return False
    return True


_MISSING = object()


def _same_def(b: _Built, cid: str, ref: Any, where: str, source: str) -> bool:
    if isinstance(ref, str) and ref.startswith("@"):
        return b.state.defs[label_arg(b.labels, ref, where, source)].id == cid
    return card_of(b.index, str(ref), where, source).id == cid


def _value_is(b: _Built, got: Any, w: Any, where: str, source: str) -> bool:
    if isinstance(w, list):
        return isinstance(got, tuple | list) and len(got) == len(w) and all(
            _value_is(b, g, x, where, source) for g, x in zip(got, w, strict=True))
    if isinstance(w, str) and w.startswith("@"):
        iid = label_arg(b.labels, w, where, source)
        return got == iid or got == b.state.defs[iid].id
    if isinstance(w, str) and isinstance(got, str) and got in b.state.deftable and got != w:
        return _same_def(b, got, w, where, source)  # a card named by name where the event has its id
    return bool(got == w and type(got) is type(w))


def event_text(e: Event) -> str:
    parts = [f"{k}={v}" for k, v in e.data if k in ("player", "card", "iid", "ability", "phase", "turn", "to",
                                                      "frm", "cause", "amount")]
    return f"{e.kind}({', '.join(parts)})"


def _events(b: _Built, key: str, val: Any, source: str) -> list[str]:
    if isinstance(val, dict):  # {kind, ..., since, count}: a count since a point (scenario_steps)
        return event_count(b, val, source)
    evs = b.events
    where = f"expect.{key}"
    if key == "not_events":
        return [f"the last step should have no event {w} (got {event_text(e)})" for w in val
                for e in evs[:1000] if event_matches(b, e, w, where, source)][:len(val)]
    pos = 0
    for n, w in enumerate(val):
        while pos < len(evs) and not event_matches(b, evs[pos], w, f"{where}[{n}]", source):
            pos += 1
        if pos == len(evs):
            got = ", ".join(event_text(e) for e in evs[:60]) + (" ..." if len(evs) > 60 else "")
            return [f"events of the last step: no {w} after the events matched before it "
                    f"(expected in order: {val}; got: {got or 'no events'})"]
        pos += 1
    return []


def check_more(b: _Built, key: str, val: Any, source: str) -> list[str]:
    """The unmet expectations of one of this module's keys (KEYS), as messages."""
    if key in ("order", "top", "bottom", "position"):
        return _order(b, key, val, source)
    if key in ("view", "sees", "hidden"):
        return _visibility(b, key, val, source)
    if key in ("waiting", "resolving"):
        return _waiting(b, key, val, source)
    return _events(b, key, val, source)


# -- deck validation -------------------------------------------------------------------------------
def check_verdict(b: _Built, deck: dict[str, list[Any]], verdict: dict[str, Any], where: str, source: str) -> list[str]:
    """Run the game's validate_deck on a deck list and compare its verdict and the clauses it cites."""
    s = b.state
    sections: dict[str, list[CardDef]] = {}
    for sec, items in deck.items():
        lst = sections.setdefault(sec, [])
        for n, it in enumerate(items):
            opts = it if isinstance(it, dict) else {"card": it, "count": 1}
            c = card_of(b.index, str(opts["card"]), f"{where}.validate_deck.{sec}[{n}]", source)
            lst.extend([c] * int(opts.get("count", 1)))
            if len(lst) > MAX_DECK_COPIES:
                raise FormatError(source, f"{where}.validate_deck.{sec}", f"more than {MAX_DECK_COPIES:,} cards")
    found = s.rules.validate_deck(sections)
    said = "; ".join(str(v) for v in found) or "no violations"
    fails = []
    if verdict["legal"] != (not found):
        fails.append(f"deck verdict: expected {'legal' if verdict['legal'] else 'illegal'}, got {said}")
    if verdict.get("clauses") is not None:
        game = s.rules.id
        want = {c if ":" in c else f"{game}:{c}" for c in verdict["clauses"]}
        got = {v.clause for v in found}
        if want != got:
            fails.append(f"deck verdict cites {sorted(got)}, expected {sorted(want)} ({said})")
    for frag in verdict.get("messages") or ():
        if not any(frag in str(v) for v in found):
            fails.append(f"no deck violation says {frag!r} ({said})")
    return fails


def event_count(b: _Built, val: dict[str, Any], source: str) -> list[str]:
    """`events: {kind, ..., since, count}`: how many matching events happened since a point."""
    since = val.get("since", "start")
    if since == "start":
        pos = 0
    elif str(since) in b.points:
        pos = b.points[str(since)]
    else:
        raise FormatError(source, "expect.events.since", f"no step labelled or numbered {since!r} has run before "
                          f"this check (points: start, {', '.join(b.points) or 'none yet'})")
    want = {k: v for k, v in val.items() if k not in ("since", "count")}
    hits = [e for e in b.all_events[pos:] if event_matches(b, e, want, "expect.events", source)]
    if len(hits) != val["count"]:
        shown = ", ".join(event_text(e) for e in hits[:20])
        return [f"events {want} since {since}: expected {val['count']}, got {len(hits)}"
                + (f" ({shown})" if hits else "")]
    return []
