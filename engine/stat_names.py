"""A game's own names for the shared stat slots in card data (the grid game's at/df/ac, Phantom
Magic Vision's attack/toughness): card files say the game's names; the engine reads power,
defense and level (layers.STAT_KEYS). `normalize` rewrites an ability's data once, on loading
(GameRules.normalize_ability), so nothing downstream needs to know the game's names."""
from __future__ import annotations

from typing import Any


def normalize(x: Any, names: dict[str, str], in_modify: bool = False) -> Any:
    """`x` with the game's stat names (`names`: game name -> shared name) read as the shared
    ones: as keys of `modify` (an effect's or a continuous ability's), in filters (`at_min` ->
    `power_min`) and as computed amounts' `{stat: ...}`."""
    if isinstance(x, list):
        return [normalize(v, names) for v in x]
    if not isinstance(x, dict):
        return x
    filters = {f"{k}_{m}": f"{v}_{m}" for k, v in names.items() for m in ("min", "max")}
    effect_modify = "modify" in x and not isinstance(x["modify"], dict)  # {modify: REF, at: 2}
    out: dict[Any, Any] = {}
    for k, v in x.items():
        nk = k
        if isinstance(k, str):
            if (in_modify or effect_modify) and k in names:
                nk = names[k]
            elif k in filters:
                nk = filters[k]
        if k == "stat" and isinstance(v, str) and v in names:
            out[nk] = names[v]
        else:
            out[nk] = normalize(v, names, in_modify=(k == "modify" and isinstance(v, dict)))
    return out
