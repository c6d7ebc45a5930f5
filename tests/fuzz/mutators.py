"""Mutators: each turns a seed into a hostile input (bytes) plus a short note of what it did.

Families: `bytes` (any file), `structure` (YAML/JSON data: a node of another type, a key deleted or
added, huge numbers, unicode, deep nesting, amplified lists), `yaml`, `json`, `deck`, `csv`
(format_mutators.py), `deep` and `large` (tens of MB; rare, they are slow to read).
Everything is drawn from the given Random, so (seed, mutator, rng seed) reproduces an input.
"""
from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from random import Random
from typing import Any

from . import values as V
from .seeds import Seed

MutFn = Callable[[Seed, Random, list[Seed]], tuple[bytes, str]]
Path_ = tuple[Any, ...]


@dataclass(frozen=True)
class Mutator:
    name: str
    family: str
    syntaxes: frozenset[str]  # seed syntaxes it applies to: yaml, json, text, csv, zip, sqlite
    weight: float
    fn: MutFn
    formats: frozenset[str] | None = None  # only seeds of these formats (None: any of its syntaxes)


REGISTRY: dict[str, Mutator] = {}
ALL = frozenset({"yaml", "json", "text", "csv"})
TREE = frozenset({"yaml", "json"})


def mutator(family: str, syntaxes: frozenset[str] = ALL, weight: float = 1.0,
            formats: frozenset[str] | None = None) -> Callable[[MutFn], MutFn]:
    def reg(fn: MutFn) -> MutFn:
        REGISTRY[fn.__name__] = Mutator(fn.__name__, family, syntaxes, weight, fn, formats)
        return fn
    return reg


def applicable(seed: Seed, families: frozenset[str] | None = None) -> list[Mutator]:
    return [m for m in REGISTRY.values()
            if seed.syntax in m.syntaxes and (m.formats is None or seed.fmt in m.formats)
            and (families is None or m.family in families)]


def mutate(seed: Seed, rng: Random, pool: list[Seed], families: frozenset[str] | None = None,
           name: str | None = None) -> tuple[bytes, str, str]:
    """(input bytes, mutator name, note); a second, byte-level mutation is stacked now and then."""
    ms = applicable(seed, families)
    m = REGISTRY[name] if name else rng.choices(ms, weights=[x.weight for x in ms])[0]
    data, note = m.fn(seed, rng, pool)
    label = m.name
    # text formats only: a zip or a database is mutated byte by byte by mutators of its own
    if name is None and m.family not in ("bytes", "large") and len(data) < 4_000_000 and seed.syntax in ALL \
            and rng.random() < 0.12 and (families is None or "bytes" in families):
        extra = rng.choice([REGISTRY[n] for n in ("bitflip", "truncate", "delete_span", "duplicate_span")])
        data, note2 = extra.fn(Seed(seed.fmt, seed.name, seed.ext, data, seed.game), rng, pool)
        label, note = f"{m.name}+{extra.name}", f"{note}; then {note2}"
    return data, label, note


