// nonet's page, part 1 of 3: the state, requests to the server, and the puzzle as text. The puzzle is
// kept here as its parts (models, size, givens, clue lines, regions) and sent to the server as
// puzzle-file text; the server parses, draws the clues (as `nonet draw` does) and answers every
// question with a named engine and the model's check. No build step, no library. board.js draws the
// grid and takes the mouse and keyboard; app.js holds the actions and starts the page.
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
