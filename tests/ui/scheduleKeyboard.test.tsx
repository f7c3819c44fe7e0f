import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, waitFor } from 'xstate';
import { campaignFixture } from '../../api/sandbox/fixtures';
import { sandbox } from '../../api/sandbox/control';
import { scheduleMachine } from '../../machines/schedule/schedule.machine';
import { campaignScheduleInput } from '../../machines/schedule/schedule.input';
import { activateLanguage, I18nRoot } from '../../ui/i18n';
import { ScheduleScreen } from '../../ui/screens/ScheduleScreen';

// The date choice with the keyboard alone (WAI-ARIA date picker grid), against the sandbox:
// campaign 101's dinner calendar on Tuesday 3 March 2026 at 09:00 (Mondays and the 13th closed).

const NOW = '2026-03-03T09:00';

async function openSchedule() {
  const actor = createActor(scheduleMachine, {
    input: campaignScheduleInput(campaignFixture(101), 'slot', { now: NOW }),
  }).start();
  render(
    <I18nRoot>
      <ScheduleScreen actor={actor} />
    </I18nRoot>,
  );
  await act(() => waitFor(actor, (snapshot) => !snapshot.matches('loading')));
  return actor;
}

const focusedDay = () => (document.activeElement as HTMLElement).getAttribute('data-date');
const tabStops = () => document.querySelectorAll('[role="grid"] button[tabindex="0"]');

describe('month calendar: keyboard', () => {
  beforeEach(() => sandbox.clock.setNow(NOW, { frozen: true }));
  afterEach(async () => {
    cleanup();
    await activateLanguage('pt_PT');
  });

  it('has one tab stop, names every day in full and marks what cannot be chosen', async () => {
    await openSchedule();
    expect(tabStops()).toHaveLength(1);
    const today = screen.getByRole('button', {
      name: 'terça-feira, 3 de março de 2026, disponível',
    });
    expect(today).toHaveAttribute('tabindex', '0');
    expect(today).toHaveAttribute('aria-current', 'date');
    const monday = screen.getByRole('button', {
      name: 'segunda-feira, 9 de março de 2026, indisponível',
    });
    expect(monday).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.getByRole('button', { name: /^sexta-feira, 13 de março de 2026, indisponível/ }),
    ).toHaveAttribute('aria-disabled', 'true');
    // The day before today is shown but cannot be chosen.
    expect(screen.getByRole('button', { name: /^segunda-feira, 2 de março/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('moves by day, week, week end and month, and chooses with Enter and Space', async () => {
    const user = userEvent.setup();
    const actor = await openSchedule();

    // Tab from the stepper's last button into the grid: the tab stop is today.
    await user.click(screen.getByRole('button', { name: 'Mais uma pessoa' }));
    await user.click(screen.getByRole('button', { name: 'Menos uma pessoa' }));
    await user.tab(); // Mais uma pessoa
    await user.tab(); // Mês anterior
    await user.tab(); // Mês seguinte
    await user.tab();
    expect(focusedDay()).toBe('2026-03-03');

    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('2026-03-04');
    await user.keyboard('{ArrowDown}');
    expect(focusedDay()).toBe('2026-03-11');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focusedDay()).toBe('2026-03-03');
    await user.keyboard('{End}');
    expect(focusedDay()).toBe('2026-03-08'); // Sunday
    await user.keyboard('{Home}');
    expect(focusedDay()).toBe('2026-03-02'); // Monday
    expect(tabStops()).toHaveLength(1);

    // Page Down crosses into April (the calendar follows), not past the schedule's last month.
    await user.keyboard('{PageDown}');
    expect(focusedDay()).toBe('2026-04-02');
    expect(actor.getSnapshot().context.month).toBe('2026-04');
    expect(screen.getByRole('grid', { name: 'abril de 2026' })).toBeVisible();
    await user.keyboard('{PageDown}');
    expect(focusedDay()).toBe('2026-04-02');
    expect(actor.getSnapshot().context.month).toBe('2026-04');
    await user.keyboard('{PageUp}');
    expect(focusedDay()).toBe('2026-03-02');
    expect(actor.getSnapshot().context.month).toBe('2026-03');
    // An arrow across the month's edge also turns the page.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(focusedDay()).toBe('2026-03-31');
    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('2026-04-01');
    expect(actor.getSnapshot().context.month).toBe('2026-04');
    await user.keyboard('{ArrowLeft}');
    expect(focusedDay()).toBe('2026-03-31');
    expect(actor.getSnapshot().context.month).toBe('2026-03');

    // Enter on an unavailable day does nothing; Space on an offered one chooses it.
    await user.keyboard('{ArrowLeft}{Enter}'); // Monday 30
    expect(actor.getSnapshot().context.date).toBeNull();
    await user.keyboard('{ArrowRight} '); // Tuesday 31
    expect(actor.getSnapshot().context.date).toBe('2026-03-31');
    expect(actor.getSnapshot().value).toEqual({ slot: 'pickingTime' });
    expect(focusedDay()).toBe('2026-03-31');

    // Tab to the times: arrows move between them and choose.
    await user.tab();
    const first = document.activeElement as HTMLInputElement;
    expect(first.getAttribute('aria-label')).toBe(
      'terça-feira, 31 de março de 2026, 12:30, 10 lugares livres',
    );
    await user.keyboard(' ');
    expect(actor.getSnapshot().value).toEqual({ slot: 'ready' });
    await user.keyboard('{ArrowRight}');
    expect((document.activeElement as HTMLElement).getAttribute('aria-label')).toBe(
      'terça-feira, 31 de março de 2026, 13:00, 2 lugares livres',
    );
    expect(actor.getSnapshot().context.startTime).toBe('2026-03-31T13:00:00+01:00');

    // Tab to Continuar and press Enter: done, with the choice as output.
    await user.tab();
    expect(document.activeElement).toHaveTextContent('Continuar');
    await user.keyboard('{Enter}');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      date: '2026-03-31',
      startTime: '2026-03-31T13:00:00+01:00',
      durationSec: 7200,
      numberOfPeople: 2,
      dateTimes: [],
    });
  });

  it('changes people with the stepper and refilters the times', async () => {
    const user = userEvent.setup();
    const actor = await openSchedule();
    await user.click(screen.getByRole('button', { name: /^quarta-feira, 4 de março/ }));
    expect(screen.getAllByRole('radio')).toHaveLength(6); // not 20:00 (1) nor 20:30 (0)
    const more = screen.getByRole('button', { name: 'Mais uma pessoa' });
    more.focus();
    await user.keyboard('{Enter}{Enter}{Enter}'); // 5 people: 13:00 and 21:30 (2) go, 19:30 (4) too
    expect(actor.getSnapshot().context.numberOfPeople).toBe(5);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'quarta-feira, 4 de março de 2026, 12:30, 10 lugares livres',
      'quarta-feira, 4 de março de 2026, 19:00, 8 lugares livres',
      'quarta-feira, 4 de março de 2026, 21:00, 6 lugares livres',
    ]);
    // At the maximum the button keeps its focus and does nothing.
    await user.keyboard('{Enter}{Enter}{Enter}{Enter}');
    expect(actor.getSnapshot().context.numberOfPeople).toBe(8);
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(more);
    await user.keyboard('{Enter}');
    expect(actor.getSnapshot().context.numberOfPeople).toBe(8);
  });

  it('speaks English when the widget does', async () => {
    await activateLanguage('en_EN');
    await openSchedule();
    expect(
      screen.getByRole('button', { name: 'Tuesday, 3 March 2026, available' }),
    ).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeVisible();
  });
});
