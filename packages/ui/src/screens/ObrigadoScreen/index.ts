export { ObrigadoScreen } from './ObrigadoScreen';
export type { ObrigadoScreenProps } from './ObrigadoScreen';
