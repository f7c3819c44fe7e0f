import { useEffect, useRef, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { isErrorCode } from '../../api/errors';
import { connectOneTimeCode } from '../../machines/oneTimeCode/oneTimeCode.connect';
import type { OneTimeCodeActor } from '../../machines/oneTimeCode/oneTimeCode.machine';
import { connectProfile } from '../../machines/profile/profile.connect';
import { profileMachine } from '../../machines/profile/profile.machine';
import type { ProfileStep } from '../../machines/profile/profile.selectors';
import { PROFILE_LANGUAGES, type ProfileLanguage } from '../../machines/rules/profile';
import { connectPersonalArea } from '../../machines/myBookings/personalArea.connect';
import { ErrorNotice } from '../components/ErrorNotice';
import { FormField, PhoneNumberFields } from '../components/FormField';
import { asText } from '../asText';
import { useConnect } from '../connect';
import { createFlowContext } from '../flowContext';
import './profile.css';
import { useWidgetActor } from './widgetContext';

export type ProfileActor = ActorRefFrom<typeof profileMachine>;

const LANGUAGE_NAMES: Record<ProfileLanguage, MessageDescriptor> = {
  pt_PT: msg`Português`,
  es_ES: msg`Espanhol`,
  en_EN: msg`Inglês`,
};

/**
 * The signed-in user's profile in the personal area, run by the profile chart: once it saves, the
 * widget's user (and the bookings' contact) and language follow what the middleware answered.
 */
export function ProfileSection() {
  const { user, language, profileSaved, changeLanguage } = useConnect(
    useWidgetActor(),
    connectPersonalArea,
  );
  const profile = useActorRef(profileMachine, {
    input: {
      user: {
        id: user?.id ?? 0,
        token: user?.token ?? '',
        firstName: user?.firstName,
        lastName: user?.lastName,
        mobile: user?.mobile,
        mobilePrefix: user?.mobilePrefix,
      },
      language,
    },
  });
  useEffect(() => {
    const subscription = profile.on('profile.saved', (event) => {
      profileSaved(event.user);
      if (event.language !== language) changeLanguage(event.language);
    });
    return () => subscription.unsubscribe();
  }, [profile, language, profileSaved, changeLanguage]);
  // A language chosen in the widget's own menu is the one the profile shows.
  useEffect(() => {
    profile.send({ type: 'language.sync', language });
  }, [profile, language]);
  if (!user) return null;
  return <ProfileView actor={profile} />;
}

const [ProfileProvider, useProfileActor] = createFlowContext<ProfileActor>('profile');

/** The profile chart's screen: the profile, its form, or the new mobile number's SMS code. */
export function ProfileView({ actor }: { actor: ProfileActor }) {
  const { step } = useConnect(actor, connectProfile);
  const area = useFocusOnStepChange(step);
  return (
    <ProfileProvider actor={actor}>
      <section className="profile" aria-labelledby="profile-title" ref={area}>
        <h2 id="profile-title" className="contact__title">
          <Trans>O meu perfil</Trans>
        </h2>
        {step === 'viewing' && <ProfileDetails />}
        {step === 'editing' && <ProfileForm />}
        {step === 'verifyingMobile' && <MobileCode />}
      </section>
    </ProfileProvider>
  );
}

/** Where the focus goes when the profile moves to a step: where the visitor goes on from. */
const FOCUS_ON: Record<ProfileStep, string> = {
  viewing: '.profile__edit',
  editing: '#profile-firstName',
  verifyingMobile: '#profile-code',
};

/**
 * The step first shown keeps the page's focus; each later one moves it to where the visitor goes
 * on (its first field, or "change the profile" once saved), never to the page's body.
 */
function useFocusOnStepChange(step: ProfileStep) {
  const area = useRef<HTMLElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    area.current?.querySelector<HTMLElement>(FOCUS_ON[step])?.focus();
  }, [step]);
  return area;
}

function ProfileDetails() {
  const { i18n } = useLingui();
  const { saved, justSaved, edit } = useConnect(useProfileActor(), connectProfile);
  const name = [saved.firstName, saved.lastName].filter(Boolean).join(' ');
  const phone = saved.phone ? `${saved.prefix} ${saved.phone}` : '';
  return (
    <>
      {justSaved && (
        <p className="notice notice--success" role="status">
          <Trans>Perfil guardado.</Trans>
        </p>
      )}
      <dl className="contact">
        <dt>
          <Trans>Nome</Trans>
        </dt>
        <dd>{name || '—'}</dd>
        <dt>
          <Trans>Telemóvel</Trans>
        </dt>
        <dd>{phone || '—'}</dd>
        <dt>
          <Trans>Idioma preferido</Trans>
        </dt>
        <dd>{i18n._(LANGUAGE_NAMES[saved.language])}</dd>
      </dl>
      <button type="button" className="button button--secondary profile__edit" onClick={edit}>
        <Trans>Alterar o perfil</Trans>
      </button>
    </>
  );
}

