// An own-pace lesson on the device: the step the server's runner is at, drawn for a finger or a
// keyboard, answered by taps (never by dragging). The server judges every answer; this page
// only draws what it is sent, sends what is tapped, and times tap steps with performance.now().
// Uses device.js's helpers (el, faceImg, tileNode, send, setStatus, fill, T, $) and sound.js.
"use strict";

let own = null;          // the last "own" message
let shownVersion = -1;   // the version drawn: a redraw only when it changed
let heardFeedback = null;
let taps = [];           // this try's tap times (performance.now(), ms)
let built = [];          // a build step's parts so far (palette values)
let chosenTile = null;   // a chain step's tile, waiting for its end
let clockTimer = null;   // a challenge question's countdown, redrawn ten times a second

function ownButton(text, onclick, attrs) {
  return el("button", Object.assign({ type: "button", text: text, onclick: onclick }, attrs || {}));
}

// A tile to look at, not to press: no button role, not in the keyboard's way.
function plain(tile) {
  tile.removeAttribute("role");
  tile.removeAttribute("tabindex");
}

function shownNode(item) {
  if (item.faces.length === 2) {
    const node = tileNode(Object.assign({ id: "" }, item));
    node.classList.add("row");
    plain(node);
    node.setAttribute("role", "img");
    return node;
  }
  return el("div", { class: "half", role: "img", "aria-label": item.name || "" },
    [faceImg(item.faces[0], (item.words || [])[0])]);
}

function renderOwn(message) {
  own = message;
  if (message.version === shownVersion) return;
  shownVersion = message.version;
  $("own").hidden = false;
  const lesson = message.lesson;
  $("who").textContent = message.you.name;
  const fb = message.feedback;
  if (fb && fb.sound && fb.sound.length && JSON.stringify(fb) !== heardFeedback) Sound.play(fb.sound);
  heardFeedback = fb ? JSON.stringify(fb) : null;
  const practice = !!message.practice;  // practice drills: questions of a sitting, not a pack's steps
  const challenge = message.challenge;  // the timed challenge, when the pupil is in one
  stopClock();
  if (challenge && challenge.phase === "ready") { showChallengeReady(challenge); return; }
  if (challenge && challenge.phase === "over" && lesson.finished && !(fb && fb.done)) {
    showChallengeOver(challenge);
    return;
  }
  if (lesson.finished && !(fb && fb.done)) {
    setStatus(fill(practice ? T.practice_done : T.own_done, { score: lesson.score, out_of: lesson.out_of }), false);
    clearOwn();
    $("game").hidden = true;
    $("own").dataset.step = "";
    if (practice && message.next) showNext(message.next);
    $("own-answers").appendChild(ownButton(practice ? T.practice_again : T.own_do_again, () => send({ type: "again" }),
      { id: "again" }));
    if (practice) $("own-answers").appendChild(ownButton(T.challenge_heading, () => send({ type: "challenge" }),
      { id: "challenge" }));
    return;
  }
  clearOwn();
  if (fb && fb.done) { showVerdict(fb); return; }  // the verdict stays until Continue, under its step's number
  const where = !lesson.number ? T.own_again
    : fill(challenge ? T.challenge_question : practice ? T.practice_question : T.own_step,
      { n: lesson.number, total: lesson.total });
  setStatus(lesson.title + " · " + where, false);
  const step = message.step;
  if (!step && practice) $("own-text").textContent = T.busy;  // the answer is on its way to the record
  if (!step) return;
  $("own").dataset.step = step.id;
  if (challenge && challenge.left_ms !== null) startClock(challenge);
  $("own-prompt").textContent = step.prompt || "";
  if (step.text) $("own-text").textContent = step.text;
  for (const item of step.show || []) $("own-shown").appendChild(shownNode(item));
  if (fb && !fb.done && fb.hint) say(fb.game ? fb.hint : T.own_try_again + " " + fb.hint, "wrong");
  if (step.sound && step.sound.length) {
    $("own-tools").appendChild(ownButton(T.own_hear, () => Sound.play(step.sound), { id: "hear" }));
  }
  $("game").hidden = step.answer !== "game";
  const draw = { none: explainControls, number: numberControls, choice: choiceControls, yesno: choiceControls,
    tiles: tilesControls, faces: facesControls, build: buildControls, chain: chainControls, tap: tapControls,
    game: gameControls };
  (draw[step.answer] || explainControls)(step);
}

