// docs/product.md#contacts: one rule labels an e-mail, so a prospector knows whom it reaches.
import { searchKey } from '../text';

/** Own domain, a free provider's mailbox, or probably the company's accountant. */
export type EmailLabel = 'dominio_proprio' | 'provedor_generico' | 'provavel_contador';

/** Free mailbox providers, by name: "gmail" covers gmail.com and gmail.com.br. */
const GENERIC_PROVIDERS = new Set([
  'gmail',
  'googlemail',
  'hotmail',
  'outlook',
  'live',
  'msn',
  'yahoo',
  'ymail',
  'uol',
  'bol',
  'terra',
  'ig',
  'globo',
  'globomail',
  'r7',
  'zipmail',
  'oi',
  'icloud',
  'me',
  'aol',
  'protonmail',
  'proton',
  'yandex',
  'gmx',
  'mail',
  'zoho',
]);

/** What an accountant's address says in it ("contab" also covers "contabil", "contabilidade"). */
const ACCOUNTANT_WORDS = /contab|escritorio/;

/** The address, trimmed and in lower case: the key two companies share. */
export function emailKey(email: string | null | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

/** The domain of an address ("vendas@acme.com.br" -> "acme.com.br"), or '' when it has none. */
export function emailDomain(email: string | null | undefined): string {
  const match = /^[^@\s]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)$/.exec(emailKey(email));
  return match?.[1] ?? '';
}

/** The provider's name: the domain without its suffix ("yahoo.com.br" -> "yahoo", "proton.me" -> "proton"). */
function providerName(domain: string): string {
  return domain.replace(/\.(com|net|org|me)(\.br)?$|\.br$/, '');
}

/**
 * The label of an address: "provável contador" when it reads contab or escritório or several
 * companies share it (`shared`), else "provedor genérico" for a free provider, else "domínio
 * próprio". null when it is not an address.
 */
export function emailLabel(
  email: string | null | undefined,
  shared: ReadonlySet<string> = new Set(),
): EmailLabel | null {
  const domain = emailDomain(email);
  if (domain === '') return null;
  const key = emailKey(email);
  if (ACCOUNTANT_WORDS.test(searchKey(key)) || shared.has(key)) return 'provavel_contador';
  if (GENERIC_PROVIDERS.has(providerName(domain))) return 'provedor_generico';
  return 'dominio_proprio';
}

/** A company as the sharing rule sees it. */
export interface CompanyEmail {
  cnpj: string;
  email: string | null;
}

/**
 * The addresses several companies of a page or list share. A head office and its branches (the
 * same CNPJ root, its first 8 characters) count as one company: they share their own address.
 */
export function sharedEmails(companies: readonly CompanyEmail[]): Set<string> {
  const roots = new Map<string, Set<string>>();
  for (const { cnpj, email } of companies) {
    const key = emailKey(email);
    if (emailDomain(key) === '') continue;
    const set = roots.get(key) ?? new Set<string>();
    set.add(cnpj.slice(0, 8));
    roots.set(key, set);
  }
  return new Set([...roots].filter(([, set]) => set.size > 1).map(([key]) => key));
}

/** The labeller of a page or list's rows: each address labelled knowing what the others share. */
export function emailLabeller(
  companies: readonly CompanyEmail[],
): (email: string | null | undefined) => EmailLabel | null {
  const shared = sharedEmails(companies);
  return (email) => emailLabel(email, shared);
}

/** The site of an own-domain address ("https://acme.com.br"), or null for any other label. */
export function emailSite(
  email: string | null | undefined,
  label: EmailLabel | null,
): string | null {
  return label === 'dominio_proprio' ? `https://${emailDomain(email)}` : null;
}

/** The address as a link that writes to it ("mailto:vendas@acme.com.br"), as stored, trimmed. */
export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}
