import { deployVariables, isLocalBuild, localSiteEnv, resolveSiteEnv } from "../deploy-env";

const deployed = {
  GATSBY_SUPABASE_URL: "https://abcd1234.supabase.co/",
  GATSBY_SUPABASE_ANON_KEY: "eyJ.public-anon.key",
  GATSBY_WHATSAPP_GROUP_URL: "https://chat.whatsapp.com/RealInvite123",
  GATSBY_SCRIPT_LEADS_ENDPOINT: "https://script.google.com/macros/s/AKfy/exec",
  SITE_URL: "https://www.meridian.pt/",
};
const required = deployVariables.filter((variable) => variable.required).map(({ name }) => name);

describe("a deploy build's configuration", () => {
  it("stops a build with nothing set, naming every required variable and where to set it", () => {
    const result = resolveSiteEnv({}, "build");
    expect(result.ok).toBe(false);
    const message = result.ok ? "" : result.message;
    for (const name of required) expect(message).toContain(`${name} is not set`);
    expect(message).not.toContain("GATSBY_SCRIPT_LEADS_ENDPOINT");
    expect(message).toMatch(/build environment variables/);
    expect(message).toMatch(/LOCAL_BACKEND=1/);
  });

  it("names only the variables that are missing or blank", () => {
    const result = resolveSiteEnv({ ...deployed, SITE_URL: "   ", GATSBY_WHATSAPP_GROUP_URL: undefined }, "build");
    const message = result.ok ? "" : result.message;
    expect(message).toContain("SITE_URL is not set");
    expect(message).toContain("GATSBY_WHATSAPP_GROUP_URL is not set");
    expect(message).not.toContain("GATSBY_SUPABASE_URL");
    expect(message).not.toContain("GATSBY_SCRIPT_LEADS_ENDPOINT");
  });

  it("builds without GATSBY_SCRIPT_LEADS_ENDPOINT (the generators post to the project's function), and checks it when set", () => {
    const { GATSBY_SCRIPT_LEADS_ENDPOINT: _override, ...withoutOverride } = deployed;
    expect(resolveSiteEnv(withoutOverride, "build")).toEqual({
      ok: true,
      values: {
        ...withoutOverride,
        GATSBY_SCRIPT_LEADS_ENDPOINT: "",
        GATSBY_SUPABASE_URL: "https://abcd1234.supabase.co",
        SITE_URL: "https://www.meridian.pt",
      },
    });
    const result = resolveSiteEnv({ ...deployed, GATSBY_SCRIPT_LEADS_ENDPOINT: "script.google.com/x" }, "build");
    expect(result.ok ? "" : result.message).toContain("GATSBY_SCRIPT_LEADS_ENDPOINT is not an http(s) URL");
  });

  it("refuses an address that is not an http(s) URL", () => {
    const result = resolveSiteEnv({ ...deployed, GATSBY_SUPABASE_URL: "abcd1234.supabase.co" }, "build");
    expect(result.ok ? "" : result.message).toContain(
      'GATSBY_SUPABASE_URL is not an http(s) URL ("abcd1234.supabase.co")',
    );
  });

  it("uses exactly the given values, without a trailing slash on the site and project URLs", () => {
    expect(resolveSiteEnv(deployed, "build")).toEqual({
      ok: true,
      values: { ...deployed, GATSBY_SUPABASE_URL: "https://abcd1234.supabase.co", SITE_URL: "https://www.meridian.pt" },
    });
  });

  it("lets LOCAL_BACKEND=1 build against the local backend on purpose, keeping what is given", () => {
    const result = resolveSiteEnv({ LOCAL_BACKEND: "1", GATSBY_SUPABASE_URL: "http://127.0.0.1:55070" }, "build");
    expect(result).toEqual({ ok: true, values: { ...localSiteEnv, GATSBY_SUPABASE_URL: "http://127.0.0.1:55070" } });
    expect(localSiteEnv.GATSBY_SUPABASE_URL).toBe("http://localhost:54321");
  });

  it("keeps gatsby develop local", () => {
    expect(resolveSiteEnv({}, "develop")).toEqual({ ok: true, values: localSiteEnv });
  });

  it("calls only a gatsby build without LOCAL_BACKEND=1 a deploy build (it skips the GraphQL types a local build writes)", () => {
    expect(isLocalBuild({}, "build")).toBe(false);
    expect(isLocalBuild({ LOCAL_BACKEND: "1" }, "build")).toBe(true);
    expect(isLocalBuild({}, "develop")).toBe(true);
  });
});
