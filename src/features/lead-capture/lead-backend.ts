/**
 * The lead funnel's only door to the network: supabase-js, imported and created on first use
 * (never at module load: it would land in first-load JavaScript, and createClient breaks the
 * Node build). The anon key can insert a lead and nothing else, so there is no .select().
 */
import type { SupabaseClient } from "@supabase/supabase-js";

import { supabaseAnonKey, supabaseUrl } from "../../config/backend";
import type { InsertLead, LeadRow } from "./lead-submission";

const requestTimeoutMs = 8000;
/** The spec's placeholder; the function ignores it and uses its own SHEETS_WEBHOOK_URL secret. */
const sheetsWebhookPlaceholder = "YOUR_GOOGLE_SHEETS_WEBHOOK_URL";

let client: Promise<SupabaseClient> | null = null;

/** Starts downloading supabase-js without creating the client. */
export function preloadLeadBackend(): void {
  void import("@supabase/supabase-js").catch(() => undefined);
}

function leadClient(): Promise<SupabaseClient> {
  if (!client) {
    client = import("@supabase/supabase-js").then(({ createClient }) =>
      createClient(supabaseUrl, supabaseAnonKey, {
        global: {
          fetch: (input, init) =>
            fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(requestTimeoutMs) }),
        },
      }),
    );
    // A failed download may succeed next time.
    client.catch(() => {
      client = null;
    });
  }
  return client;
}

export const insertLead: InsertLead = async (row) => {
  let supabase: SupabaseClient;
  try {
    supabase = await leadClient();
  } catch (error) {
    return { ok: false, network: true, code: "", message: String(error) };
  }
  const { error, status } = await supabase.from("leads").insert([row]);
  if (!error) return { ok: true };
  return { ok: false, network: status === 0, code: error.code ?? "", message: error.message };
};

/**
 * Best effort: a failure is only logged and the visitor never waits for it. The function reads
 * the stored lead by its id and forwards that; the spec's fields ride along but are not used.
 */
export function notifySheets(row: LeadRow): void {
  leadClient()
    .then((supabase) =>
      supabase.functions.invoke("send-to-sheets", { body: { ...row, webhook_url: sheetsWebhookPlaceholder } }),
    )
    // supabase-js types a failure's error as any; it is one of its FunctionsError classes.
    .then(({ error }: { error: unknown }) => {
      if (error) console.warn("send-to-sheets failed:", error instanceof Error ? error.message : error);
    })
    .catch((error: unknown) => console.warn("send-to-sheets failed:", error));
}
