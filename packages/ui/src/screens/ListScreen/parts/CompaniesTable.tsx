import { useId } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/Button';
import { formatCnpj, situacaoCadastralLabel } from '../../../format';
import { companyDisplayName } from '../../DetailScreen/links';
import type { EmpresaResumo } from '../types';
import styles from './parts.module.css';

/** Props of {@link CompaniesTable}. */
export interface CompaniesTableProps {
  rows: readonly EmpresaResumo[];
  /** Where a company's detail is (opened in a new tab, SPEC §2). */
  companyHref: (cnpj: string) => string;
  /** Removes a company; the column is hidden without it (the extension may be missing). */
  onRemove?: (cnpj: string) => void;
  /** CNPJs whose removal is in flight. */
  removing: readonly string[];
}

/** A page of the list's companies: CNPJ linking to the detail, name, place, status, remove. */
export function CompaniesTable({ rows, companyHref, onRemove, removing }: CompaniesTableProps) {
  const idPrefix = useId();
  return (
    <div className={styles.tableWrap} role="region" aria-label="Empresas da lista" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">CNPJ</th>
            <th scope="col">Empresa</th>
            <th scope="col">Município/UF</th>
            <th scope="col">Situação</th>
            {onRemove && <th scope="col">Ações</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = companyDisplayName(row);
            return (
              <tr key={row.cnpj}>
                <td className={styles.nowrap}>
                  <a href={companyHref(row.cnpj)} target="_blank" rel="noopener noreferrer">
                    {row.cnpj_formatado || formatCnpj(row.cnpj)}
                  </a>
                </td>
                <th scope="row" id={`${idPrefix}-${row.cnpj}`}>
                  {name}
                  {name !== row.razao_social && <span className={styles.secondary}>{row.razao_social}</span>}
                </th>
                <td>{[row.municipio, row.uf].filter(Boolean).join('/')}</td>
                <td>{situacaoCadastralLabel(row.situacao_cadastral)}</td>
                {onRemove && (
                  <td>
                    <Button
                      variant="ghost"
                      size="sm"
                      icon={<Trash2 />}
                      busy={removing.includes(row.cnpj)}
                      busyLabel="Removendo..."
                      aria-describedby={`${idPrefix}-${row.cnpj}`}
                      onClick={() => onRemove(row.cnpj)}
                    >
                      Remover
                    </Button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
