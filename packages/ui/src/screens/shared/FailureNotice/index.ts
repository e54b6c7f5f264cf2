export { FailureNotice, type Failure, type FailureNoticeProps } from './FailureNotice';
