// A handler's answer read as the refusal a test expects: PostgREST's error body, checked to be one.
import assert from "node:assert/strict";

import type { ApiAnswer, ApiErrorBody } from "../lib/postgrest-error.ts";

/** The answer's error body ({code, message, details, hint}); fails the test, showing the answer, when it has none. */
export function refusal(answer: ApiAnswer | undefined): ApiErrorBody {
  const body = answer?.body;
  assert.ok(
    typeof body === "object" && body !== null && "code" in body && "message" in body,
    `not a refusal: ${JSON.stringify(answer)}`,
  );
  return body as ApiErrorBody;
}

/** A fetch answer's JSON read as PostgREST's error body, checked to be one. */
export async function refusalIn(response: Response): Promise<ApiErrorBody> {
  const body: unknown = await response.json();
  return refusal({ status: response.status, body });
}
