"""A new game: rules, set, players (human or computer), teams, faces, target."""

from __future__ import annotations

from contextlib import suppress

from edu_domino.classplay.team_hand import MAX_MEMBERS, MIN_MEMBERS, Rule
from edu_domino.engine import PRESETS, RulesError, get_preset
from edu_domino.engine.choices import MatchEnd, Scoring
from edu_domino.engine.presets import PRESET_SETS
from edu_domino.play import Privacy
from edu_domino.ui.class_teams import MAX_NAME, names_text, read_names, team_names
from edu_domino.ui.game_setup import (
    ONE_SET_REASONS,
    PRESET_NAMES,
    TEAM_LETTERS,
    GameSetup,
    SeatChoice,
)
from edu_domino.ui.i18n import N_
from edu_domino.ui.scenes.menu_scene import MenuScene
from edu_domino.ui.teacher import TeacherVisit
from edu_domino.ui.widgets import MenuItem

FACE_NAMES = {
    "pips": N_("Pips"),
    "numerals": N_("Numbers"),
    "notes": N_("Note values"),
    "powers": N_("Powers of two"),
}
KIND_NAMES = {
    SeatChoice.PERSON: N_("Person"),
    SeatChoice.EASY: N_("Computer (easy)"),
    SeatChoice.MEDIUM: N_("Computer (medium)"),
    SeatChoice.HARD: N_("Computer (hard)"),
}
KINDS = tuple(SeatChoice)
PRIVACY_NAMES = {
    Privacy.COVER: N_("Pass screen"),
    Privacy.PEEK: N_("Private peek"),
}
PRIVACY_NOTES = {
    Privacy.COVER: N_("Hidden hands: at each turn everyone else must look away. On a projector, choose "
                      "Private peek, or Class play (each person on their own device)."),
    Privacy.PEEK: N_("Private peek: tiles face down; the person on turn holds Space to see them, and the "
                     "class sees them only then. Fully hidden: Class play (each on their own device)."),
}
TEAM_RULE_NAMES = {
    Rule.CAPTAIN: N_("The captain confirms"),
    Rule.MAJORITY: N_("A majority confirms"),
}
DIFFICULTY_NAMES = {
    "single": N_("Same picture"),
    "spellings": N_("Same value, drawn differently"),
    "sets": N_("Mixed faces"),
}
# One line each, under the menu while Difficulty is chosen: what the pupils will do.
DIFFICULTY_NOTES = {
    "single": N_("Each value always looks the same: pupils match what they see."),
    "spellings": N_("One value is drawn in different ways: pupils add up to see which halves join."),
    "sets": N_("Notes, powers and numbers on the same tiles: pupils work out every value."),
}
# Faces that hide their value: the default difficulty is the one where pupils add.
ADDING_FACES = ("notes", "powers")


def face_sets() -> tuple[str, ...]:
    try:
        from edu_domino.faces import FACE_SETS
    except ImportError:
        return ("pips", "numerals")
    return tuple(name for name in FACE_NAMES if name in FACE_SETS) or ("pips",)


def team_options(preset: str, players: int) -> list[int]:
    rules = PRESETS[preset]
    options = [] if rules.teams and preset == "faraes" else [0]
    if rules.allow_teams:
        for k in range(2, 6):
            if players % k == 0 and 2 <= players // k <= 5:
                options.append(k)
    return options or [0]


