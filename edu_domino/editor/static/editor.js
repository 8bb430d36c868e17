// The pack editor page. Its forms come from the server's schema (the fields each step kind
// declares, edu_domino/lesson/kinds/fields.py): one widget per field *type*, never per step kind.
// Its words come from the server too (page_texts.py). It sends the whole pack back as plain
// data; the server keeps the TOML's layout and runs the real checker.
"use strict";

const CONFIG = JSON.parse(document.getElementById("config").textContent);
const T = CONFIG.texts;
const SCHEMA = CONFIG.schema;
const state = { data: {}, problems: [], bundled: false, file: "" };
let uid = 0;
// The clock taps are timed by (a test may stand in its own, to tap at exact times).
window.editorClock = window.editorClock || (() => performance.now());

function say(key, fields) {
  let text = T[key] || key;
  for (const [k, v] of Object.entries(fields || {})) text = text.split("{" + k + "}").join(String(v));
  return text;
}

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children) if (c !== null && c !== undefined) node.append(c);
  return node;
}

async function post(url, body) {
  const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body) });
  return response;
}

function status(text) { document.getElementById("status").textContent = text; }

// -- halves and tiles ---------------------------------------------------------------------

function packFaces() { return state.data.faces || "pips"; }
function setMax() { return Number.isInteger(state.data.set) ? state.data.set : 6; }
function isNotes() { return packFaces().startsWith("notes"); }

function fullKey(half) {
  const text = String(half);
  if (text.includes(":")) return text;
  return (isNotes() ? "notes" : packFaces()) + ":" + text;
}

function halfImg(key, words) {
  return el("img", { class: "half", src: "/face/" + encodeURIComponent(fullKey(key)) + ".png",
    alt: words || String(key) });
}

function tileHalves(tile) {
  if (Array.isArray(tile)) return tile.map(String);
  const m = String(tile).match(/^\s*(\d+)\s*[-|]\s*(\d+)\s*$/);
  const plain = SCHEMA.plain[packFaces()] || SCHEMA.plain.pips;
  if (!m) return [String(tile), String(tile)];
  return [plain[+m[1]] || "pips:" + m[1], plain[+m[2]] || "pips:" + m[2]];
}

function tileLabel(tile) { return Array.isArray(tile) ? tile.join(" | ") : String(tile); }

function tileView(tile) {
  const [a, b] = tileHalves(tile);
  return el("span", { class: "tile", role: "img", "aria-label": tileLabel(tile) },
    halfImg(a, ""), halfImg(b, ""));
}

function itemView(item) {
  const tile = Array.isArray(item) || /^\s*\d+\s*[-|]\s*\d+\s*$/.test(String(item));
  return tile ? tileView(item) : halfImg(item, noteWords(item));
}

function noteWords(half) {
  // A note half's name in the teacher's words (negra, corchea...), else its key.
  const body = String(half).replace(/^notes:/, "");
  const names = body.split(/[+_]/).map((p) => SCHEMA.note_names[p] || null);
  if (!names.every((p) => p)) return String(half);
  // "+" starts the next note; "_" ties it to the one before ("blanca ligada a corchea").
  const joins = body.match(/[+_]/g) || [];
  return names.reduce((text, name, i) => text + (joins[i - 1] === "_" ? " " + T.tied_to + " " : " + ") + name);
}

// A picker of every tile of the pack's set, rows then columns, in the pack's faces.
function tilePicker(onPick, label) {
  const n = setMax();
  const grid = el("div", { class: "tilegrid", role: "group", "aria-label": label || T.tile_picker,
    style: "--cols:" + (n + 1) });
  for (let a = 0; a <= n; a++) {
    for (let b = 0; b <= n; b++) {
      const name = a + "-" + b;
      grid.append(el("button", { type: "button", "data-tile": name, "aria-label": name,
        onclick: () => onPick(name) }, tileView(name)));
    }
  }
  return grid;
}

// Writing one half: notes from a palette (with dots and ties), or a value in the pack's faces.
function halfComposer(onDone, doneLabel) {
  const box = el("div", { class: "composer", role: "group", "aria-label": T.half_picker });
  if (!isNotes()) {
    const plain = SCHEMA.plain[packFaces()] || SCHEMA.plain.pips;
    const picker = el("div", { class: "picker" });
    plain.slice(0, setMax() + 1).forEach((key, value) => {
      picker.append(el("button", { type: "button", "data-half": key, "aria-label": String(value),
        onclick: () => onDone(key) }, halfImg(key, ""), el("span", { text: String(value) })));
    });
    box.append(picker);
    return box;
  }
  let parts = [];
  let joiner = "+";
  const now = el("div", { class: "now" });
  const code = () => parts.join("");
  const show = () => {
    now.replaceChildren(el("span", { text: T.half_now + ": " }));
    if (parts.length) now.append(halfImg(code(), noteWords(code())), el("span", { text: noteWords(code()) }));
    else now.append(el("span", { text: T.none }));
  };
  const palette = el("div", { class: "picker notes" });
  for (const note of SCHEMA.notes) {
    palette.append(el("button", { type: "button", "data-note": note.code, onclick: () => {
      if (parts.length) parts.push(joiner);
      parts.push(note.code);
      joiner = "+";
      show();
    } }, note.alone ? halfImg(note.code, "") : null, el("span", { text: note.words })));
  }
  const tools = el("div", { class: "picker" },
    el("button", { type: "button", "data-tool": "dot", onclick: () => {
      if (parts.length) { parts[parts.length - 1] += "."; show(); }
    } }, T.dot),
    el("button", { type: "button", "data-tool": "tie", onclick: () => { joiner = "_"; } }, T.tie),
    el("button", { type: "button", "data-tool": "clear", onclick: () => { parts = []; joiner = "+"; show(); } }, T.clear),
    el("button", { type: "button", class: "primary", "data-tool": "done", onclick: () => {
      if (!parts.length) return;
      onDone(code());
      parts = [];
      show();
    } }, doneLabel || T.new_half));
  show();
  box.append(palette, now, tools);
  return box;
}

