import { and, assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { apiClient, unwrap } from '../../api/client';
import { errorCodeOf, type ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import { mobileCode } from '../auth/auth.actors';
import type { OneTimeCodeOutput } from '../oneTimeCode/oneTimeCode.machine';
import { checkPhone, phoneCheckIn } from '../phone/phone.actors';
import { phoneErrors, type FieldErrors, type PhoneCheck } from '../rules/authValidation';
import type { SupportedLanguage } from '../rules/context';
import {
  isProfileChanged,
  isMobileChanged,
  profileErrors,
  profileFormOf,
  profileLanguageOf,
  type ProfileForm,
} from '../rules/profile';

type User = components['schemas']['User'];
type ProfileUpdate = components['schemas']['ProfileUpdate'];

/** The signed-in user whose profile is shown, and the widget's language. */
export interface ProfileInput {
  user: Pick<User, 'id' | 'firstName' | 'lastName' | 'mobile' | 'mobilePrefix'> & {
    token: string;
  };
  language: SupportedLanguage;
}

export type ProfileField = keyof ProfileForm;

export interface ProfileContext {
  userId: number;
  token: string;
  /** The profile as the middleware has it. */
  saved: ProfileForm;
  /** What the visitor is typing (a copy of `saved` when editing starts). */
  form: ProfileForm;
  fieldErrors: FieldErrors<ProfileField>;
  error: ErrorCode | null;
  /** The last save changed something (a notice says so until the next edit). */
  justSaved: boolean;
}

export type ProfileEvent =
  | { type: 'profile.edit' }
  | { type: 'profile.cancel' }
  | { type: 'profile.change'; field: keyof ProfileForm; value: string }
  | { type: 'profile.save' }
  /** The widget's language changed elsewhere (its own menu): the profile shows it. */
  | { type: 'language.sync'; language: SupportedLanguage };

/** Told to whoever runs the chart once the profile changed: the user as saved, and the language. */
export type ProfileEmitted = {
  type: 'profile.saved';
  user: User;
  language: SupportedLanguage;
};

/** Changes the user's name and language (assumed call, api/openapi.yaml updateProfile). */
export const updateProfile = fromPromise<
  User,
  { userId: number; token: string; update: ProfileUpdate }
>(({ input, signal }) =>
  unwrap(
    apiClient.POST('/client/profile/{userId}', {
      params: { path: { userId: input.userId }, query: { token: input.token } },
      body: input.update,
      signal,
    }),
  ),
);

export function initialProfileContext(input: ProfileInput): ProfileContext {
  const saved = profileFormOf(input.user, input.language);
  return {
    userId: input.user.id,
    token: input.user.token,
    saved,
    form: saved,
    fieldErrors: {},
    error: null,
    justSaved: false,
  };
}

const errorOf = ({ event }: { event: { error: unknown } }) => event.error;
const codeOutputOf = ({ event }: { event: { output: OneTimeCodeOutput } }) => event.output;
/** The user the code's check answered: past `isCodeCancelled`, the code was verified. */
const verifiedUserOf = ({ event }: { event: { output: OneTimeCodeOutput } }): User =>
  (event.output as Extract<OneTimeCodeOutput, { status: 'verified' }>).user;

/**
 * The personal area's profile (SPEC 2, SPEC 3 User): the name, the mobile number and the language,
 * shown, then changed. A new mobile number is checked by the phone rules, then confirmed with the
 * SMS code by the one-time code chart the sign-in uses (SPEC 7 resend-mobile-validation-code and
 * mobile-validation, the same 30 s before a new code); until the code is right the old number stays.
 * The name and the language are saved with the assumed updateProfile call. Every failure stays on
 * its step with what was typed and a translated message.
 */
export const profileMachine = setup({
  types: {
    input: {} as ProfileInput,
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    emitted: {} as ProfileEmitted,
    children: {} as {
      checkPhone: 'checkPhone';
      updateProfile: 'updateProfile';
      mobileCode: 'mobileCode';
    },
  },
  actors: { checkPhone, updateProfile, mobileCode },
  guards: {
    hasFormErrors: ({ context }) => Object.keys(profileErrors(context.form)).length > 0,
    isMobileChanged: ({ context }) => isMobileChanged(context.saved, context.form),
    isProfileChanged: ({ context }) => isProfileChanged(context.saved, context.form),
    /** Reads the phone check's answer from the event itself, so that and() can combine it. */
    isPhoneValid: ({ event }) => {
      const check = phoneCheckIn(event);
      return check?.prefixValid === true && check.phoneValid === true;
    },
    isCodeCancelled: (_, output: OneTimeCodeOutput) => output.status === 'cancelled',
  },
  actions: {
    startEditing: assign(({ context }) => ({
      form: context.saved,
      fieldErrors: {},
      error: null,
      justSaved: false,
    })),
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'profile.change');
      return { form: { ...context.form, [event.field]: event.value } };
    }),
    assignFormErrors: assign({ fieldErrors: ({ context }) => profileErrors(context.form) }),
    assignPhoneErrors: assign({ fieldErrors: (_, check: PhoneCheck) => phoneErrors(check) }),
    assignPhone: assign({
      form: ({ context }, check: PhoneCheck) => ({
        ...context.form,
        prefix: check.prefix,
        phone: check.phone,
      }),
    }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    assignError: assign({ error: (_, error: unknown) => errorCodeOf(error) }),
    /** The middleware's answer is now what is saved; the form keeps a number still unconfirmed. */
    assignSaved: assign(({ context }, user: User) => ({
      saved: { ...profileFormOf(user, context.form.language), ...keepMobile(context.saved) },
    })),
    assignSavedMobile: assign(({ context }, user: User) => ({
      saved: { ...context.saved, ...mobileOf(user, context.form) },
    })),
    markSaved: assign({ justSaved: true }),
    assignShownLanguage: assign(({ context, event }) => {
      assertEvent(event, 'language.sync');
      const language = profileLanguageOf(event.language);
      return { saved: { ...context.saved, language } };
    }),
    emitSaved: emit(({ context }, user: User) => ({
      type: 'profile.saved' as const,
      user,
      language: context.saved.language,
    })),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => initialProfileContext(input),
  initial: 'viewing',
  states: {
    viewing: {
      on: {
        'profile.edit': { target: 'editing', actions: 'startEditing' },
        'language.sync': { actions: 'assignShownLanguage' },
      },
    },
    editing: {
      initial: 'form',
      on: { 'profile.cancel': { target: 'viewing', actions: 'clearErrors' } },
      states: {
        form: {
          on: {
            'profile.change': { actions: 'assignField' },
            'profile.save': [
              { guard: 'hasFormErrors', actions: 'assignFormErrors' },
              { guard: 'isMobileChanged', target: 'checkingPhone', actions: 'clearErrors' },
              { guard: 'isProfileChanged', target: 'saving', actions: 'clearErrors' },
              { target: '#profile.viewing', actions: 'clearErrors' },
            ],
          },
        },
        // A new number: the phone rules first (SPEC 5), nothing sent while it is not a mobile.
        checkingPhone: {
          invoke: {
            id: 'checkPhone',
            src: 'checkPhone',
            input: ({ context }) => ({ prefix: context.form.prefix, phone: context.form.phone }),
            onDone: [
              {
                guard: and(['isPhoneValid', 'isProfileChanged']),
                target: 'saving',
                actions: { type: 'assignPhone', params: ({ event }) => event.output },
              },
              {
                guard: 'isPhoneValid',
                target: '#profile.verifyingMobile',
                actions: { type: 'assignPhone', params: ({ event }) => event.output },
              },
              {
                target: 'form',
                actions: { type: 'assignPhoneErrors', params: ({ event }) => event.output },
              },
            ],
            onError: {
              target: 'form',
              actions: { type: 'assignError', params: errorOf },
            },
          },
        },
        saving: {
          invoke: {
            id: 'updateProfile',
            src: 'updateProfile',
            input: ({ context }) => ({
              userId: context.userId,
              token: context.token,
              update: {
                firstName: context.form.firstName.trim(),
                lastName: context.form.lastName.trim(),
                languageCode: context.form.language,
              },
            }),
            onDone: [
              {
                guard: 'isMobileChanged',
                target: '#profile.verifyingMobile',
                actions: [
                  { type: 'assignSaved', params: ({ event }) => event.output },
                  { type: 'emitSaved', params: ({ event }) => event.output },
                ],
              },
              {
                target: '#profile.viewing',
                actions: [
                  { type: 'assignSaved', params: ({ event }) => event.output },
                  'markSaved',
                  { type: 'emitSaved', params: ({ event }) => event.output },
                ],
              },
            ],
            onError: {
              target: 'form',
              actions: { type: 'assignError', params: errorOf },
            },
          },
        },
      },
    },
    // The new number's SMS code (machines/oneTimeCode); the old number stays until it is right.
    verifyingMobile: {
      invoke: {
        id: 'mobileCode',
        src: 'mobileCode',
        input: ({ context }) => ({
          destination: {
            token: context.token,
            prefix: context.form.prefix,
            mobile: context.form.phone,
          },
        }),
        onDone: [
          {
            guard: { type: 'isCodeCancelled', params: codeOutputOf },
            target: 'viewing',
            actions: 'clearErrors',
          },
          {
            target: 'viewing',
            actions: [
              { type: 'assignSavedMobile', params: verifiedUserOf },
              'markSaved',
              { type: 'emitSaved', params: verifiedUserOf },
            ],
          },
        ],
      },
    },
  },
});

function keepMobile(saved: ProfileForm): Pick<ProfileForm, 'prefix' | 'phone'> {
  return { prefix: saved.prefix, phone: saved.phone };
}

function mobileOf(user: User, form: ProfileForm): Pick<ProfileForm, 'prefix' | 'phone'> {
  return {
    prefix: user.mobilePrefix?.trim() || form.prefix,
    phone: user.mobile?.trim() || form.phone,
  };
}
