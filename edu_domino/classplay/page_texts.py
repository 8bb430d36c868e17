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
}


def page_texts(lang: str) -> dict[str, str]:
    """Every page text in `lang` (English for an unknown language), fields left for the page."""
    language = lang if lang in LANGUAGES else "en"
    # Fields stay as {name} for the page to fill: translated, not filled.
    return {key: catalog(language).gettext(message) for key, message in PAGE_TEXTS.items()}
