import { Spinner } from '../../../components/Spinner';
import styles from './FullPageLoading.module.css';

/** docs/product.md#screens-and-routes: the fallback text of lazily loaded pages. */
export const LAZY_PAGE_LOADING_TEXT = 'Loading page...';
/** The text shown while the sign-in state resolves (docs/product.md#screens-and-routes access rules). */
export const AUTH_LOADING_TEXT = 'Carregando...';

/** Props of {@link FullPageLoading}. */
export interface FullPageLoadingProps {
  /** Defaults to "Loading page..." (docs/product.md#screens-and-routes). */
  label?: string;
}

/** A centred spinner and text filling the page, announced politely as a status. */
export function FullPageLoading({ label = LAZY_PAGE_LOADING_TEXT }: FullPageLoadingProps) {
  return (
    <div className={styles.page} role="status">
      <Spinner decorative size={32} />
      <p>{label}</p>
    </div>
  );
}
