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

  it("posts Name, Email and Source as form data to an override without reading its answer", async () => {
    const fetchMock = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockResolvedValue({ ok: false, status: 0, type: "opaque" } as Response);
    global.fetch = fetchMock;
    await submitScriptLead(lead, { endpoint: "http://collector.test/leads", opaque: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("http://collector.test/leads");
    expect(init.method).toBe("POST");
    expect(init.mode).toBe("no-cors");
    const body = init.body as FormData;
    expect(body.get("Name")).toBe("Ada Lovelace");
    expect(body.get("Email")).toBe("ada@example.com");
    expect(body.get("Source")).toBe("/script-generator");
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("defaults to the project's send-to-sheets route, reading its answer", async () => {
    const fetchMock = okFetch();
    global.fetch = fetchMock;
    await submitScriptLead(lead);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("http://localhost:54321/functions/v1/send-to-sheets/script-leads");
    expect(init.mode).toBe("cors");
    expect(init.headers).toBeUndefined();
  });

  it("only logs a refusal, with what the function said", async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: false,
      status: 400,
      text: () => Promise.resolve('{"error":"Email must look like name@example.com."}'),
    });
    await expect(submitScriptLead(lead)).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining("Script lead submission failed"),
      400,
      '{"error":"Email must look like name@example.com."}',
    );
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
        setTimeout(() => resolve({ ok: true, status: 201 } as Response), 10000),
      );
    });
    const done = jest.fn();
    const pending = submitScriptLead(lead).then(done);
    await jest.advanceTimersByTimeAsync(9999);
    expect(done).not.toHaveBeenCalled();
    expect(init?.signal).toBeUndefined();
    expect(init?.keepalive).toBe(true);
    expect(init?.mode).toBe("cors");
    await jest.advanceTimersByTimeAsync(1);
    await pending;
    expect(done).toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
