// Signing in in every engine, from "As minhas reservas": a returning user (Ana) with her email and
// password by the keyboard alone, and signed out again; a new visitor who registers and confirms
// the email and the mobile with the sandbox's one-time codes; a wrong password said, the focus
// kept, and the way to a new password. Ported from tests/e2e/auth.e2e.test.ts (Chromium only).
import { expect } from 'vitest';
import type { EngineDocument } from '../engines';
import { button, field, heading, seesScreen, text } from '../visitor';
import { tabTo } from './booking';
import { openWidget, type Flow } from './index';

const SIGN_IN_TITLE = 'Inicie sessão para ver as suas reservas';

/** The widget's login cookies (api/loginCookies.ts), as the page reads them. */
function loginCookies(widget: EngineDocument): Promise<Record<string, string>> {
  return widget.evaluate(() =>
    Object.fromEntries(
      document.cookie
        .split(';')
        .map((pair) => pair.trim().split('='))
        .filter(([name]) => name === 'bookingwidget_userId' || name === 'bookingwidget_token')
        .map(([name, value]) => [
          name!.slice('bookingwidget_'.length),
          decodeURIComponent(value ?? ''),
        ]),
    ),
  );
}

/** The contact the flow state keeps in localStorage. */
function storedContact(document: EngineDocument): Promise<unknown> {
  return document.evaluate(() => {
    const stored = localStorage.getItem('persist:reservationWidget');
    return (JSON.parse(stored ?? 'null') as { state?: { contact?: unknown } } | null)?.state
      ?.contact;
  });
}

/** A user the sandbox holds by email: whether the email is confirmed, and the mobile. */
function sandboxUser(
  document: EngineDocument,
  email: string,
): Promise<{ emailValidated: boolean; mobileValidation?: boolean; name: string } | null> {
  return document.evaluate((address) => {
    const { users } = (
      window as unknown as {
        __sandbox: {
          store: {
            users: Map<
              number,
              {
                emailValidated: boolean;
                user: {
                  email: string;
                  firstName?: string;
                  lastName?: string;
                  mobileValidation?: boolean;
                };
              }
            >;
          };
        };
      }
    ).__sandbox.store;
    const found = [...users.values()].find((seed) => seed.user.email === address);
    return found
      ? {
          emailValidated: found.emailValidated,
          mobileValidation: found.user.mobileValidation,
          name: `${found.user.firstName ?? ''} ${found.user.lastName ?? ''}`.trim(),
        }
      : null;
  }, email);
}

