// The booking contact step's guards (machines/booking/contact.machine.ts), driven through the chart
// with the phone rules' answer given here: SPEC 5 "A name", "Valid mobile number", "Valid country
// dialing prefix", and the notes for the merchant kept to 500 characters (our limit; the spec
// gives none). Each rule broken alone keeps the step open with its message; all kept, it ends.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { contactMachine } from '../../machines/booking/contact.machine';
import type { PhoneCheck } from '../../machines/rules/authValidation';

const VALID: PhoneCheck = {
  prefixValid: true,
  phoneValid: true,
  prefix: '+351',
  phone: '912345678',
};
const ANA = { name: 'Ana Silva', prefix: '+351', phone: '912345678', notes: '' };

async function submit(contact: typeof ANA, check: PhoneCheck = VALID) {
  const actor = createActor(
    contactMachine.provide({ actors: { checkPhone: fromPromise(async () => check) } }),
    { input: { contact } },
  ).start();
  actor.send({ type: 'contact.submit' });
  await waitFor(actor, (snapshot) => !snapshot.matches('validating'), { timeout: 2_000 });
  return actor.getSnapshot();
}

describe('SPEC 5: the contact step', () => {
  it('a name, a valid prefix and mobile, notes within 500 characters: done', async () => {
    expect((await submit({ ...ANA, notes: 'x'.repeat(500) })).status).toBe('done');
    // Spaces around the notes are not counted.
    expect((await submit({ ...ANA, notes: ` ${'x'.repeat(500)} ` })).status).toBe('done');
  });

  it.each([
    ['no name', { ...ANA, name: '  ' }, VALID, 'name'],
    ['an invalid mobile number', ANA, { ...VALID, phoneValid: false }, 'phone'],
    ['an invalid dialing prefix', ANA, { ...VALID, prefixValid: false }, 'prefix'],
    ['notes of 501 characters', { ...ANA, notes: 'x'.repeat(501) }, VALID, 'notes'],
  ] as const)('%s: refused beside its field', async (_, contact, check, field) => {
    const snapshot = await submit(contact, check);
    expect(snapshot.value).toBe('editing');
    expect(Object.keys(snapshot.context.fieldErrors)).toEqual([field]);
  });
});
