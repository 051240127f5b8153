import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsRunning } from './animations.ts';

/** The rules the screens answer to: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is now (open dialogs included, once their animations have ended) and
 * fails on any WCAG 2.1 AA violation, naming for each its rule, what it asks for and the elements
 * that fail it. `context` says which screen and state was checked. The failure is soft: the flow
 * goes on to its next screens, so one run lists every screen's violations.
 */
export async function expectNoAxeViolations(page: Page, context: string) {
  // A dialog still fading in has colours on their way: axe would measure their contrast half-way.
  await expect.poll(() => animationsRunning(page, { ripple: false }), { intervals: [50] }).toBe(0);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n${violation.nodes
        .map((node) => `    ${node.target.join(' ')}`)
        .join('\n')}`,
  );
  expect.soft(report, `WCAG 2.1 AA violations on ${context}`).toEqual([]);
}
