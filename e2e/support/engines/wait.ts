/** Resolves once check() holds, polling every 100 ms; throws `message` after timeoutMs. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  message: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${message} (waited ${timeoutMs} ms)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
