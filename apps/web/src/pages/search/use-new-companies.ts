// "Only companies new to you" on the search and detail pages
// (docs/product.md#search, #company-detail, decision 043).
import { NAO_CONTATAR_DONE } from '@cnpj/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { putOnNaoContatar, type NaoContatarApi } from './nao-contatar';

/**
 * Puts a company on "Não contatar"; `onOutcome` hears how it went (the done text, or that only this
 * browser keeps it). The company leaves the page at once either way.
 */
export function useDoNotContact(api: NaoContatarApi, onOutcome: (message: string) => void) {
  const client = useQueryClient();
  return useCallback(
    (cnpj: string) => void putOnNaoContatar(api, client, cnpj).then(onOutcome),
    [api, client, onOutcome],
  );
}

/** Only a failure is worth a dialog on the search: the row leaving the page says it was done. */
export const failureOnly = (tell: (message: string) => void) => (message: string) => {
  if (message !== NAO_CONTATAR_DONE) tell(message);
};
