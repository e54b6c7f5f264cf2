import { useRef } from 'react';
import { Checkbox } from './Checkbox';
import { CnpjCell, ContactCell, SummaryCell, type CompanyRow } from './CompanyCells';
import { pageSelectionState, toggleOne, togglePage } from './selection';
import { useNarrowLayout, type ResultsLayout } from './useNarrowLayout';
import styles from './CompanyResults.module.css';

/** Props of {@link CompanyResults}. */
export interface CompanyResultsProps {
  rows: readonly CompanyRow[];
  selection: ReadonlySet<string>;
  onSelectionChange: (selection: Set<string>) => void;
  layout?: ResultsLayout;
}

const PAGE_CHECKBOX_LABEL = 'Selecionar todas as empresas desta página';

/** SPEC §2: the results page as a table on wide screens and as cards on narrow ones, with selection. */
export function CompanyResults({ rows, selection, onSelectionChange, layout = 'auto' }: CompanyResultsProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const narrow = useNarrowLayout(containerRef, layout);
  const cnpjs = rows.map((row) => row.cnpj);
  const pageState = pageSelectionState(selection, cnpjs);
  const pageCheckbox = (
    <Checkbox
      aria-label={PAGE_CHECKBOX_LABEL}
      checked={pageState === 'all'}
      indeterminate={pageState === 'some'}
      onCheckedChange={(checked) => onSelectionChange(togglePage(selection, cnpjs, checked))}
    />
  );
  const rowCheckbox = (row: CompanyRow) => (
    <Checkbox
      aria-label={`Selecionar ${row.razao_social}`}
      checked={selection.has(row.cnpj)}
      onCheckedChange={(checked) => onSelectionChange(toggleOne(selection, row.cnpj, checked))}
    />
  );

  return (
    <div ref={containerRef} className={styles.container} data-layout={narrow ? 'cards' : 'table'}>
      {narrow ? (
        <>
          <label className={styles.pageToggle}>
            {pageCheckbox}
            <span>Selecionar todas desta página</span>
          </label>
          <ul className={styles.cards} aria-label="Empresas encontradas">
            {rows.map((row) => (
              <li key={row.cnpj} className={styles.card} data-selected={selection.has(row.cnpj) || undefined}>
                <div className={styles.cardHead}>
                  {rowCheckbox(row)}
                  <CnpjCell row={row} />
                </div>
                <SummaryCell row={row} />
                <ContactCell row={row} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <table className={styles.table} aria-label="Empresas encontradas">
          <thead>
            <tr>
              <th scope="col" className={styles.selectColumn}>
                {pageCheckbox}
              </th>
              <th scope="col">CNPJ</th>
              <th scope="col">Resumo</th>
              <th scope="col">Contato</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.cnpj} data-selected={selection.has(row.cnpj) || undefined}>
                <td className={styles.selectColumn}>{rowCheckbox(row)}</td>
                <td>
                  <CnpjCell row={row} />
                </td>
                <td>
                  <SummaryCell row={row} />
                </td>
                <td>
                  <ContactCell row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
