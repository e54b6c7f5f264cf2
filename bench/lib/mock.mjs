// The mock server's own benchmark (`npm run bench:mock`), run as is and read back from its output,
// so its figures are those its owner prints.
import { execFileSync } from 'node:child_process';
import { ROOT } from './stack.mjs';

/** Parses "label  N req/s  p50 A ms  p99 B ms" and "label  N rows  T s  M MB  peak RSS +R MB" lines. */
export function parseMockBench(output) {
  const figures = {};
  for (const line of output.split('\n')) {
    const load = /^(.+?)\s+(\d+) req\/s\s+p50\s+(\d+) ms\s+p99\s+(\d+) ms/.exec(line);
    if (load)
      figures[load[1].trim()] = {
        reqPerSec: Number(load[2]),
        p50Ms: Number(load[3]),
        p99Ms: Number(load[4]),
      };
    const xlsx = /^(.+?)\s+(\d+) rows\s+([\d.]+) s\s+([\d.]+) MB\s+peak RSS \+(\d+) MB/.exec(line);
    if (xlsx)
      figures[`xlsx ${xlsx[1].trim()}`] = {
        seconds: Number(xlsx[3]),
        megabytes: Number(xlsx[4]),
        peakRssMb: Number(xlsx[5]),
      };
  }
  return figures;
}

/** Runs the mock server's benchmark and returns its figures (and its raw output). */
export function mockBenchmark() {
  const output = execFileSync('npm', ['run', 'bench:mock', '--silent'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return { figures: parseMockBench(output), output };
}
