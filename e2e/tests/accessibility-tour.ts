import type { Page } from '@playwright/test';
import { expect, seriousViolations } from './support';

/**
 * The accessibility tour: axe-core on every screen of the route map that has a page of its
 * own (the viewers and the modals have theirs in their journeys), what a visitor sees
 * (accessibility-visitor.e2e.ts) and what the demo reader sees logged in
 * (accessibility-reader.e2e.ts). All screens of a group are visited and their violations
 * reported together.
 */

/** Opens each path in turn and returns the serious or critical violations by path. */
export async function violationsByScreen(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    // The screen is there when its heading is and nothing is loading any more.
    await expect(page.locator('h1').first(), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

/** Screens per test: each test has its own time budget, so a slow machine cannot run one out for all. */
const SCREENS_PER_TEST = 10;

export function inGroups(paths: string[]): string[][] {
  const groups: string[][] = [];
  for (let start = 0; start < paths.length; start += SCREENS_PER_TEST) groups.push(paths.slice(start, start + SCREENS_PER_TEST));
  return groups;
}
