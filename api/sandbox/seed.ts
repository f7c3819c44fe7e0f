import type { components } from '../schema';

type Schemas = components['schemas'];

/** The fixed data of the sandbox (what never changes while it runs). api/sandbox/README.md lists it. */

/**
 * Where the sandbox's pictures live: a made-up image host that the sandbox itself answers (the
 * service worker in the page, `/__sandbox/images/` over HTTP), so the sandbox works with no network
 * at all while its pictures have web addresses, the only kind the widget loads.
 */
export const SANDBOX_IMAGE_HOST = 'https://images.sandbox.example';

/** A placeholder picture drawn from a name: `<host>/<name>-<width>x<height>.svg`. */
export function placeholderImage(name: string, width = 960, height = 540): string {
  return `${SANDBOX_IMAGE_HOST}/${name}-${width}x${height}.svg`;
}

/** An answer's text with the sandbox's pictures moved to `base` (a server that stands for the host). */
export function withSandboxImagesAt(text: string, base: string): string {
  return text.replaceAll(`${SANDBOX_IMAGE_HOST}/`, base);
}

/** The picture behind a placeholder's file name (`name-960x540.svg`), or null for another file. */
export function placeholderSvg(file: string): string | null {
  const match = /^([a-z0-9-]+)-(\d{1,4})x(\d{1,4})\.svg$/.exec(file);
  if (!match) return null;
  const [, name, width, height] = match as unknown as [string, string, string, string];
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const [w, h] = [Number(width), Number(height)];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 55% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 38%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${w * 0.78}" cy="${h * 0.3}" r="${h * 0.16}" fill="#fff" fill-opacity=".25"/></svg>`
  );
}

// ------------------------------------------------------------------ payment methods

/** Every payment method of SPEC 4, with the ids the sandbox gives them. */
const PAYMENT_METHOD_LIST: Schemas['PaymentMethod'][] = [
  { id: 1, code: 'hipay_mbway', name: 'MB WAY', timing: 'pay_now' },
  { id: 2, code: 'hipay_cc', name: 'Cartão de crédito ou débito', timing: 'pay_now' },
  { id: 3, code: 'hipay_mb', name: 'Referência Multibanco', timing: 'pay_now' },
  { id: 4, code: 'IN_STORE_PAYMENT', name: 'Pagar no estabelecimento', timing: 'pay_in_store' },
  { id: 5, code: 'VIVA_WALLET', name: 'Viva Wallet', timing: 'pay_now' },
  { id: 6, code: 'SIBS_MBWAY', name: 'MB WAY (SIBS)', timing: 'pay_now' },
  { id: 7, code: 'SIBS_CARD', name: 'Cartão (SIBS)', timing: 'pay_now' },
];

// ------------------------------------------------------------------ calendars

/** When a campaign or a service can be booked. Dates are relative to the sandbox clock's today. */
export interface CalendarPattern {
  /** ISO weekdays (1 = Monday) with no slot at all. */
  closedWeekdays: number[];
  /** Days after today that are closed too (a holiday, a private event). */
  closedDayOffsets: number[];
  /**
   * The slots of every open day, at the shop's wall clock (its `timezone`: Lisbon, or the Azores
   * an hour behind), with their capacity (people or places).
   */
  times: { time: string; capacity: number }[];
  durationSec: number;
  opens: string;
  closes: string;
  /**
   * Days after today the schedule lists as `nonAvailableDays` although the calendar still answers
   * their slots (a private event booked elsewhere): the widget must not offer them.
   */
  unavailableDayOffsets?: number[];
  /** How many days the schedule covers, when fewer than the slots' CALENDAR_DAYS. */
  scheduleDays?: number;
}

/** How far ahead schedules and slots reach: the default slot window of SPEC 9 (30 days). */
export const CALENDAR_DAYS = 30;

/**
 * When Francesinha & Companhia (107) takes orders: every day from 08:00 to midnight (its
 * schedule's working hours; no slots: orders are not booked in a calendar).
 */
const francesinhaOrders: CalendarPattern = {
  closedWeekdays: [],
  closedDayOffsets: [],
  times: [],
  durationSec: 0,
  opens: '08:00',
  closes: '24:00',
};

const dinner: CalendarPattern = {
  closedWeekdays: [1],
  closedDayOffsets: [10],
  times: [
    { time: '12:30', capacity: 10 },
    { time: '13:00', capacity: 2 },
    { time: '19:00', capacity: 8 },
    { time: '19:30', capacity: 4 },
    { time: '20:00', capacity: 1 },
    { time: '20:30', capacity: 0 },
    { time: '21:00', capacity: 6 },
    { time: '21:30', capacity: 2 },
  ],
  durationSec: 7200,
  opens: '12:00',
  closes: '23:30',
};

const barber: CalendarPattern = {
  closedWeekdays: [7],
  closedDayOffsets: [],
  times: [
    { time: '10:00', capacity: 2 },
    { time: '10:30', capacity: 1 },
    { time: '11:00', capacity: 0 },
    { time: '11:30', capacity: 2 },
    { time: '14:00', capacity: 1 },
    { time: '15:00', capacity: 2 },
    { time: '16:30', capacity: 1 },
    { time: '18:00', capacity: 2 },
  ],
  durationSec: 1800,
  opens: '09:30',
  closes: '19:00',
};

const spa: CalendarPattern = {
  closedWeekdays: [7],
  closedDayOffsets: [5],
  times: [
    { time: '10:00', capacity: 2 },
    { time: '12:00', capacity: 1 },
    { time: '15:00', capacity: 0 },
    { time: '17:00', capacity: 2 },
  ],
  durationSec: 3600,
  opens: '09:30',
  closes: '19:00',
};

const brunch: CalendarPattern = {
  closedWeekdays: [1, 2, 3, 4, 5],
  closedDayOffsets: [],
  times: [
    { time: '10:00', capacity: 12 },
    { time: '11:30', capacity: 1 },
    { time: '13:00', capacity: 0 },
  ],
  durationSec: 5400,
  opens: '09:30',
  closes: '15:00',
};

const happyHour: CalendarPattern = {
  closedWeekdays: [1],
  closedDayOffsets: [],
  times: [{ time: '17:00', capacity: 20 }],
  durationSec: 9000,
  opens: '17:00',
  closes: '19:30',
};

/**
 * Campaign 113's birthday dinners: its calendar answers more than its schedule allows, so every
 * scheduling rule of SPEC 5 can be broken from the screen: a 23:45 slot after closing time
 * (23:30), slots on a day the schedule marks unavailable (today + 3), slots after the schedule's
 * end (it covers 21 days, the slots 30).
 */
const birthday: CalendarPattern = {
  closedWeekdays: [1],
  closedDayOffsets: [],
  times: [
    { time: '13:00', capacity: 8 },
    { time: '19:30', capacity: 6 },
    { time: '21:00', capacity: 2 },
    { time: '23:45', capacity: 8 },
  ],
  durationSec: 7200,
  opens: '12:00',
  closes: '23:30',
  unavailableDayOffsets: [3],
  scheduleDays: 21,
};

