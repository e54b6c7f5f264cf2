export { PageFailed, type PageFailedProps } from './PageFailed';
