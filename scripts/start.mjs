// `npm start`: the Auth Emulator, the mock backend and the web app (Vite dev server), with demo
// users of both plans. Ctrl-C stops all three.
import {
  DEMO_USERS,
  EMULATOR_URL,
  MOCK_URL,
  run,
  seedDemoUsers,
  startEmulator,
  startMock,
  stopAll,
  waitFor,
} from './services.mjs';

const APP_URL = 'http://127.0.0.1:5173';

process.on('SIGINT', () => {
  stopAll();
  process.exit(0);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(0);
});

try {
  await Promise.all([startEmulator().then(seedDemoUsers), startMock()]);
  run('web', 'npm', ['run', 'dev', '-w', '@cnpj/web', '--', '--host', '127.0.0.1', '--port', '5173', '--strictPort']);
  await waitFor(APP_URL);
  console.log(`
  App            ${APP_URL}
  QA controls    ${MOCK_URL}/__mock
  Mock API       ${MOCK_URL}
  Auth Emulator  ${EMULATOR_URL}
  Storybook      npm run storybook  (http://127.0.0.1:6006)

  Demo users (password ${DEMO_USERS[0].password}):
${DEMO_USERS.map((u) => `    ${u.email.padEnd(28)} ${u.plan} plan`).join('\n')}

  Ctrl-C stops everything.
`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
}
