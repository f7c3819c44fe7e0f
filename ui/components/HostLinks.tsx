import { useContext, type MouseEvent, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { parentLinkWay } from '../../api/openUrl';
import { isHttpUrl } from '../../domain/httpUrl';
import { HOST_PAGES, HOST_PAGE_WAY, type HostPage } from '../../machines/rules/hostLinks';
import { HostLinksContext } from '../hostLinksContext';
import './hostLinks.css';

export { HostLinksContext };

export const HOST_PAGE_NAMES: Record<HostPage, MessageDescriptor> = {
  winPrizes: msg`Ganhar prémios`,
  userPrizes: msg`Os meus prémios`,
  privacyPolicy: msg`Política de privacidade`,
  termsAndConditions: msg`Termos e condições`,
};

/**
 * A link to one of the host site's pages, or nothing when the entity gives none (or none that is
 * http(s)) in the visitor's language. Inside a parent window the host page follows it: it
 * navigates to a prize page (`navigate`) and opens the privacy policy and the terms in a new
 * window (`openUrl`). Alone, the browser follows it as any link: a prize page in the same window,
 * the privacy policy and the terms in a new one.
 */
export function HostLink({ page, children }: { page: HostPage; children?: ReactNode }) {
  const { i18n } = useLingui();
  const url = useContext(HostLinksContext)[page];
  if (!url || !isHttpUrl(url)) return null;
  const way = HOST_PAGE_WAY[page];
  const newWindow = way === 'openUrl';

  function follow(event: MouseEvent<HTMLAnchorElement>) {
    const handOver = parentLinkWay(way);
    if (!handOver || !url) return;
    event.preventDefault();
    void handOver(url).catch(() => undefined);
  }

  return (
    <a href={url} target={newWindow ? '_blank' : '_top'} rel="noopener noreferrer" onClick={follow}>
      {children ?? i18n._(HOST_PAGE_NAMES[page])}
      {newWindow && ' '}
      {newWindow && (
        <span className="visually-hidden">
          <Trans>(abre numa nova janela)</Trans>
        </span>
      )}
    </a>
  );
}

/**
 * The personal area's links to the host site: win prizes, the user's prizes, the privacy policy
 * and the terms, each where the entity gives it; nothing at all when it gives none.
 */
export function HostLinksNav() {
  const { t } = useLingui();
  const links = useContext(HostLinksContext);
  const pages = HOST_PAGES.filter((page) => links[page] && isHttpUrl(links[page]));
  if (pages.length === 0) return null;
  return (
    <nav className="host-links" aria-label={t`Mais no site`}>
      <ul>
        {pages.map((page) => (
          <li key={page}>
            <HostLink page={page} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
