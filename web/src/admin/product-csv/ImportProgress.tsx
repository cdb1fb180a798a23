import { StopOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Progress, Statistic } from 'antd';
import type { ProductImport, AdminTexts } from '@hiti/contracts';
import { isImportOver, useCancelImport, useProductImport } from '../../api/product-csv';
import { useAdminTexts } from '../i18n/use-admin-language';
import { useErrorText } from '../shared/error-text';
import { ImportResult } from './ImportResult';

export interface ImportProgressProps {
  id: string;
  fileName: string;
}

type Texts = (key: keyof AdminTexts['productCsv'] & string) => string;

function stateTitle(job: ProductImport, t: Texts): string {
  if (job.repeated && job.state === 'completed') return t('importRepeated');
  switch (job.state) {
    case 'queued':
      return t('importQueued');
    case 'running':
      return t('importRunning');
    case 'completed':
      return t('imported');
    case 'cancelled':
      return t('importCancelled');
    default:
      return t('importJobFailed');
  }
}

const alertType = (job: ProductImport) =>
  job.state === 'completed'
    ? 'success'
    : job.state === 'failed'
      ? 'error'
      : job.state === 'cancelled'
        ? 'warning'
        : 'info';

/** A queued import: its progress bar while it runs (asked for every second), then its report. */
export function ImportProgress({ id, fileName }: ImportProgressProps) {
  const t = useAdminTexts('productCsv');
  const errorText = useErrorText();
  const { data: job, error } = useProductImport(id);
  const cancel = useCancelImport();
  if (!job) return error ? <Alert type="error" showIcon title={errorText(error)} /> : null;
  const over = isImportOver(job);
  const percent = job.rowsTotal === 0 ? 100 : Math.floor((job.rowsDone / job.rowsTotal) * 100);

  return (
    <Flex vertical gap={12}>
      <Alert
        type={alertType(job)}
        showIcon
        title={stateTitle(job, t)}
        description={t('chosenFile', { file: fileName })}
      />
      <Progress
        aria-label={t('importProgress', { done: job.rowsDone, total: job.rowsTotal })}
        percent={job.state === 'completed' ? 100 : percent}
        status={job.state === 'completed' ? 'success' : over ? 'exception' : 'active'}
        format={() => t('importProgress', { done: job.rowsDone, total: job.rowsTotal })}
      />
      {!over && (
        <Flex>
          <Button
            danger
            icon={<StopOutlined />}
            disabled={job.cancelRequested || cancel.isPending}
            onClick={() => cancel.mutate(job.id)}
          >
            {job.cancelRequested || cancel.isPending ? t('cancelling') : t('cancelImport')}
          </Button>
        </Flex>
      )}
      {cancel.error !== null && <Alert type="error" showIcon title={errorText(cancel.error)} />}
      {job.state === 'completed' && (
        <Flex gap={32} wrap>
          <Statistic title={t('created')} value={job.created} />
          <Statistic title={t('updated')} value={job.updated} />
          <Statistic title={t('unchanged')} value={job.unchanged} />
        </Flex>
      )}
      {job.errors.length > 0 && (
        <ImportResult
          fileName={fileName}
          result={{ dryRun: false, created: 0, updated: 0, unchanged: 0, errors: job.errors }}
        />
      )}
    </Flex>
  );
}
