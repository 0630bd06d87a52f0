// A certificate made at start for 127.0.0.1 and localhost, so the API speaks HTTP/2 over TLS:
// Chromium holds at most six HTTP/1.1 connections per host, and a Studio's listeners take them
// all. The certificate is written to a file that Node clients trust through NODE_EXTRA_CA_CERTS
// (read when a Node process starts); browsers are told to accept it (ignoreHTTPSErrors).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import selfsigned from "selfsigned";

export interface Certificate {
  key: string;
  cert: string;
  /** The certificate's PEM file. */
  certPath: string;
  /** Deletes the file. */
  remove: () => void;
}

/** Resolves with PEM strings and the certificate's file; extraHosts: more DNS names it is valid for. */
export async function makeCertificate(extraHosts: string[] = []): Promise<Certificate> {
  const notBeforeDate = new Date(Date.now() - 60 * 60 * 1000);
  const notAfterDate = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  const pems = await selfsigned.generate([{ name: "commonName", value: "localhost" }], {
    keyType: "ec",
    curve: "P-256",
    algorithm: "sha256",
    notBeforeDate,
    notAfterDate,
    extensions: [
      // A self-signed certificate that is its own trust anchor: OpenSSL (Node) wants it marked a CA.
      { name: "basicConstraints", cA: true, critical: true },
      { name: "keyUsage", digitalSignature: true, keyCertSign: true, critical: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [
          { type: 2, value: "localhost" },
          ...extraHosts.map((value) => ({ type: 2 as const, value })),
          { type: 7, ip: "127.0.0.1" },
          { type: 7, ip: "::1" },
        ],
      },
    ],
  });
  const dir = mkdtempSync(join(tmpdir(), "sanity-local-tls-"));
  const certPath = join(dir, "local-sanity-api.pem");
  writeFileSync(certPath, pems.cert);
  return { key: pems.private, cert: pems.cert, certPath, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
