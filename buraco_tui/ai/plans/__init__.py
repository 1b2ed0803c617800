"""The rule players: each turn's plan read from the view, with no search.

``style``: one ``Style`` per level; ``draw``, ``draft``, ``laydown``, ``batida`` and
``discard``: the turn's steps; ``takeback``: no lixo taken back (bot decision B24);
``policy``: a style turned into a decision's candidates; ``bots``: the ``Bot`` that plays
a policy; ``pool``: the opponent pool (racer, hoarder, cauteloso); ``race``: the race's
rules that Difícil plays where a side may go out with no canastra.
"""
