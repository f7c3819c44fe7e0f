// Sign-in and account verification in the browser (issue 4), against the demo build and the
// sandbox's users (api/sandbox/README.md, Users): a new visitor registers and confirms the email
// and the mobile with the sandbox's codes; a returning user signs in (with the keyboard alone)
// and finds name and phone prefilled; a wrong password and a wrong code say so; a guest goes on
// only where the context allows it; a parent app's external token signs in at start.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, embeddedWidget, merchantURL, shows, tabTo, type PageLog } from './support';
import { COOKIE_PREFIX, TOKEN_COOKIE, USER_ID_COOKIE } from '../../api/loginCookies';

const MY_BOOKINGS = '/?defaultView=myBookings';
const SIGN_IN_TITLE = 'Inicie sessão para ver as suas reservas';
const FLOW_STORAGE_KEY = 'persist:reservationWidget';

/** The HTTP statuses the browser noted in the console (a refused sign-in is logged as such). */
function unexpectedConsoleErrors(log: PageLog, statuses: number[]): string[] {
  return log.consoleErrors.filter(
    (error) => !statuses.some((status) => error.includes(`status of ${status}`)),
  );
}

async function loginCookies(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  return Object.fromEntries(
    cookies
      .filter((cookie) => cookie.name === USER_ID_COOKIE || cookie.name === TOKEN_COOKIE)
      .map((cookie) => [cookie.name.slice(COOKIE_PREFIX.length), cookie.value]),
  );
}

async function storedContact(page: Page): Promise<unknown> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), FLOW_STORAGE_KEY);
  return (JSON.parse(stored ?? 'null') as { state?: { contact?: unknown } } | null)?.state?.contact;
}

const isFocused = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((element) => element === document.activeElement);

e2e(
  'a returning user signs in with the keyboard alone and finds name and phone prefilled',
  async ({ page, log }) => {
    await page.goto(MY_BOOKINGS);
    await shows(page.getByRole('heading', { level: 1, name: SIGN_IN_TITLE }));

    const email = page.getByLabel('Email', { exact: true });
    await tabTo(page, email);
    await page.keyboard.type('ana.silva@example.pt');
    await page.keyboard.press('Enter');

    // The password step takes the focus itself.
    await shows(page.getByText('Entrar como'));
    await expect.poll(() => isFocused(page, 'Palavra-passe')).toBe(true);
    await page.keyboard.type('Segredo123');
    await page.keyboard.press('Enter');

    await shows(page.getByRole('heading', { level: 1, name: 'As minhas reservas' }));
    await shows(page.getByText('Sessão iniciada como'));
    expect(await page.locator('main').textContent()).toContain('Ana Silva');
    const contact = page.getByRole('region', { name: 'Contacto para as reservas' });
    expect(await contact.textContent()).toContain('Ana Silva');
    expect(await contact.textContent()).toContain('+351 912345678');
    expect(await storedContact(page)).toMatchObject({
      name: 'Ana Silva',
      prefix: '+351',
      phone: '912345678',
    });
    await expect.poll(() => loginCookies(page)).toEqual({ userId: '1001', token: 'tok-ana' });

    // Signing out, still by keyboard, clears all of it.
    await tabTo(page, page.getByRole('button', { name: 'Terminar sessão' }));
    await page.keyboard.press('Enter');
    await shows(page.getByRole('heading', { level: 1, name: SIGN_IN_TITLE }));
    await expect.poll(() => loginCookies(page)).toEqual({});
    expect(await storedContact(page)).toMatchObject({ name: '', phone: '', prefix: '+351' });
    expect(log.consoleErrors).toEqual([]);
  },
);

