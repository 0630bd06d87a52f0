export function isHostToolingPath(pathname: string): boolean;
