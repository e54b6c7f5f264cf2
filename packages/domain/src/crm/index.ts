// docs/product.md#exportar-para-crm: the files a CRM imports as they are.
export * from './columns';
export * from './presets';
export * from './table';
