// Loading code on demand, in one place (decisions 011 and 015).
//
// A subscriber's first paint must not wait for code that only an interaction needs: the sanitiser,
// the mask library, the pickers' option lists, dialogs, menus and tooltips arrive after the page is
// drawn, while the browser is idle, or on the first press. `loader` loads a module once and
// remembers it; `useLoaded` re-renders when it arrives; `warm` starts a load early; `lazyPart` makes
// a component whose code arrives this way and, once arrived, renders in the same pass instead of
// suspending; `whenIdle`, `whenIdleInSteps` and `useWarmWhenIdle` schedule work for idle time;
// `inNextTask` and `startInTurn` start downloads one task each, so no single task inserts them all. The
// light stand-ins that components such as ProfileMenu and Tooltip render until their Radix code
// arrives use these same helpers. Everything here can be deleted the day the platform does it for us.
export { loader, warm, useLoaded, lazyFrom, type Loader, type DefaultModule } from './loader';
export { lazyPart, type LazyPart } from './lazy-part';
export {
  whenIdle,
  whenIdleInSteps,
  useWarmWhenIdle,
  inNextTask,
  startInTurn,
  type HasTime,
} from './idle';
