import type { ThirdPartySources } from "../node-apis/content-security-policy";
import { originOf } from "../node-apis/content-security-policy";
import { scriptLeadsEndpoint, supabaseUrl } from "./backend";

/**
 * Every third-party origin the site may contact, for the Content-Security-Policy.
 * Read at build time, so the backend origins are the ones the build points at.
 */
export function thirdPartySources(env: NodeJS.ProcessEnv = process.env): ThirdPartySources {
  const sanityImages = env.SANITY_PROJECT_ID ? ["https://cdn.sanity.io"] : [];
  return {
    script: [],
    style: [],
    img: [...sanityImages, "https://i.ytimg.com"],
    connect: [...originOf(supabaseUrl), ...originOf(scriptLeadsEndpoint)],
    frame: ["https://www.youtube-nocookie.com"],
    media: [],
  };
}
