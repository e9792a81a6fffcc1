/** Reads a JSON file bundled in `data/`, from compiled code (dist/src/rates) or from sources (src/rates). */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const CANDIDATE_ROOTS = [path.resolve(__dirname, '../../..'), path.resolve(__dirname, '../..')];

export function readDataFile(name: string): unknown {
  for (const root of CANDIDATE_ROOTS) {
    try {
      return JSON.parse(readFileSync(path.join(root, 'data', name), 'utf8'));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  }
  throw new Error(`data/${name} is missing`);
}
