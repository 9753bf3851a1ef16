import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { CHARTS_DOC, chartsDocument } from './charts-doc.ts';

mkdirSync(dirname(CHARTS_DOC), { recursive: true });
writeFileSync(CHARTS_DOC, chartsDocument());
console.info(`wrote ${CHARTS_DOC}`);
