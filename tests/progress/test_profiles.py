
import pytest

from edu_domino.progress import BadName, BadPin, UnknownPupil, open_record
from edu_domino.progress.profiles import hash_pin, verify_pin


def test_several_pupils_pick_or_create_by_name(record):
    ana = record.create_pupil("  Ana   María ")
    record.create_pupil("Bruno")
    assert ana.name == "Ana María"
    assert [p.name for p in record.pupils()] == ["Ana María", "Bruno"]
    assert record.find_pupil("ANA MARÍA").id == ana.id  # any case, extra spaces ignored
    with pytest.raises(BadName, match="already a pupil named 'Ana María'"):
        record.create_pupil("ana maría")


@pytest.mark.parametrize("name", ["", "   ", "x" * 41, "Ana\x00"])
def test_unusable_names_are_refused_with_a_reason(record, name):
    with pytest.raises(BadName):
        record.create_pupil(name)


def test_unknown_pupil_names_the_file_and_suggests(record):
    record.create_pupil("Ana")
    record.create_pupil("Bruno")
    with pytest.raises(UnknownPupil) as err:
        record.find_pupil("ann")
    message = str(err.value)
    assert str(record.path) in message and "did you mean 'Ana'?" in message
    with pytest.raises(UnknownPupil, match="the pupils are: Ana, Bruno"):
        record.find_pupil("Zoe")


def test_pin_is_stored_hashed_with_its_own_salt(record):
    ana = record.create_pupil("Ana", pin="1234")
    bea = record.create_pupil("Bea", pin="1234")
    assert ana.has_pin and bea.has_pin
    assert record.check_pin(ana, "1234") and not record.check_pin(ana, "4321")
    assert not record.check_pin(ana, None)
    stored = dict(record.query("SELECT name, pin FROM pupils"))
    assert "1234" not in stored["Ana"].split("$")[-1]
    assert stored["Ana"] != stored["Bea"]  # same PIN, different salt
    assert stored["Ana"].startswith("pbkdf2_sha256$")


def test_pin_can_be_changed_and_removed(record):
    ana = record.create_pupil("Ana")
    assert record.check_pin(ana, None)  # no PIN: nothing to type
    ana = record.set_pin(ana, "98765")
    assert ana.has_pin and record.check_pin(ana, "98765") and not record.check_pin(ana, "")
    ana = record.set_pin(ana, None)
    assert not ana.has_pin and record.check_pin(ana, "anything")


@pytest.mark.parametrize("pin", ["12", "123456789", "12a4", "١٢٣٤"])
def test_bad_pins_are_refused(record, pin):
    with pytest.raises(BadPin):
        record.create_pupil("Ana", pin=pin)
    assert record.pupils() == []  # nothing half created


def test_verify_pin_rejects_a_damaged_hash():
    good = hash_pin("1234", salt=b"0" * 16, iterations=1000)
    assert verify_pin("1234", good)
    assert not verify_pin("1234", good.replace("pbkdf2_sha256", "md5"))
    assert not verify_pin("1234", "garbage")


def test_pupils_persist_across_openings(clock):
    with open_record(clock=clock) as rec:
        rec.create_pupil("Ana", pin="2468")
    with open_record(clock=clock) as rec:
        ana = rec.find_pupil("Ana")
        assert rec.check_pin(ana, "2468")


def test_a_rolled_back_batch_saves_nothing_and_later_answers_still_save(record):
    ana = record.create_pupil("Ana")
    try:
        with record.transaction():
            record.record_answer(ana, "sum:notes:h", "sums", "4", "4", True, 10)
            raise RuntimeError("the app crashed half way")
    except RuntimeError:
        pass
    assert record.answers(ana) == [] and record.steps(ana) == 0
    record.record_answer(ana, "sum:notes:h", "sums", "4", "4", True, 10)
    assert [a.item for a in record.answers(ana)] == ["sum:notes:h"]


@pytest.mark.parametrize("name", [
    "\U0001F468\u200d\U0001F469\u200d\U0001F467",  # family: man, woman, girl joined by ZWJ
    "Ana \U0001F469\u200d\U0001F52C",  # woman scientist
    "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645",  # Persian, with a zero-width non-joiner
    "\U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F",  # Scotland's flag (tags)
])
def test_names_with_joiners_are_accepted_as_typed(record, name):
    pupil = record.create_pupil(name)
    assert pupil.name == name and record.find_pupil(name).id == pupil.id


@pytest.mark.parametrize("name", ["Ana\u200d", "\u200dAna", "A\u200d\u200dB", "A \u200d B", "Ana\x07",
                                  "Ana\u202eBea", "A\u200bB", "\U000E0067Ana", "Ana\x1b[31m"])
def test_real_control_and_invisible_characters_are_still_refused(record, name):
    with pytest.raises(BadName, match="control characters"):
        record.create_pupil(name)
