// SPEC 6's mobile app client (clientApplication IOS or ANDROID): the widget runs in the app's web
// view, where Google and Facebook refuse to sign in and a popup has no way back, so the sign-in
// offers no provider unless the app itself (a trusted parent window) signs in. The web client
// beside it, opened the same way, offers them: the same screen, read after the same wait.
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { heading, openWidget, type OpenWidget } from '../qa/support/widget';

let open: OpenWidget | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

/** The sign-in of the personal area, once the providers' check has answered. */
async function signInAs(clientApplication: string) {
  open = await openWidget(`defaultView=myBookings&clientApplication=${clientApplication}`);
  await heading('Inicie sessão para ver as suas reservas');
  // The check answers at once (a settled promise): a few turns of the event loop see it drawn.
  for (let turn = 0; turn < 5; turn++) await act(() => new Promise((done) => setTimeout(done)));
}

describe('social sign-in by client kind', () => {
  it('the web client offers the providers', async () => {
    await signInAs('WEB');
    expect(screen.getByRole('button', { name: 'Continuar com Google' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continuar com Facebook' })).toBeVisible();
  });

  it('a mobile app offers none, and the email sign-in stays', async () => {
    await signInAs('IOS');
    expect(screen.queryByRole('button', { name: /Continuar com/ })).toBeNull();
    expect(screen.queryByText('Ou continue com')).toBeNull();
    expect(screen.getByLabelText('Email')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeVisible();
  });

  it('so does an Android app', async () => {
    await signInAs('ANDROID');
    expect(screen.queryByRole('button', { name: /Continuar com/ })).toBeNull();
  });
});
