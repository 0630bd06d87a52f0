/** The few commands of classic WebDriver (W3C) the WebKit adapter needs, over fetch. */
export interface WebDriverSession {
  command<Result = unknown>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<Result>;
  /** Evaluates an expression in the page, awaiting a promise, and returns its JSON value. */
  execute<Result>(expression: string): Promise<Result>;
  close(): Promise<void>;
}

export interface WebDriverClient {
  ready(): Promise<boolean>;
  newSession(capabilities: Record<string, unknown>): Promise<WebDriverSession>;
}

interface Answer {
  value: unknown;
}

async function call<Result>(url: string, method: string, body?: unknown): Promise<Result> {
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Answer;
  if (!response.ok) {
    const { error, message } = answer.value as { error?: string; message?: string };
    throw new Error(
      `WebDriver ${method} ${new URL(url).pathname.split("/").slice(3).join("/")}: ${error ?? response.status}: ${message ?? ""}`,
    );
  }
  return answer.value as Result;
}

export function webDriverClient(base: string): WebDriverClient {
  return {
    ready: () =>
      fetch(`${base}/status`).then(
        (response) => response.ok,
        () => false,
      ),
    newSession: async (capabilities) => {
      const { sessionId } = await call<{ sessionId: string }>(`${base}/session`, "POST", {
        capabilities: { alwaysMatch: capabilities },
      });
      const url = `${base}/session/${sessionId}`;
      const session: WebDriverSession = {
        command: (method, path, body) => call(`${url}/${path}`, method, body),
        execute: async <Result>(expression: string) => {
          const script = `const done = arguments[arguments.length - 1];
            Promise.resolve().then(() => (${expression})).then(
              (value) => done({ value: value === undefined ? null : value }),
              (error) => done({ error: String((error && error.message) || error) }));`;
          const outcome = await call<{ value?: Result; error?: string }>(`${url}/execute/async`, "POST", {
            script,
            args: [],
          });
          if (outcome.error !== undefined) throw new Error(`webkit: page script failed: ${outcome.error}`);
          return outcome.value as Result;
        },
        close: () => call(url, "DELETE").then(() => undefined),
      };
      return session;
    },
  };
}
