import { act, cleanup, render } from '@testing-library/react';
import { FailureReporter } from '../../ui/hostFailure';
import { I18nRoot } from '../../ui/i18n';
import { WidgetScreen } from '../../ui/screens/WidgetScreen';
import { startShell } from '../../ui/shell';

/**
 * The widget's page at `address` (`/?campaignId=108`): the shell (storage, API context, language)
 * and the root chart started, its screen rendered. Whatever storage and cookies the tab holds are
 * what the widget starts with, so opening it again is a reload. `leave`: the page goes (the
 * widget stops, its screen is gone; the tab's storage stays).
 */
export async function openWidgetPage(address: string) {
  window.history.replaceState(null, '', address);
  const { widget } = await startShell();
  widget.start();
  await act(async () => {
    render(
      <I18nRoot>
        <FailureReporter.Provider value={() => undefined}>
          <WidgetScreen actor={widget} />
        </FailureReporter.Provider>
      </I18nRoot>,
    );
  });
  const leave = () => {
    widget.stop();
    cleanup();
  };
  return { widget, leave };
}
