import type { WidgetActor } from './WidgetScreen';
import { createFlowContext } from '../flowContext';

/** The widget chart's actor for the parts of its frame and views (WidgetScreen puts it there). */
export const [WidgetProvider, useWidgetActor] = createFlowContext<WidgetActor>('widget');
