import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { expect } from 'vitest';
import { sandbox } from '../../../api/sandbox/control';
import { SERVICE_CALENDARS, SHOPS, type CalendarPattern } from '../../../api/sandbox/seed';
import { FailureReporter } from '../../../ui/hostFailure';
import { I18nRoot } from '../../../ui/i18n';
import { WidgetScreen } from '../../../ui/screens/WidgetScreen';
import { startShell } from '../../../ui/shell';

/**
 * The widget as a visitor meets it, for the QA models: the page's address, the shell (storage,
 * API context, language) and the root chart, rendered in jsdom with the sandbox middleware
 * (msw/node, tests/setup.ts) answering. What the tests know of the product comes from here: the
 * screen (roles, names, text) and the sandbox's store; never from the charts.
 */

// A loaded two-core machine loads lazy screens slowly: wait for what a visitor waits for.
configure({ asyncUtilTimeout: 10_000 });

export const ZONE = 'Europe/Lisbon';

export type Visitor = ReturnType<typeof userEvent.setup>;

export interface OpenWidget {
  user: Visitor;
  /** The codes the host page heard as `failed`, in order. */
  hostHeardFailed: string[];
  /** The middleware's words the host page heard with them, where there were any. */
  hostHeardMessages: string[];
  close(): void;
}

/**
 * Opens the widget at `?<search>` as a first visit: no storage, no cookies. `user` sets up the
 * visitor's user-event (a test on fake timers passes `advanceTimers`).
 */
export async function openWidget(
  search: string,
  options: { user?: Parameters<typeof userEvent.setup>[0] } = {},
): Promise<OpenWidget> {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', `/?${search}`);
  const { widget } = await startShell();
  widget.start();
  const hostHeardFailed: string[] = [];
  const hostHeardMessages: string[] = [];
  const hearFailed = (code: string, message?: string) => {
    hostHeardFailed.push(code);
    if (message) hostHeardMessages.push(message);
  };
  await act(async () => {
    render(
      <I18nRoot>
        <FailureReporter.Provider value={hearFailed}>
          <WidgetScreen actor={widget} />
        </FailureReporter.Provider>
      </I18nRoot>,
    );
  });
  return {
    user: userEvent.setup(options.user),
    hostHeardFailed,
    hostHeardMessages,
    close: () => {
      widget.stop();
      cleanup();
    },
  };
}

/** Visible text, spaces made plain (Intl writes narrow no-break spaces in prices). */
export const plain = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// ------------------------------------------------------------------ what the sandbox holds

/** The sandbox's "now", in Lisbon. */
export const sandboxNow = () => sandbox.clock.now().setZone(ZONE);

/** A seeded campaign as the sandbox serves it: its calendar, schedule and lead time. */
export function seededCampaign(campaignId: number) {
  const seed = sandbox.store.requireCampaign(campaignId);
  const shop = SHOPS.find((candidate) => candidate.id === seed.shopId);
  const view = seed.info.campaignView;
  return {
    seed,
    view,
    calendar: seed.calendar!,
    calendarKey: `campaign:${campaignId}`,
    /** SPEC 9: seconds before booking, in minutes rounded up, or the preparation time if larger. */
    leadMinutes: Math.max(
      Math.ceil((seed.info.minimumSecondsBeforeBooking ?? 0) / 60),
      seed.info.avgMinutesOfOrderPreparation ?? shop?.avgMinutesOfOrderPreparation ?? 0,
    ),
    schedule: sandbox.store.schedule(seed.calendar, seed.maxDateSelections),
  };
}

/** A seeded merchant service: its calendar and its lead time (SPEC 9: at least 30 minutes). */
export function seededService(serviceId: number) {
  const found = sandbox.store.service(serviceId)!;
  return {
    ...found,
    calendar: SERVICE_CALENDARS[serviceId]!,
    calendarKey: `service:${serviceId}`,
    leadMinutes: Math.max(
      Math.ceil((found.service.minimumTimeBeforeBooking ?? 0) / 60),
      found.shop.avgMinutesOfOrderPreparation ?? 0,
      30,
    ),
  };
}

export interface Bookable {
  calendar: CalendarPattern;
  calendarKey: string;
  leadMinutes: number;
  /** A campaign's schedule; a service has none (its days are its slots'). */
  schedule?: { startDate: string; endDate: string; nonAvailableDays: string[] } | null;
}

export interface SandboxSlot {
  start: DateTime;
  day: string;
  time: string;
  capacity: number;
}

/** The slots the sandbox answers now, places left, at Lisbon's wall clock. */
export function sandboxSlots(target: Bookable): SandboxSlot[] {
  return sandbox.store.slots(target.calendarKey, target.calendar).map((slot) => {
    const start = DateTime.fromISO(slot.startTime, { zone: ZONE });
    return {
      start,
      day: start.toISODate()!,
      time: start.toFormat('HH:mm'),
      capacity: slot.capacity,
    };
  });
}

/**
 * SPEC 5, read from the spec and the sandbox's data: a time is offered only with room for the
 * party, inside the schedule, not on an unavailable day, within working hours, and at least the
 * lead time from now.
 */
