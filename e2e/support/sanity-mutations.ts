import type { LocalSanityApi } from "../../local-sanity/server.ts";

/** Sends mutations to the local Sanity API's mutate endpoint, as Studio does on publish. */
export async function mutate(api: LocalSanityApi, mutations: Array<Record<string, unknown>>): Promise<void> {
  const response = await fetch(`${api.url}/v1/data/mutate/${api.dataset}`, {
    method: "POST",
    headers: { authorization: `Bearer ${api.token}`, "content-type": "application/json" },
    body: JSON.stringify({ mutations }),
  });
  if (!response.ok) throw new Error(`mutate answered ${response.status}: ${await response.text()}`);
}