// -- widgets: one per field type ----------------------------------------------------------

function listEditor(ctx, items, render, labelOf) {
  const list = el("div", { class: "items" });
  items.forEach((item, i) => {
    list.append(el("span", { class: "item" }, render(item),
      el("button", { type: "button", "aria-label": say("remove_item", { item: labelOf(item) }), onclick: () => {
        const next = items.slice(); next.splice(i, 1); ctx.set(next.length ? next : undefined);
      } }, "×")));
  });
  if (!items.length) list.append(el("span", { text: T.none }));
  return list;
}

function parseScalar(text) {
  const t = text.trim();
  if (t === "") return undefined;
  if (/^-?\d+$/.test(t)) return parseInt(t, 10);
  if (/^-?\d+\.\d+$/.test(t)) return parseFloat(t);
  if (t === "true" || t === "false") return t === "true";
  return t;
}

function listText(value) { return Array.isArray(value) ? value.join(", ") : ""; }
function splitList(text, number) {
  const parts = text.split(",").map((p) => p.trim()).filter((p) => p);
  return parts.length ? parts.map((p) => (number ? Number(p) : p)) : undefined;
}

const WIDGETS = {
  text(f, ctx) {
    const box = el("fieldset", {}, el("legend", { text: f.label }));
    const empty = !ctx.value || !Object.keys(ctx.value).length;
    const shell = !f.required && empty ? el("details", {}, el("summary", { text: f.label }), box) : box;
    const langs = Array.isArray(state.data.languages) && state.data.languages.length
      ? state.data.languages : SCHEMA.languages;
    const value = ctx.value && typeof ctx.value === "object" ? ctx.value : {};
    for (const lang of langs) {
      const id = "f" + ++uid;
      const long = ["text", "instructions"].includes(f.key);
      const input = el(long ? "textarea" : "input", { id, type: long ? null : "text", lang,
        "data-lang": lang, oninput: (e) => {
          const next = { ...(ctx.value || {}) };
          if (e.target.value) next[lang] = e.target.value; else delete next[lang];
          ctx.set(Object.keys(next).length ? next : undefined, true);
        } });
      input.value = value[lang] || "";
      box.append(el("div", { class: "field" }, el("label", { for: id, text: T[lang] }), input));
    }
    return shell;
  },
  string(f, ctx) { return input(f, ctx, "text", (v) => v || undefined); },
  int(f, ctx) { return input(f, ctx, "number", (v) => (v === "" ? undefined : Number(v))); },
  bool(f, ctx) {
    const words = (v) => (v ? T.yes : T.no);
    return select(f, ctx, [["", unset(f, words)], ["true", T.yes], ["false", T.no]],
      (v) => (v === "" ? undefined : v === "true"));
  },
  choice(f, ctx) {
    const words = (c) => (f.words && f.words[c]) || String(c);
    return select(f, ctx, [["", unset(f, words)], ...f.choices.map((c) => [c, words(c)])], (v) => v || undefined);
  },
  choices(f, ctx) {
    const box = el("fieldset", { class: "choice-list" }, el("legend", { text: f.label }));
    const value = Array.isArray(ctx.value) ? ctx.value : [];
    for (const c of f.choices) {
      const id = "f" + ++uid;
      const check = el("input", { type: "checkbox", id, "data-choice": c, checked: value.includes(c), onchange: (e) => {
        const next = f.choices.filter((x) => (x === c ? e.target.checked : value.includes(x)));
        ctx.set(next.length ? next : undefined);
      } });
      box.append(el("label", { for: id }, check, (f.words && f.words[c]) || c));
    }
    return box;
  },
  half(f, ctx) {
    const box = labelled(f);
    box.append(el("div", { class: "items" }, ctx.value ? halfImg(ctx.value, noteWords(ctx.value)) : el("span", { text: T.none }),
      ctx.value ? el("span", { text: noteWords(ctx.value) }) : null,
      ctx.value ? el("button", { type: "button", onclick: () => ctx.set(undefined) }, T.clear) : null));
    const composer = halfComposer((half) => ctx.set(half), T.new_half);
    // Once written (or while an optional one is unused), the palette folds away: the form stays
    // short enough to see the step whole.
    box.append(ctx.value || !f.required ? el("details", {}, el("summary", { text: T.half_picker }), composer) : composer);
    return box;
  },
  halves(f, ctx) {
    const items = Array.isArray(ctx.value) ? ctx.value : [];
    const box = labelled(f);
    box.append(listEditor(ctx, items, (h) => halfImg(h, noteWords(h)), noteWords));
    box.append(folded(f, ctx.value, halfComposer((half) => ctx.set([...items, half])), T.half_picker));
    return box;
  },
  tile(f, ctx) {
    const box = labelled(f);
    box.append(el("div", { class: "items" }, ctx.value ? tileView(ctx.value) : el("span", { text: T.none })));
    const picker = tilePicker((t) => ctx.set(t));
    box.append(ctx.value || !f.required ? el("details", {}, el("summary", { text: T.tile_picker }), picker) : picker);
    return box;
  },
  tiles(f, ctx) {
    const items = Array.isArray(ctx.value) ? ctx.value : [];
    const box = labelled(f);
    box.append(listEditor(ctx, items, tileView, tileLabel));
    box.append(folded(f, ctx.value, tilePicker((t) => ctx.set([...items, t])), T.tile_picker));
    return box;
  },
  shown(f, ctx) {
    const items = Array.isArray(ctx.value) ? ctx.value : [];
    const box = labelled(f);
    box.append(listEditor(ctx, items, itemView, tileLabel));
    // Once something is shown, the palette and the tiles fold away: a sum step stays short.
    const fold = (picker, words) => (items.length || !f.required
      ? el("details", {}, el("summary", { text: words }), picker) : picker);
    box.append(fold(halfComposer((half) => ctx.set([...items, half])), T.half_picker));
    box.append(fold(tilePicker((t) => ctx.set([...items, t])), T.tile_picker));
    return box;
  },
  ints(f, ctx) { return input(f, ctx, "text", (v) => splitList(v, true), listText); },
  strings(f, ctx) { return input(f, ctx, "text", (v) => splitList(v, false), listText); },
  file(f, ctx) { return input(f, ctx, "text", (v) => v || undefined); },
  answer(f, ctx) {
    // A number, or yes/no when the step asks "do these add up to ...?" (it has a target).
    if (ctx.step && ctx.step.target !== undefined) {
      return select(f, ctx, [["", T.none], ["true", T.yes], ["false", T.no]], (v) => (v === "" ? undefined : v === "true"));
    }
    return input(f, ctx, "number", (v) => (v === "" ? undefined : Number(v)));
  },
  pick(f, ctx) {
    const items = (ctx.step && ctx.step[f.source[0]]) || [];
    const box = el("fieldset", { class: "choice-list" }, el("legend", { text: f.label }));
    const chosen = f.many ? (Array.isArray(ctx.value) ? ctx.value.map(String) : []) : [String(ctx.value)];
    const name = "pick" + ++uid;
    items.forEach((item) => {
      const id = "f" + ++uid;
      const key = tileLabel(item);
      const check = el("input", { type: f.many ? "checkbox" : "radio", name, id, checked: chosen.includes(key),
        "data-item": key, onchange: (e) => {
          if (!f.many) { ctx.set(item); return; }
          const now = new Set(Array.isArray(ctx.value) ? ctx.value.map(String) : []);
          if (e.target.checked) now.add(key); else now.delete(key);
          const next = items.filter((x) => now.has(tileLabel(x))).map((x) => (Array.isArray(x) ? tileLabel(x) : x));
          ctx.set(next.length ? next : undefined);
        } });
      box.append(el("label", { for: id }, check, itemView(item)));
    });
    if (!items.length) box.append(el("span", { text: T.none }));
    return box;
  },
  sequence(f, ctx) {
    const items = (ctx.step && ctx.step[f.source[0]]) || [];
    const value = Array.isArray(ctx.value) ? ctx.value : [];
    const box = labelled(f);
    box.append(listEditor(ctx, value, itemView, noteWords));
    const picker = el("div", { class: "picker" });
    items.forEach((item) => picker.append(el("button", { type: "button", "data-item": String(item),
      "aria-label": noteWords(item), onclick: () => ctx.set([...value, item]) }, itemView(item))));
    box.append(picker);
    return box;
  },
  move(f, ctx) {
    const hand = (ctx.step && ctx.step[f.source[0]]) || [];
    const [tile, end] = String(ctx.value || "").split(" ");
    const box = el("fieldset", { class: "choice-list" }, el("legend", { text: f.label }));
    const name = "move" + ++uid;
    hand.forEach((item) => {
      const id = "f" + ++uid;
      const key = tileLabel(item);
      box.append(el("label", { for: id }, el("input", { type: "radio", name, id, checked: key === tile,
        "data-item": key, onchange: () => ctx.set(key + " " + (end || "R")) }), tileView(item)));
    });
    const ends = el("div", {}, ...[["L", T.left_end], ["R", T.right_end]].map(([e, words]) => {
      const id = "f" + ++uid;
      return el("label", { for: id }, el("input", { type: "radio", name: name + "end", id, checked: e === end,
        "data-end": e, disabled: !tile, onchange: () => ctx.set(tile + " " + e) }), words);
    }));
    box.append(ends);
    return box;
  },
  taps(f, ctx) { return tapRecorder(f, ctx); },
  image(f, ctx) {
    const box = labelled(f);
    const id = "f" + ++uid;
    const upload = async (file) => {
      const response = await fetch("/api/picture?name=" + encodeURIComponent(file.name), { method: "POST", body: file });
      const answer = await response.json();
      if (response.ok) ctx.set(answer.name); else status(answer.error || "");
    };
    const chooser = el("input", { type: "file", id, accept: ".png,.jpg,.jpeg", onchange: (e) => {
      if (e.target.files[0]) upload(e.target.files[0]);
    } });
    const drop = el("div", { class: "drop", ondragover: (e) => e.preventDefault(), ondrop: (e) => {
      e.preventDefault();
      if (e.dataTransfer.files[0]) upload(e.dataTransfer.files[0]);
    } }, el("label", { for: id, text: T.drop_picture }), " ", chooser,
    el("p", { text: ctx.value ? String(ctx.value) : T.none }),
    ctx.value ? el("img", { class: "picture", src: "/picture/" + encodeURIComponent(ctx.value), alt: String(ctx.value) }) : null);
    box.append(drop);
    return box;
  },
  table(f, ctx) {
    const value = ctx.value && typeof ctx.value === "object" ? ctx.value : {};
    const box = el("fieldset", {}, el("legend", { text: f.label }));
    const rows = Object.entries(value);
    const write = (entries) => {
      const next = {};
      for (const [k, v] of entries) if (k) next[k] = v;
      ctx.set(Object.keys(next).length ? next : undefined, true);
    };
    rows.forEach(([k, v], i) => {
      const a = "f" + ++uid, b = "f" + ++uid;
      box.append(el("div", { class: "field" },
        el("label", { for: a, text: T.name }), el("input", { id: a, type: "text", value: k,
          onchange: (e) => { rows[i][0] = e.target.value.trim(); write(rows); } }),
        el("label", { for: b, text: T.value }), el("input", { id: b, type: "text", value: JSON.stringify(v).replace(/^"|"$/g, ""),
          onchange: (e) => { rows[i][1] = parseScalar(e.target.value); write(rows); } })));
    });
    box.append(el("button", { type: "button", onclick: () => { rows.push(["", ""]); ctx.rerender(rows); } }, T.add_row));
    return box;
  },
};

