// QA model of signing in (SPEC 2: login, register, email-only entry, email and mobile one-time
// codes; SPEC 4 Login; SPEC 5 messages), from the personal area ("As minhas reservas"), driven on
// the rendered widget against the sandbox and its users (api/sandbox/README.md).
import { afterEach, expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createMachine } from 'xstate';
import { sandbox } from '../../api/sandbox/control';
import { EMAIL_VALIDATION_CODE, MOBILE_VALIDATION_CODE } from '../../api/sandbox/seed';
import { describeQaModel } from './support/model';
import { click, fill, heading, openWidget, plain, type OpenWidget } from './support/widget';

const signInModel = createMachine({
  id: 'signInQa',
  initial: 'email',
  states: {
    email: {
      description: 'the email is asked first (SPEC 2: email-only entry)',
      on: {
        SUBMIT_INVALID_EMAIL: 'toldValidEmail',
        SUBMIT_KNOWN_EMAIL: 'password',
        SUBMIT_NEW_EMAIL: 'register',
      },
    },
    toldValidEmail: {
      description: '"valid email" (SPEC 5), what was typed kept',
      on: { SUBMIT_KNOWN_EMAIL: 'password' },
    },
    password: {
      description: 'a registered email: its password (SPEC 2: login)',
      on: { WRONG_PASSWORD: 'toldWrongCredentials', RIGHT_PASSWORD: 'signedIn' },
    },
    toldWrongCredentials: {
      description:
        'a wrong password refused with its message, the email kept, forgot password offered',
      on: { RIGHT_PASSWORD: 'signedIn' },
    },
    signedIn: {
      description:
        'signed in: the personal area, name and phone prefilled from the user with prefix +351 (SPEC 4 Login), the login cookies written',
    },
    register: {
      description: 'a new email: register (SPEC 2)',
      on: { REGISTER_SHORT_PASSWORD: 'toldPasswordMinimum', REGISTER: 'verifyingEmail' },
    },
    toldPasswordMinimum: {
      description: 'a short password refused: "minimum length" (SPEC 5), no account made',
      on: { REGISTER: 'verifyingEmail' },
    },
    verifyingEmail: {
      description:
        'the emailed one-time code asked (SPEC 2); the account made, its email unconfirmed',
      on: { WRONG_CODE: 'toldWrongCode', RIGHT_CODE: 'verifyingMobile' },
    },
    toldWrongCode: {
      description: 'a wrong code refused with its message',
      on: { RIGHT_CODE: 'verifyingMobile' },
    },
    verifyingMobile: {
      description: 'the mobile one-time code asked (SPEC 2); the email confirmed',
      on: { RIGHT_MOBILE_CODE: 'signedInNew' },
    },
    signedInNew: {
      description: 'registered and signed in: email and mobile confirmed in the sandbox',
    },
  },
});

const NEWCOMER = 'ines.rocha@example.pt';

let open: OpenWidget | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

