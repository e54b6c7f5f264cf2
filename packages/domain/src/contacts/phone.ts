// docs/product.md#contacts: a phone's kind is read from its digits alone; the stored number is never
// rewritten, only the links dial an old mobile with its 9.
import { formatPhone } from '../formats/phone';
import { onlyDigits } from '../text';

/** Landline, mobile, or an 8-digit mobile from before the 9 was added. */
export type PhoneKind = 'fixo' | 'celular' | 'celular_antigo';

/**
 * The kind of a number from its digits: 8 digits starting 2–5 is a landline, 9 digits starting 9 a
 * mobile, 8 digits starting 6–9 an old mobile; anything else has no kind (null).
 */
export function phoneKind(number: string | null | undefined): PhoneKind | null {
  const digits = onlyDigits(number);
  if (/^[2-5]\d{7}$/.test(digits)) return 'fixo';
  if (/^9\d{8}$/.test(digits)) return 'celular';
  if (/^[6-9]\d{7}$/.test(digits)) return 'celular_antigo';
  return null;
}

/** The area code's two digits ("011" -> "11"), or '' when it is not a valid one. */
export function areaCode(ddd: string | null | undefined): string {
  const digits = onlyDigits(ddd).replace(/^0+(?=\d{2}$)/, '');
  return /^[1-9]\d$/.test(digits) ? digits : '';
}

/** The number as it is dialled today: an old mobile gets its 9; any other is left as stored. */
export function dialNumber(number: string | null | undefined): string {
  const digits = onlyDigits(number);
  return phoneKind(digits) === 'celular_antigo' ? `9${digits}` : digits;
}

/** "tel:+551133334444"; without an area code, the number alone. '' when there is no number. */
export function telHref(ddd: string | null | undefined, number: string | null | undefined): string {
  const dial = dialNumber(number);
  if (dial === '') return '';
  const area = areaCode(ddd);
  return area === '' ? `tel:${dial}` : `tel:+55${area}${dial}`;
}

/**
 * "https://wa.me/5511987654321" for a mobile (an old one with its 9), with the greeting as ?text=;
 * null for a landline, a number of no kind, or one without an area code (WhatsApp needs it).
 */
export function whatsappUrl(
  ddd: string | null | undefined,
  number: string | null | undefined,
  text?: string,
): string | null {
  const kind = phoneKind(number);
  const area = areaCode(ddd);
  if (area === '' || (kind !== 'celular' && kind !== 'celular_antigo')) return null;
  const url = `https://wa.me/55${area}${dialNumber(number)}`;
  return text?.trim() ? `${url}?text=${encodeURIComponent(text.trim())}` : url;
}

/** One phone of a company, ready for a screen or a spreadsheet. */
export interface PhoneContact {
  /** As stored, formatted: "(11) 8765-4321". */
  formatted: string;
  kind: PhoneKind | null;
  /** An old mobile as dialled today, "(11) 98765-4321"; null for any other kind. */
  withNine: string | null;
  tel: string;
  /** The WhatsApp link without greeting, or null. */
  whatsapp: string | null;
}

/** A phone's format, kind and links; null when there is no number (null or "-"). */
export function phoneContact(
  ddd: string | null | undefined,
  number: string | null | undefined,
): PhoneContact | null {
  const formatted = formatPhone(ddd, number);
  if (formatted === '') return null;
  const kind = phoneKind(number);
  return {
    formatted,
    kind,
    withNine: kind === 'celular_antigo' ? formatPhone(ddd, dialNumber(number)) : null,
    tel: telHref(ddd, number),
    whatsapp: whatsappUrl(ddd, number),
  };
}

/** A company's phones in the register (two numbers and the fax). */
export interface CompanyPhones {
  ddd1: string | null;
  fone1: string | null;
  ddd2: string | null;
  fone2: string | null;
  ddd_fax?: string | null;
  fax?: string | null;
}

/** The company's phones (1, 2, then the fax), missing ones left out. */
export function companyPhones(company: CompanyPhones): PhoneContact[] {
  return [
    phoneContact(company.ddd1, company.fone1),
    phoneContact(company.ddd2, company.fone2),
    phoneContact(company.ddd_fax, company.fax),
  ].filter((phone): phone is PhoneContact => phone !== null);
}

/** The company's first WhatsApp link (phones before the fax), without greeting; '' when none. */
export function companyWhatsapp(company: CompanyPhones): string {
  return companyPhones(company).find((phone) => phone.whatsapp)?.whatsapp ?? '';
}

/** The greeting with the company's name in place of {empresa}. */
export function greetingFor(template: string, companyName: string): string {
  return template.split('{empresa}').join(companyName);
}
