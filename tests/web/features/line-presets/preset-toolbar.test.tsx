import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  EditorActions,
  SAVE_BLOCKED_TOOLTIP,
} from '../../../../web/src/features/line-presets/preset-toolbar.tsx';
import { render } from '../../support/render.tsx';

function renderActions(state: { dirty: boolean; valid: boolean }) {
  const handlers = { onAddZone: vi.fn(), onDiscard: vi.fn(), onSave: vi.fn() };
  render(<EditorActions {...state} saving={false} {...handlers} />);
  return handlers;
}

describe("the editor's actions", () => {
  it('SAVE disabled by errors says why, on keyboard focus as on hover', async () => {
    renderActions({ dirty: true, valid: false });
    const save = screen.getByRole('button', { name: /SAVE/ });
    expect(save).toBeDisabled();

    // ADD ZONE, DISCARD CHANGES, then what holds the disabled SAVE.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toContainElement(save);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(SAVE_BLOCKED_TOOLTIP);
    expect(document.activeElement).toHaveAccessibleDescription(SAVE_BLOCKED_TOOLTIP);
  });

  it('SAVE disabled because nothing changed is no tab stop and shows no tooltip', async () => {
    renderActions({ dirty: false, valid: true });
    expect(screen.getByRole('button', { name: /SAVE/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /DISCARD CHANGES/ })).toBeDisabled();

    await userEvent.tab();
    expect(screen.getByRole('button', { name: /ADD ZONE/ })).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved Changes')).not.toBeInTheDocument();
  });

  it('with a valid change, SAVE saves and the change is said to be unsaved', async () => {
    const { onSave } = renderActions({ dirty: true, valid: true });
    expect(screen.getByText('Unsaved Changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /SAVE/ }));
    expect(onSave).toHaveBeenCalledOnce();
  });
});