// A picker for an optional field still empty is folded: a step shows what it uses, and the
// teacher opens the rest ("Click a tile to add it").
function folded(f, value, picker, words) {
  const empty = value === undefined || (Array.isArray(value) && !value.length);
  return !f.required && empty ? el("details", {}, el("summary", { text: words }), picker) : picker;
}

// The empty choice of a menu: what the app does when the key is left out ("(default: yes)").
function unset(f, words) {
  return f.default === null || f.default === undefined ? T.not_set : say("by_default", { value: words(f.default) });
}

function labelled(f) {
  return el("div", { class: "field", role: "group", "aria-label": f.label }, el("span", { class: "label", text: f.label }));
}

function input(f, ctx, type, read, show) {
  const id = "f" + ++uid;
  const node = el("input", { id, type, min: f.low, max: f.high, onchange: (e) => ctx.set(read(e.target.value), type === "text") });
  node.value = show ? show(ctx.value) : ctx.value === undefined || ctx.value === null ? "" : String(ctx.value);
  if (f.default !== null && f.default !== undefined) node.placeholder = String(f.default);
  return el("div", { class: "field" }, el("label", { for: id, text: f.label }), node);
}

function select(f, ctx, options, read) {
  const id = "f" + ++uid;
  const node = el("select", { id, onchange: (e) => ctx.set(read(e.target.value)) },
    ...options.map(([v, words]) => el("option", { value: v, text: words })));
  node.value = ctx.value === undefined ? "" : String(ctx.value);
  return el("div", { class: "field" }, el("label", { for: id, text: f.label }), node);
}

