export interface PreviewConfig {
  port: number;
  secret: string;
  trustProxy: boolean;
  /** What the front asks Sanity with (the Studio's entrance), as gatsby-source-sanity reads it. */
  sanity: { projectId: string; dataset: string; token: string; apiHost?: string };
}
export function readPreviewConfig(env: NodeJS.ProcessEnv): { problems: string[]; config?: PreviewConfig };
export function gatsbyDevelopEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