export const AUTH_FLOWS: Flow[] = [
  {
    name: 'sign-in: Ana with email and password by the keyboard alone, name and phone prefilled; signed out again',
    async run(context) {
      const { tab } = context;
      await openWidget(context, 'defaultView=myBookings');
      await seesScreen(tab, SIGN_IN_TITLE, 1);

      await tabTo(tab, field('Email'));
      await tab.type('ana.silva@example.pt');
      await tab.press('Enter');
      // The password step takes the focus itself.
      await tab.waitFor(text(/Entrar como/));
      await expect.poll(() => tab.isFocused(field('Palavra-passe'))).toBe(true);
      await tab.type('Segredo123');
      await tab.press('Enter');

      await seesScreen(tab, 'As minhas reservas', 1);
      await tab.waitFor(text(/Sessão iniciada como/));
      expect(await tab.text({ css: 'main' })).toContain('Ana Silva');
      const contact = await tab.text({ role: 'region', name: 'Contacto para as reservas' });
      expect(contact).toContain('Ana Silva');
      expect(contact).toContain('+351 912345678');
      expect(await storedContact(tab)).toMatchObject({
        name: 'Ana Silva',
        prefix: '+351',
        phone: '912345678',
      });
      await expect.poll(() => loginCookies(tab)).toEqual({ userId: '1001', token: 'tok-ana' });

      // Signing out, still by keyboard, clears all of it.
      await tabTo(tab, button('Terminar sessão'));
      await tab.press('Enter');
      await seesScreen(tab, SIGN_IN_TITLE, 1);
      await expect.poll(() => loginCookies(tab)).toEqual({});
      expect(await storedContact(tab)).toMatchObject({ name: '', phone: '', prefix: '+351' });
    },
  },
  {
    name: 'sign-in: a new email registers, confirms the email and the mobile with the one-time codes, and is signed in',
    async run(context) {
      const { tab } = context;
      await openWidget(context, 'defaultView=myBookings');
      await tab.fill(field('Email'), 'ines.rocha@example.pt');
      await tab.click(button('Continuar'));
      await tab.waitFor(text(/Ainda não há uma conta com/));

      // Every rule is said beside its field; the focus goes to the first.
      await tab.fill(field('Palavra-passe'), 'curta');
      await tab.click(button('Criar conta'));
      await tab.waitFor(text('Indique o seu nome.'));
      await tab.waitFor(text('A palavra-passe deve ter pelo menos 8 caracteres.'));
      await tab.waitFor(text('Indique um número de telemóvel válido para este indicativo.'));
      await tab.waitFor(text('Para criar a conta tem de aceitar a política de privacidade.'));
      await expect.poll(() => tab.isFocused(field('Nome'))).toBe(true);
      expect(await tab.attribute(field('Nome'), 'aria-invalid')).toBe('true');
      expect(await tab.value(field('Palavra-passe'))).toBe('curta');

      await tab.fill(field('Nome'), 'Inês');
      await tab.fill(field('Apelido'), 'Rocha');
      await tab.fill(field('Número de telemóvel'), '912 000 111');
      await tab.fill(field('Palavra-passe'), 'Palavra123');
      await tab.click(field('Li e aceito a política de privacidade.'));
      await tab.click(button('Criar conta'));

      await seesScreen(tab, 'Confirme o seu email', 1);
      await tab.waitFor(text(/Enviámos um código de 6 algarismos para/));
      expect(await sandboxUser(tab, 'ines.rocha@example.pt')).toMatchObject({
        emailValidated: false,
        name: 'Inês Rocha',
      });
      const code = field('Código de confirmação');
      await tab.fill(code, '000000');
      await tab.click(button('Confirmar'));
      await tab.waitFor(text('O código não está correto. Confirme-o ou peça um novo código.'));
      // The wrong code keeps the focus, and what was typed.
      await expect.poll(() => tab.isFocused(code)).toBe(true);
      expect(await tab.value(code)).toBe('000000');
      expect(await tab.attribute(code, 'aria-invalid')).toBe('true');
      // The resend waits for its cool-down.
      expect(await tab.attribute(button('Enviar novo código'), 'aria-disabled')).toBe('true');

      await tab.fill(code, '123456');
      await tab.click(button('Confirmar'));
      await seesScreen(tab, 'Confirme o seu telemóvel', 1);
      await tab.waitFor(text(/\+351 912000111/));
      await tab.fill(field('Código de confirmação'), '654321');
      await tab.press('Enter');

      await seesScreen(tab, 'As minhas reservas', 1);
      expect(await tab.text({ css: 'main' })).toContain('Inês Rocha');
      await expect.poll(() => loginCookies(tab)).toMatchObject({ userId: expect.any(String) });
      expect(await sandboxUser(tab, 'ines.rocha@example.pt')).toMatchObject({
        emailValidated: true,
        mobileValidation: true,
      });
    },
  },
  {
    name: 'sign-in: a wrong password says so, keeps the focus, and leads to a new password',
    async run(context) {
      const { tab } = context;
      await openWidget(context, 'defaultView=myBookings');
      await tab.fill(field('Email'), 'ana.silva@example.pt');
      await tab.press('Enter');
      const password = field('Palavra-passe');
      await tab.fill(password, 'errada');
      await tab.press('Enter');

      await tab.waitFor({ role: 'alert' });
      expect(await tab.text({ role: 'alert' })).toContain('Email ou palavra-passe incorretos.');
      await expect.poll(() => tab.isFocused(password)).toBe(true);
      expect(await tab.value(password)).toBe('errada');
      expect(await loginCookies(tab)).toEqual({});

      await tab.click(button('Recuperar a palavra-passe'));
      await seesScreen(tab, 'Recuperar a palavra-passe', 1);
      expect(await tab.value(field('Email'))).toBe('ana.silva@example.pt');
      await tab.click(button('Enviar link'));
      await seesScreen(tab, 'Verifique o seu email', 1);
      expect(await tab.count(heading('As minhas reservas', 1))).toBe(0);
    },
  },
];
