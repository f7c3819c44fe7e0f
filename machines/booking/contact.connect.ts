import type { SnapshotFrom } from 'xstate';
import type { ContactEvent, ContactField, contactMachine } from './contact.machine';

/**
 * The contact step's view (ui/screens/booking/ContactStep.tsx): the form as typed, the rules the
 * last submit broke (the NIF's apart, worded by the view), whether the NIF is asked for, a failure
 * to load the phone rules, whether the chart is checking; and the commands.
 */
export function connectContact(
  snapshot: SnapshotFrom<typeof contactMachine>,
  send: (event: ContactEvent) => void,
) {
  const { context } = snapshot;
  return {
    form: context.form,
    fieldErrors: context.fieldErrors,
    vatIdError: context.vatIdError,
    askVatId: context.askVatId,
    error: context.error,
    validating: snapshot.matches('validating'),
    change: (field: ContactField, value: string) => send({ type: 'contact.change', field, value }),
    submit: () => send({ type: 'contact.submit' }),
  };
}
