// Whether a configured address is an http(s) URL: what a deploy build checks of the addresses it
// bakes in (src/config/deploy-env.ts) and the preview of the Sanity and Studio hosts it calls or links.
export const isHttpUrl = (value: string): boolean => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
