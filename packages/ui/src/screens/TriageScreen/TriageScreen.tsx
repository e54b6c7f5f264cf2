// docs/product.md#triage, decision 074: one company at a time, each action one key and one button,
// every action read out, the end of a page, the free plan and the summary on leaving. The screen
// takes the view as props; the app reads the set, the partners and the session.
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  TRIAGE_EMAIL_COPIED,
  TRIAGE_EMAIL_COPY_FAILED,
  TRIAGE_LABEL,
  TRIAGE_LOADING,
  TRIAGE_NO_EMAIL,
  TRIAGE_NO_PHONE,
  TRIAGE_NO_WHATSAPP,
  companyDisplayName,
  triageHelpRows,
  triageKey,
  triageMoveText,
  type TriageAction,
} from '@cnpj/domain';
import { copyText } from '../../components/CopyButton';
import type { LinkComponent } from '../shared/link';
import { KeysHelpDialog } from '../shared/KeysHelpDialog';
import { StatusMessage } from '../shared/StatusMessage';
import { ActionBar, ActionButton } from './parts/ActionBar';
import { CompanyCard } from './parts/CompanyCard';
import { EndOfSet } from './parts/EndOfSet';
import { PartnersPanel } from './parts/PartnersPanel';
import { SummaryView } from './parts/SummaryView';
import { UndoNotice } from './parts/UndoNotice';
import type {
  TriageAppAction,
  TriageCompany,
  TriageNotice,
  TriagePartners,
  TriageView,
} from './types';
import { useSwipe } from './use-swipe';
import { useTriageKeys } from './use-triage-keys';
import hidden from '../../components/shared/visually-hidden.module.css';
import styles from './TriageScreen.module.css';

/** Props of {@link TriageScreen}. */
export interface TriageScreenProps {
  view: TriageView;
  /** The partners of the company shown (ignored outside a company). */
  partners: TriagePartners;
  /** What the last action did, with "Desfazer" where it changed something. */
  notice?: TriageNotice | null;
  /** An action pressed or keyed: next, previous, add to list, call, WhatsApp, copy, "Não contatar", select, detail, leave. */
  onAction: (action: TriageAppAction) => void;
  /** "Desfazer" (Z): take back the last change. */
  onUndo: () => void;
  onRetryPartners: () => void;
  /** "Próxima página" at the end of a page. */
  onNextPage: () => void;
  /** "Voltar às empresas" from the summary: back to the same place in the set. */
  onBack: () => void;
  /** The app's router link, for "Assinar". */
  linkComponent?: LinkComponent;
}

/** What a key says when the company has nothing for it (its button is disabled). */
const MISSING: Partial<Record<TriageAction, string>> = {
  call: TRIAGE_NO_PHONE,
  whatsapp: TRIAGE_NO_WHATSAPP,
  copyEmail: TRIAGE_NO_EMAIL,
};

/** What is read out: each move ("12 de 50: NOME"), or what was said of the company shown. */
function useSpoken(company: TriageCompany | null) {
  // Said for one company only, so moving on reads the next company instead.
  const [said, setSaid] = useState<{ cnpj: string; text: string } | null>(null);
  const say = (text: string) => company && setSaid({ cnpj: company.company.cnpj, text });
  const spoken = company
    ? said?.cnpj === company.company.cnpj
      ? said.text
      : triageMoveText(company.position, companyDisplayName(company.company))
    : '';
  return { say, spoken };
}

/** The keys and the swipe: each clicks its action's button, the one a pointer would. */
function usePress(root: RefObject<HTMLDivElement | null>, say: (text: string) => void) {
  /** A key clicks its action's button (disabled: says what is missing). */
  const press = (action: TriageAction) => {
    const button = root.current?.querySelector<HTMLElement>(`[data-triage-action="${action}"]`);
    if (button && !button.matches(':disabled')) button.click();
    else if (MISSING[action]) say(MISSING[action]);
  };
  useTriageKeys(root, press);
  return useSwipe(
    () => press('next'),
    () => press('previous'),
  );
}

/** "Copiar e-mail": copies the company's e-mail and says how it went. */
function copyEmailOf(
  company: TriageCompany | null,
  say: (text: string) => void,
  onAction: (action: TriageAppAction) => void,
) {
  return () => {
    const email = company?.company.email;
    if (!email) return;
    copyText(email).then(
      () => {
        say(TRIAGE_EMAIL_COPIED);
        onAction('copyEmail');
      },
      () => say(TRIAGE_EMAIL_COPY_FAILED),
    );
  };
}

/** The title, with "Atalhos do teclado" and, before the end, "Sair da triagem". */
function TriageHeader({
  view,
  onHelp,
  onLeave,
}: {
  view: TriageView;
  onHelp: () => void;
  onLeave: () => void;
}) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{TRIAGE_LABEL}</h1>
      {view.kind !== 'summary' && (
        <div className={styles.headerActions}>
          <ActionButton action="help" onPress={onHelp} />
          {view.kind !== 'end' && <ActionButton action="leave" onPress={onLeave} />}
        </div>
      )}
    </header>
  );
}

/** The company shown: its card and its actions. */
function CompanyView({
  company,
  partners,
  swipe,
  onAction,
  onCopyEmail,
}: {
  company: TriageCompany;
  partners: ReactNode;
  swipe: ReturnType<typeof useSwipe>;
  onAction: (action: TriageAppAction) => void;
  onCopyEmail: () => void;
}) {
  return (
    <>
      <CompanyCard
        company={company.company}
        position={company.position}
        selected={company.selected}
        doNotContact={company.doNotContact}
        swipe={swipe}
        partners={partners}
      />
      <ActionBar
        company={company.company}
        selected={company.selected}
        doNotContact={company.doNotContact}
        onAction={onAction}
        onCopyEmail={onCopyEmail}
      />
    </>
  );
}

/** The triage view: a company and its actions, or loading, the end of a page or set, the summary. */
export function TriageScreen({
  view,
  partners,
  notice = null,
  onAction,
  onUndo,
  onRetryPartners,
  onNextPage,
  onBack,
  linkComponent,
}: TriageScreenProps) {
  const root = useRef<HTMLDivElement>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const company = view.kind === 'company' ? view : null;
  const { say, spoken } = useSpoken(company);
  const swipe = usePress(root, say);
  return (
    <div ref={root} className={styles.screen}>
      <TriageHeader
        view={view}
        onHelp={() => setHelpOpen(true)}
        onLeave={() => onAction('leave')}
      />
      {view.kind === 'loading' && <StatusMessage tone="loading" title={TRIAGE_LOADING} />}
      {company && (
        <CompanyView
          company={company}
          partners={<PartnersPanel partners={partners} onRetry={onRetryPartners} />}
          swipe={swipe}
          onAction={onAction}
          onCopyEmail={copyEmailOf(company, say, onAction)}
        />
      )}
      {view.kind === 'end' && (
        <EndOfSet
          step={view.step}
          position={view.position}
          onNextPage={onNextPage}
          onPrevious={() => onAction('previous')}
          onLeave={() => onAction('leave')}
          linkComponent={linkComponent}
        />
      )}
      {view.kind === 'summary' && <SummaryView summary={view.summary} onBack={onBack} />}
      <UndoNotice notice={notice} onUndo={onUndo} />
      <div className={hidden.visuallyHidden} role="status" aria-live="polite">
        {spoken}
      </div>
      {/* Every key the handler runs, from the domain's one declaration (decision 074). */}
      <KeysHelpDialog
        open={helpOpen}
        onOpenChange={setHelpOpen}
        title={triageKey('help').label}
        rows={triageHelpRows()}
      />
    </div>
  );
}
