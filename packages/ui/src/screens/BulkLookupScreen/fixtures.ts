// Story data of the bulk lookup: the search's company rows with the head-office flag.
import {
  findCnpjColumn,
  formatCnpj,
  withCheckDigits,
  type BulkCompany,
  type BulkItem,
  type BulkStatus,
} from '@cnpj/domain';
import { buildRow } from '../shared/companies/fixtures';
import type { BulkFileView, BulkRunView } from './types';

/** Found company `index`: every third a branch, every fourth no longer active. */
export function foundItem(index: number): BulkItem {
  const row = buildRow(index, index % 4 === 3 ? { situacao_cadastral: '08' } : {});
  return {
    cnpj: row.cnpj,
    status: 'encontrada',
    company: { ...row, identificador_matriz_filial: index % 3 === 2 ? '2' : '1' },
  };
}

/**
 * Found company `index` with an alphanumeric CNPJ and, as a backend may answer it, without the
 * register's matriz/filial flag: "Somente matrizes" cannot judge it (docs/product.md#bulk-cnpj-lookup).
 */
export function unflaggedItem(index: number): BulkItem {
  const cnpj = withCheckDigits(`12ABC34${index % 10}01DE`);
  const { identificador_matriz_filial: _flag, ...company } = foundItem(index).company!;
  void _flag;
  return {
    cnpj,
    status: 'encontrada',
    company: { ...company, cnpj, cnpj_formatado: formatCnpj(cnpj) } as BulkCompany,
  };
}

const other = (cnpj: string, status: BulkStatus, reason?: string): BulkItem =>
  reason ? { cnpj, status, reason } : { cnpj, status };

/** A finished run: `found` companies, 2 not found, 1 invalid, `failed` failures. */
export function finishedRun(found: number, failed = 0, overrides: Partial<BulkRunView> = {}) {
  const items: BulkItem[] = [
    ...Array.from({ length: found }, (_, index) => foundItem(index)),
    other('99123456000150', 'nao_encontrada'),
    other('99765432000108', 'nao_encontrada'),
    ...Array.from({ length: failed }, (_, index) =>
      other(`4433221100${String(index).padStart(2, '0')}91`, 'falhou'),
    ),
    other('11.222.333/0001', 'invalida', 'CNPJ deve conter 14 dígitos'),
  ];
  const total = items.length - 1;
  return {
    phase: 'done',
    items,
    done: total,
    total,
    fallback: false,
    ...overrides,
  } satisfies BulkRunView;
}

/** A run midway: `done` of `total` answered, the rest waiting. */
export function runningRun(done: number, total: number): BulkRunView {
  const items: BulkItem[] = Array.from({ length: total }, (_, index) =>
    index < done ? foundItem(index) : { cnpj: buildRow(index).cnpj, status: 'pendente' },
  );
  return { phase: 'running', items, done, total, fallback: true };
}

/** A file read as a table. */
export function tableFile(name: string, rows: string[][]): BulkFileView {
  const { columns, hasHeader, chosen } = findCnpjColumn(rows);
  return { name, kind: 'table', table: { rows, columns, hasHeader, chosen } };
}