// -- tap answers: recorded by tapping after the count-in the pupil hears -------------------

function tempo() { return Number.isInteger(state.data.tempo) ? state.data.tempo : 80; }

function click(audio, when, strong) {
  if (!audio) return;
  const osc = audio.createOscillator();
  const gain = audio.createGain();
  osc.frequency.value = strong ? 1500 : 1000;
  gain.gain.setValueAtTime(0.3, when);
  gain.gain.exponentialRampToValueAtTime(0.001, when + 0.08);
  osc.connect(gain).connect(audio.destination);
  osc.start(when);
  osc.stop(when + 0.1);
}

function tapRecorder(f, ctx) {
  const box = el("div", { class: "field taps" });
  const id = "f" + ++uid;
  const text = el("input", { id, type: "text", value: listText(ctx.value), onchange: (e) => ctx.set(splitList(e.target.value, true)) });
  box.append(el("label", { for: id, text: f.label }), text);
  const line = el("div", { class: "timeline-box" });
  const pad = el("button", { type: "button", class: "pad", "data-recording": "0", hidden: true }, T.tap_here);
  let taps = [];
  let recording = false;
  const stop = () => {
    recording = false;
    pad.hidden = true;
    pad.dataset.recording = "0";
    document.removeEventListener("keydown", onKey, true);
    if (taps.length) {
      const first = taps[0];
      ctx.set(taps.map((t) => Math.round((t - first) / 10) / 100));
    }
  };
  const tap = (time) => { if (recording) taps.push(time); };
  const onKey = (e) => {
    if (e.key === "Escape") { e.preventDefault(); stop(); return; }
    if (e.key === " " || e.key === "Enter") { e.preventDefault(); tap(window.editorClock()); }
  };
  pad.addEventListener("pointerdown", (e) => { e.preventDefault(); tap(window.editorClock()); });
  const start = el("button", { type: "button", "data-tool": "record", onclick: () => {
    taps = [];
    status(T.recording);
    const beat = 60 / tempo();
    let audio = null;
    try { audio = new (window.AudioContext || window.webkitAudioContext)(); } catch (err) { audio = null; }
    const t0 = audio ? audio.currentTime + 0.1 : 0;
    for (let n = 0; n < 4; n++) click(audio, t0 + n * beat, n === 0);
    pad.hidden = false;
    pad.focus();
    setTimeout(() => {
      recording = true;
      pad.dataset.recording = "1";
      document.addEventListener("keydown", onKey, true);
    }, 4 * beat * 1000 - 150);  // a tap a little early on the first beat still counts
  } }, T.record);
  box.append(start, pad, el("button", { type: "button", "data-tool": "stop", onclick: stop }, T.stop), line);
  if (Array.isArray(ctx.value) && ctx.value.length && ctx.index !== undefined) drawTimeline(line, ctx);
  return box;
}

