"""Difícil's search: determinized Monte Carlo over the rule players' candidates.

``search``: the root (candidates, UCB1, the gate); ``proposers``: the other plans it
weighs beside its own; ``playout``: a candidate played a few turns on and valued;
``reading``: the odds of each pool style from an opponent's turns.
"""
