// The page of `yon serve` and of the playground: draws what /api/state says and plays by
// clicks. Plain script, no build step: the server embeds this file as it is. Behind `yon serve`
// requests go to the server; in the playground (`playground.js` sets `yonPlayground`) to yon
// compiled to WebAssembly in a web worker, which answers the same requests the same way.
"use strict";

let game = null;      // the last state from the server
let selected = null;  // {cell} or {kind}: where the actions offered start
let busy = false;     // a request is under way: the page waits for it

const $ = (id) => document.getElementById(id);

// Sends one request to whatever plays the game; resolves to its JSON (or text) answer.
async function ask(method, path, body) {
  if (window.yonPlayground) return window.yonPlayground.call(method, path, body);
  const response = await fetch(path, {
    method,
    headers: method === "GET" ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : (typeof body === "string" ? body : JSON.stringify(body)),
  });
  const text = await response.text();
  const answer = response.headers.get("Content-Type").startsWith("application/json") ? JSON.parse(text) : text;
  if (!response.ok) throw new Error(answer.error || text);
  return answer;
}

async function call(method, path, body) {
  busy = true;
  try {
    return await ask(method, path, body);
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
  liftNames();
  markRecent(state.recent);
  markChanges(state.changes);
  showLegend();
  showStatus();
  showPlayers();
  showDice();
  showWords();
  showLine();
  $("choice").hidden = true;
  $("message").textContent = note || "";
  $("undo").disabled = state.ply === 0;
  $("new").disabled = state.line.length === 0;
  if (state.title !== rulesOf) showRules(state.title);
  $("agent").disabled = state.to_move === null;
  document.body.dataset.ply = String(state.ply);
  document.body.dataset.over = state.result === null ? "no" : "yes";
  autoPlay();
}

let rulesOf = null; // the title of the game whose rules are shown

// The rules in words (`yon rules`), under the board's controls.
async function showRules(title) {
  rulesOf = title;
  try {
    $("rules-text").textContent = await ask("GET", "/api/rules");
  } catch (error) {
    $("rules-text").textContent = error.message;
  }
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

// The last throw's dice, `dice: 3 5`, those used greyed; hidden in a game without dice and
// before the first throw. A double that counts twice shows its four values.
function showDice() {
  const box = $("dice");
  const dice = game.dice;
  box.replaceChildren();
  box.hidden = !dice || dice.given.length === 0;
  box.dataset.left = dice ? dice.pool.join(" ") : "";
  if (box.hidden) return;
  // What the throw gave less what is left: used, greyed from the first copy of each value.
  const used = [...dice.given];
  for (const value of dice.pool) {
    const left = used.indexOf(value);
    if (left >= 0) used.splice(left, 1);
  }
  box.append("dice:");
  for (const value of dice.given) {
    const die = document.createElement("span");
    const spent = used.indexOf(value);
    if (spent >= 0) used.splice(spent, 1);
    die.className = spent >= 0 ? "die used" : "die";
    die.textContent = String(value);
    box.append(" ", die);
  }
  if (dice.thrown.join(" ") !== dice.given.join(" ") && dice.thrown.length > 1) {
    box.append(" (thrown " + dice.thrown.join(" ") + ")");
  }
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
    const mover = game.movers ? game.movers[index] : null;
    item.textContent = mover ? mover + ": " + text : text;
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

// Whether an action reaches a cell: any cell a shape covers (`cells`), or where it goes.
function reaches(action, cell) {
  return action.cells ? action.cells.includes(cell) : action.to === cell;
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
  for (const cell of new Set(targets.flatMap((a) => a.cells || [a.to]))) {
    cellGroup(cell).classList.add("target");
    const [x, y, size] = centre(cell);
    addMark(svgElement("circle", { cx: x, cy: y, r: size * 0.1, class: "target-dot" }));
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
  if (game.result !== null) {
    $("message").textContent = "The game is over.";
    return;
  }
  const name = cellGroup(cell).dataset.name;
  if (selected !== null) {
    const fitting = game.legal.filter((a) => startsAt(a, selected) && reaches(a, cell));
    if (fitting.length > 0) return choose(fitting);
    if (game.legal.some((a) => a.from === cell)) return select({ cell });
    // A move or a drop the rules do not allow: refused, with the engine's reasons.
    const from = selected;
    clearSelection();
    return refuse(from.cell !== undefined ? cellGroup(from.cell).dataset.name + "-" + name : dropName(from.kind) + "*" + name);
  }
  if (game.legal.some((a) => a.from === cell)) return select({ cell });
  const here = game.legal.filter((a) => a.from === null && a.to !== null && reaches(a, cell));
  const kinds = [...new Set(here.map((a) => a.kind))];
  // Shapes of several kinds cover the cell: which piece first, then which placement.
  if (kinds.length > 1 && here.some((a) => a.cells)) return chooseKind(kinds, here);
  if (here.length > 0) return choose(here);
  clearSelection();
  refuse(name);
}

// The letter a piece in the hand of the player to act is dropped by (`P` of `P*e5`).
function dropName(kind) {
  const held = game.players[game.to_move].hand.find((h) => h.kind === kind);
  return held ? held.letter : "?";
}

// Says why the action a click named cannot be played: the engine's reasons, each with its
// rule's line, as `yon why` gives them.
async function refuse(text) {
  try {
    const answer = await call("POST", "/api/why", { action: text });
    $("message").textContent = answer.legal ? "" : answer.why;
  } catch (error) {
    $("message").textContent = error.message;
  }
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
$("new").addEventListener("click", async () => {
  if (!busy) show(await call("POST", "/api/new"), "A new game.");
});
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

// The playground opens a game itself; behind `yon serve` the game is there already.
if (window.yonPlayground) window.yonPlayground.start({ show, call, ask });
else call("GET", "/api/state").then((state) => show(state));
