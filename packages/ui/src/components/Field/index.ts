export { Field } from './Field';
export type { FieldProps, FieldControlProps } from './Field';
export { default as controlStyles } from './control.module.css';
