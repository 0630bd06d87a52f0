import { defineConfig } from "sanity";

import { studioEnvironment } from "./environment";
import { postStateBadges } from "./post-state";
import { blogPresentationTool } from "./presentation";
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
  plugins: [blogStructureTool(), blogPresentationTool()],
  schema: { types: schemaTypes },
  document: { badges: postStateBadges },
  // Search and document lists the way sanity 4 did (client-side terms, plain GROQ `match`): v6's
  // default, "groq2024", asks for `text::query()`, which Sanity's own GROQ engine (groq-js, what
  // the local Sanity API runs) does not implement, so the lists would fail there. One strategy
  // for both APIs keeps what the tests exercise what editors use (docs/decisions.md).
  search: { strategy: "groqLegacy" },
});
