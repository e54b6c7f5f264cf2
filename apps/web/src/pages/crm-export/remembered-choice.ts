// docs/product.md#exporting-to-a-crm: the preset and the ticked columns of each preset, remembered per
// browser in localStorage, so the next export starts as the last one was set.
import { DEFAULT_CRM_PRESET, crmColumnChoice, isCrmPresetId, type CrmPresetId } from '@cnpj/domain';
import { useCallback, useState } from 'react';

/** The localStorage key of the choice. */
export const CRM_CHOICE_KEY = 'crmExportChoice';

/** The preset last used and the columns last ticked for each preset. */
interface StoredChoice {
  preset: CrmPresetId;
  columns: Partial<Record<CrmPresetId, string[]>>;
}

function readChoice(): StoredChoice {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CRM_CHOICE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) throw new Error('nothing stored');
    const { preset, columns } = stored as Record<string, unknown>;
    return {
      preset: isCrmPresetId(preset) ? preset : DEFAULT_CRM_PRESET,
      columns: typeof columns === 'object' && columns !== null ? columns : {},
    };
  } catch {
    // Nothing stored, something unreadable, or storage blocked: every column of the default preset.
    return { preset: DEFAULT_CRM_PRESET, columns: {} };
  }
}

function store(choice: StoredChoice): void {
  try {
    localStorage.setItem(CRM_CHOICE_KEY, JSON.stringify(choice));
  } catch {
    // Not remembered, but the choice still holds for this visit.
  }
}

/** The preset, its ticked columns, and their setters, persisted. */
export function useCrmChoice() {
  const [choice, setChoice] = useState(readChoice);
  const update = useCallback((next: (current: StoredChoice) => StoredChoice) => {
    setChoice((current) => {
      const updated = next(current);
      store(updated);
      return updated;
    });
  }, []);
  return {
    preset: choice.preset,
    columns: crmColumnChoice(choice.preset, choice.columns[choice.preset]),
    setPreset: (preset: CrmPresetId) => update((current) => ({ ...current, preset })),
    setColumns: (keys: string[]) =>
      update((current) => ({
        ...current,
        columns: { ...current.columns, [current.preset]: keys },
      })),
  };
}
