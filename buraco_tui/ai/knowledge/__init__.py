"""What a bot knows from its seat's view, and nothing else.

``handtools``: a hand's shape (runs, neighbours, curingas); ``fits``: where a card fits a
jogo; ``seen``: the cards seen and those the opponents took; ``sampling``: a guess of the
hidden cards dealt from the view; ``tables``: every per-table choice, as a function of the
``Rules`` fields (the one place a preset is named, for the fitted data's key).
"""
