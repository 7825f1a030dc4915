// nonet's page, part 2 of 3: the grid drawn over the server's drawing of the clues, and cells selected and typed into.
"use strict";

// ---------- drawing the overlay: selection, digits, candidates, marks ----------

function el(name, attrs, parent) {
  const e = document.createElementNS(NS, name);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
}

function text(parent, x, y, size, fill, content, weight) {
  const t = el("text", {x, y, "font-size": size, fill, "text-anchor": "middle", "dominant-baseline": "central"}, parent);
  if (weight) t.setAttribute("font-weight", weight);
  t.textContent = content;
  return t;
}

// The cells are rects made once per grid size, so an element a user (or a test) holds stays valid;
// what they show is redrawn in a layer above them that lets clicks through.
function cellRects() {
  const o = $("overlay");
  const n = state.size;
  if (o.querySelectorAll("rect.cell").length === n * n) return;
  o.innerHTML = "";
  for (let cell = 0; cell < n * n; cell++) {
    const r = el("rect", {x: cell % n + 1, y: Math.floor(cell / n) + 1, width: 1, height: 1, fill: "transparent", "data-cell": cell, class: "cell"}, o);
    r.style.cursor = "pointer";
  }
  el("g", {id: "marks", "pointer-events": "none"}, o);
}

function draw() {
  cellRects();
  const marks = $("marks");
  marks.innerHTML = "";
  const n = state.size;
  const step = state.explanation ? state.explanation.steps[state.explanation.index] : null;
  const placedByLogic = state.explanation ? placementsUpTo(state.explanation.index) : new Map();
  const stepCells = new Set(step ? step.cells.map(cellOf) : []);
  // while stepping through an explanation the cells show logic's own candidates before the step, not the true ones
  const logic = state.explanation ? logicCandidatesBefore(state.explanation.index) : null;
  for (let cell = 0; cell < n * n; cell++) {
    const x = cell % n + 1, y = Math.floor(cell / n) + 1;
    let fill = "transparent";
    if (state.marks && state.marks.shade.has(cell)) fill = "rgba(255,140,0,0.35)";
    if (stepCells.has(cell)) fill = "rgba(255,215,0,0.45)";
    if (state.selection.includes(cell)) fill = "rgba(80,130,255,0.35)";
    if (state.conflict === cell) fill = "rgba(220,0,40,0.35)";
    // the rect carries what the cell shows as data attributes too: for people's tools and the browser tests
    const r = $("overlay").querySelector("rect[data-cell='" + cell + "']");
    r.setAttribute("fill", fill);
    for (const a of ["data-step", "data-digit", "data-cands", "data-shade"]) r.removeAttribute(a);
    if (stepCells.has(cell)) r.setAttribute("data-step", "1");
    if (state.marks && state.marks.shade.has(cell)) r.setAttribute("data-shade", "1");
    const shown = cellDigit(cell, placedByLogic);
    if (shown) {
      r.setAttribute("data-digit", shown.digit);
      text(marks, x + 0.5, y + 0.55, 0.56, shown.colour, shown.digit);
      continue;
    }
    if (state.marks && state.marks.give.has(cell)) {
      el("rect", {x: x + 0.06, y: y + 0.06, width: 0.88, height: 0.88, fill: "none", stroke: "#1b8b2b", "stroke-width": 0.06}, marks);
      text(marks, x + 0.5, y + 0.55, 0.5, "#1b8b2b", SYMBOLS[state.marks.give.get(cell) - 1]);
      continue;
    }
    if (state.marks && state.marks.shade.has(cell)) {
      text(marks, x + 0.5, y + 0.55, 0.36, "#a05000", state.marks.pair[cell]);
      continue;
    }
    const cands = logic ? logic[cell] : state.candidates ? state.candidates[cell] : null;
    if (cands !== null && cands !== undefined) {
      r.setAttribute("data-cands", cands);
      pencil(marks, x, y, cands, step ? eliminatedIn(step, cell) : "");
    }
  }
}

// The digit a cell shows: its given (black), a digit logic placed by the current step, or the solution (blue).
function cellDigit(cell, placedByLogic) {
  if (state.givens[cell]) return {digit: SYMBOLS[state.givens[cell] - 1], colour: "#000"};
  if (placedByLogic.has(cell)) return {digit: SYMBOLS[placedByLogic.get(cell) - 1], colour: "#1f5fbf"};
  if (state.solution) return {digit: state.solution[cell], colour: "#1f5fbf"};
  return null;
}

