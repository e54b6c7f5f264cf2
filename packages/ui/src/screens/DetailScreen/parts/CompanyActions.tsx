import { NAO_CONTATAR_ACTION } from '@cnpj/domain';
import { Ban, ListPlus } from 'lucide-react';
import { Button } from '../../../components/Button';

/** Props of {@link CompanyActions}. */
export interface CompanyActionsProps {
  /** Puts the company on "Não contatar"; without it there is no such button. */
  onDoNotContact?: () => void;
  /** The company is on "Não contatar": the button is done. */
  doNotContact: boolean;
  /** Opens the add-to-list dialog; without it there is no "Adicionar à lista". */
  onAddToList?: () => void;
}

/** The company's actions in the top bar, each only when the app offers it. */
export function CompanyActions({ onDoNotContact, doNotContact, onAddToList }: CompanyActionsProps) {
  return (
    <>
      {onDoNotContact && (
        <Button
          variant="secondary"
          icon={<Ban />}
          onClick={onDoNotContact}
          disabled={doNotContact}
          aria-pressed={doNotContact}
        >
          {NAO_CONTATAR_ACTION}
        </Button>
      )}
      {onAddToList && (
        <Button icon={<ListPlus />} onClick={onAddToList}>
          Adicionar à lista
        </Button>
      )}
    </>
  );
}
