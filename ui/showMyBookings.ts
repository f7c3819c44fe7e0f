import { createContext } from 'react';

/**
 * Opens the personal area (points, prizes and bookings) as the widget's navigation does; null
 * where the deployment does not offer that view. Screens deep in a flow (a booking's success)
 * link to it without holding the widget chart.
 */
export const ShowMyBookings = createContext<(() => void) | null>(null);
