import type { ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import type { HostEvent, HostNotice, ParentCartMessage } from '../host';
import type { LoginCookies } from '../../api/loginCookies';
import type { ParentRequests } from '../../api/parent/protocol';
import type {
  AuthenticatedUser,
  AuthInput,
  AuthOutput,
  GuestDetails,
  LoginSource,
} from '../auth/auth.types';
import type { AuthChart } from '../auth/load';
import type { Prize } from '../auth/auth.types';
import type {
  BookingInput,
  BookingOutput,
  BookingReport,
  Identity,
} from '../booking/booking.types';
import type { BookingChartName, BookingCharts } from '../booking/load';
import type { LazyRefs } from '../lazy/lazyChild';
import type { PaymentReport } from '../payment/report';
import type { ResumeChart } from '../resume/load';
import type { ResumeInput, ResumeOutput, ResumeReport } from '../resume/resume.types';
import type { ServicesChart } from '../services/load';
import type { PremiumChart } from '../premium/load';
import type { MyBookingsChart } from '../myBookings/load';
import type { OrderChart, WholeCartChart } from '../cart/load';
import type { OrderFlowReport, OrderInput } from '../cart/order.machine';
import type { VoucherFlowReport } from '../voucher/voucher.machine';
import type { WholeCartChoice } from '../cart/wholeCart.machine';
import type { MyBookingsInput } from '../myBookings/myBookings.machine';
import type { PremiumInput } from '../premium/premium.machine';
import type { ServiceChoice, ServicesInput } from '../services/services.machine';
import type { DefaultView, WidgetContext, WidgetStart } from '../rules/context';
import type { FlowState } from '../../domain/flowState';

export type EntityConfig = components['schemas']['EntityConfig'];

export interface WidgetInput {
  context: WidgetContext;
  start: WidgetStart;
  flow: FlowState;
  /** The page's host name: the entity is looked up by it (SPEC 1). */
  hostname: string;
}

/** The signed-in user of SPEC 3 (User): the profile, its prizes, the token and the login source. */
export type SignedInUser = AuthenticatedUser & { loginSource: LoginSource };

export interface WidgetMachineContext {
  context: WidgetContext;
  start: WidgetStart;
  flow: FlowState;
  hostname: string;
  entity: EntityConfig | null;
  error: ErrorCode | null;
  /** Who is signed in; their id and token are also in `context` (the API context reads them). */
  user: SignedInUser | null;
  /** A visitor who continued as a guest (where allowGuestLogin is on). */
  guest: GuestDetails | null;
  /** The merchant service chosen in the service list, being booked. */
  service: ServiceChoice | null;
  /** The shop of the whole cart being ordered (the Cart view opened without a shop). */
  cartShopId: number | null;
  /**
   * The prizes used in this visit: never offered again in it, whatever a later read of the
   * prizes says (a middleware that lags may still list one as unused).
   */
  usedPrizeIds: number[];
  /** The charts loaded at run time that are running now, by the id each runs under. */
  refs: LazyRefs<WidgetCharts>;
}

export type WidgetMachineEvent =
  | { type: 'entity.retry' }
  | { type: 'view.show'; view: DefaultView }
  | { type: 'language.change'; language: string }
  | { type: 'context.update'; values: Record<string, string | number | boolean> }
  | { type: 'contact.prefill'; name?: string; phone?: string; email?: string }
  | { type: 'widget.close' }
  | { type: 'user.signOut' }
  | { type: 'user.signIn' }
  /** From the service list's "cannot be booked here": back to the list. */
  | { type: 'services.back' }
  /** A view's chart code did not arrive (the sign-in, the service list): load it again. */
  | { type: 'chart.retry' }
  /** From the personal area's profile: the user's profile as the middleware saved it. */
  | { type: 'user.profileChanged'; profile: Profile }
  /** From the premium chart: the membership is the user's now (their profile read again). */
  | { type: 'premium.joined'; identity: Identity }
  /**
   * What a booking reports: its sign-in and contact from the chart that runs it, the rest from
   * the booking chart itself, through the flow keeper (machines/flowKeeper.ts).
   */
  | BookingReport
  /** What a purchase reports: its payment under way, and its end. */
  | PaymentReport
  /** What an order reports: its step, transport and address, kept for a reload (or none). */
  | OrderFlowReport
  /** What a voucher purchase reports: its step and choices, kept for a reload (or none). */
  | VoucherFlowReport
  | { type: 'xstate.done.actor.booking'; output: BookingOutput }
  /** The user's prizes, read again after one was used. */
  | { type: 'xstate.done.actor.refreshPrizes'; output: Prize[] }
  /** What the charts loaded at run time (spawned as `auth`, `services`) end with. */
  | { type: 'xstate.done.actor.auth'; output: AuthOutput }
  | { type: 'xstate.error.actor.auth'; error: unknown }
  | { type: 'xstate.done.actor.services'; output: ServiceChoice }
  /** The order chart (loaded at run time, spawned as `order`): the visitor went back. */
  | { type: 'xstate.done.actor.order'; output: unknown }
  /** The whole cart's chart (loaded at run time, spawned as `wholeCart`): a shop to order. */
  | { type: 'xstate.done.actor.wholeCart'; output: WholeCartChoice }
  /** What was under way at start, settled (loaded at run time, spawned as `resume`). */
  | { type: 'xstate.done.actor.resume'; output: ResumeOutput }
  /** The flow state as the resume chart left it, and a booking it found made. */
  | ResumeReport
  /** What a chart deep in the tree tells the host page or the parent window (machines/host.ts). */
  | HostEvent;

/** The signed-in user's profile (SPEC 7), as the middleware has it now. */
export type Profile = components['schemas']['User'];

export type { HostNotice } from '../host';

/**
 * What the widget tells the page around it, for the shell to carry out (ui/shell.ts listens with
 * `actor.on`): the host page's notices, the parent app's cart, the login cookies, the sign-in and
 * the reservation for the parent window. The chart itself touches neither.
 */
export type WidgetEmitted =
  | { type: 'notifyHost'; notice: HostNotice }
  | { type: 'tellParentCart'; message: ParentCartMessage }
  | { type: 'writeLoginCookies'; login: LoginCookies | null }
  | { type: 'clearLoginCookies' }
  | { type: 'setLoggedInUser'; payload: ParentRequests['setLoggedInUser']['payload'] }
  | { type: 'setReservationInfo'; payload: ParentRequests['setReservationInfo']['payload'] };

/**
 * The charts whose code is loaded at run time, started as children of the widget under these
 * ids: the sign-in as `auth`, the service list as `services`, … (each ends with
 * `xstate.done.actor.<id>`).
 */
export type WidgetCharts = {
  auth: { chart: AuthChart; input: AuthInput };
  services: { chart: ServicesChart; input: ServicesInput };
  premium: { chart: PremiumChart; input: PremiumInput };
  myBookings: { chart: MyBookingsChart; input: MyBookingsInput };
  resume: { chart: ResumeChart; input: ResumeInput };
  order: { chart: OrderChart; input: OrderInput };
  wholeCart: { chart: WholeCartChart; input: undefined };
  booking: { chart: BookingCharts[BookingChartName]; input: BookingInput };
};
