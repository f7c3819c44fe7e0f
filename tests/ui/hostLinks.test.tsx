// @vitest-environment-options { "url": "https://reservas.tabernadochiado.pt/" }
//
// The host site's pages (SPEC 1) on the rendered widget, at a merchant's host name (the widget
// looks its entity up there, SPEC 1; on a local host it does not, and shows no such link): the
// personal area lists win prizes, the user's prizes, the privacy policy and the terms, and the
// register form links the privacy policy and the terms beside its checkbox, each the address the
// sandbox's entity configuration gives for the visitor's language. Inside a parent window the host
// page follows them (SPEC 7: `navigate` for the prize pages, `open URL` for the others). An
// address that is not http(s) is never a link; an entity configuration that fails or is malformed
// leaves a translated message and a retry, never a blank screen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { configureOpenUrl } from '../../api/openUrl';
import { setFault } from '../../api/sandbox/control';
import { server } from '../../api/sandbox/node';
import { ENTITY_CONFIG, HOST_SITE } from '../../api/sandbox/seed';
import { click, fill, openWidget, type OpenWidget } from '../qa/support/widget';

let open: OpenWidget | null = null;
afterEach(() => {
  open?.close();
  open = null;
  configureOpenUrl({ parent: null, navigate: null });
  // The login cookies are written on the host's registrable domain, which openWidget's clean-up
  // (host-only cookies) does not reach.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=tabernadochiado.pt`;
    }
  }
});

const links = ENTITY_CONFIG.hostLinks!;

/** The personal area's links to the host site, by name: href and target. */
function hostSiteLinks(name: string | RegExp) {
  const nav = screen.getByRole('navigation', { name });
  return within(nav)
    .getAllByRole('link')
    .map((link) => ({
      name: link.textContent,
      href: link.getAttribute('href'),
      target: link.getAttribute('target'),
    }));
}

/** Ana, signed in by the host's external token, in her personal area. */
async function anaInHerArea(language = 'pt_PT') {
  open = await openWidget(`defaultView=myBookings&externalToken=ext-ana&language=${language}`);
  await screen.findByRole('button', { name: /Terminar sessão|Sign out|Cerrar sesión/ });
  return open;
}

/** A new visitor's register form, reached from the personal area's sign-in. */
async function registerForm(language = 'pt_PT') {
  open = await openWidget(`defaultView=myBookings&language=${language}`);
  const { user } = open;
  await fill(user, 'Email', 'ines.rocha@example.pt');
  await click(user, /^(Continuar|Continue|Continuar)$/);
  await screen.findByRole('checkbox');
  return open;
}

