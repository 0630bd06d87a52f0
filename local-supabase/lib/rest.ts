// The two PostgREST operations the site needs, executed inside Postgres as the caller's role:
// insert (POST /rest/v1/<table>) and a filtered read (GET /rest/v1/<table>).
import type { IncomingMessage } from "node:http";

import type { PGlite, Transaction } from "@electric-sql/pglite";

import { asRole } from "./database.ts";
import { apiError, fromDatabaseError, type ApiAnswer } from "./postgrest-error.ts";

/** request.headers as PostgREST hands them to Postgres: lower-cased names, one string each. */
export type RequestHeaders = Record<string, string>;
type NoticeHandler = NonNullable<Parameters<Transaction["query"]>[2]>["onNotice"];

const quote = (identifier: string): string => `"${identifier.replaceAll('"', '""')}"`;

/** Functions callable at POST /rest/v1/rpc/<name>; grants decide who may call them. */
export const exposedFunctions = [
  "claim_lead_for_sheets",
  "claim_next_lead_for_sheets",
  "complete_lead_for_sheets",
  "release_lead_for_sheets",
  "report_overdue_leads_for_sheets",
  "retry_failed_leads_for_sheets",
  "forwarding_summary_for_sheets",
];

/** The client's address as the gateway saw the socket (IPv4-mapped IPv6 shown as IPv4). */
const peerAddress = (req: IncomingMessage): string => (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");

/**
 * The request's headers as PostgREST hands them to Postgres (request.headers: lower-cased names,
 * JSON). This gateway is the platform's edge, so like Cloudflare in front of hosted Supabase it
 * sets cf-connecting-ip (and x-forwarded-for) from the socket, never from what the client sent.
 */
export function requestHeaders(req: IncomingMessage): RequestHeaders {
  const headers: RequestHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  const address = peerAddress(req);
  headers["cf-connecting-ip"] = address;
  headers["x-forwarded-for"] = address;
  delete headers["x-real-ip"];
  return headers;
}

/** Runs fn(tx) as role with request.headers set for the transaction, as PostgREST does. */
function asRequest<T>(
  db: PGlite,
  role: string,
  headers: RequestHeaders | undefined,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return asRole(db, role, async (tx) => {
    await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers ?? {})]);
    return fn(tx);
  });
}

function unknownColumn(table: string, column: string): ApiAnswer {
  return apiError(400, "PGRST204", `Could not find the '${column}' column of '${table}' in the schema cache`);
}

/**
 * Inserts one row or an array of rows like PostgREST: the columns are the union of the rows'
 * keys (or ?columns=), missing keys take the column default, and RETURNING is only asked for
 * with Prefer: return=representation, which needs a SELECT grant the anon role does not have.
 * As in PostgREST, `{}` inserts a row of defaults (so NOT NULL columns refuse it), `[]` inserts
 * nothing and answers 201, an array holding a non-object is PGRST102 "All object keys must
 * match", and a JSON scalar reaches Postgres, which refuses it (22023, 400).
 */
