// docs/product.md#exporting-to-a-crm: the preset and the ticked columns of each preset, remembered per
// user in this browser (decision 056), so the next export starts as the last one was set.
import { DEFAULT_CRM_PRESET, crmColumnChoice, isCrmPresetId, type CrmPresetId } from '@cnpj/domain';
import { persistedState, usePersistedState } from '../../services/persisted-state';

/** The localStorage key of the choice. */
export const CRM_CHOICE_KEY = 'crmExportChoice';

/** The preset last used and the columns last ticked for each preset. */
interface StoredChoice {
  preset: CrmPresetId;
  columns: Partial<Record<CrmPresetId, string[]>>;
}

/** The choice, per user (decision 056); nothing stored or something unreadable: the default preset. */
const choiceState = persistedState<StoredChoice>({
  key: CRM_CHOICE_KEY,
  perUser: true,
  defaultValue: { preset: DEFAULT_CRM_PRESET, columns: {} },
  codec: {
    decode(stored) {
      if (typeof stored !== 'object' || stored === null) return undefined;
      const { preset, columns } = stored as Record<string, unknown>;
      return {
        preset: isCrmPresetId(preset) ? preset : DEFAULT_CRM_PRESET,
        columns: typeof columns === 'object' && columns !== null ? columns : {},
      };
    },
  },
});

/** The preset, its ticked columns, and their setters, persisted. */
export function useCrmChoice() {
  const [choice, update] = usePersistedState(choiceState);
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
