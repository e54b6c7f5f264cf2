import { useId, type ReactNode } from 'react';
import { Label, Switch as RadixSwitch } from 'radix-ui';
import styles from './Switch.module.css';

/** Props of {@link Switch}. */
export interface SwitchProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

/** An on/off toggle (role="switch") with its label, e.g. the search's "Com telefone" / "Com e-mail". */
export function Switch({ label, id, className, ...rest }: SwitchProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return (
    <div className={[styles.row, className].filter(Boolean).join(' ')}>
      <RadixSwitch.Root id={controlId} className={styles.root} {...rest}>
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
      <Label.Root htmlFor={controlId} className={styles.label} data-disabled={rest.disabled || undefined}>
        {label}
      </Label.Root>
    </div>
  );
}
