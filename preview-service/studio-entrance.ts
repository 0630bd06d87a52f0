// The Studio's way in: Presentation's preview mode. Each time it frames the preview, the Studio
// (logged in as the editor) writes a one-hour secret into the dataset as a draft document, so no
// lasting secret sits in the Studio's public bundle, and opens
// /__preview/enable?sanity-preview-secret=…&sanity-preview-pathname=/blog/…
// The front asks Sanity, with the preview's read token, whether that secret exists (Sanity's own
// check, @sanity/preview-url-secret); if so the browser gets the same session cookie as with
// PREVIEW_SECRET and is sent to the page.
import { createClient } from "@sanity/client";
import { urlSearchParamPreviewSecret, validatePreviewUrl } from "@sanity/preview-url-secret";

import type { SanityAccess } from "./preview-config.ts";

/** The Studio's entrance check: where to send the editor, or null to refuse. */
export type StudioSecretCheck = (requestUrl: URL) => Promise<{ redirectTo: string } | null>;

/** Where Presentation's `previewMode.enable` points (sanity/presentation). */
export const studioEntrancePath = "/__preview/enable";

/** Sanity's secrets are base64url (43 characters today); anything else is not worth a request to Sanity. */
const plausibleSecret = /^[A-Za-z0-9_-]{8,128}$/;

export function createStudioSecretCheck({ projectId, dataset, token, apiHost }: SanityAccess): StudioSecretCheck {
  const client = createClient({
    projectId,
    dataset,
    token,
    apiVersion: "2025-02-19",
    useCdn: false,
    ...(apiHost ? { apiHost } : {}),
  });
  return async (requestUrl) => {
    const secrets = requestUrl.searchParams.getAll(urlSearchParamPreviewSecret);
    if (secrets.length !== 1 || !plausibleSecret.test(secrets[0] ?? "")) return null;
    const result = await validatePreviewUrl(client, `${requestUrl.pathname}${requestUrl.search}`);
    return result.isValid ? { redirectTo: result.redirectTo ?? "/" } : null;
  };
}
