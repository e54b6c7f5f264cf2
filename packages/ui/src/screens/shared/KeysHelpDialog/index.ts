export * from './KeysHelpDialog';
