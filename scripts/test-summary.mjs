// Prints the closing line CI reads ("N passed, N failed, N skipped") from Vitest's JSON report.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2] ?? '.data/vitest-report.json', 'utf8'));
const skipped = report.numPendingTests + report.numTodoTests;
console.log(`unit: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
process.exit(report.numFailedTests > 0 || report.numTotalTests === 0 ? 1 : 0);
