import { staleTypesMessage } from "../generated-types.ts";

describe("generated GraphQL types check", () => {
  it("passes when the build generated the committed text", () => {
    expect(staleTypesMessage("type A = 1;\n", "type A = 1;\n")).toBeNull();
  });

  it("names the file and the command that refreshes it when they differ", () => {
    const message = staleTypesMessage("type A = 1;\n", "type A = 2;\n", "src/types/gatsby-types.d.ts");
    expect(message).toContain("src/types/gatsby-types.d.ts is stale");
    expect(message).toContain("npm run build");
  });

  it("says when the committed file is missing", () => {
    expect(staleTypesMessage(null, "type A = 1;\n", "x.d.ts")).toContain("x.d.ts is missing");
  });
});
