// The bulk lookup's triage (docs/product.md#triage, decision 078): the found companies shown, in their
// order, one at a time, opened in this page over the lookup kept as it is (its input, file, results,
// filters and selection live only in this page), and the companies selected in the triage handed back
// to the results' selection. The address gains "triagem", so the browser's Back leaves the triage too.
import type { BulkTriage, BulkTriageSet } from '@cnpj/ui/screens/BulkLookupScreen';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { TriageSetInput } from '../../shared/triage/set';

/** The address's mark of the triage shown. */
const TRIAGE_PARAM = 'triagem';

const stay = () => undefined;

/** "Triagem" for the screen, and the triage's set while it is shown (null: the lookup is shown). */
export function useBulkTriage(): { screen: BulkTriage; triage: TriageSetInput | null } {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [set, setSet] = useState<BulkTriageSet | null>(null);
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => new Set());
  const shown = set !== null && params.has(TRIAGE_PARAM);

  const open = (next: BulkTriageSet) => {
    setSet(next);
    navigate(`?${new URLSearchParams({ [TRIAGE_PARAM]: '1' })}`);
  };
  const back = (selected: ReadonlySet<string>) => {
    setSelection(selected);
    setSet(null);
    // The entry the triage added goes, so Back after leaving does not open it again.
    navigate(-1);
  };

  const triage: TriageSetInput | null =
    shown && set
      ? {
          source: 'bulk',
          page: 1,
          read: {
            data: { rows: set.companies, total: set.companies.length, pages: 1 },
            failed: false,
            retry: stay,
          },
          cutByPlan: set.cutByPlan,
          turnTo: stay,
          onBack: back,
          initialSelection: selection,
          // Each X reaches the results as it is made, so the browser's Back loses none of them.
          keepSelection: setSelection,
        }
      : null;
  return { screen: { onOpen: open, selection, onSelectionChange: setSelection }, triage };
}
