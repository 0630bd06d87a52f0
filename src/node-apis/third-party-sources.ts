import { videoProviderHosts } from "../components/video/providers";
import type { ThirdPartySources } from "./content-security-policy";
import { originOf } from "./content-security-policy";
import { scriptLeadsEndpoint, supabaseUrl } from "../config/backend";

/**
 * Every third-party origin the site may contact, for the Content-Security-Policy: the video
 * providers and the backend the build points at (read at build time).
 */
export function thirdPartySources(env: NodeJS.ProcessEnv = process.env): ThirdPartySources {
  const sanityImages = env.SANITY_PROJECT_ID ? ["https://cdn.sanity.io"] : [];
  return {
    script: [...videoProviderHosts.script],
    style: [...videoProviderHosts.style],
    img: [...videoProviderHosts.img, ...sanityImages],
    connect: [...videoProviderHosts.connect, ...originOf(supabaseUrl), ...originOf(scriptLeadsEndpoint)],
    frame: [...videoProviderHosts.frame],
    media: [...videoProviderHosts.media],
  };
}
