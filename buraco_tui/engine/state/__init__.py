"""The match as data: its fields, their consistency, the count and the saved form.

``match_state``: :class:`MatchState`, the match and hand fields; ``consistency``: the
checks a loaded or built state must pass; ``scoring``: the score lines and the count;
``tally``: a side's count read off the table at the hand's end; ``serialize``: the
saved JSON and its schema version. Reads :mod:`..jogos` and :mod:`..table`; never
changes the state itself (that is :mod:`..play`).
"""
