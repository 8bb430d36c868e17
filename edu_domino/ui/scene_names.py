"""The scenes `edu-domino screenshot` can stage (no pygame here: the command lists them at once)."""

SCENES: tuple[str, ...] = (
    "title", "setup", "table", "pass", "results", "settings", "lesson", "practice",
    "pupils", "pin", "files", "progress", "class", "class-join", "class-table", "class-lesson",
    "class-own-pace", "class-team-join", "class-team-table",
    "class-setup-teams", "class-team-names", "class-own-names-join", "class-own-names-table",
    "tap-count", "tap-taps", "tap-feedback", "tap-calibrate", "tap-class", "celebration",
    "quit", "leave", "peek", "pause", "lessons", "pupil", "name", "lesson-answer",
    "practice-right", "practice-summary", "practice-summary-top", "practice-aims", "teacher-pupil",
    "lesson-right", "lesson-leave", "lesson-silent", "setup-difficulty", "teacher-pin",
    "classes", "classes-page", "classes-teachers", "classes-take-out", "practice-offline",
    "practice-start-offline", "practice-progress-offline", "practice-class-offline",
    "practice-challenge-rules", "practice-challenge", "practice-challenge-time-up", "practice-challenge-over",
)
