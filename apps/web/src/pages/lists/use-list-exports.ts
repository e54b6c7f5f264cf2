// SPEC §7/§9 list exports: lista_{id}.xlsx and lista_{id}_emails_socios.xlsx through the client's
// download and saveFile. Export failures are only logged (SPEC §8); the free plan gets SPEC §6's
// export alert instead of a call.
import { ApiError, saveFile } from '@cnpj/api-client';
import { freePlanAlert } from '@cnpj/ui';
import type { ListExportKind, ListExportRequest } from '@cnpj/ui/screens/ListsScreen/index.ts';
import { useCallback, useState } from 'react';
import { logError } from '../../lib/log';
import { api } from '../../services/api';
import { usePlan } from '../../services/PlanProvider';

/** The server's refusal of a free-plan action (402 FREE_PLAN_LIMIT). */
export function isFreePlanRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 402;
}

const download = (listId: number, kind: ListExportKind) =>
  kind === 'excel' ? api.exportList(listId) : api.exportListPartnerEmails(listId);

/** Exports in flight, the export action, and the alert it may raise (shown by the screen). */
export function useListExports(showAlert: (message: string) => void) {
  const { plan } = usePlan();
  const [exporting, setExporting] = useState<readonly ListExportRequest[]>([]);

  const onExport = useCallback(
    async (listId: number, kind: ListExportKind) => {
      const refusal = freePlanAlert('export', plan);
      if (refusal) return showAlert(refusal);
      const request = { listId, kind };
      setExporting((current) => [...current, request]);
      try {
        saveFile(await download(listId, kind));
      } catch (error) {
        if (isFreePlanRefusal(error)) showAlert(freePlanAlert('export', 'G') ?? '');
        else logError('Failed to export the list', error);
      } finally {
        setExporting((current) => current.filter((item) => item !== request));
      }
    },
    [plan, showAlert],
  );

  return { exporting, onExport };
}
