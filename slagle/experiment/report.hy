"Stage 4, the report: the learned functions, the measurements and each
match's table (its score, interval, Elo and sign-flip test from
slagle.experiment.scores, and the score by colour: 2&2 first, 2&2
second), the effort as search, the effort curve and, on the ballot, the
material balance, from what the other stages wrote, as report.md in the
run's directory and on the terminal.  A report.md already there that
differs is overwritten only with --force."

(eval-when-compile (require lisp.macros [unless]))
(import math
        pathlib [Path]
        statistics [mean median-low]
        slagle.experiment [ExperimentError]
        slagle.experiment.curve [CURVE-MATCHES games-curve curve-lines]
        slagle.experiment.fit [Q-MIN Q-MAX]
        slagle.experiment.learn [learned-parameters]
        slagle.experiment.match [MATCHES game-jobs match-games sample-jobs equal-effort-depth]
        slagle.experiment.positions [read-positions]
        slagle.experiment.primary [MATERIAL-PLY material-summary]
        slagle.experiment.scores [points elo score-interval pair-scores sign-flip-test]
        slagle.experiment.store [read-json read-lines results-files]
        slagle.files [write-atomically])

(defn colour-score [games side]
  "The 2&2 side's score in the games where it moved first (side 0) or second (side 1), and their number."
  (setv these (lfor g games :if (= (get g "two-two-side") side) (points g)))
  [(if these (mean these) None) (len these)])

(defn side-moves [games side-of]
  "The moves of one side (side-of: a game's side index for it) in `games`."
  (lfor g games m (get g "moves") :if (= (get m "side") (side-of g)) m))

(defn side-effort [games side-of]
  "Mean positions evaluated and milliseconds a move for one side (side-of: a game's side index for it)."
  (setv moves (side-moves games side-of))
  (if moves
      [(mean (gfor m moves (get m "evaluated"))) (* 1000 (mean (gfor m moves (get m "seconds")))) (len moves)]
      [0 0 0]))

(defn depths-reached [games side-of]
  "The depths of the searches a side with a budget played, against the 2&2
  side's depth d: [median, share of moves below d, share above d], or None.
  (A median, not a mean: near a game's end a tree is soon searched to its
  leaves, and deepening goes on, deeper and deeper, until the budget is spent.)"
  (setv depths (lfor m (side-moves games side-of) :if (in "depth" m) (get m "depth")))
  (when depths
    (setv d (get (next (gfor p (get games 0 "players") :if (= (get p "program") "2&2") p)) "depth"))
    [(median-low depths)
     (/ (sum (gfor k depths (< k d))) (len depths))
     (/ (sum (gfor k depths (> k d))) (len depths))]))

(defn match-row [match games]
  "The numbers of one match."
  (setv wins (sum (gfor g games (= (points g) 1.0)))
        draws (sum (gfor g games (= (points g) 0.5)))
        [score low high] (score-interval games)
        [p decisive] (sign-flip-test (pair-scores games)))
  {"match" match "games" (len games) "wins" wins "draws" draws "losses" (- (len games) wins draws)
   "score" score "low" low "high" high "elo" (elo score) "elo-low" (elo low) "elo-high" (elo high)
   "two-two" (side-effort games (fn [g] (get g "two-two-side")))
   "one-one" (side-effort games (fn [g] (- 1 (get g "two-two-side"))))
   "depths" (depths-reached games (fn [g] (- 1 (get g "two-two-side"))))
   "limit-draws" (sum (gfor g games (not (get g "over"))))
   "p" p "decisive" decisive "pairs" (len (pair-scores games))
   "first" (colour-score games 0) "second" (colour-score games 1)
   "players" (get games 0 "players")})

(defn figure-text [x [fmt ".3g"]]
  "x for a table: ±∞ spelled out, None as a dash."
  (cond (is x None) "—"
        (= x math.inf) "+∞"
        (= x (- math.inf)) "-∞"
        True (do (setv s (format x fmt))
                 (if (= (float s) 0) (.lstrip s "-") s))))   ; no "-0"

(defn q-mark [q]
  "\" (bound)\" when q is at a bound of the fit (Q-MIN or Q-MAX)."
  (if (or (<= q (* Q-MIN (+ 1 1e-4))) (>= q (* Q-MAX (- 1 1e-4)))) " (bound)" ""))

