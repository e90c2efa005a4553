"Everything the edition takes from the rest of the project, in one place: the
transcribed programs, the paper's claims and their checks, the figures, the
recorded calls, and the pictures.  Every other module of slagle.edition
imports the project through this one."

(import pathlib [Path]
        lisp [Cons bindings-of show to-python]
        appendix-a.programs :as appendix-a
        appendix-b.programs :as appendix-b
        appendix-c.programs :as appendix-c
        mccarthy.search :as mccarthy-search
        mccarthy.allsol :as mccarthy-allsol
        mccarthy.earlier :as mccarthy-earlier
        mccarthy.graph :as mccarthy-graph
        mccarthy.insanity :as mccarthy-insanity
        mccarthy.insanity-words :as mccarthy-insanity-words
        mccarthy.game-trees :as mccarthy-game-trees
        textbook.aima :as textbook-aima
        textbook.lecture :as textbook-lecture
        slagle.core.calls [Recorder Run VALUERS cutoff-note recording]
        slagle.core.decks [DECKS]
        slagle.core.picture [look-at value-text]
        slagle.core.search [play-sta PARAMETER-DEFAULTS]
        slagle.core.trees [TreeGame default-dmax load-tree parse-tree]
        slagle.paper.claims [CLAIMS RUNS TITLES parse-call]
        slagle.paper.figures [figure-path]
        slagle.paper.replay [MARKS check provenance-of]
        slagle.paper.worked [CLAIMS :as WORKED-CLAIMS check :as check-worked]
        slagle.pictures.svg [svg-text])

(setv ROOT (. (Path (. appendix-a __file__)) parent parent)
      ;; The docs of a checkout (an installed copy has none): the transcription
      ;; notes, the findings and their counterexamples (docs/figures/*.tree).
      DOCS (/ ROOT "docs"))
