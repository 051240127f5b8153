import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
  it('is not in the page until opened, then opens with its values each time', async () => {
    const { rerender } = render(<PresetFormDialog open={false} {...props} />);
    expect(document.querySelector('.ant-modal')).toBeNull();
    rerender(<PresetFormDialog open {...props} />);
    expect(await screen.findByRole('dialog', { name: 'New Preset' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Copy of Full Line');
    rerender(<PresetFormDialog open={false} {...props} />);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Preset' })).toBeNull());
    rerender(<PresetFormDialog open {...props} />);
    expect(await screen.findByRole('dialog', { name: 'New Preset' })).toBeVisible();
  });
});
