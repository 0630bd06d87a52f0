// Postgres errors as PostgREST answers them: {code, message, details, hint} and a fitting status.

/** PostgREST's error body. */
export interface ApiErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/**
 * What a handler answers: a JSON body (null: none), or raw bytes as they are (a function's answer),
 * with extra headers. fromFunction: the answer came from an edge function, with its own CORS headers.
 */
export interface ApiAnswer {
  status: number;
  body?: unknown;
  raw?: string | Buffer;
  headers?: Record<string, string>;
  fromFunction?: boolean;
}

/** What a database error carries (PGlite's DatabaseError, or anything thrown). */
interface DatabaseErrorFields {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

export function apiError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): ApiAnswer & { body: ApiErrorBody } {
  return { status, body: { code, message, details, hint } };
}

/** HTTP status for a Postgres SQLSTATE, following PostgREST's table. */
export function statusForSqlState(code: string | undefined, role: string): number {
  // RAISE ... USING ERRCODE = 'PT429' answers 429, as PostgREST does.
  if (code !== undefined && /^PT[1-5][0-9]{2}$/.test(code)) return Number(code.slice(2));
  if (code === "23505" || code === "23503") return 409;
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (code === "42P01") return 404;
  if (code?.startsWith("23") || code?.startsWith("22") || code === "42703") return 400;
  if (code === "P0001") return 400;
  return 500;
}

/** Converts an error thrown by the database into the API's answer. */
export function fromDatabaseError(thrown: unknown, role: string): ApiAnswer {
  const error = (typeof thrown === "object" && thrown !== null ? thrown : {}) as DatabaseErrorFields;
  if (!error.code) return apiError(500, "PGRST000", "Unexpected database failure", String(error.message ?? thrown));
  return {
    status: statusForSqlState(error.code, role),
    body: {
      code: error.code,
      message: error.message,
      details: error.detail ?? null,
      hint: error.hint ?? null,
    },
  };
}