async function drawTimeline(box, ctx) {
  const response = await post("/api/taps", { data: state.data, step: ctx.index, taps: ctx.value });
  if (!response.ok) return;
  const answer = await response.json();
  if (!answer.onsets) return;
  const end = Math.max(answer.length || 0, ...(ctx.value || []), 0.5) + 0.25;
  const x = (t) => 10 + (t / end) * 580;
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", "0 0 600 90");
  svg.setAttribute("class", "timeline");
  svg.setAttribute("role", "img");
  const words = answer.judged.map((j) => T[j.timing === "on_time" ? "on_time" : j.timing] || j.timing);
  svg.setAttribute("aria-label", words.join(", "));
  const mark = (t, y, color, label) => {
    const line = document.createElementNS(ns, "line");
    Object.entries({ x1: x(t), x2: x(t), y1: y, y2: y + 26, stroke: color, "stroke-width": 4 }).forEach(([k, v]) => line.setAttribute(k, v));
    svg.append(line);
    if (label) {
      const tx = document.createElementNS(ns, "text");
      Object.entries({ x: x(t) + 3, y: y + 40, "font-size": 12, fill: color }).forEach(([k, v]) => tx.setAttribute(k, v));
      tx.textContent = label;
      svg.append(tx);
    }
  };
  answer.onsets.forEach((t) => mark(t, 4, "#1b1b1b"));
  answer.judged.forEach((j, i) => { if (j.tapped !== null) mark(j.tapped, 34, j.timing === "on_time" ? "#0b5a3a" : "#9b1c1c", words[i]); });
  (answer.extra || []).forEach((t) => mark(t, 34, "#9b1c1c", T.extra));
  box.replaceChildren(heardAs(answer.heard || []), svg);
}

// The taps read back as notes ("Tapped as: negra + corchea + corchea"), pictures and words.
function heardAs(groups) {
  const row = el("div", { class: "items heard", "data-heard": groups.join(" ") }, el("span", { text: T.heard + ":" }));
  for (const group of groups) {
    const words = noteWords(group);
    const picture = halfImg(group, words);
    picture.addEventListener("error", () => picture.replaceWith(el("span", { text: words })));
    row.append(picture);
  }
  if (groups.length) row.append(el("span", { text: groups.map(noteWords).join(" + ") }));
  return row;
}

// -- the pack, its steps and its problems --------------------------------------------------

function problemsAt(prefix) {
  return state.problems.filter((p) => prefix.every((part, i) => p.path[i] === part) &&
    (prefix.length ? true : p.path.length === 0 || typeof p.path[0] !== "string" || p.path[0] !== "steps" || p.path.length < 2));
}

function problemView(p) {
  const box = el("div", { class: "problem" + (p.warning ? " warning" : ""), "data-path": p.path.join(".") },
    el("span", { text: (p.warning ? T.warning + ": " : "") + p.what + (p.fix ? "; " + p.fix : "") }));
  const holder = nodeAt(p.path.slice(0, -1));
  const last = p.path[p.path.length - 1];
  // A key is renamed only where the name meant is still free ("promt" beside a "prompt": no button).
  const fixable = p.apply && holder && (!("rename" in p.apply) || !(p.apply.rename in holder));
  if (fixable) {
    box.append(" ", el("button", { type: "button", "data-fix": p.path.join("."), onclick: () => {
      if ("rename" in p.apply) renameKey(holder, last, p.apply.rename); else holder[last] = p.apply.value;
      state.problems = state.problems.filter((q) => q !== p);  // gone at once; the check redraws the rest
      renderAll();
      changed();
      focusAt("rename" in p.apply ? [...p.path.slice(0, -1), p.apply.rename] : p.path);
    } }, T.fix));
  }
  return box;
}

function nodeAt(path) {
  let node = state.data;
  for (const part of path) node = node && typeof node === "object" ? node[part] : undefined;
  return node && typeof node === "object" ? node : undefined;
}

