import { type CliConfig, defineCliConfig } from "sanity/cli";

import { studioEnvironment } from "./environment";

const { projectId, dataset, apiHost } = studioEnvironment;

/**
 * `api.apiHost` is not in CliConfig's type, but the CLI passes `api` whole to its
 * client, so `sanity schema validate` and `sanity graphql deploy` reach the same
 * API as the Studio (the local one when SANITY_STUDIO_API_HOST is set).
 */
const api: NonNullable<CliConfig["api"]> & { apiHost?: string } = {
  projectId,
  dataset,
  ...(apiHost ? { apiHost } : {}),
};

export default defineCliConfig({
  api,
  // The Studio is built from this repository's pinned `sanity`, never fetched at start.
  deployment: { autoUpdates: false },
});
