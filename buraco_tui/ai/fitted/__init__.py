"""The fitted figures the bots read, kept as data files in ``data/`` (issue 27, item 7).

``loader``: reads and checks a file once, refusing a poor fit; ``weights``,
``style_weights`` and ``reading_tables``: the linear estimate's rows and the
opponent-reading tables, as the search reads them.
"""
