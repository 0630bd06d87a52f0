// Runs the Studio's own `sanity graphql deploy --dry-run` against the local Sanity API and returns
// the API specification it sends for validation. The CLI loads the Studio workspace (GET
// /users/me), asks which API generation is deployed (HEAD /apis/graphql/<dataset>/default: gen3),
// then POSTs the specification to …/default/validate, which the local API keeps in graphqlSpecs.
import { runSanityCli, studioCliEnv } from "../sanity-tools/sanity-cli.ts";
import { startSanityApi } from "../../local-sanity/server.ts";
import type { ApiSpec } from "./spec-to-sdl.ts";

/** The API specification `sanity graphql deploy --dry-run` sends for the Studio's schemas. */
export async function captureGraphqlSpec(): Promise<ApiSpec> {
  const api = await startSanityApi({ port: 0, token: "graphql-capture" });
  try {
    // Plain HTTP: the CLI's Node then needs no certificate. `graphql deploy` needs a login.
    const env = studioCliEnv({
      projectId: api.projectId,
      dataset: api.dataset,
      apiHost: api.apiHost,
      extra: { SANITY_AUTH_TOKEN: api.token },
    });
    await runSanityCli(["graphql", "deploy", "--dry-run"], env);
    const captured = api.graphqlSpecs.get("default");
    if (!captured) throw new Error("sanity graphql deploy --dry-run sent no API specification to the local Sanity API");
    // As the CLI sent it; apiSpecToSdl refuses what it cannot print.
    return captured.spec as unknown as ApiSpec;
  } finally {
    await api.close();
  }
}
