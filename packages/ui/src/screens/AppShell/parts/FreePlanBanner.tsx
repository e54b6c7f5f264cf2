import { Sparkles } from 'lucide-react';
import { PlainLink, type LinkComponent } from '../../shared/link';
import styles from './FreePlanBanner.module.css';

/** Props of {@link FreePlanBanner}. */
export interface FreePlanBannerProps {
  linkComponent?: LinkComponent;
}

/** docs/product.md#screens-and-routes Layout: free-plan users see "Você está no plano grátis!" linking to /minha-assinatura. */
export function FreePlanBanner({ linkComponent: Link = PlainLink }: FreePlanBannerProps) {
  return (
    <p className={styles.banner}>
      <Sparkles size={16} aria-hidden="true" />
      <Link href="/minha-assinatura" className={styles.link}>
        Você está no plano grátis!
      </Link>
    </p>
  );
}
