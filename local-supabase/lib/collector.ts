// The script generators' lead collector: POST form-data (or urlencoded) Name, Email and an
// optional Source (the page path), stored in script_leads as the anon role.
import type { PGlite } from "@electric-sql/pglite";

import { asRole } from "./database.ts";
import { apiError, fromDatabaseError, type ApiAnswer } from "./postgrest-error.ts";

const acceptedTypes = ["multipart/form-data", "application/x-www-form-urlencoded"];

export async function collectScriptLead(
  db: PGlite,
  { contentType, body }: { contentType: string | undefined; body: Buffer },
): Promise<ApiAnswer> {
  if (!acceptedTypes.some((type) => contentType?.toLowerCase().startsWith(type))) {
    return apiError(
      415,
      "PGRST107",
      "Send multipart/form-data or application/x-www-form-urlencoded with Name and Email",
    );
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType ?? "" } }).formData();
  } catch {
    return apiError(400, "PGRST102", "The form body could not be read");
  }
  const field = (name: string): string | null => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  const source = field("Source");
  try {
    await asRole(db, "anon", (tx) =>
      tx.query("insert into public.script_leads (name, email, source) values ($1, $2, $3)", [
        field("Name"),
        field("Email"),
        source === "" ? null : source,
      ]),
    );
    return { status: 201, body: { status: "stored" } };
  } catch (error) {
    return fromDatabaseError(error, "anon");
  }
}
