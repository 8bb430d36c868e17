// The device page: one seat's hand in a class game, or one pupil's answers in a class lesson.
// Every word comes from the server (config.texts, already in the pupil's language); the server
// judges every move, so this page only shows what it is sent and sends what is tapped.
"use strict";

const config = JSON.parse(document.getElementById("config").textContent);
const T = config.texts;
const $ = (id) => document.getElementById(id);
let socket = null;
let state = null;       // the last "state" or "lesson" message
let chosen = null;      // the tile id picked, waiting for an end
let wasMyTurn = false;
let retry = 0;
let nextRef = 1;
let audio = null;

// A half's picture. Its alternative text is the half in words as the server sent them, in the
// page's language ("negra", "2³"; the number only where the face shows it or the teacher turned
// "show numbers" on): a picture that does not load, or a screen reader, never gives a value away.
function faceImg(key, words) {
  return el("img", { src: "/face/" + encodeURIComponent(key) + ".png", alt: words || "", draggable: "false" });
}

function tileNode(tile, extra) {
  const words = tile.words || [];
  const node = el("div", Object.assign({ class: "tile", "data-tile": tile.id, role: "button",
    "aria-label": tile.name || words.join(" | ") }, extra || {}));
  node.appendChild(faceImg(tile.faces[0], words[0]));
  node.appendChild(faceImg(tile.faces[1], words[1]));
  // A tile pressed like a button by keyboard too (Tab to it, Enter or Space).
  node.tabIndex = 0;
  node.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") { event.preventDefault(); node.click(); }
  });
  return node;
}

// --- the connection: rejoins by itself with the same link after sleep or a dropped network ---
function connect() {
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  socket = new WebSocket(scheme + location.host + config.ws);
  socket.onopen = () => { retry = 0; };
  socket.onmessage = (event) => receive(JSON.parse(event.data));
  socket.onclose = (event) => {
    if (event.code === 4002) { setStatus(T.moved, false); socket = null; return; }  // the teacher moved this place
    setStatus(T.reconnecting, false);
    retry = Math.min(retry + 1, 5);
    setTimeout(connect, 500 * retry);
  };
}

function send(message) {
  message.ref = nextRef++;
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

document.addEventListener("visibilitychange", () => {
  // A phone that slept may hold a dead socket: make sure a live one is there.
  if (document.visibilityState === "visible" && socket && socket.readyState > WebSocket.OPEN) connect();
});

function receive(message) {
  if (message.type === "state") { state = message; renderGame(); }
  else if (message.type === "lesson") { state = message; renderLesson(); }
  else if (message.type === "own") renderOwn(message);  // ownpace.js
  else if (message.type === "proposed") $("message").textContent = T.team_sent;
  else if (message.type === "named") $("name-note").textContent = fill(T.name_saved, { name: message.name });
  else if (message.type === "refused" && NAME_REFUSALS.has(message.code)) {
    $("name-note").textContent = fill(T[message.code], { name: message.name || "", n: config.max_name });
  }
  else if (message.type === "refused" && config.mode === "ownpace") {
    const text = T[message.code] || T.illegal;
    // too late for a timed challenge's question: the verdict on its way says so; it is not overwritten
    if (message.code === "time_up") setStatus(text, false); else $("own-verdict").textContent = text;
  }
  else if (message.type === "refused" || (message.type === "error" && T[message.code])) {
    const text = message.text || T[message.code] || T.illegal;
    ($("message") || {}).textContent = text;
    ($("lesson-message") || {}).textContent = T[message.code] || "";
  }
}

function setStatus(text, turn) {
  $("status").textContent = text;
  $("status").classList.toggle("turn", !!turn);
  $("status").dataset.yourTurn = turn ? "1" : "0";
}

// --- a cue on the pupil's turn: a short buzz where the device can, and a soft beep ---
function cue() {
  if (navigator.vibrate) navigator.vibrate([120, 60, 120]);
  try {
    audio = audio || new (window.AudioContext || window.webkitAudioContext)();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.3);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.3);
  } catch (e) { /* no sound here: the buzz and the words still tell */ }
}
document.addEventListener("pointerdown", () => { if (audio && audio.state === "suspended") audio.resume(); });

