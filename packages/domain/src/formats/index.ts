// docs/product.md#formats: how a phone and an address are written, once for every screen and
// spreadsheet. The CEP's mask is with its other rules, in ../cep.ts (formatCep).
export * from './phone';
export * from './address';
