import type { Page } from '@playwright/test';

/**
 * How many finite animations run on the page now (a spinner's endless turn is not one); antd's
 * ripple round a clicked button (its "wave", a border's shadow fading for 2 s) is counted unless
 * `ripple` is false.
 */
export function animationsRunning(page: Page, { ripple = true } = {}): Promise<number> {
  return page.evaluate(
    (countRipple) =>
      document.getAnimations().filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return (
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().iterations !== Infinity &&
          (countRipple || !target?.classList.contains('ant-wave'))
        );
      }).length,
    ripple,
  );
}
