// The project-level endpoints a Studio calls at boot besides the data ones: who is logged in
// (users/me: a user for the token, {} without one, as the API answers a visitor), the login URL's
// session traded for the token (auth/fetch), the project, its datasets and the dataset's access
// grants, feature flags, a key-value store for the user's Studio settings, telemetry consent
// (denied), ping and the CORS probe a live-events client makes when its stream fails (check/cors:
// is this origin allowed, with credentials). Each returns a value to send as JSON, or undefined
// when it is not one of them.
import { type EndpointContext, decodeSegment, plainError } from "./http.ts";

const administratorRole = {
  name: "administrator",
  title: "Administrator",
  description: "Read and write access to all datasets, with full access to all project settings.",
};

/** The one user behind the token: an administrator, as a project's owner is. */
export const localUser = {
  id: "p-local-editor",
  name: "Local Editor",
  email: "editor@localhost",
  profileImage: null,
  provider: "sanity",
  role: "administrator",
  roles: [administratorRole],
};

/** A key-value store entry as PUT sends it: { key, value }, the key at most 200 characters. */
const isKeyValue = (pair: unknown): pair is { key: string; value: unknown } =>
  typeof pair === "object" && pair !== null && "key" in pair && typeof pair.key === "string" && pair.key.length <= 200;

/** An administrator's grants on a dataset, in the shape of /projects/{id}/datasets/{name}/acl. */
const administratorGrants = [{ filter: '_id in path("**")', permissions: ["read", "create", "history", "update"] }];

/**
 * loginSessionId: the session id a login URL (`<studio>/#sid=<id>`) carries; the Studio trades it
 * for the token at auth/fetch, as after Sanity's own login, and keeps the token in localStorage.
 */
export function createStudioEndpoints({
  projectId,
  dataset,
  token,
  loginSessionId,
}: {
  projectId: string;
  dataset: string;
  token: string;
  loginSessionId: string;
}) {
  const keyValues = new Map<string, unknown>();
  const project = () => ({
    id: projectId,
    displayName: "Local Sanity project",
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: { color: "#556270", externalStudioHost: null },
    organizationId: null,
    maxRetentionDays: 30,
    activityFeedEnabled: false,
    createdAt: "2025-01-01T00:00:00.000Z",
    members: [
      {
        id: localUser.id,
        role: "administrator",
        roles: [administratorRole],
        isCurrentUser: true,
        isRobot: false,
        createdAt: "2025-01-01T00:00:00.000Z",
      },
    ],
    features: [],
    pendingInvites: 0,
  });

  /** method, path after /v…/, url, authorized, corsAllowed, readBody → the JSON to answer, or undefined. */
  return async function studioEndpoint({
    method,
    path,
    url,
    authorized,
    corsAllowed,
    readBody,
  }: EndpointContext): Promise<unknown> {
    if (path === "/ping" && method === "GET") return "PONG";
    if (path === "/check/cors" && method === "GET")
      return { result: { allowed: corsAllowed, withCredentials: corsAllowed } };
    if (path === "/users/me" && method === "GET") return authorized ? localUser : {};
    if (path === "/auth/fetch" && method === "GET") {
      if (url.searchParams.get("sid") !== loginSessionId) throw plainError(401, "Session not found");
      return { token };
    }
    if (path === "/auth/logout" && method === "POST") return {};
    // The login screen's choices. The Studio may render it for a moment while it trades a login
    // URL's session, and crashes when this fails. Here an editor logs in by the login URL or the
    // token, so there is no provider to offer.
    if (path === "/auth/providers" && method === "GET")
      return { thirdPartyLogin: false, sso: { saml: false }, providers: [] };
    if (path === "/features" && method === "GET") return [];
    // Telemetry consent: denied, so a local Studio sends no telemetry (and reports no errors) anywhere.
    if (path === "/intake/telemetry-status" && method === "GET") return { status: "denied" };
    if (path === "/intake/batch" && method === "POST") {
      await readBody({ maxBytes: 1024 * 1024 });
      return {};
    }
    const keyValue = /^\/users\/me\/keyvalue(?:\/([^/]+))?$/.exec(path);
    if (keyValue) {
      if (!authorized) throw plainError(401, "Authentication required");
      if (method === "GET" && keyValue[1]) {
        return decodeSegment(keyValue[1])
          .split(",")
          .filter((key) => keyValues.has(key))
          .map((key) => ({ key, value: keyValues.get(key) }));
      }
      if (method === "PUT" && !keyValue[1]) {
        const pairs = await readBody({ maxBytes: 256 * 1024 });
        if (!Array.isArray(pairs) || !pairs.every(isKeyValue)) throw plainError(400, "Body must be [{ key, value }]");
        for (const { key, value } of pairs) keyValues.set(key, value);
        return pairs.map(({ key }) => ({ key, value: keyValues.get(key) }));
      }
      return undefined;
    }
    const users = /^\/users\/([^/]+)$/.exec(path);
    if (users && method === "GET") {
      const ids = decodeSegment(users[1] ?? "").split(",");
      const found = ids.filter((id) => id === localUser.id).map(() => localUser);
      return ids.length === 1 ? (found[0] ?? {}) : found;
    }
    const projectPath = new RegExp(`^/projects/${projectId}(/.*)?$`).exec(path);
    if (!projectPath || method !== "GET") return undefined;
    const rest = projectPath[1] ?? "";
    if (rest === "") return project();
    if (rest === "/datasets")
      return [
        {
          name: dataset,
          aclMode: "public",
          createdAt: "2025-01-01T00:00:00.000Z",
          createdByUserId: localUser.id,
          addonFor: null,
          datasetProfile: "content",
          features: [],
          tags: [],
        },
      ];
    if (rest === `/datasets/${dataset}/acl`) {
      if (!authorized) throw plainError(401, "Authentication required");
      return administratorGrants;
    }
    if (rest === "/user-applications") return [];
    return undefined;
  };
}
