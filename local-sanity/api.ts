// What startSanityApi takes and gives: the API's addresses, its one user and token, and the
// in-memory state tests and scripts read (requests, documents, GraphQL specs).
import type { ConnectionTimeouts } from "../server-hardening/index.ts";
import type { Documents, GraphqlSpecs } from "./types.ts";

export interface StartOptions {
  /** An NDJSON export as `sanity dataset export` writes it; the bundled content/blog/data.ndjson by default. */
  exportPath?: string;
  projectId?: string;
  dataset?: string;
  /** The one bearer token that reads drafts and may write (a project administrator's). */
  token?: string;
  port?: number;
  host?: string;
  /** Origins allowed by CORS besides loopback ones (http(s)://localhost|127.0.0.1|[::1], any port). */
  corsOrigins?: string[];
  /** How long one GROQ query may run (in a worker thread) before it is stopped; default 10 s. */
  queryTimeoutMs?: number;
  /** How long one listener's filter may take over one transaction; default 250 ms. */
  filterBudgetMs?: number;
  /** Headers, request and idle timeouts of every connection (server-hardening); tests shorten them. */
  connectionTimeouts?: ConnectionTimeouts;
}

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  authorized: boolean;
  accept: string;
  userAgent: string;
  origin: string;
  /** "h2" or "http/1.1". */
  protocol: string;
  tls: boolean;
  /** The answer's status (0 while a listener's stream is open). */
  status: number;
}

export interface LocalSanityUser {
  id: string;
  name: string;
  email: string;
  role: string;
}

export interface LocalSanityApi {
  /** http://127.0.0.1:PORT (HTTP/1.1). */
  url: string;
  /** https://127.0.0.1:PORT (HTTP/2 over TLS, HTTP/1.1 too). */
  httpsUrl: string;
  /** For SANITY_API_HOST (the site's gatsby-source-sanity): http://0.0.1:PORT. */
  apiHost: string;
  /** For the sanity CLI's Node clients (SANITY_INTERNAL_ENV) and other Node clients over TLS: https://0.0.1:PORT. */
  httpsApiHost: string;
  /**
   * For SANITY_STUDIO_API_HOST (a Studio in a browser): https://localhost:PORT. Its client asks
   * https://127.localhost:PORT and its image URLs https://localhost:PORT/images/…, both loopback.
   */
  studioApiHost: string;
  /** The TLS certificate's PEM file, for NODE_EXTRA_CA_CERTS. */
  caCertPath: string;
  user: LocalSanityUser;
  projectId: string;
  dataset: string;
  token: string;
  /** Opened as `<studio>/#sid=<loginSessionId>`, a Studio trades it for the token and is logged in. */
  loginSessionId: string;
  /** Every request with its answer's status, for tests and the endpoint list (never the token). */
  requests: RecordedRequest[];
  /** The local file behind a cdn.sanity.io/images/{projectId}/{dataset}/{file} URL, or undefined. */
  imageFile: (fileName: string) => string | undefined;
  documents: Documents;
  /** What `sanity graphql deploy` (deployed: true) or its --dry-run sent, by API tag ("default"). */
  graphqlSpecs: GraphqlSpecs;
  close: () => Promise<void>;
}
