// Edge function send-to-sheets: forwards a saved lead to the spreadsheet webhook held in the
// SHEETS_WEBHOOK_URL secret. Runs on Deno (hosted Supabase or the local backend).
import { createHandler, handlerConfigFromEnv } from "./handler.ts";

Deno.serve(createHandler(handlerConfigFromEnv()));
