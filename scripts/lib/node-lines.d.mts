export declare function installNodeLine(version: string): string | null;
