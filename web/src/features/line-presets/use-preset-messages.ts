import { App } from 'antd';
import { useMemo } from 'react';

/** Preset snackbars hide after 3 s. */
export const PRESET_SNACKBAR_SECONDS = 3;

/** Success and error snackbars of the preset screens. */
export function usePresetMessages() {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      success: (text: string) => void message.success(text, PRESET_SNACKBAR_SECONDS),
      error: (text: string) => void message.error(text, PRESET_SNACKBAR_SECONDS),
    }),
    [message],
  );
}
