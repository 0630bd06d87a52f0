/** @jest-environment node */
import { spawnSync } from "node:child_process";

import { gatsbyDevelopEnv, readPreviewConfig } from "../preview-config.ts";

const secret = "a-secret-long-enough-to-resist-guessing-0001";
const complete = { PREVIEW_SECRET: secret, SANITY_PROJECT_ID: "abc123", SANITY_TOKEN: "sk-read", PORT: "8080" };

describe("npm run preview's configuration", () => {
  it("starts with the editors' secret, the Sanity project and its token", () => {
    const sanity = { projectId: "abc123", dataset: "production", token: "sk-read" };
    expect(readPreviewConfig(complete)).toEqual({
      problems: [],
      config: { port: 8080, secret, trustedProxy: { kind: "none" }, sanity },
    });
    expect(
      readPreviewConfig({
        ...complete,
        PORT: undefined,
        PREVIEW_TRUST_PROXY: "1",
        SANITY_DATASET: "staging",
        SANITY_API_HOST: "http://0.0.1:55333",
      }).config,
    ).toEqual({
      port: 9000,
      secret,
      trustedProxy: { kind: "hops", hops: 1 },
      sanity: { ...sanity, dataset: "staging", apiHost: "http://0.0.1:55333" },
    });
  });

  it.each([
    ["no secret", { PREVIEW_SECRET: undefined }, /^PREVIEW_SECRET is not set/],
    ["a blank secret", { PREVIEW_SECRET: "   " }, /^PREVIEW_SECRET is not set/],
    ["a short secret", { PREVIEW_SECRET: "hunter2" }, /^PREVIEW_SECRET has 7 characters; use at least 32/],
    ["no project", { SANITY_PROJECT_ID: "" }, /^SANITY_PROJECT_ID is not set/],
    ["no token", { SANITY_TOKEN: undefined }, /^SANITY_TOKEN is not set/],
    [
      "an API host that is no URL",
      { SANITY_API_HOST: "api.sanity.io" },
      /^SANITY_API_HOST is not an http\(s\) address/,
    ],
    [
      "a Studio address that is no URL",
      { SANITY_STUDIO_URL: "javascript:alert(1)" },
      /^SANITY_STUDIO_URL is not an http\(s\) address/,
    ],
    ["a port that is no port", { PORT: "80a" }, /^PORT is not a port number/],
    [
      "a proxy trusted without saying which",
      { PREVIEW_TRUST_PROXY: "true" },
      /^PREVIEW_TRUST_PROXY is "true": name the proxy/,
    ],
    [
      "a proxy address that is no address",
      { PREVIEW_TRUST_PROXY: "10.0.0.0/99" },
      /^PREVIEW_TRUST_PROXY is "10\.0\.0\.0\/99"/,
    ],
    [
      "the refresh endpoint without a token",
      { ENABLE_GATSBY_REFRESH_ENDPOINT: "true" },
      /^ENABLE_GATSBY_REFRESH_ENDPOINT is set without GATSBY_REFRESH_TOKEN/,
    ],
  ])("refuses %s, saying what is wrong", (_, change, message) => {
    const { problems, config } = readPreviewConfig({ ...complete, ...change });
    expect(config).toBeUndefined();
    expect(problems).toEqual([expect.stringMatching(message)]);
  });

  it("trusts the proxies it is told of: a hop count, or addresses and ranges", () => {
    const proxyOf = (value: string) =>
      readPreviewConfig({ ...complete, PREVIEW_TRUST_PROXY: value }).config?.trustedProxy;
    expect(proxyOf("0")).toEqual({ kind: "none" });
    expect(proxyOf("2")).toEqual({ kind: "hops", hops: 2 });
    const named = proxyOf("10.0.0.0/8, 192.0.2.7, 2001:db8::/32");
    expect(named?.kind).toBe("addresses");
    if (named?.kind !== "addresses") return;
    expect(["10.1.2.3", "192.0.2.7", "192.0.2.8"].map((address) => named.list.check(address, "ipv4"))).toEqual([
      true,
      true,
      false,
    ]);
    expect(named.list.check("2001:db8:1::5", "ipv6")).toBe(true);
  });

  it("gives gatsby develop the site's environment in development with click-to-edit, without the secret or the front's port", () => {
    const env = gatsbyDevelopEnv({
      ...complete,
      PREVIEW_TRUST_PROXY: "1",
      NODE_ENV: "production",
      SANITY_DATASET: "staging",
    });
    expect(env).toEqual({
      SANITY_PROJECT_ID: "abc123",
      SANITY_TOKEN: "sk-read",
      SANITY_DATASET: "staging",
      NODE_ENV: "development",
      SANITY_VISUAL_EDITING: "1",
      GATSBY_QUERY_ON_DEMAND_LOADING_INDICATOR: "false",
      GATSBY_TELEMETRY_DISABLED: "1",
    });
    expect(gatsbyDevelopEnv({ ...complete, SANITY_STUDIO_URL: "https://team.sanity.studio" })).toMatchObject({
      GATSBY_SANITY_STUDIO_URL: "https://team.sanity.studio",
    });
  });

  it("exits 1 before starting anything, listing every problem", () => {
    const run = spawnSync(process.execPath, ["preview-service/cli.ts"], {
      env: { PATH: process.env.PATH, PREVIEW_SECRET: "short" },
      encoding: "utf8",
      timeout: 30000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^✖ The preview cannot start:\n {2}- PREVIEW_SECRET has 5 characters.*\n {2}- SANITY_PROJECT_ID is not set.*\n {2}- SANITY_TOKEN is not set/,
    );
  });
});
