// The room page: a pupil types the room code from the projector, then picks a free seat (class
// game) or types their name (class lesson); the server answers with the pupil's own join link.
// The device remembers its place (page.js): opened again, the page takes the pupil back to it.
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

function say(text) { $("message").textContent = text; }

function go(link) { location.href = link + query; }

async function post(path, body) {
  const reply = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" },
                                    body: JSON.stringify(body) });
  return [reply, await reply.json().catch(() => ({}))];
}

async function join(body, seatName) {
  const [reply, data] = await post("/api/join", body);
  if (reply.ok && data.join) {
    rememberPlace({ link: data.join, code: body.code });  // never a name or PIN: pupils may share a tablet
    go(data.join);
    return;
  }
  if (data.error === "no_seat" && seatName) {  // taken by another device since the list was shown
    rememberPlace({ seat: null });
    await showSeats(body.code, fill(T.seat_taken, { name: seatName }));
    return;
  }
  say(ERRORS[data.error] || data.message || T.wrong_code);
}

// `wanted`: the seat picked before a reload (the code was remembered, not typed just now).
async function showSeats(code, note, wanted) {
  const reply = await fetch("/api/seats?code=" + encodeURIComponent(code));
  const data = await reply.json().catch(() => ({}));
  if (!reply.ok && wanted !== undefined) { forgetPlace(); $("code").value = ""; return; }  // an old game's code
  if (!reply.ok) { say(ERRORS[data.error] || T.wrong_code); return; }
  rememberPlace({ code: code });
  const box = $("seats");
  box.replaceChildren();
  const again = data.seats.find((seat) => placeKey(seat) === wanted);
  if (again) { join(placeBody(code, again), label(again)); return; }  // picked before a reload
  if (!data.seats.length) { say(note ? note + " " + T.no_seat : T.no_seat); return; }
  say(note || T.choose_seat);
  for (const seat of data.seats) {
    box.appendChild(el("button", { type: "button", "data-seat": placeKey(seat), text: label(seat), onclick: () => {
      rememberPlace({ seat: placeKey(seat) });
      join(placeBody(code, seat), label(seat));
    } }));
  }
}

// A seat ("2"), or a place in a team on phones ("0.1": the team's seat, the member).
function placeKey(seat) { return seat.member === undefined ? String(seat.seat) : seat.seat + "." + seat.member; }

function placeBody(code, seat) {
  return seat.member === undefined ? { code: code, seat: seat.seat } : { code: code, seat: seat.seat, member: seat.member };
}

function label(seat) {
  if (seat.team === undefined) return seat.name;
  return fill(seat.given ? T.team_member : T.team_place, { name: seat.name, team: seat.team });
}

// A place this device had: back to it when it is free; said plainly when it is not. A lesson's
// place is a pupil's record: on a tablet pupils take turns at, the next pupil types their own
// name, so the way back is one button there, never a jump.
async function comeBack(place) {
  const token = (place.link.split("/join/")[1] || "").split("?")[0];
  const [reply, data] = await post("/api/rejoin", { token: token });
  if (reply.ok && data.join && !lesson) { say(fill(T.rejoining, { name: data.name })); location.replace(data.join + query); return; }
  if (data.join) {
    if (data.error === "in_use") say(fill(T.seat_in_use, { name: data.name }));
    const box = $("again");
    box.hidden = false;
    box.replaceChildren(el("button", { type: "button", id: "back-anyway", text: fill(lesson ? T.back_to_place : T.back_to_seat, { name: data.name }),
                                       onclick: () => go(data.join) }));
    return;
  }
  if (data.error === "gone") {  // a game or lesson that has ended: this one starts afresh
    forgetPlace();
    if (!given) $("code").value = "";
    say(T.seat_gone);
    return;
  }
  say(ERRORS[data.error] || "");
}

// The projector's QR code for a lesson carries the room code: the pupil only types their name.
const given = new URLSearchParams(location.search).get("code");
const place = rememberedPlace();
if (given) $("code").value = given;
else if (place.code) $("code").value = place.code;
if (place.link) comeBack(place);
else if (!lesson && place.code && !given) showSeats(place.code, "", place.seat === undefined ? null : place.seat);

$("join").addEventListener("submit", (event) => {
  event.preventDefault();
  const code = $("code").value.trim();
  $("again").hidden = true;
  if (lesson) join({ code: code, name: $("name").value, pin: $("pin").value || null });
  else showSeats(code);
});
