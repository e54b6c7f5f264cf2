import { PAGE_FAILED_HINT, PAGE_FAILED_TITLE } from '@cnpj/domain';
import { Button } from '../../../components/Button';
import { StatusMessage } from '../StatusMessage';

/** Props of {@link PageFailed}. */
export interface PageFailedProps {
  /** "Tentar novamente": opens the page again. */
  onRetry: () => void;
}

/**
 * What shows instead of a page whose code could not be loaded or that failed to draw
 * (docs/product.md#screens-and-routes): what happened, and "Tentar novamente".
 */
export function PageFailed({ onRetry }: PageFailedProps) {
  return (
    <main>
      <StatusMessage
        tone="error"
        title={PAGE_FAILED_TITLE}
        headingLevel={1}
        action={<Button onClick={onRetry}>Tentar novamente</Button>}
      >
        {PAGE_FAILED_HINT}
      </StatusMessage>
    </main>
  );
}
