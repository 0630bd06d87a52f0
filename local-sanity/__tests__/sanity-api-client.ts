import { createRequire } from "node:module";

/** The slice of @sanity/client 3 the tests use: the very client gatsby-source-sanity creates. */
export interface SanityClient {
  fetch: <T>(query: string, params?: Record<string, unknown>) => Promise<T>;
  mutate: (
    mutations: Array<Record<string, unknown>>,
  ) => Promise<{ transactionId: string; results: Array<{ id: string; operation: string }> }>;
  listen: (query: string) => { subscribe: (next: (event: ListenEvent) => void) => { unsubscribe: () => void } };
}

export interface ListenEvent {
  type: string;
  documentId: string;
  transition: string;
  result?: { _id: string; title?: string };
}

type CreateClient = (config: Record<string, unknown>) => SanityClient;

// Resolved from gatsby-source-sanity, so it is the version the plugin talks to the API with.
const requireFromPlugin = createRequire(require.resolve("gatsby-source-sanity"));
const createClient = requireFromPlugin("@sanity/client") as CreateClient;

/** A client configured as gatsby-source-sanity's getClient does, against the local API. */
export function pluginClient(apiHost: string, token?: string): SanityClient {
  return createClient({ apiHost, projectId: "127", dataset: "production", token, apiVersion: "1", useCdn: false });
}
