// A child of `npm start` (or of a test) must not outlive it, even when the parent is SIGKILLed
// and cannot stop it. The parent spawns the child with stdin as a pipe it never writes to and
// sets EXIT_WITH_PARENT=1; end-of-file on stdin then means the parent is gone.

/** Calls onParentGone once stdin ends, when EXIT_WITH_PARENT=1; otherwise does nothing. */
export function onParentExit(onParentGone: () => void, env: NodeJS.ProcessEnv = process.env): void {
  if (env.EXIT_WITH_PARENT !== "1") return;
  let called = false;
  const gone = () => {
    if (called) return;
    called = true;
    onParentGone();
  };
  process.stdin.on("end", gone);
  process.stdin.on("close", gone);
  process.stdin.on("error", gone);
  process.stdin.resume();
}