// The key `from` named `to`, in its place among the others (the file keeps its order).
function renameKey(holder, from, to) {
  const entries = Object.entries(holder);
  for (const [k] of entries) delete holder[k];
  for (const [k, v] of entries) holder[k === from ? to : k] = v;
}

// After a fix, the keyboard stays at the field it wrote (else at its step): a redrawn page
// must not send a teacher using Tab back to the top.
function focusAt(path) {
  const step = path[0] === "steps" ? document.getElementById("step-" + path[1]) : null;
  const form = path[0] === "steps" ? step : document.getElementById("pack-form");
  const key = path[0] === "steps" ? path[2] : path[0];
  const slot = form && form.querySelector(`.slot[data-field="${key}"]`);
  const target = (slot || step)?.querySelector("input:not([disabled]), select, textarea, button:not([disabled]), summary");
  if (target) target.focus();
}

function fieldBox(f, holder, path, index, rerender) {
  const problems = state.problems.filter((p) => p.path.length >= path.length + 1 &&
    path.every((part, i) => p.path[i] === part) && p.path[path.length] === f.key);
  const ctx = {
    value: holder[f.key], step: index === undefined ? undefined : holder, index,
    set(value, quiet) {
      if (value === undefined) delete holder[f.key]; else holder[f.key] = value;
      ctx.value = value;
      if (!quiet) rerender();
      changed();
    },
    rerender() { rerender(); },
  };
  const box = el("div", { class: "slot", "data-field": f.key, "data-type": f.type }, withHelp(f, WIDGETS[f.type](f, ctx)));
  problems.forEach((p) => box.append(problemView(p)));
  return box;
}

// The field's help (its kind's meaning, in the teacher's language) under its label, and read out
// with it: tied to the field's group and to every box typed or chosen in (not to each tile button).
function withHelp(f, widget) {
  if (!f.help) return widget;
  const id = "h" + ++uid;
  const help = el("p", { class: "help", id, text: f.help });
  const label = widget.querySelector("legend, label, .label");
  if (label) label.after(help); else widget.prepend(help);
  const group = widget.matches("fieldset, [role=group]") ? widget : widget.querySelector("fieldset, [role=group]");
  const typed = widget.querySelectorAll("select, textarea, input:not([type=checkbox]):not([type=radio])");
  for (const node of [group, ...typed]) {
    if (!node) continue;
    const before = node.getAttribute("aria-describedby");
    node.setAttribute("aria-describedby", before ? before + " " + id : id);
  }
  return widget;
}

function renderPack() {
  const form = document.getElementById("pack-form");
  form.replaceChildren(...SCHEMA.pack.map((f) => fieldBox(f, state.data, [], undefined, renderAll)));
  renderPackProblems();
}

function renderStep(index) {
  const step = state.data.steps[index];
  const kind = SCHEMA.kinds[step.kind];
  const section = el("section", { class: "step", id: "step-" + index, "data-kind": step.kind,
    "aria-labelledby": "step-title-" + index });
  const rerender = () => { section.replaceWith(renderStep(index)); };
  const move = (delta) => {
    const steps = state.data.steps;
    const [item] = steps.splice(index, 1);
    steps.splice(index + delta, 0, item);
    renderSteps();
    changed();
  };
  section.append(el("div", { class: "step-head" },
    el("h3", { id: "step-title-" + index, text: say("step_n", { n: index + 1 }) + ": " + (kind ? kind.name : step.kind) }),
    el("button", { type: "button", disabled: index === 0, onclick: () => move(-1) }, T.up),
    el("button", { type: "button", disabled: index === state.data.steps.length - 1, onclick: () => move(1) }, T.down),
    el("button", { type: "button", onclick: () => { state.data.steps.splice(index, 1); renderSteps(); changed(); } }, T.remove)));
  const form = el("div", { class: "form" });
  const path = ["steps", index];
  state.problems.filter((p) => p.path.length === 2 && p.path[0] === "steps" && p.path[1] === index).forEach((p) => form.append(problemView(p)));
  if (kind) {
    let group = null;
    // The ways a kind may be written (fields with a `form`): the ones in use open, the others folded.
    const used = new Set(kind.fields.filter((f) => f.form && step[f.key] !== undefined).map((f) => f.form));
    for (const f of kind.fields) {
      if (f.key === "kind") continue;
      const box = fieldBox(f, step, path, index, rerender);
      if (f.form) {
        if (!group || group.dataset.form !== f.form) {
          group = el("fieldset", { "data-form": f.form }, el("legend", { text: f.form }));
          form.append(used.size && !used.has(f.form) ? el("details", {}, el("summary", { text: f.form }), group) : group);
        }
        group.append(box);
      } else {
        group = null;
        form.append(box);
      }
    }
  }
  // A problem at a key the form has no field for (a misspelt key, the kind itself) heads the form.
  const drawn = new Set([...form.querySelectorAll(".slot")].map((slot) => slot.dataset.field));
  state.problems.filter((p) => p.path.length >= 3 && p.path[0] === "steps" && p.path[1] === index && !drawn.has(p.path[2]))
    .forEach((p) => form.prepend(problemView(p)));
  section.append(form, sidePanel(index, kind));
  return section;
}