// Pencil marks in a cell: a single candidate large and green (forced), several small in a grid.
function pencil(o, x, y, digits, struck) {
  const n = state.size;
  if (digits.length === 1) {
    text(o, x + 0.5, y + 0.55, 0.5, "#2e8b57", digits, "normal").setAttribute("class", "cand single");
    return;
  }
  const per = Math.ceil(Math.sqrt(n));
  for (const ch of digits) {
    const d = SYMBOLS.indexOf(ch);
    const cx = x + (d % per + 0.5) / per, cy = y + (Math.floor(d / per) + 0.5) / per;
    text(o, cx, cy, 0.72 / per, struck.includes(ch) ? "#d00020" : "#777", ch).setAttribute("class", "cand");
  }
}

// Replays the steps before this one (round 0 places the givens and removes what they rule out).
function logicCandidatesBefore(index) {
  const all = SYMBOLS.slice(0, state.size);
  const cands = new Array(state.size * state.size).fill(all);
  const steps = state.explanation.steps;
  for (let i = 0; i < index; i++) {
    for (const p of steps[i].placements) cands[cellOf(p.cell)] = SYMBOLS[p.digit - 1];
    for (const e of steps[i].eliminations) {
      const c = cellOf(e.cell);
      cands[c] = cands[c].replace(SYMBOLS[e.digit - 1], "");
    }
  }
  return cands;
}

function placementsUpTo(index) {
  const placed = new Map();
  const steps = state.explanation.steps;
  for (let i = 0; i <= index; i++) {
    if (steps[i].rule === "givens") continue;
    for (const p of steps[i].placements) placed.set(cellOf(p.cell), p.digit);
  }
  return placed;
}

function eliminatedIn(step, cell) {
  return step.eliminations.filter(e => cellOf(e.cell) === cell).map(e => SYMBOLS[e.digit - 1]).join("");
}

// ---------- selecting cells and typing ----------

let dragging = false;
$("overlay").addEventListener("mousedown", e => {
  const cell = e.target.getAttribute && e.target.getAttribute("data-cell");
  if (cell === null || cell === undefined) return;
  const c = Number(cell);
  if (e.ctrlKey || e.metaKey || e.shiftKey) {
    toggle(c);
  } else {
    state.selection = [c];
  }
  dragging = true;
  draw();
  e.preventDefault();
});
$("overlay").addEventListener("mouseover", e => {
  if (!dragging) return;
  const cell = e.target.getAttribute && e.target.getAttribute("data-cell");
  if (cell === null || cell === undefined) return;
  const c = Number(cell);
  if (!state.selection.includes(c)) {
    state.selection.push(c);
    draw();
  }
});
window.addEventListener("mouseup", () => { dragging = false; });

function toggle(c) {
  const i = state.selection.indexOf(c);
  if (i >= 0) state.selection.splice(i, 1); else state.selection.push(c);
}

document.addEventListener("keydown", e => {
  const tag = document.activeElement ? document.activeElement.tagName : "";
  if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || e.ctrlKey || e.metaKey || e.altKey) return;
  if (state.selection.length === 0) return;
  const key = e.key;
  const n = state.size;
  const moves = {ArrowUp: -n, ArrowDown: n, ArrowLeft: -1, ArrowRight: 1};
  if (key in moves) {
    const last = state.selection[state.selection.length - 1];
    const r = Math.floor(last / n), c = last % n;
    const nr = (r + (key === "ArrowUp" ? -1 : key === "ArrowDown" ? 1 : 0) + n) % n;
    const nc = (c + (key === "ArrowLeft" ? -1 : key === "ArrowRight" ? 1 : 0) + n) % n;
    const next = nr * n + nc;
    if (e.shiftKey) { if (!state.selection.includes(next)) state.selection.push(next); } else state.selection = [next];
    draw();
    e.preventDefault();
    return;
  }
  if (key === "Escape") { state.selection = []; draw(); return; }
  let digit = -1;
  if (key === "Delete" || key === "Backspace" || key === "0" || key === ".") digit = 0;
  else if (key.length === 1) {
    const d = SYMBOLS.indexOf(key.toUpperCase()) + 1;
    if (d >= 1 && d <= n) digit = d;
  }
  if (digit < 0) return;
  for (const c of state.selection) state.givens[c] = digit;
  e.preventDefault();
  edited();
});
