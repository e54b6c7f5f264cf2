// pt-BR formatters shared by every screen (SPEC §1, §3, §9).
export * from './text';
export * from './documents';
export * from './dates';
export * from './numbers';
export * from './labels';