// --- the game ---
function renderGame() {
  $("game").hidden = false;
  const you = state.you;
  const table = state.table;
  $("who").textContent = fill(T.seat, { name: you.name });
  const myTurn = you.your_turn;
  if (myTurn && !wasMyTurn) cue();
  wasMyTurn = myTurn;
  if (table.match_over) setStatus(T.match_over, false);
  else if (table.round_over) setStatus(T.round_over, false);
  else if (you.control === "computer" || table.seats[you.seat].stand_in) setStatus(T.computer_plays, false);
  else if (you.control === "keyboard") setStatus(T.keyboard_plays, false);
  else if (myTurn) setStatus(T.your_turn, true);
  else setStatus(fill(T.waiting_for, { name: table.names[table.turn] }), false);

  const ends = $("ends");
  ends.replaceChildren();
  if (table.line.length) {
    const left = table.line[0];
    const right = table.line[table.line.length - 1];
    const words = (tile, i) => (tile.words || [])[i];
    ends.appendChild(el("div", { class: "end", "data-end": "L" },
      [el("div", { class: "half" }, [faceImg(left.faces[0], words(left, 0))]), el("span", { text: T.left })]));
    ends.appendChild(el("div", { class: "end", "data-end": "R" },
      [el("div", { class: "half" }, [faceImg(right.faces[1], words(right, 1))]), el("span", { text: T.right })]));
  }

  const playable = new Set(you.plays.map((p) => p.tile));
  if (chosen && !playable.has(chosen)) chosen = null;
  const hand = $("hand");
  hand.replaceChildren();
  if (!you.hand.length) hand.appendChild(el("p", { text: T.hand_empty }));
  for (const tile of you.hand) {
    const node = tileNode(tile);
    if (myTurn) node.classList.add(playable.has(tile.id) ? "playable" : "dim");
    if (tile.id === chosen) node.classList.add("chosen");
    node.addEventListener("click", () => pickTile(tile.id));
    hand.appendChild(node);
  }
  renderEnds();
  $("draw").hidden = !you.can_draw;
  $("draw").textContent = T.draw;
  $("pass").hidden = !you.can_pass;
  $("pass").textContent = T.pass;
  if (myTurn && playable.size && !chosen) $("message").textContent = T.pick_tile;
  else if (!chosen) $("message").textContent = "";

  const players = $("players");
  players.replaceChildren();
  table.seats.forEach((seat, i) => {
    const li = el("li", { text: fill(T.tiles_left, { name: seat.name, n: table.hand_counts[i] }) });
    if (i === table.turn && !table.round_over) li.classList.add("turn");
    if (!seat.connected && seat.control === "device") li.classList.add("away");
    players.appendChild(li);
  });
  if (table.boneyard_drawable) players.appendChild(el("li", { text: fill(T.boneyard, { n: table.boneyard }) }));
  // One score per side: a seat's name in individual play, the team's letter in team play.
  const sides = table.scores.map((score, side) => {
    const members = table.names.filter((name, seat) => table.side_of[seat] === side);
    const label = members.length === 1 ? members[0] : String.fromCharCode(65 + side);
    return label + " " + score;
  });
  players.appendChild(el("li", { text: T.scores + ": " + sides.join(" · ") }));
  renderTeam(you.team);
  renderNaming(you.naming);
}

// --- the pupil's own name: asked first, then kept under the players to correct ---
const NAME_REFUSALS = new Set(["name_fixed", "name_empty", "name_too_long", "name_symbols", "name_twice",
                               "name_taken", "name_too_often"]);
