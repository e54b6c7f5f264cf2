import { describe, expect, it } from 'vitest';
import { boundaryBreach } from './folder-boundaries.js';

const web = '/repo/apps/web/src';
const kit = '/repo/packages/ui/src/screens';

describe('folder boundaries', () => {
  it('keeps a feature to itself and shared/', () => {
    expect(boundaryBreach(`${web}/features/search/a.ts`, `${web}/features/search/b/`)).toBeNull();
    expect(boundaryBreach(`${web}/features/search/a.ts`, `${web}/shared/lib/log/`)).toBeNull();
    expect(boundaryBreach(`${web}/features/bulk/a.ts`, `${web}/features/search/q/`)).toMatch(
      /features\/bulk -> features\/search/,
    );
    expect(boundaryBreach(`${web}/features/bulk/a.ts`, `${web}/app/routes/x/`)).toMatch(/frame/);
  });

  it('keeps shared/ out of features and the frame, and lets the frame compose', () => {
    expect(boundaryBreach(`${web}/shared/a.ts`, `${web}/features/lists/q/`)).toMatch(/shared/);
    expect(boundaryBreach(`${web}/shared/a.ts`, `${web}/app/layout/x/`)).toMatch(/frame/);
    expect(boundaryBreach(`${web}/app/routes/a.ts`, `${web}/features/lists/q/`)).toBeNull();
  });

  it("keeps a kit screen out of another screen's folder", () => {
    expect(boundaryBreach(`${kit}/ListScreen/a.tsx`, `${kit}/ListScreen/parts/b/`)).toBeNull();
    expect(boundaryBreach(`${kit}/ListScreen/a.tsx`, `${kit}/shared/companies/b/`)).toBeNull();
    expect(boundaryBreach(`${kit}/ListScreen/a.tsx`, `${kit}/SearchScreen/parts/b/`)).toMatch(
      /ListScreen -> SearchScreen/,
    );
  });
});
