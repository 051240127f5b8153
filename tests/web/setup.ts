/// <reference types="@testing-library/jest-dom/vitest" />
import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';

// jest-dom's matchers, registered on the very `expect` the tests import (the reference above
// brings their types).
expect.extend(matchers);

// Routes load lazily, and the first import of antd in a test file is slow to transform.
// defaultHidden: role queries skip the visibility check, which makes jsdom compute styles
// against every rule antd injected and is the slowest part of a query.
configure({ asyncUtilTimeout: 8_000, defaultHidden: true });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// The files of a worker share one jsdom: each starts with nothing stored by the one before.
beforeAll(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// jsdom has no matchMedia; antd's responsive helpers (Layout.Sider, Grid) call it. A browser
// API stand-in, not a mock of antd: every query simply does not match.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
