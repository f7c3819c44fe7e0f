import type { SnapshotFrom } from 'xstate';
import type { profileMachine } from './profile.machine';

type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

export type ProfileStep = 'viewing' | 'editing' | 'verifyingMobile';

/** Which step of the profile is shown. */
export function selectProfileStep(snapshot: ProfileSnapshot): ProfileStep {
  if (snapshot.matches('editing')) return 'editing';
  if (snapshot.matches('verifyingMobile')) return 'verifyingMobile';
  return 'viewing';
}
