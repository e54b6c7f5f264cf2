export { DetailScreen, type DetailScreenProps } from './DetailScreen';
export type { DetailState, EmpresaDetalhe, EmpresaVinculada, Socio } from './types';
export { companyDisplayName, linkedInSearchUrl, mapsSearchUrl } from './links';
