// A list's companies on "Não contatar" (docs/product.md#my-lists, decision 057): the user chose this
// set, so they are shown, marked, and the page says what happens to them in the exports.
import { naoContatarInListText, naoContatarMarks } from '@cnpj/domain';
import type { ReactNode } from 'react';
import { Banner } from '../../../components/Banner';
import { RowActionsContext } from '../../shared/companies';

/** Props of {@link NaoContatarOnPage}. */
export interface NaoContatarOnPageProps {
  rows: readonly { cnpj: string }[];
  naoContatar?: ReadonlySet<string>;
  children: ReactNode;
}

const NONE: ReadonlySet<string> = new Set();

/** Marks the rows of `children` on "Não contatar", with the note above them. */
export function NaoContatarOnPage({ rows, naoContatar = NONE, children }: NaoContatarOnPageProps) {
  const marked = naoContatarMarks(rows, naoContatar);
  return (
    <RowActionsContext.Provider value={{ doNotContactMarked: marked }}>
      {marked.size > 0 && <Banner variant="info">{naoContatarInListText(marked.size)}</Banner>}
      {children}
    </RowActionsContext.Provider>
  );
}
