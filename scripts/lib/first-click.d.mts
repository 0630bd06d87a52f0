import type { Page } from "playwright-core";

export interface FirstClickScenario {
  name: string;
  path: string;
  button: string;
  visibleText: string;
  prepare: (page: Page) => Promise<void>;
}
export const firstClickScenarios: FirstClickScenario[];
export function clickUntilVisible(page: Page, scenario: FirstClickScenario, timeoutMs?: number): Promise<number>;
export function hoverAndPrefetch(page: Page, scenario: FirstClickScenario, quietAfterMs?: number): Promise<number>;
