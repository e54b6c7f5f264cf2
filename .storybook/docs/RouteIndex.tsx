// The "Rotas" index of the Introduction: every route of the app's route table, the name of its page,
// and links to the stories of the screen it shows. Built at runtime from the route table and
// Storybook's index, so it cannot fall behind either; what only a person can say (which screen a
// route shows) is in route-screens.ts, and any gap is flagged on the page.
import { Fragment, type CSSProperties } from 'react';
import {
  fullScreenPages,
  layoutPages,
  notFoundPage,
  publicPaths,
  titleForPath,
} from '../../apps/web/src/app/routes/route-table';
import { layoutScreen, routeScreens } from './route-screens';
import { isUnder, storyHref, useStoryIndex, type StoryEntry } from './story-index';

/** A route as the index lists it. */
interface RouteRow {
  path: string;
  title: string;
  /** Public, full screen, or inside the layout with side menu and header. */
  frame: 'pública' | 'tela cheia' | 'com menu';
}

/** Every route of the route table, in the order of docs/product.md#access. */
function routeRows(): RouteRow[] {
  return [
    ...Object.values(publicPaths).map((path) => ({
      path,
      title: titleForPath(path),
      frame: 'pública' as const,
    })),
    ...fullScreenPages.map(({ path, title }) => ({ path, title, frame: 'tela cheia' as const })),
    ...layoutPages.map(({ path, title }) => ({ path, title, frame: 'com menu' as const })),
    // Any other signed-in address: the not-found page, inside the layout (docs/product.md#access).
    { path: notFoundPage.path, title: notFoundPage.title, frame: 'com menu' as const },
  ];
}

const cell: CSSProperties = {
  padding: '6px 8px',
  borderTop: '1px solid var(--color-border)',
  verticalAlign: 'top',
};
const flag: CSSProperties = { color: 'var(--color-danger)', fontWeight: 600 };

/** Links to the stories under `prefix`, one line per story title. */
function StoryLinks({ prefix, stories }: { prefix: string; stories: StoryEntry[] }) {
  const matching = stories.filter((story) => isUnder(story.title, prefix));
  if (matching.length === 0) {
    return (
      <div data-testid="docs-drift" style={flag}>
        {prefix}: no stories
      </div>
    );
  }
  const titles = [...new Set(matching.map((story) => story.title))];
  return (
    <>
      {titles.map((title) => (
        <div key={title} style={{ marginBottom: 4 }}>
          <strong>{title}</strong>:{' '}
          {matching
            .filter((story) => story.title === title)
            .map((story, index) => (
              <Fragment key={story.id}>
                {index > 0 && ' · '}
                <a href={storyHref(story.id)} target="_top">
                  {story.name}
                </a>
              </Fragment>
            ))}
        </div>
      ))}
    </>
  );
}

/** The route → page → states table. */
export function RouteIndex() {
  const stories = useStoryIndex();
  if (stories === null) return <p>Carregando a lista de stories…</p>;
  if (stories instanceof Error)
    return <p style={flag}>Não foi possível ler a lista de stories: {stories.message}</p>;
  const rows = routeRows();
  const stale = Object.keys(routeScreens).filter(
    (pattern) => !rows.some((row) => row.path === pattern),
  );
  return (
    <>
      <table
        data-testid="route-index"
        style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}
      >
        <thead>
          <tr>
            <th style={cell}>Rota</th>
            <th style={cell}>Página</th>
            <th style={cell}>Estados (stories)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const prefixes = routeScreens[row.path];
            return (
              <tr key={row.path} data-route={row.path}>
                <td style={cell}>
                  <code>{row.path}</code>
                  <div style={{ color: 'var(--color-text-muted)' }}>{row.frame}</div>
                </td>
                <td style={cell}>{row.title}</td>
                <td style={cell}>
                  {prefixes ? (
                    prefixes.map((prefix) => (
                      <StoryLinks key={prefix} prefix={prefix} stories={stories} />
                    ))
                  ) : (
                    <div data-testid="docs-drift" style={flag}>
                      No screen for this route: add it to .storybook/docs/route-screens.ts
                    </div>
                  )}
                  {row.frame === 'com menu' && (
                    <div style={{ color: 'var(--color-text-muted)' }}>
                      Moldura:{' '}
                      <a
                        href={storyHref(
                          stories.find((story) => isUnder(story.title, layoutScreen))?.id ?? '',
                        )}
                        target="_top"
                      >
                        {layoutScreen}
                      </a>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {stale.map((pattern) => (
        <p key={pattern} data-testid="docs-drift" style={flag}>
          {pattern} is in route-screens.ts but no longer in the route table.
        </p>
      ))}
    </>
  );
}
