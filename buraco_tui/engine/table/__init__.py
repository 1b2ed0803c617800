"""What the table is before any card moves: the cards, the rules, the actions and the refusals.

``cards``: a :class:`Card` and its text forms, the two decks; ``rules``: :class:`Rules`,
the presets and their table options (docs/rules.md §11, §12); ``protocol``: the
actions' names and fields, and reading them; ``reasons``: the refusal codes and their
sentences. The lowest layer of the engine: it imports nothing else of it.
"""
