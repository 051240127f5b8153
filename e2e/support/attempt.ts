import { test } from '@playwright/test';

/**
 * The number of this run of the current test, from 0. Retries and repeats run on the same stack
 * and see what earlier runs saved, so data a flow creates or changes takes this number in.
 */
export function attempt(): number {
  const { retry, repeatEachIndex, project } = test.info();
  return repeatEachIndex * (project.retries + 1) + retry;
}

/** `base` on a test's first run, then `base 2`, `base 3`…: a name no earlier run has taken. */
export function nameForAttempt(base: string): string {
  const n = attempt();
  return n === 0 ? base : `${base} ${n + 1}`;
}
