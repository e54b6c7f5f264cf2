export { DataUpdateScreen, type DataUpdateScreenProps } from './DataUpdateScreen';
export * from './types';
