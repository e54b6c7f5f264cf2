// The search tells its failures with the one notice every screen uses (decision 033).
export { FailureNotice, type Failure as SearchFailure } from '../../shared/FailureNotice';
