import { createRoot } from 'react-dom/client';
import { activateLanguage } from './i18n';
import { WidgetRoot } from './WidgetRoot';
import { startShell } from './shell';
import './styles.css';

/** Builds that answer every call with the sandbox middleware instead of a real host. */
const usesSandbox = import.meta.env.DEV || import.meta.env.MODE === 'sandbox';

async function boot(): Promise<void> {
  // The sandbox is a separate chunk loaded only by dev and demo builds; a production build
  // drops this branch and never contains it.
  if (usesSandbox) {
    // A cross-site frame may have its storage blocked, and the service worker with it: the
    // widget still starts, and its calls fail with the network message and a retry.
    await import('../api/sandbox/browser')
      // Its store is kept across reloads of the tab, as a real middleware's would be.
      .then((sandbox) => sandbox.startSandbox({ keepStore: true }))
      .catch((error: unknown) => console.error('[sandbox] could not start:', error));
  }

  const { widget, bridge } = await startShell();
  // The first screen waits for its catalog, so it never flashes in the wrong language.
  await activateLanguage(widget.getSnapshot().context.context.language).catch(() => undefined);
  widget.start();

  const container = document.getElementById('widget');
  if (!container) throw new Error('The page has no #widget element to render into.');
  createRoot(container).render(
    <WidgetRoot
      actor={widget}
      onFailure={(code, message) => bridge.notify('failed', message ? { code, message } : { code })}
      onRestart={() => location.reload()}
      followHistory
    />,
  );
}

void boot();
