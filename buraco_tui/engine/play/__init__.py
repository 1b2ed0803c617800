"""A hand's play: what is allowed, what an action changes, what may be done next.

``legal``: every check that refuses an action (reading only); ``turns``: the deal and
the actions applied once allowed; ``suggest``: the legal actions listed for a seat.
Reads :mod:`..state`, :mod:`..jogos` and :mod:`..table`.
"""