// The end of a practice sitting: what to practise next and why, in the pupil's words, with
// the one button that starts it first (and focused, so Enter starts it).
function showNext(next) {
  $("own-prompt").textContent = next.heading;
  $("own-text").textContent = next.why;
  if (!next.skill) return;
  const start = ownButton(next.start, () => send({ type: "next" }), { id: "practise-next" });
  $("own-answers").appendChild(start);
  start.focus();
}

function clearOwn() {
  for (const id of ["own-prompt", "own-text", "own-verdict"]) $(id).textContent = "";
  for (const id of ["own-shown", "own-answers", "own-tools"]) $(id).replaceChildren();
  $("own-verdict").className = "";
}

function say(text, kind) {
  $("own-verdict").textContent = text;
  $("own-verdict").className = kind || "";
}

function showVerdict(fb) {
  // A rhythm tapped wrong has no answer to name: what to fix instead.
  let text = fb.right ? T.correct
    : fb.time_up ? (fb.answer ? fill(T.challenge_time_up_answer, { answer: fb.answer }) : T.challenge_time_up)
    : !fb.answer && fb.hint ? T.practice_not_quite + " " + fb.hint : fill(T.wrong, { answer: fb.answer || "" });
  if (own.challenge && own.challenge.late) text = T.challenge_late + " " + text;
  if (fb.right && fb.answer) text += " " + fb.answer;
  if (!fb.right && fb.comes_back) text += " " + T.own_comes_back;
  say(text, fb.right ? "right" : "wrong");
  const next = ownButton(T.own_continue, () => { send({ type: "seen" }); }, { id: "continue" });
  $("own-answers").appendChild(next);
  next.focus();
}

// --- the timed challenge: its rules and Start, each question's countdown, the result and the best ---
// The server's clock decides when a question's time is up (it closes the question and sends the
// verdict); this countdown only shows the time the server said was left when the page was sent.
function showChallengeReady(challenge) {
  clearOwn();
  $("game").hidden = true;
  $("own").dataset.step = "";
  setStatus(T.challenge_heading, false);
  $("own-prompt").textContent = T.challenge_heading;
  let rules = fill(T.challenge_rules, { total: challenge.total, seconds: challenge.seconds });
  if (challenge.best) rules += " " + fill(T.challenge_best, challenge.best);
  $("own-text").textContent = rules;
  const go = ownButton(T.challenge_start, () => send({ type: "start" }), { id: "challenge-start", class: "start" });
  $("own-answers").appendChild(go);
  $("own-tools").appendChild(ownButton(T.practice_again, () => send({ type: "again" }), { id: "again" }));
  go.focus();
}

function showChallengeOver(challenge) {
  clearOwn();
  $("game").hidden = true;
  $("own").dataset.step = "";
  const result = fill(T.challenge_result, { right: challenge.right, total: challenge.total });
  setStatus(result, false);
  $("own-prompt").textContent = result;
  $("own-text").textContent = (challenge.new_best ? T.challenge_new_best + " " : "") + fill(T.challenge_best, challenge.best);
  const again = ownButton(T.challenge_again, () => send({ type: "challenge" }), { id: "challenge-again" });
  $("own-answers").appendChild(again);
  $("own-answers").appendChild(ownButton(T.practice_again, () => send({ type: "again" }), { id: "again" }));
  again.focus();
}

