import type { Attachment, PeriodFilter } from '@sahm/contracts/financials';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '../../../shared/ui/notify.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../shared/ui/date-text.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ListPagination } from '../../../shared/ui/list-pagination.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { ScrollRegion } from '../../../shared/ui/scroll-region.tsx';
import { SectionPanel } from '../../../shared/ui/section-panel.tsx';
import { downloadAttachment } from '../api/download-attachment.ts';
import { useAttachments } from '../api/get-attachments.ts';
import { useColumnLabel } from './statement-labels.tsx';

/** A phone has no room for the day a period ended: the period says it. */
const hideOnPhone = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Row choices of the generic lists (spec §9): 5 to 25, 10 by default. */
const pageSizes = [5, 10, 15, 20, 25] as const;
type PageSize = (typeof pageSizes)[number];

type ReportFilesProps = { stock: { guid: string; short_name: string; symbol_code: string }; filter: PeriodFilter };

const fileNameOf = (symbol: string, file: Attachment) =>
  `${symbol}-${file.year}-${file.period.toLowerCase()}-${file.attachment_type.toLowerCase().replace(/_/g, '-')}-${file.language}.pdf`;

/**
 * The period's report files (statements, board reports, presentations), each downloaded with the
 * member's token; paged here, as the list comes whole (twelve years of quarters in two languages).
 */
export function ReportFiles({ stock, filter }: ReportFilesProps) {
  const { t } = useTranslation('financials');
  const columnLabel = useColumnLabel();
  const query = useAttachments(stock.guid, filter);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<PageSize>(10);
  const all = query.data?.items;
  const files = all?.slice((page - 1) * size, page * size);
  const tableLabel = t('files.tableLabel', { name: stock.short_name });

  const download = async (file: Attachment) => {
    setDownloading(file.guid);
    try {
      await downloadAttachment(file.attachment_suffix_path, fileNameOf(stock.symbol_code, file));
    } catch {
      enqueueSnackbar(t('files.downloadFailed'), { variant: 'error' });
    } finally {
      setDownloading(null);
    }
  };

  let body;
  if (query.isError && !files) body = <LoadFailed onRetry={() => void query.refetch()} />;
  else if (all && all.length === 0) body = <EmptyState title={t('files.empty')} />;
  else
    body = (
      <ScrollRegion label={tableLabel}>
        <Table size="small" aria-label={tableLabel} aria-busy={!files || query.isPlaceholderData}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={hideOnPhone}>
                {t('files.date')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('files.period')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('files.type')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('files.language')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                <span hidden>{t('files.download')}</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {files
              ? files.map((file) => {
                  const type = t(`files.types.${file.attachment_type}`);
                  const period = columnLabel(file);
                  const language = t(`files.languages.${file.language}`);
                  return (
                    <TableRow key={file.guid} hover data-file={file.guid}>
                      <TableCell sx={{ ...hideOnPhone, whiteSpace: 'nowrap' }}>
                        <DateText value={file.date} />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <bdi>{period}</bdi>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {type}
                        {file.generated && (
                          <Typography component="span" variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                            {t('files.generated')}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{language}</TableCell>
                      <TableCell align="right">
                        <Button
                          size="small"
                          startIcon={<DownloadIcon />}
                          disabled={downloading === file.guid}
                          aria-label={t('files.downloadLabel', { type, period, language })}
                          onClick={() => void download(file)}
                        >
                          {t('files.download')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })
              : Array.from({ length: 3 }, (_, row) => (
                  <TableRow key={row}>
                    {Array.from({ length: 5 }, (_, cell) => (
                      <TableCell key={cell} sx={cell === 0 ? hideOnPhone : undefined}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </ScrollRegion>
    );
  const pager = all && all.length > pageSizes[0] && (
    <ListPagination
      total={all.length}
      page={page}
      size={size}
      sizes={pageSizes}
      onPageChange={setPage}
      onSizeChange={(next) => {
        setSize(next);
        setPage(1);
      }}
    />
  );

  return (
    <SectionPanel id="report-files" title={t('files.title')} flush>
      {body}
      {pager}
    </SectionPanel>
  );
}
