// The widget inside a merchant's https page of another site, in every engine: a visitor signs in
// and is still signed in after the merchant page reloads. Chromium and Firefox keep the widget's
// partitioned cookies there; WebKit keeps no cookie of such a frame, and the widget keeps the
// login in the frame's own storage instead (api/loginCookies.ts). The merchant page is not on
// the build's allow-list: it never hears who signed in, nor the token.
import { expect } from 'vitest';
import { USERS } from '../../../api/sandbox/seed';
import { sandboxControl } from '../../e2e/crossSiteHttps';
import { WIDGET_FRAME_TITLE } from '../../e2e/support';
import { button, field, heading, seesScreen } from '../visitor';
import { sandboxNow, type Flow } from './index';

const WIDGET_FRAME = `iframe[title="${WIDGET_FRAME_TITLE}"]`;

export const CROSS_SITE_FLOWS: Flow[] = [
  {
    name: 'in a frame of another site over https: signed in, the merchant page reloads, still signed in; the page never hears the token',
    async run({ tab, crossSite }) {
      // The engines run side by side against this one sandbox: nothing here is reset, and the
      // flow reads only what signing in shows.
      await sandboxControl(crossSite, 'controls', sandboxNow());
      await tab.goto(`${crossSite.merchantURL}?defaultView=myBookings`);
      const widget = tab.frame(WIDGET_FRAME);
      await seesScreen(widget, 'Inicie sessão para ver as suas reservas');
      await widget.fill(field('Email'), 'ana.silva@example.pt');
      await widget.click(button('Continuar'));
      await widget.fill(field('Palavra-passe'), 'Segredo123');
      await widget.click(button('Entrar'));
      await widget.waitFor({ role: 'region', name: 'Pontos e prémios' });

      await tab.reload();
      const again = tab.frame(WIDGET_FRAME);
      await again.waitFor({ role: 'region', name: 'Pontos e prémios' });
      expect(await again.isShown(heading('Inicie sessão para ver as suas reservas'))).toBe(false);
      // Screens that change the frame's height leave no error behind (WebKit reported a
      // ResizeObserver loop when the frame was resized from inside the observer's callback).
      await again.click(button('Campanha'));
      await again.click(button('As minhas reservas'));
      await again.waitFor({ role: 'region', name: 'Pontos e prémios' });
      expect(await again.pageErrors()).toEqual([]);

      // What the merchant page heard and holds: the widget's public events only.
      const { heard, cookies, stored } = await tab.evaluate(() => ({
        heard: document.getElementById('events')?.textContent ?? '',
        cookies: document.cookie,
        stored: JSON.stringify({ ...localStorage }),
      }));
      expect(heard).toContain('bookingwidget:ready');
      expect(heard).not.toContain('setLoggedInUser');
      const ana = USERS.find(({ user }) => user.email === 'ana.silva@example.pt')!;
      for (const seen of [heard, cookies, stored]) {
        expect(seen).not.toContain(ana.user.token);
        expect(seen).not.toContain(ana.password);
      }
    },
  },
];