@mutator("none", weight=0)
def identity(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    """The seed itself: every reader must accept it (a check of the instrument, never drawn at random)."""
    return seed.data, "unchanged seed"


# -- byte level --------------------------------------------------------------------------------

INTERESTING = b"\x00\xff\x7f\x80\xc0\xed\"'{}[]:,\n\r\t#&*!|>-%@\\ "


@mutator("bytes", weight=3)
def bitflip(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    b = bytearray(seed.data or b" ")
    n = rng.choice([1, 1, 2, 4, 8, 32])
    for _ in range(n):
        i = rng.randrange(len(b))
        b[i] ^= 1 << rng.randrange(8 if rng.random() < 0.2 else 7)  # mostly keep ASCII, to get past decoding
    return bytes(b), f"{n} bit(s) flipped"


@mutator("bytes", weight=3)
def interesting_bytes(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    b = bytearray(seed.data or b" ")
    n = rng.choice([1, 2, 3, 8])
    for _ in range(n):
        b[rng.randrange(len(b))] = rng.choice(INTERESTING)
    return bytes(b), f"{n} byte(s) set to syntax characters"


@mutator("bytes", weight=3)
def truncate(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    n = rng.randrange(len(seed.data) + 1)
    return seed.data[:n], f"cut at byte {n} of {len(seed.data)}"


@mutator("bytes", weight=2)
def delete_span(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    d = seed.data
    i = rng.randrange(len(d) + 1)
    n = rng.choice([1, 4, 16, 256, 4096])
    return d[:i] + d[i + n:], f"{n} bytes deleted at {i}"


@mutator("bytes", weight=2)
def duplicate_span(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    d = seed.data
    i = rng.randrange(len(d) + 1)
    span = d[i:i + rng.choice([1, 8, 64, 1024])]
    times = rng.choice([1, 2, 16, 1000])
    j = rng.randrange(len(d) + 1)
    return d[:j] + span * times + d[j:], f"{len(span)} bytes from {i} inserted {times}x at {j}"


@mutator("bytes", weight=1)
def splice(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    other = rng.choice(pool)
    i, j = rng.randrange(len(seed.data) + 1), rng.randrange(len(other.data) + 1)
    return seed.data[:i] + other.data[j:], f"head of {seed.name} to {i} + tail of {other.name} from {j}"


@mutator("bytes", weight=1.5)
def bad_encoding(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    d = seed.data
    i = rng.randrange(len(d) + 1)
    kind = rng.randrange(6)
    if kind == 0:
        return d.decode("utf-8").encode("utf-16"), "re-encoded as UTF-16 with a BOM"
    if kind == 1:
        return d.decode("utf-8").encode("latin-1", "replace"), "re-encoded as Latin-1"
    bad = [b"\xc3", b"\xed\xa0\x80", b"\xc0\xaf", b"\xf4\x90\x80\x80", b"\xff\xfe"][kind - 2]
    return d[:i] + bad + d[i:], f"invalid UTF-8 {bad!r} at {i}"


@mutator("bytes", weight=0.5)
def tiny_file(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    d = rng.choice([b"", b" ", b"\n", b"\xef\xbb\xbf", b"\x00", b"0", b"null", b"[]", b"{}", b"-", b"\"", b"#"])
    return d, f"the whole file is {d!r}"


# -- structural (parsed YAML/JSON) --------------------------------------------------------------

def paths(tree: Any, limit: int = 50_000) -> list[Path_]:
    """Every node's path (root first), iteratively; at most `limit`."""
    out: list[Path_] = []
    stack: list[tuple[Path_, Any]] = [((), tree)]
    while stack and len(out) < limit:
        p, v = stack.pop()
        out.append(p)
        if isinstance(v, dict):
            stack.extend((p + (k,), sub) for k, sub in v.items())
        elif isinstance(v, list):
            stack.extend((p + (i,), sub) for i, sub in enumerate(v))
    return out


def get(tree: Any, path: Path_) -> Any:
    for k in path:
        tree = tree[k]
    return tree


def put(tree: Any, path: Path_, value: Any) -> Any:
    """A copy of `tree` with the node at `path` replaced (only the containers on the path are copied)."""
    if not path:
        return value
    c = dict(tree) if isinstance(tree, dict) else list(tree)
    c[path[0]] = value if len(path) == 1 else put(tree[path[0]], path[1:], value)  # the last key may be new
    return c


def remove(tree: Any, path: Path_) -> Any:
    parent = get(tree, path[:-1])
    c = dict(parent) if isinstance(parent, dict) else list(parent)
    del c[path[-1]]
    return put(tree, path[:-1], c)


def where(path: Path_) -> str:
    return "".join(f"[{k}]" if isinstance(k, int) else f".{k}" for k in path) or "<root>"


def _pick(tree: Any, rng: Random, want: Callable[[Any], bool] | None = None) -> Path_:
    ps = paths(tree)
    if want is not None:
        hits = [p for p in ps if want(get(tree, p))]
        ps = hits or ps
    return rng.choice(ps)


def _emit(seed: Seed, rng: Random, tree: Any, sp: V.Splicer) -> bytes:
    return V.dumps(tree, seed.syntax, sp.raws, rng)


@mutator("structure", TREE, weight=4)
def replace_type(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    p = _pick(seed.tree, rng)
    old = get(seed.tree, p)
    choices = [v for v in V.type_values() if type(v) is not type(old)]
    sp = V.Splicer(rng)
    v = rng.choice(choices)
    return _emit(seed, rng, put(seed.tree, p, sp.value(v)), sp), f"{where(p)} := {_short(v)}"


@mutator("structure", TREE, weight=2)
def delete_key(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    ps = [p for p in paths(seed.tree) if p]
    if not ps:
        return replace_type(seed, rng, pool)
    p = rng.choice(ps)
    return _emit(seed, rng, remove(seed.tree, p), V.Splicer(rng)), f"{where(p)} deleted"


@mutator("structure", TREE, weight=2)
def add_key(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    p = _pick(seed.tree, rng, lambda v: isinstance(v, dict | list))
    node = get(seed.tree, p)
    sp = V.Splicer(rng)
    v = sp.value(rng.choice(V.type_values() + ["unknown"]))
    if isinstance(node, dict):
        key = rng.choice(["zz_unknown", "__proto__", "", " ", "format", "é", "1", "null", "constructor"])
        node = {**node, key: v} if key not in node else {**node, key + "_": v}
        note = f"{where(p)} gets an unknown key {key!r}"
    elif isinstance(node, list):
        node = [*node, v]
        note = f"{where(p)} gets an extra item"
    else:
        return replace_type(seed, rng, pool)
    return _emit(seed, rng, put(seed.tree, p, node), sp), note


def _is_number(v: Any) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


@mutator("structure", TREE, weight=3)
def huge_number(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    p = _pick(seed.tree, rng, _is_number if rng.random() < 0.8 else None)
    v = rng.choice(V.huge_numbers())
    sp = V.Splicer(rng)
    return _emit(seed, rng, put(seed.tree, p, sp.value(v)), sp), f"{where(p)} := {_short(v)}"


@mutator("structure", TREE, weight=3)
def unicode_value(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    sp = V.Splicer(rng)
    v = rng.choice(V.odd_strings(rng))
    if rng.random() < 0.25 and not isinstance(v, V.Raw):  # a hostile mapping key instead of a value
        p = _pick(seed.tree, rng, lambda x: isinstance(x, dict) and bool(x))
        node = get(seed.tree, p)
        if isinstance(node, dict) and node:
            k = rng.choice(list(node))
            renamed = {(f"{k}{v}" if kk == k else kk): vv for kk, vv in node.items()}
            return _emit(seed, rng, put(seed.tree, p, renamed), sp), f"key {where(p)}.{k} += {_short(v)}"
    p = _pick(seed.tree, rng, lambda x: isinstance(x, str))
    return _emit(seed, rng, put(seed.tree, p, sp.value(v)), sp), f"{where(p)} := {_short(v)}"


@mutator("structure", TREE, weight=2)
def deep_node(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    p = _pick(seed.tree, rng)
    depth = rng.choice([41, 200, 990, 5_000, 100_000])
    shape = rng.choice(["list", "map"])
    sp = V.Splicer(rng)
    tree = put(seed.tree, p, sp.value(V.deep(depth, shape)))
    return _emit(seed, rng, tree, sp), f"{where(p)} := {depth} nested {shape}s"


@mutator("structure", TREE, weight=2)
def amplify_list(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    p = _pick(seed.tree, rng, lambda v: isinstance(v, list) and bool(v))
    node = get(seed.tree, p)
    if not isinstance(node, list) or not node:
        return replace_type(seed, rng, pool)
    item = rng.choice(node)
    size = max(8, len(json.dumps(item, default=str)))
    times = min(rng.choice([10, 1_000, 50_000, 300_000]), max(10, 4_000_000 // size))
    return _emit(seed, rng, put(seed.tree, p, node + [item] * times), V.Splicer(rng)), \
        f"{where(p)}: an item repeated {times}x"


@mutator("structure", TREE, weight=1.5)
def swap_nodes(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    ps = paths(seed.tree)
    a, b = rng.choice(ps), rng.choice(ps)
    if b[:len(a)] == a or a[:len(b)] == b:
        return replace_type(seed, rng, pool)
    tree = put(seed.tree, b, get(seed.tree, a))
    return _emit(seed, rng, tree, V.Splicer(rng)), f"{where(b)} := copy of {where(a)}"


@mutator("structure", TREE, weight=1)
def wrong_root(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    sp = V.Splicer(rng)
    v = rng.choice([[seed.tree], "text", 0, None, True, [], {}, {"scenarios": seed.tree}, V.raw(V.HUGE_DIGITS)])
    return _emit(seed, rng, sp.value(v), sp), f"the root is {_short(v, 30)}"


def _short(v: Any, n: int = 60) -> str:
    if isinstance(v, V.Raw):
        v = v.yaml
    s = repr(v)
    return s if len(s) <= n else f"{s[:n - 20]}...({len(s)} chars)"


# the format-specific mutators register themselves: text formats, packages (zip), damaged database
# rows, saves with a recomputed digest and replays with edited claims
from . import claim_mutators, db_mutators, format_mutators, package_mutators  # noqa: E402,F401
