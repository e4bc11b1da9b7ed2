// Helpers every bench shares: order statistics, a process's CPU time, and where results are written.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './servers.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The nearest-rank percentile of an ascending array. */
export const percentile = (sorted, fraction) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];

const cpuFields = (pid) => {
  const statFile = `/proc/${pid}/stat`;
  if (!existsSync(statFile)) return null;
  return readFileSync(statFile, 'utf8').split(') ')[1].split(' ');
};

/** CPU seconds (user + system, every thread) a process has used so far; null off Linux. */
export const cpuSeconds = (pid) => {
  const fields = cpuFields(pid);
  return fields && (Number(fields[11]) + Number(fields[12])) / 100;
};

/** Of cpuSeconds, those spent in the kernel (system time): where a socket's writes and reads go. */
export const kernelCpuSeconds = (pid) => {
  const fields = cpuFields(pid);
  return fields && Number(fields[12]) / 100;
};

/** Writes bench/results/<prefix><timestamp>.json and answers its path. */
export const writeResults = (prefix, results) => {
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const file = join(root, 'bench/results', `${prefix}${results.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
};
