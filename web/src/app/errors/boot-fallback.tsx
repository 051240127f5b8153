/** Shown while the first route's code loads; plain markup, antd is not loaded yet. */
export function BootFallback() {
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      style={{
        padding: 48,
        textAlign: 'center',
        font: '14px system-ui, sans-serif',
        color: '#888',
      }}
    >
      Loading…
    </div>
  );
}
