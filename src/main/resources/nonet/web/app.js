// nonet's page: the puzzle is kept here as its parts (models, size, givens, clue lines, regions) and
// sent to the server as puzzle-file text; the server parses, draws the clues (as `nonet draw` does),
// and answers every question with a named engine and the model's check. No build step, no library.
"use strict";

const SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTU";
const NS = "http://www.w3.org/2000/svg";
const TAB = (window.crypto && crypto.randomUUID) ? crypto.randomUUID() : String(Math.random()).slice(2);
const $ = id => document.getElementById(id);

const state = {
  models: ["killer"],
  size: 9,
  givens: [],          // per cell, 0 for empty
  clues: [],           // clue lines as the puzzle file writes them
  regions: null,       // jigsaw regions from a loaded file (0-based), or null
  boxRows: 3, boxCols: 3,
  svg: "",
  selection: [],       // selected cells, in the order they were picked (a line's direction)
  candidates: null,    // true candidates per cell (strings), or null
  solution: null,      // digits to show in empty cells
  marks: null,         // {shade: Set, give: Map, note} from where uniqueness breaks
  conflict: null,      // the cell of givens that break a rule
  explanation: null,   // {steps, index}
  clueTypes: [],
  engines: [],
};

// ---------- requests: each with a time limit, the live one cancelled by the next edit ----------

const running = new Map();   // lane -> AbortController

async function api(route, body, lane) {
  if (lane && running.has(lane)) {
    running.get(lane).abort();
  }
  const ctl = new AbortController();
  if (lane) running.set(lane, ctl);
  const payload = Object.assign({tab: TAB}, body || {}, lane ? {lane} : {});
  try {
    const r = await fetch("/api/" + route, {
      method: body === null ? "GET" : "POST",
      headers: {"Content-Type": "application/json"},
      body: body === null ? undefined : JSON.stringify(payload),
      signal: ctl.signal,
    });
    const json = await r.json();
    if (!r.ok) {
      const e = new Error(json.error || ("HTTP " + r.status));
      e.status = r.status;
      e.json = json;
      throw e;
    }
    return json;
  } finally {
    if (lane && running.get(lane) === ctl) running.delete(lane);
  }
}

function aborted(e) {
  return e.name === "AbortError" || e.status === 409;
}

// A long question shows a spinner with the time it has taken, and a stop button that cancels it on the server too.
let busyLane = null;
let busyTimer = null;
async function withProgress(label, lane, work) {
  busyLane = lane;
  const start = performance.now();
  $("busy").hidden = false;
  const tick = () => { $("busy-text").textContent = label + "... " + ((performance.now() - start) / 1000).toFixed(1) + " s"; };
  tick();
  clearInterval(busyTimer);
  busyTimer = setInterval(tick, 100);
  try {
    return await work();
  } finally {
    if (busyLane === lane) {
      clearInterval(busyTimer);
      $("busy").hidden = true;
      busyLane = null;
    }
  }
}

$("stop").onclick = () => {
  if (!busyLane) return;
  const ctl = running.get(busyLane);
  if (ctl) ctl.abort();
  api("cancel", {lane: busyLane}).catch(() => {});
  say("Stopped.");
};

function say(text, error) {
  $("message").textContent = text;
  $("message").className = error ? "error" : "";
}

function who(answer) {
  const verified = answer.verified ? " · verified by the model's checker" : "";
  const time = answer.time_ms != null ? " · " + Math.round(answer.time_ms) + " ms" : "";
  return "[" + answer.engine + verified + time + "]";
}

// ---------- the puzzle as text ----------

function cellName(cell) {
  return "r" + (Math.floor(cell / state.size) + 1) + "c" + (cell % state.size + 1);
}

function cellOf(name) {
  const m = /^r(\d+)c(\d+)$/.exec(name);
  return m ? (Number(m[1]) - 1) * state.size + Number(m[2]) - 1 : -1;
}

function rows(values, shift) {
  let out = "";
  for (let r = 0; r < state.size; r++) {
    for (let c = 0; c < state.size; c++) {
      const v = values[r * state.size + c] + shift;
      out += v === 0 ? "." : SYMBOLS[v - 1];
    }
    out += "\n";
  }
  return out;
}

function puzzleText() {
  let t = "use " + state.models.join(", ") + "\ngrid " + state.size + "x" + state.size + "\n";
  if (state.regions) t += "regions\n" + rows(state.regions, 1);
  for (const c of state.clues) t += c + "\n";
  return t + "givens\n" + rows(state.givens, 0);
}

