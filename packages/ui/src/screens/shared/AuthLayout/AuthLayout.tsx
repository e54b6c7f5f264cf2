import type { ReactNode } from 'react';
import styles from './AuthLayout.module.css';

/** Props of {@link AuthLayout}. */
export interface AuthLayoutProps {
  /** Above the heading: the product's mark and name. */
  brand?: ReactNode;
  /** The page heading (h1). */
  title: ReactNode;
  /** A short line under the heading. */
  subtitle?: ReactNode;
  children: ReactNode;
  /** Bottom line, e.g. the link to the other auth page. */
  footer?: ReactNode;
}

/** The centred card shared by the public login and signup pages (docs/product.md#screens-and-routes access rules). */
export function AuthLayout({ brand, title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <header className={styles.header}>
          {brand && <div className={styles.brand}>{brand}</div>}
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </header>
        {children}
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </main>
  );
}
