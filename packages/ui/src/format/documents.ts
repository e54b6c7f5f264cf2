// docs/product.md#formats: the phone, CEP and address formats are the domain's, written once; the
// kit re-exports them so screens format from one module.
export { formatAddress, formatCep, formatPhone, formatStreet } from '@cnpj/domain';
