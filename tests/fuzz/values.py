"""Hostile values and the text that spells them in YAML or JSON, shared by the mutators and the
hostile corpus. `Raw` text is spliced into a dumped document where a dumper cannot write it
(10**5000, 10^5 brackets, tags, anchors, lone surrogates)."""
from __future__ import annotations

import json
from dataclasses import dataclass
from random import Random
from typing import Any

import yaml

HUGE_DIGITS = "1" + "0" * 5000  # more digits than Python's int() reads by default (4300)


@dataclass(frozen=True)
class Raw:
    """Document text to splice in verbatim: `yaml` and `json` spellings of the same hostile value."""

    yaml: str
    json: str


def raw(text: str, json_text: str | None = None) -> Raw:
    return Raw(text, text if json_text is None else json_text)


def huge_numbers() -> list[Any]:
    return [raw(HUGE_DIGITS), raw("-" + HUGE_DIGITS), raw("1" + "0" * 4000), 2**63, 2**64, -(2**63) - 1,
            10**18, -1, -(10**9), 0, 1.5, -0.0, 1e308, raw(".inf", "1e400"), raw("-.inf", "-1e400"),
            raw(".nan", "NaN"), raw("1.0e+99999", "1e99999"), 2**53 + 1]


def odd_strings(rng: Random) -> list[Any]:
    n = rng.choice([1_000, 100_001, 1_000_000])
    return ["\u202e\u200fevil\u202c", "\u200f", "\x00", "a\x00b", "\ufeff", "e" + "\u0301" * 5000,
            "\U0001f469\u200d\U0001f469\u200d\U0001f467", "\uff11\uff12\uff13", "\u0663", "\u2028x\u2029", "\r\n\t",
            "\U0001d518\U0001d52b", "%s%n{0}{}", "../../../etc/passwd", "NUL", "", " ", "A" * n, "\u3042" * (n // 3),
            raw('"\\uD800"', '"\\ud800"'), raw('"x\\uDFFFy"', '"x\\udfffy"'), "\x1b[2J\x07", "\x85\x0b\x0c\x1c"]


def type_values() -> list[Any]:
    """One value of every type a node can be swapped for."""
    return [[], {}, "x", raw(HUGE_DIGITS), -1, 1.5, None, True, False, 0, [[]], {"": None}, [None], {"x": []}]


def deep(depth: int, shape: str, closed: bool = True) -> Raw:
    """`depth` nested lists or maps in flow style (one line, so 10^5 levels stay small)."""
    if shape == "list":
        y = j = "[" * depth + ("]" * depth if closed else "")
    else:
        y = "{a: " * depth + ("1" + "}" * depth if closed else "")
        j = '{"a":' * depth + ("1" + "}" * depth if closed else "")
    return Raw(y, j)


def billion_laughs(levels: int = 9, width: int = 10) -> Raw:
    """Anchors each aliasing the previous one `width` times: width**levels values from ~1 KB (flow style)."""
    parts = ["&a0 [" + ", ".join(["lol"] * width) + "]"]
    for i in range(1, levels + 1):
        parts.append(f"&a{i} [" + ", ".join([f"*a{i - 1}"] * width) + "]")
    return raw("[" + ", ".join(parts) + "]", "null")


def quadratic_alias(items: int = 20_000, uses: int = 20_000) -> Raw:
    """One big anchored list aliased many times: small file, items*uses values."""
    body = "&big [" + ",".join(["0"] * items) + "]"
    return raw("[" + body + "," + ",".join(["*big"] * uses) + "]", "null")


YAML_TAGS = [
    "!!python/object/apply:os.system ['echo pwned']", "!!python/object/new:builtins.dict {}",
    "!!python/name:os.system", "!!python/object:builtins.object {}", "!!binary aGVsbG8gd29ybGQ=",
    "!!timestamp 2001-12-14t21:59:43.10-05:00", "!!set {a, b, c}", "!!omap [{a: 1}, {b: 2}]",
    "!!pairs [{a: 1}, {a: 2}]", "!!float 'nan'", "!!int '0x_'", "!!str", "!!map [1, 2]", "!!seq {a: 1}",
    "!<tag:yaml.org,2002:python/tuple> [1, 2]", "!custom value", "!!bool 'maybe'", "!!null 'x'",
    "!!merge x", "!!value x", "!!yaml x", "!!int 99999999999999999999999999999999",
]

YAML_ODDITIES = [
    "2001-12-14", "2001-12-14 21:59:43.10 -5", "190:20:30", "0x7FFFFFFFFFFFFFFFFFFF", "0o777", "0b1010",
    "1_000_000", "~", "=", ".NaN", "-.inf", "yes", "on", "!!", "&anchor", "*undefined_alias",
    "[*undefined_alias]", "{? [a, b] : c}", "{[1]: 2}", "{1: a, null: b, 1.5: c, true: d}",
    "&r [*r]", "&m {<<: *m}", "{<<: [1, 2]}", "{<<: {a: 1}, a: 2}", "{a: 1, a: 2}",
    '"\\x00\\uFFFF\\U0010FFFF"', "'unterminated", '"unterminated', "|\n\tx", "- a\n- b",
]


def dumps(tree: Any, syntax: str, raws: dict[str, Raw], rng: Random) -> bytes:
    """Serialize `tree` as YAML or JSON, then splice each Raw in place of its placeholder string."""
    if syntax == "json":
        text = json.dumps(tree, ensure_ascii=rng.random() < 0.5, indent=rng.choice([None, 1]))
        for ph, r in raws.items():
            text = text.replace(f'"{ph}"', r.json)
    else:
        flow = rng.choice([False, None])
        try:
            text = yaml.dump(tree, Dumper=getattr(yaml, "CSafeDumper", yaml.SafeDumper), allow_unicode=True,
                             sort_keys=False, default_flow_style=flow, width=4096)
        except (UnicodeEncodeError, yaml.YAMLError):  # lone surrogates: the pure dumper escapes them
            text = yaml.dump(tree, Dumper=yaml.SafeDumper, allow_unicode=True, sort_keys=False,
                             default_flow_style=flow, width=4096)
        for ph, r in raws.items():
            text = text.replace(ph, r.yaml)
    return text.encode("utf-8", "surrogatepass")  # a raw lone surrogate becomes invalid UTF-8, on purpose


class Splicer:
    """Hands out placeholder strings for Raw values placed in a tree."""

    def __init__(self, rng: Random) -> None:
        self.raws: dict[str, Raw] = {}
        self._tag = f"FUZZRAW{rng.randrange(10**9)}X"

    def value(self, v: Any) -> Any:
        if isinstance(v, Raw):
            ph = f"{self._tag}{len(self.raws)}Z"
            self.raws[ph] = v
            return ph
        return v
