"""Saves written before the engine was split into modules (issue 7) still load and play on.

docs/engine-api.md, "Saving": "a game read back equals the one written and plays on identically,
random draws included". The files under ``saves/`` were written by ``to_json()`` of the
one-class engine (commit 48dde4f) in the middle of a hand; the action sequence of a random
play-out from each was recorded then (its hash below), so the split engine must offer the
same suggestions in the same order and reach the same end.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import pytest

from buraco_tui.engine import Game, ruleset

SAVES = Path(__file__).parent / "saves"

#: file -> (decisions to the end of the hand, hash of the actions, end reason, totals)
RECORDED = {
    "fechado-4p-before-split.json": (43, "65a5c487aafbb693", "monte", [195, 85]),
    "jogatina-fechado-2p-before-split.json": (128, "804b0070de3b241c", "monte", [500, 235]),
}


#: Rules fields added after these saves (decisions 29, 22): an old save takes its preset's value.
NEW_RULE_FIELDS = {"curinga_em_trinca", "lixo_so_topo", "lixo_em_leque"}


@pytest.mark.parametrize("name", sorted(RECORDED))
def test_an_old_save_reads_back_to_the_same_data(name):
    text = (SAVES / name).read_text(encoding="utf-8")
    game = Game.from_json(text)
    old, new = json.loads(text), json.loads(game.to_json())
    assert set(new["rules"]) - set(old["rules"]) == NEW_RULE_FIELDS
    for key in NEW_RULE_FIELDS:
        assert new["rules"].pop(key) == getattr(ruleset(old["rules"]["preset"]), key)
    assert new == old
    assert list(new) == list(old)  # the same keys in the same order
    assert not game.hand_over and game.phase in ("comprar", "baixar")
    assert Game.from_json(game.to_json()) == game


@pytest.mark.parametrize("name", sorted(RECORDED))
def test_an_old_save_plays_on_as_it_did_before_the_split(name):
    decisions, digest, reason, totals = RECORDED[name]
    game = Game.from_json((SAVES / name).read_text(encoding="utf-8"))
    rng = random.Random(11)
    played = []
    while not game.hand_over:
        action = rng.choice(game.legal_actions())
        played.append(json.dumps(action, ensure_ascii=False, sort_keys=True))
        game.apply(action)
    assert len(played) == decisions
    assert hashlib.sha256("\n".join(played).encode()).hexdigest()[:16] == digest
    assert game.end_reason == reason
    assert [game.hand_score(side).total for side in range(game.sides)] == totals