describeQaModel('QA model, signing in to the personal area', signInModel, async (path) => {
  open = await openWidget('defaultView=myBookings');
  const { user } = open;
  const message = async (text: string) => expect(await screen.findByText(text)).toBeVisible();
  /** A code just went out: "send a new code" waits, and the screen says for how long (the
   * sandbox's clock stands still here, so the whole cool-down is left). */
  const resendWaits = async () => {
    await message('Pode pedir um novo código daqui a 30 s.');
    expect(screen.getByRole('button', { name: 'Enviar novo código' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  };
  const register = async (password: string) => {
    await fill(user, 'Nome', 'Inês');
    await fill(user, 'Apelido', 'Rocha');
    await fill(user, 'Número de telemóvel', '913456789');
    await fill(user, 'Palavra-passe', password);
    const privacy = screen.getByLabelText('Li e aceito a política de privacidade.');
    if (!(privacy as HTMLInputElement).checked) await user.click(privacy);
    await click(user, 'Criar conta');
  };
  const code = async (value: string) => {
    await fill(user, 'Código de confirmação', value);
    await click(user, 'Confirmar');
  };

  await path.test({
    events: {
      SUBMIT_INVALID_EMAIL: async () => {
        await fill(user, 'Email', 'ana.silva@');
        await click(user, 'Continuar');
      },
      SUBMIT_KNOWN_EMAIL: async () => {
        await fill(user, 'Email', 'ana.silva@example.pt');
        await click(user, 'Continuar');
      },
      SUBMIT_NEW_EMAIL: async () => {
        await fill(user, 'Email', NEWCOMER);
        await click(user, 'Continuar');
      },
      WRONG_PASSWORD: async () => {
        await fill(user, 'Palavra-passe', 'Errada123');
        await click(user, 'Entrar');
      },
      RIGHT_PASSWORD: async () => {
        await fill(user, 'Palavra-passe', 'Segredo123');
        await click(user, 'Entrar');
      },
      REGISTER_SHORT_PASSWORD: () => register('Curta12'),
      REGISTER: () => register('Segredo123'),
      WRONG_CODE: () => code('000000'),
      RIGHT_CODE: () => code(EMAIL_VALIDATION_CODE),
      RIGHT_MOBILE_CODE: () => code(MOBILE_VALIDATION_CODE),
    },
    states: {
      email: async () => {
        await heading('Inicie sessão para ver as suas reservas');
        expect(screen.getByLabelText('Email')).toBeVisible();
      },
      toldValidEmail: async () => {
        await message('Indique um email válido.');
        expect(screen.getByLabelText('Email')).toHaveValue('ana.silva@');
      },
      password: async () => {
        expect(await screen.findByLabelText('Palavra-passe')).toBeVisible();
        expect(screen.getByText(/ana\.silva@example\.pt/)).toBeVisible();
      },
      toldWrongCredentials: async () => {
        await message('Email ou palavra-passe incorretos.');
        expect(screen.getByText(/ana\.silva@example\.pt/)).toBeVisible();
        expect(screen.getByRole('button', { name: 'Esqueceu-se da palavra-passe?' })).toBeVisible();
      },
      signedIn: async () => {
        await heading('As minhas reservas');
        expect(screen.getByRole('button', { name: 'Terminar sessão' })).toBeVisible();
        const contact = plain(
          screen.getByRole('heading', { name: 'Contacto para as reservas' }).parentElement
            ?.textContent,
        );
        expect(contact).toContain('Ana Silva');
        expect(contact).toContain('+351 912345678');
        await waitFor(() => expect(document.cookie).toContain('tok-ana'));
      },
      register: async () => {
        await heading('Crie uma conta para ver as suas reservas');
        expect(sandbox.store.userByEmail(NEWCOMER)).toBeUndefined();
      },
      toldPasswordMinimum: async () => {
        await message('A palavra-passe deve ter pelo menos 8 caracteres.');
        expect(sandbox.store.userByEmail(NEWCOMER)).toBeUndefined();
      },
      verifyingEmail: async () => {
        await heading('Confirme o seu email');
        expect(sandbox.store.userByEmail(NEWCOMER)?.emailValidated).toBe(false);
        await resendWaits();
      },
      toldWrongCode: async () => {
        await message('O código não está correto. Confirme-o ou peça um novo código.');
        expect(sandbox.store.userByEmail(NEWCOMER)?.emailValidated).toBe(false);
      },
      verifyingMobile: async () => {
        await heading('Confirme o seu telemóvel');
        expect(sandbox.store.userByEmail(NEWCOMER)?.emailValidated).toBe(true);
        await resendWaits();
      },
      signedInNew: async () => {
        await heading('As minhas reservas');
        const newcomer = sandbox.store.userByEmail(NEWCOMER)!;
        expect(newcomer.emailValidated).toBe(true);
        expect(newcomer.user.mobileValidation).toBe(true);
      },
    },
  });
});
