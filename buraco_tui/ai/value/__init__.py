"""The learned position value (issue 27, item 1; bot decision B26).

``features``: what a position is to the model; ``model``: the shipped model, read with
numpy. Its samples and fit are tools (``ai/training``).
"""
