// Pictures: the export's images where a Studio's image URLs point (apiHost/images/…, sized as the
// CDN sizes them), and uploads through the real @sanity/client's assets.upload, as a Studio sends them.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";

import { createClient } from "@sanity/client";
import imageUrlBuilder from "@sanity/image-url";
import sharp from "sharp";

import type { LocalSanityApi } from "../server.ts";
import { listen, startApi, studioClient, until } from "./support.ts";

const storyboard = "7eab91c3d04053cda08f51305b1e599a539925f4-1600x900.png";

/** A picture made here: width × height, one colour, in format. */
const picture = (width: number, height: number, format: "png" | "jpeg", r = 20) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();

describe("the local Sanity API's pictures", () => {
  let api: LocalSanityApi;
  before(async () => {
    api = await startApi();
  });
  after(() => api.close());

  it("serves an export's image where @sanity/image-url points for the Studio's apiHost, cut and sized as the CDN does", async () => {
    // The builder a Studio uses, from a client configured as the Studio is (its apiHost).
    const studioConfiguredClient = createClient({
      projectId: api.projectId,
      dataset: api.dataset,
      apiHost: api.studioApiHost,
      apiVersion: "2025-02-19",
      useCdn: false,
    });
    const url = imageUrlBuilder(studioConfiguredClient)
      .image({ asset: { _ref: "image-7eab91c3d04053cda08f51305b1e599a539925f4-1600x900-png" } })
      .rect(0, 0, 1200, 900)
      .width(300)
      .fit("max")
      .url();
    assert.match(
      url,
      new RegExp(`^${api.studioApiHost}/images/127/production/${storyboard}\\?rect=0,0,1200,900&w=300&fit=max$`),
    );
    // Fetched over the plain port (the same server), as the browser fetches it from localhost over TLS.
    const response = await fetch(url.replace(api.studioApiHost, api.url));
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("content-type"), "image/png");
    const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    assert.deepEqual([width, height], [300, 225]);
    const webp = await fetch(`${api.url}/images/127/production/${storyboard}?w=64&auto=format`, {
      headers: { accept: "image/avif,image/webp,*/*" },
    });
    assert.equal(webp.headers.get("content-type"), "image/webp");
  });

  it("answers a missing picture with 404, a rect outside it with 400, and stays up", async () => {
    const missing = await fetch(`${api.url}/images/127/production/${"0".repeat(40)}-10x10.png`);
    assert.equal(missing.status, 404);
    const otherDataset = await fetch(`${api.url}/images/127/staging/${storyboard}`);
    assert.equal(otherDataset.status, 404);
    const outside = await fetch(`${api.url}/images/127/production/${storyboard}?rect=1500,0,400,900`);
    assert.deepEqual(
      [outside.status, ((await outside.json()) as { message: string }).message],
      [400, "rect must be left,top,width,height inside the picture"],
    );
    const posted = await fetch(`${api.url}/images/127/production/${storyboard}`, { method: "POST" });
    assert.equal(posted.status, 405);
    assert.equal((await fetch(`${api.url}/images/127/production/${storyboard}?w=10`)).status, 200);
  });

  it("takes an upload from @sanity/client as Sanity does: the asset document, announced to listeners, its file served, found by GROQ and in the export", async () => {
    const client = studioClient(api);
    // A listening build (gatsby-source-sanity under gatsby develop) must hear of the new asset.
    const listener = await listen(client, '*[_type == "sanity.imageAsset"]');
    const bytes = await picture(640, 480, "jpeg");
    const document = await client.assets.upload("image", bytes, { filename: "team-call.jpg", title: "The team call" });
    assert.match(document._id, /^image-[a-f0-9]{40}-640x480-jpg$/);
    assert.deepEqual(
      {
        _type: document._type,
        extension: document.extension,
        mimeType: document.mimeType,
        originalFilename: document.originalFilename,
        title: (document as { title?: string }).title,
        size: document.size,
        dimensions: document.metadata.dimensions,
        url: document.url,
      },
      {
        _type: "sanity.imageAsset",
        extension: "jpg",
        mimeType: "image/jpeg",
        originalFilename: "team-call.jpg",
        title: "The team call",
        size: bytes.length,
        dimensions: { _type: "sanity.imageDimensions", width: 640, height: 480, aspectRatio: 640 / 480 },
        url: `https://cdn.sanity.io/images/127/production/${document.sha1hash}-640x480.jpg`,
      },
    );
    const served = await fetch(`${api.url}/images/127/production/${document.sha1hash}-640x480.jpg?w=320`);
    assert.equal(served.status, 200);
    assert.equal((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width, 320);
    assert.equal(api.imageFile(`${document.sha1hash}-640x480.jpg`) !== undefined, true);
    assert.equal(await client.fetch("*[_id == $id][0].originalFilename", { id: document._id }), "team-call.jpg");
    const exported = await (
      await fetch(`${api.url}/v1/data/export/production`, {
        headers: { authorization: `Bearer ${api.token}` },
      })
    ).text();
    assert.ok(
      exported.includes(`"_id":"${document._id}"`),
      "the export (what gatsby-source-sanity reads) holds the asset",
    );
    await until(() => listener.mutations().some((event) => event.documentId === document._id), {
      what: "the listener hears of the asset",
    });
    // The same bytes again: the same asset, not a second one, and no second event.
    const again = await client.assets.upload("image", bytes, { filename: "copy.jpg" });
    assert.equal(again._id, document._id);
    assert.equal(listener.mutations().filter((event) => event.documentId === document._id).length, 1);
    listener.close();
  });

  it("refuses an upload without the token (401), one that is not a picture (400), to another dataset (404)", async () => {
    const anonymous = studioClient(api, { withToken: false });
    await assert.rejects(anonymous.assets.upload("image", await picture(8, 8, "png")), { statusCode: 401 });
    const client = studioClient(api);
    await assert.rejects(
      client.assets.upload("image", Buffer.from("not a picture")),
      (
        error: Error & {
          statusCode?: number;
        },
      ) => {
        assert.equal(error.statusCode, 400);
        assert.match(error.message, /Invalid image/);
        return true;
      },
    );
    await assert.rejects(client.withConfig({ dataset: "staging" }).assets.upload("image", await picture(8, 8, "png")), {
      statusCode: 404,
    });
  });
});
