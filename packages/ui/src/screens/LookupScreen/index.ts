export { LookupScreen } from './LookupScreen';
export type { LookupScreenProps } from './LookupScreen';
export { validateCnpjDigits, CNPJ_DIGITS } from './validate-cnpj';
