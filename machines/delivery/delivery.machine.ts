import { assign } from 'xstate';
import {
  addressAsked,
  changeField,
  reportChosenPoint,
  deliverySetup,
  errorOf,
  initialDeliveryContext,
  optionOf,
} from './delivery.setup';

/**
 * The delivery of an order (SPEC 2 "Delivery method and delivery address selection and editing",
 * "Pickup point search and selection"; SPEC 3 Delivery; SPEC 7 delivery countries, rates,
 * pickup-points; SPEC 8). The shop's methods the transport allows, each with its cost: takeaway
 * is collected at the shop; delivery goes home or to a pickup point. Home delivery needs an
 * address: a saved one (signed in: the address book chart, invoked) or one typed for this order
 * (SPEC 5, no name needed), whose rates say whether the shop delivers there (`isAvailable: false`:
 * "the selected address is currently unavailable for delivery"). A pickup point is searched by
 * postal code or by the visitor's position, nearest first. Every call that fails keeps what was
 * typed, says why and offers a retry.
 *
 *   choosingMethod → noWayOffered (the shop offers no way for this transport) → cancelled
 *                  → done (takeaway: store pickup, nothing asked)
 *                  → address (home delivery only: at once; countries → editing ⇄ checkingRates)
 *                    → done
 *                  → pickup (pickup points only: at once; idle → locating | searching → idle,
 *                    a point chosen) → done; opened again with a point chosen, it is searched
 *                    for at once: after a reload chosen again (→ done), back to the step shown
 *                    chosen (→ idle)
 *   back from choosingMethod: cancelled
 */
