// pt-BR formatting and small helpers the console's parts share.
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
