// The 27 UFs with their DDDs and CEP ranges live with the sample data (@cnpj/fixtures, decision 046),
// which makes every company's phone and CEP agree with its city; the mock serves the same list.
export { UFS } from '@cnpj/fixtures';
