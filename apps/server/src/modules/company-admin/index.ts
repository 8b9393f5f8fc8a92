// The company-admin module's public entry: other modules and the app import this file and nothing else of it.
export { companyAdminModule } from './plugin.ts';
export { companyDataKinds, type CompanyDataChange, type CompanyDataEvents, type CompanyDataKind } from './company-data-events.ts';
// Other back-office uploads read their files with the same limits (workbooks through the same zip
// guard) and answer refusals in the same form.
export { readUpload, type Upload } from './upload.ts';
export { detectLogoType as detectImageType } from './logo-type.ts';
export { schemaRefusal } from './refusals.ts';
export { cellText, loadWorkbook, readNumberedTable, readTable, type TableRow } from './file-reader.ts';
