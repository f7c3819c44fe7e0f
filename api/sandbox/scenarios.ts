import {
  CAMPAIGNS,
  EMAIL_VALIDATION_CODE,
  MBWAY_TEST_PHONES,
  MOBILE_VALIDATION_CODE,
  OFFER_CODES,
  SHOPS,
  USERS,
} from './seed';

declare const __DEMO_PAGE_URL__: string | undefined;

/** The demo merchant page of `npm run dev` (ui/embed/demo/), where the dev server runs it. */
const demoPageUrl = typeof __DEMO_PAGE_URL__ === 'string' ? __DEMO_PAGE_URL__ : null;

export type ScenariosLanguage = 'pt' | 'es' | 'en';

/** The list's words in each of the widget's languages. */
export const SCENARIO_TEXTS = {
  pt: {
    title: 'Cenários do sandbox',
    intro:
      'Esta versão responde a todas as chamadas com o middleware do sandbox ' +
      '(api/sandbox/README.md). Abra o widget num destes:',
    campaigns: 'Campanhas, uma de cada tipo',
    type: 'tipo',
    typeNames: {
      1: 'reserva, confirmada',
      2: 'reserva, a aguardar confirmação',
      3: 'um dia numa janela horária',
      4: 'apenas informativa',
      5: 'cupão digital',
      6: 'várias datas sugeridas',
      7: 'take-away ou entrega',
    },
    otherWays: 'Outras entradas',
    offerCode: 'código de oferta',
    shop: 'loja',
    guests: '102 com convidados permitidos',
    inEnglish: '101 em inglês',
    inSpanish: '101 em espanhol',
    myBookings: 'As minhas reservas',
    users: 'Utilizadores de teste',
    codes: 'códigos de uso único: email {email}, telemóvel {mobile}',
    phones: 'Telemóveis de teste MB WAY',
    outcomes: {
      paid: 'pago',
      cancelled: 'recusado',
      error_in_payment_platform: 'erro da plataforma de pagamento',
      never: 'nunca responde: a contagem decrescente termina',
    },
    card: 'Cartão: a página de pagamento do sandbox tem "Pagar" e "Recusar"',
    faults: 'Falhas e tempo',
    failsOnce: 'a campanha falha uma vez (tentar de novo)',
    slow: 'cada chamada demora 1,5 s',
    unknown: 'uma campanha desconhecida',
    panel: 'o painel do sandbox (falhas, latência, relógio)',
    embedded: 'Incorporado',
    demoPage: 'a página de demonstração do comerciante',
    demoPageAfter: ', que incorpora este widget a partir de outra origem',
  },
  es: {
    title: 'Escenarios del sandbox',
    intro:
      'Esta versión responde a todas las llamadas con el middleware del sandbox ' +
      '(api/sandbox/README.md). Abra el widget en uno de estos:',
    campaigns: 'Campañas, una de cada tipo',
    type: 'tipo',
    typeNames: {
      1: 'reserva, confirmada',
      2: 'reserva, pendiente de confirmación',
      3: 'un día en una franja horaria',
      4: 'solo informativa',
      5: 'cupón digital',
      6: 'varias fechas sugeridas',
      7: 'para llevar o a domicilio',
    },
    otherWays: 'Otras entradas',
    offerCode: 'código de oferta',
    shop: 'tienda',
    guests: '102 con invitados permitidos',
    inEnglish: '101 en inglés',
    inSpanish: '101 en español',
    myBookings: 'Mis reservas',
    users: 'Usuarios de prueba',
    codes: 'códigos de un solo uso: email {email}, móvil {mobile}',
    phones: 'Teléfonos de prueba MB WAY',
    outcomes: {
      paid: 'pagado',
      cancelled: 'rechazado',
      error_in_payment_platform: 'error de la plataforma de pago',
      never: 'nunca responde: la cuenta atrás termina',
    },
    card: 'Tarjeta: la página de pago del sandbox tiene "Pagar" y "Rechazar"',
    faults: 'Fallos y tiempo',
    failsOnce: 'la campaña falla una vez (reintentar)',
    slow: 'cada llamada tarda 1,5 s',
    unknown: 'una campaña desconocida',
    panel: 'el panel del sandbox (fallos, latencia, reloj)',
    embedded: 'Integrado',
    demoPage: 'la página de demostración del comercio',
    demoPageAfter: ', que integra este widget desde otro origen',
  },
  en: {
    title: 'Sandbox scenarios',
    intro:
      'This build answers every call with the sandbox middleware (api/sandbox/README.md). ' +
      'Open the widget at one of these:',
    campaigns: 'Campaigns, one of each type',
    type: 'type',
    typeNames: {
      1: 'reservation, confirmed',
      2: 'reservation, pending confirmation',
      3: 'a day in a time window',
      4: 'information only',
      5: 'digital coupon',
      6: 'several suggested dates',
      7: 'takeaway or delivery',
    },
    otherWays: 'Other ways in',
    offerCode: 'offer code',
    shop: 'shop',
    guests: '102 with guests allowed',
    inEnglish: '101 in English',
    inSpanish: '101 in Spanish',
    myBookings: 'My bookings',
    users: 'Test users',
    codes: 'one-time codes: email {email}, mobile {mobile}',
    phones: 'MB WAY test phones',
    outcomes: {
      paid: 'paid',
      cancelled: 'refused',
      error_in_payment_platform: 'payment platform error',
      never: 'never answers: the countdown expires',
    },
    card: 'Card: the sandbox\'s payment page has "Pay" and "Refuse"',
    faults: 'Faults and time',
    failsOnce: 'the campaign fails once (retry)',
    slow: 'every call takes 1.5 s',
    unknown: 'an unknown campaign',
    panel: 'the sandbox panel (faults, latency, clock)',
    embedded: 'Embedded',
    demoPage: 'the demo merchant page',
    demoPageAfter: ', embedding this widget from another origin',
  },
} satisfies Record<
  ScenariosLanguage,
  Record<string, string | Record<number, string> | Record<string, string>>
