export { AlertMessage, type AlertMessageProps } from './AlertMessage';