/**
 * Campaign 115's restaurant in Ponta Delgada, in the Azores (an hour behind Lisbon): its times are
 * Azores wall times. 21:30 there is 22:30 in Lisbon, after its 22:00 closing were it read in
 * Lisbon. Closed on Wednesdays; the day after tomorrow is booked for a private event (listed as
 * unavailable although the calendar answers its slots).
 */
const azoresDinner: CalendarPattern = {
  closedWeekdays: [3],
  closedDayOffsets: [],
  times: [
    { time: '12:00', capacity: 6 },
    { time: '13:00', capacity: 4 },
    { time: '19:30', capacity: 6 },
    { time: '21:30', capacity: 4 },
  ],
  durationSec: 5400,
  opens: '12:00',
  closes: '22:00',
  unavailableDayOffsets: [2],
};

// ------------------------------------------------------------------ shops

export const SHOP_IDS = {
  tabernaDoChiado: 11,
  barbeariaDaFoz: 12,
  pastelariaEstrela: 13,
  francesinhaCompanhia: 14,
  tascaDaBica: 15,
  marDosAcores: 16,
} as const;

export const SERVICE_IDS = {
  mesaJantar: 1101,
  takeawayChiado: 1102,
  provaVinhos: 1103,
  sobremesaCupao: 1104,
  jantarGrupo: 1105,
  visitaGarrafeira: 1106,
  corteCabelo: 1201,
  corteBarba: 1202,
  massagem: 1203,
  tratamentoFacial: 1204,
} as const;

const services: Record<number, Schemas['ShopMerchantService'][]> = {
  11: [
    {
      id: 1101,
      serviceName: 'Mesa para jantar',
      price: 0,
      priceInterpretation: 'FIXED',
      minimumTimeBeforeBooking: 3600,
      estimatedServiceDurationSeconds: 7200,
      bookingConfig: { bookingType: 1, minPartySize: 1, maxPartySize: 8 },
    },
    {
      id: 1102,
      serviceName: 'Petiscos para levar',
      price: 8.5,
      priceInterpretation: 'FROM',
      minimumTimeBeforeBooking: 1200,
      estimatedServiceDurationSeconds: 1800,
      bookingConfig: {
        bookingType: 7,
        minPartySize: 1,
        maxPartySize: 1,
        isTakeaway: true,
        isDelivery: true,
      },
    },
    // Booked as the campaigns of their types are (SPEC 2, 4): a day inside a fixed time window
    // (3), a digital coupon scheduled later with the merchant (5), several date-times suggested
    // (6); and one for information only (4), listed but not booked here.
    {
      id: 1103,
      serviceName: 'Prova de vinhos do Douro',
      price: 18,
      priceInterpretation: 'FIXED',
      minimumTimeBeforeBooking: 3600,
      estimatedServiceDurationSeconds: 7200,
      bookingConfig: {
        bookingType: 3,
        minPartySize: 1,
        maxPartySize: 6,
        startTime: '16:00',
        endTime: '18:00',
      },
    },
    {
      id: 1104,
      serviceName: 'Sobremesa da casa oferecida',
      price: 0,
      priceInterpretation: 'FIXED',
      bookingConfig: { bookingType: 5, minPartySize: 1, maxPartySize: 1 },
    },
    {
      id: 1105,
      serviceName: 'Jantar de grupo',
      price: 25,
      priceInterpretation: 'FIXED',
      minimumTimeBeforeBooking: 86400,
      estimatedServiceDurationSeconds: 9000,
      bookingConfig: { bookingType: 6, minPartySize: 4, maxPartySize: 12 },
    },
    {
      id: 1106,
      serviceName: 'Visita à garrafeira',
      priceInterpretation: 'ON_REQUEST',
      bookingConfig: { bookingType: 4 },
    },
  ],
  12: [
    {
      id: 1201,
      serviceName: 'Corte de cabelo clássico',
      price: 15,
      priceInterpretation: 'FIXED',
      minimumTimeBeforeBooking: 600,
      estimatedServiceDurationSeconds: 1800,
      bookingConfig: { bookingType: 1, minPartySize: 1, maxPartySize: 1 },
    },
    {
      id: 1202,
      serviceName: 'Corte e barba',
      price: 22,
      priceInterpretation: 'FROM',
      maxPrice: 30,
      minimumTimeBeforeBooking: 5400,
      estimatedServiceDurationSeconds: 2700,
      bookingConfig: { bookingType: 1, minPartySize: 1, maxPartySize: 1 },
    },
    {
      id: 1203,
      serviceName: 'Massagem relaxante (60 min)',
      price: 45,
      priceInterpretation: 'FIXED',
      minimumTimeBeforeBooking: 86400,
      estimatedServiceDurationSeconds: 3600,
      bookingConfig: { bookingType: 2, minPartySize: 1, maxPartySize: 2 },
    },
    {
      id: 1204,
      serviceName: 'Tratamento facial',
      priceInterpretation: 'ON_REQUEST',
      minimumTimeBeforeBooking: 7200,
      estimatedServiceDurationSeconds: 5400,
      bookingConfig: { bookingType: 2, minPartySize: 1, maxPartySize: 1 },
    },
  ],
};

