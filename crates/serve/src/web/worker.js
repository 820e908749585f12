// The playground's worker: yon compiled to WebAssembly (yon.wasm, built from playground/)
// answers the page's requests here, off the page's thread, so the page stays responsive while
// an agent searches. One request at a time, in order; a search's progress is sent as it goes.
"use strict";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
let yon = null;

function read(ptr, len) {
  return decoder.decode(new Uint8Array(yon.memory.buffer, ptr, len));
}

async function start() {
  const bytes = await (await fetch("yon.wasm")).arrayBuffer();
  const imports = {
    yon: {
      now_ms: () => performance.now(),
      progress: (ptr, len) => postMessage({ progress: read(ptr, len) }),
    },
  };
  yon = (await WebAssembly.instantiate(bytes, imports)).instance.exports;
}

let ready = start();

// `{id, request: {method, path, body}}` in; `{id, answer: {status, type, body}}` or
// `{id, error}` out.
onmessage = async (event) => {
  const { id, request } = event.data;
  try {
    await ready;
    const bytes = encoder.encode(JSON.stringify(request));
    const ptr = yon.yon_alloc(bytes.length);
    new Uint8Array(yon.memory.buffer, ptr, bytes.length).set(bytes);
    const len = yon.yon_answer(ptr, bytes.length);
    postMessage({ id, answer: JSON.parse(read(yon.yon_answer_ptr(), len)) });
  } catch (error) {
    // A trap leaves the module's memory in no known state: start afresh (the game is lost).
    ready = start();
    postMessage({ id, error: "yon failed on this request (a bug: please report it): " + error });
  }
};
