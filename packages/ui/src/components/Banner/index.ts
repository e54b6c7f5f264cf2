export { Banner } from './Banner';
export type { BannerProps, BannerVariant } from './Banner';
