// Test helper: records the files the page saves. The app's saveFile makes an object URL of the blob
// and clicks a temporary <a download>; jsdom has no object URLs, so they are stubbed, and the click
// is caught with the blob it would have saved.
import type { DownloadedFile } from '@cnpj/api-client';
import { vi } from 'vitest';

/** Records every file saved from now on, as the spy's calls ({ filename, blob }). */
export function captureSavedFiles() {
  const save = vi.fn<(file: Pick<DownloadedFile, 'filename' | 'blob'>) => void>();
  let blob = new Blob();
  Object.assign(URL, {
    createObjectURL: vi.fn((object: Blob) => {
      blob = object;
      return 'blob:test';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    save({ filename: this.download, blob });
  });
  return save;
}

/** The names of the files saved from now on. */
export function captureDownloads(): string[] {
  const names: string[] = [];
  captureSavedFiles().mockImplementation((file) => void names.push(file.filename));
  return names;
}
