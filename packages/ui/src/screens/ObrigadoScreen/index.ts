export { ObrigadoScreen } from './ObrigadoScreen';
export type { ObrigadoPlan, ObrigadoScreenProps } from './ObrigadoScreen';