// Takes the server's reading of a puzzle (parse, import, generate) as the page's state.
function adopt(view) {
  state.models = view.models;
  state.size = view.size;
  state.givens = Array.from(view.givens, ch => ch === "." ? 0 : SYMBOLS.indexOf(ch.toUpperCase()) + 1);
  state.clues = view.clues.map(c => c.text);
  state.clueCells = view.clues.map(c => c.cells);
  state.regions = view.regions;
  state.boxRows = view.box_rows;
  state.boxCols = view.box_cols;
  state.svg = view.svg;
  state.conflict = view.conflict ? view.conflict.cell : null;
  state.selection = state.selection.filter(c => c < view.size * view.size);
  // candidates of another grid size mean nothing here; of the same size they stay until the live answer replaces them
  if (state.candidates && state.candidates.length !== view.size * view.size) state.candidates = null;
  $("drawing").innerHTML = view.svg;
  const drawn = $("drawing").querySelector("svg");
  $("overlay").setAttribute("viewBox", drawn.getAttribute("viewBox"));
  syncControls();
  listClues();
}

// Asks the server to read the current state back (after a clue, model or size change): the drawing follows.
async function reparse(text) {
  const view = await api("parse", {puzzle: text === undefined ? puzzleText() : text}, "parse");
  adopt(view);
  edited();
  return view;
}

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

// ---------- after every edit: the live true candidates ----------

let liveSeq = 0;
function edited() {
  state.solution = null;
  state.marks = null;
  state.explanation = null;
  $("explain-box").hidden = true;
  $("puzzle-text").value = puzzleText();
  draw();
  if ($("live").checked) live();
}

let liveTimer = null;
async function live() {
  const seq = ++liveSeq;
  const started = performance.now();
  const tick = () => setLive("working", "true candidates... " + ((performance.now() - started) / 1000).toFixed(1) + " s");
  tick();
  clearInterval(liveTimer);
  liveTimer = setInterval(() => { if (seq === liveSeq) tick(); }, 200);
  try {
    const a = await api("candidates", {puzzle: puzzleText(), engine: completeEngine()}, "candidates");
    if (seq !== liveSeq) return;
    state.conflict = null;
    if (a.status !== "ok") {
      state.candidates = null;
      setLive("error", a.status + ": " + (a.message || "") + " " + who(a));
    } else {
      state.candidates = a.cells;
      const words = {"0": "no solution", "1": "unique", "2+": "2+ solutions"};
      setLive("ok", words[a.count] + " · " + a.witnesses + (a.witnesses === 1 ? " witness solution " : " witness solutions ") + who(a));
    }
    $("footer").textContent = "last live answer in " + Math.round(performance.now() - started) + " ms (server " + Math.round(a.time_ms) + " ms)";
  } catch (e) {
    if (aborted(e) || seq !== liveSeq) return;
    state.candidates = null;
    if (e.json && e.json.cell !== undefined) state.conflict = e.json.cell;
    setLive("error", e.message);
  } finally {
    if (seq === liveSeq) clearInterval(liveTimer);
  }
  draw();
}

function setLive(s, t) {
  $("live-status").dataset.state = s;
  $("live-status").textContent = t;
  $("live-stop").hidden = s !== "working";
}

// Stops the live question of the current edit, here and on the server; the next edit asks again.
function stopLive(why) {
  liveSeq++;
  clearInterval(liveTimer);
  const ctl = running.get("candidates");
  if (ctl) ctl.abort();
  api("cancel", {lane: "candidates"}).catch(() => {});
  setLive("idle", why);
}
$("live-stop").onclick = () => stopLive("stopped: the next edit asks again");

function completeEngine() {
  const chosen = $("engine").value;
  const entry = state.engines.find(e => e.name === chosen);
  return entry && entry.complete ? chosen : "native";
}

$("live").onchange = () => {
  if ($("live").checked) live(); else { stopLive(""); state.candidates = null; draw(); }
};

// ---------- actions ----------

function action(id, label, lane, work) {
  $(id).onclick = async () => {
    try {
      await withProgress(label, lane, work);
    } catch (e) {
      if (e.name === "AbortError") return;
      say(e.status === 409 ? "Cancelled." : e.message, e.status !== 409);
      if (e.json && e.json.cell !== undefined) { state.conflict = e.json.cell; draw(); }
    }
  };
}

