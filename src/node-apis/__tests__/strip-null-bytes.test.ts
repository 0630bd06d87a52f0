import { stripNullBytes } from "../strip-null-bytes";

describe("stripNullBytes", () => {
  it("removes the NUL React 18 leaves at a buffer boundary and keeps multi-byte characters whole", () => {
    const broken = Buffer.concat([Buffer.from("<h2>Estrat"), Buffer.from([0]), Buffer.from("égias</h2>")]);
    expect(stripNullBytes(broken)?.toString("utf8")).toBe("<h2>Estratégias</h2>");
  });

  it("leaves clean HTML alone", () => {
    expect(stripNullBytes(Buffer.from("<p>Olá</p>"))).toBeNull();
  });
});
