// "Only companies new to you" on the search and detail pages
// (docs/product.md#search, #company-detail, decisions 043 and 057).
import type { NaoContatarNote } from '@cnpj/ui/screens/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { putOnNaoContatar, undoNaoContatar, type NaoContatarOutcome } from './nao-contatar';

const NONE: ReadonlySet<string> = new Set();

/** What the search page keeps of its "Não contatar" uses, for the page on screen only. */
interface PageUses {
  /** The page (search id and number) they were made on. */
  page: string;
  kept: ReadonlySet<string>;
  puts: ReadonlyMap<string, NaoContatarOutcome>;
  note: NaoContatarNote | null;
}

/** A page's "Não contatar": the put (or undo), the companies kept in place and the message. */
export interface NaoContatarOnPage {
  put: (cnpj: string) => void;
  kept: ReadonlySet<string>;
  note: NaoContatarNote | null;
  dismiss: () => void;
}

/**
 * "Não contatar" on a results page (decision 057): the company stays in its place, marked, with a
 * message and "Desfazer", until the page changes; the undo takes it off the list and unmarks it in
 * place. `page` names the page on screen: another page starts with nothing kept and no message.
 */
export function useNaoContatarOnPage(page: string): NaoContatarOnPage {
  const client = useQueryClient();
  const [uses, setUses] = useState<PageUses | null>(null);
  const current = uses?.page === page ? uses : null;
  const busy = useRef(new Set<string>());

  const update = (change: (uses: PageUses) => PageUses) =>
    setUses((before) =>
      change(before?.page === page ? before : { page, kept: NONE, puts: new Map(), note: null }),
    );

  const undo = async (cnpj: string, put: NaoContatarOutcome) => {
    if (busy.current.has(cnpj)) return;
    busy.current.add(cnpj);
    const outcome = await undoNaoContatar(client, put).finally(() => busy.current.delete(cnpj));
    update((uses) => {
      if (!outcome.undone)
        return {
          ...uses,
          note: { message: outcome.message, onUndo: () => void undo(cnpj, put) },
        };
      const kept = new Set(uses.kept);
      kept.delete(cnpj);
      const puts = new Map(uses.puts);
      puts.delete(cnpj);
      return { ...uses, kept, puts, note: { message: outcome.message } };
    });
  };

  const put = async (cnpj: string) => {
    const done = current?.puts.get(cnpj);
    // The pressed button of a row kept in place is its undo.
    if (done) return undo(cnpj, done);
    if (busy.current.has(cnpj)) return;
    busy.current.add(cnpj);
    update((uses) => ({ ...uses, kept: new Set([...uses.kept, cnpj]) }));
    const outcome = await putOnNaoContatar(client, cnpj).finally(() => busy.current.delete(cnpj));
    update((uses) => ({
      ...uses,
      puts: new Map(uses.puts).set(cnpj, outcome),
      note: { message: outcome.message, onUndo: () => void undo(cnpj, outcome) },
    }));
  };

  const dismiss = () => update((uses) => ({ ...uses, note: null }));

  return {
    /** Puts a company of the page on the list (or, when it already went on it here, undoes that). */
    put: (cnpj: string) => void put(cnpj),
    /** The companies kept in their place, marked. */
    kept: current?.kept ?? NONE,
    note: current?.note ?? null,
    dismiss,
  };
}
