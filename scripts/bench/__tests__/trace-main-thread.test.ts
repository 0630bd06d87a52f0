import { mainThreadCpu, type TraceEvent, workerThreadCpu } from "../trace-main-thread.ts";

const pid = 7;
const main = 1;
const meta: TraceEvent[] = [
  { name: "TracingStartedInBrowser", ph: "I", pid: 1, tid: 1, ts: 0, args: { data: { frames: [{ processId: pid }] } } },
  { name: "thread_name", ph: "M", pid, tid: main, ts: 0, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", pid, tid: 2, ts: 0, args: { name: "Compositor" } },
  { name: "navigationStart", ph: "R", pid, tid: main, ts: 1_000_000 },
  { name: "firstContentfulPaint", ph: "R", pid, tid: main, ts: 1_100_000 },
];
/** A top-level task: start and wall time in ms after navigation, CPU time in ms. */
const task = (startMs: number, wallMs: number, cpuMs: number, tid = main): TraceEvent => ({
  name: "RunTask",
  ph: "X",
  pid,
  tid,
  ts: 1_000_000 + startMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

describe("mainThreadCpu", () => {
  it("counts the page's main-thread tasks by CPU time, so a task the machine descheduled counts what it ran", () => {
    // Before FCP a 40 ms task; after it, one stretched to 90 ms wall by other processes though it ran 15 ms.
    const result = mainThreadCpu([
      ...meta,
      task(10, 40, 40),
      task(150, 90, 15),
      task(300, 5, 5),
      task(150, 200, 200, 2),
    ]);
    expect(result?.cpuMs).toBe(60);
    expect(result?.longestCpuMs).toBe(15);
    // TBT's rule on CPU time at 4×: only the part of 15 × 4 = 60 ms over 50 ms, and nothing before FCP.
    expect(result?.blockingCpuMs).toBe(10);
  });

  it("counts a task once, not the tasks nested in it, and scales by the run's CPU slowdown", () => {
    const outer = task(150, 30, 20);
    const nested = { ...task(155, 10, 10), name: "ThreadControllerImpl::RunTask" };
    expect(mainThreadCpu([...meta, outer, nested], { cpuSlowdown: 10 })).toMatchObject({
      cpuMs: 20,
      blockingCpuMs: 150,
    });
  });

  it("gives nothing for a trace without the page's main thread", () => {
    expect(mainThreadCpu([])).toBeUndefined();
  });
});

describe("workerThreadCpu", () => {
  const worker = 3;
  const workerMeta: TraceEvent[] = [
    ...meta,
    { name: "thread_name", ph: "M", pid, tid: worker, ts: 0, args: { name: "ThreadPoolForegroundWorker" } },
    { name: "thread_name", ph: "M", pid: pid + 1, tid: 4, ts: 0, args: { name: "ThreadPoolForegroundWorker" } },
  ];
  it("counts the page renderer's worker threads from the navigation on, each event once, and no other thread", () => {
    const compile = task(20, 30, 25, worker);
    const nestedInCompile = task(25, 5, 5, worker);
    const beforeNavigation = task(-500, 10, 10, worker);
    const otherRenderer = { ...task(20, 50, 50, 4), pid: pid + 1 };
    expect(
      workerThreadCpu([
        ...workerMeta,
        compile,
        nestedInCompile,
        task(80, 4, 4, worker),
        beforeNavigation,
        otherRenderer,
        task(10, 40, 40),
        task(150, 200, 200, 2),
      ]),
    ).toBe(29);
  });

  it("gives nothing for a trace without the page's main thread", () => {
    expect(workerThreadCpu([])).toBeUndefined();
  });
});
