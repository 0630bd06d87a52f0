export const floorEvery: number;
export function roundOrder(routeCount: number, every?: number): number[];
