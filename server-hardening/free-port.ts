// A loopback port nothing listens on at the moment of asking, for a child server or a test.
import { type AddressInfo, createServer } from "node:net";

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}
