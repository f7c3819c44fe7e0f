import { Trans } from '@lingui/react/macro';
import { fullNameOf } from '../../machines/rules/user';
import type { MyBookingsActor } from '../../machines/myBookings/load';
import './myBookings.css';
import { asText } from '../asText';
import { ErrorNotice } from '../components/ErrorNotice';
import { HostLinksNav } from '../components/HostLinks';
import { ProfileSection } from './ProfileSection';
import { MyBookingsList } from './MyBookingsList';
import { AddressBook } from './addresses/AddressBook';
import { connectPersonalArea } from '../../machines/myBookings/personalArea.connect';
import { connectMyBookings } from '../../machines/myBookings/myBookings.connect';
import { useConnect } from '../connect';
import { useWidgetActor } from './widgetContext';

/**
 * The personal area once someone is known (SPEC 2 My bookings): the signed-in user, their
 * bookings (upcoming and past, with their state), points and prizes (MyBookingsList, the
 * myBookings chart), the contact details their bookings will carry (prefilled from the profile),
 * and signing out. A guest is told where their bookings are instead. Loaded lazily with the
 * sign-in screens.
 */
export function MyBookingsScreen() {
  const { state, user, guest, contact, canSignIn, canSignOut, signIn, signOut } = useConnect(
    useWidgetActor(),
    connectPersonalArea,
  );
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
          <button type="button" className="button" onClick={signIn}>
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
      <MyBookingsArea />
      <ContactDetails name={contact.name} phone={phone} />
      <ProfileSection />
      <HostLinksNav />
      {canSignOut && (
        <button type="button" className="button" onClick={signOut}>
          <Trans>Terminar sessão</Trans>
        </button>
      )}
    </section>
  );
}

export default MyBookingsScreen;

/** The list's chart once its code has loaded (a status until then), or a retry if it did not. */
function MyBookingsArea() {
  const {
    listState: chartState,
    list,
    error,
    canShowCampaign,
    showCampaign,
    retry,
    signOut,
  } = useConnect(useWidgetActor(), connectPersonalArea);
  if (chartState === 'unavailable') {
    return <ErrorNotice code={error ?? 'network'} onRetry={retry} />;
  }
  if (chartState !== 'running' || !list) {
    return (
      <p className="loading" role="status">
        <Trans>A carregar as suas reservas…</Trans>
      </p>
    );
  }
  return (
    <>
      <MyBookingsList
        actor={list}
        onShowCampaign={canShowCampaign ? showCampaign : undefined}
        onSignInAgain={signOut}
      />
      <SavedAddresses list={list} onSignInAgain={signOut} />
    </>
  );
}

/** The saved addresses, whose chart runs beside the list's. */
function SavedAddresses({
  list,
  onSignInAgain,
}: {
  list: MyBookingsActor;
  onSignInAgain: () => void;
}) {
  const { addressBook } = useConnect(list, connectMyBookings);
  return addressBook ? <AddressBook actor={addressBook} onSignInAgain={onSignInAgain} /> : null;
}

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
