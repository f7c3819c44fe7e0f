import { createContext } from 'react';
import type { HostLinks } from '../machines/rules/hostLinks';

/**
 * The host site's pages in the visitor's language (the widget chart's entity and language, read
 * with `selectHostLinks`), for any screen below the widget's frame; empty: no links. Kept apart
 * from the links themselves (ui/components/HostLinks.tsx), which load with the screens that show
 * them, not with the first screen.
 */
export const HostLinksContext = createContext<HostLinks>({});
