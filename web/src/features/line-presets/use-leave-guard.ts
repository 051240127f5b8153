import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Warns before leaving with unsaved changes: the browser's own prompt on reload or close
 * (beforeunload), a confirmation on navigation inside the app. Set `allowLeave.current` before
 * navigating away on purpose (after a save).
 */
export function useLeaveGuard(dirty: boolean) {
  const { modal } = App.useApp();
  const allowLeave = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowLeave.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // One confirmation per blocked navigation, whatever re-renders happen meanwhile.
  const latest = useRef(blocker);
  useEffect(() => {
    latest.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: 'Leave without saving?',
      content: 'You have unsaved changes. They will be lost if you leave this page.',
      okText: 'Leave',
      okButtonProps: { danger: true },
      cancelText: 'Stay',
      onOk: () => latest.current.proceed?.(),
      onCancel: () => latest.current.reset?.(),
    });
  }, [blocker.state, modal]);

  return allowLeave;
}
