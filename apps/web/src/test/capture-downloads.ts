// Test helper: records the files the page saves (saveFile clicks a temporary <a download>).
import { vi } from 'vitest';

/** Starts recording saved file names; jsdom has no object URLs, so they are stubbed. */
export function captureDownloads(): string[] {
  const names: string[] = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return names;
}