export const SHOPS: Schemas['Shop'][] = [
  {
    id: 11,
    name: 'Taberna do Chiado',
    addressView: {
      address1: 'Rua Garrett 19',
      zipcode: '1200-203',
      zone: 'Chiado',
      county: 'Lisboa',
      district: 'Lisboa',
      countryId: 139,
      districtId: 11,
      latitude: 38.7107,
      longitude: -9.1416,
    },
    phone: '+351 213 420 019',
    email: 'reservas@tabernadochiado.example.pt',
    imageUrl: placeholderImage('taberna-chiado', 640, 360),
    timezone: 'Europe/Lisbon',
    hasDigitalMenu: true,
    hasOnlineBooking: true,
    avgMinutesOfOrderPreparation: 25,
    shopMerchantServices: services[11],
  },
  {
    id: 12,
    name: 'Barbearia & Spa da Foz',
    addressView: {
      address1: 'Avenida do Brasil 120',
      zipcode: '4150-153',
      zone: 'Foz do Douro',
      county: 'Porto',
      district: 'Porto',
      countryId: 139,
      districtId: 13,
      latitude: 41.1527,
      longitude: -8.6766,
    },
    phone: '+351 226 170 120',
    email: 'marcacoes@barbeariadafoz.example.pt',
    imageUrl: placeholderImage('barbearia-foz', 640, 360),
    timezone: 'Europe/Lisbon',
    hasDigitalMenu: false,
    hasOnlineBooking: true,
    shopMerchantServices: services[12],
  },
  {
    id: 13,
    name: 'Pastelaria Estrela',
    addressView: {
      address1: 'Calçada da Estrela 62',
      zipcode: '1200-667',
      zone: 'Estrela',
      county: 'Lisboa',
      district: 'Lisboa',
      countryId: 139,
      districtId: 11,
      latitude: 38.7131,
      longitude: -9.1589,
    },
    phone: '+351 213 960 062',
    imageUrl: placeholderImage('pastelaria-estrela', 640, 360),
    timezone: 'Europe/Lisbon',
    hasDigitalMenu: false,
    hasOnlineBooking: true,
    shopMerchantServices: [],
  },
  {
    id: 14,
    name: 'Francesinha & Companhia',
    addressView: {
      address1: 'Rua de Ceuta 45',
      zipcode: '4050-189',
      zone: 'Baixa',
      county: 'Porto',
      district: 'Porto',
      countryId: 139,
      districtId: 13,
      latitude: 41.1482,
      longitude: -8.6131,
    },
    phone: '+351 222 050 045',
    imageUrl: placeholderImage('francesinha', 640, 360),
    timezone: 'Europe/Lisbon',
    hasDigitalMenu: true,
    hasOnlineBooking: true,
    avgMinutesOfOrderPreparation: 35,
    shopMerchantServices: [],
  },
  {
    id: 15,
    name: 'Tasca da Bica',
    addressView: {
      address1: 'Rua da Bica de Duarte Belo 42',
      zipcode: '1200-061',
      zone: 'Bica',
      county: 'Lisboa',
      district: 'Lisboa',
      countryId: 139,
      districtId: 11,
      latitude: 38.7099,
      longitude: -9.1467,
    },
    phone: '+351 213 470 042',
    timezone: 'Europe/Lisbon',
    // A digital menu the merchant has switched off: the menu is "not active".
    hasDigitalMenu: true,
    hasOnlineBooking: true,
    shopMerchantServices: [],
  },
  {
    id: 16,
    name: 'Mar dos Açores',
    addressView: {
      address1: 'Avenida Infante Dom Henrique 71',
      zipcode: '9500-150',
      zone: 'São Pedro',
      county: 'Ponta Delgada',
      district: 'Açores',
      countryId: 139,
      latitude: 37.7394,
      longitude: -25.6687,
    },
    phone: '+351 296 281 071',
    email: 'reservas@mardosacores.example.pt',
    // An hour behind Lisbon, all year: every date and time of its campaign is read here.
    timezone: 'Atlantic/Azores',
    hasDigitalMenu: false,
    hasOnlineBooking: true,
    shopMerchantServices: [],
  },
  {
    // A bakery whose menu is ordered to collect at the counter only: it does not deliver
    // (SHOP_DELIVERY), so a whole cart with its items says delivery is unavailable for it.
    id: 17,
    name: 'Padaria do Largo',
    addressView: {
      address1: 'Largo do Intendente 9',
      zipcode: '1100-285',
      zone: 'Intendente',
      county: 'Lisboa',
      district: 'Lisboa',
      countryId: 139,
      districtId: 11,
      latitude: 38.7224,
      longitude: -9.1353,
    },
    phone: '+351 218 860 009',
    timezone: 'Europe/Lisbon',
    hasDigitalMenu: true,
    hasOnlineBooking: false,
    shopMerchantServices: [],
  },
];

/** Service 1103's wine tastings: one window a day, 16:00 to 18:00, closed on Mondays. */
const wineTasting: CalendarPattern = {
  closedWeekdays: [1],
  closedDayOffsets: [],
  times: [{ time: '16:00', capacity: 12 }],
  durationSec: 7200,
  opens: '16:00',
  closes: '18:00',
};

/** Service 1105's group dinners, suggested: three sittings an evening, closed on Mondays. */
const groupDinner: CalendarPattern = {
  closedWeekdays: [1],
  closedDayOffsets: [],
  times: [
    { time: '19:30', capacity: 12 },
    { time: '20:30', capacity: 12 },
    { time: '21:30', capacity: 12 },
  ],
  durationSec: 9000,
  opens: '19:00',
  closes: '23:00',
};

export const SERVICE_CALENDARS: Record<number, CalendarPattern> = {
  1101: dinner,
  1103: wineTasting,
  1105: groupDinner,
  1201: barber,
  1202: barber,
  1203: spa,
  1204: spa,
};

export const SERVICE_RESOURCES: Record<number, Schemas['CalendarResource'][]> = {
  1101: [
    { id: 21, name: 'Sala principal', description: 'Mesas de 2 a 8 pessoas', capacity: 40 },
    { id: 22, name: 'Esplanada', description: 'Aberta de abril a outubro', capacity: 16 },
  ],
  1201: [
    { id: 31, name: 'João Almeida', description: 'Barbeiro', capacity: 1 },
    { id: 32, name: 'Rui Teixeira', description: 'Barbeiro', capacity: 1 },
  ],
  1202: [{ id: 31, name: 'João Almeida', description: 'Barbeiro', capacity: 1 }],
  1203: [
    { id: 33, name: 'Sala de massagem', description: 'Para uma ou duas pessoas', capacity: 2 },
  ],
  1204: [{ id: 34, name: 'Cabine de estética', capacity: 1 }],
};

export const SHOP_RESOURCES: Record<number, Schemas['CalendarResource'][]> = {
  11: [
    { id: 21, name: 'Sala principal', description: 'Mesas de 2 a 8 pessoas', capacity: 40 },
    { id: 22, name: 'Esplanada', description: 'Aberta de abril a outubro', capacity: 16 },
  ],
  12: [
    { id: 31, name: 'João Almeida', description: 'Barbeiro', capacity: 1 },
    { id: 32, name: 'Rui Teixeira', description: 'Barbeiro', capacity: 1 },
    { id: 33, name: 'Sala de massagem', description: 'Para uma ou duas pessoas', capacity: 2 },
    { id: 34, name: 'Cabine de estética', capacity: 1 },
  ],
};

// ------------------------------------------------------------------ menus

