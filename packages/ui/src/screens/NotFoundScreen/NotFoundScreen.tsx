import { NOT_FOUND_HINT, NOT_FOUND_TITLE } from '@cnpj/domain';
import { Button } from '../../components/Button';
import { navEntries } from '../shared/nav';
import { PlainLink, type LinkComponent } from '../shared/link';
import { StatusMessage } from '../shared/StatusMessage';
import styles from './NotFoundScreen.module.css';

/** Props of {@link NotFoundScreen}. */
export interface NotFoundScreenProps {
  /** Renders in-app links; a plain anchor by default. */
  linkComponent?: LinkComponent;
}

/**
 * docs/product.md#screens-and-routes: an address the signed-in app does not have, inside the layout.
 * It says so (a silent redirect home would look as if the link had worked) and offers the two usual
 * ways on: "Início" and the company search, named as the side menu names them.
 */
export function NotFoundScreen({ linkComponent: Link = PlainLink }: NotFoundScreenProps) {
  const { home, search } = navEntries;
  return (
    <StatusMessage
      tone="info"
      title={NOT_FOUND_TITLE}
      headingLevel={1}
      action={
        <div className={styles.onward}>
          <Button asChild>
            <Link href={home.href}>{home.label}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link href={search.href}>{search.label}</Link>
          </Button>
        </div>
      }
    >
      {NOT_FOUND_HINT}
    </StatusMessage>
  );
}
