// Every page's console errors and uncaught exceptions are collected; a test fails on any it did
// not declare as expected (an error path that logs on purpose, a 403 the client recovers from).
import type { Page } from '@playwright/test';

/** The collected errors of a test, and the patterns it expects. */
export class ConsoleErrors {
  private readonly seen: string[] = [];
  private readonly allowed: RegExp[] = [];

  /** Declares errors this test provokes on purpose. */
  allow(...patterns: RegExp[]): void {
    this.allowed.push(...patterns);
  }

  /** Starts listening on a page (every page of the context, new tabs included). */
  watch(page: Page): void {
    page.on('console', (message) => {
      if (message.type() === 'error') this.seen.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.seen.push(`uncaught: ${error.message}`));
  }

  /** The errors nobody expected. */
  unexpected(): string[] {
    return this.seen.filter((text) => !this.allowed.some((pattern) => pattern.test(text)));
  }
}
