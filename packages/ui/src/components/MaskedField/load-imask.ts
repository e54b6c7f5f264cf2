// imask leaves the first paint (decision 011): it loads when the first masked field mounts, and one
// shared promise serves every field.
import type IMaskFactory from 'imask';

/** The IMask factory, which attaches a mask to an existing input element. */
export type IMaskFn = typeof IMaskFactory;

let loading: Promise<IMaskFn> | undefined;

/** Loads imask once; a failed load is forgotten so the next field tries again. */
export function loadIMask(): Promise<IMaskFn> {
  loading ??= import('imask').then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
