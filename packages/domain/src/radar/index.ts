// The Radar (docs/product.md#radar, decision 067): which release a monitor checks and which opening
// dates, what a check leaves out, its bounded read, the plan rule, what changed in a list, and the texts.
export type * from './types';
export * from './releases';
export * from './plan';
export * from './exclusions';
export * from './bounded-read';
export * from './changes';
export * from './list-snapshots';
export * from './queue';
export * from './texts';
