// The teacher's live view of an own-pace lesson: pupils by steps, who seems stuck, the class's
// totals per step, one pupil's answers on a click. Untimed: no clock, no speed, no points for
// being first; a leaderboard of names only, when the teacher asked for one. A pupil who takes
// the timed challenge (own-pace practice) is named so on their row, with their score and best.
"use strict";

const config = JSON.parse(document.getElementById("config").textContent);
const T = config.texts;
const $ = (id) => document.getElementById(id);
// Each cell says its state with a sign and a word (never colour alone).
const CELLS = { right: ["✓", T.live_right], retry: ["↻✓", T.live_retry], wrong: ["✗", T.live_wrong],
                now: ["…", T.live_now], seen: ["·", T.live_seen], "": ["", T.live_none] };
let socket = null;
let live = null;
let open = null;  // the pupil whose answers are shown

function connect() {
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  socket = new WebSocket(scheme + location.host + config.ws);
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.type === "live") { live = message; render(); }
    else if (message.type === "answers") showAnswers(message);
  };
  socket.onclose = () => { $("status").textContent = T.reconnecting; setTimeout(connect, 1000); };
  socket.onopen = () => { $("status").textContent = ""; };
}

function render() {
  $("title").textContent = live.title + " · " + T.live_title;
  $("join").textContent = fill(T.live_join, { url: location.origin + "/", code: live.room });
  $("legend").textContent = Object.values(CELLS).filter((c) => c[0]).map((c) => c[0] + " " + c[1]).join("   ");
  const grid = $("grid");
  grid.replaceChildren();
  const head = el("tr", {}, [el("th", { scope: "col", text: T.live_pupil })]);
  for (const step of live.steps) head.appendChild(el("th", { scope: "col", title: step.id, text: String(step.n) }));
  grid.appendChild(el("thead", {}, [head]));
  const body = el("tbody");
  if (!live.pupils.length) body.appendChild(el("tr", {}, [el("td", { colspan: String(live.steps.length + 1),
    text: T.live_nobody })]));
  for (const pupil of live.pupils) {
    const flags = [];
    if (pupil.stuck) flags.push(T.live_stuck);
    if (pupil.idle) flags.push(T.live_idle);
    if (!pupil.connected) flags.push(T.live_away);
    if (pupil.finished) flags.push(T.live_finished);
    if (pupil.next) flags.push(fill(T.live_next, { topic: pupil.next }));
    if (pupil.top) flags.push(T.live_top);
    if (pupil.practice && pupil.practice.topic) flags.unshift(fill(T.live_practising, pupil.practice));
    const ch = pupil.challenge;  // the timed challenge: getting ready, its score so far, its result and best
    if (ch) {
      let said = ch.phase === "ready" ? T.live_challenge_ready
        : fill(ch.phase === "on" ? T.live_challenge_on : T.live_challenge_over, ch);
      if (ch.phase === "over" && ch.best) said += " (" + fill(T.live_challenge_best, ch.best) + ")";
      flags.splice(1, 0, said);
    }
    const who = el("button", { type: "button", class: "pupil", "data-key": pupil.key,
      text: pupil.name + (flags.length ? " · " + flags.join(" · ") : ""),
      onclick: () => { open = pupil.key; socket.send(JSON.stringify({ type: "answers", key: pupil.key })); } });
    const row = el("tr", { "data-pupil": pupil.name, class: pupil.stuck ? "stuck" : "" },
      [el("th", { scope: "row" }, [who])]);
    pupil.cells.forEach((cell, i) => {
      const [sign, word] = CELLS[cell] || ["?", cell];
      const here = pupil.at === live.steps[i].id;
      row.appendChild(el("td", { class: "cell " + (cell || "none") + (here ? " here" : ""), "data-cell": cell,
        "data-step": live.steps[i].id, title: word, "aria-label": word, text: sign }));
    });
    body.appendChild(row);
  }
  grid.appendChild(body);
  const totals = el("tr", {}, [el("th", { scope: "row", text: T.live_class })]);
  for (const t of live.totals) {
    totals.appendChild(el("td", { class: "totals", text: `✓${t.right} ↻${t.retry} ✗${t.wrong} …${t.now}` }));
  }
  grid.appendChild(el("tfoot", {}, [totals]));
  $("board-box").hidden = !live.leaderboard;
  if (live.leaderboard) {
    $("board-title").textContent = T.live_leaderboard;
    $("board").replaceChildren(...live.leaderboard.map((name) => el("li", { text: name })));
  }
}

function showAnswers(message) {
  if (message.key !== open) return;
  $("answers-box").hidden = false;
  $("answers-title").textContent = fill(T.live_answers_of, { name: message.name });
  const table = $("pupil-answers");
  table.replaceChildren(el("tr", {}, [T.live_step, T.live_given, T.live_expected, ""].map(
    (text) => el("th", { scope: "col", text: text }))));
  for (const a of message.answers) {
    table.appendChild(el("tr", {}, [el("td", { text: a.step }), el("td", { text: a.given }),
      el("td", { text: a.expected }), el("td", { text: a.right ? "✓ " + T.live_right : "✗ " + T.live_wrong })]));
  }
  $("answers-close").focus();
}

$("answers-close").textContent = T.live_close;
$("answers-close").addEventListener("click", () => { $("answers-box").hidden = true; open = null; });
document.title = T.live_title;
connect();
