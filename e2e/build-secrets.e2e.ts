import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

import { publicDir } from "./support/built-site";

const textExtensions = /\.(html|js|json|map|txt|xml|css|webmanifest)$/;

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return textFiles(path);
    return textExtensions.test(name) ? [path] : [];
  });
}

/** The role claimed by a Supabase-style JWT, or undefined if it is not one. */
function jwtRole(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      role?: string;
    };
    return payload.role;
  } catch {
    return undefined;
  }
}

const secretPatterns: Array<[string, RegExp]> = [
  ["Sanity API token", /\bsk[A-Za-z0-9]{70,}\b/],
  ["Supabase secret key", /\bsb_secret_[A-Za-z0-9_-]{10,}/],
  ["private key", /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ["service-role variable", /SUPABASE_SERVICE_ROLE_KEY\s*[:=]\s*["'][^"']+["']/],
  ["Sanity token variable", /SANITY_TOKEN\s*[:=]\s*["'][^"']+["']/],
  ["AWS access key", /\bAKIA[0-9A-Z]{16}\b/],
];

describe("the deployed files", () => {
  const files = textFiles(publicDir);

  it("carry no secret-looking value", () => {
    const findings = files.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return secretPatterns
        .filter(([, pattern]) => pattern.test(text))
        .map(([name]) => `${relative(publicDir, file)}: ${name}`);
    });
    expect(findings).toEqual([]);
  });

  it("carry no JWT except the anon key", () => {
    const findings = files.flatMap((file) => {
      const tokens =
        readFileSync(file, "utf8").match(/eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g) ?? [];
      return tokens
        .filter((token) => jwtRole(token) !== "anon")
        .map((token) => `${relative(publicDir, file)}: JWT with role ${jwtRole(token) ?? "unknown"}`);
    });
    expect(findings).toEqual([]);
  });
});