export function offeredSlots(target: Bookable, people: number, day?: string): SandboxSlot[] {
  const earliest = sandboxNow().plus({ minutes: target.leadMinutes });
  const { opens, closes } = target.calendar;
  const schedule = target.schedule ?? null;
  return sandboxSlots(target).filter(
    (slot) =>
      (day === undefined || slot.day === day) &&
      slot.capacity >= people &&
      slot.start >= earliest &&
      slot.time >= opens &&
      slot.time < closes &&
      (schedule === null ||
        (slot.day >= schedule.startDate &&
          slot.day <= schedule.endDate &&
          !schedule.nonAvailableDays.includes(slot.day))),
  );
}

export const offeredDays = (target: Bookable, people: number) => [
  ...new Set(offeredSlots(target, people).map((slot) => slot.day)),
];

// ------------------------------------------------------------------ what the screen shows

const longDate = new Intl.DateTimeFormat('pt-PT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: ZONE,
});

/** "terça-feira, 3 de março de 2026", as a visitor reads a day in Portuguese. */
export const dayInWords = (day: string) =>
  longDate.format(DateTime.fromISO(day, { zone: ZONE }).set({ hour: 12 }).toJSDate());

/** "16,00 €": euro, Portuguese style (SPEC 9). */
export const euro = (amount: number) =>
  plain(new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' }).format(amount));

/** The calendar's days a visitor can choose in the month shown (the others are marked unavailable). */
export function daysOnOffer(): string[] {
  const grid = screen.getByRole('grid');
  return [...grid.querySelectorAll<HTMLButtonElement>('button[data-date]')]
    .filter((day) => day.getAttribute('aria-disabled') !== 'true')
    .map((day) => {
      const date = day.getAttribute('data-date')!;
      expect(day.getAttribute('aria-label')).toMatch(
        new RegExp(`^${dayInWords(date)}, disponível`),
      );
      return date;
    });
}

/** The month the calendar shows, `2026-03`, from its days. */
export function monthShown(): string {
  const first = screen.getByRole('grid').querySelector('button[data-date]');
  return first!.getAttribute('data-date')!.slice(0, 7);
}

export async function chooseDay(user: Visitor, day: string): Promise<void> {
  await user.click(
    within(screen.getByRole('grid')).getByRole('button', {
      name: new RegExp(`^${dayInWords(day)}, disponível`),
    }),
  );
}

/** The times offered for the chosen day: "19:00" and its places left, as each is named. */
export function timesOnOffer(kind: 'radio' | 'checkbox'): { time: string; places: number }[] {
  return screen.queryAllByRole(kind).flatMap((input) => {
    const name = input.getAttribute('aria-label') ?? '';
    const match = /, (\d{2}:\d{2}), (\d+) (?:lugar(?:es)? livres?|vagas?)$/.exec(name);
    return match ? [{ time: match[1]!, places: Number(match[2]) }] : [];
  });
}

export async function chooseTime(user: Visitor, day: string, time: string): Promise<void> {
  const input = [...screen.queryAllByRole('radio'), ...screen.queryAllByRole('checkbox')].find(
    (candidate) =>
      candidate.getAttribute('aria-label')?.startsWith(`${dayInWords(day)}, ${time}, `),
  );
  if (!input) throw new Error(`No time ${time} offered on ${day}`);
  await user.click(input);
}

/** The party size the stepper shows. */
export function peopleShown(): number {
  const group = screen.getByRole('group', { name: 'Número de pessoas' });
  const match = /(\d+) pessoas?/.exec(plain(group.textContent));
  return Number(match![1]);
}

/** The review's details, term by description ("Quando", "Pessoas", "Preço"...); a list's items
 * joined by " | ". */
export function reviewDetails(): Record<string, string> {
  const details: Record<string, string> = {};
  const list = document.querySelector('dl.booking__details');
  if (!list) return details;
  for (const term of list.querySelectorAll('dt')) {
    const description = term.nextElementSibling;
    const items = description ? within(description as HTMLElement).queryAllByRole('listitem') : [];
    details[plain(term.textContent)] = items.length
      ? items.map((item) => plain(item.textContent)).join(' | ')
      : plain(description?.textContent);
  }
  return details;
}

export async function click(user: Visitor, name: string | RegExp): Promise<void> {
  await user.click(await screen.findByRole('button', { name }));
}

export async function fill(user: Visitor, label: string | RegExp, value: string): Promise<void> {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  if (value) await user.type(field, value);
}

/** Continues as a guest with Rita's details (where guests may book). */
export async function continueAsGuest(user: Visitor): Promise<void> {
  await click(user, 'Continuar como convidado');
  await fill(user, 'Nome', 'Rita Gomes');
  await fill(user, 'Email', 'rita.gomes@example.pt');
  await fill(user, 'Número de telemóvel', '912000222');
  await click(user, 'Continuar');
}

/** Signs Ana in with her email and password. */
export async function signInAsAna(user: Visitor): Promise<void> {
  await fill(user, 'Email', 'ana.silva@example.pt');
  await click(user, 'Continuar');
  await fill(user, 'Palavra-passe', 'Segredo123');
  await click(user, 'Entrar');
}

/**
 * Waits for a heading the step shows, the step drawn: a step opened before its code has arrived
 * shows its heading at once in a busy section (`aria-busy`), its content once the code is there.
 */
export async function heading(name: string | RegExp): Promise<void> {
  const shown = await waitFor(() => {
    const found = screen.getByRole('heading', { name });
    expect(found.closest('[aria-busy="true"]'), `"${String(name)}" still loading`).toBeNull();
    return found;
  });
  expect(shown).toBeVisible();
}