(defn functions-table [functions]
  "The learned functions, one row a dmax and fit (free, constrained and,
  where learned, robust), as Markdown lines."
  (setv lines ["| dmax | procedure | n | fit | p | ± | q | ± | q·2^p·ln 2 | rms | minimax rms | median abs error | minimax's | plays |"
               "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"])
  (for [s (get functions "steps") which ["free" "constrained" "robust"] :if (in which s)]
    (setv f (get s which) [pn qn] (get s "names"))
    (.append lines (+ f"| {(get s "dmax")} | {(get s "procedure")} ({pn}, {qn}) | {(get s "n")} | {which} | "
                      f"{(figure-text (get f "p") ".4g")}{(if (get f "at-bound") " (bound)" "")} | {(figure-text (get f "se-p"))} | "
                      f"{(figure-text (get f "q") ".4g")}{(q-mark (get f "q"))} | {(figure-text (get f "se-q"))} | {(figure-text (get f "condition"))}"
                      f"{(if (get f "satisfies") " ≤ 1" " > 1")} | {(figure-text (get f "rms") ".4g")} | "
                      f"{(figure-text (get s "baseline-rms") ".4g")} | {(figure-text (.get f "median-abs") ".3g")} | "
                      f"{(figure-text (.get s "baseline-median-abs") ".3g")} | "
                      f"{(if (= which (get s "plays")) (+ "**yes**" (if (get f "at-bound") ": best value alone, p = -∞" "")) "")} |")))
  lines)

(defn one-one-depth [side depths]
  "The 1&1 side's depth for the table: its depth, or for a budget what the
  budget was and the depths of the searches it played (depths-reached)."
  (if (in "budget" side)
      (+ (if (.get side "in-place")
             f"2&2's {(get side "budget")} in its place"
             f"2&2's last move's {(get side "budget")}")
         (if depths
             (+ f": median depth {(get depths 0)}, {(* 100 (get depths 1)) :.0f}% of moves shallower"
                f" than 2&2's, {(* 100 (get depths 2)) :.0f}% deeper")
             ""))
      (get side "depth")))

(defn effort-ratio [row]
  "1&1's positions a move over 2&2's, or None if 2&2 evaluated none."
  (when (get row "two-two" 0) (/ (get row "one-one" 0) (get row "two-two" 0))))

(defn match-table [rows]
  "The matches, one row each, as Markdown lines."
  (setv lines ["| match | 2&2 | 1&1 depth | games | W | D | L | score [95% CI] | Elo [95% CI] | sign-flip p (decisive pairs) | 2&2 first | 2&2 second | 2&2 positions/move | 1&1 positions/move | 1&1/2&2 positions | 2&2 ms/move | 1&1 ms/move | drawn at limit |"
               "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"])
  (for [r rows]
    (setv [two-two one-one] (if (= (get r "players" 0 "program") "2&2") (get r "players") (reversed (get r "players"))))
    (.append lines (+ f"| {(get r "match")} | {(get two-two "way")}, depth {(get two-two "depth")} | {(one-one-depth one-one (get r "depths"))} | "
                      f"{(get r "games")} | {(get r "wins")} | {(get r "draws")} | {(get r "losses")} | "
                      f"{(get r "score") :.3f} [{(get r "low") :.3f}, {(get r "high") :.3f}] | "
                      f"{(figure-text (get r "elo") ".0f")} [{(figure-text (get r "elo-low") ".0f")}, {(figure-text (get r "elo-high") ".0f")}] | "
                      f"{(figure-text (get r "p") ".2g")} ({(get r "decisive")} of {(get r "pairs")}) | "
                      f"{(figure-text (get r "first" 0) ".3f")} ({(get r "first" 1)}) | {(figure-text (get r "second" 0) ".3f")} ({(get r "second" 1)}) | "
                      f"{(get r "two-two" 0) :.0f} | {(get r "one-one" 0) :.0f} | {(figure-text (effort-ratio r) ".3f")} | "
                      f"{(get r "two-two" 1) :.1f} | {(get r "one-one" 1) :.1f} | "
                      f"{(get r "limit-draws")} |")))
  lines)

(defn this-run [path jobs]
  "The results in the file `path` of the jobs `jobs` (a result made with other parameters is not this run's)."
  (setv keys (set (gfor j jobs (get j "key"))))
  (lfor r (read-lines path) :if (in (get r "key") keys) r))