let nameShown = null;  // the name the field was last given: a field being typed in is left alone

function renderNaming(naming) {
  const form = $("naming");
  form.hidden = !naming || naming.fixed;  // a name the teacher gave stays
  if (form.hidden) return;
  if (naming.own !== form.classList.contains("named") || !form.dataset.placed) {
    form.classList.toggle("named", naming.own);
    if (naming.own) $("game").appendChild(form); else $("game").insertBefore(form, $("game").firstChild);
    form.dataset.placed = "1";
  }
  const input = $("my-name");
  if (document.activeElement !== input && naming.name !== nameShown) {
    input.value = naming.own ? naming.name : "";
    nameShown = naming.name;
  }
}

$("my-name-label").textContent = T.your_name;
$("save-name").textContent = T.name_save;
$("my-name").maxLength = config.max_name;
$("naming").addEventListener("submit", (event) => {
  event.preventDefault();
  send({ type: "name", name: $("my-name").value });
});

// A team's hand on several phones: a tap proposes; the captain (or a majority) says yes.
function renderTeam(team) {
  const box = $("team");
  box.hidden = !team;
  box.replaceChildren();
  if (!team) return;
  const names = team.members.map((m) => m.name);
  $("who").textContent = fill(T.seat, { name: names[team.you] });  // this phone's member, not the seat's name
  box.appendChild(el("p", { text: fill(T.team_members, { names: names.join(", ") }) }));
  const p = team.proposal;
  if (!p) return;
  const move = p.move;
  const tile = move.tile ? state.you.hand.find((t) => t.id === move.tile) : null;
  const what = move.type === "draw" ? T.draw : move.type === "pass" ? T.pass
    : (tile ? tile.name : move.tile) + " · " + (move.end === "L" ? T.left : T.right);
  box.appendChild(el("p", { text: fill(T.team_proposes, { name: names[p.by], move: what }) }));
  const mayVote = team.rule === "captain" ? team.you === team.captain : !p.yes.includes(team.you);
  if (mayVote) {
    box.appendChild(el("button", { type: "button", id: "team-yes", text: T.team_yes,
      onclick: () => send({ type: "vote", yes: true }) }));
    box.appendChild(el("button", { type: "button", id: "team-no", text: T.team_no,
      onclick: () => send({ type: "vote", yes: false }) }));
  } else if (team.rule === "captain") {
    box.appendChild(el("p", { text: fill(T.team_waiting, { name: names[team.captain] }) }));
  } else {
    box.appendChild(el("p", { text: fill(T.team_votes, { yes: p.yes.length, needed: team.needed }) }));
  }
}

function pickTile(id) {
  const ends = state.you.plays.filter((p) => p.tile === id).map((p) => p.end);
  if (!ends.length) {  // out of turn, or a tile that does not fit: the table game says why
    chosen = null;
    renderEnds();
    send({ type: "play", tile: id, end: "L" });
    return;
  }
  if (new Set(ends).size === 1) { play(id, ends[0]); return; }  // it fits one way only
  chosen = id;
  renderGame();
}

function renderEnds() {
  const box = $("choose-end");
  box.replaceChildren();
  box.hidden = !chosen;
  if (!chosen) return;
  $("message").textContent = T.pick_end;
  for (const end of ["L", "R"]) {
    box.appendChild(el("button", { type: "button", "data-end": end, text: end === "L" ? T.left : T.right,
      onclick: () => play(chosen, end) }));
  }
}

function play(tile, end) {
  chosen = null;
  $("message").textContent = "";
  send({ type: "play", tile: tile, end: end });
}

$("draw").addEventListener("click", () => send({ type: "draw" }));
$("pass").addEventListener("click", () => send({ type: "pass" }));

