// A monitor's name (docs/product.md#radar "Monitoring a search"): the rule the "Monitorar no Radar"
// window and the Radar page's rename share, so both refuse the same names with the same words.

/** The longest name a monitor takes (the field stops there). */
export const MONITOR_NAME_MAX = 80;
/** Said when the name is blank. */
export const MONITOR_NAME_BLANK = 'Dê um nome ao monitor.';
/** Said when another monitor already has the name. */
export const MONITOR_NAME_TAKEN = 'Já existe um monitor com este nome.';

/** What is wrong with `name`, or null; `current` is the monitor's own name when renaming it. */
export function monitorNameError(
  name: string,
  takenNames: readonly string[] = [],
  current?: string,
): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return MONITOR_NAME_BLANK;
  const key = trimmed.toLocaleLowerCase('pt-BR');
  const clash = takenNames.some(
    (taken) => taken !== current && taken.trim().toLocaleLowerCase('pt-BR') === key,
  );
  return clash ? MONITOR_NAME_TAKEN : null;
}
