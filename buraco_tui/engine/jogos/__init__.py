"""One jogo, judged: is this set of cards a jogo, which canastra, which cards fit it,
which jogos a hand holds.

``meld``: the verdict (:class:`MeldCheck`); ``judge``: :func:`check_meld` and the best
arrangement; ``validity``: the cheap yes-or-no of the same question; ``masks``: a hand
as bit masks; ``fits``: the cards that fit a jogo on the table; ``groups`` and
``finder``: the jogos a hand can lay down; ``opening``: the vulnerável opening. Reads
only :mod:`..table`.
"""
