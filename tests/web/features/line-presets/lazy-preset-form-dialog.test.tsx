import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// Counts the loads of the dialog's module (pro-form's ModalForm, antd's Form and Input come with it).
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

describe('the preset form dialog, loaded when first opened', { timeout: 60_000 }, () => {
  it('loads its code when first opened, then opens with its values each time', async () => {
    const { rerender } = render(<PresetFormDialog open={false} {...props} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loaded).not.toHaveBeenCalled();
    rerender(<PresetFormDialog open {...props} />);
    // Its first opening loads pro-form, slow to load in jsdom on a busy machine.
    expect(
      await screen.findByRole('dialog', { name: 'New Preset' }, { timeout: 30_000 }),
    ).toBeVisible();
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

describe('the preset form dialog', { timeout: 60_000 }, () => {
  it('a taken name is refused in the field; the trimmed values go to onSubmit', async () => {
    const onSubmit = vi.fn(async () => null);
    render(<PresetFormDialog open {...props} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: 'New Preset' }, { timeout: 30_000 });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('Copy of Full Line'));

    await userEvent.clear(name);
    await userEvent.type(name, 'full line');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name already exists')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(name);
    await userEvent.type(name, '  Night Line ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Late');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Night Line', description: 'Late' }),
    );
  });

  it("the server's refusal shows under Name and the dialog stays open; Cancel closes it", async () => {
    const onCancel = vi.fn();
    render(
      <PresetFormDialog
        open
        {...props}
        onSubmit={async () => 'Name already exists'}
        onCancel={onCancel}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New Preset' }, { timeout: 30_000 });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Someone else just took it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name already exists')).toBeInTheDocument();
    expect(dialog).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
