// Postgres errors as PostgREST answers them: {code, message, details, hint} and a fitting status.

export function apiError(status, code, message, details = null, hint = null) {
  return { status, body: { code, message, details, hint } };
}

/** HTTP status for a Postgres SQLSTATE, following PostgREST's table. */
export function statusForSqlState(code, role) {
  // RAISE ... USING ERRCODE = 'PT429' answers 429, as PostgREST does.
  if (/^PT[1-5][0-9]{2}$/.test(code ?? "")) return Number(code.slice(2));
  if (code === "23505" || code === "23503") return 409;
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (code === "42P01") return 404;
  if (code?.startsWith("23") || code?.startsWith("22") || code === "42703") return 400;
  if (code === "P0001") return 400;
  return 500;
}

/** Converts an error thrown by the database into the API's answer. */
export function fromDatabaseError(error, role) {
  if (!error?.code) return apiError(500, "PGRST000", "Unexpected database failure", String(error?.message ?? error));
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
