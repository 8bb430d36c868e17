// The room page: a pupil types the room code from the projector, then picks a free seat (class
// game) or types their name (class lesson); the server answers with the pupil's own join link.
"use strict";

const config = JSON.parse(document.getElementById("config").textContent);
const T = config.texts;
const $ = (id) => document.getElementById(id);
const lesson = config.mode !== "game";  // a class lesson or an own-pace one: pupils type their name
const query = config.lang ? "?lang=" + config.lang : "";

document.title = T.title;
$("status").textContent = T.title;
$("code-label").textContent = T.room_code;
$("go").textContent = T.join;
for (const id of ["name", "pin"]) {
  $(id).hidden = !lesson;
  $(id + "-label").hidden = !lesson;
}
$("name-label").textContent = T.your_name;
$("pin-label").textContent = T.pin;

const ERRORS = { wrong_code: T.wrong_code, too_many: T.too_many, pin: T.wrong_pin, full: T.class_full,
                 no_seat: T.no_seat, taken: T.taken };

async function join(body) {
  const reply = await fetch("/api/join", { method: "POST", headers: { "Content-Type": "application/json" },
                                           body: JSON.stringify(body) });
  const data = await reply.json().catch(() => ({}));
  if (reply.ok && data.join) { location.href = data.join + query; return; }
  $("message").textContent = ERRORS[data.error] || data.message || T.wrong_code;
}

async function showSeats(code) {
  const reply = await fetch("/api/seats?code=" + encodeURIComponent(code));
  const data = await reply.json().catch(() => ({}));
  if (!reply.ok) { $("message").textContent = ERRORS[data.error] || T.wrong_code; return; }
  const box = $("seats");
  box.replaceChildren();
  if (!data.seats.length) { $("message").textContent = T.no_seat; return; }
  $("message").textContent = T.choose_seat;
  for (const seat of data.seats) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = seat.name;
    button.dataset.seat = String(seat.seat);
    button.addEventListener("click", () => join({ code: code, seat: seat.seat }));
    box.appendChild(button);
  }
}

// The projector's QR code for a lesson carries the room code: the pupil only types their name.
const given = new URLSearchParams(location.search).get("code");
if (given) $("code").value = given;

$("join").addEventListener("submit", (event) => {
  event.preventDefault();
  const code = $("code").value.trim();
  if (lesson) join({ code: code, name: $("name").value, pin: $("pin").value || null });
  else showSeats(code);
});
