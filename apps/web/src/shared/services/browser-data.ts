// What the browser keeps for the signed-in user, as one JSON file to take to another browser
// (docs/product.md#saved-searches, decision 056). Each part is a persisted state and how an imported
// value joins the one kept: nothing kept is lost by an import.
import type { DownloadedFile } from '@cnpj/api-client';
import type { PersistedState } from './persisted-state';

/** The file's mark, so any other JSON file is refused. */
export const BROWSER_DATA_FORMAT = 'cnpj-dados-do-navegador';

/** One part of the file: its name there, what it writes, and the import of what it reads. */
export interface BrowserDataPart {
  name: string;
  exported(): unknown;
  /** What joins the imported value to the kept one; null when the value cannot be read. */
  importer(stored: unknown): (() => void) | null;
}

/** The part `name` of the file over a persisted state; `merge` joins an imported value to the kept one. */
export function browserDataPart<T>(
  name: string,
  state: PersistedState<T>,
  merge: (kept: T, imported: T) => T,
): BrowserDataPart {
  return {
    name,
    exported: () => {
      const value = state.read();
      return state.codec.encode ? state.codec.encode(value) : value;
    },
    importer(stored) {
      const imported = state.codec.decode(stored);
      return imported === undefined ? null : () => state.write((kept) => merge(kept, imported));
    },
  };
}

/** The file of `parts`, named after the day. */
export function exportBrowserData(
  parts: readonly BrowserDataPart[],
  now: Date = new Date(),
): DownloadedFile {
  const dados: Record<string, unknown> = {};
  for (const part of parts) dados[part.name] = part.exported();
  const file = { formato: BROWSER_DATA_FORMAT, versao: 1, exportado_em: now.toISOString(), dados };
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  return { blob, filename: `dados-do-navegador-${now.toISOString().slice(0, 10)}.json` };
}

/** The parts' data of a file's text; null when it is not such a file. */
function readFile(text: string): Record<string, unknown> | null {
  try {
    const file = JSON.parse(text) as Record<string, unknown> | null;
    if (file?.formato !== BROWSER_DATA_FORMAT || file.versao !== 1) return null;
    const { dados } = file;
    return typeof dados === 'object' && dados !== null ? (dados as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Joins a file's data into what is kept, part by part; false (and nothing changed) when the file is
 * not an export of this browser's data or one of its parts cannot be read.
 */
export function importBrowserData(parts: readonly BrowserDataPart[], text: string): boolean {
  const dados = readFile(text);
  if (!dados) return false;
  const known = parts.filter((part) => part.name in dados);
  const importers = known.map((part) => part.importer(dados[part.name]));
  if (known.length === 0 || importers.some((join) => join === null)) return false;
  for (const join of importers) join?.();
  return true;
}
