// The triage (docs/product.md#triage, decision 074): its keys declared once, the rule that keeps
// single keys from firing while typing, where it stands in its set and what lies past a page, the
// session's summary with undo, and the texts.
export * from './keys';
export * from './typing';
export * from './position';
export * from './session';
export * from './texts';
