// The "Pesquisas salvas" button beside the search title (docs/product.md#saved-searches). Its window
// is drawn on the first press; once opened it stays mounted, so Radix closes it and returns focus
// itself.
import { Button } from '@cnpj/ui/components/Button';
import {
  SavedSearchesWindow,
  type SavedSearchesWindowProps,
} from '@cnpj/ui/screens/SavedSearchesDialog';
import { Bookmark } from 'lucide-react';
import { useState } from 'react';

/** Props of {@link SavedSearchesDialog}: the window's, besides whether it is open. */
export type SavedSearchesDialogProps = Omit<SavedSearchesWindowProps, 'open' | 'setOpen'> & {
  /** Told when the window opens or closes (the list is read on the first opening). */
  onOpenChange: (open: boolean) => void;
};

/** The "Pesquisas salvas" button and, once pressed, its dialog. */
export function SavedSearchesDialog({ onOpenChange, ...props }: SavedSearchesDialogProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const toggle = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };
  return (
    <>
      <Button
        variant="ghost"
        icon={<Bookmark size={16} />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          toggle(true);
        }}
      >
        Pesquisas salvas
      </Button>
      {opened && <SavedSearchesWindow {...props} open={open} setOpen={toggle} />}
    </>
  );
}
