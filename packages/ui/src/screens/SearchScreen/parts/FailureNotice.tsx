// The search tells its failures with the one notice every screen uses (decision 033); loaded with the
// search's other on-demand parts.
export { FailureNotice, type Failure as SearchFailure } from '../../shared/FailureNotice';
