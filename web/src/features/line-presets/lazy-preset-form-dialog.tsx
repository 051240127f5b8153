import { Suspense, useState } from 'react';
import { lazyComponent } from '../../shared/lazy-component.ts';
import type { PresetFormDialogProps } from './preset-form-dialog.tsx';

const Dialog = lazyComponent(() =>
  import('./preset-form-dialog.tsx').then((module) => module.PresetFormDialog),
);

/**
 * The preset form dialog (new, duplicate), its code (antd's Modal, Form and Input) loaded the
 * first time it opens, and kept mounted from then on so that it closes with antd's animation.
 */
export function PresetFormDialog(props: PresetFormDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
