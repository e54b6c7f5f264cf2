export { TriageScreen, type TriageScreenProps } from './TriageScreen';
export type {
  TriageAppAction,
  TriageCompany,
  TriageEndStep,
  TriageNotice,
  TriagePartners,
  TriageView,
} from './types';
