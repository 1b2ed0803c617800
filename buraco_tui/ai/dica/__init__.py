"""The Dica and the review: Difícil's choice told in one true sentence.

``hint``: ``hint(view, lang)``; ``explain``: the sentence; ``claims``: what each sentence
claims, checked against the position before it is shown; ``phrases``: the words;
``review``: a finished hand's decisions judged with the same search.
"""
