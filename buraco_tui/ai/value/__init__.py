"""The learned position value (issue 27, item 1; bot decision B26).

``features``: what a position is to the model; ``samples``: positions and their
values from full-hand playouts; ``fit``: the model fitted and judged (the
``train`` extra: scikit-learn); ``model``: the shipped model, read with numpy.
"""
