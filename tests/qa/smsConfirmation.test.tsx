// SPEC 2 "success screens ... with receive SMS": the success promises an SMS only where the
// visitor asked for one on the review and the booking's answer says it was taken (the answer's
// receiveSms echo, assumption `reservationResult`). Nothing is shown as done unless the answer says so.
// Ana books campaign 108 (type 1) on the rendered widget against the sandbox.
import { afterEach, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { sandbox } from '../../api/sandbox/control';
import {
  chooseDay,
  chooseTime,
  click,
  daysOnOffer,
  heading,
  openWidget,
  signInAsAna,
  timesOnOffer,
} from './support/widget';
import type { OpenWidget } from './support/widget';

const SMS_PROMISE = 'Vai receber a confirmação por SMS no número +351 912345678.';

let open: OpenWidget | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

/** Ana books 108's first time on offer, with "receive SMS" ticked on the review. */
async function bookAskingForSms(): Promise<void> {
  open = await openWidget('campaignId=108');
  const { user } = open;
  await click(user, 'Reservar');
  await heading('Escolha a data e a hora');
  const day = daysOnOffer()[0]!;
  await chooseDay(user, day);
  await chooseTime(user, day, timesOnOffer('radio')[0]!.time);
  await click(user, 'Continuar');
  await signInAsAna(user);
  await heading('Os seus contactos');
  await click(user, 'Continuar');
  await heading('Confirme os dados');
  await user.click(screen.getByRole('checkbox', { name: /SMS/ }));
  await click(user, 'Confirmar');
  await heading('Reserva confirmada');
}

it('the answer takes the SMS: the success promises it, and the booking asked for it', async () => {
  await bookAskingForSms();
  expect(screen.getByText(SMS_PROMISE)).toBeVisible();
  expect(sandbox.store.reservations).toEqual([
    expect.objectContaining({ campaignId: 108, receiveSms: true }),
  ]);
});

it('the answer does not say the SMS was taken: booked, and no SMS is promised', async () => {
  sandbox.setFault('createFreeBooking', { kind: 'rewrite', rewrite: 'noSmsEcho' }, { times: 1 });
  await bookAskingForSms();
  expect(screen.queryByText(/SMS/)).toBeNull();
  expect(sandbox.store.reservations).toHaveLength(1);
});
