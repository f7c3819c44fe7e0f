import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { configureApi } from '../api/client';
import { campaignMachine } from '../machines/campaign/campaign.machine';
import { parseContext, parseStart } from '../machines/rules/context';
import { App } from './App';
import { activateLanguage, I18nRoot } from './i18n';
import './styles.css';

/** Builds that answer every call with the sandbox middleware instead of a real host. */
const usesSandbox = import.meta.env.DEV || import.meta.env.MODE === 'sandbox';

async function boot(): Promise<void> {
  const raw = Object.fromEntries(new URLSearchParams(location.search));
  const context = parseContext(raw);
  const start = parseStart(raw);
  for (const warning of [...context.warnings, ...start.warnings])
    console.warn(`[widget] ${warning}`);

  configureApi({ context: { language: context.value.language, token: context.value.token } });

  // The sandbox is a separate chunk loaded only by dev and demo builds; a production build
  // drops this branch and never contains it.
  const sandboxReady = usesSandbox
    ? import('../api/sandbox/browser').then(({ startSandbox }) => startSandbox())
    : Promise.resolve();
  const languageReady = activateLanguage(context.value.language).catch(() => undefined);
  await Promise.all([sandboxReady, languageReady]);

  const campaign = createActor(campaignMachine, {
    input: { campaignId: start.value.campaignId, offerCode: start.value.offerCode },
  }).start();

  const container = document.getElementById('widget');
  if (!container) throw new Error('The page has no #widget element to render into.');
  createRoot(container).render(
    <StrictMode>
      <I18nRoot>
        <App campaign={campaign} />
      </I18nRoot>
    </StrictMode>,
  );
}

void boot();
