// docs/product.md#bulk-cnpj-lookup "Consultar CNPJs em lote": paste, type or upload CNPJs, see what was
// read, look them up, and take the companies onward. State comes in as props; what was typed stays
// while files come and go and runs start, fail or are cancelled.
import {
  BULK_EMPTY_MESSAGE,
  BULK_LOOKUP_TITLE,
  BULK_ONLY_INVALID_MESSAGE,
  columnCells,
  extractCnpjsFromCells,
  type BulkItem,
  type InvalidCnpj,
} from '@cnpj/domain';
import { useId, useState } from 'react';
import type { ResultsDensity } from '../shared/companies';
import { BulkInput } from './BulkInput';
import { BulkResults, type BulkTriage } from './BulkResults';
import type { BulkFileView, BulkInputFields, BulkRunView } from './types';
import type { LinkComponent } from '../shared/link';
import styles from './BulkLookupScreen.module.css';

/** Props of {@link BulkLookupScreen}. */
export interface BulkLookupScreenProps extends BulkInputFields {
  run: BulkRunView;
  /** Looks the valid CNPJs up; the invalid ones are listed with their reason. */
  onStart: (valid: string[], invalid: InvalidCnpj[]) => void;
  onCancel: () => void;
  onRetryFailed: () => void;
  /** The user's plan; the free plan sees the first 5 results. Unknown while loading. */
  plano?: string;
  /** "Adicionar à lista" with the found CNPJs (the selected ones, or all shown). */
  onAddToList: (cnpjs: string[]) => void;
  /** Downloads the not-found and invalid ones as a .csv. */
  onDownloadMissing: (items: BulkItem[]) => void;
  /** When given, "Exportar para CRM" shows in the results' toolbar. */
  onExportToCrm?: () => void;
  /** The companies on "Não contatar": marked among the found ones (decision 057). */
  naoContatar?: ReadonlySet<string>;
  density?: ResultsDensity;
  onDensityChange?: (density: ResultsDensity) => void;
  /** Renders the free plan's "Assinar" link: the app's router link (decision 070). */
  linkComponent?: LinkComponent;
  /** When given, "Triagem" over the found companies, with the selection the app keeps. */
  triage?: BulkTriage;
}

/** The typed lines and the file's column, read as one list of cells. */
function extractCnpjs(text: string, file: BulkFileView | null, column: number | null) {
  const cells = text.split(/\r?\n|\r/);
  if (file?.kind === 'table' && column !== null)
    cells.push(...columnCells(file.table.rows, column, file.table.hasHeader));
  return extractCnpjsFromCells(cells);
}

/** The bulk lookup screen. */
export function BulkLookupScreen(props: BulkLookupScreenProps) {
  const { text, file, column, run, onStart } = props;
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  const [ownDensity, setOwnDensity] = useState<ResultsDensity>('comfortable');
  const extracted = extractCnpjs(text, file, column);

  function submit() {
    const { valid, invalid } = extracted;
    if (valid.length === 0) {
      setError(invalid.length > 0 ? BULK_ONLY_INVALID_MESSAGE : BULK_EMPTY_MESSAGE);
      return;
    }
    setError(null);
    onStart(valid, invalid);
  }

  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <h1 id={titleId}>{BULK_LOOKUP_TITLE}</h1>
      <BulkInput
        {...props}
        onTextChange={(value) => {
          setError(null);
          props.onTextChange(value);
        }}
        extracted={extracted}
        error={error}
        busy={run.phase === 'running'}
        onSubmit={submit}
      />
      {run.phase !== 'idle' && (
        <BulkResults
          run={run}
          plano={props.plano}
          density={props.density ?? ownDensity}
          onDensityChange={props.onDensityChange ?? setOwnDensity}
          onCancel={props.onCancel}
          onRetryFailed={props.onRetryFailed}
          onAddToList={props.onAddToList}
          onDownloadMissing={props.onDownloadMissing}
          onExportToCrm={props.onExportToCrm}
          naoContatar={props.naoContatar}
          linkComponent={props.linkComponent}
          triage={props.triage}
        />
      )}
    </section>
  );
}
