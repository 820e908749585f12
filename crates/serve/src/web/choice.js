// Choices: when a click names several actions (a promotion or not, which piece to place, which
// way a shape lies) the page asks which, with a button each; a shape's button shows the cells it
// would cover while pointed at. Plain script, loaded before `yon.js`, whose `play` and `select`
// it calls.
"use strict";

// One action is played at once; several (a promotion or not, which piece to place, which way
// a shape lies) are asked, each shape's cells shown while its button is pointed at.
function choose(actions) {
  if (actions.length === 1) return play(actions[0].text);
  offer(actions.map((action) => [action.text, () => play(action.text), action.cells]));
}

// The kinds of shape that cover a clicked cell, from the hand of the player to act: choosing
// one selects it and asks which of its placements there.
function chooseKind(kinds, here) {
  const hand = game.players[game.to_move].hand;
  offer(kinds.map((kind) => [(hand.find((h) => h.kind === kind) || { name: "?" }).name, () => {
    select({ kind });
    choose(here.filter((a) => a.kind === kind));
  }]));
}

// Buttons in the choice box: [label, what a click does, the cells to show while pointed at].
function offer(choices) {
  const box = $("choices");
  box.replaceChildren();
  for (const [label, click, cells] of choices) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = label;
    button.dataset.action = label;
    button.addEventListener("click", click);
    if (cells) previewOn(button, cells);
    box.append(button, " ");
  }
  $("choice").hidden = false;
}

// Shows the cells a choice would cover while its button is pointed at or focused.
function previewOn(button, cells) {
  const mark = (on) => {
    for (const cell of cells) $("board").querySelector(`g.cell[data-cell="${cell}"]`)?.classList.toggle("preview", on);
  };
  button.addEventListener("mouseenter", () => mark(true));
  button.addEventListener("focus", () => mark(true));
  button.addEventListener("mouseleave", () => mark(false));
  button.addEventListener("blur", () => mark(false));
}
