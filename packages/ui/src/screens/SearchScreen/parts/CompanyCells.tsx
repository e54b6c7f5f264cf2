// The three data cells of a company row (docs/product.md#screens-and-routes columns, #entities Company row), shared by table and cards.
import type { components } from '@cnpj/domain';
import { CopyButton } from '../../../components/CopyButton';
import { SafeHtml } from '../../../components/SafeHtml';
import { formatDate } from '../../../format/dates';
import { formatPhone } from '../../../format/documents';
import { companySituacaoLabel } from '@cnpj/domain';
import { hasMarkup, isHiddenNomeFantasia } from '../../../format/text';
import styles from './CompanyCells.module.css';

/** A company row of a results page. */
export type CompanyRow = components['schemas']['EmpresaResumo'];

/** The detail page's address; opened in a new tab (docs/product.md#screens-and-routes). */
export const detailHref = (cnpj: string) => `/detalhes/${cnpj}`;

/** CNPJ linking to the detail page in a new tab, with a copy button ("Copiado!" for 2 s, docs/product.md#screens-and-routes). */
export function CnpjCell({ row }: { row: CompanyRow }) {
  return (
    <span className={styles.cnpj}>
      <a className={styles.cnpjLink} href={detailHref(row.cnpj)} target="_blank" rel="noopener noreferrer">
        {row.cnpj_formatado}
      </a>
      <CopyButton text={row.cnpj_formatado} label={`Copiar CNPJ ${row.cnpj_formatado}`} iconOnly />
    </span>
  );
}

/** "Rua X, 10 - Centro" from whichever address parts exist. */
function address(row: CompanyRow): string {
  const street = [row.logradouro, row.numero].filter(Boolean).join(', ');
  return [street, row.bairro].filter(Boolean).join(' - ');
}

/** The main CNAE: server HTML through the sanitiser, or as plain text when it holds no markup. */
function CnaeText({ html }: { html: string }) {
  if (hasMarkup(html)) return <SafeHtml as="span" className={styles.cnae} html={html} />;
  return <span className={styles.cnae}>{html}</span>;
}

/** Resumo: legal name, trade name unless hidden, main CNAE (server HTML), opening date, status, place. */
export function SummaryCell({ row }: { row: CompanyRow }) {
  const tradeName = row.nome_fantasia && !isHiddenNomeFantasia(row.nome_fantasia) ? row.nome_fantasia : null;
  const place = [row.municipio, row.uf].filter(Boolean).join('/');
  const opened = formatDate(row.data_inicio_atividade);
  return (
    <div className={styles.summary}>
      <span className={styles.name}>{row.razao_social}</span>
      {tradeName && <span className={styles.tradeName}>{tradeName}</span>}
      {row.cnae_principal && <CnaeText html={row.cnae_principal} />}
      <span className={styles.meta}>
        {opened && <span>Abertura: {opened}</span>}
        <span>Situação: {companySituacaoLabel(row.situacao_cadastral)}</span>
        {place && <span>{place}</span>}
      </span>
      {address(row) && <span className={styles.address}>{address(row)}</span>}
    </div>
  );
}

/** The row's phones, formatted; docs/product.md#entities: null or "-" numbers are left out. */
export function rowPhones(row: CompanyRow): string[] {
  const pairs: [string | null, string | null][] = [
    [row.ddd1, row.fone1],
    [row.ddd2, row.fone2],
    [row.ddd_fax, row.fax],
  ];
  return pairs.map(([ddd, number]) => formatPhone(ddd, number)).filter((phone) => phone !== '');
}

/** Contato: phones and e-mail. */
export function ContactCell({ row }: { row: CompanyRow }) {
  const phones = rowPhones(row);
  return (
    <div className={styles.contact}>
      {phones.map((phone) => (
        <span key={phone}>{phone}</span>
      ))}
      {row.email && <span className={styles.email}>{row.email}</span>}
    </div>
  );
}
