// The actions on every result of the search, each one concept: what starts it, whether it runs, and
// the question it asks first above 65.535 results (docs/product.md#limits-and-constants).
import type { Transfer } from './LongOperations';

/** An action on every result that asks first: its total, and whether the form differs from the search shown. */
export interface ConfirmationRequest {
  total: number;
  stale?: boolean;
}

/** An action on every result of the search shown ("Excel", "Enviar todos para lista"). */
export interface ResultsAction {
  onRequest: () => void;
  /** Under way: its button shows busy. */
  running?: boolean;
  /** Set while the action awaits its confirmation; null or omitted asks nothing. */
  confirmation?: ConfirmationRequest | null;
  onConfirm?: () => void;
  onCancel?: () => void;
}

/** "Exportar para CRM" (docs/product.md#exporting-to-a-crm): the app opens its dialog, which applies the free plan's rule itself. */
export interface CrmExportAction {
  onRequest: () => void;
  /** Every result is being loaded for the CRM file. */
  running?: boolean;
}

/** Long answers under way, with how far they are (docs/product.md#search "Long operations"), and their "Cancelar". */
export interface Transfers {
  running: readonly Transfer[];
  onCancel: (kind: Transfer['kind']) => void;
}