export const MENUS: Record<number, Schemas['PriceListView']> = {
  17: {
    sections: [
      {
        id: 31,
        name: 'Pão',
        type: 'PRODUCTS',
        items: [
          { id: 311, name: 'Pão de Mafra', price: 2.2, isAvailable: true },
          { id: 312, name: 'Broa de milho', price: 1.8, isAvailable: true },
        ],
      },
    ],
  },
  11: {
    sections: [
      {
        id: 1,
        name: 'Petiscos',
        type: 'PRODUCTS',
        items: [
          { id: 111, name: 'Pica-pau do lombo', price: 9.5, isAvailable: true },
          { id: 112, name: 'Peixinhos da horta', price: 6.5, isAvailable: true },
          {
            id: 113,
            name: 'Amêijoas à Bulhão Pato',
            price: 14,
            isAvailable: false,
            description: 'Esgotado hoje',
          },
        ],
      },
      {
        id: 2,
        name: 'Pratos',
        type: 'PRODUCTS',
        items: [
          { id: 121, name: 'Bitoque da casa', price: 12.5, isAvailable: true },
          { id: 122, name: 'Bacalhau à Brás', price: 13.9, isAvailable: true },
          { id: 123, name: 'Polvo à lagareiro', price: 19.5, isAvailable: false },
        ],
      },
      {
        id: 3,
        name: 'Sobremesas',
        type: 'PRODUCTS',
        items: [
          { id: 131, name: 'Pastel de nata', price: 1.5, isAvailable: true },
          { id: 132, name: 'Arroz doce', price: 4, isAvailable: true },
        ],
      },
      {
        id: 4,
        name: 'Menu de degustação',
        type: 'MENU',
        items: [
          { id: 141, name: 'Couvert: pão, azeite e azeitonas', price: 0, isAvailable: true },
          { id: 142, name: 'Entrada: croquetes de novilho', price: 0, isAvailable: true },
          { id: 143, name: 'Prato: arroz de pato', price: 0, isAvailable: true },
          { id: 144, name: 'Sobremesa: pudim Abade de Priscos', price: 0, isAvailable: true },
          {
            id: 145,
            name: 'Vinho: Douro tinto (copo)',
            price: 0,
            isAvailable: false,
            description: 'Substituído por um Alentejo',
          },
        ],
      },
    ],
  },
  14: {
    sections: [
      {
        id: 11,
        name: 'Francesinhas',
        type: 'PRODUCTS',
        items: [
          {
            id: 211,
            name: 'Francesinha clássica',
            price: 11.9,
            priceBeforeDiscount: 13.5,
            isAvailable: true,
          },
          { id: 212, name: 'Francesinha vegetariana', price: 11.5, isAvailable: true },
          { id: 213, name: 'Francesinha de marisco', price: 16.9, isAvailable: false },
        ],
      },
      {
        id: 12,
        name: 'Acompanhamentos e bebidas',
        type: 'PRODUCTS',
        items: [
          { id: 221, name: 'Batata frita caseira', price: 3.5, isAvailable: true },
          { id: 222, name: 'Super Bock (33 cl)', price: 2, isAvailable: true },
          { id: 223, name: 'Sumo de laranja natural', price: 3, isAvailable: false },
        ],
      },
      {
        id: 13,
        name: 'Menu francesinha para dois',
        type: 'MENU',
        // A set menu ordered whole (product 230): its courses are included in its price.
        productId: 230,
        price: 26.9,
        priceBeforeDiscount: 34.8,
        isAvailable: true,
        items: [
          { id: 231, name: '2 francesinhas clássicas', price: 0, isAvailable: true },
          { id: 232, name: '2 batatas fritas', price: 0, isAvailable: true },
          { id: 233, name: '2 bebidas', price: 0, isAvailable: true },
        ],
      },
    ],
  },
};

// ------------------------------------------------------------------ campaigns

export interface SeedCampaign {
  info: Omit<Schemas['CampaignInfo'], 'shop'>;
  shopId: number;
  /** Only signed-in users may book or buy it (guest calls are refused). */
  registeredUsersOnly?: boolean;
  calendar?: CalendarPattern;
  /** Type 6: the most date-times one booking may suggest. */
  maxDateSelections?: number;
}

export const CAMPAIGN_IDS = {
  degustacaoChiado: 101,
  brunchEstrela: 102,
  happyHourChiado: 103,
  fadoBica: 104,
  packMassagens: 105,
  grupoChiado: 106,
  francesinhaTakeaway: 107,
  copoBoasVindas: 108,
  pedrasQuentes: 109,
  jantarBica: 110,
  lancheEsgotado: 111,
  jantarMembros: 112,
  aniversarioChiado: 113,
  cafeBoasVindas: 114,
  cozidoFurnas: 115,
} as const;

const addressOf = (shopId: number): Schemas['AddressView'] | undefined =>
  SHOPS.find((shop) => shop.id === shopId)?.addressView;

/** Payment methods by id (PAYMENT_METHODS, below), as a campaign lists them. */
const paymentMethods = (...ids: number[]): Schemas['PaymentMethod'][] =>
  ids.map((id) => ({ ...PAYMENT_METHOD_LIST.find((method) => method.id === id)! }));

const image = (seed: string, alt: string): Schemas['CampaignImage'] => ({
  url: placeholderImage(seed),
  alt,
});

const smart = (discount: number, price: number): Schemas['Attribute'][] => [
  { type: 'SMART_DISCOUNT', value: String(discount) },
  { type: 'SMART_PRICE', value: price.toFixed(2) },
];

const bookingNotes: Schemas['BookingConfig'] = {
  bookingStartNote: 'Indique alergias ou restrições alimentares nas notas.',
  bookingFinishingNote: 'Tolerância de 15 minutos no horário da reserva.',
  bookingConfirmedNote: 'A sua mesa está reservada. Até breve!',
};

