import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { fullNameOf } from '../../machines/rules/user';
import {
  selectContact,
  selectGuest,
  selectMyBookingsState,
  selectUser,
} from '../../machines/widget/widget.selectors';
import type { WidgetActor } from './WidgetScreen';
import './myBookings.css';
import { asText } from '../asText';

/**
 * The personal area once someone is known (SPEC 2 My bookings): the signed-in user, the contact
 * details their bookings will carry (prefilled from the profile), and signing out. The bookings
 * themselves come with the bookings flow. A guest is told where their bookings are instead.
 * Loaded lazily with the sign-in screens.
 */
export function MyBookingsScreen({ actor }: { actor: WidgetActor }) {
  const state = useSelector(actor, selectMyBookingsState);
  const user = useSelector(actor, selectUser);
  const guest = useSelector(actor, selectGuest);
  const contact = useSelector(actor, selectContact);
  const canSignOut = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.signOut' }));
  const canSignIn = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.signIn' }));
  const phone = contact.phone ? `${contact.prefix} ${contact.phone}` : '';

  if (state === 'guest' && guest) {
    const email = asText(guest.email);
    return (
      <section className="screen" aria-labelledby="view-title">
        <h1 id="view-title">
          <Trans>As minhas reservas</Trans>
        </h1>
        <p>
          <Trans>
            Está a continuar como convidado. As confirmações das suas reservas chegam por email a{' '}
            <strong>{email}</strong>.
          </Trans>
        </p>
        <ContactDetails name={contact.name} phone={phone} />
        {canSignIn && (
          <button
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'user.signIn' })}
          >
            <Trans>Iniciar sessão para ver as suas reservas</Trans>
          </button>
        )}
      </section>
    );
  }
  if (!user) return null;
  const name = asText(fullNameOf(user));
  return (
    <section className="screen" aria-labelledby="view-title">
      <h1 id="view-title">
        <Trans>As minhas reservas</Trans>
      </h1>
      <p>
        <Trans>
          Sessão iniciada como <strong>{name}</strong>.
        </Trans>
      </p>
      <p>
        <Trans>As suas reservas vão aparecer aqui.</Trans>
      </p>
      <ContactDetails name={contact.name} phone={phone} />
      {canSignOut && (
        <button
          type="button"
          className="button"
          onClick={() => actor.send({ type: 'user.signOut' })}
        >
          <Trans>Terminar sessão</Trans>
        </button>
      )}
    </section>
  );
}

export default MyBookingsScreen;

/** The contact a booking will carry, as prefilled. */
function ContactDetails({ name, phone }: { name: string; phone: string }) {
  return (
    <section aria-labelledby="contact-title">
      <h2 id="contact-title" className="contact__title">
        <Trans>Contacto para as reservas</Trans>
      </h2>
      <dl className="contact">
        <dt>
          <Trans>Nome</Trans>
        </dt>
        <dd>{name || '—'}</dd>
        <dt>
          <Trans>Telemóvel</Trans>
        </dt>
        <dd>{phone || '—'}</dd>
      </dl>
    </section>
  );
}
