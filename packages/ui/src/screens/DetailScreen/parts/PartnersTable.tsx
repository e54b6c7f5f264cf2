import { ExternalLink } from 'lucide-react';
import type { DataTableColumn, DataTableLayout } from '../../../components/DataTable';
import { formatDate, orNotInformed } from '../../../format';
import { NO_PARTNERS_MESSAGE, faixaEtariaLabel, formatCnpj } from '@cnpj/domain';
import { linkedInSearchUrl } from '../links';
import type { Socio } from '../types';
import { SectionTable } from './SectionTable';
import styles from './parts.module.css';

// Module-level, so the rows are not redrawn with every parent render (a row's cells follow its columns).
const columns: readonly DataTableColumn<Socio>[] = [
  { id: 'nome', header: 'Nome', cell: (partner) => partner.nome_socio, className: styles.strong },
  {
    id: 'documento',
    header: 'CPF/CNPJ',
    cell: (partner) => orNotInformed(formatCnpj(partner.cnpj_cpf_socio)),
    className: styles.nowrap,
  },
  {
    id: 'qualificacao',
    header: 'Qualificação',
    cell: (partner) => orNotInformed(partner.desc_qualificacao),
  },
  {
    id: 'entrada',
    header: 'Data de entrada',
    cell: (partner) => orNotInformed(formatDate(partner.data_entrada_sociedade)),
  },
  {
    id: 'faixa',
    header: 'Faixa etária',
    cell: (partner) => faixaEtariaLabel(partner.faixa_etaria),
  },
  {
    id: 'linkedin',
    header: 'LinkedIn',
    cell: (partner) => (
      <a
        className={styles.externalLink}
        href={linkedInSearchUrl(partner.nome_socio)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Buscar ${partner.nome_socio} no LinkedIn`}
        data-print="hide"
      >
        <ExternalLink size={14} aria-hidden="true" />
        LinkedIn
      </a>
    ),
  },
];

const partnerId = (partner: Socio) => `${partner.nome_socio}-${partner.cnpj_cpf_socio ?? ''}`;

/**
 * docs/product.md#company-detail Partners: name, CPF/CNPJ, role, entry date, age range and a LinkedIn
 * search per partner. A table on wide screens; on a phone one card per partner, so the LinkedIn link
 * never sits off-screen to the right.
 */
export function PartnersTable({
  partners,
  layout,
}: {
  partners: readonly Socio[];
  layout?: DataTableLayout;
}) {
  return (
    <SectionTable
      title="Sócios"
      caption="Sócios"
      emptyMessage={NO_PARTNERS_MESSAGE}
      rows={partners}
      columns={columns}
      getRowId={partnerId}
      layout={layout}
    />
  );
}
