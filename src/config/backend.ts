/**
 * Where the browser sends leads. Gatsby inlines GATSBY_* variables at build time, so only
 * public values belong here: the project URL, the anon key (which may insert leads and nothing
 * else), the group invite link and the script-lead collector. Defaults point at the local backend
 * that `npm start` runs (backend/); its anon key is a fixed public demo key.
 */
export const localBackendUrl = "http://localhost:54321";

export const localAnonKey =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJtZXJpZGlhbi1sb2NhbC1iYWNrZW5kIiwicm9sZSI6ImFub24iLCJpYXQiOjE3NDg3MzYwMDAsImV4cCI6MjA2NDA5NjAwMH0.JvJCRPxxHUkNCNSqLsSqHRvhtSwH8fBfLG8n8zJeSMU";

/** A clearly fake invite: set GATSBY_WHATSAPP_GROUP_URL to the real group link. */
export const placeholderWhatsappGroupUrl = "https://chat.whatsapp.com/EXEMPLO-CONVITE-DO-GRUPO-VIP";

export const supabaseUrl = (process.env.GATSBY_SUPABASE_URL || localBackendUrl).replace(/\/$/, "");
export const supabaseAnonKey = process.env.GATSBY_SUPABASE_ANON_KEY || localAnonKey;
export const whatsappGroupUrl = process.env.GATSBY_WHATSAPP_GROUP_URL || placeholderWhatsappGroupUrl;
export const scriptLeadsEndpoint = process.env.GATSBY_SCRIPT_LEADS_ENDPOINT || `${localBackendUrl}/collect/script-leads`;
