import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PhoneCheck } from '../../machines/rules/authValidation';
import { contactMachine, type ContactEvent } from '../../machines/booking/contact.machine';
import { ContactStep } from '../../ui/screens/booking/ContactStep';
import { I18nRoot } from '../../ui/i18n';
import { anaContact, emptyContact } from '../../stories/support/bookingFixtures';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  replayOnActor,
  replayPath,
} from '../harness/model';

const ev = (event: Record<string, unknown>) => event as unknown as ContactEvent;
const valid: PhoneCheck = {
  prefixValid: true,
  phoneValid: true,
  prefix: '+351',
  phone: '912345678',
};
const notMobile: PhoneCheck = { ...valid, phoneValid: false, phone: '212345678' };

const events = [
  ev({ type: 'contact.change', field: 'name', value: 'Ana Silva' }),
  ev({ type: 'contact.change', field: 'notes', value: 'x'.repeat(501) }),
  ev({ type: 'contact.submit' }),
  ev({ type: 'xstate.done.actor.checkPhone', output: valid }),
  ev({ type: 'xstate.done.actor.checkPhone', output: notMobile }),
  ev({ type: 'xstate.error.actor.checkPhone', error: new TypeError('chunk failed') }),
];
const fresh = createMachineModel(contactMachine, { input: { contact: emptyContact }, events });
const prefilled = createMachineModel(contactMachine, { input: { contact: anaContact }, events });

describe('contact chart: model', () => {
  it('reaches every state and takes every transition', () => {
    expectEveryStateReached(fresh, prefilled);
    expectEveryTransitionTaken(fresh, prefilled);
  });
  for (const model of [fresh, prefilled]) {
    for (const path of model.paths) {
      it(`actor: ${path.description}`, () => replayOnActor(model, path));
    }
  }
});

describe('contact chart: the phone rules decide (loaded lazily)', () => {
  it('ends with the contact as the rules normalised it, prefix +351 by default', async () => {
    const actor = createActor(contactMachine, {
      input: { contact: { ...emptyContact, prefix: '' } },
    }).start();
    expect(actor.getSnapshot().context.form.prefix).toBe('+351');
    actor.send({ type: 'contact.change', field: 'name', value: '  Rita Gomes ' });
    actor.send({ type: 'contact.change', field: 'phone', value: '912 000 222' });
    actor.send({ type: 'contact.change', field: 'notes', value: ' Cadeira de bebé ' });
    actor.send({ type: 'contact.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({
      name: 'Rita Gomes',
      prefix: '+351',
      phone: '912000222',
      notes: 'Cadeira de bebé',
    });
  });

  it('keeps what was typed and says what is wrong', async () => {
    const actor = createActor(contactMachine, { input: { contact: anaContact } }).start();
    actor.send({ type: 'contact.change', field: 'phone', value: '212345678' });
    actor.send({ type: 'contact.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ phone: 'phoneInvalid' });
    expect(actor.getSnapshot().context.form).toMatchObject({ ...anaContact, phone: '212345678' });
  });
});

describe('contact screen: model', () => {
  afterEach(cleanup);
  for (const path of fresh.paths) {
    it(`screen: ${path.description}`, async () => {
      let pending: { resolve(check: PhoneCheck): void; reject(error: unknown): void } | null = null;
      const actor = createActor(
        contactMachine.provide({
          actors: {
            checkPhone: fromPromise<PhoneCheck, { prefix: string; phone: string }>(
              () => new Promise((resolve, reject) => (pending = { resolve, reject })),
            ),
          },
        }),
        { input: { contact: emptyContact } },
      ).start();
      render(
        <I18nRoot>
          <ContactStep actor={actor} />
        </I18nRoot>,
      );
      await replayPath(path, {
        exec: async (event) => {
          const change = event as { type: string; field?: string; value?: string };
          if (change.type === 'contact.change') {
            const label = change.field === 'name' ? 'Nome' : /Notas para o estabelecimento/;
            fireEvent.change(screen.getByLabelText(label), { target: { value: change.value } });
          } else if (change.type === 'contact.submit') {
            fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
          } else if (change.type === 'xstate.done.actor.checkPhone') {
            await act(async () =>
              pending!.resolve((event as unknown as { output: PhoneCheck }).output),
            );
          } else {
            await act(async () => pending!.reject(new TypeError('chunk failed')));
          }
        },
        check: async (expected) => {
          const { form, fieldErrors, error } = expected.context as typeof actor extends never
            ? never
            : ReturnType<typeof actor.getSnapshot>['context'];
          if (expected.value === 'done') return;
          expect(screen.getByLabelText('Nome')).toHaveValue(form.name);
          expect(screen.getByLabelText('Indicativo')).toHaveValue(form.prefix);
          if (fieldErrors.name) {
            expect(screen.getByText('Indique o seu nome.')).toBeVisible();
          }
          if (fieldErrors.notes) {
            expect(screen.getByText(/As notas podem ter até 500 caracteres/)).toBeVisible();
          }
          if (error) expect(screen.getByRole('alert')).toBeVisible();
        },
      });
      actor.stop();
    });
  }
});
