// The three data cells of a company row (docs/product.md#screens-and-routes columns, #entities Company row), shared by table and cards.
import { createContext, useContext } from 'react';
import { Ban } from 'lucide';
import { NAO_CONTATAR_ACTION, type components } from '@cnpj/domain';
import { CopyButton } from '../../../components/CopyButton';
import { Glyph } from '../../../components/Glyph';
import { SafeHtml } from '../../../components/SafeHtml';
import { formatDate } from '../../../format/dates';
import { formatAddress, formatPhone } from '../../../format/documents';
import { companyPhones, companySituacaoLabel } from '@cnpj/domain';
import { hasMarkup } from '../../../format/text';
import { companyDisplayName } from '../../DetailScreen/links';
import { CompanyName } from '../../shared/CompanyName';
import { EmailLabelBadge, EmailWithLabel, PhoneLinks } from '../../shared/contacts';
import { CutText } from './CutText';
import styles from './CompanyCells.module.css';

/** A company row of a results page. */
export type CompanyRow = components['schemas']['EmpresaResumo'];

/** The detail page's address; opened in a new tab (docs/product.md#screens-and-routes). */
export const detailHref = (cnpj: string) => `/detalhes/${cnpj}`;

/**
 * The actions a row offers besides its links, given once by the screen to every row (table or
 * cards): "Não contatar" (docs/product.md#search "Only companies new to you").
 */
export interface RowActions {
  onDoNotContact?: (row: CompanyRow) => void;
}
export const RowActionsContext = createContext<RowActions>({});

/** CNPJ linking to the detail page in a new tab, with a copy button ("Copiado!" for 2 s, docs/product.md#screens-and-routes). */
export function CnpjCell({ row }: { row: CompanyRow }) {
  const { onDoNotContact } = useContext(RowActionsContext);
  return (
    <span className={styles.cnpj}>
      <a
        className={styles.cnpjLink}
        href={detailHref(row.cnpj)}
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
          aria-label={`${NAO_CONTATAR_ACTION} ${row.cnpj_formatado}`}
          title={NAO_CONTATAR_ACTION}
          onClick={() => onDoNotContact(row)}
        >
          <Glyph icon={Ban} size={14} />
          {NAO_CONTATAR_ACTION}
        </button>
      )}
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

/** The row's phones, formatted; docs/product.md#entities: null or "-" numbers are left out. */
export function rowPhones(row: CompanyRow): string[] {
  const pairs: [string | null, string | null][] = [
    [row.ddd1, row.fone1],
    [row.ddd2, row.fone2],
    [row.ddd_fax, row.fax],
  ];
  return pairs.map(([ddd, number]) => formatPhone(ddd, number)).filter((phone) => phone !== '');
}

/**
 * An e-mail address on one line: never broken mid-word, cut with an ellipsis when the column is too
 * narrow. The whole address shows on hover and on keyboard focus (it is focusable for that), and
 * stays in the text, so it is read whole and can be selected and copied.
 */
export function EmailText({ email }: { email: string }) {
  return (
    <span className={styles.email} tabIndex={0} data-full={email}>
      <span className={styles.emailText}>{email}</span>
    </span>
  );
}

/** Contato: phones you can call or message, and the e-mail with its label (docs/product.md#contacts). */
export function ContactCell({ row }: { row: CompanyRow }) {
  const name = companyDisplayName(row);
  return (
    <div className={styles.contact}>
      {companyPhones(row).map((phone, index) => (
        <PhoneLinks key={`${index}-${phone.formatted}`} phone={phone} companyName={name} />
      ))}
      {row.email && (
        <EmailWithLabel email={row.email}>
          <EmailText email={row.email} />
        </EmailWithLabel>
      )}
    </div>
  );
}

/**
 * The compact Contato: the first phone and its links (the others counted, listed on hover), the
 * e-mail and its label, on one line.
 */
export function CompactContactCell({ row }: { row: CompanyRow }) {
  const [first, ...others] = companyPhones(row);
  const more = others.map((phone) => phone.formatted);
  return (
    <div className={styles.line}>
      {first && (
        <span className={styles.phone}>
          <PhoneLinks phone={first} companyName={companyDisplayName(row)} compact />
        </span>
      )}
      {more.length > 0 && (
        <span className={styles.more} title={more.join(', ')}>
          <span aria-hidden="true">+{more.length}</span>
          <span className={styles.visuallyHidden}>{more.join(', ')}</span>
        </span>
      )}
      {row.email && <EmailText email={row.email} />}
      {row.email && (
        <span className={styles.phone}>
          <EmailLabelBadge email={row.email} />
        </span>
      )}
    </div>
  );
}
