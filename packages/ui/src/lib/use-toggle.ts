// A boolean that a parent may control (`value`) or leave to the component (`defaultValue`), as the
// kit's disclosures and switch take it (the Radix convention their props follow).
import { useState } from 'react';

/** The current value and a toggle that flips it (when uncontrolled) and reports the new value. */
export function useToggle(
  value: boolean | undefined,
  defaultValue: boolean,
  onChange?: (next: boolean) => void,
): [boolean, () => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  const toggle = () => {
    if (value === undefined) setUncontrolled(!current);
    onChange?.(!current);
  };
  return [current, toggle];
}
