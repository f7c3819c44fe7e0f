import type { AuthForm, AuthOutput } from './auth.types';

/** Who signed in or goes on as a guest: the sign-in's end other than `failed`. */
type Identity = Exclude<AuthOutput, { kind: 'failed' }>;

/** What the sign-in is handed of the flow's contact, so nothing is typed twice. */
export const signInPrefill = (
  contact: Pick<AuthForm, 'name' | 'prefix' | 'phone'> & { email?: string },
) => ({
  name: contact.name,
  prefix: contact.prefix,
  phone: contact.phone,
  email: contact.email,
});

const identityOf = ({ event }: { event: { output: AuthOutput } }) => event.output as Identity;

/** The sign-in told upward, so the widget keeps it (cookies, parent window). */
export const reportSignedIn = {
  type: 'report' as const,
  params: ({ event }: { event: { output: AuthOutput } }) => ({
    type: 'booking.signedIn' as const,
    identity: event.output as Identity,
  }),
};

/**
 * The identifying step of a booking, a checkout and a voucher purchase (SPEC 6): sign in or go
 * on as a guest (the auth chart, as child `auth`), unless someone who may go on is already known;
 * then `next`. Written once here; each chart says only its input and where it goes next. The
 * chart's setup names the guards `hasIdentity` and `isIdentityOutput` (params: the sign-in's
 * end), the actions `assignIdentity` (params: the identity) and `report`. The state is called
 * `identifying`: a sign-in that ends `failed` (only after an external token, which these inputs
 * never have) starts it again.
 */
export function identifyingState<const Input, const Next extends string>(routes: {
  input: Input;
  next: Next;
}) {
  return {
    always: { guard: 'hasIdentity' as const, target: routes.next },
    invoke: {
      id: 'auth' as const,
      src: 'auth' as const,
      input: routes.input,
      onDone: [
        {
          guard: {
            type: 'isIdentityOutput' as const,
            params: ({ event }: { event: { output: AuthOutput } }) => event.output,
          },
          target: routes.next,
          actions: [{ type: 'assignIdentity' as const, params: identityOf }, reportSignedIn],
        },
        { target: 'identifying' as const, reenter: true },
      ],
    },
  };
}
