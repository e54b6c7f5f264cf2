// One button per action with its key shown (docs/product.md#triage). Each carries its action's name
// (data-triage-action), so a key press clicks the very button a pointer would: one path for both.
import type { ReactNode } from 'react';
import {
  callLabel,
  companyDisplayName,
  companyPhones,
  greetingFor,
  triageKey,
  triageKeyShortcuts,
  whatsappLinkLabel,
  type TriageAction,
} from '@cnpj/domain';
import { Button } from '../../../components/Button';
import { detailHref, type CompanyRow } from '../../shared/companies';
import { useContactSettings } from '../../shared/contacts';
import type { TriageAppAction } from '../types';
import styles from './parts.module.css';

/** The key shown on a button, hidden from its name (aria-keyshortcuts says it). */
export function KeyHint({ action }: { action: TriageAction }) {
  return (
    <kbd className={styles.kbd} aria-hidden="true">
      {triageKey(action).shown}
    </kbd>
  );
}

/** The attributes that tie a button to its action and its keys. */
export const actionAttributes = (action: TriageAction) => ({
  'data-triage-action': action,
  'aria-keyshortcuts': triageKeyShortcuts(action),
});

/** A button for `action`: its words, its key, its press. */
export function ActionButton({
  action,
  onPress,
  pressed,
  variant = 'secondary',
  children,
}: {
  action: TriageAction;
  onPress: () => void;
  pressed?: boolean;
  variant?: 'primary' | 'secondary';
  children?: ReactNode;
}) {
  return (
    <Button
      variant={variant}
      onClick={onPress}
      aria-pressed={pressed}
      {...actionAttributes(action)}
    >
      {children ?? triageKey(action).label}
      <KeyHint action={action} />
    </Button>
  );
}

/** A link for `action` (a call, WhatsApp, the detail), or a disabled button where there is none. */
function ActionLink({
  action,
  href,
  label,
  newTab = false,
  onPress,
}: {
  action: TriageAppAction;
  href: string | null;
  label?: string;
  newTab?: boolean;
  onPress: (action: TriageAppAction) => void;
}) {
  const words = triageKey(action).label;
  if (!href)
    return (
      <Button variant="secondary" disabled {...actionAttributes(action)}>
        {words}
        <KeyHint action={action} />
      </Button>
    );
  return (
    <Button asChild variant="secondary">
      <a
        href={href}
        // The number goes in the description: the name stays the words shown (axe:
        // label-content-name-mismatch), and the card's contacts name each number's own link.
        title={label}
        onClick={() => onPress(action)}
        {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}
        {...actionAttributes(action)}
      >
        {words}
        <KeyHint action={action} />
      </a>
    </Button>
  );
}

/** Props of {@link ActionBar}. */
export interface ActionBarProps {
  company: CompanyRow;
  selected: boolean;
  doNotContact: boolean;
  onAction: (action: TriageAppAction) => void;
  /** Copies the e-mail (the screen says whether it worked). */
  onCopyEmail: () => void;
}

/** Anterior, Próxima, then the actions on the company shown. */
export function ActionBar({
  company,
  selected,
  doNotContact,
  onAction,
  onCopyEmail,
}: ActionBarProps) {
  const { greeting } = useContactSettings();
  const phones = companyPhones(company);
  const phone = phones[0] ?? null;
  const mobile = phones.find((each) => each.whatsapp) ?? null;
  const text = greetingFor(greeting, companyDisplayName(company));
  return (
    <div className={styles.actions} role="group" aria-label="Ações da triagem">
      <div className={styles.moves}>
        <ActionButton action="previous" onPress={() => onAction('previous')} />
        <ActionButton action="next" variant="primary" onPress={() => onAction('next')} />
      </div>
      <div className={styles.acts}>
        <ActionButton action="addToList" onPress={() => onAction('addToList')} />
        <ActionLink
          action="call"
          href={phone?.tel ?? null}
          label={phone ? callLabel(phone.formatted) : undefined}
          onPress={onAction}
        />
        <ActionLink
          action="whatsapp"
          href={mobile?.whatsapp ? `${mobile.whatsapp}?text=${encodeURIComponent(text)}` : null}
          label={mobile ? whatsappLinkLabel(mobile.withNine ?? mobile.formatted) : undefined}
          newTab
          onPress={onAction}
        />
        {company.email ? (
          <ActionButton action="copyEmail" onPress={onCopyEmail} />
        ) : (
          <Button variant="secondary" disabled {...actionAttributes('copyEmail')}>
            {triageKey('copyEmail').label}
            <KeyHint action="copyEmail" />
          </Button>
        )}
        <ActionButton
          action="doNotContact"
          pressed={doNotContact}
          onPress={() => onAction('doNotContact')}
        />
        <ActionButton action="select" pressed={selected} onPress={() => onAction('select')} />
        <ActionLink action="openDetail" href={detailHref(company.cnpj)} newTab onPress={onAction} />
      </div>
    </div>
  );
}
