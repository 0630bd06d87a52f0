/**
 * The test build (scripts/test.ts, built with e2eSiteEnv()) uses exactly the backend it was
 * configured with: its JavaScript and its Content-Security-Policy name the configured Supabase
 * URL (the script generators post to its send-to-sheets route), and no local default
 * (localhost:54321) is left in them.
 * The deploy-variable check itself: src/config/__tests__/deploy-env.test.ts and deploy-build.test.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { localSiteEnv } from "../src/config/deploy-env";
import { publicDir } from "./support/built-site";
import { backendUrl } from "./support/local-backend";
import { scriptLeadsRoute } from "../src/config/backend";

const javascript = readdirSync(publicDir)
  .filter((name) => name.endsWith(".js"))
  .map((name) => readFileSync(join(publicDir, name), "utf8"))
  .join("\n");

/** The `connect-src` sources of the policy the build wrote into `_headers`. */
function connectSources(): string[] {
  const headers = readFileSync(join(publicDir, "_headers"), "utf8");
  const policy = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? "";
  return (/(?:^|; )connect-src ([^;]*)/.exec(policy)?.[1] ?? "").split(" ");
}

describe("the built site's backend configuration", () => {
  it("puts the configured Supabase URL and the script-lead route into the JavaScript", () => {
    expect(javascript).toContain(JSON.stringify(backendUrl()));
    // The endpoint is the project URL and the route, joined in the browser (a template literal in the bundle).
    expect(javascript).toContain(`${scriptLeadsRoute}\``);
  });

  it("leaves no local default in the JavaScript: the only local addresses are the configured one and gotrue's own", () => {
    expect(javascript).not.toContain(localSiteEnv.GATSBY_SUPABASE_URL);
    const localOrigins = new Set(javascript.match(/https?:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?/g));
    // gotrue-js (inside supabase-js) carries http://localhost:9999 as its default; supabase-js
    // always passes the project URL instead.
    expect([...localOrigins].sort()).toEqual([new URL(backendUrl()).origin, "http://localhost:9999"].sort());
  });

  it("allows exactly the configured backend origin in the Content-Security-Policy", () => {
    const sources = connectSources();
    expect(sources).toContain(new URL(backendUrl()).origin);
    expect(sources.filter((source) => /localhost|127\.0\.0\.1/.test(source))).toEqual([new URL(backendUrl()).origin]);
  });
});
