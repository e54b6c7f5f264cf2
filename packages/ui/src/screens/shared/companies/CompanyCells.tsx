// The three data cells of a company row (docs/product.md#screens-and-routes columns, #entities Company row), shared by table and cards.
import { createContext, useContext } from 'react';
import { Ban, CircleCheck } from 'lucide-react';
import { NAO_CONTATAR_ACTION, NAO_CONTATAR_UNDO, type components } from '@cnpj/domain';
import { CopyButton } from '../../../components/CopyButton';
import { SafeHtml } from '../../../components/SafeHtml';
import { formatDate } from '../../../format/dates';
import { formatAddress } from '../../../format/documents';
import { companyDisplayName, companySituacaoLabel } from '@cnpj/domain';
import { hasMarkup } from '../../../format/text';
import { CompanyName } from '../CompanyName';
import { NaoContatarMark } from '../NaoContatarNotice';
import { CompactPhones, CompanyContacts, CompanyEmail } from '../contacts';
import { CutText } from './CutText';
import styles from './CompanyCells.module.css';

/** A company row of a results page. */
export type CompanyRow = components['schemas']['EmpresaResumo'];

/** The detail page's address; opened in a new tab (docs/product.md#screens-and-routes). */
export const detailHref = (cnpj: string) => `/detalhes/${cnpj}`;

/**
 * The actions a row offers besides its links, given once by the screen to every row (table or
 * cards): "Não contatar" (docs/product.md#search "Only companies new to you"). Screens pass them to
 * {@link CompanyResults} as a prop; the context only carries them from there to the cells.
 */
export interface RowActions {
  onDoNotContact?: (row: CompanyRow) => void;
  /**
   * Rows on "Não contatar" that are shown (decision 057): with `onDoNotContact`, those put on it from
   * this page, the button pressed (its undo); without, a set chosen by name (a list, the bulk
   * lookup), marked.
   */
  doNotContactMarked?: ReadonlySet<string>;
}
export const RowActionsContext = createContext<RowActions>({});

/**
 * CNPJ linking to the detail page in a new tab, with a copy button ("Copiado!" for 2 s,
 * docs/product.md#screens-and-routes). Compact, "Não contatar" shows its mark alone (its name and
 * title stay), so the CNPJ's column leaves the names their room.
 */
export function CnpjCell({ row, compact = false }: { row: CompanyRow; compact?: boolean }) {
  const { onDoNotContact, doNotContactMarked } = useContext(RowActionsContext);
  const marked = doNotContactMarked?.has(row.cnpj) === true;
  return (
    <span className={styles.cnpj}>
      <a
        className={styles.cnpjLink}
        href={detailHref(row.cnpj)}
        data-detail-link
        target="_blank"
        rel="noopener noreferrer"
      >
        {row.cnpj_formatado}
      </a>
      <CopyButton text={row.cnpj_formatado} label={`Copiar CNPJ ${row.cnpj_formatado}`} iconOnly />
      {onDoNotContact && (
        <button
          type="button"
          className={styles.doNotContact}
          data-row-action="doNotContact"
          aria-label={`${NAO_CONTATAR_ACTION} ${row.cnpj_formatado}`}
          aria-pressed={marked}
          title={marked ? NAO_CONTATAR_UNDO : NAO_CONTATAR_ACTION}
          onClick={() => onDoNotContact(row)}
        >
          {marked ? (
            <CircleCheck size={14} aria-hidden="true" />
          ) : (
            <Ban size={14} aria-hidden="true" />
          )}
          {!compact && NAO_CONTATAR_ACTION}
        </button>
      )}
      {!onDoNotContact && marked && <NaoContatarMark compact={compact} />}
    </span>
  );
}

/** "RUA DAS FLORES, 123 - CENTRO" (docs/product.md#formats); a row's street carries no separate type. */
const address = (row: CompanyRow) => formatAddress(row);

/** The main CNAE: server HTML through the sanitiser, or as plain text when it holds no markup. */
function CnaeText({ html }: { html: string }) {
  if (hasMarkup(html)) return <SafeHtml as="span" className={styles.cnae} html={html} />;
  return <span className={styles.cnae}>{html}</span>;
}

/** "Situação: Ativa" (docs/product.md#enumerations: one company's status in the singular). */
const situacaoText = (row: CompanyRow) =>
  `Situação: ${companySituacaoLabel(row.situacao_cadastral)}`;

/** Resumo: the names (trade name first, decision 021), main CNAE (server HTML), opening date, status, place. */
export function SummaryCell({ row }: { row: CompanyRow }) {
  const place = placeText(row);
  const opened = formatDate(row.data_inicio_atividade);
  return (
    <div className={styles.summary}>
      <CompanyName company={row} />
      {row.cnae_principal && <CnaeText html={row.cnae_principal} />}
      <span className={styles.meta}>
        {opened && <span>Abertura: {opened}</span>}
        <span>{situacaoText(row)}</span>
        {place && <span>{place}</span>}
      </span>
      {address(row) && <span className={styles.address}>{address(row)}</span>}
    </div>
  );
}

/** "CAMPINAS/SP": a row's place. */
const placeText = (row: CompanyRow) => [row.municipio, row.uf].filter(Boolean).join('/');

/** The compact Empresa: the names on one line, shown whole on hover and focus when cut. */
export function CompactNameCell({ row }: { row: CompanyRow }) {
  const name = companyDisplayName(row);
  const full = name === row.razao_social ? name : `${name} · ${row.razao_social}`;
  return (
    <CutText full={full}>
      <CompanyName company={row} inline />
    </CutText>
  );
}

/** The compact Município/UF, shown whole on hover and focus when cut. */
export function CompactPlaceCell({ row }: { row: CompanyRow }) {
  const place = placeText(row);
  return place === '' ? null : <CutText full={place}>{place}</CutText>;
}

/** The compact Situação: the status alone, its column says what it is. */
export const compactSituacao = (row: CompanyRow) => companySituacaoLabel(row.situacao_cadastral);

/** The compact Abertura: "05/03/2024", never cut (its column fits it). */
export const compactOpened = (row: CompanyRow) => formatDate(row.data_inicio_atividade);

/** Contato: the company's phones and e-mail, as every screen shows them (docs/product.md#contacts). */
export function ContactCell({ row }: { row: CompanyRow }) {
  return <CompanyContacts company={row} />;
}

/** The compact Telefone: the first phone and its links, the others counted (docs/product.md#contacts). */
export function CompactPhoneCell({ row }: { row: CompanyRow }) {
  return <CompactPhones company={row} />;
}

/** The compact E-mail: the address as a link, cut to its column, and its label's mark. */
export function CompactEmailCell({ row }: { row: CompanyRow }) {
  return row.email ? <CompanyEmail email={row.email} compact /> : null;
}
