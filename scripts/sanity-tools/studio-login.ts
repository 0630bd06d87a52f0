// Sanity's token login: the Studio reads its token from localStorage under
// `__studio_auth_token_<projectId>` as `{"token": …, "time": …}` (what its own login stores).
// The token lives in the editor's browser only, never in the built Studio.

/** The localStorage key and value that log a Studio of projectId in with token. */
export function studioTokenEntry(
  projectId: string,
  token: string,
  time = new Date().toISOString(),
): { key: string; value: string } {
  return { key: `__studio_auth_token_${projectId}`, value: JSON.stringify({ token, time }) };
}

/** The line to paste in the Studio page's console (then reload). */
export function studioLoginScript(projectId: string, token: string): string {
  const { key, value } = studioTokenEntry(projectId, token);
  return `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)})`;
}