(defn measurements [settings out]
  "The lines on C as printed against 2&2 minimaxing, and on effort."
  (setv positions (read-positions out (get settings "game"))
        parameters (learned-parameters out)
        worse (this-run (/ (Path out) "worse-moves.jsonl") (sample-jobs settings positions parameters "worse-move" {}))
        effort (this-run (/ (Path out) "effort.jsonl") (sample-jobs settings positions parameters "effort" {}))
        n (len worse))
  (+ (if (or worse effort)
         []
         ["None: no match played here needs one (printed and minimaxing need the moves compared with Appendix B's, equal-effort the effort at fixed depths)."])
     (if worse
         [f"On {n} typical positions (the machine to move, 2&2 to depth D with the learned functions):"
          f"- Appendix C as printed moved where Appendix B's 2&2 minimaxing values its move below B's own on {(sum (gfor w worse (get w "worse" "printed")))} ({(* 100 (/ (sum (gfor w worse (get w "worse" "printed"))) n)) :.0f}%);"
          f"- with the root's tie rule changed, on {(sum (gfor w worse (get w "worse" "root-tie")))};"
          f"- C as printed chose another move than B on {(sum (gfor w worse (!= (get w "moves" "printed") (get w "moves" "minimaxing"))))}, C with the root's tie rule changed on {(sum (gfor w worse (!= (get w "moves" "root-tie") (get w "moves" "minimaxing"))))} (ties between equal values included)."
          ""]
         [])
     (if effort
         [(+ "Positions evaluated for one move, mean over the same positions: 2&2 (root-tie) "
             f"{(mean (gfor r effort (get r "two-two"))) :.0f}; 1&1 "
             (.join ", " (gfor k (sorted (set (gfor r effort k (get r "one-one") k)) :key int)
                               :setv counts (lfor r effort :if (in k (get r "one-one")) (get r "one-one" k))
                               f"depth {k}: {(mean counts) :.0f} (on {(len counts)})"))
             ". The depth of about equal effort, the median of each position's nearest depth by ratio: "
             f"{(equal-effort-depth effort 0)}.")]
         [])))

(defn match-lines [settings out]
  "The matches' section of the report, as Markdown lines (what the match stage has played, if anything)."
  (unless (.exists (/ (Path out) "match.json"))
    (return ["## The matches" "" "No match played yet: run `slagle experiment match` to play them."]))
  (setv match (read-json (/ (Path out) "match.json") "match")
        ;; The matches the run's match stage played (match.json), not every match known now.
        jobs (game-jobs settings (learned-parameters out) (get match "equal-effort-depth")
                        (match-games settings match []))
        done (dfor g (read-lines (/ (Path out) "games.jsonl")) (get g "key") g)
        games (lfor j jobs :if (in (get j "key") done) (get done (get j "key")))
        rows (lfor m MATCHES
                   :setv these (lfor g games :if (= (get g "match") m) g)
                   :if these
                   (match-row m these)))
  [f"## The matches (2&2's score; a game is drawn after {(get match "limit")} plies)"
   ""
   #* (match-table rows)
   #* (if (< (len games) (len jobs))
          [f"\n{(- (len jobs) (len games))} of {(len jobs)} games not played yet: run `slagle experiment match` to finish."]
          [])
   #* (search-effort-lines games)
   #* (effort-curve-lines jobs games)
   #* (material-lines settings games)])

(defn effort-curve-lines [jobs games]
  "The effort curve (slagle.experiment.curve) of the games the report reads,
  when the run has played every game of the curve's three matches and each
  move records its effort as search; else no lines."
  (setv played (set (gfor g games (get g "key"))))
  (unless (all (gfor m CURVE-MATCHES
                     :setv wanted (lfor j jobs :if (= (get j "match") m) (get j "key"))
                     (and wanted (<= (set wanted) played))))
    (return []))
  (unless (all (gfor g games :if (in (get g "match") CURVE-MATCHES) mv (get g "moves") (in "made" mv)))
    (return []))
  (setv by-match (lfor m CURVE-MATCHES (lfor g games :if (= (get g "match") m) g)))
  ["" "## The effort curve (1&1 at depths D, D + 1 and D + 2 against 2&2 at D)" ""
   #* (curve-lines (games-curve by-match))])

(defn material-lines [settings games]
  "For a checkers run on the three-move ballot, the paired measure finer than
  the result, a match: 2&2's material less 1&1's at ply 100
  (slagle.experiment.primary's material-summary of the match's games in
  the report); else no lines."
  (unless (and (= (get settings "game") "checkers") (= (.get settings "openings") "ballot") games)
    (return []))
  (setv results (lfor m MATCHES
                      :setv these (lfor g games :if (= (get g "match") m) g)
                      :if these
                      [m (material-summary these)]))
  ["" f"## Material at ply {MATERIAL-PLY} (2&2's less 1&1's, a man 1, a king 1.5)" ""
   "| match | mean a game | sign-flip p (openings not level) |"
   "|---|---|---|"
   #* (gfor [m r] results
            f"| {m} | {(get r "mean") :+.2f} | {(figure-text (get r "p") ".2g")} ({(get r "unequal")} of {(get r "openings")}) |")])

(defn search-effort-lines [games]
  "The effort each side spent a move, as search (positions evaluated,
  positions generated, CPU milliseconds) and the 1&1/2&2 ratio of each, for
  the matches whose games record it (runs made before record evaluated
  positions and seconds alone: none for them)."
  (setv rows (lfor m MATCHES
                   :setv these (lfor g games :if (and (= (get g "match") m)
                                                      (all (gfor mv (get g "moves") (in "made" mv))))
                                     g)
                   :if these
                   [m #* (gfor [k scale] [["evaluated" 1] ["made" 1] ["cpu" 1000]]
                               :setv two (side-mean these k scale "2&2")
                               :setv one (side-mean these k scale "1&1")
                               x [two one (/ one (max two 1e-12))]
                               x)]))
  (if rows
      ["" "## The effort as search (a move's mean, each side)" ""
       "| match | 2&2 evaluated | 1&1 evaluated | ratio | 2&2 generated | 1&1 generated | ratio | 2&2 CPU ms | 1&1 CPU ms | ratio |"
       "|---|---|---|---|---|---|---|---|---|---|"
       #* (gfor [m #* xs] rows
                (+ f"| {m} | " (.join " | " (gfor [i x] (enumerate xs) (if (= (% i 3) 2) f"{x :.3f}" f"{x :.1f}"))) " |"))]
      []))

