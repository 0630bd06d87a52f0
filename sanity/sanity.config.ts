import { defineConfig } from "sanity";

import { studioEnvironment } from "./environment";
import { schemaTypes } from "./schemas";
import { blogStructureTool } from "./structure";

const { projectId, dataset, apiHost } = studioEnvironment;

/**
 * The blog's Studio: one workspace on SANITY_STUDIO_PROJECT_ID / SANITY_STUDIO_DATASET,
 * reaching SANITY_STUDIO_API_HOST when set (the local Sanity API) and api.sanity.io
 * otherwise. Each tool is one plugin in its own folder; add a tool to `plugins`.
 */
export default defineConfig({
  name: "default",
  title: "Blog",
  projectId,
  dataset,
  ...(apiHost ? { apiHost } : {}),
  plugins: [blogStructureTool()],
  schema: { types: schemaTypes },
});
