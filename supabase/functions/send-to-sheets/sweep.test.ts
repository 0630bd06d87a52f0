// deno test --no-config --allow-net --allow-env supabase/functions
// The sweep ({"sweep": true} with the secret), against the same stand-in servers as handler.test.ts.
import { createHandler } from "./handler.ts";
import { assert, assertEquals, storedLead } from "./test-support.ts";
import { knownId, otherId, post, sweepRequest, sweepSecret, withServers } from "./test-servers.ts";

Deno.test("runs the sweep only for a caller with the sweep secret", async () => {
  await withServers({ [knownId]: storedLead }, async ({ hook, config }) => {
    for (const secret of [null, "", "sweep-secret-for-test", `${sweepSecret}x`]) {
      const refused = await createHandler(config)(sweepRequest(secret));
      assertEquals(refused.status, 401, JSON.stringify(secret));
      await refused.body?.cancel();
    }
    const off = await createHandler({ ...config, sweepSecret: undefined })(sweepRequest(sweepSecret));
    assertEquals(off.status, 503);
    assert((await off.json()).error.includes("SHEETS_SWEEP_SECRET"), "names the secret");
    const badClock = await createHandler({ ...config, testClock: true })(
      sweepRequest(sweepSecret, { as_of: "yesterday-ish" }),
    );
    assertEquals(badClock.status, 400);
    await badClock.body?.cancel();
    assertEquals(hook.requests.length, 0, "a refused sweep forwarded");
  });
});

Deno.test("refuses the tests' clock (as_of) unless the function runs for tests", async () => {
  await withServers({ [knownId]: storedLead }, async ({ hook, config }) => {
    const tomorrow = new Date(Date.now() + 86400000).toISOString();
    const refused = await createHandler(config)(sweepRequest(sweepSecret, { as_of: tomorrow }));
    assertEquals(refused.status, 400);
    assert((await refused.json()).error.includes("'as_of'"), "names the field");
    assertEquals(hook.requests.length, 0, "a refused sweep forwarded");
    const tests = await createHandler({ ...config, testClock: true })(sweepRequest(sweepSecret, { as_of: tomorrow }));
    assertEquals((await tests.json()).forwarded, 1);
  });
});

Deno.test("the sweep forwards each pending lead once, through the same safe cells", async () => {
  const risky = { ...storedLead, name: "=1+1", email: "ana@example.com" };
  await withServers({ [knownId]: storedLead, [otherId]: risky }, async ({ hook, config }) => {
    const handler = createHandler(config);
    const first = await handler(sweepRequest(sweepSecret));
    assertEquals(await first.json(), { status: "swept", claimed: 2, forwarded: 2, failed: 0, overdue: 0 });
    const second = await handler(sweepRequest(sweepSecret));
    assertEquals((await second.json()).claimed, 0);
    assertEquals(hook.requests.length, 2);
    const names = hook.requests.map((request) => JSON.parse(request.body).name).sort();
    assertEquals(names, ["'=1+1", "Maria Souza"]);
    const fastPath = await handler(post({ id: knownId }));
    assertEquals(await fastPath.json(), { status: "already_forwarded" });
  });
});

Deno.test("a failed attempt gives the claim back with its reason and the log names the lead", async () => {
  await withServers(
    { [knownId]: storedLead },
    async ({ config, logs }) => {
      const answer = await createHandler(config)(sweepRequest(sweepSecret));
      assertEquals(await answer.json(), {
        status: "swept",
        claimed: 1,
        forwarded: 0,
        failed: 1,
        overdue: 0,
      });
      assertEquals(logs.length, 1);
      assert(logs[0]!.includes(`lead ${knownId}: attempt 1 failed (The sheets webhook answered 503.)`), logs[0]!);
      assert(!logs[0]!.includes(storedLead.email), "the log carries no personal data");
    },
    () => new Response("down", { status: 503 }),
  );
});
