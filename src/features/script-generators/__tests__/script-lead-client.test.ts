import { submitScriptLead } from "../script-lead-client";

/** A fetch that answers every request with 200 OK. */
const okFetch = () =>
  jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockResolvedValue({ ok: true } as Response);

const lead = { name: "Ada Lovelace", email: "ada@example.com", source: "/script-generator" };

describe("submitScriptLead", () => {
  const originalFetch = global.fetch;
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    global.fetch = originalFetch;
    consoleError.mockRestore();
    jest.useRealTimers();
  });

  it("posts Name, Email and Source as form data to the endpoint", async () => {
    const fetchMock = okFetch();
    global.fetch = fetchMock;
    await submitScriptLead(lead, { endpoint: "http://collector.test/leads" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("http://collector.test/leads");
    expect(init.method).toBe("POST");
    const body = init.body as FormData;
    expect(body.get("Name")).toBe("Ada Lovelace");
    expect(body.get("Email")).toBe("ada@example.com");
    expect(body.get("Source")).toBe("/script-generator");
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("defaults to the local collector", async () => {
    const fetchMock = okFetch();
    global.fetch = fetchMock;
    await submitScriptLead(lead);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("http://localhost:54321/collect/script-leads");
  });

  it("only logs a network failure and resolves", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(submitScriptLead(lead)).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining("Script lead submission failed"),
      expect.any(TypeError),
    );
  });

  it("waits for a slow collector without aborting it, and keeps the request alive past the page", async () => {
    jest.useFakeTimers();
    let init: RequestInit | undefined;
    global.fetch = jest.fn((_url: RequestInfo | URL, requestInit?: RequestInit) => {
      init = requestInit;
      return new Promise<Response>((resolve) =>
        setTimeout(() => resolve({ ok: false, status: 0, type: "opaque" } as Response), 10000),
      );
    });
    const done = jest.fn();
    const pending = submitScriptLead(lead).then(done);
    await jest.advanceTimersByTimeAsync(9999);
    expect(done).not.toHaveBeenCalled();
    expect(init?.signal).toBeUndefined();
    expect(init?.keepalive).toBe(true);
    expect(init?.mode).toBe("no-cors");
    await jest.advanceTimersByTimeAsync(1);
    await pending;
    expect(done).toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
