// gatsby-plugin-sharp ships no typings; this is the one function the plugin calls.
declare module "gatsby-plugin-sharp" {
  import type { GatsbyCache, Reporter } from "gatsby";
  import type { IGatsbyImageData } from "gatsby-plugin-image";

  export function generateImageData(input: {
    file: {
      absolutePath: string;
      relativePath: string;
      base: string;
      name: string;
      extension: string;
      internal: { contentDigest: string };
    };
    args: Record<string, unknown>;
    pathPrefix: string;
    reporter: Reporter;
    cache: GatsbyCache;
  }): Promise<IGatsbyImageData | undefined>;
}