describe('the personal area’s links to the host site', () => {
  it('lists the four pages in Portuguese: prize pages in this window, the others in a new one', async () => {
    await anaInHerArea();
    expect(hostSiteLinks('Mais no site')).toEqual([
      { name: 'Ganhar prémios', href: links.winPrizes!.pt, target: '_top' },
      { name: 'Os meus prémios', href: links.userPrizes!.pt, target: '_top' },
      {
        name: 'Política de privacidade (abre numa nova janela)',
        href: links.privacyPolicy!.pt,
        target: '_blank',
      },
      {
        name: 'Termos e condições (abre numa nova janela)',
        href: links.termsAndConditions!.pt,
        target: '_blank',
      },
    ]);
    for (const link of screen.getAllByRole('link', { name: /prémios|privacidade|condições/ })) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('in English, and in Spanish once the visitor changes the language', async () => {
    const { user } = await anaInHerArea('en_EN');
    await screen.findByRole('navigation', { name: 'More on the site' });
    expect(hostSiteLinks('More on the site').map((link) => link.href)).toEqual([
      `${HOST_SITE}/en/win-prizes`,
      `${HOST_SITE}/en/my-prizes`,
      `${HOST_SITE}/en/privacy-policy`,
      `${HOST_SITE}/en/terms-and-conditions`,
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');
    await screen.findByRole('navigation', { name: 'Más en el sitio' });
    expect(screen.getByRole('link', { name: 'Ganar premios' })).toHaveAttribute(
      'href',
      links.winPrizes!.es,
    );
    expect(
      screen.getByRole('link', { name: 'Política de privacidad (se abre en una ventana nueva)' }),
    ).toHaveAttribute('href', links.privacyPolicy!.es);
  });

  it('inside a parent window, the host page navigates to a prize page and opens the privacy policy', async () => {
    const { user } = await anaInHerArea();
    const navigate = vi.fn(() => Promise.resolve());
    const openInNewWindow = vi.fn(() => Promise.resolve());
    configureOpenUrl({ parent: openInNewWindow, navigate });

    await user.click(screen.getByRole('link', { name: 'Os meus prémios' }));
    expect(navigate.mock.calls).toEqual([[links.userPrizes!.pt]]);
    await user.click(screen.getByRole('link', { name: /^Política de privacidade/ }));
    expect(openInNewWindow.mock.calls).toEqual([[links.privacyPolicy!.pt]]);
    expect(navigate).toHaveBeenCalledTimes(1);
    // The widget stays where it was: the host page follows the links.
    expect(screen.getByRole('heading', { level: 1, name: 'As minhas reservas' })).toBeVisible();
  });

  it('an address that is not http(s), or none in the visitor’s language, is no link', async () => {
    server.use(
      http.get('*/mygon-middleware/rest/v1/entity/config', () =>
        HttpResponse.json({
          ...ENTITY_CONFIG,
          hostLinks: {
            winPrizes: { pt: 'javascript:alert(document.cookie)' },
            userPrizes: { pt: '/pt/os-meus-premios' },
            privacyPolicy: { en: `${HOST_SITE}/en/privacy-policy` },
            termsAndConditions: { pt: 'data:text/html,<script>alert(1)</script>' },
          },
        }),
      ),
    );
    await anaInHerArea();
    expect(screen.queryByRole('navigation', { name: 'Mais no site' })).toBeNull();
    for (const link of document.querySelectorAll('a[href]')) {
      expect(link.getAttribute('href')).not.toMatch(/^(javascript|data):|^\//);
    }
    expect(screen.getByRole('heading', { level: 1, name: 'As minhas reservas' })).toBeVisible();
  });
});

describe('the register form’s privacy policy', () => {
  it('links the host’s privacy policy and terms in Portuguese beside the checkbox, opening a new window', async () => {
    await registerForm();
    expect(
      screen.getByRole('checkbox', { name: 'Li e aceito a política de privacidade.' }),
    ).toBeVisible();
    const privacy = screen.getByRole('link', {
      name: 'Política de privacidade (abre numa nova janela)',
    });
    expect(privacy).toHaveAttribute('href', links.privacyPolicy!.pt);
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('link', { name: 'Termos e condições (abre numa nova janela)' }),
    ).toHaveAttribute('href', links.termsAndConditions!.pt);
  });

  it('in English, the English page; inside a parent window the host page opens it, the form kept', async () => {
    const { user } = await registerForm('en_EN');
    await fill(user, 'Name', 'Inês');
    const openInNewWindow = vi.fn(() => Promise.resolve());
    configureOpenUrl({ parent: openInNewWindow, navigate: vi.fn() });
    await user.click(screen.getByRole('link', { name: 'Privacy policy (opens in a new window)' }));
    expect(openInNewWindow.mock.calls).toEqual([[`${HOST_SITE}/en/privacy-policy`]]);
    expect(screen.getByLabelText('Name')).toHaveValue('Inês');
  });

  it('without the entity’s links, the checkbox alone', async () => {
    server.use(
      http.get('*/mygon-middleware/rest/v1/entity/config', () =>
        HttpResponse.json({ ...ENTITY_CONFIG, hostLinks: undefined }),
      ),
    );
    await registerForm();
    expect(
      screen.getByRole('checkbox', { name: 'Li e aceito a política de privacidade.' }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /Política de privacidade/ })).toBeNull();
  });
});

describe('an entity configuration that fails', () => {
  it('malformed: a translated message and a retry, then the links', async () => {
    setFault('getEntityConfig', { kind: 'malformed', shape: 'wrongTypes' }, { times: 1 });
    open = await openWidget('defaultView=myBookings&externalToken=ext-ana&language=en_EN');
    const { user } = open;
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We received an unexpected response from the server. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Win prizes' })).toHaveAttribute(
      'href',
      links.winPrizes!.en,
    );
  });
});
