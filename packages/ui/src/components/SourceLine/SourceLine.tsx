import styles from './SourceLine.module.css';

/** Props of {@link SourceLine}. */
export interface SourceLineProps {
  /** The domain's `sourceLine(...)`: null while the register's update date is unknown. */
  text: string | null | undefined;
  /** Where it sits in its container (the actions' line, under a section). */
  className?: string;
}

/**
 * docs/product.md "Where the data comes from": "Fonte: Receita Federal (dados abertos), base de ...",
 * beside the company data and every export. Nothing at all while the date is unknown: an empty line
 * would take a row's height.
 */
export function SourceLine({ text, className }: SourceLineProps) {
  if (!text) return null;
  return <p className={className ? `${styles.line} ${className}` : styles.line}>{text}</p>;
}
