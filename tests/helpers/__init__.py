"""Helpers the tests share, by subject: built positions (``positions``), checks on a game
(``checks``), the suggestions' oracle (``suggestions``), the app harness (``app``), playing by
keys (``keys``), recorded hands (``history``) and the tables the screen tests start from
(``tables``). Test modules import from here (or use the fixtures of a ``conftest.py``), never
from one another."""
