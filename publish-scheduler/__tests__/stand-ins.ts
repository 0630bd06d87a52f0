// The live site and the host's build hook, as the schedulers' tests stand them up: the site
// serves only its schedule (what the build published), the hook counts the builds asked for.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandIns {
  siteUrl: string;
  hookUrl: string;
  /** Sets what the live build's schedule says (null: no scheduled post). */
  schedule: (nextPostAt: string | null) => void;
  /** The POSTs the build hook received. */
  hookCalls: () => number;
  close: () => Promise<void>;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function standIns(): Promise<StandIns> {
  let nextPostAt: string | null = null;
  let calls = 0;
  const site = createServer((req, res) => {
    if (new URL(req.url ?? "/", "http://site").pathname !== "/blog/schedule.json") res.writeHead(404).end();
    else res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ nextPostAt }));
  });
  const hook = createServer((req, res) => {
    if (req.method === "POST") calls += 1;
    req.resume();
    res.writeHead(200, { "Content-Type": "application/json" }).end('{"ok":true}');
  });
  const [siteUrl, hookOrigin] = [await listen(site), await listen(hook)];
  return {
    siteUrl,
    hookUrl: `${hookOrigin}/build_hooks/0123abcd`,
    schedule: (value) => (nextPostAt = value),
    hookCalls: () => calls,
    close: async () => {
      for (const server of [site, hook]) {
        server.closeAllConnections();
        await new Promise((done) => server.close(done));
      }
    },
  };
}

/** An instant `minutes` from now (negative: ago), ISO. */
export const minutesFromNow = (minutes: number): string => new Date(Date.now() + minutes * 60_000).toISOString();
