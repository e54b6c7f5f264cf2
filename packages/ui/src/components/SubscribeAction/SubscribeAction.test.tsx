import { FREE_PLAN_EXPORT_ALERT, FREE_PLAN_LISTS_ALERT, MISSING_FILTERS_ALERT } from '@cnpj/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertMessage as SearchAlert } from '../../screens/SearchScreen/parts/AlertMessage';
import { AlertMessage } from '../../screens/shared/AlertMessage';
import type { ScreenLinkProps } from '../../screens/shared/link';
import { SubscribeProvider } from './SubscribeProvider';

afterEach(cleanup);

/** A router stand-in: records where an in-app link went instead of leaving the test page. */
function recordingLink(visited: string[]) {
  return function RouterLink({ href, onClick, ...rest }: ScreenLinkProps) {
    return (
      <a
        {...rest}
        href={href}
        onClick={(event) => {
          event.preventDefault();
          onClick?.(event);
          visited.push(href);
        }}
      />
    );
  };
}

function withSubscribe(link: ReturnType<typeof recordingLink>, children: ReactNode) {
  return <SubscribeProvider link={link}>{children}</SubscribeProvider>;
}

describe('"Assinar" in free-plan alerts (docs/product.md#my-subscription)', () => {
  it('goes to /minha-assinatura through the app router, naming the limit, and closes the alert', async () => {
    const visited: string[] = [];
    const onDismiss = vi.fn();
    render(
      withSubscribe(
        recordingLink(visited),
        <SearchAlert message={FREE_PLAN_EXPORT_ALERT} onDismiss={onDismiss} />,
      ),
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent(FREE_PLAN_EXPORT_ALERT);
    await userEvent.click(screen.getByRole('link', { name: 'Assinar' }));
    expect(visited).toEqual(['/minha-assinatura?liberar=exportacao']);
    expect(onDismiss).toHaveBeenCalled();
  });

  it('names the lists limit from the lists alert', async () => {
    const visited: string[] = [];
    render(
      withSubscribe(
        recordingLink(visited),
        <AlertMessage message={FREE_PLAN_LISTS_ALERT} onDismiss={vi.fn()} />,
      ),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Assinar' }));
    expect(visited).toEqual(['/minha-assinatura?liberar=listas']);
  });

  it('goes through the link the screen passes, with no provider above', async () => {
    const visited: string[] = [];
    render(
      <AlertMessage
        message={FREE_PLAN_LISTS_ALERT}
        onDismiss={vi.fn()}
        linkComponent={recordingLink(visited)}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Assinar' }));
    expect(visited).toEqual(['/minha-assinatura?liberar=listas']);
  });

  it('keeps "OK" alone on other alerts', () => {
    render(<SearchAlert message={MISSING_FILTERS_ALERT} onDismiss={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Assinar' })).not.toBeInTheDocument();
  });
});
