import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { configureApi } from '../api/client';
import { FIXED_NOW } from '../api/sandbox/clock';
import { sandbox } from '../api/sandbox/control';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../machines/rules/context';
import { activateLanguage, I18nRoot } from '../ui/i18n';
import '../ui/styles.css';
// Stories draw screens beyond the first directly: the whole error catalogue is there, as after
// completeCatalogs (ui/i18n.ts).
import '../ui/errorMessages';

/**
 * Every story runs against the sandbox middleware (api/sandbox/), in the language chosen in the
 * toolbar, inside the frame WidgetScreen draws around a view. The same annotations apply when
 * Vitest renders the stories (tests/stories/stories.test.tsx), except for the service worker:
 * there tests/setup.ts has already started the sandbox with msw/node.
 */

// Every story shows the same day: the sandbox's clock (and the widget's, which follows it) is
// frozen at FIXED_NOW before any story computes its dates.
sandbox.clock.setNow(FIXED_NOW, { frozen: true });

const RELOADED_KEY = 'storybook-sandbox-reloaded';

const startSandboxInBrowser: Loader = async () => {
  if (import.meta.env.MODE === 'test' || !('serviceWorker' in navigator)) return {};
  // A separate chunk, loaded only in the browser Storybook.
  const { startSandbox } = await import('../api/sandbox/browser');
  await startSandbox();
  if (await isControlled()) {
    sessionStorage.removeItem(RELOADED_KEY);
  } else if (!sessionStorage.getItem(RELOADED_KEY)) {
    // MSW's worker unregisters itself when its last page closes. A frame opened in that moment
    // (leaving iframe.html for the Storybook manager in the same tab) is not controlled, and its
    // calls would reach the static server. Once reloaded, the registered worker controls it.
    sessionStorage.setItem(RELOADED_KEY, '1');
    location.reload();
    await new Promise(() => {});
  } else {
    console.warn('[sandbox] the service worker does not control this frame: reload the page.');
  }
  return {};
};

/** Whether the sandbox's worker controls this frame (it claims a new page just after starting). */
async function isControlled(): Promise<boolean> {
  if (navigator.serviceWorker.controller) return true;
  await new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
    setTimeout(resolve, 1000);
  });
  return navigator.serviceWorker.controller !== null;
}

/** The toolbar's language, as the `language` start parameter: the texts and every API call. */
const applyLanguage: Loader = async ({ globals }) => {
  const language = SUPPORTED_LANGUAGES.includes(globals.language as SupportedLanguage)
    ? (globals.language as SupportedLanguage)
    : 'pt_PT';
  configureApi({ context: { language } });
  await activateLanguage(language);
  return {};
};

/**
 * The widget's frame: a screen shows as in the app, inside WidgetScreen's `main.widget`. Stories
 * of a screen that draws the frame itself (the widget chart's) set `parameters.widgetFrame: false`.
 */
const widgetFrame: Decorator = (Story, { parameters }) => (
  <I18nRoot>
    {parameters.widgetFrame === false ? (
      <Story />
    ) : (
      <main className="widget">
        <Story />
      </main>
    )}
  </I18nRoot>
);

const preview: Preview = {
  globalTypes: {
    language: {
      description: 'Widget language (the `language` start parameter)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'pt_PT', title: 'Português (pt_PT)' },
          { value: 'es_ES', title: 'Español (es_ES)' },
          { value: 'en_EN', title: 'English (en_EN)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'pt_PT' },
  loaders: [startSandboxInBrowser, applyLanguage],
  decorators: [widgetFrame],
  parameters: { layout: 'fullscreen' },
};

export default preview;
