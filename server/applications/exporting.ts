import ExcelJS from 'exceljs';
import { APPLICATION_EXPORT_COLUMNS, type ApplicationListItem } from '../../contract/applications';
import { GENDERS, RESUME_DEGREES } from '../../contract/resumes';
import { applicationWorkflow, stateOfCode } from '../../contract/workflow';

// The export of the received-resumes list (.xlsx): the list's columns, codes written as their labels.

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const labelOf = (list: readonly { code: string; label: string }[], code: string) =>
  list.find((item) => item.code === code)?.label ?? code;

function cellOf(item: ApplicationListItem, field: keyof ApplicationListItem): string {
  switch (field) {
    case 'xb':
      return labelOf(GENDERS, item.xb);
    case 'xl':
      return labelOf(RESUME_DEGREES, item.xl);
    case 'zt': {
      const state = stateOfCode(applicationWorkflow, item.zt);
      return state === undefined ? item.zt : applicationWorkflow.states[state].label;
    }
    case 'bynf':
      return item.bynf === null ? '' : String(item.bynf);
    default:
      return String(item[field]);
  }
}

/** One sheet, a header row and one row per application, every cell text (never a formula). */
export async function applicationWorkbook(items: readonly ApplicationListItem[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('收到的简历');
  sheet.columns = APPLICATION_EXPORT_COLUMNS.map((column) => ({
    header: column.header,
    key: column.field,
    width: column.field === 'tdsj' ? 20 : column.field === 'yx' || column.field === 'zwmc' ? 24 : 14,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const item of items)
    sheet.addRow(APPLICATION_EXPORT_COLUMNS.map((column) => cellOf(item, column.field)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A download's Content-Disposition: an ASCII fallback name and the real one (RFC 5987). */
export function downloadDisposition(fallback: string, name: string): string {
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** 收到的简历_20261126.xlsx. */
export const exportFileName = (today: string) => `收到的简历_${today.replaceAll('-', '')}.xlsx`;