export async function insertRows(
  db: PGlite,
  {
    table,
    tableColumns,
    role,
    body,
    columnsParam,
    returnRepresentation,
    headers,
    onNotice,
  }: {
    table: string;
    tableColumns: string[];
    role: string;
    /** The parsed JSON body, as the client sent it. */
    body: unknown;
    columnsParam?: string | null;
    returnRepresentation?: boolean;
    headers?: RequestHeaders;
    onNotice?: NoticeHandler;
  },
): Promise<ApiAnswer> {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    value !== null && typeof value === "object" && !Array.isArray(value);
  if (Array.isArray(body) && !body.every(isObject)) {
    return apiError(400, "PGRST102", "All object keys must match");
  }
  const rows: Record<string, unknown>[] = Array.isArray(body) ? body.filter(isObject) : isObject(body) ? [body] : [];
  const requested = columnsParam
    ? columnsParam.split(",").map((name) => name.trim().replace(/^"|"$/g, ""))
    : [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const missing = requested.find((column) => !tableColumns.includes(column));
  if (missing) return unknownColumn(table, missing);
  if (Array.isArray(body) && body.length === 0) return { status: 201, body: returnRepresentation ? [] : null };

  const list = requested.map(quote).join(", ");
  const returning = returnRepresentation ? " returning *" : "";
  // PostgREST's shape: a single object is wrapped in an array; with no columns the select
  // lists nothing and Postgres fills every column with its default.
  const sql =
    `insert into public.${quote(table)}${list ? ` (${list})` : ""} ` +
    `select ${list} from json_populate_recordset(null::public.${quote(table)}, ` +
    `case when json_typeof($1::json) = 'array' then $1::json else json_build_array($1::json) end)${returning}`;
  try {
    const result = await asRequest(db, role, headers, (tx) =>
      tx.query(sql, [JSON.stringify(body)], onNotice ? { onNotice } : undefined),
    );
    return { status: 201, body: returnRepresentation ? result.rows : null };
  } catch (error) {
    return fromDatabaseError(error, role);
  }
}

const operators: Record<string, string> = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" };

/** SELECT with PostgREST's select=, <column>=<op>.<value>, order= and limit= parameters. */
export async function selectRows(
  db: PGlite,
  {
    table,
    tableColumns,
    role,
    searchParams,
    headers,
  }: { table: string; tableColumns: string[]; role: string; searchParams: URLSearchParams; headers?: RequestHeaders },
): Promise<ApiAnswer> {
  const where: string[] = [];
  const params: string[] = [];
  let columns = "*";
  let order = "";
  let limit = "";
  for (const [key, value] of searchParams) {
    if (key === "select") {
      if (value === "*") continue;
      const names = value.split(",").map((name) => name.trim());
      const bad = names.find((name) => !tableColumns.includes(name));
      if (bad) return unknownColumn(table, bad);
      columns = names.map(quote).join(", ");
    } else if (key === "order") {
      const [column = "", direction = "asc"] = value.split(".");
      if (!tableColumns.includes(column)) return unknownColumn(table, column);
      order = ` order by ${quote(column)} ${direction === "desc" ? "desc" : "asc"}`;
    } else if (key === "limit") {
      const count = Number.parseInt(value, 10);
      if (Number.isInteger(count) && count >= 0) limit = ` limit ${count}`;
    } else if (key !== "offset" && key !== "columns") {
      if (!tableColumns.includes(key)) return unknownColumn(table, key);
      const [op = "", ...rest] = value.split(".");
      // Own keys only: `constructor` or `toString` is no operator, whatever Object.prototype has.
      const sqlOperator = Object.hasOwn(operators, op) ? operators[op] : undefined;
      if (!sqlOperator) return apiError(400, "PGRST100", `"failed to parse filter (${value})"`);
      params.push(rest.join("."));
      where.push(`${quote(key)}::text ${sqlOperator} $${params.length}`);
    }
  }
  const sql =
    `select ${columns} from public.${quote(table)}` +
    (where.length ? ` where ${where.join(" and ")}` : "") +
    (order || " order by created_at asc") +
    limit;
  try {
    const result = await asRequest(db, role, headers, (tx) => tx.query(sql, params));
    return { status: 200, body: result.rows };
  } catch (error) {
    return fromDatabaseError(error, role);
  }
}

/** POST /rest/v1/rpc/<name> with named arguments in a JSON object, like PostgREST. */
export async function callRpc(
  db: PGlite,
  { name, role, body, headers }: { name: string; role: string; body: unknown; headers?: RequestHeaders },
): Promise<ApiAnswer> {
  if (!exposedFunctions.includes(name)) {
    return apiError(404, "PGRST202", `Could not find the function public.${name} in the schema cache`);
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return apiError(400, "PGRST102", "Send the function's arguments as a JSON object");
  }
  const namedArgs = body as Record<string, unknown>;
  const names = Object.keys(namedArgs);
  if (names.some((arg) => !/^[a-z_][a-z0-9_]*$/.test(arg))) return apiError(400, "PGRST102", "Invalid argument name");
  const args = names.map((arg, index) => `${quote(arg)} => $${index + 1}`).join(", ");
  try {
    const result = await asRequest(db, role, headers, (tx) =>
      tx.query<{ result: unknown }>(
        `select public.${quote(name)}(${args}) as result`,
        names.map((arg) => namedArgs[arg]),
      ),
    );
    const answer = result.rows[0]?.result ?? null;
    // PostgREST answers a function's null (claim_next_lead_for_sheets: none due) as the JSON null, not an empty body.
    return answer === null
      ? { status: 200, raw: "null", headers: { "Content-Type": "application/json; charset=utf-8" } }
      : { status: 200, body: answer };
  } catch (error) {
    return fromDatabaseError(error, role);
  }
}
