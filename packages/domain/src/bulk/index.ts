// The bulk CNPJ lookup's rules (docs/product.md#bulk-cnpj-lookup).
export * from './extract';
export * from './columns';
export * from './status';
export * from './files';
