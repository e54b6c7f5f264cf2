import styles from './Logo.module.css';

/** Props of {@link Logo}. */
export interface LogoProps {
  /** The product's name (the app reads it from its configuration). */
  name: string;
  /** False shows the mark alone (a collapsed side menu); the name is then its accessible name. */
  showName?: boolean;
  /** The mark's side in px. */
  size?: number;
  className?: string;
}

/**
 * The product's mark (a building under a magnifying glass: companies, searched) and its name. Inline
 * SVG, so it costs no request; decorative beside the name, named itself when shown alone.
 */
export function Logo({ name, showName = true, size = 28, className }: LogoProps) {
  return (
    <span className={[styles.logo, className].filter(Boolean).join(' ')}>
      <svg
        className={styles.mark}
        viewBox="0 0 32 32"
        width={size}
        height={size}
        {...(showName ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      >
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M8 24V10.5L15 8v16M15 24V13l7 2.5V17"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <circle cx="22" cy="21.5" r="3.5" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M24.6 24.1 27 26.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      {showName && <span className={styles.name}>{name}</span>}
    </span>
  );
}
