"""A team's hand on several phones: 2 to 5 pupils hold one device seat, each on their own phone.

Every member sees the team's hand. Any member proposes a move (a tile and an end, a draw, a
pass); it is played when the team agrees, by the team's rule:
- `captain`: the chosen member (the first named) confirms or turns it down; the captain's own
  proposal is played at once;
- `majority`: more than half of the members connected now vote yes (the proposer counts as a
  yes); as many noes turn it down.
A proposal is about the table as it was: once anything changes at the table (the game's
version), it is gone. The table game still judges every move, so a proposal must be legal to
be made at all. Pure data: `ClassTable` holds the lock and plays the agreed move.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from edu_domino.classplay.messages import action_json
from edu_domino.classplay.tokens import new_token
from edu_domino.engine.actions import Action

MIN_MEMBERS, MAX_MEMBERS = 2, 5


class Rule(StrEnum):
    CAPTAIN = "captain"
    MAJORITY = "majority"


@dataclass
class Member:
    name: str
    token: str
    connections: int = 0
    given: bool = True  # the teacher named this member: the name stays (self_names.py)
    own_name: bool = False  # the pupil named themselves on their phone
    joined: bool = False  # a phone has had this place (its link opened, or claimed with the room code)


@dataclass
class Proposal:
    by: int  # the member who proposed it
    action: Action
    version: int  # the table game's version it was made on
    yes: set[int] = field(default_factory=set)
    no: set[int] = field(default_factory=set)


def repeated_name(names: list[str]) -> str | None:
    """The first name given to two members of one team (capitals aside), or None."""
    folded = [name.casefold() for name in names]
    return next((name for name, key in zip(names, folded, strict=True) if folded.count(key) > 1), None)


class TeamHand:
    def __init__(self, names: list[str], rule: Rule | str = Rule.CAPTAIN, given: int | None = None) -> None:
        """`given`: how many of `names`, the first, the teacher typed (None: all); the others
        are placeholders ("Ana (3)") their pupils may replace on their phones."""
        if not MIN_MEMBERS <= len(names) <= MAX_MEMBERS:
            raise ValueError(f"a team shares a hand among {MIN_MEMBERS} to {MAX_MEMBERS} pupils, not {len(names)}; "
                             "give 2 to 5 names for the seat")
        twice = repeated_name(names)
        if twice is not None:  # "Ana proposed a move" must say which pupil did
            raise ValueError(f"two members of a team are called {twice}; give each their own name, e.g. {twice} B")
        given = len(names) if given is None else given
        self.members = [Member(name, new_token(), given=i < given) for i, name in enumerate(names)]
        self.rule = Rule(rule)
        self.captain = 0
        self.proposal: Proposal | None = None

    def current(self, version: int) -> Proposal | None:
        """The proposal on the table now (one made before the table changed is gone)."""
        if self.proposal is not None and self.proposal.version != version:
            self.proposal = None
        return self.proposal

    @property
    def needed(self) -> int:
        """Votes that decide, by majority: more than half of the members here (at least one)."""
        here = sum(1 for m in self.members if m.connections > 0)
        return max(1, here) // 2 + 1

    def propose(self, member: int, action: Action, version: int) -> Action | None:
        """A member's proposal: the move to play now when it is decided already, else None."""
        if self.rule is Rule.CAPTAIN and member == self.captain:
            self.proposal = None
            return action
        self.proposal = Proposal(member, action, version, yes={member})
        return self._decided()

    def vote(self, member: int, yes: bool, version: int) -> Action | None:
        """A member's yes or no to the proposal; the move to play now when that decides it."""
        proposal = self.current(version)
        if proposal is None:
            return None
        if self.rule is Rule.CAPTAIN:
            if member != self.captain:
                return None  # only the captain decides; the others propose
            self.proposal = None
            return proposal.action if yes else None
        (proposal.yes if yes else proposal.no).add(member)
        (proposal.no if yes else proposal.yes).discard(member)
        return self._decided()

    def _decided(self) -> Action | None:
        proposal = self.proposal
        if proposal is None or self.rule is Rule.CAPTAIN:
            return None
        if len(proposal.yes) >= self.needed:
            self.proposal = None
            return proposal.action
        if len(proposal.no) >= self.needed:
            self.proposal = None
        return None

    def json(self, member: int, version: int) -> dict:
        """What a member's phone shows about the team (only ever sent to this team's phones)."""
        proposal = self.current(version)
        return {
            "you": member, "rule": str(self.rule), "captain": self.captain, "needed": self.needed,
            "members": [{"name": m.name, "connected": m.connections > 0} for m in self.members],
            "proposal": None if proposal is None else {
                "by": proposal.by, "move": action_json(proposal.action), "yes": sorted(proposal.yes),
                "no": sorted(proposal.no)},
        }

    def public(self, version: int | None = None) -> dict:
        """For the projector and every phone: who is in the team and who confirms; with the
        table's `version`, who proposed a move and how many said yes (never the move: it is
        a tile of the team's hand)."""
        proposal = None if version is None else self.current(version)
        return {"members": [m.name for m in self.members], "rule": str(self.rule),
                "confirms": self.members[self.captain].name if self.rule is Rule.CAPTAIN else None,
                "proposed_by": None if proposal is None else self.members[proposal.by].name,
                "yes": 0 if proposal is None else len(proposal.yes), "needed": self.needed}
