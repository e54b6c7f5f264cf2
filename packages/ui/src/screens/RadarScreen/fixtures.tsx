// Story data of the Radar page: monitors at each point of their life (docs/product.md#radar), on the
// mock's releases (31/08, 30/09 and 31/10/2026; decision 067), and companies from the sample set the
// mock also answers (@cnpj/fixtures).
import {
  companyDisplayName,
  defaultFilters,
  toSearchCriteria,
  type RadarMonitor,
  type RadarMudanca,
  type SearchCriteria,
} from '@cnpj/domain';
import { sampleRow } from '@cnpj/fixtures';
import { useState } from 'react';
import { CompanyResults } from '../shared/companies';
import { buildRows } from '../shared/companies/fixtures';
import type { FilterWords } from '../shared/radar';
import type { RadarMonitorItem } from './types';

/** The criteria of a search of São Paulo's companies, as a saved search keeps them. */
const criteria = toSearchCriteria({ ...defaultFilters(), uf: 'SP' }) as SearchCriteria;

/** A monitor checked on 31/10/2026 with 12 new companies since the release marked as seen. */
export function buildMonitor(overrides: Partial<RadarMonitor> = {}): RadarMonitor {
  return {
    id: 'm-1',
    nome: 'Padarias Campinas',
    filtros: criteria,
    pausado: false,
    base_verificada: '2026-10-31',
    verificado_em: '2026-11-03T11:12:00Z',
    novas: 12,
    novas_desde: '2026-09-30',
    visto_ate: '2026-09-30',
    criado_em: '2026-09-15T10:00:00Z',
    ...overrides,
  };
}

/** The filters of "Padarias Campinas" in the search summary's words. */
export const bakeryFilters: readonly FilterWords[] = [
  { label: 'UF', value: 'SP' },
  { label: 'Cidades', value: 'Campinas' },
  { label: 'CNAEs', value: '4721102 - Padaria e confeitaria com predominância de revenda' },
  { label: 'Com telefone', value: '' },
];

/** A monitor as the page shows it. */
export function buildItem(
  monitor: Partial<RadarMonitor> = {},
  item: Partial<Omit<RadarMonitorItem, 'monitor'>> = {},
): RadarMonitorItem {
  return { monitor: buildMonitor(monitor), filters: bakeryFilters, ...item };
}

/** A second monitor, nothing new since the release of 31/10/2026. */
export const marketsNothingNew = buildItem(
  {
    id: 'm-2',
    nome: 'Mercados Sorocaba',
    novas: 0,
    novas_desde: '2026-10-31',
    visto_ate: '2026-10-31',
  },
  {
    filters: [
      { label: 'UF', value: 'SP' },
      { label: 'Cidades', value: 'Sorocaba' },
    ],
  },
);

/**
 * A queue's companies as results, the shared rows with their selection: the app composes the whole
 * results region (lists, files, "Não contatar") in this place.
 */
export function QueueResults({ count }: { count: number }) {
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  return (
    <CompanyResults
      rows={buildRows(count)}
      selection={selection}
      onSelectionChange={setSelection}
    />
  );
}

const company = (index: number) => {
  const row = sampleRow(index);
  return { cnpj: row.cnpj, nome: companyDisplayName(row), base: '2026-10-31' };
};

/** One change of each kind in a list, from the release of 30/09 to that of 31/10/2026. */
export const sampleChanges: readonly RadarMudanca[] = [
  { ...company(3), tipo: 'situacao', antes: 'Ativa', depois: 'Baixada' },
  { ...company(4), tipo: 'situacao', antes: 'Ativa', depois: 'Inapta' },
  { ...company(5), tipo: 'telefone_novo', antes: null, depois: '(19) 98765-4321' },
  { ...company(6), tipo: 'telefone_removido', antes: '(19) 3232-1010', depois: null },
  { ...company(7), tipo: 'email_novo', antes: null, depois: 'contato@padaria.com.br' },
  { ...company(8), tipo: 'email_removido', antes: 'vendas@mercado.com.br', depois: null },
  {
    ...company(9),
    tipo: 'endereco_novo',
    antes: 'Rua A, 10, Centro, Campinas/SP, 13010-000',
    depois: 'Av. Brasil, 200, Guanabara, Campinas/SP, 13070-000',
  },
];
