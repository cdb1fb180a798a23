import { Alert, Flex, Statistic, Table, Typography } from 'antd';
import { PRODUCT_CSV_COLUMNS } from '@hiti/contracts';
import type { ProductImportError, ProductImportResult } from '@hiti/contracts';
import { useAdminTexts, useAdminValidation } from '../i18n/use-admin-language';
import { columnOfField } from './import-errors';

export interface ImportResultProps {
  fileName: string;
  result: ProductImportResult;
}

/**
 * A header the file got wrong can name one long column (cells separated by semicolons, not commas): such
 * a name may break anywhere on a phone; a real column name stays whole (antd's cells would break it).
 */
const breaksAnywhere = (field: string) =>
  field.length > Math.max(...PRODUCT_CSV_COLUMNS.map((column) => column.length));

interface RefusedRow extends ProductImportError {
  rowKey: number;
}

/** What an import or a check did: the products added and changed, or every refused row and why. */
export function ImportResult({ fileName, result }: ImportResultProps) {
  const t = useAdminTexts('productCsv');
  const translate = useAdminValidation();
  const refused = result.errors.length > 0;
  const title = refused
    ? t('refused', { count: result.errors.length })
    : t(result.dryRun ? 'checked' : 'imported');

  return (
    <Flex vertical gap={12}>
      <Alert
        type={refused ? 'error' : result.dryRun ? 'info' : 'success'}
        showIcon
        title={title}
        description={
          <>
            <div>{t('chosenFile', { file: fileName })}</div>
            {refused && <div>{t('fixAndRetry')}</div>}
          </>
        }
      />
      {!refused && (
        <Flex gap={32} wrap>
          <Statistic title={t(result.dryRun ? 'toCreate' : 'created')} value={result.created} />
          <Statistic title={t(result.dryRun ? 'toUpdate' : 'updated')} value={result.updated} />
        </Flex>
      )}
      {refused && (
        <Table<RefusedRow>
          size="small"
          rowKey="rowKey"
          dataSource={result.errors.map((error, index) => ({ ...error, rowKey: index }))}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            {
              title: t('row'),
              key: 'row',
              render: (_, error) => (error.row === 1 ? t('headerRow', { row: error.row }) : error.row),
            },
            {
              title: t('column'),
              key: 'column',
              render: (_, error) =>
                error.field ? (
                  <Typography.Text
                    code
                    style={
                      breaksAnywhere(error.field) ? { wordBreak: 'break-all' } : { whiteSpace: 'nowrap' }
                    }
                  >
                    {columnOfField(error.field)}
                  </Typography.Text>
                ) : (
                  '—'
                ),
            },
            {
              title: t('problem'),
              key: 'problem',
              render: (_, error) => translate(error.key ?? error.message),
            },
          ]}
        />
      )}
    </Flex>
  );
}
