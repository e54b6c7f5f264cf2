// "Monitorar no Radar" (docs/product.md#radar "Monitoring a search"), for the search page: from the
// search shown and from a saved search. The page calls `open` with the search's criteria (null while
// it has no UF) and draws the kit's RadarMonitorDialog with `dialogProps`; the monitor is kept where
// the Radar keeps them (the backend's extension, or this browser on its 404). A free user reads what
// the Radar does and "Assinar" instead of the form.
import type { SearchCriteria } from '@cnpj/domain';
import type { RadarMonitorDialogProps } from '@cnpj/ui/screens/shared/radar';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { logError } from '../lib/log';
import { ScreenLink } from '../navigation/screen-link';
import { usePersistedState } from '../services/persisted-state';
import { keptMonitorsState } from './browser-monitors';
import { useFilterWords } from './filter-words';
import { radarMonitorsQuery, useRadarMonitorsQuery } from './queries';
import { useRadarActions } from './use-radar-actions';
import { useRadarAllowed } from './use-radar';

/** What is being monitored: the criteria and the name offered. */
interface Asked {
  criteria: SearchCriteria | null;
  defaultName: string;
}

/** The window's props, and `open` for the title's button and each saved search. */
export function useMonitorSearch() {
  const client = useQueryClient();
  const { allowed, free } = useRadarAllowed();
  const source = useRadarMonitorsQuery(allowed);
  const [kept] = usePersistedState(keptMonitorsState);
  const actions = useRadarActions();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<NonNullable<RadarMonitorDialogProps['status']>>('idle');
  const words = useFilterWords(asked?.criteria?.uf ? [asked.criteria.uf] : []);

  const monitors =
    source.data?.place === 'account' ? source.data.monitors : kept.map((item) => item.monitor);

  async function submit(name: string) {
    const criteria = asked?.criteria;
    if (!criteria) return;
    setStatus('saving');
    try {
      const place = (await client.fetchQuery(radarMonitorsQuery(true))).place;
      await actions.create(place, name, criteria);
      setStatus('created');
    } catch (error) {
      logError('Failed to create the Radar monitor', error);
      setStatus('failed');
    }
  }

  const dialogProps: RadarMonitorDialogProps = {
    open,
    onOpenChange: (next) => {
      setOpen(next);
      if (!next && status !== 'saving') setStatus('idle');
    },
    defaultName: asked?.defaultName ?? '',
    filters: asked?.criteria ? words(asked.criteria) : [],
    canMonitor: asked?.criteria != null,
    takenNames: monitors.map((monitor) => monitor.nome),
    status,
    freePlan: free,
    onSubmit: (name) => void submit(name),
    linkComponent: ScreenLink,
  };

  return {
    /**
     * Opens the window for `criteria` (the search shown's, or a saved search's; null without a UF),
     * offering `defaultName` (a saved search's name).
     */
    open(criteria: SearchCriteria | null, defaultName = '') {
      setAsked({ criteria, defaultName });
      if (status !== 'saving') setStatus('idle');
      setOpen(true);
    },
    dialogProps,
  };
}
