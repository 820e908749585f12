// The page of `yon serve`: draws what /api/state says and plays by clicks. Plain script, no
// build step: the server embeds this file as it is.
"use strict";

let game = null;      // the last state from the server
let selected = null;  // {cell} or {kind}: where the actions offered start
let busy = false;     // a request is under way: the page waits for it

const $ = (id) => document.getElementById(id);

async function call(method, path, body) {
  busy = true;
  try {
    const response = await fetch(path, {
      method,
      headers: method === "GET" ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : (typeof body === "string" ? body : JSON.stringify(body)),
    });
    const text = await response.text();
    const answer = response.headers.get("Content-Type").startsWith("application/json") ? JSON.parse(text) : text;
    if (!response.ok) throw new Error(answer.error || text);
    return answer;
  } finally {
    busy = false;
  }
}

// Shows a new state; `note` is a line for the message area.
function show(state, note) {
  game = state;
  selected = null;
  $("title").textContent = state.title;
  document.title = state.title + " — yon";
  $("board").innerHTML = state.svg;
  for (const group of $("board").querySelectorAll("g.cell")) {
    group.addEventListener("click", () => clickCell(Number(group.dataset.cell)));
  }
  markChanges(state.changes);
  showLegend();
  showStatus();
  showPlayers();
  showWords();
  showLine();
  $("choice").hidden = true;
  $("message").textContent = note || "";
  $("undo").disabled = state.ply === 0;
  $("agent").disabled = state.to_move === null;
  document.body.dataset.ply = String(state.ply);
  document.body.dataset.over = state.result === null ? "no" : "yes";
  autoPlay();
}

// The regions' colours under the board (the players' are beside their names).
function showLegend() {
  const box = $("legend");
  box.replaceChildren();
  for (const region of game.regions) {
    const key = document.createElement("span");
    const swatch = document.createElement("span");
    swatch.className = "swatch";
    swatch.style.background = region.colour;
    key.append(swatch, region.name);
    box.append(key);
  }
}

function showStatus() {
  const g = game;
  let text;
  if (g.result !== null) text = "Game over — " + g.result;
  else text = g.players[g.to_move].name + " to act, turn " + g.turn;
  if (g.last) text += " · last action " + g.last;
  if (g.remembered) text += " · " + g.remembered;
  if (g.ply < g.line.length) text += " · viewing action " + g.ply + " of " + g.line.length;
  $("status").textContent = text;
}

function showPlayers() {
  const box = $("players");
  box.replaceChildren();
  game.players.forEach((player, index) => {
    const row = document.createElement("div");
    row.className = "player" + (game.to_move === index ? " to-act" : "");
    const disc = document.createElement("span");
    disc.className = "disc";
    disc.style.background = player.colour;
    const name = document.createElement("strong");
    name.textContent = player.name;
    const seat = document.createElement("span");
    seat.className = "seat";
    seat.textContent = player.agent === "human" ? "clicks" : player.agent;
    // After a swap of seats (the pie rule), whose seat plays this player.
    if (game.seats_swapped) seat.textContent += " (" + player.seat + "'s seat)";
    const hand = document.createElement("span");
    hand.className = "hand";
    for (const held of player.hand) {
      const count = held.count === null ? "∞" : held.count;
      const droppable = game.to_move === index &&
        game.legal.some((a) => a.kind === held.kind && a.from === null && a.to !== null);
      const piece = document.createElement(droppable ? "button" : "span");
      piece.textContent = held.name + " ×" + count;
      piece.dataset.kind = String(held.kind);
      piece.dataset.player = String(index);
      if (droppable) {
        piece.type = "button";
        piece.className = "drop";
        piece.addEventListener("click", () => select({ kind: held.kind }));
      }
      hand.append(piece, " ");
    }
    if (player.score !== null && player.score !== undefined) {
      const score = document.createElement("span");
      score.className = "score";
      score.textContent = "score " + player.score;
      hand.append(score);
    }
    row.append(disc, name, seat, hand);
    box.append(row);
  });
}

// `pass` and `end`: actions without a cell, offered as buttons.
function showWords() {
  const box = $("words");
  box.replaceChildren();
  for (const action of game.legal.filter((a) => a.to === null)) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = action.text;
    button.dataset.action = action.text;
    button.addEventListener("click", () => play(action.text));
    box.append(button);
  }
}

