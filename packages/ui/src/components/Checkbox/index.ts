export { Checkbox, type CheckboxProps, type CheckboxState } from './Checkbox';