export const CAMPAIGNS: SeedCampaign[] = [
  {
    shopId: 11,
    calendar: dinner,
    info: {
      campaignView: {
        campaignId: 101,
        campaignTitle: 'Jantar de degustação para dois',
        campaignType: 1,
        categoryId: 1,
        minNumberPeople: 2,
        maxNumberPeople: 8,
        currency: 'EUR',
        isTakeaway: false,
        isDelivery: false,
        offer: true,
        isFreeOffer: false,
        merchantStatus: 'ACTIVE',
        points: 40,
        premiumPoints: 80,
        discount: 33,
        offerPrice: 39.9,
        priceBeforeD: 59.9,
        offerPriceD: '39,90 €',
      },
      attributes: smart(10, 35.9),
      priceListView: { sections: MENUS[11]!.sections.filter((section) => section.type === 'MENU') },
      addressView: addressOf(11),
      campaignImages: [
        image('degustacao-1', 'Mesa posta para dois na Taberna do Chiado'),
        image('degustacao-2', 'Arroz de pato no forno'),
      ],
      isAvailable: true,
      minimumSecondsBeforeBooking: 3600,
      giftVoucherExtraDiscount: 5,
      premiumVoucherExtraDiscount: 10,
      voucherPaymentMethods: paymentMethods(1, 2, 3, 4),
      bookingConfig: bookingNotes,
    },
  },
  {
    shopId: 13,
    calendar: brunch,
    info: {
      campaignView: {
        campaignId: 102,
        campaignTitle: 'Brunch de fim de semana',
        campaignType: 2,
        categoryId: 1,
        minNumberPeople: 1,
        maxNumberPeople: 6,
        currency: 'EUR',
        offer: false,
        isFreeOffer: false,
        merchantStatus: 'ACTIVE',
        points: 15,
        premiumPoints: 30,
        discount: 20,
        offerPrice: 16,
        priceBeforeD: 20,
        offerPriceD: '16,00 €',
      },
      attributes: [],
      addressView: addressOf(13),
      campaignImages: [image('brunch', 'Panquecas, ovos e sumo natural')],
      isAvailable: true,
      minimumSecondsBeforeBooking: 7200,
      bookingConfig: {
        bookingStartNote: 'O pedido fica pendente até a pastelaria confirmar.',
        bookingConfirmedNote: 'A pastelaria responde a cada pedido em menos de 24 horas.',
      },
    },
  },
  {
    shopId: 11,
    calendar: happyHour,
    info: {
      campaignView: {
        campaignId: 103,
        campaignTitle: 'Happy hour no Chiado: 2 copos de vinho e tábua de queijos',
        campaignType: 3,
        categoryId: 1,
        minNumberPeople: 1,
        maxNumberPeople: 4,
        currency: 'EUR',
        offer: true,
        isFreeOffer: true,
        merchantStatus: 'ACTIVE',
        points: 10,
        premiumPoints: 20,
        discount: 100,
        offerPrice: 0,
        priceBeforeD: 14,
        offerPriceD: 'Grátis',
        startTime: '17:00',
        endTime: '19:30',
      },
      attributes: [],
      addressView: addressOf(11),
      campaignImages: [image('happy-hour', 'Copos de vinho e tábua de queijos')],
      isAvailable: true,
      minimumSecondsBeforeBooking: 0,
    },
  },
  {
    shopId: 15,
    info: {
      campaignView: {
        campaignId: 104,
        campaignTitle: 'Noite de fado vadio às quintas',
        campaignType: 4,
        categoryId: 3,
        currency: 'EUR',
        offer: false,
        isFreeOffer: false,
        merchantStatus: 'BLOCKED_NEGATIVE_BALANCE',
      },
      attributes: [],
      addressView: addressOf(15),
      campaignImages: [image('fado', 'Guitarra portuguesa')],
      isAvailable: true,
    },
  },
  {
    shopId: 12,
    info: {
      campaignView: {
        campaignId: 105,
        campaignTitle: 'Pack de 3 massagens relaxantes',
        campaignType: 5,
        categoryId: 2,
        minNumberPeople: 1,
        maxNumberPeople: 5,
        currency: 'EUR',
        offer: true,
        isFreeOffer: false,
        merchantStatus: 'ACTIVE',
        points: 60,
        premiumPoints: 120,
        discount: 34,
        offerPrice: 89,
        priceBeforeD: 135,
        offerPriceD: '89,00 €',
        chargeValue: 89,
        activationCode: 'FOZ-3M-7Q2K',
        // What the QR code encodes: the code itself (the middleware may send an image instead).
        activationQrCode: 'FOZ-3M-7Q2K',
      },
      attributes: smart(15, 75.65),
      addressView: addressOf(12),
      campaignImages: [image('massagem', 'Sala de massagem com vista para o mar')],
      isAvailable: true,
      giftVoucherExtraDiscount: 5,
      premiumVoucherExtraDiscount: 15,
      bookingConfig: {
        bookingStartNote: 'Depois da compra, marque as sessões por telefone com o spa.',
      },
    },
  },
  {
    shopId: 11,
    calendar: dinner,
    maxDateSelections: 5,
    info: {
      campaignView: {
        campaignId: 106,
        campaignTitle: 'Menu de grupo (até 12 pessoas)',
        campaignType: 6,
        categoryId: 1,
        minNumberPeople: 6,
        maxNumberPeople: 12,
        currency: 'EUR',
        offer: false,
        isFreeOffer: false,
        merchantStatus: 'ACTIVE',
        points: 50,
        premiumPoints: 100,
        offerPrice: 25,
        priceBeforeD: 25,
        offerPriceD: '25,00 € por pessoa',
      },
      attributes: [],
      addressView: addressOf(11),
      campaignImages: [image('grupo', 'Mesa comprida para um grupo')],
      isAvailable: true,
      minimumSecondsBeforeBooking: 86400,
      bookingConfig: {
        bookingStartNote: 'Sugira pelo menos 3 datas; confirmamos uma por SMS e email.',
      },
    },
  },
  {
    shopId: 14,
    calendar: francesinhaOrders,
    info: {
      campaignView: {
        campaignId: 107,
        campaignTitle: 'Francesinha para levar ou entregar em casa',
        campaignType: 7,
        categoryId: 1,
        minNumberPeople: 1,
        maxNumberPeople: 1,
        currency: 'EUR',
        isTakeaway: true,
        isDelivery: true,
        offer: false,
        isFreeOffer: false,
        merchantStatus: 'ACTIVE',
        points: 12,
        premiumPoints: 24,
      },
      attributes: [],
      priceListView: MENUS[14],
      addressView: addressOf(14),
      campaignImages: [image('francesinha', 'Francesinha com ovo e batata frita')],
      deliveryCost: 2.5,
      isAvailable: true,
      avgMinutesOfOrderPreparation: 35,
      minimumSecondsBeforeBooking: 1800,
    },
  },
  {
    shopId: 11,
    calendar: dinner,
    info: {
      campaignView: {
        campaignId: 108,
        campaignTitle: 'Copo de boas-vindas no jantar',
        campaignType: 1,
        categoryId: 1,
        minNumberPeople: 1,
        maxNumberPeople: 6,
        currency: 'EUR',
        offer: true,
        isFreeOffer: true,
        merchantStatus: 'ACTIVE',
        points: 5,
        premiumPoints: 10,
        discount: 100,
        offerPrice: 0,
        priceBeforeD: 4.5,
        offerPriceD: 'Grátis',
      },
      attributes: [],
      addressView: addressOf(11),
      campaignImages: [image('copo', 'Copo de vinho verde')],
      isAvailable: true,
      minimumSecondsBeforeBooking: 3600,
      bookingConfig: bookingNotes,
    },
  },
  {
    shopId: 12,
    calendar: spa,
    info: {
      campaignView: {
        campaignId: 109,
        campaignTitle: 'Massagem de pedras quentes (smart)',
        campaignType: 1,
        categoryId: 2,
        minNumberPeople: 1,
        maxNumberPeople: 2,
        currency: 'EUR',
        offer: true,
        isFreeOffer: false,
        merchantStatus: 'ACTIVE',
        points: 30,
        premiumPoints: 90,
        discount: 29,
        offerPrice: 49.9,
        priceBeforeD: 70,
        offerPriceD: '49,90 €',
      },
      attributes: smart(15, 42.4),
      addressView: addressOf(12),
      campaignImages: [image('pedras-quentes', 'Pedras quentes alinhadas')],
      isAvailable: true,
      minimumSecondsBeforeBooking: 86400,
      giftVoucherExtraDiscount: 5,
      premiumVoucherExtraDiscount: 15,
      voucherPaymentMethods: paymentMethods(1, 2, 3, 4),
    },
  },
  {
    shopId: 15,
    calendar: dinner,
    info: {
      campaignView: {
        campaignId: 110,
        campaignTitle: 'Jantar de petiscos na Bica',
        campaignType: 1,
        categoryId: 1,
        minNumberPeople: 2,
        maxNumberPeople: 6,
        currency: 'EUR',
        offer: false,
        isFreeOffer: false,
        merchantStatus: 'BLOCKED_NEGATIVE_BALANCE',
        points: 20,
        premiumPoints: 40,
        offerPrice: 18,
        priceBeforeD: 18,
      },
      attributes: [],
      addressView: addressOf(15),
      campaignImages: [image('bica', 'Elevador da Bica')],
      isAvailable: true,
      minimumSecondsBeforeBooking: 3600,
    },
  },
  {
    shopId: 13,
    calendar: brunch,
    info: {
      campaignView: {
        campaignId: 111,
        campaignTitle: 'Lanche da tarde com pastéis de nata',
        campaignType: 1,
        categoryId: 1,
        minNumberPeople: 1,
        maxNumberPeople: 4,
        currency: 'EUR',
        offer: true,
        isFreeOffer: false,
        merchantStatus: 'ACTIVE',
        points: 8,
        discount: 25,
        offerPrice: 6,
        priceBeforeD: 8,
        offerPriceD: '6,00 €',
      },
      attributes: [],
      addressView: addressOf(13),
      campaignImages: [image('lanche', 'Pastéis de nata e café')],
      isAvailable: false,
    },
  },
  {
    shopId: 11,
    calendar: dinner,
    registeredUsersOnly: true,
    info: {
      campaignView: {
        campaignId: 112,
        campaignTitle: 'Jantar exclusivo para membros registados',
        campaignType: 1,
        categoryId: 1,
        minNumberPeople: 2,
        maxNumberPeople: 4,
        currency: 'EUR',
        offer: true,
        isFreeOffer: false,
        merchantStatus: 'ACTIVE',
        points: 45,
        premiumPoints: 90,
        discount: 40,
        offerPrice: 29.9,
        priceBeforeD: 49.9,
        offerPriceD: '29,90 €',
      },
      attributes: [{ type: 'REGISTERED_USERS_ONLY', value: 'true' }, ...smart(10, 26.9)],
      addressView: addressOf(11),
      campaignImages: [image('membros', 'Sala privada da Taberna do Chiado')],
      isAvailable: true,
      minimumSecondsBeforeBooking: 3600,
      bookingConfig: bookingNotes,
    },
  },
  {
    shopId: 11,
    calendar: birthday,
    maxDateSelections: 4,
    info: {
      campaignView: {
        campaignId: 113,
        campaignTitle: 'Jantar de aniversário: sugira as datas',
        campaignType: 6,
        categoryId: 1,
        minNumberPeople: 2,
        maxNumberPeople: 10,
        currency: 'EUR',
        offer: false,
        isFreeOffer: false,
        merchantStatus: 'ACTIVE',
        points: 30,
        premiumPoints: 60,
        offerPrice: 30,
        priceBeforeD: 30,
        offerPriceD: '30,00 € por pessoa',
      },
      attributes: [],
      addressView: addressOf(11),
      campaignImages: [image('aniversario', 'Bolo de aniversário com velas')],
      isAvailable: true,
      // An hour's lead time: suggestions sooner than 24 hours can be chosen, so the rule "one at
      // least 24 hours from now" decides.
      minimumSecondsBeforeBooking: 3600,
      bookingConfig: {
        bookingStartNote: 'Sugira 3 ou 4 datas; confirmamos uma por SMS e email.',
      },
    },
  },
  {
    shopId: 13,
    info: {
      campaignView: {
        campaignId: 114,
        campaignTitle: 'Café e pastel de nata de boas-vindas',
        campaignType: 5,
        categoryId: 1,
        minNumberPeople: 1,
        maxNumberPeople: 2,
        currency: 'EUR',
        offer: true,
        isFreeOffer: true,
        merchantStatus: 'ACTIVE',
        points: 5,
        premiumPoints: 10,
        offerPriceD: 'Grátis',
        activationCode: 'ESTRELA-CAFE-24',
        // What the QR code encodes: the code itself (the middleware may send an image instead).
        activationQrCode: 'ESTRELA-CAFE-24',
      },
      attributes: [],
      addressView: addressOf(13),
      campaignImages: [image('cafe-nata', 'Uma bica e um pastel de nata ao balcão')],
      isAvailable: true,
      bookingConfig: {
        bookingStartNote: 'Mostre o código ao balcão; marque connosco a hora que preferir.',
      },
    },
  },
  {
    shopId: 16,
    calendar: azoresDinner,
    info: {
      campaignView: {
        campaignId: 115,
        campaignTitle: 'Cozido das Furnas para dois',
        campaignType: 1,
        categoryId: 1,
        minNumberPeople: 2,
        maxNumberPeople: 6,
        currency: 'EUR',
        offer: false,
        isFreeOffer: false,
        merchantStatus: 'ACTIVE',
        points: 30,
        premiumPoints: 60,
        offerPrice: 24,
        priceBeforeD: 24,
      },
      attributes: [],
      addressView: addressOf(16),
      campaignImages: [image('cozido-furnas', 'Cozido das Furnas servido à mesa')],
      isAvailable: true,
      // Two hours ahead, counted in elapsed time whatever the zone.
      minimumSecondsBeforeBooking: 7200,
      bookingConfig: {
        bookingStartNote: 'As horas são as dos Açores (uma hora a menos do que em Lisboa).',
      },
    },
  },
];

