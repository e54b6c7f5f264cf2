// The search page's layout: the form region above the results region (docs/product.md#search), both
// under one loading overlay, with the failure notice between them and the app's alert.
import type { ReactNode } from 'react';
import { LOADING_TITLE } from '@cnpj/domain';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { AlertMessage } from './parts/AlertMessage';
import { FailureNotice, type SearchFailure } from './parts/FailureNotice';
import type { LinkComponent } from '../shared/link';
import styles from './SearchScreen.module.css';

/** Props of {@link SearchScreen}: the two regions, and what the page says about both. */
export interface SearchScreenProps {
  /** The form region: a {@link SearchForm}. */
  form: ReactNode;
  /** The results region: a {@link SearchResults}. */
  results: ReactNode;
  /** A search or another page of it is loading: the overlay covers both regions. */
  loading: boolean;
  /** A failure the app tells where the action was, with its retry (docs/product.md#errors). */
  failure?: SearchFailure | null;
  onDismissFailure?: () => void;
  /** An alert raised by the app (search limit, send-all failures...); each region raises its own too. */
  alert: string | null;
  onDismissAlert: () => void;
  /** Renders the free-plan alert's "Assinar" link: the app's router link (decision 070). */
  linkComponent?: LinkComponent;
}

/** docs/product.md#screens-and-routes "Company search screen": filters, actions, results with paging and selection, alerts. */
export function SearchScreen(props: SearchScreenProps) {
  return (
    <LoadingOverlay active={props.loading} title={LOADING_TITLE} className={styles.screen}>
      {props.form}
      {props.failure && (
        <FailureNotice failure={props.failure} onDismiss={() => props.onDismissFailure?.()} />
      )}
      {props.results}
      {props.alert !== null && (
        <AlertMessage
          message={props.alert}
          onDismiss={props.onDismissAlert}
          linkComponent={props.linkComponent}
        />
      )}
    </LoadingOverlay>
  );
}
