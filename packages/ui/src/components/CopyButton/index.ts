export { CopyButton, COPIED_FEEDBACK_MS } from './CopyButton';
export type { CopyButtonProps } from './CopyButton';
export { copyText } from './copy-text';
