// Marks on the board of the page (`yon.js` draws the board): names lifted above the pieces,
// the actions since the player to act last acted ringed, captures and flips shown. Plain
// script, loaded before `yon.js`; it reads the board from the page, never a game's rules.
"use strict";

// The spots' names of a graph board, drawn under the pieces by the server, lifted into a layer
// of their own above pieces and destination dots, at the foot of each spot, so that they stay
// readable; new marks go beneath this layer.
function liftNames() {
  const svg = $("board").querySelector("svg");
  const layer = svgElement("g", { class: "names" });
  for (const name of svg.querySelectorAll("text.spot-name")) {
    const group = name.closest("g.cell");
    if (group && group.querySelector('circle[stroke="#222"]')) {
      // A piece stands here: the name moves below its letter.
      const [, y, size] = centre(Number(group.dataset.cell));
      name.setAttribute("y", (y + size * 0.42).toFixed(1));
      name.setAttribute("font-size", "9");
    }
    layer.append(name);
  }
  svg.append(layer);
}

// Adds a mark to the board beneath the names.
function addMark(element) {
  const svg = $("board").querySelector("svg");
  svg.insertBefore(element, svg.querySelector("g.names"));
}

// Every action since the player to act last acted: its destination ringed, its start dashed.
function markRecent(recent) {
  for (const action of recent) {
    for (const [cell, what] of [[action.from, "recent-from"], [action.to, "recent"]]) {
      if (cell === null) continue;
      const [x, y, size] = centre(cell);
      const ring = svgElement("circle", { cx: x, cy: y, r: size * 0.46, class: what });
      ring.append(svgElement("title", {}));
      ring.firstChild.textContent = action.player + ": " + action.text;
      addMark(ring);
    }
  }
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
    addMark(svgElement("circle", {
      cx: x, cy: y, r: size * (ghost ? 0.3 : 0.4), class: ghost ? "ghost" : "flip", "data-change": change.what,
    }));
  }
}
