// Spreadsheet downloads (docs/product.md#calls, #limits-and-constants): the file names are the product's, whatever the server suggests.
// A list's file is named by the caller, after the list (docs/product.md#my-lists): the client knows only its id.

/** A downloaded file and the name it is saved under. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The search export's file name (docs/product.md#limits-and-constants). */
export const SEARCH_EXPORT_FILENAME = 'empresas.xlsx';

/** The browser pieces saveFile uses; injectable for tests. */
export interface SaveFileEnvironment {
  document: Pick<Document, 'createElement' | 'body'>;
  URL: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
}

/** Saves the file in the browser through an object URL and a temporary <a download>. */
export function saveFile(file: DownloadedFile, env: SaveFileEnvironment = globalThis): void {
  const url = env.URL.createObjectURL(file.blob);
  const link = env.document.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.style.display = 'none';
  env.document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoking on the next task lets the browser start the download first.
    setTimeout(() => env.URL.revokeObjectURL(url), 0);
  }
}
