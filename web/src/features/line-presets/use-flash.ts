import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PresetListState } from './preset-paths.ts';
import { usePresetMessages } from './use-preset-messages.ts';

/**
 * Shows a flash message passed through navigation state (e.g. 'Changes Saved Successfully!'),
 * then clears the state so a reload or going back does not show it again.
 */
export function useFlash() {
  const location = useLocation();
  const navigate = useNavigate();
  const messages = usePresetMessages();
  const flash = (location.state as PresetListState | null)?.flash;
  useEffect(() => {
    if (!flash) return;
    messages.success(flash);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [flash, messages, navigate, location.pathname, location.search]);
}
