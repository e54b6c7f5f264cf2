import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { depsToAnnounce, modulePreloadDeps } from './module-preload';

// The static closure Vite hands over for `import('./page.js')`: the page, the chunks it imports
// directly (a, b) and one that only `a` imports (deep).
const deps = ['assets/page.js', 'assets/a.js', 'assets/b.js', 'assets/deep.js'];

describe('depsToAnnounce', () => {
  it('keeps the imported chunk and the chunks its direct imports need', () => {
    expect(depsToAnnounce('assets/page.js', deps, ['assets/a.js', 'assets/b.js'])).toEqual([
      'assets/page.js',
      'assets/deep.js',
    ]);
  });

  it('keeps every dep when the chunk is not known', () => {
    expect(depsToAnnounce('assets/page.js', deps, undefined)).toEqual(deps);
  });
});

describe('modulePreloadDeps', () => {
  const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk', fileName, imports });
  const bundle = {
    'assets/page.js': chunk('assets/page.js', ['assets/a.js', 'assets/b.js']),
    'assets/a.js': chunk('assets/a.js', ['assets/deep.js']),
    'assets/style.css': { type: 'asset', fileName: 'assets/style.css' },
  } as unknown as Rollup.OutputBundle;

  function built() {
    const { plugin, resolveDependencies } = modulePreloadDeps();
    const hook = plugin.generateBundle as { handler: (...args: unknown[]) => void };
    hook.handler.call({}, {}, bundle, false);
    return resolveDependencies;
  }

  it('announces only the deeper chunks of a dynamic import, from the recorded bundle', () => {
    const resolve = built();
    expect(resolve('assets/page.js', deps, { hostId: 'assets/index.js', hostType: 'js' })).toEqual([
      'assets/page.js',
      'assets/deep.js',
    ]);
  });

  it("leaves the entry's links in index.html whole", () => {
    const resolve = built();
    expect(resolve('assets/page.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(
      deps,
    );
  });
});
