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
export interface SanityDocument {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [field: string]: unknown;
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
  /** For SANITY_API_HOST: http://0.0.1:PORT. */
  apiHost: string;
  /** For SANITY_STUDIO_API_HOST: https://0.0.1:PORT. */
  httpsApiHost: string;
  /** The TLS certificate's PEM file, for NODE_EXTRA_CA_CERTS. */
  caCertPath: string;
  user: LocalSanityUser;
  projectId: string;
  dataset: string;
  token: string;
  /** Opened as `<studio>/#sid=<loginSessionId>`, a Studio trades it for the token and is logged in. */
  loginSessionId: string;
  requests: RecordedRequest[];
  imageFile: (fileName: string) => string | undefined;
  documents: Map<string, SanityDocument>;
  /** What `sanity graphql deploy` (deployed: true) or its --dry-run sent, by API tag ("default"). */
  graphqlSpecs: Map<string, { spec: Record<string, unknown>; deployed: boolean }>;
  close: () => Promise<void>;
}
export const deployedSchemaPath: string;
export const bundledExportPath: string;
export function startSanityApi(options?: {
  exportPath?: string;
  projectId?: string;
  dataset?: string;
  token?: string;
  port?: number;
  host?: string;
  /** Origins allowed by CORS besides loopback ones (http(s)://localhost|127.0.0.1|[::1], any port). */
  corsOrigins?: string[];
  /** How long one GROQ query may run (in a worker thread) before it is stopped; default 10 s. */
  queryTimeoutMs?: number;
}): Promise<LocalSanityApi>;
