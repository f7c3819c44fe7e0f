import { useContext } from 'react';
import { Trans } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { connectBooking } from '../../../machines/booking/booking.connect';
import { connectShare } from '../../../machines/booking/share.connect';
import type { shareMachine } from '../../../machines/booking/share.machine';
import type { BookingRewards, BookingStep } from '../../../machines/booking/booking.selectors';
import { BookingDetails } from './BookingParts';
import { CouponCode } from './CouponCode';
import { asText } from '../../asText';
import { useConnect } from '../../connect';
import { ShowMyBookings } from '../../showMyBookings';
import { formatEuro } from '../../../machines/rules/format';
import { useBookingActor } from './bookingContext';

/** The QR code drawer (uqr), loaded only with a coupon that needs drawing. */
export { QrCodeImage } from './CouponCode';

type SuccessStepName = Extract<
  BookingStep,
  'confirmed' | 'pendingConfirmation' | 'suggestionsSent' | 'couponIssued'
>;

/**
 * The success screens, one per outcome (SPEC 2: per campaign type): the title and what happens
 * next, the booking's details and its confirmation note, then share, receive SMS and view
 * rewards.
 */
export function SuccessStep({ step }: { step: SuccessStepName }) {
  const {
    summary,
    reservation,
    rewards,
    share,
    prizeUsed: prize,
    finish,
  } = useConnect(useBookingActor(), connectBooking);
  const phone = `${summary.contact.prefix} ${summary.contact.phone}`;
  // An SMS is promised only when the answer says the middleware took the request for one.
  const smsTo = reservation?.receiveSms === true && summary.contact.phone ? asText(phone) : null;
  return (
    <section className="booking__step booking__success" aria-labelledby="success-title">
      <h2 id="success-title">
        {step === 'confirmed' && <Trans>Reserva confirmada</Trans>}
        {step === 'pendingConfirmation' && <Trans>Pedido de reserva enviado</Trans>}
        {step === 'suggestionsSent' && <Trans>Sugestões enviadas</Trans>}
        {step === 'couponIssued' && <Trans>O seu cupão</Trans>}
      </h2>
      <p role="status" className="notice notice--success">
        {step === 'confirmed' && <Trans>A sua reserva está confirmada. Até breve!</Trans>}
        {step === 'pendingConfirmation' && (
          <Trans>
            O estabelecimento vai confirmar a disponibilidade. Receberá a resposta por email.
          </Trans>
        )}
        {/* SMS only where the visitor asked for it on the review and the answer echoes it. */}
        {step === 'suggestionsSent' &&
          (smsTo ? (
            <Trans>
              O estabelecimento vai escolher uma das datas sugeridas e confirmá-la por SMS e email.
            </Trans>
          ) : (
            <Trans>
              O estabelecimento vai escolher uma das datas sugeridas e confirmá-la por email.
            </Trans>
          ))}
        {step === 'couponIssued' && (
          <Trans>Apresente este código ao estabelecimento quando marcar a sua visita.</Trans>
        )}
      </p>
      {step === 'couponIssued' && reservation && <Coupon />}
      <BookingDetails summary={summary} reservationId={reservation?.reservationId} />
      {summary.confirmedNote && <p className="campaign__note">{summary.confirmedNote}</p>}
      {prize && <PrizeUsed name={prize.name} value={formatEuro(prize.value)} />}
      {smsTo && (
        <p>
          <Trans>Vai receber a confirmação por SMS no número {smsTo}.</Trans>
        </p>
      )}
      <Rewards rewards={rewards} />
      <div className="booking__actions">
        {share && <ShareControl actor={share} />}
        <button type="button" className="button button--secondary" onClick={finish}>
          <Trans>Concluir</Trans>
        </button>
      </div>
    </section>
  );
}

/** Type 5: the activation code and its QR code; the visit is scheduled later with the merchant. */
function Coupon() {
  const { reservation, summary, qr } = useConnect(useBookingActor(), connectBooking);
  return (
    <CouponCode
      code={reservation?.activationCode ?? ''}
      qr={qr}
      shopPhone={summary.shopPhone}
      shopEmail={summary.shopEmail}
    />
  );
}

/** The prize the booking was made with: used now, taken off what is paid at the merchant. */
function PrizeUsed({ name, value }: { name: string; value: string }) {
  return (
    <p className="booking__prize-used">
      <Trans>
        Usou o prémio «{name}» ({value}) nesta reserva: é descontado no pagamento no
        estabelecimento.
      </Trans>
    </p>
  );
}

function EarnedPoints({ points }: { points: number }) {
  return (
    <p>
      <Trans>Ganhou {points} pontos com esta reserva.</Trans>
    </p>
  );
}

/**
 * "View rewards": the points this booking earned (SPEC 9: points are earned per reservation), and
 * the way to the personal area's balance and prizes.
 */
function Rewards({ rewards }: { rewards: BookingRewards }) {
  // A signed-in visitor who earned points may see their balance and prizes in the personal area.
  const showMyBookings = useContext(ShowMyBookings);
  return (
    <details className="rewards">
      <summary>
        <Trans>Ver recompensas</Trans>
      </summary>
      {rewards.kind === 'earned' ? (
        <>
          <EarnedPoints points={rewards.points} />
          {showMyBookings && (
            <button type="button" className="button button--secondary" onClick={showMyBookings}>
              <Trans>Ver os meus pontos e prémios</Trans>
            </button>
          )}
        </>
      ) : rewards.kind === 'createAccount' ? (
        <p>
          <Trans>Crie uma conta para ganhar pontos com as suas próximas reservas.</Trans>
        </p>
      ) : (
        <p>
          <Trans>Esta reserva não dá pontos.</Trans>
        </p>
      )}
    </details>
  );
}

/** Share (its own chart): the share sheet, the host page or the clipboard; how it went, said. */
export function ShareControl({ actor }: { actor: ActorRefFrom<typeof shareMachine> }) {
  const { sharing, outcome, failed, share } = useConnect(actor, connectShare);
  return (
    <>
      <button type="button" className="button" aria-disabled={sharing || undefined} onClick={share}>
        <Trans>Partilhar</Trans>
      </button>
      <p className="booking__share-status" role="status">
        {outcome === 'shared' && <Trans>Partilhado.</Trans>}
        {outcome === 'sentToPage' && <Trans>Enviado para a página, para partilhar.</Trans>}
        {outcome === 'copied' && <Trans>Ligação copiada. Já a pode colar onde quiser.</Trans>}
        {failed && <Trans>Não foi possível partilhar neste navegador.</Trans>}
      </p>
    </>
  );
}
