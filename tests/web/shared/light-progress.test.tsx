import { screen } from '@testing-library/react';
import { Progress } from 'antd';
import { describe, expect, it } from 'vitest';
import { LightProgress } from '../../../web/src/shared/light-controls.tsx';
import { render } from '../support/render.tsx';

// The light bar must look exactly like antd's: the same markup, classes and inline styles, so
// antd's stylesheet draws it the same.
const markupOf = (ui: React.ReactElement) => render(ui).container.innerHTML;

describe('LightProgress', () => {
  it.each([
    { percent: 60, done: 25 },
    { percent: 100, done: 100 },
    { percent: 40, done: 0 },
    { percent: 0, done: 0 },
    { percent: 130, done: -5 },
  ])(
    'is antd’s line Progress, markup and styles: $percent with $done done',
    ({ percent, done }) => {
      const antd = markupOf(
        <Progress
          percent={percent}
          success={{ percent: done }}
          showInfo={false}
          aria-label="Printed"
        />,
      );
      const light = markupOf(
        <LightProgress percent={percent} successPercent={done} aria-label="Printed" />,
      );
      expect(light).toBe(antd);
    },
  );

  it('is a progressbar named by its label, its value the done share', () => {
    render(<LightProgress percent={80} successPercent={30} aria-label="Printed 3 of 10" />);
    const bar = screen.getByRole('progressbar', { name: 'Printed 3 of 10' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
  });
});
