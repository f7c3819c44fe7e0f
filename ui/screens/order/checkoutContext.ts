import type { CheckoutActor } from '../../../machines/checkout/checkout.selectors';
import { createFlowContext } from '../../flowContext';

/** The checkout's actor for the parts of its step (CheckoutStep puts it there). */
export const [CheckoutProvider, useCheckoutActor] = createFlowContext<CheckoutActor>('checkout');
