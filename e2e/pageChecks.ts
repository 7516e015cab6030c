import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The routes of apps/web/app, from its page.tsx files ("/events/[id]/standings"). */
export function appRoutes(): string[] {
  const app = path.join(import.meta.dirname, '../apps/web/app');
  return readdirSync(app, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'page.tsx')
    .map((file) => `/${path.dirname(file).split(path.sep).join('/')}`.replace(/^\/\.$/, '/'))
    .sort();
}

/** Console errors and uncaught page errors from now on (a hydration mismatch, a missing favicon, a failed request). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: page error: ${error.message}`));
  return errors;
}

/** Opens a page and waits for React to hydrate it. */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Best-practice rules the scan holds every page to as well: one h1, landmarks told apart by their names (#31). */
const namedRules = new Set([
  'page-has-heading-one',
  'landmark-unique',
  'landmark-one-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
]);

/** axe-core's serious and critical WCAG 2.x A/AA violations on the page, and any of namedRules, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{
            violations: { id: string; impact: string | null; tags: string[]; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      wcag: v.tags.some((t) => t.startsWith('wcag')),
      targets: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)),
    }));
  });
  return found
    .filter((v) => namedRules.has(v.id) || (v.wcag && (v.impact === 'serious' || v.impact === 'critical')))
    .map((v) => `${page.url()}: ${v.impact} ${v.id} at ${v.targets.join(', ')}`);
}

/** How far the page is wider than the window (0: no sideways scrolling). */
export const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
