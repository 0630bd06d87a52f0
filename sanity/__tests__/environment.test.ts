/** @jest-environment node */
import { readStudioEnvironment } from "../environment";

describe("readStudioEnvironment, the Studio's SANITY_STUDIO_* settings", () => {
  it("defaults to the local Sanity API's project, dataset production, api.sanity.io and gatsby develop's preview", () => {
    expect(readStudioEnvironment({})).toEqual({
      projectId: "127",
      dataset: "production",
      apiHost: undefined,
      previewOrigin: "http://localhost:8000",
    });
  });

  it("takes the API host unchanged and the preview origin without a trailing slash", () => {
    expect(
      readStudioEnvironment({
        SANITY_STUDIO_PROJECT_ID: "abc123",
        SANITY_STUDIO_DATASET: "staging",
        SANITY_STUDIO_API_HOST: "https://0.0.1:4443",
        SANITY_STUDIO_PREVIEW_URL: "https://preview.example.com/",
      }),
    ).toEqual({
      projectId: "abc123",
      dataset: "staging",
      apiHost: "https://0.0.1:4443",
      previewOrigin: "https://preview.example.com",
    });
  });
});
