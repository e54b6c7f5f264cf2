import { Spinner } from '../../../components/Spinner';
import { LOADING_TITLE } from '../messages';
import styles from './LoadingOverlay.module.css';

/** SPEC §2: the "CARREGANDO EMPRESAS..." overlay shown while a search or a page loads. */
export function LoadingOverlay() {
  return (
    <div className={styles.overlay}>
      <div className={styles.panel} role="status">
        <Spinner decorative size={32} />
        <p className={styles.title}>{LOADING_TITLE}</p>
      </div>
    </div>
  );
}