e2e(
  'a new visitor registers, confirms the email and the mobile with the codes, and is signed in',
  async ({ page, log }) => {
    await page.goto(MY_BOOKINGS);
    await page.getByLabel('Email', { exact: true }).fill('ines.rocha@example.pt');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByText('Ainda não há uma conta com'));

    // Every rule is said beside its field; the focus goes to the first.
    await page.getByLabel('Palavra-passe', { exact: true }).fill('curta');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await shows(page.getByText('Indique o seu nome.'));
    await shows(page.getByText('A palavra-passe deve ter pelo menos 8 caracteres.'));
    await shows(page.getByText('Indique um número de telemóvel válido para este indicativo.'));
    await shows(page.getByText('Para criar a conta tem de aceitar a política de privacidade.'));
    await expect.poll(() => isFocused(page, 'Nome')).toBe(true);
    expect(await page.getByLabel('Nome', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await page.getByLabel('Palavra-passe', { exact: true }).inputValue()).toBe('curta');

    await page.getByLabel('Nome', { exact: true }).fill('Inês');
    await page.getByLabel('Apelido', { exact: true }).fill('Rocha');
    await page.getByLabel('Número de telemóvel', { exact: true }).fill('912 000 111');
    await page.getByLabel('Palavra-passe', { exact: true }).fill('Palavra123');
    await page.getByLabel('Li e aceito a política de privacidade.').check();
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await shows(page.getByRole('heading', { level: 1, name: 'Confirme o seu email' }));
    await shows(page.getByText('Enviámos um código de 6 algarismos para'));
    const code = page.getByLabel('Código de confirmação');
    await code.fill('000000');
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await shows(page.getByText('O código não está correto. Confirme-o ou peça um novo código.'));
    // The wrong code keeps the focus, and what was typed.
    await expect.poll(() => isFocused(page, 'Código de confirmação')).toBe(true);
    expect(await code.inputValue()).toBe('000000');
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    // The resend waits for its cool-down.
    expect(
      await page.getByRole('button', { name: 'Enviar novo código' }).getAttribute('aria-disabled'),
    ).toBe('true');

    await code.fill('123456');
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'Confirme o seu telemóvel' }));
    await shows(page.getByText('+351 912000111'));
    await page.getByLabel('Código de confirmação').fill('654321');
    await page.keyboard.press('Enter');

    await shows(page.getByRole('heading', { level: 1, name: 'As minhas reservas' }));
    expect(await page.locator('main').textContent()).toContain('Inês Rocha');
    await expect.poll(() => loginCookies(page)).toMatchObject({ userId: expect.any(String) });
    // The only console notes are the browser's for the refused code (422).
    expect(unexpectedConsoleErrors(log, [422])).toEqual([]);
  },
);

e2e(
  'a wrong password says so, keeps the focus, and leads to a new password',
  async ({ page, log }) => {
    await page.goto(MY_BOOKINGS);
    await page.getByLabel('Email', { exact: true }).fill('ana.silva@example.pt');
    await page.keyboard.press('Enter');
    const password = page.getByLabel('Palavra-passe', { exact: true });
    await shows(password);
    await password.fill('errada');
    await page.keyboard.press('Enter');

    const alert = page.getByRole('alert');
    await shows(alert);
    expect(await alert.textContent()).toContain('Email ou palavra-passe incorretos.');
    await expect.poll(() => isFocused(page, 'Palavra-passe')).toBe(true);
    expect(await password.inputValue()).toBe('errada');

    await page.getByRole('button', { name: 'Recuperar a palavra-passe' }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'Recuperar a palavra-passe' }));
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(
      'ana.silva@example.pt',
    );
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'Verifique o seu email' }));
    expect(unexpectedConsoleErrors(log, [401])).toEqual([]);
  },
);

e2e('a guest goes on only where the context allows guests', async ({ page, log }) => {
  await page.goto(MY_BOOKINGS);
  await shows(page.getByRole('heading', { level: 1, name: SIGN_IN_TITLE }));
  expect(await page.getByRole('button', { name: 'Continuar como convidado' }).count()).toBe(0);

  await page.goto(`${MY_BOOKINGS}&allowGuestLogin=true`);
  await page.getByRole('button', { name: 'Continuar como convidado' }).click();
  await shows(page.getByRole('heading', { level: 1, name: 'Continuar como convidado' }));
  await page.getByLabel('Nome', { exact: true }).fill('Rita Gomes');
  await page.getByLabel('Email', { exact: true }).fill('rita.gomes@example.pt');
  await page.getByLabel('Indicativo', { exact: true }).fill('+999');
  await page.getByLabel('Número de telemóvel', { exact: true }).fill('912 000 222');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await shows(page.getByText('Indique um indicativo de país válido, por exemplo +351.'));
  await expect.poll(() => isFocused(page, 'Indicativo')).toBe(true);

  await page.getByLabel('Indicativo', { exact: true }).fill('+351');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await shows(page.getByText('Está a continuar como convidado.'));
  expect(await page.locator('main').textContent()).toContain('rita.gomes@example.pt');
  expect(await storedContact(page)).toMatchObject({ name: 'Rita Gomes', phone: '912000222' });
  expect(await loginCookies(page)).toEqual({});
  expect(log.consoleErrors).toEqual([]);
});

e2e('a parent app’s external token signs in at start', async ({ page, log }) => {
  await page.goto(`${MY_BOOKINGS}&externalToken=ext-ana`);
  await shows(page.getByText('Sessão iniciada como'));
  expect(await page.locator('main').textContent()).toContain('Ana Silva');
  await expect.poll(() => loginCookies(page)).toEqual({ userId: '1001', token: 'tok-ana' });
  expect(log.consoleErrors).toEqual([]);
});

