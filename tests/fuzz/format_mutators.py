"""Format-specific mutators: YAML tags, aliases and oddities, JSON oddities, deck lines, CSV cells and
shapes, whole-file deep nesting and very large files. Registered into mutators.REGISTRY on import."""
from __future__ import annotations

import csv
import io
import json
from random import Random

from . import values as V
from .mutators import ALL, TREE, _emit, _pick, _short, get, mutator, put, where
from .seeds import Seed

MB = 1024 * 1024
YAML = frozenset({"yaml"})
JSON = frozenset({"json"})
TEXT = frozenset({"text"})
CSV = frozenset({"csv"})


# -- YAML ---------------------------------------------------------------------------------------

@mutator("yaml", YAML, weight=2)
def yaml_tag(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    p = _pick(seed.tree, rng)
    tag = rng.choice(V.YAML_TAGS)
    sp = V.Splicer(rng)
    return _emit(seed, rng, put(seed.tree, p, sp.value(V.raw(tag))), sp), f"{where(p)} := {tag}"


@mutator("yaml", YAML, weight=2)
def alias_bomb(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    p = _pick(seed.tree, rng)
    kind = rng.randrange(4)
    if kind == 0:
        levels = rng.choice([6, 9, 12])
        bomb, what = V.billion_laughs(levels), f"billion laughs (10^{levels} values)"
    elif kind == 1:
        bomb, what = V.quadratic_alias(), "one 20,000-item anchor aliased 20,000 times"
    elif kind == 2:
        bomb, what = V.raw("&r [*r, *r]"), "a list that contains itself"
    else:
        bomb, what = V.raw("&m {a: 1, b: [*m]}"), "a mapping that contains itself"
    sp = V.Splicer(rng)
    return _emit(seed, rng, put(seed.tree, p, sp.value(bomb)), sp), f"{where(p)} := {what}"


@mutator("yaml", YAML, weight=2)
def yaml_oddity(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    kind = rng.randrange(5)
    text = seed.data.decode("utf-8")
    if kind == 0:
        return (text + "\n---\n" + text).encode(), "two YAML documents"
    if kind == 1:
        head = rng.choice(["%YAML 1.1\n---\n", "%YAML 9.9\n---\n", "%TAG !e! tag:evil,2000:\n---\n", "--- !!set\n"])
        return (head + text).encode(), f"starts with {head.strip()!r}"
    if kind == 2:
        return text.replace("  ", "\t", rng.choice([1, 10])).encode(), "tabs for indentation"
    p = _pick(seed.tree, rng)
    odd = rng.choice(V.YAML_ODDITIES)
    sp = V.Splicer(rng)
    return _emit(seed, rng, put(seed.tree, p, sp.value(V.raw(odd))), sp), f"{where(p)} := {odd}"


@mutator("yaml", YAML, weight=1)
def deep_block(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    """Deeply nested block-style maps (indentation grows, so a few thousand levels)."""
    depth = rng.choice([100, 1_500, 4_000])
    lines = [" " * i + "k:" for i in range(depth)] + [" " * depth + "v"]
    p = rng.choice([(), ("zz",)]) if isinstance(seed.tree, dict) else ()
    body = "\n".join(lines) + "\n"
    if not p:
        return body.encode(), f"{depth} nested block maps as the whole file"
    return (seed.data.decode() + "zz:\n" + "\n".join(" " + ln for ln in lines) + "\n").encode(), \
        f".zz := {depth} nested block maps"


# -- JSON ---------------------------------------------------------------------------------------

@mutator("json", JSON, weight=2)
def json_oddity(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    text = seed.data.decode("utf-8")
    kind = rng.randrange(6)
    if kind == 0:
        return ("\ufeff" + text).encode(), "byte-order mark"
    if kind == 1 and text.rstrip().endswith("}"):
        return (text.rstrip()[:-1] + ',"format":"x","format":null}').encode(), "duplicate keys at the end"
    if kind == 2:
        return (text + rng.choice(["\n{}", "x", "\x00", "]", "// comment"])).encode(), "trailing junk"
    if kind == 3:
        return text.replace('"', "'", 4).encode(), "single quotes"
    p = _pick(seed.tree, rng)
    v = rng.choice([V.raw("NaN"), V.raw("-Infinity"), V.raw("1e999999"), V.raw("-0"), V.raw('"\\u0000"'),
                    V.raw('"\\ud800\\udc00\\udbff"'), V.raw("1.0"), V.raw("true"), V.raw("[1,]"), V.raw("{}")])
    sp = V.Splicer(rng)
    return _emit(seed, rng, put(seed.tree, p, sp.value(v)), sp), f"{where(p)} := {v.json}"


# -- deck text ----------------------------------------------------------------------------------

def _lines(seed: Seed) -> list[str]:
    return seed.data.decode("utf-8").split("\n")


def _card_line(lines: list[str], rng: Random) -> int:
    idx = [i for i, ln in enumerate(lines) if ln[:1].isdigit()]
    return rng.choice(idx) if idx else 0


@mutator("deck", TEXT, weight=3)
def deck_count(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    lines = _lines(seed)
    i = _card_line(lines, rng)
    count = rng.choice(["0", "-4", "00004", "99999999999999999999", V.HUGE_DIGITS, "1000000000", "10000000",
                        "\uff14", "\u0664", "4.5", "1e9", "4" * 400, "+4", "0x10", "4_000_000"])
    rest = lines[i].split(" ", 1)[1] if " " in lines[i] else "Pip"
    lines[i] = f"{count} {rest}"
    return "\n".join(lines).encode(), f"line {i + 1} count := {_short(count, 30)}"


ODD_DECK_LINES = ["[", "[]", "[ ]", ":", "name:", "game:", "game: " + "x" * 300, "game: vividz", "game: victory_spark",
                  "game: ../../etc", "name: " + "N" * 200_000, "4x", "x4 Pip", "4 Pip (VSS1)", "4 Pip (VSS1) 999",
                  "4 (VSS1) 001", "4  ", "\x00", "4 \x00 (VSS1) 001", "\u2028", "4 Pip\u2028name: x", "4 Pip\x85[x]",
                  "[\u30e1\u30a4\u30f3]", "[main]" * 50, "author: me", "4 " + "(" * 5000, "4 Pip # " + "#" * 1000,
                  "\ufeffname: x", "4 Pip\r", "4 " + "\u202e" * 10 + "Pip", "4 \U0001f600 (\u00c9) \u0661"]


@mutator("deck", TEXT, weight=3)
def deck_line(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    lines = _lines(seed)
    odd = rng.choice(ODD_DECK_LINES)
    i = rng.randrange(len(lines) + 1)
    lines.insert(i, odd)
    return "\n".join(lines).encode("utf-8", "surrogatepass"), f"line {i + 1} := {_short(odd, 40)}"


@mutator("deck", TEXT, weight=2)
def deck_lines_shape(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    lines = _lines(seed)
    kind = rng.randrange(5)
    if kind == 0:
        return "\r".join(lines).encode(), "CR-only line ends"
    if kind == 1:
        rng.shuffle(lines)
        return "\n".join(lines).encode(), "lines shuffled"
    if kind == 2:
        n = rng.choice([10_000, 60_000])
        return "\n".join(lines + [f"[s{k}]\n1 X" for k in range(n)]).encode(), f"{n} sections"
    if kind == 3:
        i = _card_line(lines, rng)
        n = rng.choice([1_000, 50_000, 200_000])
        return "\n".join(lines + [lines[i]] * n).encode(), f"line {i + 1} repeated {n}x"
    return "".join(lines).encode(), "all on one line"


@mutator("lines", frozenset({"text", "csv"}), weight=2)
def regex_stress(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    """Long runs that make backtracking line patterns slow (O(n^2) and worse)."""
    n = rng.choice([2_000, 30_000, 200_000])
    line = rng.choice([f"1 a{' ' * n}b", f"4 {'a ' * n}(", f"4 Pip {'(' * n}", f"{'1' * n} ", f"4 {'x' * n} (S) ",
                       f"name{' ' * n}", f"4{'x' * n}", f"[{'a' * n}"])
    if seed.syntax == "csv":
        line = rng.choice([f'"{" " * n}', "," * n, f"{' ' * n},1", '"' + '""' * n])
    text = seed.data.decode("utf-8").rstrip("\n") + "\n" + line + "\n"
    return text.encode(), f"a {len(line)}-character line: {line[:12]!r}..."


# -- collection CSV -----------------------------------------------------------------------------

def _rows(seed: Seed) -> list[list[str]]:
    return list(csv.reader(io.StringIO(seed.data.decode("utf-8-sig"))))


def _csv(rows: list[list[str]]) -> bytes:
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(rows)
    return out.getvalue().encode("utf-8", "surrogatepass")


CSV_VALUES = ["=CMD|' /C calc'!A0", "+1+1", "@SUM(A1:A9)", "-2+3", V.HUGE_DIGITS, "1" + "0" * 19, "-1", "1.5",
              "1e3", "\uff13", "\u0663", "1_000", " 3 ", "0x10", "NaN", "inf", "", "\u221e", "3\x00", "1000001",
              "\u202e3", "A" * 200_000, "\ud800", "\n", '"', "none", "true"]


@mutator("csv", CSV, weight=4)
def csv_cell(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    rows = _rows(seed)
    r = rng.randrange(len(rows))
    c = rng.randrange(max(1, len(rows[r])))
    v = rng.choice(CSV_VALUES)
    if rows[r]:
        rows[r][c] = v
    else:
        rows[r] = [v]
    return _csv(rows), f"row {r + 1} column {c + 1} := {_short(v, 30)}"


@mutator("csv", CSV, weight=3)
def csv_shape(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    rows = _rows(seed)
    text = seed.data.decode("utf-8-sig")
    kind = rng.randrange(9)
    if kind == 0:
        return _csv(rows[1:]), "no header"
    if kind == 1:
        return _csv(rows[:1]), "header only"
    if kind == 2:
        return _csv([rows[0] + [rows[0][-1]]] + [r + ["9"] for r in rows[1:]]), "a duplicate column"
    if kind == 3:
        n = rng.choice([1_000, 100_000])
        return _csv([rows[0] + [f"c{k}" for k in range(n)]] + rows[1:]), f"{n} extra columns"
    if kind == 4:
        return (text + '"unterminated,' + "x" * rng.choice([10, 200_000])).encode(), "an unterminated quote"
    if kind == 5:
        return text.replace(",", rng.choice([";", "\t", ",,", '","'])).encode(), "another delimiter"
    if kind == 6:
        n = rng.choice([1_000, 100_000, 400_000])
        return _csv(rows[:1] + rows[1:2] * n), f"the first row repeated {n}x"
    if kind == 7:
        return _csv([[c.upper() for c in rows[0]]] + [r[:1] for r in rows[1:]]), "short rows"
    return _csv([rows[0]] + [[] for _ in range(50)] + rows[1:]), "blank rows"


# -- whole file: deep nesting and very large files ----------------------------------------------

@mutator("deep", ALL, weight=1.5)
def deep_text(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    depth = rng.choice([1_000, 100_000])
    closed = rng.random() < 0.6
    d = V.deep(depth, rng.choice(["list", "map"]), closed)
    text = d.json if seed.syntax == "json" else d.yaml
    return text.encode(), f"the whole file is {depth} nested brackets{'' if closed else ', unclosed'}"


@mutator("large", ALL, weight=0.18)
def large_pad(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    size = rng.choice([12, 24, 48, 80]) * MB
    fill = {"json": b" ", "yaml": b"\n#" + b"x" * 78, "text": b"\n# pad" + b"d" * 73, "csv": b"\n"}[seed.syntax]
    return seed.data + fill * (size // len(fill)), f"{size // MB} MB of padding after the seed"


@mutator("large", ALL, weight=0.18)
def large_string(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    size = rng.choice([12, 24, 48, 80]) * MB
    if seed.syntax in TREE:
        p = _pick(seed.tree, rng, lambda v: isinstance(v, str))
        sp = V.Splicer(rng)
        blob = V.raw('"' + "A" * size + '"')
        return _emit(seed, rng, put(seed.tree, p, sp.value(blob)), sp), f"{where(p)} := {size // MB} MB string"
    line = b"4 " + b"A" * size if seed.syntax == "text" else b"VSS1,001," + b"A" * size + b",1"
    return seed.data + b"\n" + line + b"\n", f"a {size // MB} MB line"


@mutator("large", ALL, weight=0.18)
def large_repeat(seed: Seed, rng: Random, pool: list[Seed]) -> tuple[bytes, str]:
    """Tens of MB of valid-looking repetition (a list item, a deck line, a CSV row)."""
    size = rng.choice([12, 24, 48]) * MB
    if seed.syntax in TREE:
        p = _pick(seed.tree, rng, lambda v: isinstance(v, list) and bool(v))
        node = get(seed.tree, p)
        if isinstance(node, list) and node:
            item = node[0]
            one = json.dumps(item, ensure_ascii=False)  # JSON is valid YAML flow style too
            n = max(1, size // (len(one) + 2))
            sp = V.Splicer(rng)
            blob = V.raw("[" + ", ".join([one] * n) + "]")
            return _emit(seed, rng, put(seed.tree, p, sp.value(blob)), sp), f"{where(p)}: {n} items ({size // MB} MB)"
    lines = [ln for ln in seed.data.split(b"\n") if ln[:1].isdigit() or b"," in ln] or [b"1 X"]
    one = lines[-1] + b"\n"
    n = size // len(one)
    return seed.data + one * n, f"a line repeated {n}x ({size // MB} MB)"
