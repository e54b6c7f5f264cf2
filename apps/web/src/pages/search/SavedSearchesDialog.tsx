// The "Pesquisas salvas" button beside the search title (docs/product.md#screens-and-routes). Its window, and with it the
// dialog's code, loads when the browser is idle or on the first press, not with the page (performance
// budget, decision 011); once opened it stays mounted, so Radix closes it and returns focus itself.
import { Button } from '@cnpj/ui/components/Button';
import { lazyPart } from '@cnpj/ui/on-demand';
import { Bookmark } from 'lucide-react';
import { useState } from 'react';
import type { SavedSearchesProps } from './SavedSearchesWindow';

export type { SavedSearchesProps as SavedSearchesDialogProps } from './SavedSearchesWindow';

const SavedSearchesWindow = lazyPart(() =>
  import('./SavedSearchesWindow').then((module) => module.SavedSearchesWindow),
);
/** Starts loading the window's code ahead of the first press. */
export const preloadSavedSearches = SavedSearchesWindow.preload;

/** The "Pesquisas salvas" button and, once pressed, its dialog. */
export function SavedSearchesDialog(props: SavedSearchesProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        icon={<Bookmark size={16} />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Pesquisas salvas
      </Button>
      {opened && <SavedSearchesWindow {...props} open={open} setOpen={setOpen} />}
    </>
  );
}
