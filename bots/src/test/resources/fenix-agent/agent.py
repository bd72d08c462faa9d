class Agent:
    """The base class of an agent, with the course's interface: built with its player (1 red, -1 black)."""

    def __init__(self, player):
        self.player = player

    def act(self, state, remaining_time):
        raise NotImplementedError
