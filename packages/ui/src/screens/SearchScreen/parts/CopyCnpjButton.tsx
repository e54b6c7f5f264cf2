import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import styles from './CompanyCells.module.css';

/** SPEC §9: "Copiado!" stays for 2 s. */
const COPIED_FOR_MS = 2000;

/** Props of {@link CopyCnpjButton}. */
export interface CopyCnpjButtonProps {
  /** The text copied (the formatted CNPJ). */
  value: string;
}

/** Copies a CNPJ and says "Copiado!" for 2 s (SPEC §2); local until the kit's CopyButton lands. */
export function CopyCnpjButton({ value }: CopyCnpjButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch (error) {
      // A denied clipboard leaves nothing to announce; the CNPJ stays visible for manual copying.
      console.warn('Clipboard unavailable', error);
    }
  }

  return (
    <span className={styles.copy}>
      <button type="button" className={styles.copyButton} aria-label={`Copiar CNPJ ${value}`} onClick={copy}>
        {copied ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
      </button>
      <span className={styles.copied} role="status">
        {copied ? 'Copiado!' : ''}
      </span>
    </span>
  );
}
