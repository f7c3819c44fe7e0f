// Where the focus goes when a sign-in step refuses what was typed, on the rendered widget against
// the sandbox (its clock frozen by tests/setup.ts): after each refusal, to the first field in
// error, even when the same rule is broken again and nothing else on the screen changed.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { click, fill, heading, openWidget, type OpenWidget } from '../qa/support/widget';

let open: OpenWidget | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

async function signInFromMyBookings() {
  open = await openWidget('defaultView=myBookings');
  await heading('Inicie sessão para ver as suas reservas');
  return open;
}

describe('sign-in: the focus after a refused submit', () => {
  it('an invalid email refused twice from the button: each time the focus is back on the email', async () => {
    const { user } = await signInFromMyBookings();
    await fill(user, 'Email', 'ana.silva@');
    await click(user, 'Continuar');
    expect(await screen.findByText('Indique um email válido.')).toBeVisible();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();

    await click(user, 'Continuar');
    expect(screen.getByText('Indique um email válido.')).toBeVisible();
    expect(email).toHaveFocus();
    expect(email).toHaveValue('ana.silva@');
  });

  it('an empty password refused twice from the button: each time the focus is back on it', async () => {
    const { user } = await signInFromMyBookings();
    await fill(user, 'Email', 'ana.silva@example.pt');
    await click(user, 'Continuar');
    const password = await screen.findByLabelText('Palavra-passe');
    await click(user, 'Entrar');
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(password).toHaveFocus();

    await click(user, 'Entrar');
    expect(screen.getByRole('alert')).toBeVisible();
    expect(password).toHaveFocus();
  });
});