function showLine() {
  const list = $("line");
  list.replaceChildren();
  game.line.forEach((text, index) => {
    const item = document.createElement("li");
    item.textContent = text;
    if (index + 1 === game.ply) item.className = "current";
    else if (index >= game.ply) item.className = "ahead";
    item.addEventListener("click", () => goto(index + 1));
    list.append(item);
  });
  // Long lines scroll: keep the action shown in view.
  list.querySelector("li.current")?.scrollIntoView({ block: "nearest" });
  $("ply").textContent = game.ply + " / " + game.line.length;
  $("first").disabled = $("back").disabled = game.ply === 0;
  $("forward").disabled = $("last").disabled = game.ply === game.line.length;
}

// The middle of a cell's drawing, in the SVG's own units.
function centre(cell) {
  const box = $("board").querySelector(`g.cell[data-cell="${cell}"]`).getBBox();
  return [box.x + box.width / 2, box.y + box.height / 2, Math.min(box.width, box.height)];
}

function svgElement(name, attributes) {
  const element = document.createElementNS("http://www.w3.org/2000/svg", name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  return element;
}

// A taken piece leaves a fading dashed ring; a flipped or changed piece pulses.
function markChanges(changes) {
  const svg = $("board").querySelector("svg");
  for (const change of changes) {
    const [x, y, size] = centre(change.cell);
    const group = svg.querySelector(`g.cell[data-cell="${change.cell}"]`);
    group.classList.add(change.what);
    const ghost = change.what === "captured";
    svg.append(svgElement("circle", {
      cx: x, cy: y, r: size * (ghost ? 0.3 : 0.4), class: ghost ? "ghost" : "flip", "data-change": change.what,
    }));
  }
}

function startsAt(action, from) {
  return from.cell !== undefined ? action.from === from.cell : action.from === null && action.kind === from.kind;
}

// Highlights where the actions starting at a piece (or a piece in hand) may go.
function select(from) {
  clearSelection();
  const targets = game.legal.filter((a) => startsAt(a, from) && a.to !== null);
  if (targets.length === 0) return;
  selected = from;
  if (from.cell !== undefined) cellGroup(from.cell).classList.add("selected");
  for (const button of document.querySelectorAll("button.drop")) {
    button.classList.toggle("selected", from.kind !== undefined && Number(button.dataset.kind) === from.kind &&
      Number(button.dataset.player) === game.to_move);
  }
  const svg = $("board").querySelector("svg");
  for (const cell of new Set(targets.map((a) => a.to))) {
    cellGroup(cell).classList.add("target");
    const [x, y, size] = centre(cell);
    svg.append(svgElement("circle", { cx: x, cy: y, r: size * 0.12, class: "target-dot" }));
  }
  $("message").textContent = "";
}

function cellGroup(cell) {
  return $("board").querySelector(`g.cell[data-cell="${cell}"]`);
}

function clearSelection() {
  selected = null;
  for (const group of $("board").querySelectorAll("g.cell.selected, g.cell.target")) {
    group.classList.remove("selected", "target");
  }
  for (const dot of $("board").querySelectorAll("circle.target-dot")) dot.remove();
  for (const button of document.querySelectorAll("button.drop.selected")) button.classList.remove("selected");
  $("choice").hidden = true;
}

function clickCell(cell) {
  if (busy || game === null) return;
  if (selected !== null) {
    const fitting = game.legal.filter((a) => startsAt(a, selected) && a.to === cell);
    if (fitting.length > 0) return choose(fitting);
  }
  if (game.legal.some((a) => a.from === cell)) return select({ cell });
  const here = game.legal.filter((a) => a.from === null && a.to === cell);
  if (here.length > 0) return choose(here);
  clearSelection();
  const name = cellGroup(cell).dataset.name;
  $("message").textContent = game.result !== null ? "The game is over." : "No legal action starts or ends at " + name + ".";
}

// One action is played at once; several (a promotion or not, which piece to place) are asked.
function choose(actions) {
  if (actions.length === 1) return play(actions[0].text);
  const box = $("choices");
  box.replaceChildren();
  for (const action of actions) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = action.text;
    button.dataset.action = action.text;
    button.addEventListener("click", () => play(action.text));
    box.append(button, " ");
  }
  $("choice").hidden = false;
}

