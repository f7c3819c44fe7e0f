// Tags on every message of the parent-window protocol, shared with the embed loader, which must
// stay tiny and so imports nothing else from the widget.
export const WIDGET_SOURCE = 'booking-widget';
export const HOST_SOURCE = 'booking-widget-host';
export const PROTOCOL_VERSION = 1;

/** The social sign-in providers a host page may run for the widget (socialLoginCheck). */
export const SOCIAL_PROVIDERS = ['facebook', 'google', 'apple'] as const;