function startClock(challenge) {
  const ends = performance.now() + challenge.left_ms;
  const box = $("own-clock");
  let said = null;
  const draw = () => {
    const ms = Math.max(0, ends - performance.now());
    const n = Math.ceil(ms / 1000);
    const words = n > 0 ? fill(T.challenge_left, { n: n }) : T.challenge_time_up;
    $("own-clock-n").textContent = String(n);
    $("own-clock-words").textContent = n === 0 ? T.challenge_time_up : n === 1 ? T.challenge_second : T.challenge_seconds;
    box.setAttribute("aria-label", words);
    box.classList.toggle("hurry", n <= 3);
    $("own-clock-fill").style.width = (100 * ms / (challenge.seconds * 1000)) + "%";
    if ((n === challenge.seconds || n === 5 || n === 0) && said !== n) { said = n; $("own-clock-say").textContent = words; }
    if (ms <= 0) stopTicking();
  };
  box.hidden = false;
  draw();
  clockTimer = setInterval(draw, 100);
}

function stopTicking() {
  if (clockTimer !== null) clearInterval(clockTimer);
  clockTimer = null;
}

function stopClock() {
  stopTicking();
  $("own-clock").hidden = true;
  $("own-clock-say").textContent = "";
}

function answer(value) { send({ type: "answer", value: value }); }

function explainControls() {
  const next = ownButton(T.own_continue, () => send({ type: "continue" }), { id: "continue" });
  $("own-answers").appendChild(next);
}

function numberControls() {
  const box = $("own-answers");
  const input = el("input", { type: "text", inputmode: "numeric", id: "number", "aria-labelledby": "own-prompt",
    autocomplete: "off" });
  const go = () => {
    if (!/^\d+$/.test(input.value.trim())) { say(T.unreadable, "wrong"); return; }
    answer(input.value.trim());
  };
  input.addEventListener("keydown", (e) => { if (e.key === "Enter") go(); });
  box.appendChild(input);
  box.appendChild(ownButton(T.send, go, { id: "send" }));
}

function choiceControls(step) {
  const box = $("own-answers");
  const choices = step.answer === "yesno" ? [{ value: "yes", label: T.yes }, { value: "no", label: T.no }] : step.choices;
  for (const c of choices) box.appendChild(ownButton(c.label, () => answer(c.value), { "data-answer": c.value }));
}

function pictureButton(choice, onclick) {
  const node = el("button", { type: "button", class: "picture", "aria-label": choice.name || "",
    "data-answer": String(choice.value) });
  if (choice.faces.length === 2) {
    const tile = tileNode(Object.assign({ id: "" }, choice));
    tile.classList.add("row");
    plain(tile);
    tile.setAttribute("aria-hidden", "true");
    node.appendChild(tile);
  } else {
    node.appendChild(el("span", { class: "half", "aria-hidden": "true" }, [faceImg(choice.faces[0], "")]));
  }
  node.addEventListener("click", onclick);
  return node;
}

function facesControls(step) {
  for (const c of step.choices) $("own-answers").appendChild(pictureButton(c, () => answer(c.value)));
}

function tilesControls(step) {
  const picked = new Set();
  for (const c of step.choices) {
    const node = pictureButton(c, () => {
      if (picked.has(c.value)) picked.delete(c.value); else picked.add(c.value);
      node.setAttribute("aria-pressed", picked.has(c.value) ? "true" : "false");
      node.classList.toggle("chosen", picked.has(c.value));
    });
    node.setAttribute("aria-pressed", "false");
    $("own-answers").appendChild(node);
  }
  $("own-tools").appendChild(ownButton(T.send, () => answer(Array.from(picked)), { id: "send" }));
}

