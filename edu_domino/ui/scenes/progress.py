"""The pupil's own page: what they practised today, a star per level reached, a bar per skill that
moves from the first right answer, lessons with their stars, and right answers per day.

Everything comes from `edu_domino.progress.pupil_progress` (computed on the record's worker), and
the skill rows are whatever skills the progress package lists: a new skill appears here with no
change to this screen (its title comes from `progress.items.SKILL_TITLES`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from edu_domino.progress import challenge
from edu_domino.progress.items import SKILL_TITLES
from edu_domino.ui.i18n import N_
from edu_domino.ui.intents import Intent
from edu_domino.ui.scene import Scene
from edu_domino.ui.skill_names import SKILL_NAMES
from edu_domino.ui.theme import Theme
from edu_domino.ui.widgets import blit_center, draw_footer, draw_heading, draw_lines, fit_text, star

if TYPE_CHECKING:
    from edu_domino.progress.summary import PupilProgress

# What fills the bar, said to a child (under the skills).
BAR_MEANS = N_("Each right answer fills a bar a little; a mistake takes a little back. "
               "Learn most questions of a level to win a star and new questions.")
LESSON_STARS = 3  # a lesson's best score shown as up to three stars


def lesson_stars(best: int, out_of: int) -> int:
    """Stars for a lesson's best score: one for a third of the answers right, three for all."""
    if out_of <= 0 or best <= 0:
        return 0
    if best >= out_of:
        return LESSON_STARS
    return max(1, min(LESSON_STARS - 1, best * LESSON_STARS // out_of))


class ProgressScene(Scene):
    """Reads one `PupilProgress`; nothing on it is clickable (Esc or Enter goes back)."""

    def __init__(self, app, pupil) -> None:
        super().__init__(app)
        from edu_domino.lesson.library import lesson_dirs, packs_by_id
        from edu_domino.progress import pupil_progress

        self.pupil = pupil
        self.progress: PupilProgress | None = None  # computed on the record worker (a big record takes ~100 ms)
        self.packs: dict = {}  # the packs found, by id: their titles in the pupil's language
        self.problem = ""
        from edu_domino.progress.aims import topics_to_ask
        from edu_domino.progress.drills import default_drills
        from edu_domino.progress.next_practice import next_after_sitting
        from edu_domino.ui import teacher

        # What next is the end of a sitting's (progress.next_practice): among the topics the
        # teacher set, never above their highest level, in the same words.
        aims = teacher.load_telling(app).aims_for(getattr(pupil, "id", None))
        topics, top_level = topics_to_ask(aims, teacher.sound_works(app)), aims.top_level
        self.next = None  # progress.next_practice.NextPractice (None: the record's own suggestion)
        dirs = lesson_dirs(getattr(app, "lesson_dirs", None))

        def read(record):
            found = next_after_sitting(record, pupil, topics, default_drills(), top_level) if topics else None
            return pupil_progress(record, pupil), packs_by_id(dirs), found

        app.records.submit(read, self._ready, self._failed)

    def _ready(self, found) -> None:
        self.progress, self.packs, self.next = found

    def _failed(self, problem: str) -> None:
        self.problem = problem

    def on_intent(self, intent: Intent) -> None:
        if intent in (Intent.BACK, Intent.CONFIRM):
            self.app.pop()

    def skill_title(self, skill: str) -> str:
        return self._(SKILL_TITLES.get(skill, skill))

    def lesson_title(self, best) -> str:
        """A lesson's title in the pupil's language, from its pack when the pack is here; else the
        title the record kept (English, or "class" for a whole-class lesson). A result from
        another version of the pack than the one here says so: its questions were different."""
        if best.pack_id == challenge.RESULT_ID:  # the timed challenge's results: no pack of its own
            return self._(challenge.TITLE)
        pack = self.packs.get(best.pack_id)
        if pack is None:
            return best.lesson or best.pack_id
        title = pack.title.get(self.app.i18n.language)
        if str(pack.version) != str(best.pack_version):
            title = self._("{title} (earlier version)", title=title)
        return title

    def lesson_lines(self) -> list[str]:
        """The lessons on the page, latest first, as their lines read (without the stars)."""
        bests = self.progress.lessons if self.progress is not None else ()
        return [self._("{title}: best {best} of {out_of}", title=self.lesson_title(b), best=b.best, out_of=b.out_of)
                for b in bests]

    # --- what the page says (tests read these) ---------------------------------------------------
    def today_lines(self) -> list[str]:
        """What was practised today, in words."""
        prog = self.progress
        if prog is None:
            return []
        today = prog.today_answers
        if today is None:
            lines = [self._("Nothing practised yet today. Shall we start?")]
        else:
            lines = [self._("Today: {n} answers, {right} right.", n=today.answered, right=today.correct)]
            done = [self._("{skill}: {right} of {n}", skill=self.skill_title(s.skill), right=s.today_correct,
                           n=s.today_answered) for s in prog.skills if s.today_answered]
            if done:  # no-break spaces: a skill and its count ("Ritmo: 6 de 11") stay on one line
                lines.append(" · ".join(item.replace(" ", "\u00a0") for item in done))
        if prog.today is not None:
            for best in prog.lessons_on(prog.today):
                lines.append(self._("Lesson today: {title}, {best} of {out_of}", title=self.lesson_title(best),
                                    best=best.best, out_of=best.out_of))
        return lines

    def next_line(self) -> str:
        """What to practise next and why, as the end of a sitting says it."""
        nxt = self.next
        if nxt is None:  # nothing the teacher set can be asked now: the record's own suggestion
            prog = self.progress
            if prog is None:
                return ""
            reason = self._(prog.suggestion.reason)
            if prog.suggestion.skill:
                reason += " " + self._("Next: {skill}.", skill=self.skill_title(prog.suggestion.skill))
            return reason
        why = self._(nxt.why, **nxt.fields)
        if not nxt.skill:
            return why
        topic = self._(SKILL_NAMES.get(nxt.skill, nxt.skill))
        return self._("Practise next: {topic}", topic=topic) + ". " + why

    def skill_rows(self) -> list[tuple[str, int, int, float, str]]:
        """(title, stars won, stars there are, bar 0..1, the bar as a percentage) per skill: a star
        per level passed (all of them, and the last level's bar full: every star)."""
        rows = []
        for s in self.progress.skills if self.progress is not None else ():
            words = f"{round(s.level_share * 100)} %"
            rows.append((self.skill_title(s.skill), s.stars, s.levels, s.level_share, words))
        return rows

    # --- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        w, _h = surface.get_size()
        surface.fill(p.background)
        top = draw_heading(surface, theme, self._("Progress of {name}", name=self.pupil.name))
        bottom = draw_footer(surface, theme, self._("Esc: back"))
        prog = self.progress
        if prog is None:
            note = self.problem or self._("Loading…")
            margin = theme.unit * 3  # a long problem wraps: all of it on a small screen too
            draw_lines(surface, theme, note, pygame.Rect(margin, (top + bottom) // 2 - theme.body_px, w - 2 * margin, 0),
                       p.warning if self.problem else p.text_muted)
            return
        line_h = theme.font(theme.body_px).get_linesize()
        margin = theme.unit * 3
        y = self._draw_today(surface, theme, pygame.Rect(margin, top, w - 2 * margin, 0))
        y = self._draw_skills(surface, theme, margin, y + theme.gap, w - 2 * margin)
        # What next and the damaged-record note sit just above the footer.
        notes = [(line, p.focus) for line in theme.wrap(self.next_line(), w - 2 * margin)[:3]]
        if prog.unreadable:
            note = self._("{n} answers could not be read (the record is damaged there) and are not counted.",
                          n=prog.unreadable)
            notes = [(line, p.warning) for line in theme.wrap(note, w - 2 * margin)[:2]] + notes
        foot = bottom - line_h * len(notes) - theme.unit
        for i, (line, color) in enumerate(notes):
            blit_center(surface, theme.text(line, theme.body_px, color), (w // 2, foot + line_h * i + line_h // 2))
        y = self._draw_lessons(surface, theme, margin, y + theme.unit, w - 2 * margin, foot)
        self._draw_days(surface, theme, pygame.Rect(margin, y + theme.unit, w - 2 * margin, foot - y - theme.gap))

    def _draw_today(self, surface: pygame.Surface, theme: Theme, area: pygame.Rect) -> int:
        """The "today" card; returns the y below it."""
        p = theme.palette
        line_h = theme.font(theme.body_px).get_linesize()
        icon = line_h
        lines: list[str] = []
        for text in self.today_lines():
            lines += theme.wrap(text, area.width - icon * 2 - theme.gap)
        lines = lines[:4]
        card = pygame.Rect(area.left, area.top, area.width, line_h * len(lines) + theme.gap)
        pygame.draw.rect(surface, p.panel, card, border_radius=theme.gap)
        star(surface, (card.left + icon, card.top + theme.unit + line_h / 2), icon * 0.45, p.focus)
        for i, line in enumerate(lines):
            color = p.text if i == 0 else p.text_muted
            surface.blit(theme.text(line, theme.body_px, color), (card.left + icon * 2, card.top + theme.unit + line_h * i))
        return card.bottom

    def _draw_skills(self, surface: pygame.Surface, theme: Theme, x0: int, y: int, width: int) -> int:
        """One row per skill: title, stars, the bar and its words; then what fills the bar."""
        p = theme.palette
        font = theme.font(theme.body_px)
        line_h = font.get_linesize()
        rows = self.skill_rows()
        if not rows:
            return y
        star_r = line_h * 0.36
        most_stars = max(r[2] for r in rows)
        stars_w = int(most_stars * star_r * 2.3)
        words_w = max(font.size(r[4])[0] for r in rows)
        title_w = min(max(font.size(r[0])[0] for r in rows), width // 2)  # whole in es/pt at 800x600
        bar_x = x0 + title_w + theme.gap + stars_w + theme.gap
        bar_w = max(theme.unit * 6, x0 + width - words_w - theme.gap - bar_x)
        for title, stars, top, share, words in rows:
            surface.blit(fit_text(theme, title, title_w, p.text), (x0, y))
            cy = y + line_h / 2
            for i in range(top):
                centre = (x0 + title_w + theme.gap + star_r * (1.15 + 2.3 * i), cy)
                star(surface, centre, star_r, p.focus, width=0 if i < stars else max(1, theme.unit // 3))
            bar = pygame.Rect(bar_x, y + line_h // 6, bar_w, line_h * 2 // 3)
            pygame.draw.rect(surface, p.panel, bar, border_radius=theme.unit)
            filled = bar.copy()
            # From the first right answer the bar shows something: at least a visible sliver.
            filled.width = max(theme.unit if share > 0 else 0, int(bar.width * share))
            if filled.width:
                pygame.draw.rect(surface, p.legal, filled, border_radius=theme.unit)
            pygame.draw.rect(surface, p.text_muted, bar, 2, border_radius=theme.unit)
            surface.blit(theme.text(words, theme.body_px, p.text), (bar.right + theme.gap, y))
            y += line_h + theme.unit
        for line in theme.wrap(self._(BAR_MEANS), width)[:3]:
            surface.blit(theme.text(line, theme.body_px, p.text_muted), (x0, y))
            y += line_h
        return y

    def _draw_lessons(self, surface: pygame.Surface, theme: Theme, x0: int, y: int, width: int, limit: int) -> int:
        """The lessons played, latest first, each with its stars, as many as leave room for the
        chart (at most three)."""
        p = theme.palette
        prog = self.progress
        line_h = theme.font(theme.body_px).get_linesize()
        room = max(0, (limit - y - line_h * 5) // line_h)  # keep five lines for the chart
        bests = prog.lessons[:3] if prog is not None else ()
        star_r = line_h * 0.36
        tx = x0 + int(star_r * 2.3 * LESSON_STARS) + theme.gap
        for best, text in zip(bests, self.lesson_lines(), strict=False):
            # A long title in the pupil's language wraps rather than being cut; when the room
            # is one line, the latest lesson is still shown, cut; the others are left out.
            lines = self._wrapped(text, self.lesson_title(best), x0 + width - tx)
            if len(lines) > room:
                if best is not bests[0] or room < 1:
                    break
                lines = [text]
            room -= len(lines)
            for i in range(LESSON_STARS):
                star(surface, (x0 + star_r * (1.15 + 2.3 * i), y + line_h / 2), star_r, p.focus,
                     width=0 if i < lesson_stars(best.best, best.out_of) else max(1, theme.unit // 3))
            for line in lines:
                surface.blit(fit_text(theme, line, x0 + width - tx, p.text), (tx, y))
                y += line_h
        return y

    def _wrapped(self, text: str, title: str, width: int) -> list[str]:
        """`text` in lines of `width`, breaking only inside the title: the score after it
        ("best 6 of 8") stays on one line."""
        if not text.startswith(title):
            return self.theme.wrap(text, width)
        glued = title + text[len(title):].replace(" ", "\u00a0")  # no break: a no-break space
        return [line.replace("\u00a0", " ") for line in self.theme.wrap(glued, width)]

    def _draw_days(self, surface: pygame.Surface, theme: Theme, area: pygame.Rect) -> None:
        """Right answers per day, the last two weeks: a line over 0, 50 and 100 %, day labels
        under it, spaced so that no two touch (the last day always labelled)."""
        p = theme.palette
        prog = self.progress
        font = theme.font(theme.body_px)
        line_h = font.get_linesize()
        if prog is None or area.height < line_h * 4:
            return  # a small window: the chart is left out rather than squeezed
        title = theme.text(self._("Right answers per day"), theme.body_px, p.text)
        surface.blit(title, area.topleft)
        scale_w = font.size("100 %")[0] + theme.gap
        chart = pygame.Rect(area.left, area.top + line_h + theme.unit, area.width - scale_w,
                            area.height - line_h * 2 - theme.gap)
        pygame.draw.rect(surface, p.panel, chart)
        for share in (0.0, 0.5, 1.0):
            gy = int(chart.bottom - share * chart.height)
            pygame.draw.line(surface, p.text_muted, (chart.left, gy), (chart.right, gy), 1)
            label = theme.text(f"{round(share * 100)} %", theme.body_px, p.text_muted)
            surface.blit(label, (chart.right + theme.unit, gy - label.get_height() // 2))
        days = prog.days[-14:]
        if not days:
            blit_center(surface, theme.text(self._("No answers yet."), theme.body_px, p.text_muted), chart.center)
            return
        step = chart.width / len(days)
        points = [(int(chart.left + step * (i + 0.5)), int(chart.bottom - d.accuracy * chart.height))
                  for i, d in enumerate(days)]
        if len(points) > 1:
            pygame.draw.lines(surface, p.last_move, False, points, max(3, theme.unit // 2))
        for pt in points:
            pygame.draw.circle(surface, p.last_move, pt, max(4, theme.unit))
        for i in day_labels([font.size(f"{d.day.day}/{d.day.month}")[0] for d in days],
                            [pt[0] for pt in points], theme.gap):
            label = theme.text(f"{days[i].day.day}/{days[i].day.month}", theme.body_px, p.text_muted)
            surface.blit(label, (points[i][0] - label.get_width() // 2, chart.bottom + theme.unit // 2))


def day_labels(widths: list[int], centres: list[int], gap: int) -> list[int]:
    """Which day labels to draw so that none touches another: the last one always, then from the
    right to the left every label that clears the one drawn after it by `gap` pixels."""
    if not widths:
        return []
    chosen = [len(widths) - 1]
    left_edge = centres[-1] - widths[-1] / 2
    for i in range(len(widths) - 2, -1, -1):
        if centres[i] + widths[i] / 2 + gap <= left_edge:
            chosen.append(i)
            left_edge = centres[i] - widths[i] / 2
    return sorted(chosen)