action("solve", "solving", "solve", async () => {
  const a = await api("solve", {puzzle: puzzleText(), engine: $("engine").value}, "solve");
  state.solution = a.solution;
  state.explanation = null;
  say(a.status + (a.message ? ": " + a.message : "") + " " + who(a));
  draw();
});

action("count", "counting", "count", async () => {
  const limit = Math.max(1, Number($("limit").value) || 2);
  const a = await api("count", {puzzle: puzzleText(), engine: $("engine").value, limit}, "count");
  const word = a.status === "exact" ? a.count + (a.count === 1 ? " solution" : " solutions")
    : a.status === "limit" ? a.count + "+ solutions (the limit)" : a.status + (a.count ? " after " + a.count : "");
  say(word + (a.message ? ": " + a.message : "") + " " + who(a));
});

action("diff", "looking where uniqueness breaks", "diff", async () => {
  const a = await api("diff", {puzzle: puzzleText(), engine: completeEngine()}, "diff");
  if (a.status !== "ok") { say(a.status + ": " + a.message, true); return; }
  if (!a.diff) {
    say((a.count === "0" ? "No solution." : "Unique: nothing breaks.") + " " + who(a));
    return;
  }
  const [first, second] = a.diff.solutions;
  const pair = {};
  a.diff.differ.forEach(c => { pair[c] = first[c] + "/" + second[c]; });
  state.marks = {shade: new Set(a.diff.differ), give: new Map(a.diff.give.map(g => [g.cell, g.digit])), pair};
  state.solution = null;
  say("Two solutions differ in " + a.diff.differ.length + " cells (shaded, first/second). Giving "
    + a.diff.give.map(g => cellName(g.cell) + "=" + SYMBOLS[g.digit - 1]).join(", ") + " (outlined) makes it unique. " + who(a));
  draw();
});

action("explain", "explaining", "explain", async () => {
  const a = await api("explain", {puzzle: puzzleText()}, "explain");
  const steps = [];
  for (const round of a.rounds) for (const s of round.steps) steps.push(Object.assign({round: round.round}, s));
  state.explanation = {steps, index: 0, answer: a};
  state.solution = null;
  state.marks = null;
  $("explain-box").hidden = false;
  say(a.difficulty.summary + " " + who(a));
  showStep();
});

function showStep() {
  const ex = state.explanation;
  if (!ex) return;
  const s = ex.steps[ex.index];
  $("step-count").textContent = "step " + (ex.index + 1) + " of " + ex.steps.length;
  $("step-text").textContent = "Round " + s.round + ", " + s.rule + ": " + s.text;
  draw();
}

function stepTo(i) {
  const ex = state.explanation;
  if (!ex) return;
  ex.index = Math.max(0, Math.min(ex.steps.length - 1, i));
  showStep();
}
$("step-first").onclick = () => stepTo(0);
$("step-back").onclick = () => stepTo(state.explanation.index - 1);
$("step-next").onclick = () => stepTo(state.explanation.index + 1);
$("step-last").onclick = () => stepTo(state.explanation.steps.length - 1);

action("check", "cross-checking", "check", async () => {
  const a = await api("check", {puzzle: puzzleText(), limit: Math.max(2, Number($("limit").value) || 2)}, "check");
  let html = "<table><tr><th>engine</th><th>answer</th><th>role</th><th>verified</th><th>ms</th></tr>";
  for (const r of a.engines) {
    html += "<tr><td>" + esc(r.engine) + "</td><td>" + esc(r.answer) + "</td><td class='" + esc(r.role) + "'>" + esc(r.role)
      + "</td><td>" + (r.verified ? "<span class='verified'>yes</span>" : "-") + "</td><td>" + Math.round(r.time_ms) + "</td></tr>";
  }
  $("result").innerHTML = html + "</table>";
  say((a.agree ? "The engines agree: " : "DISAGREEMENT: ") + a.summary, !a.agree);
});

$("clear-marks").onclick = () => {
  state.solution = null; state.marks = null; state.explanation = null;
  $("explain-box").hidden = true;
  $("result").innerHTML = "";
  draw();
};

action("generate", "generating", "generate", async () => {
  const a = await api("generate", {model: state.models[0], size: state.size, seed: Number($("seed").value) || 1,
    symmetry: $("symmetry").value}, "generate");
  adopt(a);
  edited();
  $("seed").value = (Number($("seed").value) || 1) + 1;
  say("Generated a unique puzzle of " + state.models[0] + " " + who(a));
});

