// The React Compiler (babel-plugin-react-compiler) for every build of our React code: the app
// (apps/web/vite.config.ts), Storybook (.storybook/main.ts) and Vitest's web and ui projects, so
// what the tests and the stories run is what ships. The compiler keeps references and skips redraws;
// components carry no hand-kept memo, useMemo or useCallback (decision 062).
//
// The Vite React plugin's documented route is `babel({ presets: [reactCompilerPreset()] })` with
// @rolldown/plugin-babel, but every release of that package declares Node 22.12 or later, and the
// product supports Node 20.19 (an install must print no warning, decision 061). So this plugin runs
// the same preset, with the same filter, through @babel/core itself. The day the minimum Node is 22,
// it becomes that one line.
import { transformAsync, type PluginItem } from '@babel/core';
import { reactCompilerPreset } from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/** The parts of the preset this plugin reads (its type comes from the package it replaces). */
interface CompilerPreset {
  preset: PluginItem;
  rolldown: { filter: { code: RegExp }; optimizeDeps: { include: string[] } };
}

/** The kit's and the app's sources, and Storybook's own decorators. */
const REACT_SOURCES = /\/(?:packages\/ui\/src|apps\/web\/src|\.storybook)\/.*\.[jt]sx?$/;

/** Compiles our components and hooks before Vite strips their types and JSX. */
export function reactCompiler(): Plugin {
  const { preset, rolldown } = reactCompilerPreset() as CompilerPreset;
  return {
    name: 'react-compiler',
    enforce: 'pre',
    // The compiled code imports react/compiler-runtime: pre-bundled with React, not found mid-run.
    config: () => ({ optimizeDeps: { include: rolldown.optimizeDeps.include } }),
    transform: {
      filter: {
        // Our React code only: the domain, the client and the libraries hold no component or hook.
        id: { include: REACT_SOURCES, exclude: /\/node_modules\// },
        code: rolldown.filter.code,
      },
      async handler(code, id) {
        // A module without JSX holds a hook or nothing to compile: one that names no hook is
        // left to Vite (2 in 5 of our modules), which keeps the tests' imports quick.
        if (!/x$/.test(id) && !/\buse[A-Z0-9]/.test(code)) return;
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          presets: [preset],
          parserOpts: { plugins: /\.[jt]sx$/.test(id) ? ['typescript', 'jsx'] : ['typescript'] },
          sourceMaps: true,
        });
        if (result?.code) return { code: result.code, map: result.map };
      },
    },
  };
}
