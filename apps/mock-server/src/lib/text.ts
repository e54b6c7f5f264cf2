// Text helpers: the register stores names in upper case without accents (the domain's stripping).
import { stripAccents } from '@cnpj/domain';

/** Upper case without accents. */
export function registerCase(text: string): string {
  return stripAccents(text).toUpperCase();
}

/** A slug for e-mail local parts and domains. */
export function slug(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24);
}
