// What the device page and the teacher's page share: filling a text's {fields}, making elements.
"use strict";

function fill(text, fields) {
  return text.replace(/\{(\w+)\}/g, (m, k) => (k in fields ? String(fields[k]) : m));
}

function el(tag, attrs, children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "text") node.textContent = v;
    else if (k === "onclick") node.addEventListener("click", v);
    else node.setAttribute(k, v);
  }
  for (const child of children || []) node.appendChild(child);
  return node;
}

// The place this device last had (its join link, the room code typed, the seat picked), kept on
// the device so a reload or a dropped connection comes back to it without picking again.
const PLACE_KEY = "edu-domino-place";

function rememberedPlace() {
  try { return JSON.parse(localStorage.getItem(PLACE_KEY) || "null") || {}; } catch (e) { return {}; }
}

function rememberPlace(fields) {
  try { localStorage.setItem(PLACE_KEY, JSON.stringify(Object.assign(rememberedPlace(), fields))); } catch (e) { /* private mode: nothing kept */ }
}

function forgetPlace() {
  try { localStorage.removeItem(PLACE_KEY); } catch (e) { /* nothing kept */ }
}
