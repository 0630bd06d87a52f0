// The project-level requests a sanity v5/v6 Studio makes at boot that a 4.x Studio did not, with
// the answers real Sanity gives an editor logged in to the project. Shapes from sanity-io/sanity:
// - GET /auth/id: `{ id, expiry }` (the user's id, the session's end in Unix seconds), 401 when
//   not logged in (packages/sanity/src/core/store/authStore/createAuthStore.ts probeCurrentUser,
//   probeWorkspaceAuth.ts; Sanity's own Studio tests answer {statusCode, error, message}, e2e/tests/auth/helpers.ts).
// - GET /projects/:id/grants: the user's project-level permissions by resource type, each a list of
//   { id, name, title, description, isCustom, config, grants: [{ name, params }] }
//   (core/store/project/types.ts ProjectGrants; read by core/studio/components/navbar/useCanInviteMembers.ts
//   for `sanity.project.members` invite and core/studio/manifest/canDeployStudio.ts for
//   `sanity.project` deployStudio). The navbar reads them without a fallback: an error here
//   takes the Studio down.
// - GET /journey/<feature>: the upsell, trial and announcement content a hosted project's plan
//   shows (core/hooks/useUpsellData.ts, core/studio/studioAnnouncements/StudioAnnouncementsProvider.tsx);
//   `null` is "nothing to show" (Sanity's own mock API: perf/bench/mock-api/createServer.ts).
// - GET /help: the navbar's help links and the latest Studio version; every field is optional
//   (core/studio/components/navbar/resources/helper-functions/helpResources.ts), `{}` is "no extra links".
// A pure function of the request, so the server (server.ts) sends what it returns.

/** What the boot endpoints read of a request (the server has checked any token already). */
export interface StudioBootRequest {
  /** Node's IncomingMessage types it optional (it is unset only on a client's response). */
  method: string | undefined;
  /** The path after the API version: /auth/id, /projects/<id>/grants, … */
  path: string;
  /** Whether the request carried the project's token (a wrong token was refused before). */
  authorized: boolean;
}

/** An answer to send as JSON. */
export interface StudioBootAnswer {
  status: number;
  body: unknown;
}

export interface StudioBootOptions {
  projectId: string;
  /** The id of the one user behind the token (studio-endpoints.ts localUser). */
  userId: string;
  /** The clock, for the session's expiry (tests pass a fixed one). */
  now?: () => number;
}

/** A permission resource of ProjectGrants with the grants the user holds on it. */
interface PermissionResource {
  id: string;
  name: string;
  title: string;
  description: string | null;
  isCustom: boolean;
  config: Record<string, unknown>;
  grants: { name: string; params: Record<string, unknown> }[];
}

/** A login lasts as long as Sanity's own sessions are tried for here: a day ahead, always. */
const sessionSeconds = 24 * 60 * 60;

const notAuthenticated: StudioBootAnswer = {
  status: 401,
  body: { statusCode: 401, error: "Unauthorized", message: "Not authenticated" },
};

const methodNotAllowed = (method: string | undefined, path: string, allowed: string): StudioBootAnswer => ({
  status: 405,
  body: {
    statusCode: 405,
    error: "Method Not Allowed",
    message: `${method ?? "A request without a method"} ${path} is not allowed here: use ${allowed}`,
  },
});

const resource = (id: string, title: string, grantNames: string[]): PermissionResource => ({
  id,
  name: id,
  title,
  description: null,
  isCustom: false,
  config: {},
  grants: grantNames.map((name) => ({ name, params: {} })),
});

/**
 * The local editor's project-level grants: they see the project and its members, but nothing
 * here can invite a member or deploy a Studio (no hosted Studio, no member management), so the
 * Studio offers neither, as it does for a Sanity editor without those grants.
 */
export const localProjectGrants: Record<string, PermissionResource[]> = {
  "sanity.project": [resource("sanity-project-read", "Project: read", ["read"])],
  "sanity.project.members": [resource("sanity-project-members-read", "Members: read", ["read"])],
};

/** A journey feature: lowercase words and hyphens, one or more path segments (trial/override). */
const journeyPath = /^\/journey\/[a-z0-9-]{1,64}(?:\/[a-z0-9-]{1,64}){0,2}$/;

/** The boot endpoints: the answer for a request they serve, or undefined for any other path. */
export function createStudioBootEndpoints({ projectId, userId, now = Date.now }: StudioBootOptions) {
  const grantsPath = `/projects/${projectId}/grants`;
  return function studioBootEndpoint({ method, path, authorized }: StudioBootRequest): StudioBootAnswer | undefined {
    const served = path === "/auth/id" || path === grantsPath || path === "/help" || journeyPath.test(path);
    if (!served) return undefined;
    if (method !== "GET" && method !== "HEAD") return methodNotAllowed(method, path, "GET");
    if (path === "/auth/id") {
      if (!authorized) return notAuthenticated;
      return { status: 200, body: { id: userId, expiry: Math.floor(now() / 1000) + sessionSeconds } };
    }
    if (path === grantsPath) return authorized ? { status: 200, body: localProjectGrants } : notAuthenticated;
    if (path === "/help") return { status: 200, body: {} };
    return { status: 200, body: null };
  };
}
