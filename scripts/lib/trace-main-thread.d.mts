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
export function mainThreadCpu(
  traceEvents: TraceEvent[],
  options?: { cpuSlowdown?: number },
): { cpuMs: number; blockingCpuMs: number; longestCpuMs: number; tasks: MainThreadTask[] } | undefined;
