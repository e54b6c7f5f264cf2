// `npm start`: the Auth Emulator, the mock backend and the web app (Vite dev server), with demo
// users of both plans. Ctrl-C (or any service dying) stops all three, leaving no process behind.
import {
  APP_URL,
  assertPortFree,
  DEMO_USERS,
  EMULATOR_URL,
  MOCK_URL,
  seedDemoUsers,
  startEmulator,
  startMock,
  startWeb,
  stopAll,
  whenAServiceDies,
} from './services.mjs';

let exiting = false;
async function shutdown(code) {
  if (exiting) return;
  exiting = true;
  console.log('\nStopping the emulator, the mock server and the web app...');
  await stopAll();
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));
whenAServiceDies(() => void shutdown(1));

function banner() {
  const users = DEMO_USERS.map(
    (user) => `    ${user.email.padEnd(26)} ${user.password}   ${user.plan}`,
  ).join('\n');
  return `
  App            ${APP_URL}
  QA controls    ${MOCK_URL}/__mock
  Mock API       ${MOCK_URL}
  Auth Emulator  ${EMULATOR_URL}
  Storybook      npm run storybook   (then http://127.0.0.1:6006)

  Demo users (e-mail, password, plan); signing up with any other e-mail works too:
${users}

  Ctrl-C stops everything.
`;
}

try {
  const ports = [
    [new URL(EMULATOR_URL).port, 'Auth Emulator'],
    [new URL(MOCK_URL).port, 'mock server'],
    [new URL(APP_URL).port, 'web app'],
  ];
  for (const [port, what] of ports) await assertPortFree(Number(port), what);
  await Promise.all([startEmulator().then(seedDemoUsers), startMock(), startWeb()]);
  console.log(banner());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
