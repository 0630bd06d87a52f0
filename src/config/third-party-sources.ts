import type { ThirdPartySources } from "../node-apis/content-security-policy";
import { originOf } from "../node-apis/content-security-policy";

/**
 * Every third-party origin the site may contact, for the Content-Security-Policy.
 * Read at build time, so the backend origins follow the build's environment.
 */
export function thirdPartySources(env: NodeJS.ProcessEnv = process.env): ThirdPartySources {
  const backend = [...originOf(env.GATSBY_SUPABASE_URL), ...originOf(env.GATSBY_SCRIPT_LEADS_ENDPOINT)];
  const sanityImages = env.SANITY_PROJECT_ID ? ["https://cdn.sanity.io"] : [];
  return {
    script: [],
    style: [],
    img: [...sanityImages, "https://i.ytimg.com"],
    connect: backend,
    frame: ["https://www.youtube-nocookie.com"],
    media: [],
  };
}
