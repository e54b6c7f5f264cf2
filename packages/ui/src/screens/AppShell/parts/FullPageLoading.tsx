import { PAGE_LOADING_TEXT } from '@cnpj/domain';
import { Spinner } from '../../../components/Spinner';
import styles from './FullPageLoading.module.css';

/** Props of {@link FullPageLoading}. */
export interface FullPageLoadingProps {
  /** Defaults to "Loading page..." (docs/product.md#screens-and-routes). */
  label?: string;
}

/** A centred spinner and text filling the page, announced politely as a status. */
export function FullPageLoading({ label = PAGE_LOADING_TEXT }: FullPageLoadingProps) {
  return (
    <div className={styles.page} role="status">
      <Spinner decorative size={32} />
      <p>{label}</p>
    </div>
  );
}
