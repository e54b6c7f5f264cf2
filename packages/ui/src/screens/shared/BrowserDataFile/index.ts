export { BrowserDataFile, type BrowserDataFileProps, type ImportOutcome } from './BrowserDataFile';
