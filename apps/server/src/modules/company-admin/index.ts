// The company-admin module's public entry: other modules and the app import this file and nothing else of it.
export { companyAdminModule } from './plugin.ts';
export { companyDataKinds, type CompanyDataChange, type CompanyDataEvents, type CompanyDataKind } from './company-data-events.ts';
// The upload handling the back office's other modules share: multipart limits, the safe workbook reader.
export { readUpload, type Upload } from './upload.ts';
export { cellText, loadWorkbook } from './file-reader.ts';
