// Vitest setup shared by every suite: the sandbox middleware answers every call (msw/node), and
// each test starts from a fresh store, no faults, no latency and the sandbox's clock frozen at
// FIXED_NOW (which the widget's clock follows). A test that needs another day sets its own.
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { FIXED_NOW } from '../api/sandbox/clock';
import { reset, sandbox } from '../api/sandbox/control';
import { server } from '../api/sandbox/node';
// Every code of the error catalogue reads its own message, as on a screen beyond the first
// (ui/i18n.ts completeCatalogs loads them before such a screen is drawn).
import '../ui/errorMessages';

const setFixedNow = () => sandbox.clock.setNow(FIXED_NOW, { frozen: true });

// Also while the test files are collected: a story or fixture may read "now" when imported.
setFixedNow();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(setFixedNow);
afterEach(() => {
  server.resetHandlers();
  reset();
  setFixedNow();
});
afterAll(() => server.close());
