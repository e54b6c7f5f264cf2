export { MaskedField, type MaskedFieldProps, type MaskKind } from './MaskedField';
