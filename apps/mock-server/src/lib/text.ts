// Text helpers: the register stores names in upper case without accents.

/** Removes diacritics (á -> a), as the register and the app's name search do (SPEC §5). */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

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
