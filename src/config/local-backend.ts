/**
 * The local backend that `npm start`, `npm run develop` and the tests build against (local-supabase/),
 * with its fixed public demo anon key. Only local builds use these (see deploy-env.ts); a deploy
 * build without its own values stops instead, so none of them reaches a visitor's browser.
 */
export const localBackendUrl = "http://localhost:54321";

export const localAnonKey =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJtZXJpZGlhbi1sb2NhbC1iYWNrZW5kIiwicm9sZSI6ImFub24iLCJpYXQiOjE3NDg3MzYwMDAsImV4cCI6MjA2NDA5NjAwMH0.JvJCRPxxHUkNCNSqLsSqHRvhtSwH8fBfLG8n8zJeSMU";

/** A clearly fake invite: a deploy build needs GATSBY_WHATSAPP_GROUP_URL, the real group link. */
export const placeholderWhatsappGroupUrl = "https://chat.whatsapp.com/EXEMPLO-CONVITE-DO-GRUPO-VIP";
