import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** axe violations on the page as "rule-id: target" lines, so a failure says where. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")} (${violation.help})`),
  );
}
