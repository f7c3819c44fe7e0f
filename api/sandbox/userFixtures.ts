import type { components } from '../schema';
import { USERS } from './seed';
import { createStore } from './store';

type Schemas = components['schemas'];

/**
 * The sandbox's users (api/sandbox/README.md, Users) as its sign-in calls answer them, for
 * stories and tests of the sign-in flow: built by the same store the handlers use.
 */

/** A seeded user as signed in: the profile with its unused prizes and the token. */
export function signedInUserFixture(userId: number): Schemas['AuthenticatedUser'] {
  const store = createStore();
  const seed = store.users.get(userId);
  if (!seed) throw new Error(`The sandbox has no user ${userId}`);
  return { ...store.profile(seed), token: seed.user.token };
}

/** GET client/prize/myprizes of a seeded user. */
export function prizesFixture(userId: number): Schemas['Prize'][] {
  return createStore().unusedPrizes(userId);
}

function credentialsOf(userId: number) {
  const seed = USERS.find((candidate) => candidate.user.id === userId);
  if (!seed) throw new Error(`The sandbox has no user ${userId}`);
  return { id: userId, email: seed.user.email, password: seed.password };
}

/** The seeded users' sign-in details, by what each is for. */
export const SANDBOX_USERS = {
  /** Registered and validated; prizes 301, 302. */
  ana: credentialsOf(1001),
  /** Premium (smart). */
  miguel: credentialsOf(1002),
  /** Email not validated yet. */
  joana: credentialsOf(1003),
  /** Mobile not validated yet. */
  rui: credentialsOf(1004),
};
