// The script generators' lead collector: POST form-data (or urlencoded) Name, Email and an
// optional Source (the page path), stored in script_leads as the anon role.
import { asRole } from "./database.mjs";
import { apiError, fromDatabaseError } from "./postgrest-error.mjs";

const acceptedTypes = ["multipart/form-data", "application/x-www-form-urlencoded"];

export async function collectScriptLead(db, { contentType, body }) {
  if (!acceptedTypes.some((type) => contentType?.toLowerCase().startsWith(type))) {
    return apiError(415, "PGRST107", "Send multipart/form-data or application/x-www-form-urlencoded with Name and Email");
  }
  let form;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    return apiError(400, "PGRST102", "The form body could not be read");
  }
  const field = (name) => {
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
