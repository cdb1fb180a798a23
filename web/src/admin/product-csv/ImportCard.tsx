import { CheckOutlined, FolderOpenOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { ProductImportResult } from '@hiti/contracts';
import { isImportJob, useImportProducts } from '../../api/product-csv';
import { useAdminTexts } from '../i18n/use-admin-language';
import { useErrorText } from '../shared/error-text';
import { ImportProgress } from './ImportProgress';
import { ImportResult } from './ImportResult';
import { readCsvFile } from './read-csv-file';

type Failure = { kind: 'file'; problem: 'unreadable' | 'notUtf8' } | { kind: 'request'; error: unknown };

type Outcome = { fileName: string } & ({ result: ProductImportResult } | { jobId: string });

/**
 * Chooses a CSV file, then checks it (nothing saved) or imports it as a job whose progress is shown. The
 * chosen file stays chosen after a refusal or a check, to be sent again once corrected; a queued one does not.
 */
export function ImportCard() {
  const t = useAdminTexts('productCsv');
  const message = useAdminTexts('messages');
  const errorText = useErrorText();
  const importer = useImportProducts();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [running, setRunning] = useState<'check' | 'import' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const choose = (chosen: File) => {
    setFile(chosen);
    setOutcome(null);
    setFailure(null);
  };

  const run = async (chosen: File, dryRun: boolean) => {
    setRunning(dryRun ? 'check' : 'import');
    setOutcome(null);
    setFailure(null);
    try {
      const read = await readCsvFile(chosen);
      if (!read.ok) {
        setFailure({ kind: 'file', problem: read.problem });
        return;
      }
      const answer = await importer.mutateAsync({ bytes: read.bytes, dryRun });
      if (isImportJob(answer)) {
        setOutcome({ fileName: chosen.name, jobId: answer.id });
        setFile(null);
      } else setOutcome({ fileName: chosen.name, result: answer });
    } catch (error) {
      setFailure({ kind: 'request', error });
    } finally {
      setRunning(null);
    }
  };

  const busy = running !== null;
  const actionLabel = (action: 'check' | 'import') => (running === action ? message('uploading') : t(action));

  return (
    <Card title={t('importTitle')} style={{ height: '100%' }}>
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('importBody')}
        </Typography.Paragraph>
        <Flex gap={8} wrap align="center">
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            style={{ display: 'none' }}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen) choose(chosen);
            }}
          />
          <Button icon={<FolderOpenOutlined />} disabled={busy} onClick={() => input.current?.click()}>
            {t('chooseFile')}
          </Button>
          <Typography.Text type={file ? undefined : 'secondary'} style={{ wordBreak: 'break-word' }}>
            {file ? t('chosenFile', { file: file.name }) : t('noFile')}
          </Typography.Text>
        </Flex>
        <Flex gap={8} wrap>
          <Button
            icon={<CheckOutlined />}
            disabled={!file || busy}
            onClick={() => file && void run(file, true)}
          >
            {actionLabel('check')}
          </Button>
          <Button
            type="primary"
            icon={<UploadOutlined />}
            disabled={!file || busy}
            onClick={() => file && void run(file, false)}
          >
            {actionLabel('import')}
          </Button>
        </Flex>
        {failure && (
          <Alert
            type="error"
            showIcon
            title={t('importFailed')}
            description={failure.kind === 'file' ? t(failure.problem) : errorText(failure.error)}
          />
        )}
        {outcome &&
          ('jobId' in outcome ? (
            <ImportProgress key={outcome.jobId} id={outcome.jobId} fileName={outcome.fileName} />
          ) : (
            <ImportResult fileName={outcome.fileName} result={outcome.result} />
          ))}
      </Flex>
    </Card>
  );
}
