export { StatusMessage, type StatusMessageProps, type StatusTone } from './StatusMessage';
