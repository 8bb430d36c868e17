import random

from hypothesis import given, settings
from hypothesis import strategies as st

from edu_domino.progress import PracticeSession
from edu_domino.progress.items import right_answer
from edu_domino.progress.scheduler import (
    INTERVALS,
    MASTERED_BOX,
    WRONG_GAP,
    ItemState,
    after_answer,
    choose,
    replay,
)


def test_right_answers_push_the_item_further_each_time():
    state = ItemState("k")
    dues = []
    for step in range(0, 400, 1):
        if state.due_step <= step:
            state = after_answer(state, True, step)
            dues.append(state.due_step - step)
    assert dues == sorted(dues) and len(set(dues)) > 4  # growing intervals
    assert state.box >= MASTERED_BOX and state.mastered


def test_wrong_answer_drops_two_boxes_and_comes_back_soon():
    state = ItemState("k", box=5, due_step=0, seen=5, correct=5, streak=5)
    after = after_answer(state, False, 100)
    assert after.box == 3 and after.streak == 0 and after.relearning
    assert after.due_step == 100 + 1 + WRONG_GAP
    assert after_answer(ItemState("k", box=1), False, 0).box == 0


def test_choose_puts_a_wrong_item_before_older_due_items():
    rng = random.Random(0)
    states = [ItemState(f"old{i}", box=3, due_step=i, seen=3, correct=3, streak=3) for i in range(20)]
    wrong = ItemState("wrong", box=0, due_step=25, seen=1, streak=0)
    assert choose([*states, wrong], 25, [], rng) == "wrong"
    # but not back to back with itself
    assert choose([*states, wrong], 25, [], rng, avoid="wrong") == "old0"


def test_choose_holds_new_items_back_while_many_are_being_relearnt():
    rng = random.Random(0)
    learning = [ItemState(f"w{i}", due_step=50, seen=1) for i in range(3)]
    assert choose(learning, 10, ["new"], rng) in {"w0", "w1", "w2"}
    assert choose(learning[:2], 10, ["new"], rng) == "new"


def test_replay_rebuilds_the_same_states_as_answering_one_by_one():
    answers = [("a", True), ("b", False), ("a", True), ("b", True), ("a", False)]
    states, steps = replay(answers)
    assert steps == 5
    a = ItemState("a")
    for step, (key, ok) in enumerate(answers):
        if key == "a":
            a = after_answer(a, ok, step)
    assert states["a"] == a


def _drive(session, answer_right, n):
    shown = []
    for _ in range(n):
        item = session.next_item()
        shown.append(item.key)
        wrong = next(c for c in (*item.choices, "999") if not item.check(c))
        session.answer(right_answer(item) if answer_right(len(shown) - 1, item) else wrong)
    return shown


def test_in_a_session_a_wrong_item_returns_within_a_few_items(record):
    pupil = record.create_pupil("Ana")
    session = PracticeSession(record, pupil, seed=3)
    missed_at = {}

    def right(i, item):
        # get every 7th item wrong, everything else right
        if i % 7 == 6:
            missed_at.setdefault(item.key, []).append(i)
            return False
        return True

    shown = _drive(session, right, 120)
    assert missed_at
    for key, positions in missed_at.items():
        for pos in positions:
            if pos + WRONG_GAP + 1 < len(shown):
                # exactly WRONG_GAP other items in between, then the missed one again
                assert shown[pos + WRONG_GAP + 1] == key, (key, pos, shown[pos : pos + 6])
                assert key not in shown[pos + 1 : pos + WRONG_GAP + 1]


def test_a_mastered_item_waits_longer_than_a_new_one(record):
    pupil = record.create_pupil("Ana")
    session = PracticeSession(record, pupil, seed=5)
    with record.transaction():  # one commit for the lot: the test is about the order
        shown = _drive(session, lambda i, item: True, 400)
    # With every answer right, each return of an item waits at least the interval of its box.
    last: dict[str, int] = {}
    boxes: dict[str, int] = {}
    gaps_when_mastered = []
    for pos, key in enumerate(shown):
        if key in last:
            gap = pos - last[key]
            assert gap >= INTERVALS[boxes[key]] + 1, (key, gap, boxes[key])
            if boxes[key] >= MASTERED_BOX:
                gaps_when_mastered.append(gap)
        last[key] = pos
        boxes[key] = min(boxes.get(key, 0) + 1, len(INTERVALS) - 1)
    # a mastered item comes back only after dozens of others; a newly met one after a handful
    assert gaps_when_mastered and min(gaps_when_mastered) > INTERVALS[MASTERED_BOX]
    assert INTERVALS[MASTERED_BOX] >= 5 * INTERVALS[1]


def test_the_schedule_carries_on_after_closing_and_reopening(clock):
    from edu_domino.progress import open_record

    with open_record(clock=clock) as rec:
        pupil = rec.create_pupil("Ana")
        session = PracticeSession(rec, pupil, seed=1)
        first = session.next_item()
        wrong = next(c for c in (*first.choices, "999") if not first.check(c))
        session.answer(wrong)
        for _ in range(WRONG_GAP):
            item = session.next_item()
            session.answer(item.expected)
    clock.advance(86_400)  # the next day
    with open_record(clock=clock) as rec:
        pupil = rec.find_pupil("ana")
        assert rec.steps(pupil) == WRONG_GAP + 1
        session = PracticeSession(rec, pupil, seed=2)
        assert session.next_item().key == first.key  # the missed item is due first


@settings(max_examples=60, deadline=None)
@given(st.lists(st.booleans(), min_size=30, max_size=200), st.integers(0, 2**16))
def test_any_wrong_answer_returns_within_a_few_items(rights, seed):
    """Whatever the pattern of right and wrong answers, a missed item is back within
    WRONG_GAP + 1 items, give or take the other missed items queued at the same moment."""
    rng = random.Random(seed)
    catalogue = [f"item{i}" for i in range(300)]
    states: dict[str, ItemState] = {}
    shown: list[str] = []
    last = None
    for step, right in enumerate(rights):
        fresh = [k for k in catalogue if k not in states]
        key = choose(states.values(), step, fresh, rng, last)
        states[key] = after_answer(states.get(key) or ItemState(key), right, step)
        shown.append(key)
        last = key
    for pos, (key, right) in enumerate(zip(shown, rights, strict=True)):
        if right:
            continue
        window = shown[pos + 1 : pos + WRONG_GAP + 2 + 3]  # at most 3 others relearnt at once
        if len(window) == WRONG_GAP + 1 + 3:
            assert key in window, (pos, key, window)
