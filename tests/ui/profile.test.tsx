// The personal area's profile on the rendered widget against the sandbox: Ana, signed in by the
// host's external token, changes her name, her mobile number (confirmed by its SMS code) and her
// language. The verdicts are the screen (roles, names, text) and the sandbox's store.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sandbox } from '../../api/sandbox/control';
import { click, fill, openWidget, type OpenWidget } from '../qa/support/widget';

let open: OpenWidget | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

const anaInStore = () => sandbox.store.users.get(1001)!.user;

async function anaInHerArea() {
  open = await openWidget('defaultView=myBookings&externalToken=ext-ana');
  await screen.findByRole('heading', { level: 2, name: 'O meu perfil' });
  return open;
}

/** The profile's details as shown: term → description. */
function profileShown(): Record<string, string> {
  const section = screen.getByRole('region', { name: 'O meu perfil' });
  const terms = within(section).getAllByRole('term');
  const details = within(section).getAllByRole('definition');
  return Object.fromEntries(
    terms.map((term, index) => [term.textContent, details[index]?.textContent ?? '']),
  );
}

describe('the profile in the personal area', () => {
  it('shows Ana’s name, mobile and language as the sandbox holds them', async () => {
    await anaInHerArea();
    const ana = anaInStore();
    expect(profileShown()).toEqual({
      Nome: `${ana.firstName} ${ana.lastName}`,
      Telemóvel: `${ana.mobilePrefix} ${ana.mobile}`,
      'Idioma preferido': 'Português',
    });
  });

  it('a new name is saved and the area greets her by it; her bookings’ contact follows', async () => {
    const { user } = await anaInHerArea();
    await click(user, 'Alterar o perfil');
    expect(screen.getByLabelText('Nome')).toHaveFocus();
    await fill(user, 'Nome', 'Ana Maria');
    await click(user, 'Guardar');
    expect(await screen.findByRole('status')).toHaveTextContent('Perfil guardado.');
    expect(screen.getByRole('button', { name: 'Alterar o perfil' })).toHaveFocus();
    expect(anaInStore().firstName).toBe('Ana Maria');
    expect(profileShown().Nome).toBe('Ana Maria Silva');
    expect(screen.getByText(/Sessão iniciada como/)).toHaveTextContent(
      'Sessão iniciada como Ana Maria Silva.',
    );
    const contact = screen.getByRole('region', { name: 'Contacto para as reservas' });
    expect(within(contact).getByText('Ana Maria Silva')).toBeVisible();
  });

  it('a new mobile waits for its SMS code: a wrong one is said beside the field, the right one changes it', async () => {
    const { user } = await anaInHerArea();
    await click(user, 'Alterar o perfil');
    await fill(user, 'Número de telemóvel', '913000111');
    await click(user, 'Guardar');
    await screen.findByText(/Enviámos um código por SMS para/);
    expect(screen.getByLabelText('Código recebido por SMS')).toHaveFocus();
    await fill(user, 'Código recebido por SMS', '111111');
    await click(user, 'Confirmar o número');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O código não está correto. Confirme-o ou peça um novo código.',
    );
    expect(anaInStore().mobile).toBe('912345678');

    await fill(user, 'Código recebido por SMS', '654321');
    await click(user, 'Confirmar o número');
    expect(await screen.findByRole('status')).toHaveTextContent('Perfil guardado.');
    expect(anaInStore()).toMatchObject({ mobile: '913000111', mobileValidation: true });
    expect(profileShown().Telemóvel).toBe('+351 913000111');
    const contact = screen.getByRole('region', { name: 'Contacto para as reservas' });
    expect(within(contact).getByText('+351 913000111')).toBeVisible();
  });

  it('English chosen in the profile: saved, and the widget speaks English', async () => {
    const { user } = await anaInHerArea();
    await click(user, 'Alterar o perfil');
    await user.selectOptions(screen.getByLabelText('Idioma preferido'), 'en_EN');
    await click(user, 'Guardar');
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    expect(anaInStore().languageCode).toBe('en_EN');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('a language chosen in the widget’s menu is the one the profile shows', async () => {
    const { user } = await anaInHerArea();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'Español');
    const profile = await screen.findByRole('region', { name: 'Mi perfil' });
    expect(within(profile).getByText('Español')).toBeVisible();
  });
});
