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
