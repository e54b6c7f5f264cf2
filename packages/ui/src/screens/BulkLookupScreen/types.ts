import type { BulkItem, TableColumn } from '@cnpj/domain';

/** Where a run is. */
export type BulkPhase = 'idle' | 'running' | 'done' | 'cancelled';

/** The runs as the screen shows them (the app's run state). */
export interface BulkRunView {
  phase: BulkPhase;
  /** Every CNPJ of the run in the order given, the invalid ones last. */
  items: BulkItem[];
  /** CNPJs answered of `total`. */
  done: number;
  total: number;
  /** The backend lacks the bulk call: each CNPJ is read on its own. */
  fallback: boolean;
}

/** An uploaded table, read. */
export interface BulkTable {
  rows: string[][];
  columns: TableColumn[];
  hasHeader: boolean;
  /** The column found to hold the CNPJs; null when the user must pick. */
  chosen: number | null;
}

/** The uploaded file: being read, refused with a message, or read as a table. */
export type BulkFileView =
  | { name: string; kind: 'reading' }
  | { name: string; kind: 'error'; message: string }
  | { name: string; kind: 'table'; table: BulkTable };

/** What the user gives: the typed text and the uploaded file with its CNPJ column. */
export interface BulkInputFields {
  text: string;
  onTextChange: (text: string) => void;
  file: BulkFileView | null;
  onFileChosen: (file: File) => void;
  onFileClear: () => void;
  /** The file's column holding the CNPJs (the found one until the user picks). */
  column: number | null;
  onColumnChange: (index: number) => void;
}
