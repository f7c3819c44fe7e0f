import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../../machines/auth/auth.machine';
import { createFlowContext } from '../../flowContext';

/** The sign-in's actor for its steps (AuthScreen puts it there). */
export const [AuthProvider, useAuthActor] =
  createFlowContext<ActorRefFrom<typeof authMachine>>('sign-in');