export const OFFER_CODES: Record<string, number> = {
  CHIADO2026: 101,
  FOZRELAX: 105,
  FRANCESINHA: 107,
};

// ------------------------------------------------------------------ users

export interface SeedUser {
  password: string;
  /** The email still waits for its one-time code (stateId 2 until then). */
  emailValidated: boolean;
  user: Schemas['User'] & { email: string; token: string };
}

/** The email one-time code; any other code is wrong. */
export const EMAIL_VALIDATION_CODE = '123456';
/** The mobile one-time code; any other code is wrong. */
export const MOBILE_VALIDATION_CODE = '654321';
/** The external token (Authorization: Bearer ...) that signs in Ana Silva. */
export const EXTERNAL_TOKENS: Record<string, number> = { 'ext-ana': 1001, 'ext-miguel': 1002 };
/** A Facebook access token answered as "sign-in unavailable or blocked". */
export const BLOCKED_FACEBOOK_TOKEN = 'fb-blocked';

const baseUser = {
  genderId: 2,
  roleId: 3,
  stateId: 1,
  country: 'Portugal',
  countryId: 139,
  district: 'Lisboa',
  districtId: 11,
  hasDistrict: true,
  location: 'Lisboa',
  mobilePrefix: '+351',
  nrFollowers: 0,
  nrReviews: 0,
  isFollowed: false,
  balance: 0,
  channelId: 1,
  languageCode: 'pt_PT',
  realm: 'consumer',
  permissions: ['BOOK', 'ORDER'],
  loginSource: 'own' as const,
};

export const PRIZES: Record<number, Schemas['Prize'][]> = {
  1001: [
    {
      id: 301,
      name: 'Vale de 5 € em qualquer reserva',
      description: 'Ganho no passatempo de março',
      value: 5,
      currency: 'EUR',
      expirationDate: '2027-03-31',
      isUsed: false,
    },
    {
      id: 302,
      name: 'Sobremesa oferecida',
      value: 3.5,
      currency: 'EUR',
      expirationDate: '2027-01-15',
      isUsed: false,
    },
    {
      id: 303,
      name: 'Vale de 10 € (usado)',
      value: 10,
      currency: 'EUR',
      expirationDate: '2026-06-30',
      isUsed: true,
    },
  ],
  1002: [
    {
      id: 304,
      name: 'Vale de 10 € para membros smart',
      value: 10,
      currency: 'EUR',
      expirationDate: '2027-12-31',
      isUsed: false,
    },
    {
      id: 305,
      name: 'Vale de 48,50 € no spa',
      value: 48.5,
      currency: 'EUR',
      expirationDate: '2027-12-31',
      isUsed: false,
    },
  ],
};

