/** @jest-environment node */
import { blogSourcePlugins } from "../blog-source-plugins";

const rootDir = "/site";

describe("blogSourcePlugins", () => {
  it("sources the bundled export when no Sanity project is configured, watching it in develop", () => {
    const [plugin] = blogSourcePlugins({}, { rootDir, preview: true }) as Array<{
      resolve: string;
      options: Record<string, unknown>;
    }>;
    expect(plugin?.resolve).toBe("sanity-export-source");
    expect(plugin?.options).toMatchObject({
      exportPath: "/site/content/blog/data.ndjson",
      graphqlSchemaPath: "/site/sanity/graphql-api.graphql",
      dataset: "production",
      watch: true,
      overlayDrafts: true,
    });
  });

  it("reads another export when BLOG_EXPORT_PATH is set, without drafts in a production build", () => {
    const [plugin] = blogSourcePlugins(
      { BLOG_EXPORT_PATH: "/tmp/bench/data.ndjson" },
      { rootDir, preview: false },
    ) as Array<{
      options: Record<string, unknown>;
    }>;
    expect(plugin?.options).toMatchObject({ exportPath: "/tmp/bench/data.ndjson", watch: false, overlayDrafts: false });
  });

  it("uses gatsby-source-sanity with SANITY_PROJECT_ID, dataset production by default", () => {
    const [plugin] = blogSourcePlugins({ SANITY_PROJECT_ID: "abc123" }, { rootDir, preview: false }) as Array<{
      resolve: string;
      options: Record<string, unknown>;
    }>;
    expect(plugin?.resolve).toBe("gatsby-source-sanity");
    expect(plugin?.options).toEqual({
      projectId: "abc123",
      dataset: "production",
      token: undefined,
      watchMode: false,
      overlayDrafts: false,
    });
  });

  it("passes SANITY_API_HOST to the plugin's apiHost, and leaves Sanity's own host when unset", () => {
    const env = { SANITY_PROJECT_ID: "127", SANITY_API_HOST: " http://0.0.1:55012 " };
    const [local] = blogSourcePlugins(env, { rootDir, preview: false }) as Array<{ options: Record<string, unknown> }>;
    expect(local?.options.apiHost).toBe("http://0.0.1:55012");
    const [hosted] = blogSourcePlugins(
      { SANITY_PROJECT_ID: "abc123", SANITY_API_HOST: "" },
      { rootDir, preview: false },
    ) as Array<{ options: Record<string, unknown> }>;
    expect(hosted?.options).not.toHaveProperty("apiHost");
  });

  it("turns on watch mode and draft overlay only in develop with a token", () => {
    const env = { SANITY_PROJECT_ID: "abc123", SANITY_DATASET: "staging", SANITY_TOKEN: "sk-secret" };
    const [develop] = blogSourcePlugins(env, { rootDir, preview: true }) as Array<{ options: Record<string, unknown> }>;
    const [build] = blogSourcePlugins(env, { rootDir, preview: false }) as Array<{ options: Record<string, unknown> }>;
    expect(develop?.options).toMatchObject({
      dataset: "staging",
      token: "sk-secret",
      watchMode: true,
      overlayDrafts: true,
    });
    expect(build?.options).toMatchObject({ token: "sk-secret", watchMode: false, overlayDrafts: false });
    const [noToken] = blogSourcePlugins({ SANITY_PROJECT_ID: "abc123" }, { rootDir, preview: true }) as Array<{
      options: Record<string, unknown>;
    }>;
    expect(noToken?.options).toMatchObject({ watchMode: false, overlayDrafts: false });
  });
});
