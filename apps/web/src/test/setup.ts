// Test setup for the web app's jsdom tests; filled in with the app.
export {};
