// API keys of the local backend. The anon key is public by design (it ships in the site's
// JavaScript, like Supabase's), so it is a fixed demo JWT that every local build can default to.
// The service-role key is random per data directory, written there with mode 0600 and never
// committed or bundled.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The two keys a request may carry. */
export interface BackendKeys {
  anonKey: string;
  serviceRoleKey: string;
}

/** The database role a key stands for. */
export type ApiRole = "anon" | "service_role";

/** Same value as the default in src/config/backend.ts (a test checks they agree). */
export const localAnonKey =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJtZXJpZGlhbi1sb2NhbC1iYWNrZW5kIiwicm9sZSI6ImFub24iLCJpYXQiOjE3NDg3MzYwMDAsImV4cCI6MjA2NDA5NjAwMH0.JvJCRPxxHUkNCNSqLsSqHRvhtSwH8fBfLG8n8zJeSMU";

export const serviceRoleKeyFile = (dir: string): string => join(dir, "service-role-key");

/** Reads the directory's service-role key, creating it on first use. */
export function loadServiceRoleKey(dir: string): string {
  const file = serviceRoleKeyFile(dir);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const key = `sb_secret_local_${randomBytes(24).toString("base64url")}`;
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

/** The database role a request runs as, from its apikey header; null when the key is wrong. */
export function roleForKey(keys: BackendKeys, apiKey: string | null): ApiRole | null {
  if (!apiKey) return null;
  if (apiKey === keys.serviceRoleKey) return "service_role";
  if (apiKey === keys.anonKey) return "anon";
  return null;
}
