// The page's main-thread work in a Chromium trace, by CPU time. Lighthouse's TBT and task times
// are wall-clock durations: on a machine shared with other builds a task that was descheduled
// half its time counts double, and in one session the bare Gatsby page's TBT went 29 → 263 ms
// between two runs. Chromium also records each trace event's thread time (`tdur`), the CPU the
// thread really spent, which the neighbours' load hardly moves.

export interface MainThreadTask {
  startMs: number;
  wallMs: number;
  cpuMs: number;
  afterFcp: boolean;
}
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
}
/** The part of TracingStartedInBrowser's args read here: the traced frames and their renderer. */
interface TracingStartedData {
  frames?: Array<{ parent?: string; processId?: number }>;
}

const topLevelTask = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/** The renderer main thread of the traced page's main frame: [pid, tid]. */
function pageMainThread(events: TraceEvent[]): [pid: number, tid: number] | undefined {
  const started = events.find((event) => event.name === "TracingStartedInBrowser");
  const data = started?.args?.data as TracingStartedData | undefined;
  const frame = data?.frames?.find((candidate) => !candidate.parent) ?? data?.frames?.[0];
  const threads = events.filter(
    (event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain",
  );
  const main = threads.find((thread) => thread.pid === frame?.processId) ?? threads[0];
  return main ? [main.pid, main.tid] : undefined;
}

/**
 * The main thread's top-level tasks as { startMs, cpuMs, wallMs, afterFcp } from the navigation
 * on; and what they add up to: all of their CPU time; the part of each after the first
 * contentful paint that exceeds 50 ms once scaled by `cpuSlowdown` (TBT's rule, applied to CPU
 * time); and the longest of those tasks' CPU time (the one that blocks first on a slower host).
 */
export function mainThreadCpu(
  traceEvents: TraceEvent[],
  { cpuSlowdown = 4 }: { cpuSlowdown?: number } = {},
): { cpuMs: number; blockingCpuMs: number; longestCpuMs: number; tasks: MainThreadTask[] } | undefined {
  const thread = pageMainThread(traceEvents);
  if (!thread) return undefined;
  const [pid, tid] = thread;
  const navigation = traceEvents.find((event) => event.name === "navigationStart" && event.pid === pid)?.ts ?? 0;
  const fcp = traceEvents.find((event) => event.name === "firstContentfulPaint" && event.pid === pid)?.ts;
  const tasks: MainThreadTask[] = [];
  let end = -Infinity;
  for (const event of traceEvents
    .filter(
      (candidate) =>
        candidate.pid === pid &&
        candidate.tid === tid &&
        candidate.ph === "X" &&
        topLevelTask.has(candidate.name) &&
        candidate.ts >= navigation,
    )
    .sort((a, b) => a.ts - b.ts)) {
    if (event.ts < end) continue; // nested in the task before
    const dur = event.dur ?? 0;
    end = event.ts + dur;
    tasks.push({
      startMs: (event.ts - navigation) / 1000,
      wallMs: dur / 1000,
      cpuMs: (event.tdur ?? dur) / 1000,
      afterFcp: fcp !== undefined && event.ts >= fcp,
    });
  }
  const cpuMs = tasks.reduce((sum, task) => sum + task.cpuMs, 0);
  const afterFcp = tasks.filter((task) => task.afterFcp);
  const blockingCpuMs = afterFcp.reduce((sum, task) => sum + Math.max(0, task.cpuMs * cpuSlowdown - 50), 0);
  const longestCpuMs = Math.max(0, ...afterFcp.map((task) => task.cpuMs));
  return { cpuMs, blockingCpuMs, longestCpuMs, tasks };
}

/**
 * CPU time of the page's renderer on its worker threads (Chromium's ThreadPoolForegroundWorker:
 * V8's streaming compiler and its background compiles and collections) from the navigation on,
 * each top-level event once. What a compile hint moves off the main thread shows up here, so a
 * cut in the main thread's figure can be told apart from a cut in the page's work.
 */
export function workerThreadCpu(traceEvents: TraceEvent[]): number | undefined {
  const thread = pageMainThread(traceEvents);
  if (!thread) return undefined;
  const [pid, mainTid] = thread;
  const navigation = traceEvents.find((event) => event.name === "navigationStart" && event.pid === pid)?.ts ?? 0;
  const workers = new Set(
    traceEvents
      .filter(
        (event) =>
          event.ph === "M" &&
          event.name === "thread_name" &&
          event.pid === pid &&
          event.tid !== mainTid &&
          typeof event.args?.name === "string" &&
          event.args.name.startsWith("ThreadPoolForegroundWorker"),
      )
      .map((event) => event.tid),
  );
  const endByThread = new Map<number, number>();
  let cpuMs = 0;
  for (const event of traceEvents
    .filter((candidate) => candidate.pid === pid && workers.has(candidate.tid) && candidate.ph === "X")
    .filter((candidate) => candidate.ts >= navigation)
    .sort((a, b) => a.ts - b.ts)) {
    if (event.ts < (endByThread.get(event.tid) ?? -Infinity)) continue; // nested in the event before
    endByThread.set(event.tid, event.ts + (event.dur ?? 0));
    cpuMs += (event.tdur ?? event.dur ?? 0) / 1000;
  }
  return cpuMs;
}
