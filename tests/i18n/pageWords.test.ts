import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { ErrorNotice } from '../../ui/components/ErrorNotice';
import { MerchantContact } from '../../ui/components/MerchantContact';
import { activateLanguage, I18nRoot } from '../../ui/i18n';
import { pageWordsFromCatalogs } from '../../ui/boot/plugin';
import { PAGE_MESSAGES } from '../../ui/boot/pageWords';
import { APP_LOCALES } from '../../machines/rules/language';

// The page's own notice, drawn before any of the app's code or catalogs has arrived
// (ui/boot/earlyRequests.ts), says what the app's own error notice and merchant contact say, in
// each language: its words are taken from the catalogs at build time (ui/boot/plugin.ts).

afterEach(cleanup);

describe("the page's own words (ui/boot/pageWords.ts)", () => {
  it("are the app's network notice, retry and merchant contact, word for word, in each language", async () => {
    const words = await pageWordsFromCatalogs();
    for (const locale of APP_LOCALES) {
      await activateLanguage(locale);
      render(
        createElement(
          I18nRoot,
          null,
          createElement(ErrorNotice, { code: 'network', onRetry: () => undefined }),
          createElement(MerchantContact, {
            shopName: 'Loja',
            phone: '+351 210 000 000',
            email: 'loja@example.pt',
          }),
        ),
      );
      const own = words[locale];
      expect(screen.getByRole('alert').querySelector('p')).toHaveTextContent(own.notLoaded, {
        normalizeWhitespace: false,
      });
      expect(screen.getByRole('button')).toHaveTextContent(own.retry);
      expect(screen.getByText(own.contactShop.replace('{shopName}', 'Loja'))).toBeInTheDocument();
      const [phone, email] = screen.getAllByRole('listitem');
      expect(phone?.textContent).toBe(`${own.phone} +351 210 000 000`);
      expect(email?.textContent).toBe(`${own.email} loja@example.pt`);
      cleanup();
    }
  });

  it('are Portuguese source messages of the catalog, translated in every language', async () => {
    const words = await pageWordsFromCatalogs();
    expect(words['pt-PT']).toEqual(PAGE_MESSAGES);
    expect(new Set(Object.values(words.en)).size).toBe(Object.keys(PAGE_MESSAGES).length);
    expect(words['es-ES'].notLoaded).not.toBe(words['pt-PT'].notLoaded);
  });
});