function sidePanel(index, kind) {
  const side = el("div", { class: "side" });
  const view = el("div", { class: "view-box" });
  side.append(el("h4", { text: T.preview }), el("button", { type: "button", "data-tool": "preview", hidden: openViews.has(index),
    onclick: (e) => { openViews.add(index); e.target.hidden = true; showView(index, view); pollViews(); } },
  T.show_preview), view);
  if (openViews.has(index)) showView(index, view);
  const answerField = kind && kind.fields.find((f) => f.key === "answer");
  if (answerField) {
    const holder = { ...state.data.steps[index] };
    delete holder.answer;
    const verdict = el("p", { class: "verdict", "aria-live": "polite" });
    const tryField = { ...answerField, label: T.try_answer, help: "" };
    const slot = el("div", { class: "try" });
    const draw = () => slot.replaceChildren(fieldBox(tryField, holder, ["try"], index, draw));
    draw();
    side.append(el("h4", { text: T.try_it }), slot, el("button", { type: "button", "data-tool": "try", onclick: async () => {
      const response = await post("/api/try", { data: state.data, step: index, answer: holder.answer });
      const answer = await response.json();
      if (answer.right === undefined) {
        verdict.className = "verdict wrong";
        verdict.textContent = (answer.unreadable || (answer.problems || []).map((p) => p.what) || []).join("; ") || answer.error || "";
        return;
      }
      verdict.className = "verdict " + (answer.right ? "right" : "wrong");
      verdict.dataset.right = answer.right ? "1" : "0";
      verdict.textContent = answer.right ? T.right : say("wrong", { given: answer.given, answer: answer.expected });
    } }, T.try_it), verdict);
  }
  return side;
}

// -- the pupil's view beside a step -------------------------------------------------------
// The server draws every step's view in the background from the moment the pack is opened, and
// again after each change (the newest edit first). Each picture's address names what it shows,
// so a view is never shown for a step that has changed since: until the new one is drawn, the
// box says it is being drawn. Asking never waits for a drawing.

const openViews = new Set();  // the steps (by place) whose pupil's view the teacher opened
let stepViews = [];  // per step: { key, state: ready|drawing|error, error, sent: what it was asked for }
let askingViews = 0;
let viewsTimer = null;

// What a step's view is drawn from, as the page has it: the pack's own keys and that step.
function viewKey(index) { return JSON.stringify({ ...state.data, steps: [state.data.steps[index]] }); }

function showView(index, box) {
  const view = box || document.querySelector(`#step-${index} .view-box`);
  if (!view || !openViews.has(index)) return;
  const got = stepViews[index];
  const current = got && got.sent === viewKey(index);
  if (current && got.state === "ready") {
    const src = "/view/" + got.key + ".png";
    if (view.querySelector("img.view")?.getAttribute("src") === src) return;  // the same picture: no flicker
    view.removeAttribute("aria-busy");
    view.replaceChildren(el("img", { class: "view", src, alt: T.preview + " " + (index + 1), "data-key": got.key }));
  } else if (current && got.state === "error") {
    view.removeAttribute("aria-busy");
    view.replaceChildren(el("p", { class: "view-error", text: got.error }));
  } else {
    view.setAttribute("aria-busy", "true");
    if (!view.querySelector(".drawing")) view.replaceChildren(el("p", { class: "drawing", text: T.drawing }));
  }
}

function showViews() {
  openViews.forEach((i) => showView(i));
  const waiting = [...openViews].some((i) => i < stepViews.length && stepViews[i].state === "drawing");
  document.body.dataset.views = waiting ? "drawing" : "drawn";
  clearTimeout(viewsTimer);
  if (waiting) viewsTimer = setTimeout(pollViews, 300);
}

// Hand the server the pack as it is now: it queues every view not drawn yet and answers at once.
async function askViews() {
  const mine = ++askingViews;
  const sent = (state.data.steps || []).map((_, i) => viewKey(i));
  const response = await post("/api/views", { data: state.data, open: [...openViews] });
  const answer = response.ok ? await response.json() : null;
  if (!answer || mine !== askingViews) return;
  stepViews = answer.views.map((v, i) => ({ ...v, sent: sent[i] }));
  showViews();
}

// While an open view is being drawn, ask how it stands (a cheap question: nothing is drawn by it).
async function pollViews() {
  const mine = askingViews;
  const keys = [...new Set([...openViews].filter((i) => stepViews[i]?.state === "drawing").map((i) => stepViews[i].key))];
  const response = await post("/api/view-states", { keys });
  const answer = response.ok ? await response.json() : null;
  if (!answer || mine !== askingViews) return;
  stepViews = stepViews.map((v) => (v.key && answer.states[v.key] ? { ...v, ...answer.states[v.key] } : v));
  showViews();
}

function renderSteps() {
  const steps = Array.isArray(state.data.steps) ? state.data.steps : [];
  document.getElementById("steps").replaceChildren(...steps.map((_, i) => renderStep(i)));
}

function renderAll() {
  renderPack();
  renderSteps();
  document.getElementById("bundled").hidden = !state.bundled;
  document.getElementById("file").textContent = state.file;
}

let checkTimer = null;
let checking = 0;
function changed() {
  clearTimeout(checkTimer);
  document.body.dataset.checked = "0";
  checkTimer = setTimeout(check, 250);
}

