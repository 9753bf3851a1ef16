import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { CHARTS_DOC, chartsDocument } from './charts-doc.ts';
import { STATELY_DIR, statelyFiles, strayStatelyFiles } from './stately-files.ts';

mkdirSync(dirname(CHARTS_DOC), { recursive: true });
writeFileSync(CHARTS_DOC, chartsDocument());
console.info(`wrote ${CHARTS_DOC}`);

const files = statelyFiles();
mkdirSync(STATELY_DIR, { recursive: true });
for (const file of files) writeFileSync(file.path, file.content);
// A chart taken out of machines/index.ts takes its visualiser file with it.
for (const stray of strayStatelyFiles(files)) rmSync(stray);
console.info(`wrote ${files.length} visualiser files in ${STATELY_DIR}/`);
