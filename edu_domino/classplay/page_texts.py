"""The words on the device page, translated on the server and handed to the page as JSON.

The page's JavaScript holds no text of its own: every word a pupil reads is here, marked for
gettext like the rest of the app, so it is in es/pt/en with the same catalogs.
"""

from __future__ import annotations

from edu_domino.i18n import LANGUAGES, N_, catalog

PAGE_TEXTS: dict[str, str] = {
    "title": N_("edu-domino: class play"),
    "your_turn": N_("Your turn!"),
    "waiting_for": N_("{name} is playing"),
    "pick_tile": N_("Tap a tile to play it."),
    "pick_end": N_("Which end? Tap left or right."),
    "left": N_("Left end"),
    "right": N_("Right end"),
    "draw": N_("Draw a tile"),
    "pass": N_("Pass"),
    "hand_empty": N_("No tiles in your hand."),
    "connecting": N_("Connecting…"),
    "reconnecting": N_("Connection lost; joining again…"),
    "round_over": N_("The round is over. The next one starts soon."),
    "match_over": N_("The match is over."),
    "computer_plays": N_("The computer is playing for you."),
    "keyboard_plays": N_("Your seat is played on the projector."),
    "seat": N_("You are {name}"),
    "boneyard": N_("Boneyard: {n}"),
    "tiles_left": N_("{name}: {n} tiles"),
    "scores": N_("Scores"),
    "not_your_turn": N_("Wait for your turn."),
    "illegal": N_("That move is not allowed here."),
    "not_yours": N_("Your seat is not played from this device now."),
    "room_code": N_("Room code"),
    "your_name": N_("Your name"),
    "pin": N_("PIN (if you have one)"),
    "join": N_("Join"),
    "choose_seat": N_("Choose your seat"),
    "wrong_code": N_("That room code is not right. Look at the projector and try again."),
    "too_many": N_("Too many wrong tries. Wait a few minutes and try again."),
    "taken": N_("Someone with this name is already in. If it is you, type your PIN, or ask your teacher to let you in."),
    "moved": N_("Your place is on another device now. Ask your teacher if this is wrong."),
    "too_fast": N_("Too fast! Wait a moment, then tap again."),
    "not_a_choice": N_("Tap one of the answers."),
    "wrong_pin": N_("That PIN is not right."),
    "class_full": N_("The class is full."),
    "no_seat": N_("Every seat is taken."),
    "look_at_board": N_("Look at the board."),
    "answer_sent": N_("Answer sent: {answer}"),
    "answers_closed": N_("Answers are closed. Look at the board."),
    "correct": N_("Right!"),
    "wrong": N_("Not this time. The answer is {answer}."),
    "wrong_picture": N_("Not this time. The answer is this one:"),
    "no_answer_given": N_("You did not answer this one."),
    "lesson_over": N_("The lesson is over. You got {score} right."),
    "wait_start": N_("You are in! Wait for the teacher to start."),
    "send": N_("Send"),
    "yes": N_("Yes"),
    "no": N_("No"),
    "unreadable": N_("Type a whole number."),
    # an own-pace lesson on the pupil's device
    "own_step": N_("Step {n} of {total}"),
    "own_again": N_("A step from before, once more"),
    "own_hear": N_("Hear it"),
    "own_continue": N_("Continue"),
    "own_clear": N_("Start again"),
    "own_try_again": N_("Not yet: try again."),
    "own_comes_back": N_("It comes back later."),
    "own_done": N_("You finished the lesson! {score} of {out_of} right at the first try."),
    "own_built": N_("Your answer"),
    "own_build_empty": N_("Tap the pictures to add them here."),
    "own_remove": N_("Take away {name}"),
    "own_tap_here": N_("Tap here"),
    "own_taps": N_("Taps: {n}"),
    "own_count_in": N_("Count me in"),
    "own_calibrate": N_("First, tap along with the clicks"),
    "own_calibrate_help": N_("Tap Start, then tap the big button once on each of the 8 clicks. "
                             "Your device does this only once."),
    "own_calibrate_start": N_("Start the clicks"),
    "own_skip": N_("Skip"),
    "own_game_over": N_("The game is over."),
    "closed": N_("The lesson is over."),
    "bad_message": N_("That did not work. Try again."),
    # the teacher's live view of an own-pace lesson
    "live_title": N_("The class, live"),
    "live_join": N_("Join at {url} with the room code {code}"),
    "live_pupil": N_("Pupil"),
    "live_class": N_("Class"),
    "live_right": N_("right"),
    "live_retry": N_("right after a retry"),
    "live_wrong": N_("wrong"),
    "live_now": N_("working on it"),
    "live_seen": N_("done"),
    "live_none": N_("not yet"),
    "live_stuck": N_("needs help"),
    "live_idle": N_("idle"),
    "live_away": N_("away"),
    "live_finished": N_("finished"),
    "live_nobody": N_("Nobody has joined yet."),
    "live_answers_of": N_("Answers of {name}"),
    "live_step": N_("Step"),
    "live_given": N_("Answer"),
    "live_expected": N_("Right answer"),
    "live_close": N_("Close"),
    "live_leaderboard": N_("Most right answers"),
}


def page_texts(lang: str) -> dict[str, str]:
    """Every page text in `lang` (English for an unknown language), fields left for the page."""
    language = lang if lang in LANGUAGES else "en"
    # Fields stay as {name} for the page to fill: translated, not filled.
    return {key: catalog(language).gettext(message) for key, message in PAGE_TEXTS.items()}
