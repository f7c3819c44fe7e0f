import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The sandbox middleware for Vitest and other Node runs (tests/setup.ts starts it). */
export const server = setupServer(...handlers);
