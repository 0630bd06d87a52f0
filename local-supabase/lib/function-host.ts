// Runs one edge function (the file URL in Deno.args[0]) for the local backend, and exits when
// the backend that started it goes away. The backend holds this process's stdin open and never
// writes to it, so end-of-file means the parent is gone, even when it was SIGKILLed and had
// no chance to stop its children: no orphaned Deno process keeps a port.
const entry = Deno.args[0];
if (!entry) throw new Error("function-host: pass the function's file URL");

(async () => {
  const buffer = new Uint8Array(256);
  try {
    while ((await Deno.stdin.read(buffer)) !== null) {
      // the parent never writes; anything read is ignored
    }
  } finally {
    Deno.exit(0);
  }
})();

await import(entry);
