// An agent's thinking on the page (`yon.js` asks it to move): its progress while it searches,
// and the root actions it weighed once it has moved. Plain script, loaded before `yon.js`.
"use strict";

// The search's progress while it runs: what it has done, how fast, and the actions leading.
async function showProgress() {
  let live;
  try {
    live = await ask("GET", "/api/progress");
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
