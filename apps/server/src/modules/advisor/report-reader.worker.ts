/** The advisor's worker thread (report-reader.ts): reads each report it is sent and answers what it recognised. */
import { parentPort } from 'node:worker_threads';
import { recogniseReport } from '@coreparts/shared';

parentPort!.on('message', (report: string) => parentPort!.postMessage(recogniseReport(report)));
