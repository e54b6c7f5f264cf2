import {
  DETAIL_FAILED_HINT,
  DETAIL_FAILED_TITLE,
  DETAIL_INVALID_HINT,
  DETAIL_INVALID_TITLE,
  DETAIL_NO_DATA_TITLE,
  DETAIL_NOT_FOUND_TITLE,
} from '@cnpj/domain';
import { Button } from '../../components/Button';
import { PlainLink, type LinkComponent } from '../shared/link';
import { StatusMessage } from '../shared/StatusMessage';
import { DetailHeader } from './parts/DetailHeader';
import {
  BusinessSection,
  ContactSection,
  GeneralSection,
  LocationSection,
  OtherSection,
} from './parts/CompanySections';
import { LinkedCompaniesTable } from './parts/LinkedCompaniesTable';
import { PartnersTable } from './parts/PartnersTable';
import type { DetailState } from './types';
import styles from './DetailScreen.module.css';

/** Props of {@link DetailScreen}. */
export interface DetailScreenProps {
  state: DetailState;
  /** The print button; the app calls window.print (the print stylesheet hides buttons, one column). */
  onPrint: () => void;
  /** The router's link, for the way onward from a failure. */
  linkComponent?: LinkComponent;
}

/** Where a visitor goes from a CNPJ that could not be shown: the lookup, to try another. */
export const LOOKUP_HREF = '/pesquisar-cnpj';

/** The body for every state but loaded (docs/product.md#states-and-transitions, #errors). */
function StateBlock({
  state,
  link: Link,
}: {
  state: Exclude<DetailState, { kind: 'ready' }>;
  link: LinkComponent;
}) {
  // No dead end: every failure offers the lookup, where another CNPJ can be tried.
  const onward = (
    <Button asChild variant="secondary">
      <Link href={LOOKUP_HREF}>Pesquisar CNPJ</Link>
    </Button>
  );
  switch (state.kind) {
    case 'invalid':
      return (
        <StatusMessage tone="error" title={DETAIL_INVALID_TITLE} headingLevel={1} action={onward}>
          {DETAIL_INVALID_HINT}
        </StatusMessage>
      );
    case 'loading':
      return (
        <StatusMessage tone="loading" title="Carregando detalhes da empresa..." headingLevel={1} />
      );
    case 'error':
      return (
        <StatusMessage tone="error" title={DETAIL_FAILED_TITLE} headingLevel={1} action={onward}>
          {DETAIL_FAILED_HINT}
        </StatusMessage>
      );
    case 'notFound':
      return (
        <StatusMessage tone="error" title={DETAIL_NOT_FOUND_TITLE} headingLevel={1} action={onward}>
          {DETAIL_FAILED_HINT}
        </StatusMessage>
      );
    case 'noData':
      return (
        <StatusMessage tone="empty" title={DETAIL_NO_DATA_TITLE} headingLevel={1} action={onward} />
      );
  }
}

/** /detalhes/{cnpj} (docs/product.md#screens-and-routes): a full screen, without the menu, with every section of the company. */
export function DetailScreen({ state, onPrint, linkComponent = PlainLink }: DetailScreenProps) {
  if (state.kind !== 'ready') {
    return (
      <main className={styles.screen}>
        <StateBlock state={state} link={linkComponent} />
      </main>
    );
  }
  const { company, partners } = state;
  return (
    <main className={styles.screen}>
      <DetailHeader company={company} onPrint={onPrint} />
      <div className={styles.grid}>
        <GeneralSection company={company} />
        <ContactSection company={company} />
        <BusinessSection company={company} />
        <LocationSection company={company} />
        <PartnersTable partners={partners} />
        <OtherSection company={company} />
        <LinkedCompaniesTable companies={company.vinculadas} />
      </div>
    </main>
  );
}
