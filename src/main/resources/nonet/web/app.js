// nonet's page, part 3 of 3: live true candidates, the actions, the clue palette, models, files, and the start.
"use strict";

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
