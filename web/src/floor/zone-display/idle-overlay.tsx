import type { IdleState } from './use-idle.ts';

/** The moving screensaver logo while idle, and the welcome after it. */
export function IdleOverlay({ state }: { state: IdleState }) {
  if (state === 'active') return null;
  return (
    <div className={`zone-idle zone-idle-${state}`} aria-hidden={state === 'idle'}>
      {state === 'idle' ? (
        <div className="zone-screensaver-logo">Pick To Light</div>
      ) : (
        <div className="zone-welcome" role="status">
          <div>Welcome</div>
          <div className="zone-es">Bienvenido</div>
        </div>
      )}
    </div>
  );
}
