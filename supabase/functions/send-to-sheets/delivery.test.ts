// The delivery protocol against real HTTP servers answering as sheets do: only a 2xx whose JSON
// says "ok": true for this lead_id counts as taken; a redirect that turns the POST into a GET is
// named in the reason.
import { deliver, deliveryOf, refusalOf } from "./delivery.ts";
import { assertEquals, storedLead } from "./test-support.ts";

const leadId = "7f3c2a4e-1b2d-4c5e-8f90-123456789abc";
const claimed = {
  kind: "lead" as const,
  id: leadId,
  createdAt: "2026-01-05T12:00:00+00:00",
  attempt: 3,
  token: "0b6f1c7e-2d3a-4b5c-9d8e-abcdef012345",
  lead: { ...storedLead, name: "=1+1" },
};

/** A sheet answering `respond` to each request; the bodies POSTed to its web app (/exec). */
async function withSheet(
  respond: (request: Request) => Response | Promise<Response>,
  run: (url: string, bodies: unknown[]) => Promise<void>,
) {
  const bodies: unknown[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (request) => {
    const path = new URL(request.url).pathname;
    if (request.method === "POST" && path === "/exec") bodies.push({ path, ...(await request.json()) });
    return respond(request);
  });
  try {
    await run(`http://127.0.0.1:${server.addr.port}/exec`, bodies);
  } finally {
    await server.shutdown();
  }
}

Deno.test("a delivery names the lead by lead_id, created_at and kind, with the cells made safe", () => {
  const delivery = deliveryOf(claimed, new Date("2026-01-05T12:00:05Z"));
  assertEquals(delivery, {
    ...claimed.lead,
    name: "'=1+1",
    lead_id: leadId,
    created_at: "2026-01-05T12:00:00+00:00",
    kind: "lead",
    attempt: 3,
    sent_at: "2026-01-05T12:00:05.000Z",
  });
  const scriptLead = { ...claimed, kind: "script_lead" as const, lead: { name: "@Ada", email: "a@b.co", source: "/" } };
  assertEquals(deliveryOf(scriptLead, new Date("2026-01-05T12:00:05Z")), {
    name: "'@Ada",
    email: "a@b.co",
    source: "/",
    lead_id: leadId,
    created_at: "2026-01-05T12:00:00+00:00",
    kind: "script_lead",
    attempt: 3,
    sent_at: "2026-01-05T12:00:05.000Z",
  });
});

Deno.test("counts only a 2xx JSON answer with ok: true for this lead", async () => {
  const cases: [string, () => Response, string | null][] = [
    ["the receiver's answer", () => Response.json({ ok: true, lead_id: leadId, duplicate: false }), null],
    ["a duplicate the receiver skipped", () => Response.json({ ok: true, lead_id: leadId, duplicate: true }), null],
    [
      "ok: true without a lead_id",
      () => Response.json({ ok: true }),
      `answered "ok": true without this delivery's lead_id, so it does not say it took this lead`,
    ],
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

/** The shipped receiver's doGet before this change: it claimed "ok": true without naming a lead. */
const oldDoGet = () => Response.json({ ok: true, receiver: "leads" });

Deno.test("a 301, 302 or 303 before the web app: never taken, the reason names the redirect", async () => {
  for (const status of [301, 302, 303]) {
    await withSheet(
      (request) =>
        new URL(request.url).pathname === "/moved"
          ? new Response(null, { status, headers: { Location: "/exec?secret=kept-out-of-reasons" } })
          : request.method === "GET"
            ? oldDoGet()
            : Response.json({ ok: true, lead_id: leadId, duplicate: false }),
      async (url, bodies) => {
        const reason = await deliver(url.replace("/exec", "/moved"), deliveryOf(claimed), 2000);
        assertEquals(
          reason,
          `answered ${status}, a redirect (to ${url}) that turned the POST into a GET, so the web app never got ` +
            `the lead and its answer names none: set SHEETS_WEBHOOK_URL to the web app's /exec URL itself, over https`,
          `${status}`,
        );
        assertEquals(bodies.length, 0, `${status}: the web app got no POST`);
      },
    );
  }
});

Deno.test("a 307 or 308 keeps the POST: taken once", async () => {
  for (const status of [307, 308]) {
    await withSheet(
      (request) =>
        new URL(request.url).pathname === "/moved"
          ? new Response(null, { status, headers: { Location: "/exec" } })
          : request.method === "GET"
            ? oldDoGet()
            : Response.json({ ok: true, lead_id: leadId, duplicate: false }),
      async (url, bodies) => {
        assertEquals(await deliver(url.replace("/exec", "/moved"), deliveryOf(claimed), 2000), null, `${status}`);
        assertEquals(
          bodies.map((body) => (body as { path: string }).path),
          ["/exec"],
          `${status}: posted once`,
        );
      },
    );
  }
});

Deno.test("Apps Script's own 302, after doPost took the lead, to the page serving its answer: taken once", async () => {
  await withSheet(
    (request) =>
      new URL(request.url).pathname === "/echo"
        ? Response.json({ ok: true, lead_id: leadId, duplicate: false })
        : request.method === "POST"
          ? new Response(null, { status: 302, headers: { Location: "/echo?user_content_key=abc" } })
          : oldDoGet(),
    async (url, bodies) => {
      assertEquals(await deliver(url, deliveryOf(claimed), 2000), null);
      assertEquals(bodies.length, 1, "posted once");
    },
  );
});

Deno.test("a sheet slower than the timeout is a failed attempt, and one that is not there too", async () => {
  let answer = () => {};
  await withSheet(
    () => new Promise((done) => (answer = () => done(Response.json({ ok: true, lead_id: leadId })))),
    async (url) => {
      assertEquals(await deliver(url, deliveryOf(claimed), 300), "timed out after 0.3 s");
      answer();
    },
  );
  assertEquals(await deliver("http://127.0.0.1:9/exec", deliveryOf(claimed), 2000), "could not be reached");
  assertEquals(refusalOf(204, "", "", leadId), 'answered 204 without JSON, not {"ok": true}');
});
