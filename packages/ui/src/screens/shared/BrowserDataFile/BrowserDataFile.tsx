// Export and import of what the browser keeps for the user, as a JSON file (docs/product.md#saved-searches,
// decision 056): the way to take data that lives in one browser to another. Shared by the saved
// searches' window and the user details page, so both ask and tell the same way.
import { BROWSER_DATA_IMPORTED, BROWSER_DATA_IMPORT_FAILED } from '@cnpj/domain';
import { Download, Upload } from 'lucide-react';
import { useRef } from 'react';
import { Banner } from '../../../components/Banner';
import { Button } from '../../../components/Button';
import styles from './BrowserDataFile.module.css';

/** The outcome of the last import of a file, told until the next one. */
export type ImportOutcome = { kind: 'imported' } | { kind: 'failed' };

/** Props of {@link BrowserDataFile}. */
export interface BrowserDataFileProps {
  /** What the buttons name, e.g. "pesquisas" ("Exportar pesquisas", "Importar pesquisas"). */
  what: string;
  onExport: () => void;
  onImport: (file: File) => void;
  importOutcome?: ImportOutcome | null;
}

/** "Exportar …" and "Importar …" (a JSON file), and what the last import did. */
export function BrowserDataFile({ what, onExport, onImport, importOutcome }: BrowserDataFileProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.file}>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" icon={<Download size={16} />} onClick={onExport}>
          {`Exportar ${what}`}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={<Upload size={16} />}
          onClick={() => input.current?.click()}
        >
          {`Importar ${what}`}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          className={styles.input}
          aria-label={`Arquivo para importar ${what}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so choosing the same file again imports it again.
            event.target.value = '';
            if (file) onImport(file);
          }}
        />
      </div>
      {importOutcome?.kind === 'failed' && (
        <Banner variant="error">{BROWSER_DATA_IMPORT_FAILED}</Banner>
      )}
      {importOutcome?.kind === 'imported' && (
        <Banner variant="success">{BROWSER_DATA_IMPORTED}</Banner>
      )}
    </div>
  );
}
