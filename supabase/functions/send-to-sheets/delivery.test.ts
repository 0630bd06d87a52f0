// The delivery protocol against real HTTP servers answering as sheets do: only a 2xx whose JSON
// says "ok": true (for this lead_id, when it names one) counts as taken.
import { deliver, deliveryOf, refusalOf } from "./delivery.ts";
import { assertEquals, storedLead } from "./test-support.ts";

const leadId = "7f3c2a4e-1b2d-4c5e-8f90-123456789abc";
const claimed = {
  id: leadId,
  createdAt: "2026-01-05T12:00:00+00:00",
  attempt: 3,
  token: "0b6f1c7e-2d3a-4b5c-9d8e-abcdef012345",
  lead: { ...storedLead, name: "=1+1" },
};

/** A sheet answering `respond` to each delivery; the bodies it received. */
async function withSheet(
  respond: (request: Request) => Response | Promise<Response>,
  run: (url: string, bodies: unknown[]) => Promise<void>,
) {
  const bodies: unknown[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (request) => {
    if (request.method === "POST") bodies.push(await request.json());
    return respond(request);
  });
  try {
    await run(`http://127.0.0.1:${server.addr.port}/exec`, bodies);
  } finally {
    await server.shutdown();
  }
}

Deno.test("a delivery names the lead by lead_id and created_at, with the cells made safe", () => {
  const delivery = deliveryOf(claimed, new Date("2026-01-05T12:00:05Z"));
  assertEquals(delivery, {
    lead_id: leadId,
    created_at: "2026-01-05T12:00:00+00:00",
    ...claimed.lead,
    name: "'=1+1",
    attempt: 3,
    sent_at: "2026-01-05T12:00:05.000Z",
  });
});

Deno.test("counts only a 2xx JSON answer with ok: true for this lead", async () => {
  const cases: [string, () => Response, string | null][] = [
    ["the receiver's answer", () => Response.json({ ok: true, lead_id: leadId, duplicate: false }), null],
    ["a duplicate the receiver skipped", () => Response.json({ ok: true, lead_id: leadId, duplicate: true }), null],
    ["ok: true without a lead_id", () => Response.json({ ok: true }), null],
    [
      "Apps Script's error page",
      () =>
        new Response("<!DOCTYPE html><html><body>TypeError: Cannot read properties of null</body></html>", {
          headers: { "Content-Type": "text/html" },
        }),
      'answered 200 with an HTML page, not {"ok": true}: has the script failed? (its Executions page says why)',
    ],
    ["plain ok", () => new Response("ok"), 'answered 200 without JSON, not {"ok": true}'],
    ["an empty 200", () => new Response(null), 'answered 200 without JSON, not {"ok": true}'],
    [
      "ok: false with the reason",
      () => Response.json({ ok: false, error: "Another delivery held the lock; try again." }),
      'answered "ok": false (Another delivery held the lock; try again.)',
    ],
    ["JSON without ok", () => Response.json({ result: "success" }), 'answered "ok": null'],
    ["ok as a string", () => Response.json({ ok: "true" }), 'answered "ok": "true"'],
    ["a JSON list", () => Response.json([{ ok: true }]), 'answered 200 with JSON that is not {"ok": true}'],
    [
      "another lead's answer",
      () => Response.json({ ok: true, lead_id: claimed.token }),
      'answered "ok": true for another lead_id, not this one',
    ],
    ["a 500 with ok: true", () => Response.json({ ok: true }, { status: 500 }), "answered 500"],
  ];
  for (const [name, respond, expected] of cases) {
    await withSheet(respond, async (url) =>
      assertEquals(await deliver(url, deliveryOf(claimed), 2000), expected, name),
    );
  }
});

Deno.test("follows Apps Script's redirect to the answer", async () => {
  await withSheet(
    (request) =>
      new URL(request.url).pathname === "/exec"
        ? new Response(null, { status: 302, headers: { Location: "/echo?user_content_key=abc" } })
        : Response.json({ ok: true, lead_id: leadId, duplicate: false }),
    async (url, bodies) => {
      assertEquals(await deliver(url, deliveryOf(claimed), 2000), null);
      assertEquals(bodies.length, 1, "posted once");
    },
  );
});

Deno.test("a sheet slower than the timeout is a failed attempt, and one that is not there too", async () => {
  let answer = () => {};
  await withSheet(
    () => new Promise((done) => (answer = () => done(Response.json({ ok: true })))),
    async (url) => {
      assertEquals(await deliver(url, deliveryOf(claimed), 300), "timed out after 0.3 s");
      answer();
    },
  );
  assertEquals(await deliver("http://127.0.0.1:9/exec", deliveryOf(claimed), 2000), "could not be reached");
  assertEquals(refusalOf(204, "", "", leadId), 'answered 204 without JSON, not {"ok": true}');
});
