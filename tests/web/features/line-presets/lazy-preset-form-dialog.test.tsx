import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Counts the loads of the dialog's module (antd's Modal, Form and Input come with it).
const loaded = vi.hoisted(() => vi.fn());
vi.mock('../../../../web/src/features/line-presets/preset-form-dialog.tsx', async (original) => {
  loaded();
  return original();
});
import { PresetFormDialog } from '../../../../web/src/features/line-presets/lazy-preset-form-dialog.tsx';
import { render } from '../../support/render.tsx';
import { ignorePseudoElementStyles } from './jsdom-styles.ts';

ignorePseudoElementStyles();

const props = {
  title: 'New Preset',
  okText: 'Create',
  initialValues: { name: 'Copy of Full Line', description: '' },
  otherNames: ['Full Line'],
  onSubmit: vi.fn(async () => null),
  onCancel: vi.fn(),
};

describe('the preset form dialog, loaded when first opened', () => {
  it('loads its code when first opened, then opens with its values each time', async () => {
    const { rerender } = render(<PresetFormDialog open={false} {...props} />);
    expect(document.querySelector('.ant-modal')).toBeNull();
    expect(loaded).not.toHaveBeenCalled();
    rerender(<PresetFormDialog open {...props} />);
    expect(await screen.findByRole('dialog', { name: 'New Preset' })).toBeVisible();
    expect(loaded).toHaveBeenCalledTimes(1);
    // The form is given its values once the dialog is in the page (an effect of its opening).
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Copy of Full Line'),
    );
    rerender(<PresetFormDialog open={false} {...props} />);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Preset' })).toBeNull());
    rerender(<PresetFormDialog open {...props} />);
    expect(await screen.findByRole('dialog', { name: 'New Preset' })).toBeVisible();
  });
});
