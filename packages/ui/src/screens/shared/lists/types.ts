import type { ListExportKind } from '@cnpj/domain';
import type { Failure } from '../FailureNotice';

/** The two spreadsheets of a list (docs/product.md#calls, #my-lists): its companies, its partners' e-mails. */
export type { ListExportKind };

/** One export in flight, so its button shows as busy. */
export interface ListExportRequest {
  listId: number;
  kind: ListExportKind;
}

/** A list's export that failed, told under that list with "Tentar novamente" (decision 033, 060). */
export interface ListExportFailure extends Failure {
  listId: number;
}
