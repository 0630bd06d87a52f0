export interface PreviewConfig {
  port: number;
  secret: string;
  trustProxy: boolean;
}
export function readPreviewConfig(env: NodeJS.ProcessEnv): { problems: string[]; config?: PreviewConfig };
export function gatsbyDevelopEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
