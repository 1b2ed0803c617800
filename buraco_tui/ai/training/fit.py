"""Fitting the learned position value and judging it on held-out hands (``buraco train fit``).

The model is a small multi-layer perceptron (scikit-learn's ``MLPRegressor``,
the ``train`` extra) on standardized inputs, trained on every position of the
hands not held out and on each one seen from the other side (the vector with its
side blocks exchanged, the value negated). Its layers are written to the data file
that :mod:`.model` reads with numpy alone: playing needs no scikit-learn.

Judged on the held-out hands (one in ``--held-out-every``, valued with 32 playouts): R² per
table and stage of the hand against the mean of the playouts, beside the
linear estimate the search used before (``ai/fitted/data/estimate.json``, by table,
computed from the same inputs), and the noise ceiling: the R² a perfect model
would reach, since the target itself is a mean of a few playouts (its variance,
``spread² / playouts``, is known for every position).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import numpy as np

from buraco_tui.engine import Game

from ..value.features import POSITION_FEATURES, SIDE_FEATURES, feature_names, pair_features, swapped
from .samples import Sample

#: The hidden layers' sizes.
HIDDEN = (64, 32)
#: Targets are fitted in units of this many points.
SCALE = 1000.0


def refeatured(samples: Sequence[Sample]) -> list[Sample]:
    """The samples with their inputs read again from their positions by this
    code's features (the playouts' values kept)."""
    out = []
    for s in samples:
        game = Game.from_json(s.position)
        out.append(replace(s, features=tuple(pair_features(game, s.side, s.other))))
    return out


def training_arrays(samples: Sequence[Sample]) -> tuple[np.ndarray, np.ndarray]:
    """Inputs and targets of the positions not held out, each also seen from the
    other side."""
    xs: list[list[float]] = []
    ys: list[float] = []
    for s in samples:
        if s.held_out:
            continue
        row = list(s.features)
        xs.append(row)
        ys.append(s.value)
        xs.append(swapped(row))
        ys.append(-s.value)
    return np.asarray(xs, dtype=float), np.asarray(ys, dtype=float)


def fit_model(samples: Sequence[Sample], seed: int) -> dict[str, Any]:
    """The fitted model as the data file keeps it (:func:`network_data`)."""
    x, y = training_arrays(samples)
    mean = x.mean(axis=0)
    scale = x.std(axis=0)
    scale[scale == 0] = 1.0
    net = train_network((x - mean) / scale, y / SCALE, seed)
    return network_data(net, mean, scale)


def train_network(x: np.ndarray, y: np.ndarray, seed: int) -> Any:
    """scikit-learn's network fitted on standardized inputs and scaled targets."""
    from sklearn.neural_network import MLPRegressor  # type: ignore[import-untyped]

    net = MLPRegressor(
        hidden_layer_sizes=HIDDEN,
        alpha=1e-3,
        learning_rate_init=1e-3,
        max_iter=400,
        early_stopping=True,
        validation_fraction=0.1,
        n_iter_no_change=20,
        random_state=seed,
    )
    return net.fit(x, y)


def network_data(net: Any, mean: np.ndarray, scale: np.ndarray) -> dict[str, Any]:
    """A fitted network as the data file keeps it: input means and scales, each
    layer's weights and biases, the output scale."""
    return {
        "inputs": list(feature_names()),
        "mean": _rounded(mean),
        "scale": _rounded(scale),
        "layers": [
            {"weights": [_rounded(row) for row in w.T], "bias": _rounded(b)}
            for w, b in zip(net.coefs_, net.intercepts_, strict=True)
        ],
        "output_scale": SCALE,
    }


def _rounded(values: np.ndarray) -> list[float]:
    """Six significant digits: the file stays small, the estimate moves by far
    less than a point."""
    return [float(f"{v:.6g}") for v in values]


def r2(pred: np.ndarray, target: np.ndarray) -> float:
    """1 - the mean squared error over the target's variance."""
    var = float(np.var(target))
    return 1.0 - float(np.mean((pred - target) ** 2)) / var if var else 0.0


def ceiling(samples: Sequence[Sample]) -> float:
    """The R² of a perfect model against these targets: their variance less the
    noise of each mean of playouts, over their variance."""
    target = np.asarray([s.value for s in samples])
    noise = float(np.mean([s.spread**2 / s.playouts for s in samples]))
    var = float(np.var(target))
    return max(0.0, 1.0 - noise / var) if var else 0.0


def linear_estimate(sample: Sample) -> float:
    """The linear estimate the search used before the model, from the sample's
    inputs: its table's fitted row for the stage (``weights.py``)."""
    from ..fitted.weights import weights_for

    n = len(SIDE_FEATURES)
    f = sample.features
    me, them, pos = f[:n], f[n : 2 * n], f[2 * n :]

    def diff(name: str) -> float:
        i = SIDE_FEATURES.index(name)
        return me[i] - them[i]

    sign = 1.0 if pos[POSITION_FEATURES.index("to_move")] > 0 else -1.0
    lixo = pos[POSITION_FEATURES.index("lixo_cards")]
    x = [
        diff("mesa"),
        diff("bonus"),
        diff("hand_value"),
        diff("hand_cards"),
        diff("morto_taken"),
        diff("morto_open"),
        diff("batida_ready"),
        diff("jogos_5"),
        diff("jogos_6"),
        sign,
        sign * lixo,
    ]
    row = weights_for(sample.preset)[sample.stage]
    return sum(w * v for w, v in zip(row, x, strict=True))


def report(samples: Sequence[Sample], predict: Any) -> dict[str, Any]:
    """Held-out R² of ``predict`` (inputs -> points) and of the linear
    estimate, with the noise ceiling, per table and stage and over all."""
    held = [s for s in samples if s.held_out]
    groups: dict[tuple[str, int], list[Sample]] = defaultdict(list)
    for s in held:
        groups[(s.preset, s.stage)].append(s)
        groups[("*", s.stage)].append(s)
        groups[(s.preset, -1)].append(s)
        groups[("*", -1)].append(s)
    out: dict[str, Any] = {}
    for (preset, stage), group in sorted(groups.items()):
        target = np.asarray([s.value for s in group])
        model = np.asarray([predict(s.features) for s in group])
        linear = np.asarray([linear_estimate(s) for s in group])
        out[f"{preset}/{'all' if stage < 0 else stage}"] = {
            "n": len(group),
            "r2": round(r2(model, target), 3),
            "r2_linear": round(r2(linear, target), 3),
            "ceiling": round(ceiling(group), 3),
        }
    return out
