/**
 * The Studio's settings, from SANITY_STUDIO_* variables. The CLI (sanity.cli.ts,
 * `sanity schema validate`, `sanity graphql deploy`) reads them from the environment;
 * `sanity build` and `sanity dev` write the ones that are set into the bundle (Vite's
 * `define` replaces each `process.env.SANITY_STUDIO_…` expression as written, so each
 * is named in full). No token is ever read here: editors log in in the browser.
 */

/** The project and dataset of the local Sanity API (`npm run sanity:local`), used when none is set. */
export const localProjectId = "127";
export const defaultDataset = "production";
/** `gatsby develop`'s address. */
export const defaultPreviewOrigin = "http://localhost:8000";

export interface StudioEnvironment {
  projectId: string;
  dataset: string;
  /** Sanity's client builds `<protocol>://<projectId>.<host>` from it; unset → api.sanity.io. */
  apiHost: string | undefined;
  /** The origin of the site whose pages the preview pane shows. */
  previewOrigin: string;
}

type StudioVariables = Partial<
  Record<
    "SANITY_STUDIO_PROJECT_ID" | "SANITY_STUDIO_DATASET" | "SANITY_STUDIO_API_HOST" | "SANITY_STUDIO_PREVIEW_URL",
    string
  >
>;

export function readStudioEnvironment(env: StudioVariables): StudioEnvironment {
  return {
    projectId: env.SANITY_STUDIO_PROJECT_ID || localProjectId,
    dataset: env.SANITY_STUDIO_DATASET || defaultDataset,
    apiHost: env.SANITY_STUDIO_API_HOST || undefined,
    previewOrigin: (env.SANITY_STUDIO_PREVIEW_URL || defaultPreviewOrigin).replace(/\/+$/, ""),
  };
}

export const studioEnvironment: StudioEnvironment = readStudioEnvironment({
  SANITY_STUDIO_PROJECT_ID: process.env.SANITY_STUDIO_PROJECT_ID,
  SANITY_STUDIO_DATASET: process.env.SANITY_STUDIO_DATASET,
  SANITY_STUDIO_API_HOST: process.env.SANITY_STUDIO_API_HOST,
  SANITY_STUDIO_PREVIEW_URL: process.env.SANITY_STUDIO_PREVIEW_URL,
});
