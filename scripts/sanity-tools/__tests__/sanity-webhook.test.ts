/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";

import { evaluate, parse } from "groq-js";

import { installWebhook, rebuildFilter, rebuildProjection, rebuildWebhook, shareLink } from "../sanity-webhook.ts";

const buildHookUrl = "https://api.netlify.com/build_hooks/0123456789abcdef";

/** Whether Sanity's own GROQ engine lets the document through the webhook's filter. */
async function triggers(document: Record<string, unknown>): Promise<boolean> {
  return changeTriggers(document, document);
}

/** The same for one change of a document: before and after it (null: did not exist / was deleted). */
async function changeTriggers(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<boolean> {
  const root = after ?? before;
  return (await (await evaluate(parse(rebuildFilter, { mode: "delta" }), { root, before, after })).get()) === true;
}

describe("the rebuild webhook", () => {
  it("fires for published posts and authors, and for nothing else", async () => {
    await expect(triggers({ _id: "post-1", _type: "post" })).resolves.toBe(true);
    await expect(triggers({ _id: "author-1", _type: "author" })).resolves.toBe(true);
    await expect(triggers({ _id: "drafts.post-1", _type: "post" })).resolves.toBe(false);
    await expect(triggers({ _id: "drafts.author-1", _type: "author" })).resolves.toBe(false);
    await expect(triggers({ _id: "versions.rLaunch.post-1", _type: "post" })).resolves.toBe(false);
    await expect(triggers({ _id: "image-abc-1200x630-png", _type: "sanity.imageAsset" })).resolves.toBe(false);
  });

  it("fires once when a Content Release or a Scheduled Draft publishes a post at its time, not while it is planned", async () => {
    const version = {
      _id: "versions.rLaunch.post-1",
      _type: "post",
      title: "Launch",
      publishedAt: "2026-12-01T09:00:00Z",
    };
    const release = { _id: "_.releases.rLaunch", _type: "system.release", state: "scheduled" };
    // Planning: the editor writes the version and schedules the release.
    await expect(changeTriggers(null, version)).resolves.toBe(false);
    await expect(changeTriggers(null, release)).resolves.toBe(false);
    // At its time Sanity publishes it: the post is created (or updated) and the version removed, in one transaction.
    const published = { ...version, _id: "post-1" };
    const changes = [
      changeTriggers(null, published),
      changeTriggers(version, null),
      changeTriggers(release, { ...release, state: "published" }),
    ];
    await expect(Promise.all(changes)).resolves.toEqual([true, false, false]);
    // A release that unpublishes a post deletes the published document: the site must drop it.
    await expect(changeTriggers(published, null)).resolves.toBe(true);
  });

  it("fires on create, update and delete (a deleted post must leave the site), never for drafts or release versions", () => {
    const webhook = rebuildWebhook({ buildHookUrl });
    expect(webhook.rule.on).toEqual(["create", "update", "delete"]);
    expect(webhook.includeDrafts).toBe(false);
    expect(webhook.includeAllVersions).toBe(false);
    expect(webhook).toMatchObject({ type: "document", url: buildHookUrl, httpMethod: "POST", dataset: "production" });
  });

  it("sends the build hook which document changed and how, and none of its content", async () => {
    const before = { _id: "post-1", _type: "post", title: "Old title", body: [] };
    const body: unknown = await (
      await evaluate(parse(rebuildProjection, { mode: "delta" }), { root: before, before, after: null })
    ).get();
    expect(body).toEqual({ _id: "post-1", _type: "post", operation: "delete" });
  });

  it("targets only an https build hook, and says where to set it", () => {
    expect(() => rebuildWebhook({ buildHookUrl: undefined })).toThrow(/SANITY_BUILD_HOOK_URL/);
    expect(() => rebuildWebhook({ buildHookUrl: "http://api.netlify.com/build_hooks/x" })).toThrow(/https/);
  });

  it("gives a share link that carries the same definition", () => {
    const webhook = rebuildWebhook({ buildHookUrl });
    const params = new URL(shareLink(webhook)).searchParams;
    expect(params.getAll("on")).toEqual(["create", "update", "delete"]);
    expect(params.get("filter")).toBe(rebuildFilter);
    expect(params.get("url")).toBe(buildHookUrl);
  });

  it("installs through Sanity's Webhooks API with the manage token", async () => {
    const received: Array<{ method?: string; url?: string; auth?: string; body: string }> = [];
    const api = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        received.push({ method: req.method, url: req.url, auth: req.headers.authorization, body });
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ id: "hook-1" }));
      });
    });
    await new Promise<void>((done) => api.listen(0, "127.0.0.1", done));
    const apiHost = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    try {
      const webhook = rebuildWebhook({ buildHookUrl, dataset: "staging" });
      await expect(installWebhook(webhook, { projectId: "abc123", token: "manage-token", apiHost })).resolves.toEqual({
        id: "hook-1",
      });
      expect(received).toEqual([
        {
          method: "POST",
          url: "/v2021-10-04/hooks/projects/abc123",
          auth: "Bearer manage-token",
          body: JSON.stringify(webhook),
        },
      ]);
      await expect(installWebhook(webhook, { projectId: "abc123", apiHost })).rejects.toThrow(/SANITY_MANAGE_TOKEN/);
    } finally {
      api.close();
    }
  });
});
