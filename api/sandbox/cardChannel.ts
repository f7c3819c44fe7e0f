import type { CardChoice, CardChoiceAnswer } from './cardPage';
import { getStore, sandbox } from './control';

/**
 * The in-page sandbox's side of the card page (cardPage.ts): the page, in a popup or another tab
 * of this origin, sends its choice on the channel; the tab whose store holds the payment records
 * it and answers the payment's status (`unknown` for a payment that is not by card). A choice
 * for a payment this store does not hold is another tab's: no answer. Returns the stop.
 */
export function answerCardChoices(channel: BroadcastChannel): () => void {
  const onMessage = ({ data }: MessageEvent<Partial<CardChoice> | null>) => {
    if (data?.type !== 'choice' || typeof data.payment !== 'string') return;
    if (data.outcome !== 'paid' && data.outcome !== 'cancelled') return;
    if (!getStore().payments.has(data.payment)) return;
    let status: string;
    try {
      status = sandbox.chooseCardOutcome(data.payment, data.outcome);
    } catch {
      status = 'unknown';
    }
    const answer: CardChoiceAnswer = { type: 'answer', payment: data.payment, status };
    channel.postMessage(answer);
  };
  channel.addEventListener('message', onMessage);
  return () => {
    channel.removeEventListener('message', onMessage);
    channel.close();
  };
}
