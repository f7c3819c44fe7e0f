import type { SnapshotFrom } from 'xstate';
import type { ProfileEvent, ProfileField, profileMachine } from './profile.machine';
import { selectProfileStep } from './profile.selectors';

/**
 * The profile's view (ui/screens/ProfileSection.tsx): the step shown, the profile as saved, the
 * form and what broke, the new mobile's code chart, and the ways on.
 */
export function connectProfile(
  snapshot: SnapshotFrom<typeof profileMachine>,
  send: (event: ProfileEvent) => void,
) {
  return {
    step: selectProfileStep(snapshot),
    saved: snapshot.context.saved,
    justSaved: snapshot.context.justSaved,
    form: snapshot.context.form,
    fieldErrors: snapshot.context.fieldErrors,
    error: snapshot.context.error,
    /** A check or a save of the form is under way: the form stays, its save waits. */
    busy: !snapshot.matches({ editing: 'form' }),
    /** The new mobile number's code chart, while it runs. */
    code: snapshot.children.mobileCode,
    edit: () => send({ type: 'profile.edit' }),
    cancel: () => send({ type: 'profile.cancel' }),
    change: (field: ProfileField, value: string) => send({ type: 'profile.change', field, value }),
    save: () => send({ type: 'profile.save' }),
  };
}
