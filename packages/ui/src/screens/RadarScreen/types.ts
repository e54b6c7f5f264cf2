// The states of the Radar page (docs/product.md#radar), as the app hands them over: the monitors as
// the contract shapes them, plus what only this page needs (the filters in words, a check running or
// failed, how many a bounded check found). The kit words every line from these with the domain's texts.
import type { RadarMonitor, RadarMudanca } from '@cnpj/domain';
import type { ReactNode } from 'react';
import type { FilterWords } from '../shared/radar';

/** Where the monitors are kept: by the backend (its extension) or in this browser (it answered 404). */
export type RadarPlace = 'account' | 'browser';

/** Where a monitor's check stands now. */
export type MonitorCheck = 'idle' | 'checking' | 'failed';

/** One monitor as the page shows it. */
export interface RadarMonitorItem {
  monitor: RadarMonitor;
  /** Its filters in the search summary's words. */
  filters: readonly FilterWords[];
  /** 'idle' by default. A failed check keeps the queue; the page says so and offers a retry. */
  check?: MonitorCheck;
  /**
   * A check made in this browser: how many companies its search found in all. Past the bound it
   * read, the page says it read only the first ("as primeiras 250 de 1.340").
   */
  found?: number | null;
}

/** What the Radar page shows. */
export type RadarScreenState =
  | { kind: 'loading' }
  | { kind: 'error'; onRetry: () => void }
  /** The free plan: what the Radar does and "Assinar"; no check runs. */
  | { kind: 'free' }
  | { kind: 'ready'; place: RadarPlace; monitors: readonly RadarMonitorItem[] };

/** The monitor opened: its queue, shown as results. */
export interface RadarQueueView {
  monitorId: string;
  /** The queue's companies as results (select, lists, files, contacts), composed by the app. */
  results: ReactNode;
  /** What the check left out and where, in words (the domain's radarExclusionNote). */
  exclusionNote?: string | null;
  /** "Marcar como vistas" is in flight. */
  markingSeen?: boolean;
  /** The queue's companies one at a time: the app's "Triagem" link, beside "Marcar como vistas". */
  triage?: ReactNode;
}

/** The changes of one list since a release. */
export type ListChangesRead =
  | { kind: 'loading' }
  | { kind: 'error' }
  | {
      kind: 'ready';
      changes: readonly RadarMudanca[];
      /**
       * Compared in this browser from a bounded reading: the companies read of the list's total. Past
       * the bound, the section says the rest were not compared.
       */
      bound?: { read: number; total: number };
    }
  /** Compared in this browser: the list's first reading, kept for the next release's comparison. */
  | { kind: 'first' };

/** One of the user's lists in "what changed in my lists". */
export interface ListChangesItem {
  listId: number;
  name: string;
  /** The release the changes are counted from (yyyy-mm-dd). */
  since: string;
  read: ListChangesRead;
}

/** "What changed in my lists": unavailable where the backend cannot list a list's companies. */
export type ListChangesState =
  | { kind: 'unavailable' }
  | { kind: 'loading' }
  | {
      kind: 'ready';
      lists: readonly ListChangesItem[];
      /**
       * Compared in this browser (the backend lacks the Radar's extension): each list says with which
       * release it was compared, and before any comparison the section says when the first comes.
       */
      comparedHere?: boolean;
    };
