// pt-BR formatters shared by every screen (docs/product.md#overview, #entities, #limits-and-constants).
export * from './text';
export * from './documents';
export * from './dates';
export * from './numbers';
export * from './bytes';
