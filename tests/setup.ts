// Vitest setup shared by every suite: the sandbox middleware answers every call (msw/node), and
// each test starts from a fresh store, no faults, no latency and the real clock.
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { reset } from '../api/sandbox/control';
import { server } from '../api/sandbox/node';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  reset();
});
afterAll(() => server.close());
