// The playground: yon compiled to WebAssembly runs in a web worker (worker.js), and this script
// stands where `yon serve`'s server would — `yon.js` sends it the same requests — and adds
// what a page with no server needs: the catalogue of built-in games, an editor whose text is
// checked as it is typed and can be played at once, and links that hold a game's text.
"use strict";

(function () {
  const worker = new Worker("worker.js");
  const waiting = new Map(); // request id → {resolve, reject}
  let nextId = 1;
  let progress = { thinking: false }; // the last a search sent while the worker is busy

  worker.onmessage = (event) => {
    const message = event.data;
    if (message.progress !== undefined) {
      progress = JSON.parse(message.progress);
      return;
    }
    const { resolve, reject } = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error !== undefined) reject(new Error(message.error));
    else resolve(message.answer);
  };

  // One request to yon in the worker; resolves to its JSON (or text), rejects with its error.
  async function call(method, path, body) {
    // The worker cannot answer while it searches: the progress it last sent is the answer.
    if (path === "/api/progress") return progress;
    const id = nextId++;
    const text = body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body);
    const answer = await new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, request: { method, path, body: text } });
    });
    if (path === "/api/agent") progress = { thinking: false };
    const value = answer.type.startsWith("application/json") ? JSON.parse(answer.body) : answer.body;
    if (answer.status >= 400) throw new Error(value.error || answer.body);
    return value;
  }

  const $ = (id) => document.getElementById(id);
  let page = null; // yon.js: {show, call, ask}
  let games = []; // the catalogue
  let current = { name: "", source: "" }; // the game being played

  // Starts the game of `source` with the person in seat `human`; on failure the editor shows why.
  async function open(name, source, human) {
    try {
      const state = await page.call("POST", "/api/open", { name, source, human });
      current = { name, source };
      fillSeats(state.players, human);
      page.show(state, "");
      $("editor").dataset.playing = name;
      return true;
    } catch (error) {
      $("editor").open = true;
      $("diagnostics").textContent = error.message;
      $("diagnostics").className = "errors";
      return false;
    }
  }

  function fillSeats(players, human) {
    const select = $("human");
    select.replaceChildren();
    players.forEach((player, index) => select.append(new Option(player.name, String(index))));
    select.append(new Option("nobody (agents only)", "none"));
    select.value = human === null ? "none" : String(human);
  }

  function human() {
    const value = $("human").value;
    return value === "none" ? null : Number(value || 0);
  }

  function describe(name) {
    const game = games.find((g) => g.name === name);
    $("about").textContent = game ? game.title + " — " + game.players + " players. " + (game.description || "") : "";
  }

  // Opens a built-in game: the editor gets its text, the board its start.
  async function openBuiltIn(name) {
    const game = games.find((g) => g.name === name);
    if (!game) return;
    $("source").value = game.text;
    describe(name);
    await check();
    await open(name, game.text, 0);
  }

  // `yon check` of the editor's text: the verdict beside the button, the diagnostics below.
  async function check() {
    const source = $("source").value;
    const answer = await call("POST", "/api/check", { source, name: editedName() });
    if (source !== $("source").value) return; // typed on meanwhile: a newer check follows
    const errors = answer.diagnostics.filter((d) => d.severity === "error").length;
    const warnings = answer.diagnostics.length - errors;
    $("verdict").textContent = answer.valid
      ? "ok" + (warnings ? ", " + warnings + " warning" + (warnings > 1 ? "s" : "") : "")
      : errors + " error" + (errors === 1 ? "" : "s");
    $("verdict").className = answer.valid ? "ok" : "errors";
    $("diagnostics").textContent = answer.rendered;
    $("diagnostics").className = answer.valid ? "" : "errors";
    $("play-edited").disabled = !answer.valid;
  }

  function editedName() {
    return $("games").value || "playground";
  }

  let timer = null;
  function checkSoon() {
    clearTimeout(timer);
    timer = setTimeout(check, 250);
  }

  // A link holding the text, deflated and in base64url, in the fragment (never sent to a server).
  async function share() {
    const bytes = new TextEncoder().encode(current.source);
    const packed = await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"))).arrayBuffer();
    let binary = "";
    for (const byte of new Uint8Array(packed)) binary += String.fromCharCode(byte);
    const code = btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    const url = location.href.split("#")[0] + "#game=" + code;
    history.replaceState(null, "", url);
    try {
      await navigator.clipboard.writeText(url);
      $("message").textContent = "The link is in the address bar and on the clipboard.";
    } catch (error) {
      $("message").textContent = "The link is in the address bar.";
    }
  }

  async function unshare(code) {
    const binary = atob(code.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    return await new Response(stream).text();
  }

  async function start(yon) {
    page = yon;
    $("playground").hidden = false;
    games = await call("GET", "/api/games");
    for (const game of games) $("games").append(new Option(game.title, game.name));
    $("open").addEventListener("click", () => openBuiltIn($("games").value));
    $("games").addEventListener("change", () => describe($("games").value));
    $("human").addEventListener("change", () => open(current.name, current.source, human()));
    $("source").addEventListener("input", checkSoon);
    $("play-edited").addEventListener("click", async () => {
      await check();
      if (!$("play-edited").disabled) open(editedName(), $("source").value, human());
    });
    $("share").addEventListener("click", share);
    const shared = location.hash.match(/^#game=([A-Za-z0-9_-]+)$/);
    if (shared) {
      try {
        $("source").value = await unshare(shared[1]);
        $("editor").open = true;
        await check();
        await open("shared", $("source").value, 0);
        return;
      } catch (error) {
        $("message").textContent = "The link's game does not read: " + error.message;
      }
    }
    // The shortest file first: the quickest to read and to play.
    const first = games.reduce((a, b) => (b.text.length < a.text.length ? b : a)).name;
    $("games").value = first;
    await openBuiltIn(first);
  }

  window.yonPlayground = { call, start };
})();
