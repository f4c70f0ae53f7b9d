// Regenerates the tables of libs/i18n/README.md from the route table and SEGMENTS.
// Usage: npx tsx libs/i18n/scripts/write-readme.ts (a test fails while the README is stale).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GENERATED_END, GENERATED_START, generatedReadmeSection } from '../src/docs-tables';

const file = fileURLToPath(new URL('../README.md', import.meta.url));
const text = readFileSync(file, 'utf8');
const start = text.indexOf(GENERATED_START);
const end = text.indexOf(GENERATED_END);
if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${GENERATED_START} ... ${GENERATED_END}`);
writeFileSync(file, text.slice(0, start) + generatedReadmeSection() + text.slice(end + GENERATED_END.length));
