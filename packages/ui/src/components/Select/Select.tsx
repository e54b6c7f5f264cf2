import type { ReactNode } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { Field, controlStyles } from '../Field';
import styles from './Select.module.css';

/** One choice of a {@link Select}; `value` must not be '' (Radix reserves it for "no value"). */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/** A labelled single-choice list (Radix Select: typeahead, arrow keys, Escape), e.g. UF or ordenação. */
export function Select({ label, options, hint, error, required, id, className, placeholder = 'Selecione', ...root }: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {({ required: isRequired, ...control }) => (
        <RadixSelect.Root required={isRequired} {...root}>
          <RadixSelect.Trigger {...control} className={`${controlStyles.control} ${styles.trigger}`}>
            <RadixSelect.Value placeholder={placeholder} />
            <RadixSelect.Icon className={styles.chevron}>
              <ChevronDown size={16} aria-hidden="true" />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
              <RadixSelect.Viewport className={styles.viewport}>
                {options.map((option) => (
                  <RadixSelect.Item key={option.value} value={option.value} disabled={option.disabled} className={styles.item}>
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator className={styles.indicator}>
                      <Check size={14} aria-hidden="true" />
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
}
