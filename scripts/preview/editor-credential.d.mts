export const sessionMaxAgeSeconds: number;
export const minimumSecretLength: number;
export function secretMatches(candidate: unknown, secret: string): boolean;
export function mintSession(secret: string, nowMs: number): string;
export function sessionIsValid(value: unknown, secret: string, nowMs: number): boolean;
export function sessionFromCookieHeader(header: unknown): string | undefined;
export function withoutSessionCookie(header: unknown): string | undefined;
export function sessionCookie(value: string, options: { https: boolean }): string;
