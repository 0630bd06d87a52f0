export type Snapshot = Map<string, string>;
export interface SnapshotDiff {
  changed: string[];
  added: string[];
  removed: string[];
}
export function snapshotFiles(dir: string): Snapshot;
export function diffSnapshots(before: Snapshot, after: Snapshot): SnapshotDiff;
export function fileKind(path: string): string;