async function play(text) {
  try {
    show(await call("POST", "/api/play", { action: text }));
  } catch (error) {
    clearSelection();
    $("message").textContent = error.message;
  }
}

async function goto(ply) {
  if (busy) return;
  show(await call("POST", "/api/goto", { ply }));
}

let searching = false; // an agent's move is under way: its progress is polled

async function agentMove() {
  if (busy || game.to_move === null) return;
  const player = game.players[game.to_move].name;
  $("thinking").textContent = player + ": thinking…";
  searching = true;
  const poll = setInterval(showProgress, 250);
  try {
    const answer = await call("POST", "/api/agent");
    searching = false;
    showThought(answer.thought);
    show(answer);
  } catch (error) {
    searching = false;
    $("thinking").textContent = "";
    $("message").textContent = error.message;
  } finally {
    searching = false;
    clearInterval(poll);
  }
}

// The search's progress while it runs: what it has done, how fast, and the actions leading.
async function showProgress() {
  let live;
  try {
    live = await (await fetch("/api/progress")).json();
  } catch (error) {
    return;
  }
  if (!searching || !live.thinking) return;
  const box = $("thinking");
  box.replaceChildren();
  const head = document.createElement("p");
  head.className = "progress";
  let text = live.player + " (" + live.agent + ") thinking: " + live.done.toLocaleString() + " " + live.unit;
  if (live.budget && live.budget.count) text += " of " + live.budget.count.toLocaleString();
  if (live.budget && live.budget.ms) {
    text += ", " + (live.elapsed_ms / 1000).toFixed(1) + " s of " + (live.budget.ms / 1000).toFixed(1) + " s";
  }
  text += " (" + Math.round(live.rate).toLocaleString() + " a second)";
  head.textContent = text;
  box.append(head);
  if (live.leaders.length > 0) box.append(rootTable(live.leaders));
}

// The root actions a search weighed: action, visits, value.
function rootTable(roots) {
  const table = document.createElement("table");
  table.innerHTML = "<tr><th>action</th><th>visits</th><th>value</th></tr>";
  for (const root of roots) {
    const row = table.insertRow();
    row.insertCell().textContent = root.action;
    row.insertCell().textContent = root.visits;
    row.insertCell().textContent = root.value.toFixed(2);
  }
  return table;
}

function showThought(thought) {
  const box = $("thinking");
  box.replaceChildren();
  const head = document.createElement("p");
  let text = thought.player + " (" + thought.agent + ") played " + thought.action;
  if (thought.worth !== null) text += ", expecting " + Math.round(thought.worth * 100) + "%";
  head.textContent = text;
  box.append(head);
  if (thought.weighed.length > 0) box.append(rootTable(thought.weighed));
}

// Agents seated by the command line move by themselves, unless the viewer shows an earlier
// position or the box is unticked.
function autoPlay() {
  const g = game;
  if (!$("auto").checked || g.to_move === null || g.ply < g.line.length) return;
  if (g.players[g.to_move].agent === "human") return;
  setTimeout(agentMove, 300);
}

async function save() {
  const text = await call("GET", "/api/record");
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  link.download = game.title.toLowerCase().replace(/[^a-z0-9]+/g, "-") + ".record";
  link.click();
  URL.revokeObjectURL(link.href);
}

async function load(file) {
  try {
    const answer = await call("POST", "/api/record", await file.text());
    show(answer, answer.warning || "Loaded " + file.name + ": " + answer.line.length + " actions.");
  } catch (error) {
    $("message").textContent = error.message;
  }
}

$("undo").addEventListener("click", async () => {
  if (!busy) show(await call("POST", "/api/undo"));
});
$("agent").addEventListener("click", agentMove);
$("auto").addEventListener("change", autoPlay);
$("save").addEventListener("click", save);
$("load").addEventListener("change", (event) => {
  if (event.target.files.length > 0) load(event.target.files[0]);
  event.target.value = "";
});
$("first").addEventListener("click", () => goto(0));
$("back").addEventListener("click", () => goto(game.ply - 1));
$("forward").addEventListener("click", () => goto(game.ply + 1));
$("last").addEventListener("click", () => goto(game.line.length));
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape") clearSelection();
});

call("GET", "/api/state").then((state) => show(state));
