import { ArrowLeft } from 'lucide-react';
import { InfoList, Section } from '../shared/Section';
import { PlainLink, type LinkComponent } from '../shared/link';
import { StatusMessage } from '../shared/StatusMessage';
import { planGroupLabel } from '../shared/plan-groups';
import { BrowserDataSection, type BrowserDataActions } from './parts/BrowserDataSection';
import { AccountSection, ListsSection, UsageSection } from './parts/UserSections';
import type { UserDetailsState } from './types';
import styles from './UserDetailsScreen.module.css';
import page from '../shared/page.module.css';

/** Props of {@link UserDetailsScreen}. */
export interface UserDetailsScreenProps {
  state: UserDetailsState;
  linkComponent?: LinkComponent;
  /** The signed-in user's own page: what this browser keeps for them, to export and import. */
  browserData?: BrowserDataActions;
}

/** The body by state. */
function Body({ state }: { state: UserDetailsState }) {
  switch (state.kind) {
    case 'loading':
      return <StatusMessage tone="loading" title="Carregando usuário..." />;
    case 'error':
      return <StatusMessage tone="error" title="Falha ao carregar o usuário. Tente novamente." />;
    case 'notFound':
      return <StatusMessage tone="empty" title="Usuário não encontrado" />;
    case 'partial':
      return (
        <div className={page.twoColumns}>
          <Section title="Conta">
            <InfoList
              items={[
                { label: 'Usuário', value: state.userId },
                { label: 'Plano', value: planGroupLabel(state.plano) },
              ]}
            />
            <p className={styles.note}>
              Os demais dados do usuário não estão disponíveis neste servidor.
            </p>
          </Section>
        </div>
      );
    case 'ready':
      return (
        <div className={page.twoColumns}>
          <AccountSection user={state.user} />
          <ListsSection user={state.user} />
          <UsageSection user={state.user} />
        </div>
      );
  }
}

/** /user-details/{userId}: one user's account, usage and lists, reached from the statistics. */
export function UserDetailsScreen({
  state,
  linkComponent: Link = PlainLink,
  browserData,
}: UserDetailsScreenProps) {
  const title =
    state.kind === 'ready' ? state.user.email?.trim() || state.user.userId : 'Detalhes do usuário';
  return (
    <div className={styles.screen}>
      <Link href="/user-stats" className={page.back}>
        <ArrowLeft size={16} aria-hidden="true" />
        Estatísticas de uso
      </Link>
      <h1 className={page.title}>{title}</h1>
      <Body state={state} />
      {browserData && (
        <div className={styles.browserData}>
          <BrowserDataSection {...browserData} />
        </div>
      )}
    </div>
  );
}
