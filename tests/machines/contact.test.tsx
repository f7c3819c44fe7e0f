import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { PhoneCheck } from '../../machines/rules/authValidation';
import { contactMachine, type ContactEvent } from '../../machines/booking/contact.machine';
import { anaContact, emptyContact } from '../../stories/support/bookingFixtures';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
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
  it('reaches every state and takes every transition', { timeout: 60_000 }, () => {
    expectEveryStateReached(fresh, prefilled);
    expectEveryTransitionTaken(fresh, prefilled);
  });
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

describe('contact chart: the NIF of a booking (SPEC 3 Contact: vatId)', () => {
  it('is optional; one typed must be a NIF: refused beside the field, everything typed kept', async () => {
    const actor = createActor(contactMachine, {
      input: { contact: anaContact, askVatId: true },
    }).start();
    actor.send({ type: 'contact.change', field: 'vatId', value: '123456788' });
    actor.send({ type: 'contact.submit' });
    await waitFor(
      actor,
      (snapshot) => snapshot.matches('editing') && snapshot.context.vatIdError !== null,
    );
    expect(actor.getSnapshot().context.vatIdError).toBe('vatIdCheckDigit');
    expect(actor.getSnapshot().context.form).toEqual({ ...anaContact, vatId: '123456788' });

    actor.send({ type: 'contact.change', field: 'vatId', value: 'PT 123 456 789' });
    actor.send({ type: 'contact.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ ...anaContact, vatId: '123456789' });
  });

  it('left empty, goes on without one; a contact that does not ask for it never has one', async () => {
    const booking = createActor(contactMachine, {
      input: { contact: anaContact, askVatId: true },
    }).start();
    booking.send({ type: 'contact.submit' });
    await waitFor(booking, (snapshot) => snapshot.status === 'done');
    expect(booking.getSnapshot().output).toEqual({ ...anaContact, vatId: '' });

    const order = createActor(contactMachine, { input: { contact: anaContact } }).start();
    order.send({ type: 'contact.change', field: 'vatId', value: 'not a NIF' });
    order.send({ type: 'contact.submit' });
    await waitFor(order, (snapshot) => snapshot.status === 'done');
    expect(order.getSnapshot().output).not.toHaveProperty('vatId');
  });
});
