import { downloadApiFile } from '../../../shared/api/download-file.ts';

/** A report file of the stock page, saved under `fileName` (see shared/api/download-file.ts). */
export const downloadAttachment = downloadApiFile;
