// The Introduction's list of state grids: every "State Grid" story of this Storybook, linked, read from
// Storybook's index at runtime, so a new grid shows here without editing the page (the same stories
// e2e/visual/state-grids.spec.ts keeps baselines of).
import { Fragment } from 'react';
import { storyHref, useStoryIndex } from './story-index';

/** Storybook's id suffix of a story exported as `StateGrid`. */
const STATE_GRID = '--state-grid';

/** One link per state grid, named by its component's title ("Components/Button"). */
export function StateGridIndex() {
  const stories = useStoryIndex();
  if (stories === null) return <p>Carregando a lista de stories…</p>;
  if (stories instanceof Error)
    return (
      <p style={{ color: 'var(--color-danger)', fontWeight: 600 }}>
        Não foi possível ler a lista de stories: {stories.message}
      </p>
    );
  const grids = stories
    .filter((story) => story.id.endsWith(STATE_GRID))
    .sort((a, b) => a.title.localeCompare(b.title));
  return (
    <p data-testid="state-grid-index">
      {grids.map((grid, index) => (
        <Fragment key={grid.id}>
          {index > 0 && ' · '}
          <a href={storyHref(grid.id)} target="_top">
            {grid.title}
          </a>
        </Fragment>
      ))}
    </p>
  );
}
