/**
 * What the page says by itself when the widget's code never arrives (ui/boot/earlyRequests.ts
 * draws it from index.html, before any of the app's code or catalogs is there): the app's own
 * messages for a fault that keeps it from going on (the network error with its retry, and how to
 * reach the merchant, as ui/components/ErrorNotice.tsx and MerchantContact.tsx say them), named
 * here by their Portuguese source text. The build takes each one's translation from the
 * catalogs (`pageWordsFromCatalogs` in ui/boot/plugin.ts) and fails when one is missing, so the
 * page's words are the catalogs' words in every language.
 */
export const PAGE_MESSAGES = {
  notLoaded:
    'Não foi possível contactar o servidor. Verifique a sua ligação à internet e tente novamente.',
  retry: 'Tentar novamente',
  /** `{shopName}` is replaced by the shop's name, as text. */
  contactShop: 'Contacte {shopName}:',
  phone: 'Telefone:',
  email: 'Email:',
} as const;

export type PageWords = Record<keyof typeof PAGE_MESSAGES, string>;

/**
 * How long after the early answer (or the page's start, without one) the widget has to draw
 * something before the page says its code did not arrive. On the phone profile the widget draws
 * within about 2 s; a visitor still looking at a bare title after this long is told why, and can
 * retry.
 */
export const NOT_LOADED_AFTER_MS = 6_000;