>;

const LOCALES: Record<ScenariosLanguage, string> = { pt: 'pt-PT', es: 'es-ES', en: 'en' };

/**
 * The page's language: the widget's `language` in the address (pt_PT, es_ES, en_EN...), else the
 * page's own `lang`, else Portuguese (SPEC 7's default).
 */
export function scenariosLanguage(search: string, pageLang: string): ScenariosLanguage {
  const asked = (new URLSearchParams(search).get('language') || pageLang).toLowerCase();
  return asked.startsWith('es') ? 'es' : asked.startsWith('en') ? 'en' : 'pt';
}

/**
 * The sandbox's scenarios as links, for a newcomer who opened the widget with nothing to show
 * (`npm run dev`, the demo build): every campaign type, the shops, the test users and MB WAY
 * phones, the card page, a fault, the demo merchant page. Plain DOM, in the page's language
 * (`scenariosLanguage`).
 */
export function mountScenarios(
  parent: HTMLElement,
  language: ScenariosLanguage = scenariosLanguage(location.search, document.documentElement.lang),
): void {
  const t = SCENARIO_TEXTS[language];
  const aside = document.createElement('aside');
  aside.lang = LOCALES[language];
  aside.className = 'sandbox-scenarios';
  aside.style.cssText =
    'max-width:640px;margin:24px auto;padding:0 16px 24px;font:15px/1.5 system-ui,sans-serif;' +
    'color:#1f2328';
  aside.setAttribute('aria-labelledby', 'sandbox-scenarios-title');
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const link = (href: string, text: string) => {
    const anchor = element('a', text);
    anchor.href = href;
    return anchor;
  };
  const section = (title: string, items: (Node | string)[][]) => {
    const list = element('ul');
    for (const parts of items) {
      const item = element('li');
      item.append(...parts);
      list.append(item);
    }
    aside.append(element('h2', title), list);
  };

  const heading = element('h2', t.title);
  heading.id = 'sandbox-scenarios-title';
  aside.append(heading, element('p', t.intro));

  section(
    t.campaigns,
    CAMPAIGNS.map(({ info }) => {
      const view = info.campaignView;
      return [
        link(`?campaignId=${view.campaignId}`, `${view.campaignId} · ${view.campaignTitle}`),
        ` — ${t.type} ${view.campaignType}, ${(t.typeNames as Record<number, string>)[view.campaignType] ?? ''}`,
      ];
    }),
  );
  section(t.otherWays, [
    ...Object.keys(OFFER_CODES).map((code) => [
      link(`?offerCode=${code}`, `${t.offerCode} ${code}`),
    ]),
    ...SHOPS.map((shop) => [link(`?shopId=${shop.id}`, `${t.shop} ${shop.id} · ${shop.name}`)]),
    [link('?campaignId=102&allowGuestLogin=true', t.guests)],
    [link('?campaignId=101&language=en_EN', t.inEnglish)],
    [link('?campaignId=101&language=es_ES', t.inSpanish)],
    [link('?defaultView=myBookings', t.myBookings)],
  ]);
  section(t.users, [
    ...USERS.map(({ user, password }) => [
      `${user.firstName ?? ''} ${user.lastName ?? ''}: ${user.email} / ${password}`,
    ]),
    [t.codes.replace('{email}', EMAIL_VALIDATION_CODE).replace('{mobile}', MOBILE_VALIDATION_CODE)],
  ]);
  section(t.phones, [
    ...Object.entries(MBWAY_TEST_PHONES).map(([phone, { outcome }]) => [
      `+351 ${phone}: ${t.outcomes[outcome]}`,
    ]),
    [t.card],
  ]);
  section(t.faults, [
    [link('?campaignId=101&sandbox=fault:getCampaign:500*1', t.failsOnce)],
    [link('?campaignId=101&sandbox=latency:1500', t.slow)],
    [link('?campaignId=999', t.unknown)],
    [link('?campaignId=101&sandbox-panel', t.panel)],
  ]);
  if (demoPageUrl) {
    section(t.embedded, [[link(demoPageUrl, t.demoPage), t.demoPageAfter]]);
  }
  parent.append(aside);
}