class SetupScene(MenuScene):
    heading = N_("New game")
    footer = N_("↑↓: choose · ←→: change · Enter on a player: name · Esc: back")

    def __init__(self, app, preset: str = "clasico", remembered: dict | None = None,
                 notice: str | None = None) -> None:
        """`remembered`: the choices of the last game started (`ui/last_game.py`), if any;
        `notice`: a message to show (the remembered choices could not be read)."""
        self.preset = preset
        self.set_max = PRESETS[preset].set_max
        self.players = PRESETS[preset].players
        self.teams = PRESETS[preset].teams
        self.kinds = [SeatChoice.PERSON] + [SeatChoice.MEDIUM] * 9
        self.faces = "pips"
        self.difficulty = "single"
        self._difficulty_chosen = False  # by the teacher: a change of faces keeps it
        self.target: int | None = None  # None: the preset's own
        self.seed: int | None = None  # None: a fresh deal every game (tests fix it)
        self.names: list[str | None] = [None] * 10  # typed names; None: "Player n"
        self.class_play = False  # people's seats on their own devices (edu_domino.classplay)
        self.team_size = 1  # class play: pupils sharing each person's seat, a phone each (1: one device)
        self.team_rule = Rule.CAPTAIN  # how such a team agrees on a move (classplay/team_hand.py)
        self.members: list[list[str]] = [[] for _ in range(10)]  # typed names of each seat's team (ui/class_teams.py)
        self.privacy = Privacy.COVER  # several persons at this screen: how their hands stay hidden
        self.visit = TeacherVisit(app)  # "Show numbers" is the teacher's: the PIN asked once per visit
        if remembered:
            self._apply(remembered)
        super().__init__(app)
        if notice:
            self.message = notice

    # --- remembered between runs ---------------------------------------------------------------
    def choices(self) -> dict:
        """What `ui/last_game.py` keeps of this screen when a game starts."""
        return {"preset": self.preset, "set_max": self.set_max, "players": self.players,
                "teams": self.teams, "target": self.target, "kinds": list(self.kinds),
                "names": list(self.names), "faces": self.faces, "difficulty": self.difficulty,
                "privacy": str(self.privacy), "class_play": self.class_play, "team_size": self.team_size,
                "team_rule": str(self.team_rule), "members": [list(m) for m in self.members]}

    def _apply(self, choices: dict) -> None:
        """Take the checked choices of last time; anything missing keeps its default."""
        if "preset" in choices:
            self.preset = choices["preset"]
            base = PRESETS[self.preset]
            self.set_max, self.players, self.teams = base.set_max, base.players, base.teams
            if "players" in choices:
                self.set_max, self.players = choices["set_max"], choices["players"]
                self.teams, self.target = choices["teams"], choices["target"]
            if self.set_max not in PRESET_SETS.get(self.preset, (self.set_max,)):
                self.set_max = base.set_max  # a set these rules are not played with
            self._clamp_players()
        self.kinds = [SeatChoice(k) for k in choices.get("kinds", self.kinds)]
        self.names = list(choices.get("names", self.names))
        if choices.get("faces") in face_sets():
            self.faces = choices["faces"]
        self.difficulty = choices.get("difficulty", self.difficulty)
        self._difficulty_chosen = "difficulty" in choices
        self.privacy = Privacy(choices.get("privacy", self.privacy))
        self.class_play = choices.get("class_play", self.class_play)
        self.team_size = choices.get("team_size", self.team_size)
        self.team_rule = Rule(choices.get("team_rule", self.team_rule))
        self.members = [list(m) for m in choices.get("members", self.members)]

    # --- the rules this screen describes -------------------------------------------------------
    def overrides(self) -> dict:
        out: dict = {"players": self.players, "teams": self.teams}
        if self.set_max != PRESETS[self.preset].set_max:
            out["set_max"] = self.set_max
        if self.target is not None:
            out["target_teams" if self.teams else "target"] = self.target
        return out

    def rules(self):
        return get_preset(self.preset, **self.overrides())

    def seat_name(self, i: int) -> str:
        name = self.names[i]
        if name:
            return name
        if self.kinds[i] == SeatChoice.PERSON:
            return self._("Player {n}", n=i + 1)
        return self._("Computer {n}", n=i + 1)

    def game_setup(self, seed: int | None = None) -> GameSetup:
        seats = tuple(SeatChoice(self.kinds[i]).seat(self.seat_name(i)) for i in range(self.players))
        return GameSetup(self.preset, self.overrides(), seats, self.faces, self.difficulty, seed, self.privacy)

    # --- changing values -----------------------------------------------------------------------
    def _change_preset(self, step: int) -> None:
        names = list(PRESETS)
        self.preset = names[(names.index(self.preset) + step) % len(names)]
        base = PRESETS[self.preset]
        # The players and teams chosen stay where the new rules allow them (two pairs stay two
        # pairs); what they cannot keep is said, never changed silently.
        players, teams = self.players, self.teams
        self.set_max, self.target = base.set_max, None
        self.players = players if base.min_players <= players <= self._max_players() else base.players
        options = team_options(self.preset, self.players)
        self.teams = teams if teams in options else base.teams if base.teams in options else options[0]
        self.message = None
        if self.teams != teams:
            self.message = self._("These rules change the teams: {teams}.", teams=self._teams_label())

    def _change_set(self, step: int) -> None:
        sets = PRESET_SETS.get(self.preset, (PRESETS[self.preset].set_max,))
        self.set_max = sets[(sets.index(self.set_max) + step) % len(sets)] if self.set_max in sets else sets[0]
        self._clamp_players()

    def set_note(self) -> str:
        """Why these rules have one set only (said while the Set row is chosen), or ""."""
        item = self.menu.focused_item()
        if item.label != "Set" or len(PRESET_SETS.get(self.preset, ())) > 1:
            return ""
        others = [self._(PRESET_NAMES[name]) for name, sets in PRESET_SETS.items() if len(sets) > 1]
        return self._(ONE_SET_REASONS[self.preset]) + " " + self._("For another set, choose {a} or {b}.",
                                                                    a=others[0], b=others[-1])

    def _max_players(self) -> int:
        for players in range(10, 1, -1):
            try:
                get_preset(self.preset, set_max=self.set_max, players=players, teams=0)
                return players
            except RulesError:
                continue
        return PRESETS[self.preset].max_players

    def _clamp_players(self) -> None:
        base = PRESETS[self.preset]
        self.players = min(max(self.players, base.min_players), self._max_players())
        if self.teams not in team_options(self.preset, self.players):
            self.teams = team_options(self.preset, self.players)[0]

    def _change_players(self, step: int) -> None:
        base = PRESETS[self.preset]
        lo, hi = base.min_players, self._max_players()
        span = hi - lo + 1
        self.players = lo + (self.players - lo + step) % span
        self._clamp_players()

    def _change_teams(self, step: int) -> None:
        options = team_options(self.preset, self.players)
        index = options.index(self.teams) if self.teams in options else 0
        self.teams = options[(index + step) % len(options)]
        self.target = None

    def _change_kind(self, seat: int, step: int) -> None:
        self.kinds[seat] = KINDS[(KINDS.index(self.kinds[seat]) + step) % len(KINDS)]

    def _rename(self, seat: int) -> None:
        def done(text: str) -> str | None:
            name = " ".join(text.split())[:20]
            if not name:
                return self._("Type at least one letter.")
            self.names[seat] = name
            self.app.pop()
            return None

        self.app.push(self.app.make_scene("name", done=done, heading=N_("Player's name"), text=self.names[seat] or ""))

    def _change_faces(self, step: int) -> None:
        sets = face_sets()
        self.faces = sets[((sets.index(self.faces) if self.faces in sets else 0) + step) % len(sets)]
        if not self._difficulty_chosen:
            self.difficulty = "spellings" if self.faces in ADDING_FACES else "single"

    def _change_difficulty(self, step: int) -> None:
        names = list(DIFFICULTY_NAMES)
        self.difficulty = names[(names.index(self.difficulty) + step) % len(names)]
        self._difficulty_chosen = True

    def _change_target(self, step: int) -> None:
        current = self.rules().match_target
        unit = 1 if self.rules().scoring == Scoring.HANDS_WON else 10
        self.target = max(unit, current + step * unit)

    # --- labels --------------------------------------------------------------------------------
    def _set_label(self) -> str:
        if len(PRESET_SETS.get(self.preset, ())) > 1:
            return self._("Double {n}", n=self.set_max)
        return self._("Double {n} only", n=self.set_max)

    def _teams_label(self) -> str:
        if not self.teams:
            return self._("Each for themselves")
        if self.teams == 2 and self.players == 4:
            return self._("Two pairs")
        return self._("{k} teams", k=self.teams)

    def _seat_label(self, i: int) -> str:
        kind = self._(KIND_NAMES[self.kinds[i]])
        if self.teams:
            return f"{kind} · {self._('Team')} {TEAM_LETTERS[i % self.teams]}"
        return kind

    def _seat_item(self, i: int) -> MenuItem:
        """Seat i's row (shown while there are more than i players): its name, who plays it."""
        return MenuItem(lambda: self.names[i] or self._("Player {n}", n=i + 1),
                        on_activate=lambda: self._rename(i), value=lambda: self._seat_label(i),
                        on_change=lambda d: self._change_kind(i, d), visible=lambda: i < self.players)

    def build_items(self) -> list[MenuItem]:
        items = [
            MenuItem(N_("Rules"), value=lambda: self._(PRESET_NAMES[self.preset]), on_change=self._change_preset),
            MenuItem(N_("Set"), value=self._set_label, on_change=self._change_set),
            MenuItem(N_("Players"), value=lambda: str(self.players), on_change=self._change_players),
            MenuItem(N_("Teams"), value=self._teams_label, on_change=self._change_teams,
                     visible=lambda: len(team_options(self.preset, self.players)) > 1),
        ]
        items += [self._seat_item(i) for i in range(10)]
        items += [
            MenuItem(N_("Faces"), value=lambda: self._(FACE_NAMES[self.faces]), on_change=self._change_faces),
            MenuItem(N_("Difficulty"), value=lambda: self._(DIFFICULTY_NAMES[self.difficulty]),
                     on_change=self._change_difficulty),
            MenuItem(N_("Show numbers"), value=self._numbers_label, on_change=self._toggle_numbers,
                     on_activate=lambda: self._toggle_numbers(1)),
            MenuItem(N_("Target"), value=self._target_label, on_change=self._change_target),
            MenuItem(N_("Play on"), value=self._play_on_label, on_change=self._toggle_class_play,
                     on_activate=lambda: self._toggle_class_play(1)),
            MenuItem(N_("Pupils per seat"), value=self._team_size_label, on_change=self._change_team_size,
                     visible=lambda: self.class_play),
            MenuItem(N_("A team's move"), value=lambda: self._(TEAM_RULE_NAMES[self.team_rule]),
                     on_change=self._toggle_team_rule, on_activate=lambda: self._toggle_team_rule(1),
                     visible=lambda: self.class_play and self.team_size > 1),
        ]
        items += [self._team_item(i) for i in range(10)]
        items += [
            MenuItem(N_("Hands"), value=lambda: self._(PRIVACY_NAMES[self.privacy]), on_change=self._toggle_privacy,
                     visible=self.hidden_hands),
            MenuItem(N_("Start"), lambda: self.start(self.seed)),
        ]
        return items

    # --- teams on phones: their members' names -------------------------------------------------
    def has_team(self, seat: int) -> bool:
        """Seat `seat` is played by a team of pupils, a phone each (class play, 2 to 5 per seat)."""
        return (self.class_play and self.team_size > 1 and seat < self.players
                and self.kinds[seat] == SeatChoice.PERSON)

    def team_members(self, seat: int) -> list[str]:
        """The names the team at `seat` plays under: typed ones first, the rest after the seat."""
        return team_names(self.seat_name(seat), self.team_size, self.members[seat])

    def _team_item(self, seat: int) -> MenuItem:
        """The row of seat `seat`'s team: its members' names; Enter types them."""
        return MenuItem(lambda: self._("{name}'s team", name=self.seat_name(seat)),
                        on_activate=lambda: self._name_team(seat), value=lambda: self._team_value(seat),
                        visible=lambda: self.has_team(seat))

    def _team_value(self, seat: int) -> str:
        """The names typed (as many as fit beside the label, then "+2"), or how to type them."""
        typed = self.members[seat][:self.team_size]
        if not typed:
            return self._("Enter: type their names")
        font = self.theme.font(self.theme.body_px)
        room = self.app.screen.get_width() * 2 // 5
        shown = typed[:1]
        while len(shown) < len(typed) and font.size(names_text(typed[:len(shown) + 1]) + " +9")[0] <= room:
            shown = typed[:len(shown) + 1]
        more = self.team_size - len(shown)
        return names_text(shown) + (f" +{more}" if more else "")

    def _name_team(self, seat: int) -> None:
        def done(text: str) -> str | None:
            names, problem = read_names(text, self.team_size, self._)
            if problem:
                return problem
            self.members[seat] = names
            self.app.pop()
            return None

        hint = self._("Commas between the names, e.g. Ana, Rui, Lia.")
        if self.team_rule is Rule.CAPTAIN:
            hint += " " + self._("The first one confirms the team's moves.")
        heading = self._("{name}'s team: their names", name=self.seat_name(seat))
        entry = self.app.make_scene("name", done=done, heading=heading, hint=hint,
                                    text=names_text(self.members[seat][:self.team_size]),
                                    max_length=MAX_MEMBERS * (MAX_NAME + 2),
                                    footer=N_("Type the names · Enter: done · Esc: back"))
        self.app.push(entry)

    def hidden_hands(self) -> bool:
        """Several persons share this screen, so each one's tiles must be kept from the others."""
        return not self.class_play and sum(k == SeatChoice.PERSON for k in self.kinds[:self.players]) > 1

    def privacy_note(self) -> str:
        """What the screen says about hidden hands ("" when nobody's tiles need hiding)."""
        return self._(PRIVACY_NOTES[self.privacy]) if self.hidden_hands() else ""

    def _toggle_privacy(self, step: int) -> None:
        self.privacy = Privacy.PEEK if self.privacy is Privacy.COVER else Privacy.COVER

    def draw_extra(self, surface, area):
        """Above the menu: why these rules have one set (while the Set row is chosen), what the
        difficulty means (while it is chosen), and the note on hidden hands when several persons
        share the screen."""
        note = " ".join(filter(None, (self.set_note(), self.privacy_note())))
        if self.menu.focused_item().label == "Difficulty":
            note = self._(DIFFICULTY_NOTES[self.difficulty])
        if not note:
            return area
        theme = self.theme
        lines = theme.wrap(note, area.width)
        line_h = theme.font(theme.body_px).get_linesize()
        for i, line in enumerate(lines):
            image = theme.text(line, theme.body_px, theme.palette.text)
            surface.blit(image, image.get_rect(midtop=(area.centerx, area.top + i * line_h)))
        used = line_h * len(lines) + theme.unit
        return area.inflate(0, 0).move(0, used).clip(area)

    def _faces_show_values(self) -> bool:
        return self.game_setup().face_options().shows_values

    def _numbers_label(self) -> str:
        """The teacher's "show numbers" (a setting, kept for every game); pips and numerals
        show their numbers whatever it says."""
        if self._faces_show_values():
            return self._("Always")
        return self._("On") if self.app.settings.show_numbers else self._("Off")

    def _toggle_numbers(self, step: int) -> None:
        """A setting kept for every game and lesson: the teacher's (behind the teacher lock)."""
        if not self._faces_show_values():
            self.visit.run(lambda: self.app.apply_settings(
                self.app.settings.with_(show_numbers=not self.app.settings.show_numbers)))

    def _toggle_class_play(self, step: int) -> None:
        self.class_play = not self.class_play

    def _change_team_size(self, step: int) -> None:
        sizes = (1, *range(MIN_MEMBERS, MAX_MEMBERS + 1))
        self.team_size = sizes[(sizes.index(self.team_size) + step) % len(sizes)]

    def _team_size_label(self) -> str:
        if self.team_size == 1:
            return self._("One device")
        return self._("A team of {n}, a phone each", n=self.team_size)

    def _toggle_team_rule(self, step: int) -> None:
        self.team_rule = Rule.MAJORITY if self.team_rule is Rule.CAPTAIN else Rule.CAPTAIN

    def _play_on_label(self) -> str:
        if self.class_play:
            return self._("Class play: each person on their own device")
        return self._("This screen")

    def _target_label(self) -> str:
        rules = self.rules()
        if rules.match_end == MatchEnd.ELIMINATION:
            return self._("Out at {n} points", n=rules.match_target)
        if rules.scoring == Scoring.HANDS_WON:
            return self._("{n} hands", n=rules.match_target)
        return self._("{n} points", n=rules.match_target)

    def start(self, seed: int | None = None) -> None:
        try:
            setup = self.game_setup(seed)
            setup.rules()
        except RulesError as exc:
            self.message = str(exc)
            return
        from edu_domino.ui import last_game
        with suppress(OSError):  # only a convenience: the game starts all the same
            last_game.save(self.choices())
        if self.class_play:
            from edu_domino.ui.class_app import open_class_game

            named = [bool(self.names[i]) for i in range(self.players)]  # "Player 2": the pupil names themselves
            self.app.push(open_class_game(self.app, setup, self.team_size, self.team_rule, self.members, named))
            return
        self.app.open("table", setup=setup)
