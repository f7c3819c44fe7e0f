import type { ReactElement } from 'react';

/**
 * Merchant or visitor text (a name, an email, a phone) to place in a translated message. `<Trans>`
 * reads its string values as part of the message, so "</0>" inside a service's name would be
 * taken for the message's own markup; given as an element, the text is drawn as it is.
 */
export function asText(text: string): ReactElement {
  return <>{text}</>;
}