function ProfileForm() {
  const { i18n } = useLingui();
  const {
    form,
    fieldErrors: errors,
    error,
    busy,
    change: changeField,
    save,
    cancel,
  } = useConnect(useProfileActor(), connectProfile);
  const change =
    (field: 'firstName' | 'lastName' | 'prefix' | 'phone' | 'language') => (value: string) =>
      changeField(field, value);

  function submit(event: FormEvent) {
    event.preventDefault();
    save();
  }

  return (
    <form className="profile__form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      {error && <ErrorNotice code={error} />}
      <FormField
        idPrefix="profile"
        field="firstName"
        label={<Trans>Nome</Trans>}
        value={form.firstName}
        error={errors.firstName}
        autoComplete="given-name"
        onChange={change('firstName')}
      />
      <FormField
        idPrefix="profile"
        field="lastName"
        label={<Trans>Apelido</Trans>}
        value={form.lastName}
        autoComplete="family-name"
        onChange={change('lastName')}
      />
      <PhoneNumberFields
        idPrefix="profile"
        legend={<Trans>Telemóvel</Trans>}
        prefix={form.prefix}
        phone={form.phone}
        errors={errors}
        onChange={(field, value) => change(field)(value)}
      />
      <p className="field__hint">
        <Trans>Um número novo é confirmado com um código que lhe enviamos por SMS.</Trans>
      </p>
      <div className="field">
        <label className="field__label" htmlFor="profile-language">
          <Trans>Idioma preferido</Trans>
        </label>
        <select
          id="profile-language"
          className="field__input"
          value={form.language}
          onChange={(event) => change('language')(event.target.value)}
        >
          {PROFILE_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {i18n._(LANGUAGE_NAMES[code])}
            </option>
          ))}
        </select>
      </div>
      {busy && (
        <p className="loading" role="status">
          <Trans>A guardar o perfil…</Trans>
        </p>
      )}
      <div className="profile__actions">
        <button type="submit" className="button" disabled={busy}>
          <Trans>Guardar</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={cancel}>
          <Trans>Cancelar</Trans>
        </button>
      </div>
    </form>
  );
}

/** The new number's SMS code, typed into the code chart the profile runs for it. */
function MobileCode() {
  const { code } = useConnect(useProfileActor(), connectProfile);
  return code ? <MobileCodeForm key={code.sessionId} code={code} /> : null;
}

function MobileCodeForm({ code }: { code: OneTimeCodeActor }) {
  const { form } = useConnect(useProfileActor(), connectProfile);
  const {
    value,
    fieldErrors: errors,
    error,
    checking,
    sending,
    canResend,
    change,
    submit: submitCode,
    resend,
    cancel,
  } = useConnect(code, connectOneTimeCode);
  const phone = asText(`${form.prefix} ${form.phone}`);

  function submit(event: FormEvent) {
    event.preventDefault();
    submitCode();
  }

  return (
    <form className="profile__form" noValidate onSubmit={submit} aria-busy={checking || undefined}>
      <p>
        {sending ? (
          <Trans>
            A enviar um código por SMS para <strong>{phone}</strong>…
          </Trans>
        ) : (
          <Trans>
            Enviámos um código por SMS para <strong>{phone}</strong>. O número muda quando o
            confirmar.
          </Trans>
        )}
      </p>
      {error && isErrorCode(error) && <ErrorNotice code={error} />}
      <FormField
        idPrefix="profile"
        field="code"
        label={<Trans>Código recebido por SMS</Trans>}
        value={value}
        error={errors.code}
        autoComplete="one-time-code"
        onChange={change}
      />
      <div className="profile__actions">
        <button type="submit" className="button" disabled={checking}>
          <Trans>Confirmar o número</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!canResend}
          onClick={resend}
        >
          <Trans>Enviar um novo código</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={cancel}>
          <Trans>Manter o número anterior</Trans>
        </button>
      </div>
    </form>
  );
}
