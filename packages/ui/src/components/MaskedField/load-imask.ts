// imask leaves the first paint (decision 011): it loads when the first masked field mounts, and one
// shared load serves every field.
import type IMaskFactory from 'imask';
import { loader } from '../../on-demand/loader';

/** The IMask factory, which attaches a mask to an existing input element. */
export type IMaskFn = typeof IMaskFactory;

/** Loads imask once; a failed load is forgotten so the next field tries again. */
export const loadIMask = loader<IMaskFn>(() => import('imask').then((module) => module.default));
