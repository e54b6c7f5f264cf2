export { CompanyName, type CompanyNameProps } from './CompanyName';
