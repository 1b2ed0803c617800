"""The tools that fit the numbers in ``fitted/data``: they play hands, the bots never
import them.

``calibrate``: the linear estimate and the reading tables; ``samples``: positions valued
by full-hand playouts; ``fit``: the learned value fitted and judged (scikit-learn).
"""
