/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Sentry DSN; error reporting stays off when unset. */
  readonly VITE_SENTRY_DSN?: string;
  /** Origin the scroll-size messages are posted to when framed; '*' when unset. */
  readonly VITE_EMBED_PARENT_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
