export { Field } from './Field';
export type { FieldProps, FieldControlProps } from './Field';
export { splitFieldProps, type FieldFrameProps } from './field-frame';
export { default as controlStyles } from './control.module.css';
