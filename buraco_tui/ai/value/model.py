"""The learned position value as shipped: ``ai/fitted/data/value.json``, read with numpy.

``buraco train fit`` writes the file: ``{"format": 1, "kind": "value", "entries":
{"shared": ...}}``, the one entry holding its provenance (command, seed, date,
hands, positions), the held-out report (R² per table and stage, beside the linear
estimate's and the noise ceiling) and the model: input means and scales, the
layers' weights and biases (ReLU between them), the output scale.

:func:`value` is the model's estimate of a position's final difference for one
side against another, made antisymmetric (the mean of the estimate and of the
opposite of the other side's), so a position is worth to one side exactly what it
costs the other. A file of another format, or whose inputs are not the features
this code reads (:func:`~.features.feature_names`), raises
:class:`~buraco_tui.ai.fitted.loader.FittedDataError`: the package is broken.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import numpy as np

from buraco_tui.engine import Game

from ..fitted.loader import FittedDataError, read_document
from .features import POSITION_FEATURES, SIDE_FEATURES, SIDED, feature_names, pair_features


class ValueModel:
    """A fitted network: standardize, then each layer (ReLU between layers)."""

    def __init__(self, data: dict[str, Any]) -> None:
        if list(data.get("inputs", ())) != list(feature_names()):
            raise FittedDataError("value: the model's inputs are not this code's features")
        self.mean = np.asarray(data["mean"], dtype=float)
        self.scale = np.asarray(data["scale"], dtype=float)
        self.layers = [
            (np.asarray(layer["weights"], dtype=float), np.asarray(layer["bias"], dtype=float))
            for layer in data["layers"]
        ]
        self.output_scale = float(data["output_scale"])
        n = len(SIDE_FEATURES)
        width = len(self.mean)
        # the permutation that exchanges the two side blocks, and the signs of
        # the sided inputs: the same position seen from the other side
        self._swap = np.r_[np.arange(n, 2 * n), np.arange(n), np.arange(2 * n, width)]
        self._flip = np.ones(width)
        for name in SIDED:
            self._flip[2 * n + POSITION_FEATURES.index(name)] = -1.0

    def raw(self, x: np.ndarray) -> np.ndarray:
        """The network's output, in points, for each row of ``x``."""
        h = (x - self.mean) / self.scale
        last = len(self.layers) - 1
        for i, (w, b) in enumerate(self.layers):
            h = h @ w.T + b
            if i < last:
                np.maximum(h, 0.0, out=h)
        out: np.ndarray = h[:, 0] * self.output_scale
        return out

    def predict(self, features: list[float] | tuple[float, ...]) -> float:
        """The antisymmetric estimate for one input vector."""
        x = np.asarray(features, dtype=float)
        pair = np.stack([x, x[self._swap] * self._flip])
        out = self.raw(pair)
        return float(out[0] - out[1]) / 2.0


@cache
def document() -> dict[str, Any]:
    """The shipped entry (provenance, report and model)."""
    doc = read_document("value")
    entry = doc["entries"].get("shared")
    if not isinstance(entry, dict) or "model" not in entry:
        raise FittedDataError("value: no shared model in the file")
    return entry


@cache
def shipped() -> ValueModel:
    """The shipped model, read on first use."""
    return ValueModel(document()["model"])


def value(game: Game, side: int, other: int) -> float:
    """The learned estimate of ``side``'s final difference over ``other`` in
    this hand, from where ``game`` stands."""
    return shipped().predict(pair_features(game, side, other))


def evaluate_learned(game: Game, side: int) -> float:
    """As :func:`~buraco_tui.ai.mcts.playout.evaluate`, the estimate before the hand's
    end being the learned value (bot decision B26): one model for every table,
    seat count and opponent. Of three sides, the margin over the strongest."""
    others = [s for s in range(game.sides) if s != side]
    if game.hand_over:
        mine = game.hand_score(side).total
        return float(mine - max(game.hand_score(o).total for o in others))
    return min(value(game, side, o) for o in others)
