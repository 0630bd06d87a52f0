// The two PostgREST operations the site needs, executed inside Postgres as the caller's role:
// insert (POST /rest/v1/<table>) and a filtered read (GET /rest/v1/<table>).
import { asRole } from "./database.mjs";
import { apiError, fromDatabaseError } from "./postgrest-error.mjs";

const quote = (identifier) => `"${identifier.replaceAll('"', '""')}"`;

function unknownColumn(table, column) {
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
export async function insertRows(db, { table, tableColumns, role, body, columnsParam, returnRepresentation }) {
  const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
  if (Array.isArray(body) && !body.every(isObject)) {
    return apiError(400, "PGRST102", "All object keys must match");
  }
  const rows = Array.isArray(body) ? body : isObject(body) ? [body] : [];
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
    const result = await asRole(db, role, (tx) => tx.query(sql, [JSON.stringify(body)]));
    return { status: 201, body: returnRepresentation ? result.rows : null };
  } catch (error) {
    return fromDatabaseError(error, role);
  }
}

const operators = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" };

/** SELECT with PostgREST's select=, <column>=<op>.<value>, order= and limit= parameters. */
export async function selectRows(db, { table, tableColumns, role, searchParams }) {
  const where = [];
  const params = [];
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
      const [column, direction = "asc"] = value.split(".");
      if (!tableColumns.includes(column)) return unknownColumn(table, column);
      order = ` order by ${quote(column)} ${direction === "desc" ? "desc" : "asc"}`;
    } else if (key === "limit") {
      const count = Number.parseInt(value, 10);
      if (Number.isInteger(count) && count >= 0) limit = ` limit ${count}`;
    } else if (key !== "offset" && key !== "columns") {
      if (!tableColumns.includes(key)) return unknownColumn(table, key);
      const [op, ...rest] = value.split(".");
      if (!operators[op]) return apiError(400, "PGRST100", `"failed to parse filter (${value})"`);
      params.push(rest.join("."));
      where.push(`${quote(key)}::text ${operators[op]} $${params.length}`);
    }
  }
  const sql =
    `select ${columns} from public.${quote(table)}` +
    (where.length ? ` where ${where.join(" and ")}` : "") +
    (order || " order by created_at asc") +
    limit;
  try {
    const result = await asRole(db, role, (tx) => tx.query(sql, params));
    return { status: 200, body: result.rows };
  } catch (error) {
    return fromDatabaseError(error, role);
  }
}
