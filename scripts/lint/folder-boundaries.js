// One lint rule for the folders that must not reach into each other (docs/adding-a-feature.md):
// - in the app, a feature (apps/web/src/features/<name>/) imports only itself and shared/; shared/
//   imports neither a feature nor the frame (app/); composition happens in the frame;
// - in the kit, a screen's folder (packages/ui/src/screens/<Name>/) imports no other screen's
//   folder; what two screens use lives in screens/shared/ or components/.
// Imports are resolved against the importing file, so `../bulk/x` and `../../features/bulk/x` are
// judged alike. Written here rather than taken from a plugin: the two rules need folder names
// matched against each other, which the core no-restricted-imports cannot say.
import path from 'node:path';

const FEATURE = /\/apps\/web\/src\/features\/([^/]+)\//;
const APP = /\/apps\/web\/src\/app\//;
const SHARED = /\/apps\/web\/src\/shared\//;
const SCREEN = /\/packages\/ui\/src\/screens\/([^/]+)\//;

/** Why `to` may not be imported from `from` (absolute paths), or null when it may. */
export function boundaryBreach(from, to) {
  const feature = FEATURE.exec(from)?.[1];
  const target = FEATURE.exec(to)?.[1];
  if (feature && target && target !== feature)
    return `A feature does not import another feature (features/${feature} -> features/${target}): move what both need to shared/, or compose them in the frame (app/).`;
  if ((feature || SHARED.test(from)) && APP.test(to))
    return 'Features and shared/ do not import the frame (app/): the frame imports them.';
  if (SHARED.test(from) && target)
    return `shared/ does not import a feature (features/${target}): what a feature alone uses stays in it.`;
  const screen = SCREEN.exec(from)?.[1];
  const other = SCREEN.exec(to)?.[1];
  if (screen && other && other !== screen && other !== 'shared')
    return `A screen does not import another screen's folder (${screen} -> ${other}): move the part to screens/shared/ or components/.`;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: 'Folders that must not reach into each other' },
  },
  create(context) {
    const from = context.filename;
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const to = path.resolve(path.dirname(from), source.value) + '/';
      const breach = boundaryBreach(from, to);
      if (breach) context.report({ node: source, message: breach });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'folder-boundaries': rule } };
