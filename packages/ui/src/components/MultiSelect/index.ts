export { MultiSelect, type MultiSelectProps } from './MultiSelect';
export type { MultiSelectOption } from './filter';
