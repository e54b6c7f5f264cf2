import { useState } from 'react';

/**
 * The list name typed in create mode: it starts blank each time the modal opens or the mode changes
 * (docs/product.md#states-and-transitions: messages clear on open).
 */
export function useTypedName(open: boolean, mode: string) {
  const [name, setName] = useState('');
  const phase = `${open}-${mode}`;
  const [namePhase, setNamePhase] = useState(phase);
  if (phase !== namePhase) {
    setNamePhase(phase);
    setName('');
  }
  return [name, setName] as const;
}
