import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import hidden from '../shared/visually-hidden.module.css';
import { copyText } from './copy-text';

/** docs/product.md#screens-and-routes, #limits-and-constants: "Copiado!" shows for 2 s. */
export const COPIED_FEEDBACK_MS = 2000;

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** The text put on the clipboard, e.g. the CNPJ digits. */
  text: string;
  /** Button text (or accessible name when `iconOnly`), e.g. "Copiar CNPJ". */
  label?: string;
  /** Shown and announced after a successful copy. */
  copiedLabel?: string;
  /** Show only the icon; the label becomes the accessible name. */
  iconOnly?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Called after the text reached the clipboard. */
  onCopied?: () => void;
  /** Called when no clipboard path worked (the label stays unchanged). */
  onCopyError?: (error: unknown) => void;
}

/** Copies text and confirms with "Copiado!" for 2 s, announced through a polite live region. */
export function CopyButton({
  text,
  label = 'Copiar',
  copiedLabel = 'Copiado!',
  iconOnly = false,
  variant = 'ghost',
  size = 'sm',
  onCopied,
  onCopyError,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function handleClick() {
    try {
      await copyText(text);
    } catch (error) {
      onCopyError?.(error);
      return;
    }
    setCopied(true);
    onCopied?.();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  }

  const current = copied ? copiedLabel : label;
  return (
    <>
      <Button
        variant={variant}
        size={size}
        // A page of results shows one per row: one-element icons and a class for the live region keep
        // each light (performance budget).
        icon={copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        aria-label={iconOnly ? current : undefined}
        onClick={handleClick}
      >
        {/* Icon-only, the confirmation is still written: "Copiado!" shows for 2 s beside the check. */}
        {iconOnly && !copied ? null : current}
      </Button>
      <span role="status" className={hidden.visuallyHidden}>
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}
