/** The reports' Export (spec §4): the status table of the channels shown, as a CSV file named for the timeframe. */
import { toCsv } from './csv';
import { statusHeader, statusRows, type ChannelFigures } from './report-totals';
import { fill } from './template';
import type { ReportsCopy } from '../schemas/account';

export interface ExportFile {
  name: string;
  text: string;
  type: string;
}

export function reportExport(
  copy: { exportFile: ReportsCopy['toolbar']['exportFile']; columns: ReportsCopy['statusTable']['columns'] },
  timeframe: string,
  visible: ChannelFigures[],
): ExportFile {
  return {
    name: fill(copy.exportFile, { timeframe }),
    text: toCsv(statusHeader(copy.columns), statusRows(visible)),
    type: 'text/csv;charset=utf-8',
  };
}
