// The setup of the rule tests under mutation testing (vitest.mutation.config.ts): rules are pure
// and call nothing, so only the sandbox's clock and store are set as in tests/setup.ts (frozen at
// FIXED_NOW, a fresh store per test), without starting the mock server.
import { afterEach, beforeEach } from 'vitest';
import { FIXED_NOW } from '../../api/sandbox/clock';
import { reset, sandbox } from '../../api/sandbox/control';

const setFixedNow = () => sandbox.clock.setNow(FIXED_NOW, { frozen: true });

setFixedNow();
beforeEach(setFixedNow);
afterEach(() => {
  reset();
  setFixedNow();
});
