// pt-BR formatting and small helpers the console's parts share.
import type { BadgeVariant } from '@cnpj/ui/components/Badge';
import type { ConsoleUser } from './api.ts';

const integer = new Intl.NumberFormat('pt-BR');
const clock = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** 1234 -> "1.234". */
export const formatInteger = (value: number): string => integer.format(value);

/** An ISO instant as "14:03:27,512" (local time, with milliseconds). */
export function formatClock(iso: string): string {
  const date = new Date(iso);
  return `${clock.format(date)},${String(date.getMilliseconds()).padStart(3, '0')}`;
}

/** How a user is named on the page: their e-mail, else their uid. */
export const userName = (user: Pick<ConsoleUser, 'email' | 'uid'>): string =>
  user.email ?? user.uid;

/** "1 empresa" / "6 empresas". */
export const companies = (count: number): string =>
  `${formatInteger(count)} ${count === 1 ? 'empresa' : 'empresas'}`;

/** A path as a person reads it: percent-escapes decoded when they decode. */
export function readablePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** 12345 -> "12,1 KB"; 1 -> "1 byte". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${formatInteger(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${decimal.format(bytes / 1024)} KB`;
  return `${decimal.format(bytes / (1024 * 1024))} MB`;
}

/** The files the mock sends, by their media type (the spreadsheets are the binary bodies QA meets). */
const TYPE_NAMES: Record<string, string> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'planilha Excel .xlsx',
};

/** A binary body's type as QA reads it: "planilha Excel .xlsx (application/vnd…)", else the type. */
export function bodyTypeName(contentType: string | null): string {
  if (contentType === null) return 'tipo não informado';
  const name = TYPE_NAMES[contentType];
  return name ? `${name} (${contentType})` : contentType;
}

/** A status's colour: failures red, refusals amber, redirects blue, the rest green. */
export function statusVariant(status: number | null): BadgeVariant {
  if (status === null || status >= 500) return 'danger';
  if (status >= 400) return 'warning';
  return status >= 300 ? 'info' : 'success';
}

/** A status as shown: the code, or "sem resposta" when the connection was dropped. */
export const statusText = (status: number | null): string =>
  status === null ? 'sem resposta' : String(status);