(defn side-mean [games key scale program]
  "The mean of a move's `key` (times scale) over the moves of the side
  playing `program` (\"2&2\" or \"1&1\"; a move's side is 0 for the
  first mover, and 2&2's is the game's two-two-side)."
  (setv values (lfor g games
                     m (get g "moves")
                     :if (= (get m "side") (if (= program "2&2") (get g "two-two-side") (- 1 (get g "two-two-side"))))
                     (* scale (get m key))))
  (if values (mean values) 0.0))

(defn engine-lines [out]
  "The section on the engines the jobs searched on, if any job of the run
  searched on the compiled twin: how many, and how many of their searches
  the transcription checked (none differed, or the run would have stopped)."
  (setv results (lfor path (results-files out) r (read-lines path) r)
        compiled (lfor r results :if (= (.get r "engine") "compiled") r)
        checked (sum (gfor r compiled (get r "checked"))))
  (if compiled
      ["" "## The engines" ""
       (+ f"{(len compiled)} of {(len results)} jobs searched on the compiled twin of the programs"
          " (slagle.compiled), the rest on the transcription. "
          (if checked
              (+ f"The transcription searched {checked} of the twin's searches again beside it (every"
                 " search of a match's first opening, one in 50 of the rest) and found each the same:"
                 " move, value and positions evaluated (a difference stops the run).")
              "None of the twin's searches fell among those the transcription checks (every search of a match's first opening, one in 50 of the rest)."))]
      []))

(defn games-heading [match settings]
  "The games a match for the report's heading: one number, or each match's."
  (setv games (match-games settings match []))
  (if (= (len (set (.values games))) 1)
      f"{(get (list (.values games)) 0)} games a match, "
      (+ (.join ", " (gfor [m n] (.items games) f"{n} games {m}")) ", ")))

(defn report-stage [settings out runner [force False]]
  "Write report.md in `out` and print it: the learned functions, and the
  measurements and matches as far as they have been made."
  (setv functions (read-json (/ (Path out) "functions.json") "learn")
        played (.exists (/ (Path out) "match.json"))
        lines [(+ f"# {(get settings "game")}: depth D = {(get settings "depth")}, {(get settings "positions")} typical positions, "
                  (if played (games-heading (read-json (/ (Path out) "match.json") "match") settings) "")
                  f"seed {(get settings "seed")}")
               ""
               "## The learned backing-up functions (Section 8)"
               ""
               #* (functions-table functions)
               ""
               "## Measurements on the typical positions"
               ""
               #* (measurements settings out)
               ""
               #* (match-lines settings out)
               #* (engine-lines out)]
        text (+ (.join "\n" lines) "\n"))
  (print text)
  (write-report (/ (Path out) "report.md") text force)
  text)

(defn write-report [path text force]
  "Write the report `text` to `path`, unless a report is there that differs
  from it (a committed one, perhaps) and not `force`: then an ExperimentError
  (the new report was printed, so nothing is lost)."
  (when (and (.exists path) (not force) (!= (.read-text path :encoding "utf-8") text))
    (raise (ExperimentError f"{path} exists and differs from the report printed above: give --force to overwrite it")))
  (write-atomically path text))
