// docs/product.md#calls: POST /api/obrigado once when the thank-you page opens, with the identity uid or a fixed
// placeholder; the answer is only logged (docs/product.md#errors). The conversion goes to analytics (docs/product.md#entities).
import { useEffect, useRef } from 'react';
import { logError } from '../../shared/lib/log';
import { api } from '../../shared/services/api';
import { analytics } from '../../shared/services/tracking';

/** The user_id sent when the uid is missing (docs/product.md#calls "a fixed placeholder text"). */
export const OBRIGADO_PLACEHOLDER_USER = 'usuario-nao-identificado';

async function record(userId: string): Promise<void> {
  let transactionId = `${userId}-${Date.now()}`;
  try {
    const answer = await api.recordObrigado(userId);
    console.info('Thank-you visit recorded', answer);
    transactionId = `obrigado-${answer.id}`;
  } catch (error) {
    logError('Failed to record the thank-you visit', error);
  }
  await analytics.trackConversion({
    category: 'subscription',
    label: 'obrigado',
    transaction_id: transactionId,
  });
}

/** Records the visit once per mount, once the backend session is ready (`ready`). */
export function useRecordObrigado(uid: string | null | undefined, ready: boolean): void {
  // A ref, not state: React StrictMode runs effects twice, and the record must be sent once.
  const sent = useRef(false);
  useEffect(() => {
    if (!ready || sent.current) return;
    sent.current = true;
    void record(uid || OBRIGADO_PLACEHOLDER_USER);
  }, [uid, ready]);
}
