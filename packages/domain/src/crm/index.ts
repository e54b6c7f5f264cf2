// docs/product.md#exporting-to-a-crm: the files a CRM imports as they are.
export * from './columns';
export * from './presets';
export * from './table';
