import {
  OVERDUE_BANNER_MESSAGE,
  OVERDUE_BANNER_TITLE,
  PAY_NOW_LABEL,
  SUBSCRIPTION_PATH,
} from '@cnpj/domain';
import { Banner } from '../../../components/Banner';
import { Button } from '../../../components/Button';
import { PlainLink, type LinkComponent } from '../../shared/link';
import styles from './OverdueBanner.module.css';

/** Props of {@link OverdueBanner}. */
export interface OverdueBannerProps {
  /** Where the provider takes the payment due; null leads to "Minha Assinatura". */
  paymentUrl: string | null;
  linkComponent?: LinkComponent;
}

/** docs/product.md#my-subscription: an overdue subscription is told on every page, with a way to pay. */
export function OverdueBanner({ paymentUrl, linkComponent: Link = PlainLink }: OverdueBannerProps) {
  return (
    <Banner
      variant="warning"
      title={OVERDUE_BANNER_TITLE}
      className={styles.overdue}
      action={
        <Button asChild size="sm">
          {paymentUrl ? (
            <a href={paymentUrl}>{PAY_NOW_LABEL}</a>
          ) : (
            <Link href={SUBSCRIPTION_PATH}>{PAY_NOW_LABEL}</Link>
          )}
        </Button>
      }
    >
      {OVERDUE_BANNER_MESSAGE}
    </Banner>
  );
}
