import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LineWidget } from '../../../../web/src/features/planner/line-widget.tsx';
import { render } from '../../support/render.tsx';
import { ignorePseudoElementStyles } from '../line-presets/jsdom-styles.ts';
import { plannerLine } from './plan-group-fixture.ts';

ignorePseudoElementStyles();

const now = new Date('2026-11-24T10:00:00Z');

function renderWidget(line = plannerLine('1', 'A')) {
  render(
    <MemoryRouter>
      <LineWidget line={line} now={now} onOpen={vi.fn()} onFilter={vi.fn()} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('region', { name: `Pack Line ${line.name}` }));
}

describe('a line widget', () => {
  it('shows its printed boxes out of the total on a bar, with the buffer it can still pack', () => {
    const widget = renderWidget({
      ...plannerLine('1', 'A'),
      boxCount: 24,
      printedBoxCount: 6,
      unpackableBoxCount: 2,
    });
    const bar = widget.getByRole('progressbar', { name: 'Printed 6 of 24' });
    // The bar's value is the printed share; the buffer (16 packable boxes) is drawn beyond it.
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(widget.getByText('6 / 24 printed · buffer 16')).toBeVisible();
    expect(widget.getByText(/^Unpackable 2 · Unconfigured picks 0/)).toBeVisible();
  });

  it("says how long ago the line last printed, and its preset's name", () => {
    const widget = renderWidget({
      ...plannerLine('1', 'A'),
      lastPrintedAt: new Date(now.getTime() - 30 * 60_000).toISOString(),
    });
    expect(widget.getByText('Last print: 30 minutes ago')).toBeVisible();
    expect(widget.getByText('Standard')).toBeVisible();
    expect(widget.getByRole('button', { name: 'View Preset' })).toBeEnabled();
  });

  it('says No preset, and offers no View Preset, for a line without one', () => {
    const widget = renderWidget({ ...plannerLine('1', 'A'), linePreset: null });
    expect(widget.getByText('No preset')).toBeVisible();
    expect(widget.queryByRole('button', { name: 'View Preset' })).toBeNull();
    expect(widget.getByText('Last print: No recent prints found')).toBeVisible();
  });
});
