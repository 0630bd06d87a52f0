// The seeded corpus of hostile requests for fuzz.node-test.ts: each call of nextRequest(random)
// gives { chunks: [Buffer|string], delayMs, halfClose } for one raw TCP connection, which
// scripts/test-support/raw-request.ts' sendRaw sends.
import { validLead } from "./bad-lead-payloads.ts";
import type { RawRequest } from "../../scripts/test-support/raw-request.ts";
import type { SeededRandom } from "../../scripts/test-support/seeded-random.ts";

const methods = [
  "GET",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "HEAD",
  "PROPFIND",
  "G\u00e9T",
  "",
  "GET GET",
  "CONNECT",
];
const pathPieces = [
  "/",
  "/rest/v1/leads",
  "/rest/v1/script_leads",
  "/functions/v1/send-to-sheets",
  "/functions/v1/nope",
  "/functions/v1/send-to-sheets/script-leads",
  "/health",
  "/blog",
  "/%",
  "/%E0%A4%A",
  "/%ZZ",
  "//[",
  "/%2F",
  "/%5C",
  "//evil.example/",
  "/\\evil/",
  "/..%2F..%2Fetc/passwd",
  "/a/b/",
  "?select=*",
  "?id=eq.%",
  "?order=",
  "?limit=-1",
  "?select=nope",
  '?columns="',
  "/\u00e9\u4e2d",
  "/%00",
  "/*",
  "?a=%",
  "*",
  "@evil.example",
  "http://evil.example/x",
  ":80",
];
const contentTypes = [
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "text/csv",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "",
  "application/json;;;",
  "\u00e9/\u00e9",
];
const jsonBodies = [
  "{}",
  "[]",
  "1",
  '"s"',
  "null",
  "true",
  "[1,2]",
  "[{}]",
  '{"name":',
  '{"id":"not-a-uuid"}',
  "[[[[[[[[[[]]]]]]]]]]",
  '{"__proto__":{"x":1}}',
  '{"name":"\\u0000"}',
  '{"email":"a@b.c","nope":1}',
];

function randomBytes(random: SeededRandom, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let index = 0; index < length; index++) bytes[index] = random.int(256);
  return bytes;
}

function randomPath(random: SeededRandom): string {
  let path = "";
  for (let count = 1 + random.int(3); count > 0; count--) path += random.pick(pathPieces);
  // mostly origin-form; sometimes the bare piece ("*", "@host", absolute URLs) as sent
  return path.startsWith("/") || random.int(4) === 0 ? path : `/${path}`;
}

function randomBody(random: SeededRandom): string | Buffer {
  switch (random.int(6)) {
    case 0:
      return random.pick(jsonBodies);
    case 1:
      return JSON.stringify(validLead());
    case 2:
      return JSON.stringify([validLead(), { ...validLead(), email: random.pick(["x", "", 1, null]) }]);
    case 3:
      return randomBytes(random, random.int(4096));
    case 4:
      return "a".repeat(random.pick([10, 1024 * 1024 + 1, 1536 * 1024]));
    default:
      return `Name=${encodeURIComponent(randomBytes(random, 20).toString("latin1"))}&Email=a%40b.c&Source=x`;
  }
}

/** One request: kinds chosen so every path of the parser and the handlers is reached. */
export function nextRequest(random: SeededRandom, { anonKey }: { anonKey: string }): RawRequest {
  const kind = random.int(8);
  const head = (method: string, path: string, headers: string[]): string =>
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers.join("")}`;
  if (kind === 0) return { kind: "garbage", chunks: [randomBytes(random, 1 + random.int(300))] };
  if (kind === 1)
    return {
      kind: "bad request line",
      chunks: [
        `${random.pick(methods)} ${randomPath(random)} ${random.pick(["HTTP/1.1", "HTTP/9", "", "HTTP/1.1 x"])}\r\n\r\n`,
      ],
    };
  if (kind === 2) {
    const header = `X-Big: ${"h".repeat(random.pick([9000, 20000, 70000]))}\r\n`;
    return { kind: "huge header", chunks: [`${head("GET", randomPath(random), [header])}\r\n`] };
  }
  if (kind === 3) {
    // Content-Length that promises more than is sent, then half-close: the server must give up.
    return {
      kind: "short body",
      chunks: [`${head("POST", "/rest/v1/leads", [`apikey: ${anonKey}\r\n`, "Content-Length: 5000\r\n"])}\r\n{"na`],
      halfClose: true,
    };
  }
  if (kind === 4) {
    const text = `${head(random.pick(methods), randomPath(random), ["Connection: keep-alive\r\n"])}\r\n`;
    const cut = random.int(text.length);
    return {
      kind: "slow half-closed",
      chunks: [text.slice(0, cut), text.slice(cut, cut + random.int(10))],
      delayMs: random.int(60),
      halfClose: true,
    };
  }
  if (kind === 5) {
    const chunked = ["5\r\nhello\r\n", "zz\r\nbad\r\n", "FFFFFFFFFFFF\r\n", "0\r\n\r\n"];
    return {
      kind: "broken chunked",
      chunks: [
        `${head("POST", "/rest/v1/leads", [`apikey: ${anonKey}\r\n`, "Transfer-Encoding: chunked\r\n", "Content-Type: application/json\r\n"])}\r\n`,
        random.pick(chunked),
        random.pick(chunked),
      ],
    };
  }
  const body = randomBody(random);
  const type = random.pick(contentTypes);
  const length = Buffer.byteLength(body);
  const headers = [
    `apikey: ${random.int(4) ? anonKey : "wrong"}\r\n`,
    `Content-Length: ${length}\r\n`,
    "Connection: close\r\n",
  ];
  if (type) headers.push(`Content-Type: ${type}\r\n`);
  const path = random.pick([
    "/rest/v1/leads",
    "/rest/v1/script_leads",
    "/functions/v1/send-to-sheets/script-leads",
    "/functions/v1/send-to-sheets",
    randomPath(random),
  ]);
  return {
    kind: "random body",
    chunks: [`${head(random.pick(["POST", "POST", "GET", "PATCH"]), path, headers)}\r\n`, body],
  };
}
