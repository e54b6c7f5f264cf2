import { FREE_PLAN_EXPORT_ALERT, MISSING_FILTERS_ALERT } from '@cnpj/domain';
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

function withSubscribe(
  subscribeUrl: string,
  link: ReturnType<typeof recordingLink>,
  children: ReactNode,
) {
  return (
    <SubscribeProvider subscribeUrl={subscribeUrl} link={link}>
      {children}
    </SubscribeProvider>
  );
}

describe('"Assinar" in free-plan alerts (docs/product.md#plans-and-permissions)', () => {
  it('goes to /minha-assinatura through the app router and closes the alert', async () => {
    const visited: string[] = [];
    const onDismiss = vi.fn();
    render(
      withSubscribe(
        '',
        recordingLink(visited),
        <SearchAlert message={FREE_PLAN_EXPORT_ALERT} onDismiss={onDismiss} />,
      ),
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent(FREE_PLAN_EXPORT_ALERT);
    await userEvent.click(screen.getByRole('link', { name: 'Assinar' }));
    expect(visited).toEqual(['/minha-assinatura']);
    expect(onDismiss).toHaveBeenCalled();
  });

  it('links to the configured checkout address, outside the router', () => {
    const visited: string[] = [];
    render(
      withSubscribe(
        'https://pagamento.example.com/assinar',
        recordingLink(visited),
        <AlertMessage message={FREE_PLAN_EXPORT_ALERT} onDismiss={vi.fn()} />,
      ),
    );
    const link = screen.getByRole('link', { name: 'Assinar' });
    expect(link).toHaveAttribute('href', 'https://pagamento.example.com/assinar');
    expect(visited).toEqual([]);
  });

  it('keeps "OK" alone on other alerts', () => {
    render(<SearchAlert message={MISSING_FILTERS_ALERT} onDismiss={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Assinar' })).not.toBeInTheDocument();
  });
});