export const deliveryMachine = deliverySetup.createMachine({
  id: 'delivery',
  context: ({ input }) => initialDeliveryContext(input),
  initial: 'choosingMethod',
  output: ({ context }) => context.choice,
  states: {
    choosingMethod: {
      tags: ['view.methods'],
      // One way only: nothing to ask. Takeaway is collected at the shop, as the transport chosen
      // already says; a shop that only delivers at home asks for the address at once, one that
      // only delivers to pickup points searches for one at once.
      always: [
        { guard: 'hasNoOption', target: 'noWayOffered' },
        { guard: 'isStorePickupOnly', target: 'done', actions: 'chooseStorePickup' },
        { guard: 'isHomeDeliveryOnly', target: 'address' },
        { guard: 'isPickupPointOnly', target: 'pickup' },
        {
          guard: { type: 'isResumedAt', params: 'DELIVERY' },
          target: 'address',
          actions: 'clearResumed',
        },
        {
          guard: { type: 'isResumedAt', params: 'PICKUP_POINT' },
          target: 'pickup',
          actions: 'clearResumed',
        },
      ],
      on: {
        'delivery.choose': {
          guard: { type: 'isOffered', params: ({ event }) => event.deliveryType },
          actions: [
            { type: 'assignType', params: ({ event }) => event.deliveryType },
            {
              type: 'reportProgress',
              params: ({ context, event }) => ({
                deliveryType: event.deliveryType,
                form: context.form,
              }),
            },
          ],
        },
        'delivery.continue': [
          { guard: { type: 'isChosen', params: 'DELIVERY' }, target: 'address' },
          { guard: { type: 'isChosen', params: 'PICKUP_POINT' }, target: 'pickup' },
        ],
        'delivery.back': 'cancelled',
      },
    },
    // The shop states its ways of delivery and none suits the transport chosen: back to the
    // cart, where the transport can be changed.
    noWayOffered: {
      tags: ['view.noWay'],
      on: { 'delivery.back': 'cancelled' },
    },
    address: {
      type: 'parallel',
      on: {
        'delivery.back': [
          { guard: 'hasSeveralOptions', target: 'choosingMethod' },
          { target: 'cancelled' },
        ],
      },
      states: {
        // Signed in: the saved addresses, from the address book chart.
        book: {
          initial: 'none',
          states: {
            // A guest has none; signed in, the address book is opened at once.
            none: { always: { guard: 'isSignedIn', target: 'open' } },
            open: {
              invoke: {
                id: 'addressBook',
                src: 'addressBook',
                input: ({ context }) => ({ token: context.token ?? '' }),
              },
              initial: 'loading',
              on: {
                'delivery.savedAddresses': {
                  target: '.checking',
                  actions: {
                    type: 'assignSavedAddresses',
                    params: ({ event }) => event.addresses,
                  },
                },
              },
              states: {
                // The saved addresses on their way (the address book asks for them).
                loading: {},
                // Whether the shop delivers to each: the rates of each saved address's place.
                checking: {
                  tags: ['savedChecking'],
                  invoke: {
                    id: 'checkSavedAddresses',
                    src: 'checkSavedAddresses',
                    input: ({ context }) => ({
                      shopId: context.shopId,
                      addresses: context.savedAddresses,
                    }),
                    onDone: [
                      // Nothing typed yet: the first one the shop delivers to fills the form.
                      {
                        guard: { type: 'canFillFromSaved', params: ({ event }) => event.output },
                        target: 'checked',
                        actions: [
                          { type: 'assignSavedUsable', params: ({ event }) => event.output },
                          'fillFromSaved',
                        ],
                      },
                      {
                        target: 'checked',
                        actions: { type: 'assignSavedUsable', params: ({ event }) => event.output },
                      },
                    ],
                    // Not known: each is offered, and its rates are asked for when chosen.
                    onError: 'unchecked',
                  },
                },
                checked: {},
                unchecked: {},
              },
            },
          },
        },
        form: {
          initial: 'loadingCountries',
          // What is typed is kept whatever is on its way (the countries, the saved addresses):
          // no answer that comes later overwrites it.
          on: { 'delivery.change': { actions: changeField } },
          states: {
            loadingCountries: {
              tags: ['busy', 'view.address'],
              entry: 'startCall',
              invoke: {
                id: 'fetchCountries',
                src: 'fetchCountries',
                onDone: {
                  target: 'editing',
                  actions: { type: 'assignCountries', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'countriesFailed',
                  actions: {
                    type: 'assignFailure',
                    params: ({ event }) => ({ error: event.error, call: 'countries' as const }),
                  },
                },
              },
            },
            // The countries could not be read: the form waits for them, a retry asks again.
            countriesFailed: {
              tags: ['view.address'],
              on: { 'delivery.retry': 'loadingCountries' },
            },
            editing: {
              tags: ['view.address'],
              on: {
                'delivery.useSaved': {
                  guard: { type: 'isSavedAddress', params: ({ event }) => event.address },
                  target: 'checkingRates',
                  actions: { type: 'useSaved', params: ({ event }) => event.address },
                },
                'delivery.submit': [
                  { guard: 'formBreaksARule', actions: 'showFieldErrors' },
                  { target: 'checkingRates', actions: assign({ fieldErrors: {} }) },
                ],
                'delivery.retry': {
                  guard: { type: 'isFailedCall', params: 'rates' },
                  target: 'checkingRates',
                },
              },
            },
            checkingRates: {
              tags: ['busy', 'view.address'],
              entry: 'startCall',
              // The address changed while its rates were asked for: the answer, about the old
              // one, is dropped (the call stopped) and the visitor goes on typing.
              on: { 'delivery.change': { target: 'editing', actions: changeField } },
              invoke: {
                id: 'fetchRates',
                src: 'fetchRates',
                input: ({ context }) => addressAsked(context),
                onDone: [
                  {
                    guard: { type: 'isAvailableThere', params: ({ event }) => event.output },
                    target: '#delivery.done',
                    actions: { type: 'assignHomeChoice', params: ({ event }) => event.output },
                  },
                  // SPEC 8: not delivered there; the visitor changes the address, kept as typed.
                  { target: 'editing', actions: 'assignUnavailable' },
                ],
                onError: [
                  {
                    guard: { type: 'isAddressRefused', params: errorOf },
                    target: 'editing',
                    actions: 'assignUnavailable',
                  },
                  {
                    target: 'editing',
                    actions: {
                      type: 'assignFailure',
                      params: ({ event }) => ({
                        error: errorOf({ event }),
                        call: 'rates' as const,
                      }),
                    },
                  },
                ],
              },
            },
          },
        },
      },
    },
    pickup: {
      initial: 'opening',
      on: {
        'delivery.back': [
          { guard: 'hasSeveralOptions', target: 'choosingMethod' },
          { target: 'cancelled' },
        ],
        // Typed while a search or the position is on its way: kept, never overwritten.
        'delivery.pickupPostalCode': {
          actions: { type: 'assignPickupPostalCode', params: ({ event }) => event.value },
        },
      },
      states: {
        // Opened again with a point chosen (after a reload, or back to the step): searched for
        // again at once, where it was searched before, else where the point is.
        opening: {
          always: [
            { guard: 'hasKeptPoint', target: 'searching', actions: 'assignKeptPosition' },
            { target: 'idle' },
          ],
        },
        idle: {
          tags: ['view.pickup'],
          // Only the first search after opening again looks for the point kept.
          entry: 'clearKeptPoint',
          on: {
            'delivery.search': [
              {
                guard: 'hasPickupPosition',
                target: 'searching',
                actions: 'positionFromPostalCode',
              },
              { actions: 'showPostalCodeInvalid' },
            ],
            'delivery.locate': 'locating',
            'delivery.choosePoint': {
              guard: { type: 'isListedPoint', params: ({ event }) => event.id },
              target: '#delivery.done',
              actions: [
                { type: 'choosePoint', params: ({ event }) => event.id },
                reportChosenPoint,
              ],
            },
            'delivery.retry': {
              guard: { type: 'isFailedCall', params: 'pickupPoints' },
              target: 'searching',
            },
          },
        },
        locating: {
          tags: ['busy', 'view.pickup'],
          entry: 'startCall',
          invoke: {
            id: 'locate',
            src: 'locate',
            onDone: {
              target: 'searching',
              actions: { type: 'assignPosition', params: ({ event }) => event.output },
            },
            // No position: SPEC 8 "search error"; the postal code is still there to search by.
            onError: {
              target: 'idle',
              actions: assign({
                error: 'pickupPointsSearchError' as const,
                errorDetail: null,
                failedCall: null,
              }),
            },
          },
        },
        searching: {
          tags: ['busy', 'view.pickup'],
          entry: 'startCall',
          invoke: {
            id: 'fetchPickupPoints',
            src: 'fetchPickupPoints',
            input: ({ context }) => ({
              methodId: optionOf(context, 'PICKUP_POINT')?.shopDeliveryMethodId ?? 0,
              position: context.position!,
            }),
            onDone: [
              // After a reload, the point kept still offered: chosen again, as before the reload.
              {
                guard: { type: 'canPassKeptPoint', params: ({ event }) => event.output },
                target: '#delivery.done',
                actions: [
                  { type: 'assignPoints', params: ({ event }) => event.output },
                  { type: 'choosePoint', params: ({ context }) => context.keptPoint!.id },
                  reportChosenPoint,
                ],
              },
              // Back to the step: the point still offered is shown chosen among the others.
              {
                guard: { type: 'isKeptPointListed', params: ({ event }) => event.output },
                target: 'idle',
                actions: [
                  { type: 'assignPoints', params: ({ event }) => event.output },
                  { type: 'choosePoint', params: ({ context }) => context.keptPoint!.id },
                ],
              },
              {
                guard: { type: 'noPointFound', params: ({ event }) => event.output },
                target: 'idle',
                actions: 'assignNoPoint',
              },
              {
                target: 'idle',
                actions: { type: 'assignPoints', params: ({ event }) => event.output },
              },
            ],
            onError: [
              {
                guard: { type: 'isNoPointAnswer', params: errorOf },
                target: 'idle',
                actions: 'assignNoPoint',
              },
              {
                target: 'idle',
                actions: {
                  type: 'assignFailure',
                  params: ({ event }) => ({
                    error: errorOf({ event }),
                    call: 'pickupPoints' as const,
                  }),
                },
              },
            ],
          },
        },
      },
    },
    done: { type: 'final' },
    cancelled: {
      type: 'final',
      entry: assign({ choice: null }),
    },
  },
});