/**
 * What users booked before the sandbox's first day (GET client/bookings/{userId}, assumed): its
 * dates lie before every clock the tests set (3 March 2026 and later), so each is past. The
 * campaign's title and shop are the seed's own, filled in when listed.
 */
export const MY_BOOKINGS_HISTORY: Record<number, Schemas['MyBooking'][]> = {
  1001: [
    {
      kind: 'voucher',
      id: 'VOU-4901',
      state: 'confirmed',
      createdAt: '2026-02-20T11:15:00Z',
      campaignId: 109,
      numberOfPeople: 1,
      amount: 49.9,
    },
    {
      kind: 'reservation',
      id: '6901',
      state: 'confirmed',
      createdAt: '2026-02-10T18:00:00Z',
      campaignId: 101,
      campaignType: 1,
      dateTime: '2026-02-14T20:00:00Z',
      numberOfPeople: 2,
      pointsEarned: 40,
    },
  ],
};

export const USERS: SeedUser[] = [
  {
    password: 'Segredo123',
    emailValidated: true,
    user: {
      ...baseUser,
      id: 1001,
      token: 'tok-ana',
      email: 'ana.silva@example.pt',
      username: 'ana.silva@example.pt',
      firstName: 'Ana',
      lastName: 'Silva',
      isPremium: false,
      points: 120,
      mobile: '912345678',
      mobileValidation: true,
      referralCode: 'ANASILVA',
      newRegistration: false,
      lastLoggedOn: '2026-01-10T18:32:00Z',
    },
  },
  {
    password: 'Premium123',
    emailValidated: true,
    user: {
      ...baseUser,
      id: 1002,
      token: 'tok-miguel',
      email: 'miguel.costa@example.pt',
      username: 'miguel.costa@example.pt',
      firstName: 'Miguel',
      lastName: 'Costa',
      genderId: 1,
      isPremium: true,
      points: 860,
      balance: 12.5,
      district: 'Porto',
      districtId: 13,
      location: 'Porto',
      mobile: '934567890',
      mobileValidation: true,
      referralCode: 'MIGUELC',
      newRegistration: false,
      permissions: ['BOOK', 'ORDER', 'SMART'],
    },
  },
  {
    password: 'Segredo123',
    emailValidated: false,
    user: {
      ...baseUser,
      id: 1003,
      token: 'tok-joana',
      email: 'joana.pereira@example.pt',
      username: 'joana.pereira@example.pt',
      firstName: 'Joana',
      lastName: 'Pereira',
      stateId: 2,
      isPremium: false,
      points: 0,
      mobile: '961234567',
      mobileValidation: true,
      newRegistration: true,
    },
  },
  {
    password: 'Segredo123',
    emailValidated: true,
    user: {
      ...baseUser,
      id: 1004,
      token: 'tok-rui',
      email: 'rui.ferreira@example.pt',
      username: 'rui.ferreira@example.pt',
      firstName: 'Rui',
      lastName: 'Ferreira',
      genderId: 1,
      isPremium: false,
      points: 35,
      mobile: '936543210',
      mobileValidation: false,
      newRegistration: false,
    },
  },
];

export const ADDRESSES: Record<number, Schemas['SavedAddress'][]> = {
  1001: [
    {
      id: 401,
      addressName: 'Casa',
      countryId: 139,
      city: 'Lisboa',
      postalCode: '1250-146',
      street: 'Avenida da Liberdade 110',
      floorDoor: '3.º Esq.',
    },
    {
      id: 402,
      addressName: 'Trabalho',
      countryId: 139,
      city: 'Lisboa',
      postalCode: '1100-063',
      street: 'Rua do Ouro 88',
      floorDoor: '2.º',
      company: 'Atelier Baixa, Lda.',
      vatId: '509876544',
    },
  ],
  1002: [
    {
      id: 403,
      addressName: 'Casa',
      countryId: 139,
      city: 'Porto',
      postalCode: '4050-262',
      street: 'Rua de Cedofeita 210',
      floorDoor: '1.º Dto.',
    },
  ],
};

// ------------------------------------------------------------------ cart, coupons, payments

export interface Coupon {
  code: string;
  percent?: number;
  amount?: number;
}

/** Valid coupon codes (case-insensitive); anything else is invalid. */
export const COUPONS: Coupon[] = [
  { code: 'BEMVINDO10', percent: 10 },
  { code: 'PORTO5', amount: 5 },
];

/** The cart every new visitor finds in a shop: product id and quantity. */
export const STARTER_CARTS: Record<number, { productId: number; quantity: number }[]> = {
  11: [
    { productId: 121, quantity: 2 },
    { productId: 131, quantity: 1 },
  ],
  14: [
    { productId: 211, quantity: 2 },
    { productId: 221, quantity: 1 },
  ],
};

export const PAYMENT_METHODS: Schemas['PaymentMethod'][] = PAYMENT_METHOD_LIST;

type DeliveryType = Schemas['DeliveryType'];

/** Payment method ids offered per shop and delivery type; a shop not listed offers none. */
export const SHOP_PAYMENT_METHODS: Record<number, Partial<Record<DeliveryType, number[]>>> = {
  11: { STORE_PICKUP: [1, 2, 3, 4], PICKUP_POINT: [1, 2, 3], DELIVERY: [1, 2] },
  14: { STORE_PICKUP: [6, 7, 4], DELIVERY: [6, 7, 5] },
};

// ------------------------------------------------------------------ delivery

export const DELIVERY_COUNTRIES: Schemas['DeliveryCountry'][] = [
  { id: 139, name: 'Portugal', isoCode: 'PT' },
  { id: 67, name: 'Espanha', isoCode: 'ES' },
];

export interface ShopDelivery {
  methods: Partial<Record<DeliveryType, Schemas['DeliveryMethod']>>;
  /** Postal code prefixes (first digit) this shop delivers to at home. */
  deliversTo: string[];
}

export const SHOP_DELIVERY: Record<number, ShopDelivery> = {
  11: {
    methods: {
      STORE_PICKUP: { id: 501, costWithVat: 0, deliveryType: 'STORE_PICKUP' },
      PICKUP_POINT: { id: 502, costWithVat: 2.99, deliveryType: 'PICKUP_POINT' },
      DELIVERY: { id: 503, costWithVat: 3.5, deliveryType: 'DELIVERY' },
    },
    deliversTo: ['1', '2'],
  },
  14: {
    methods: {
      STORE_PICKUP: { id: 511, costWithVat: 0, deliveryType: 'STORE_PICKUP' },
      DELIVERY: { id: 513, costWithVat: 2.5, deliveryType: 'DELIVERY' },
    },
    deliversTo: ['4'],
  },
  // Padaria do Largo: collected at the counter, never delivered.
  17: {
    methods: {
      STORE_PICKUP: { id: 531, costWithVat: 0, deliveryType: 'STORE_PICKUP' },
    },
    deliversTo: [],
  },
};