function buildControls(step) {
  built = [];
  const row = el("div", { id: "built", "aria-live": "polite", "aria-label": T.own_built });
  const redraw = () => {
    row.replaceChildren();
    if (!built.length) row.appendChild(el("span", { text: T.own_build_empty }));
    built.forEach((value, i) => {
      const c = step.choices.find((x) => x.value === value);
      row.appendChild(pictureButton(Object.assign({}, c, { name: fill(T.own_remove, { name: c.name }) }), () => {
        built.splice(i, 1);
        redraw();
      }));
    });
  };
  for (const c of step.choices) {
    $("own-answers").appendChild(pictureButton(c, () => {
      if (built.length < step.max_parts) { built.push(c.value); Sound.play(c.sound); redraw(); }
    }));
  }
  $("own-answers").appendChild(row);
  redraw();
  $("own-tools").appendChild(ownButton(T.own_clear, () => { built = []; redraw(); }, { id: "clear" }));
  $("own-tools").appendChild(ownButton(T.send, () => answer(built.slice()), { id: "send" }));
}

function chainControls(step) {
  const line = el("div", { class: "line", role: "img", "aria-label": step.line.map((t) => t.name).join(", ") });
  for (const t of step.line) {
    const tile = tileNode(Object.assign({ id: "" }, t));
    tile.classList.add("row");
    plain(tile);
    tile.setAttribute("aria-hidden", "true");
    line.appendChild(tile);
  }
  $("own-shown").appendChild(line);
  chosenTile = null;
  const ends = el("div", { id: "own-ends", hidden: "" });
  for (const c of step.choices) {
    const node = pictureButton(c, () => {
      chosenTile = c.value;
      for (const other of $("own-answers").querySelectorAll("button.picture")) other.classList.remove("chosen");
      node.classList.add("chosen");
      ends.hidden = false;
      say(T.pick_end, "");
      ends.querySelector("button").focus();
    });
    $("own-answers").appendChild(node);
  }
  for (const end of ["L", "R"]) {
    ends.appendChild(ownButton(end === "L" ? T.left : T.right, () => answer(chosenTile + " " + end), { "data-end": end }));
  }
  $("own-answers").appendChild(ends);
}

// --- tap steps: the pupil's own timing, read with performance.now() on each touch or key ---
// No calibration is asked first: the server judges the gaps between the taps (slid to where they
// fit the notes best), so a device's steady lag, its touch screen's or its speaker's, cancels.
function tapControls(step) {
  taps = [];
  const count = el("p", { id: "tap-count", "aria-live": "polite", text: fill(T.own_taps, { n: 0 }) });
  const pad = el("button", { type: "button", id: "tap-pad", class: "pad", text: T.own_tap_here });
  const hit = (event) => {
    if (event.type === "keydown" && event.key !== " " && event.key !== "Enter") return;
    if (event.repeat) return;
    event.preventDefault();
    taps.push(event.timeStamp || performance.now());
    count.textContent = fill(T.own_taps, { n: taps.length });
  };
  pad.addEventListener("pointerdown", hit);
  pad.addEventListener("keydown", hit);
  pad.addEventListener("click", (e) => e.preventDefault());
  $("own-answers").appendChild(pad);
  $("own-answers").appendChild(count);
  if (step.metronome) {
    $("own-tools").appendChild(ownButton(T.own_count_in, () => Sound.clicks(step.beat, 4), { id: "count-in" }));
  }
  $("own-tools").appendChild(ownButton(T.own_clear, () => { taps = []; count.textContent = fill(T.own_taps, { n: 0 }); },
    { id: "clear" }));
  $("own-tools").appendChild(ownButton(T.send, () => { if (taps.length) send({ type: "answer", taps: taps.slice() }); },
    { id: "send" }));
}

// --- a game step: the class game's table and hand (device.js draws them), the computer seats
// playing on the server; Continue after a round's scores and at the end ---
function gameControls(step) {
  state = { type: "state", you: step.you, table: step.table };
  renderGame();
  $("who").textContent = own.you.name;
  if (step.done || step.between_rounds) {
    say(step.done ? T.own_game_over : T.round_over, "");
    const next = ownButton(T.own_continue, () => send({ type: "continue" }), { id: "continue" });
    $("own-answers").appendChild(next);
  }
}
