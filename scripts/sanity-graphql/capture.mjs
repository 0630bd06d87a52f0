// Runs the Studio's own `sanity graphql deploy --dry-run` against a local stand-in for the few
// Sanity endpoints it calls, and returns the API specification it sends for validation: the
// CLI loads the Studio workspace (GET /users/me), asks for the API currently deployed (HEAD
// /apis/graphql/<dataset>/<tag>, answered 404: none, so the latest generation), then POSTs the
// specification to /apis/graphql/<dataset>/<tag>/validate, answered "no breaking changes".
import { createServer } from "node:http";

import { runSanityCli, studioCliEnv } from "../lib/sanity-cli.mjs";

const maxBodyBytes = 5 * 1024 * 1024;
const localProjectId = "127";
// The CLI refuses `graphql deploy` without a login; the stand-in accepts any token.
const captureToken = "graphql-capture";

function readBody(request) {
  return new Promise((done, fail) => {
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > maxBodyBytes) request.destroy(new Error("Request body too large"));
      else chunks.push(chunk);
    });
    request.on("end", () => done(Buffer.concat(chunks).toString("utf8")));
    request.on("error", fail);
  });
}

function sendJson(response, status, body) {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

/** Serves the deploy endpoints on 127.0.0.1; `specs` collects each validated specification. */
function startDeployStandIn() {
  const specs = [];
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    try {
      const body = await readBody(request);
      if (request.method === "GET" && /^\/v[\d-]+\/users\/me$/.test(pathname)) {
        return sendJson(response, 200, { id: "graphql-capture", name: "GraphQL capture", email: "capture@localhost", role: "administrator", roles: [{ name: "administrator", title: "Administrator" }] });
      }
      if (request.method === "POST" && /^\/v[\d-]+\/apis\/graphql\/[^/]+\/[^/]+\/validate$/.test(pathname)) {
        specs.push(JSON.parse(body).schema);
        return sendJson(response, 200, { validationError: null, breakingChanges: [], dangerousChanges: [] });
      }
      return sendJson(response, 404, { error: "Not Found", message: `No route for ${pathname}`, statusCode: 404 });
    } catch (error) {
      return sendJson(response, 400, { error: "Bad Request", message: error.message, statusCode: 400 });
    }
  });
  return new Promise((done) =>
    server.listen(0, "127.0.0.1", () => done({ port: server.address().port, specs, close: () => new Promise((closed) => server.close(closed)) })),
  );
}

/** The API specification `sanity graphql deploy --dry-run` sends for the Studio's schemas. */
export async function captureGraphqlSpec() {
  const standIn = await startDeployStandIn();
  try {
    // Sanity's client builds http://<projectId>.<host>: http://127.0.0.1:<port>.
    const env = studioCliEnv({ projectId: localProjectId, dataset: "production", apiHost: `http://0.0.1:${standIn.port}`, extra: { SANITY_AUTH_TOKEN: captureToken } });
    await runSanityCli(["graphql", "deploy", "--dry-run"], env);
    if (standIn.specs.length !== 1) throw new Error(`Expected one API specification, got ${standIn.specs.length}`);
    return standIn.specs[0];
  } finally {
    await standIn.close();
  }
}
