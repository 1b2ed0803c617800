"""The table's widgets, each in its own module: cards, the hand, the lixo and monte, the
jogos, the seat bands and the log, the score panel, the footer and the small controls.

Widgets draw what they are given; the screens (one package up) own the state.
"""
