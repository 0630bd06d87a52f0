// The script generators' contact, posted by the browser as form data (Name, Email, Source: the
// page) to /functions/v1/send-to-sheets/script-leads. A simple request (no preflight, no key), so
// it can go out with keepalive before the copy or the download and outlive the page. This file
// reads the form and says what is wrong with it; the script_leads table decides the rest (its
// contact rules and per-address cap), as it does for the anon role.

/** More than any honest form needs: a name is at most 200 characters, an email 254, a path 200. */
export const maxFormBytes = 16 * 1024;

const formTypes = ["multipart/form-data", "application/x-www-form-urlencoded"];

export interface ScriptLeadForm {
  name: string;
  email: string;
  source: string | null;
}

export type FormReading = { form: ScriptLeadForm } | { status: 400 | 413 | 415; error: string };

/** The body's bytes, or null once it is longer than maxFormBytes (the rest is not read). */
async function readCapped(request: Request): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxFormBytes) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxFormBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** Reads Name, Email and Source (trimmed, as the dialog trims them) from the form. */
export async function readScriptLeadForm(request: Request): Promise<FormReading> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!formTypes.some((type) => contentType.toLowerCase().startsWith(type)))
    return {
      status: 415,
      error:
        "Send the contact as form data (multipart/form-data or application/x-www-form-urlencoded): Name, Email, Source.",
    };
  const bytes = await readCapped(request);
  if (bytes === null)
    return {
      status: 413,
      error: `The form is larger than ${maxFormBytes / 1024} KB; a contact is a name and an email.`,
    };
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    return { status: 400, error: "The form data could not be read." };
  }
  const text = (field: string): string => {
    const value = form.get(field);
    return typeof value === "string" ? value.trim() : "";
  };
  const [name, email, source] = [text("Name"), text("Email"), text("Source")];
  const missing = [name ? null : "Name", email ? null : "Email"].filter((field) => field !== null);
  if (missing.length > 0) return { status: 400, error: `${missing.join(" and ")} must be filled in.` };
  return { form: { name, email, source: source === "" ? null : source } };
}

/** The table's refusals in words: each of its constraints by name (migration 20251123000100). */
const constraintWords: Record<string, string> = {
  script_leads_name_length: "Name must be at most 200 characters.",
  script_leads_name_characters: "Name may not hold control characters (a tab, a line break).",
  script_leads_email_length: "Email must be at most 254 characters.",
  script_leads_email_format: "Email must look like name@example.com.",
  script_leads_source_path: "Source must be the page's path, such as /script-generator.",
};

/** A clear sentence for the table's refusal (its constraint named in words), else its own message. */
export function refusalInWords(message: string): string {
  const constraint = /check constraint "([^"]+)"/.exec(message)?.[1];
  return (constraint && constraintWords[constraint]) || message;
}

/** The visitor's address as the platform's edge set it (Cloudflare's header, else the first hop). */
export function clientAddressOf(request: Request): string | null {
  const cf = request.headers.get("cf-connecting-ip")?.trim();
  if (cf) return cf;
  const first = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return first || null;
}
