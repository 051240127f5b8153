import { App } from 'antd';
import { useMemo } from 'react';
import { PLANNER_TOAST_SECONDS } from './messages.ts';

/** The planner's success and error toasts, 5 s each. */
export function usePlannerToasts() {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      success: (text: string) => void message.success(text, PLANNER_TOAST_SECONDS),
      error: (text: string) => void message.error(text, PLANNER_TOAST_SECONDS),
    }),
    [message],
  );
}
