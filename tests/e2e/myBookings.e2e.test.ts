// The personal area in Chromium, by role and label (issue 12): Ana signs in with her email and
// password in "As minhas reservas", books campaign 108 from the campaign view, and finds that
// booking listed under "Próximas" with its state, date, people and reference as the sandbox in
// the page holds it; her points balance is the sandbox's; on a 360 px phone frame nothing
// reaches outside the frame. Time is the page's clock (E2E_NOW), which the sandbox follows.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, shows } from './support';

const TITLE = 'Copo de boas-vindas no jantar';

interface Held {
  reservations: {
    reservationId: number;
    campaignId: number;
    status: string;
    numberOfPeople: number;
    date: string;
  }[];
  points: number;
}

/** What the sandbox in the page holds: the reservations and Ana's points. */
function held(page: Page): Promise<Held> {
  return page.evaluate(() => {
    const { store } = (
      window as unknown as {
        __sandbox: {
          store: {
            reservations: Held['reservations'];
            users: Map<number, { user: { points: number } }>;
          };
        };
      }
    ).__sandbox;
    return { reservations: store.reservations, points: store.users.get(1001)!.user.points };
  });
}

/** The date-time as a visitor reads it in Portuguese, at the merchant's clock in Lisbon. */
function inWords(page: Page, iso: string): Promise<string> {
  return page.evaluate((value) => {
    const at = new Date(value);
    const day = new Intl.DateTimeFormat('pt-PT', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Lisbon',
    }).format(at);
    const time = new Intl.DateTimeFormat('pt-PT', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Lisbon',
    }).format(at);
    return `${day}, ${time}`;
  }, iso);
}

/** Whatever reaches outside the frame's width, or makes the page scroll sideways. */
function outsideTheFrame(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    }
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || element.closest('.visually-hidden')) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        problems.push(`${element.tagName} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    return problems;
  });
}

e2e(
  'Ana signs in, books campaign 108 and finds it in "As minhas reservas" with its state, date and people; it fits 360 px',
  async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/?campaignId=108');
    await shows(page.getByRole('heading', { level: 1, name: TITLE }));

    // The personal area asks to sign in first.
    await page.getByRole('button', { name: 'As minhas reservas', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Inicie sessão para ver as suas reservas' }));
    await page.getByLabel('Email', { exact: true }).fill('ana.silva@example.pt');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByLabel('Palavra-passe', { exact: true }).fill('Segredo123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await shows(page.getByText('Sessão iniciada como Ana Silva.'));
    await shows(page.getByRole('region', { name: 'Pontos e prémios' }));
    const upcoming = page.getByRole('region', { name: 'Próximas' });
    expect(await upcoming.getByRole('article', { name: TITLE }).count()).toBe(0);

    // A booking, from the campaign: signed in, so straight to the date and the contact.
    await page.getByRole('button', { name: 'Campanha', exact: true }).click();
    await page.getByRole('button', { name: 'Reservar' }).click();
    await page.locator('[role="grid"] button[tabindex="0"]').click();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Confirme os dados' }));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await shows(page.getByRole('heading', { name: 'Reserva confirmada' }));

    const { reservations, points } = await held(page);
    expect(reservations).toHaveLength(1);
    const [made] = reservations;
    expect(made).toMatchObject({ campaignId: 108, status: 'confirmed' });

    // Listed, as the sandbox holds it.
    await page.getByRole('button', { name: 'As minhas reservas', exact: true }).click();
    const item = upcoming.getByRole('article', { name: TITLE });
    await shows(item);
    const details = async (term: string) =>
      (await item.locator('dt', { hasText: term }).locator('+ dd').first().innerText()).trim();
    expect(await details('Estado')).toBe('Confirmada');
    expect(await details('Quando')).toBe(await inWords(page, made!.date));
    expect(await details('Pessoas')).toBe(String(made!.numberOfPeople));
    expect(await details('Referência')).toBe(String(made!.reservationId));
    await shows(page.getByText(`Saldo de pontos: ${points} pontos`));

    expect(await outsideTheFrame(page)).toEqual([]);
  },
);
