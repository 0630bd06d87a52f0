/** @jest-environment node */
import { limitKey, parseTrustedProxy, plainAddress } from "../forwarded-client.ts";

describe("the addresses the entrances' limits count by", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["203.0.113.9:51234", "203.0.113.9"],
    ["[2001:DB8::1]:443", "2001:db8::1"],
    ["not an address", null],
    ["203.0.113.9, 10.0.0.1", null],
  ])("reads %s as %s", (entry, address) => {
    expect(plainAddress(entry)).toBe(address);
  });

  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::203.0.113.9", "64:ff9b:0:0::/64"],
  ])("limits %s as %s", (address, key) => {
    expect(limitKey(address)).toBe(key);
  });

  it("refuses a trusted proxy it cannot read, naming what to write", () => {
    for (const value of ["true", "yes", "11", "10.0.0.0/33", "proxy.render.com", "10.0.0.1/8/2"]) {
      const read = parseTrustedProxy(value);
      expect("problem" in read ? read.problem : "trusted").toMatch(/^PREVIEW_TRUST_PROXY is .*1 on Render/);
    }
  });
});