e2e(
  'signs in with a provider (the sandbox answers for it) and asks for the mobile',
  async ({ page, log }) => {
    await page.goto(MY_BOOKINGS);
    await page.getByRole('button', { name: 'Continuar com Google' }).click();
    // A first Google sign-in has no mobile: it is asked for, then confirmed by SMS.
    await shows(page.getByText('Confirme o seu telemóvel: vamos enviar-lhe um código por SMS.'));
    await page.getByLabel('Número de telemóvel', { exact: true }).fill('912 000 333');
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'Confirme o seu telemóvel' }));
    await page.getByLabel('Código de confirmação').fill('654321');
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await shows(page.getByText('Sessão iniciada como'));
    expect(log.consoleErrors).toEqual([]);
  },
);

e2e(
  'a mobile app (clientApplication IOS) offers no social sign-in, only the email; the web client offers Google and Facebook',
  async ({ page, log }) => {
    await page.goto(`${MY_BOOKINGS}&clientApplication=WEB`);
    await shows(page.getByRole('button', { name: 'Continuar com Google' }));
    await shows(page.getByRole('button', { name: 'Continuar com Facebook' }));

    await page.goto(`${MY_BOOKINGS}&clientApplication=IOS`);
    await shows(page.getByRole('heading', { level: 1, name: SIGN_IN_TITLE }));
    // The providers' check answers at once in an app (no call); the email's answer comes from
    // the middleware after it. So once the password is asked, the check has answered, and the
    // email step shown again draws what it said.
    await page.getByLabel('Email', { exact: true }).fill('ana.silva@example.pt');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByLabel('Palavra-passe', { exact: true }));
    await page.getByRole('button', { name: 'Usar outro email' }).click();
    await shows(page.getByLabel('Email', { exact: true }));
    expect(await page.getByRole('button', { name: /Continuar com/ }).count()).toBe(0);
    expect(await page.getByText('Ou continue com').count()).toBe(0);
    await shows(page.getByRole('button', { name: 'Continuar', exact: true }));
    expect(log.consoleErrors).toEqual([]);
  },
);

e2e('speaks English: the messages beside the fields too', async ({ page, log }) => {
  await page.goto(`${MY_BOOKINGS}&language=en_EN`);
  await shows(page.getByRole('heading', { level: 1, name: 'Sign in to see your bookings' }));
  await page.getByLabel('Email', { exact: true }).fill('ana.silva@');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await shows(page.getByText('Enter a valid email.'));
  expect(await page.getByText('Indique um email válido.').count()).toBe(0);
  expect(log.consoleErrors).toEqual([]);
});

e2e(
  'inside a host page: only the host’s providers, signed in through it, and the host told',
  async ({ page, log }) => {
    await page.goto(merchantURL);
    const { widget } = embeddedWidget(page);
    await shows(widget.getByRole('navigation', { name: 'Secções' }));
    // The host page has a Google SDK of its own, and listens for the signed-in user.
    await page.evaluate(() => {
      const host = window as unknown as {
        BookingWidget: { onSocialLogin(provider: string, signIn: () => Promise<string>): void };
        signedIn: unknown[];
      };
      host.signedIn = [];
      host.BookingWidget.onSocialLogin('google', async () => 'host-google-id-token');
      document.addEventListener('bookingwidget:setLoggedInUser', (event) =>
        host.signedIn.push((event as CustomEvent).detail),
      );
    });
    await widget
      .getByRole('navigation', { name: 'Secções' })
      .getByRole('button', { name: 'As minhas reservas' })
      .click();

    const google = widget.getByRole('button', { name: 'Continuar com Google' });
    await shows(google);
    expect(await widget.getByRole('button', { name: 'Continuar com Facebook' }).count()).toBe(0);
    expect(await widget.getByRole('button', { name: 'Continuar com Apple' }).count()).toBe(0);
    await google.click();

    // A first Google sign-in: the mobile is asked for and confirmed, then the host is told.
    await widget.getByLabel('Número de telemóvel', { exact: true }).fill('912 000 444');
    await widget.getByRole('button', { name: 'Enviar código' }).click();
    await widget.getByLabel('Código de confirmação').fill('654321');
    await widget.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await shows(widget.getByText('Sessão iniciada como'));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { signedIn: unknown[] }).signedIn))
      .toEqual([{ userId: expect.any(Number), token: expect.stringMatching(/^tok-/) }]);
    expect(log.consoleErrors).toEqual([]);
  },
);