async function check() {
  const mine = ++checking;
  const response = await post("/api/check", { data: state.data });
  const answer = await response.json();
  if (mine !== checking) return;
  state.problems = answer.problems || [];
  refreshProblems();
  document.body.dataset.checked = "1";
  askViews();
}

// Problems are redrawn in place, so a teacher typing in a field keeps their cursor.
function refreshProblems() {
  document.querySelectorAll(".slot > .problem, .form > .problem").forEach((node) => node.remove());
  renderPackProblems();
  for (const p of state.problems) {
    if (p.path[0] === "steps" && p.path.length >= 3) {
      const slot = document.querySelector(`#step-${p.path[1]} .form .slot[data-field="${p.path[2]}"]`);
      if (slot) slot.append(problemView(p));
      else document.querySelector(`#step-${p.path[1]} .form`)?.prepend(problemView(p));
    } else if (p.path[0] === "steps" && p.path.length === 2) {
      document.querySelector(`#step-${p.path[1]} .form`)?.prepend(problemView(p));
    } else if (p.path.length) {
      const slot = document.querySelector(`#pack-form .slot[data-field="${p.path[0]}"]`);
      if (slot) slot.append(problemView(p));
    }
  }
}

function problemCount() {
  return state.problems.length === 1 ? T.one_problem : say("problems", { n: state.problems.length });
}

function renderPackProblems() {
  const box = document.getElementById("pack-problems");
  const general = state.problems.filter((p) => p.path.length === 0 ||
    (p.path[0] !== "steps" && !SCHEMA.pack.some((f) => f.key === p.path[0])) || (p.path[0] === "steps" && p.path.length === 1));
  box.replaceChildren(...general.map(problemView));
  if (!state.problems.length) box.append(el("p", { class: "ok", text: T.ok }));
  else box.prepend(el("p", { text: problemCount() }));
}

// The pack as last written to its file (JSON): closing the tab with changes beyond it asks first.
let savedData = "";
function unsaved() { return JSON.stringify(state.data) !== savedData; }
window.addEventListener("beforeunload", (e) => {
  if (unsaved()) { e.preventDefault(); e.returnValue = ""; }
});

async function save(draft) {
  const sent = JSON.stringify(state.data);
  const response = await post("/api/save", { data: state.data, draft });
  const answer = await response.json();
  if (!response.ok) { status(answer.error); return; }
  if (answer.saved) savedData = sent;
  state.problems = answer.problems;
  state.file = answer.file;
  refreshProblems();
  const broken = answer.problems.some((p) => !p.warning);
  document.body.dataset.saved = answer.saved ? "1" : "0";
  status(!answer.saved ? T.not_saved : say(broken ? "draft_saved" : "saved", { file: answer.file }));
}

async function duplicate() {
  const id = window.prompt(T.duplicate_id, (state.data.id || "pack") + "-copy");
  if (!id) return;
  const response = await post("/api/duplicate", { data: state.data, id });
  const answer = await response.json();
  if (!response.ok) { status(answer.error); return; }
  state.data.id = id;
  savedData = JSON.stringify(state.data);
  state.file = answer.file;
  state.bundled = false;
  renderAll();
  askViews();
  status(say("saved", { file: answer.file }));
}

async function printWorksheet() {
  status(T.working);
  const response = await post("/api/worksheet", { data: state.data });
  if (!response.ok) { status((await response.json()).error); return; }
  const blob = await response.blob();
  document.body.dataset.worksheetBytes = String(blob.size);
  window.open(URL.createObjectURL(blob), "_blank");
  status("");
}

async function start() {
  document.title = T.title;
  document.getElementById("title").textContent = T.title;
  document.getElementById("pack-heading").textContent = T.pack;
  document.getElementById("steps-heading").textContent = T.steps;
  document.getElementById("bundled").textContent = T.bundled;
  document.getElementById("new-kind-label").textContent = T.add_step;
  const kinds = document.getElementById("new-kind");
  for (const [kind, info] of Object.entries(SCHEMA.kinds)) kinds.append(el("option", { value: kind, text: info.name }));
  const buttons = { save: [T.save, () => save(false)], "save-draft": [T.save_draft, () => save(true)],
    duplicate: [T.duplicate, duplicate], print: [T.worksheet, printWorksheet],
    "add-step": [T.add, () => {
      if (!Array.isArray(state.data.steps)) state.data.steps = [];
      const used = new Set(state.data.steps.map((s) => s.id));
      let n = state.data.steps.length + 1;
      while (used.has(kinds.value + "-" + n)) n++;
      state.data.steps.push({ kind: kinds.value, id: kinds.value + "-" + n });
      renderSteps();
      changed();
      document.getElementById("step-" + (state.data.steps.length - 1)).scrollIntoView();
    }] };
  for (const [id, [words, action]] of Object.entries(buttons)) {
    const button = document.getElementById(id);
    button.textContent = words;
    button.addEventListener("click", action);
  }
  const response = await fetch("/api/pack");
  const answer = await response.json();
  Object.assign(state, { data: answer.data, problems: answer.problems, bundled: answer.bundled, file: answer.file });
  savedData = JSON.stringify(answer.data);
  renderAll();
  document.body.dataset.ready = "1";
  document.body.dataset.checked = "1";
  askViews();
}

start();
