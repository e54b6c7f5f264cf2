export * from './DismissButton';
