export { MultiSelect, type MultiSelectProps } from './MultiSelect';
export type { MultiSelectOption, OptionMatcher } from './filter';