function esc(s) {
  return String(s).replace(/[&<>"']/g, ch => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"}[ch]));
}

// ---------- clues: a palette from the models' clue types ----------

async function loadClueTypes() {
  const a = await api("clues", {models: state.models}, "clues");
  state.clueTypes = a.clues;
  if (a.fixed_size) state.size = a.fixed_size;
  // a jigsaw starts from the boxes as its regions; they are reshaped in the puzzle file's 'regions' block
  if (a.needs_regions && (!state.regions || state.regions.length !== state.size * state.size)) state.regions = boxRegions(state.size);
  if (!a.needs_regions) state.regions = null;
  const p = $("palette");
  p.innerHTML = "";
  if (a.clues.length === 0) p.textContent = a.needs_regions ? "Regions: edit the 'regions' block of the puzzle file below, then Apply text."
    : "These models place no clues: givens only.";
  for (const t of a.clues) {
    const row = document.createElement("div");
    row.className = "clue-type";
    const sig = document.createElement("span");
    sig.className = "sig";
    sig.textContent = t.signature + (t.style ? "  (" + t.style + ")" : "");
    row.appendChild(sig);
    const inputs = [];
    t.kinds.forEach((kind, i) => {
      if (kind !== "number") return;
      const input = document.createElement("input");
      input.type = "number";
      input.placeholder = t.params[i];
      input.title = t.params[i];
      input.dataset.param = t.params[i];
      row.appendChild(input);
      inputs.push(input);
    });
    const add = document.createElement("button");
    add.textContent = "Add " + t.name;
    add.dataset.clue = t.name;
    add.onclick = () => addClue(t, inputs);
    row.appendChild(add);
    p.appendChild(row);
  }
}

function boxRegions(n) {
  let rowsPerBox = Math.floor(Math.sqrt(n));
  while (n % rowsPerBox !== 0) rowsPerBox--;
  const colsPerBox = n / rowsPerBox;
  const regions = [];
  for (let cell = 0; cell < n * n; cell++) {
    const r = Math.floor(cell / n), c = cell % n;
    regions.push(Math.floor(r / rowsPerBox) * rowsPerBox + Math.floor(c / colsPerBox));
  }
  return regions;
}

// The clue's line: its numbers from the inputs, its cells from the selection in the order they were picked.
async function addClue(type, inputs) {
  const cells = state.selection.slice();
  const args = [];
  let next = 0;
  let numberIndex = 0;
  for (let i = 0; i < type.kinds.length; i++) {
    const kind = type.kinds[i];
    if (kind === "number") {
      const v = inputs[numberIndex++].value.trim();
      if (v === "") { say("Give " + type.name + "'s " + type.params[i] + " first.", true); return; }
      args.push(v);
    } else if (kind === "cells") {
      if (next >= cells.length) { say("Select the cells of the " + type.name + " first (in order).", true); return; }
      args.push(...cells.slice(next).map(cellName));
      next = cells.length;
    } else {
      if (next >= cells.length) { say("Select the cell(s) of the " + type.name + " first.", true); return; }
      args.push(cellName(cells[next++]));
    }
  }
  const line = type.name + (args.length ? " " + args.join(" ") : "");
  const before = state.clues.slice();
  state.clues.push(line);
  try {
    await reparse();
    say("Added: " + line);
    state.selection = [];
    draw();
  } catch (e) {
    state.clues = before;
    if (!aborted(e)) say(e.message, true);
  }
}

function listClues() {
  const ul = $("clue-list");
  ul.innerHTML = "";
  state.clues.forEach((line, i) => {
    const li = document.createElement("li");
    const del = document.createElement("button");
    del.textContent = "×";
    del.title = "Remove this clue";
    del.onclick = async ev => {
      ev.stopPropagation();
      state.clues.splice(i, 1);
      try { await reparse(); } catch (e) { if (!aborted(e)) say(e.message, true); }
    };
    li.appendChild(del);
    li.appendChild(document.createTextNode(line));
    li.onclick = () => { state.selection = (state.clueCells && state.clueCells[i]) || []; draw(); };
    ul.appendChild(li);
  });
}

// ---------- models, size, engine ----------

