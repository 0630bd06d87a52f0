export const studioDir: string;
export function studioCliEnv(options: {
  projectId: string;
  dataset: string;
  apiHost?: string;
  previewUrl?: string;
  caCertPath?: string;
  extra?: Record<string, string>;
}): NodeJS.ProcessEnv;
export function runSanityCli(args: string[], env: NodeJS.ProcessEnv): Promise<string>;
