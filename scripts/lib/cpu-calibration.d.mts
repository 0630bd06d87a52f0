export declare const lighthouseReferenceIndex: number;
export declare function calibratedSlowdown(measuredIndex: number, hostIndex: number, defaultSlowdown: number): number;