function syncControls() {
  $("model").value = state.models[0];
  if ($("model").value !== state.models[0]) {
    // a model the list lacks (a file loaded from disk, named by path): shown by name
    const o = new Option(state.models[0], state.models[0]);
    $("model").add(o);
    $("model").value = state.models[0];
  }
  const extra = $("extra-models");
  extra.innerHTML = "";
  state.models.slice(1).forEach(m => {
    const chip = document.createElement("span");
    chip.className = "chip";
    chip.textContent = "+ " + m;
    const x = document.createElement("button");
    x.textContent = "×";
    x.onclick = () => changeModels(state.models.filter(n => n !== m));
    chip.appendChild(x);
    extra.appendChild(chip);
  });
  if (![...$("size").options].some(o => Number(o.value) === state.size)) $("size").add(new Option(state.size + "x" + state.size, state.size));
  $("size").value = state.size;
}

async function changeModels(models) {
  const before = {models: state.models, clues: state.clues, size: state.size};
  state.models = models;
  try {
    await loadClueTypes();
    const names = new Set(state.clueTypes.map(t => t.name));
    state.clues = state.clues.filter(line => names.has(line.split(" ")[0]));
    if (state.givens.length !== state.size * state.size) state.givens = new Array(state.size * state.size).fill(0);
    await reparse();
    say("");
  } catch (e) {
    Object.assign(state, before);
    syncControls();
    if (!aborted(e)) say(e.message, true);
  }
}

$("model").onchange = () => changeModels([$("model").value, ...state.models.slice(1).filter(m => m !== $("model").value)]);
$("add-model").onchange = () => {
  const m = $("add-model").value;
  $("add-model").value = "";
  if (m && !state.models.includes(m)) changeModels([...state.models, m]);
};
$("size").onchange = async () => {
  const size = Number($("size").value);
  state.size = size;
  state.givens = new Array(size * size).fill(0);
  state.clues = [];
  state.regions = null;
  state.selection = [];
  try { await loadClueTypes(); await reparse(); } catch (e) { if (!aborted(e)) say(e.message, true); }
};

$("new").onclick = async () => {
  state.givens = new Array(state.size * state.size).fill(0);
  state.clues = [];
  state.regions = null;
  state.selection = [];
  try { await loadClueTypes(); await reparse(); say("A new empty puzzle."); } catch (e) { if (!aborted(e)) say(e.message, true); }
};

// ---------- files, links, text ----------

$("save").onclick = () => {
  const blob = new Blob([puzzleText()], {type: "text/plain"});
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = state.models[0].replace(/[^A-Za-z0-9_-]/g, "_") + ".nonet";
  a.click();
  URL.revokeObjectURL(a.href);
};

$("load").onchange = async () => {
  const file = $("load").files[0];
  if (!file) return;
  const content = await file.text();
  $("load").value = "";
  try {
    await reparse(content);
    await loadClueTypes();
    say("Loaded " + file.name);
  } catch (e) {
    if (!aborted(e)) say(file.name + ": " + e.message, true);
  }
};

$("import").onclick = async () => {
  try {
    const view = await api("import", {text: $("paste").value, models: state.models}, "import");
    adopt(view);
    await loadClueTypes();
    edited();
    say("Imported " + state.models.join(", ") + " " + state.size + "x" + state.size + " with " + state.clues.length + " clues.");
  } catch (e) {
    if (!aborted(e)) say(e.message, true);
  }
};

$("apply-text").onclick = async () => {
  try {
    await reparse($("puzzle-text").value);
    await loadClueTypes();
    say("Applied the puzzle text.");
  } catch (e) {
    if (!aborted(e)) say(e.message, true);
  }
};

$("export").onclick = async () => {
  try {
    const a = await api("export", {puzzle: puzzleText(), to: "sudokupad"}, "export");
    $("paste").value = a.link;
    say("The SudokuPad link is in the Paste box.");
  } catch (e) {
    if (!aborted(e)) say(e.message, true);
  }
};

// ---------- start ----------

async function start() {
  const info = await api("models", null);
  state.engines = info.engines;
  for (const m of info.models) {
    const label = (m.local ? "file: " : "") + m.name;
    $("model").add(new Option(label, m.name));
    $("add-model").add(new Option(label, m.name));
  }
  for (const e of info.engines) $("engine").add(new Option(e.name + (e.complete ? "" : " (incomplete)"), e.name));
  for (const s of [4, 6, 8, 9, 12, 16, 25]) {
    if (s <= info.limits.max_size) $("size").add(new Option(s + "x" + s, s));
  }
  state.givens = new Array(81).fill(0);
  await loadClueTypes();
  await reparse();
}

start().catch(e => say("The server did not answer: " + e.message, true));
