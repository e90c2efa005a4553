"""OpenSpiel states for compact positions of games whose OpenSpiel states
cannot be set from a board (checkers and mancala have no such constructor in
OpenSpiel, nor a state from JSON): the states from_spiel was given, kept by
position, and those one complete move after the last of them, which the
compiled successors find."""

import numpy as np

from slagle.compiled import layout


class KnownStates:
    """The OpenSpiel states of the compact positions (of `width` numbers)
    from_spiel has seen (at most `limit`, the oldest forgotten first)."""

    def __init__(self, successors, game_name, width, limit=10_000, parents=64):
        self.successors = successors
        self.game_name = game_name
        self.width = width
        self.limit = limit
        self.parents = parents
        self.states = {}

    def remember(self, a, spiel_state):
        """Keep an OpenSpiel state of the position a."""
        key = np.asarray(a, dtype=np.int32).tobytes()
        # Kept anew at the end: the last remembered are find's parents.
        self.states.pop(key, None)
        if len(self.states) >= self.limit:
            self.states.pop(next(iter(self.states)))
        self.states[key] = spiel_state.clone()

    def find(self, a):
        """An OpenSpiel state of the position a: one remembered, or the state
        after a complete move from one of the last `parents` remembered;
        LookupError if neither."""
        a = np.asarray(a, dtype=np.int32)
        found = self.states.get(a.tobytes())
        if found is not None:
            return found.clone()
        out_states = np.zeros((layout.MAX_MOVES, self.width), dtype=np.int32)
        out_actions = np.zeros((layout.MAX_MOVES, layout.MAX_STEPS), dtype=np.int32)
        scratch = np.zeros((layout.SCRATCH, self.width), dtype=np.int32)
        for key in list(self.states)[-self.parents:][::-1]:
            parent = np.frombuffer(key, dtype=np.int32)
            k = self.successors(parent, out_states, out_actions, scratch)
            for i in range(max(k, 0)):
                if np.array_equal(out_states[i], a):
                    state = self.states[key].clone()
                    for action in out_actions[i]:
                        if action < 0:
                            break
                        state.apply_action(int(action))
                    self.remember(a, state)
                    return state.clone()
        raise LookupError(f"OpenSpiel cannot make a {self.game_name} state from a board: to_spiel knows"
                          " the positions from_spiel was given and those one complete move after them")