// --- the class lesson ---
function renderLesson() {
  $("lesson").hidden = false;
  const you = state.you;
  const lesson = state.lesson;
  $("who").textContent = you.name;
  const q = lesson.question;
  const msg = $("lesson-message");
  msg.textContent = "";
  $("shown").replaceChildren();
  $("answers").replaceChildren();
  $("prompt").textContent = "";
  if (lesson.phase === "joining") { setStatus(T.wait_start, false); return; }
  if (lesson.phase === "done") {
    setStatus(fill(T.lesson_over, { score: you.score || 0 }), false);
    return;
  }
  setStatus(lesson.title + " · " + lesson.position + "/" + lesson.steps, lesson.phase === "question" && !you.answered);
  $("prompt").textContent = q.prompt;
  for (const item of q.show || []) {
    const node = item.faces.length === 2 ? tileNode(Object.assign({ id: "" }, item))
      : el("div", { class: "half" }, [faceImg(item.faces[0], (item.words || [])[0])]);
    if (item.faces.length === 2) node.classList.add("row");
    $("shown").appendChild(node);
  }
  if (q.answer === "none") { msg.textContent = T.look_at_board; return; }
  if (lesson.phase === "question" && !you.answered) { answerControls(q); return; }
  if (lesson.phase === "question") { msg.textContent = fill(T.answer_sent, { answer: you.answer }); return; }
  if (lesson.phase === "chart") { msg.textContent = T.answers_closed; return; }
  if (!you.answered) { msg.textContent = T.no_answer_given; return; }
  msg.className = you.right ? "right" : "wrong";
  const key = lesson.right_answer || "";
  const picture = key.includes(":");  // a listening step: the answer is a picture
  msg.textContent = you.right ? T.correct : picture ? T.wrong_picture : fill(T.wrong, { answer: key });
  if (!you.right && picture) msg.appendChild(el("div", { class: "half" }, [faceImg(key)]));
}

function answerControls(q) {
  const box = $("answers");
  const answer = (value) => send({ type: "answer", value: value });
  if (q.answer === "yesno") {
    box.appendChild(el("button", { type: "button", "data-answer": "yes", text: T.yes, onclick: () => answer("yes") }));
    box.appendChild(el("button", { type: "button", "data-answer": "no", text: T.no, onclick: () => answer("no") }));
  } else if (q.answer === "choice") {
    for (const c of q.choices) {
      box.appendChild(el("button", { type: "button", "data-answer": c.value, text: c.label, onclick: () => answer(c.value) }));
    }
  } else if (q.answer === "number") {
    const input = el("input", { type: "number", inputmode: "numeric", min: "0", id: "number" });
    box.appendChild(input);
    box.appendChild(el("button", { type: "button", id: "send", text: T.send, onclick: () => {
      if (!/^\d+$/.test(input.value.trim())) { $("lesson-message").textContent = T.unreadable; return; }
      answer(input.value.trim());
    } }));
  } else if (q.answer === "faces") {
    for (const c of q.choices) {
      const node = el("div", { class: "half", role: "button", "data-answer": String(c.value), "aria-label": c.name || "" },
        [faceImg(c.faces[0], (c.words || [])[0])]);
      node.addEventListener("click", () => answer(c.value));
      box.appendChild(node);
    }
  } else if (q.answer === "tiles") {
    const picked = new Set();
    for (const c of q.choices) {
      const node = tileNode({ id: c.label, faces: c.faces, words: c.words, name: c.name });
      node.classList.add("row");
      node.dataset.answer = String(c.value);
      node.addEventListener("click", () => {
        if (picked.has(c.value)) picked.delete(c.value); else picked.add(c.value);
        node.classList.toggle("chosen", picked.has(c.value));
      });
      box.appendChild(node);
    }
    box.appendChild(el("button", { type: "button", id: "send", text: T.send,
      onclick: () => answer(Array.from(picked)) }));
  }
}

document.title = T.title;
setStatus(T.connecting, false);
rememberPlace({ link: location.pathname });  // opened again from the room page, it comes back here
connect();