export const PICKUP_POINTS: Schemas['PickupPoint'][] = [
  {
    id: 'PP-LX-01',
    name: 'Papelaria Avenida',
    address: 'Avenida da República 45',
    postalCode: '1050-187',
    city: 'Lisboa',
    latitude: 38.7406,
    longitude: -9.1459,
    openingHours: 'Seg-Sáb 09:00-19:30',
    shopDeliveryMethodId: 502,
  },
  {
    id: 'PP-LX-02',
    name: 'Quiosque Cais do Sodré',
    address: 'Praça Duque da Terceira 1',
    postalCode: '1200-161',
    city: 'Lisboa',
    latitude: 38.706,
    longitude: -9.1445,
    openingHours: 'Todos os dias 08:00-22:00',
    shopDeliveryMethodId: 502,
  },
  {
    id: 'PP-LX-03',
    name: 'Loja Restauradores',
    address: 'Praça dos Restauradores 58',
    postalCode: '1250-188',
    city: 'Lisboa',
    latitude: 38.7155,
    longitude: -9.1417,
    openingHours: 'Seg-Sex 09:00-18:00',
    shopDeliveryMethodId: 502,
  },
  {
    id: 'PP-PT-01',
    name: 'Livraria do Bolhão',
    address: 'Rua Fernandes Tomás 750',
    postalCode: '4000-213',
    city: 'Porto',
    latitude: 41.1496,
    longitude: -8.6063,
    openingHours: 'Seg-Sáb 10:00-19:00',
    shopDeliveryMethodId: 502,
  },
];

/** Pickup points further than this from the searched place are not answered. */
export const PICKUP_SEARCH_RADIUS_METERS = 25_000;

// ------------------------------------------------------------------ entity, categories, premium

/** The premium (smart) membership's monthly price, in euro. */
export const PREMIUM_MONTHLY_PRICE = 4.99;

/** The membership's orders are `PRM-<n>`: once one is paid, its owner is a premium member. */
export const PREMIUM_ORDER_PREFIX = 'PRM';

/** The deployment's own site, whose pages (prizes, privacy policy, terms) the widget links to. */
export const HOST_SITE = 'https://www.mercado-local.example';

export const ENTITY_CONFIG: Schemas['EntityConfig'] = {
  id: 1,
  providerId: 1,
  name: 'Mercado Local (sandbox)',
  theme: {
    faviconUrl:
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Ccircle cx='8' cy='8' r='7' fill='%23c0392b'/%3E%3C/svg%3E",
    logoUrl: placeholderImage('mercado-local', 200, 60),
    primaryColor: '#c0392b',
  },
  environment: { name: 'sandbox', paymentsProvider: 'hipay' },
  social: {
    facebookAppId: 'sandbox-facebook-app',
    googleClientId: 'sandbox-google-client.apps.googleusercontent.com',
    appleClientId: 'pt.example.sandbox',
  },
  supportPhone: '+351 210 000 000',
  contactDefaults: { countryId: 139, phonePrefix: '+351', email: 'apoio@example.pt' },
  // Assumed field: the monthly price shown before joining (the payment link answers it too).
  premium: { monthlyPrice: PREMIUM_MONTHLY_PRICE, currency: 'EUR' },
  // Assumed field: the host site's pages in each language (SPEC 1).
  hostLinks: {
    winPrizes: {
      pt: `${HOST_SITE}/pt/ganhar-premios`,
      en: `${HOST_SITE}/en/win-prizes`,
      es: `${HOST_SITE}/es/ganar-premios`,
    },
    userPrizes: {
      pt: `${HOST_SITE}/pt/os-meus-premios`,
      en: `${HOST_SITE}/en/my-prizes`,
      es: `${HOST_SITE}/es/mis-premios`,
    },
    privacyPolicy: {
      pt: `${HOST_SITE}/pt/politica-de-privacidade`,
      en: `${HOST_SITE}/en/privacy-policy`,
      es: `${HOST_SITE}/es/politica-de-privacidad`,
    },
    termsAndConditions: {
      pt: `${HOST_SITE}/pt/termos-e-condicoes`,
      en: `${HOST_SITE}/en/terms-and-conditions`,
      es: `${HOST_SITE}/es/terminos-y-condiciones`,
    },
  },
};

/** A host name the entity lookup does not know (answers 404). */
export const UNKNOWN_HOSTNAME = 'desconhecido.example';

export const CATEGORIES: Record<'pt' | 'es' | 'en', Schemas['Category'][]> = {
  pt: [
    { id: 1, name: 'Restaurantes' },
    { id: 2, name: 'Beleza e bem-estar' },
    { id: 3, name: 'Lazer e cultura' },
    { id: 4, name: 'Compras' },
    { id: 11, name: 'Tascas e petiscos', parentId: 1 },
    { id: 21, name: 'Barbearias', parentId: 2 },
    { id: 22, name: 'Spas e massagens', parentId: 2 },
  ],
  es: [
    { id: 1, name: 'Restaurantes' },
    { id: 2, name: 'Belleza y bienestar' },
    { id: 3, name: 'Ocio y cultura' },
    { id: 4, name: 'Compras' },
    { id: 11, name: 'Tabernas y tapas', parentId: 1 },
    { id: 21, name: 'Barberías', parentId: 2 },
    { id: 22, name: 'Spas y masajes', parentId: 2 },
  ],
  en: [
    { id: 1, name: 'Restaurants' },
    { id: 2, name: 'Beauty and wellness' },
    { id: 3, name: 'Leisure and culture' },
    { id: 4, name: 'Shopping' },
    { id: 11, name: 'Taverns and small plates', parentId: 1 },
    { id: 21, name: 'Barbers', parentId: 2 },
    { id: 22, name: 'Spas and massages', parentId: 2 },
  ],
};

// ------------------------------------------------------------------ MB WAY

export type MbwayOutcome = 'paid' | 'cancelled' | 'error_in_payment_platform' | 'never';

/** What the payer's phone does, by its last 9 digits; any other number pays after 10 s. */
export const MBWAY_TEST_PHONES: Record<string, { outcome: MbwayOutcome; afterMs: number }> = {
  '912000001': { outcome: 'paid', afterMs: 10_000 },
  '912000002': { outcome: 'cancelled', afterMs: 5_000 },
  '912000003': { outcome: 'error_in_payment_platform', afterMs: 5_000 },
  '912000004': { outcome: 'never', afterMs: 0 },
};
export const MBWAY_DEFAULT_OUTCOME = { outcome: 'paid', afterMs: 10_000 } as const;
/** The payer has this long to confirm on the phone. */
export const MBWAY_DEADLINE_MS = 5 * 60_000;
