export { SourceLine } from './SourceLine';
export type { SourceLineProps } from './SourceLine';
