import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import type { FormRule } from 'antd';
import { MAX_HOURS_EXCEPTIONS, MAX_RANGES_PER_DAY, WEEKDAYS } from '@hiti/contracts';
import { useAdminTexts } from '../i18n/use-admin-language';
import type { FieldPath } from '../shared/zod-form';

type RulesOf = (field: FieldPath) => FormRule[];
type ListName = string | number | (string | number)[];

/**
 * One day's opening ranges (several: a lunch break makes two), each an opening and a closing time; none
 * shown reads "Closed". `name` is the list's name inside its form list, `path` its whole path in the form
 * (the contracts' rules and the server's issues name the whole path).
 */
function DayRanges({
  name,
  path,
  label,
  rulesOf,
}: {
  name: ListName;
  path: (string | number)[];
  label: string;
  rulesOf: RulesOf;
}) {
  const t = useAdminTexts('stores');
  return (
    <Form.List name={name}>
      {(ranges, { add, remove }) => (
        <Flex gap={8} align="baseline" wrap style={{ marginBottom: 8 }}>
          <Typography.Text strong style={{ minWidth: 110 }}>
            {label}
          </Typography.Text>
          {ranges.length === 0 && <Typography.Text type="secondary">{t('closed')}</Typography.Text>}
          {ranges.map((range) => (
            <Flex key={range.key} gap={4} align="baseline">
              {(['opens', 'closes'] as const).map((end) => (
                <Form.Item
                  key={end}
                  name={[range.name, end]}
                  rules={rulesOf([...path, range.name, end])}
                  style={{ marginBottom: 0 }}
                >
                  <Input type="time" aria-label={`${label}: ${t(end)}`} style={{ width: 120 }} />
                </Form.Item>
              ))}
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={`${label}: ${t('removeRange')}`}
                onClick={() => remove(range.name)}
              />
            </Flex>
          ))}
          {ranges.length < MAX_RANGES_PER_DAY && (
            <Button
              size="small"
              icon={<PlusOutlined />}
              aria-label={`${label}: ${t('addRange')}`}
              onClick={() => add({ opens: '09:00', closes: '17:00' })}
            >
              {t('addRange')}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}

/** The week's opening hours, Monday first, each day with its ranges. */
export function WeeklyHoursFields({ rulesOf }: { rulesOf: RulesOf }) {
  const t = useAdminTexts('stores');
  return (
    <Card size="small" title={t('hours')} style={{ marginBottom: 16 }}>
      {WEEKDAYS.map((day) => (
        <DayRanges key={day} name={['hours', day]} path={['hours', day]} label={t(day)} rulesOf={rulesOf} />
      ))}
    </Card>
  );
}

/** The dated exceptions: a holiday (no hours: closed) or a short day, each date once. */
export function HoursExceptionFields({ rulesOf }: { rulesOf: RulesOf }) {
  const t = useAdminTexts('stores');
  return (
    <Card size="small" title={t('exceptions')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t('exceptionsHelp')}</Typography.Paragraph>
      <Form.List name="exceptions">
        {(exceptions, { add, remove }) => (
          <>
            {exceptions.map((exception) => (
              <Flex key={exception.key} gap={8} align="baseline" wrap>
                <Form.Item
                  name={[exception.name, 'date']}
                  rules={rulesOf(['exceptions', exception.name, 'date'])}
                  style={{ marginBottom: 8 }}
                >
                  <Input type="date" aria-label={`${t('date')} ${exception.name + 1}`} />
                </Form.Item>
                <DayRanges
                  name={[exception.name, 'hours']}
                  path={['exceptions', exception.name, 'hours']}
                  label={`${t('date')} ${exception.name + 1}`}
                  rulesOf={rulesOf}
                />
                <Button
                  danger
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={`${t('removeException')} ${exception.name + 1}`}
                  onClick={() => remove(exception.name)}
                />
              </Flex>
            ))}
            {exceptions.length < MAX_HOURS_EXCEPTIONS && (
              <Button icon={<PlusOutlined />} onClick={() => add({ date: '', hours: [] })}>
                {t('addException')}
              </Button>
            )}
          </>
        )}
      </Form.List>
    </Card>
  );
}
