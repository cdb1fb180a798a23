import { Button, Descriptions, Flex, Input, List, Popconfirm, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ENQUIRY_STATUSES, SUPER_ADMIN_ROLES } from '@hiti/contracts';
import type { Enquiry, EnquiryStatus, EnquiryThreadEntry, EnquiryUpdate } from '@hiti/contracts';
import { useAuthCheck } from '../../api/auth';
import {
  useAddEnquiryNote,
  useDeleteEnquiry,
  useReplyToEnquiry,
  useUpdateEnquiry,
} from '../../api/enquiries';
import { useToast } from '../../app/toast';
import { useAdminLanguage, useAdminTexts } from '../i18n/use-admin-language';
import { useErrorText } from '../shared/error-text';
import { formatDateTime, formatEuro } from '../shared/format';
import { StoreSelect } from './StoreSelect';

function MailState({ entry }: { entry: EnquiryThreadEntry }) {
  const t = useAdminTexts('enquiries');
  const { language } = useAdminLanguage();
  const mail = entry.mail;
  if (!mail) return null;
  if (mail.sentAt)
    return <Tag color="green">{t('mailSent', { at: formatDateTime(mail.sentAt, language) })}</Tag>;
  if (mail.lastError) return <Tag color="orange">{t('mailFailed', { error: mail.lastError })}</Tag>;
  return <Tag>{t('mailQueued')}</Tag>;
}

/** A text box and its button; the text is cleared once it was taken. */
function TextForm(props: {
  placeholder: string;
  button: string;
  pending: boolean;
  onSend: (text: string) => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        aria-label={props.placeholder}
        placeholder={props.placeholder}
        value={text}
        autoSize={{ minRows: 3, maxRows: 10 }}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        type="primary"
        style={{ alignSelf: 'flex-end' }}
        loading={props.pending}
        disabled={text.trim() === ''}
        onClick={() => void props.onSend(text).then(() => setText(''))}
      >
        {props.button}
      </Button>
    </Flex>
  );
}

/** One enquiry: the visitor's message, where it stands, its thread, a note, a reply. */
export function EnquiryDetail({ enquiry, onDeleted }: { enquiry: Enquiry; onDeleted: () => void }) {
  const t = useAdminTexts('enquiries');
  const { language } = useAdminLanguage();
  const auth = useAuthCheck();
  const toast = useToast();
  const errorText = useErrorText();
  const update = useUpdateEnquiry();
  const note = useAddEnquiryNote();
  const reply = useReplyToEnquiry();
  const remove = useDeleteEnquiry();
  const [store, setStore] = useState<number | null>(enquiry.storeId);
  const role = auth.data?.authenticated ? auth.data.role : null;
  const isSuperAdmin = role !== null && role !== undefined && SUPER_ADMIN_ROLES.includes(role);

  const failed = (error: Error) =>
    toast({ title: t('error'), description: errorText(error), variant: 'destructive' });
  const change = (body: EnquiryUpdate) =>
    update.mutateAsync({ id: enquiry.id, change: body }).then(() => toast({ title: t('saved') }), failed);

  return (
    <Flex vertical gap={16}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('received')}>
          {formatDateTime(enquiry.createdAt, language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('name')}>{enquiry.name}</Descriptions.Item>
        <Descriptions.Item label={t('email')}>
          <Typography.Text copyable>{enquiry.email}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('phone')}>
          <a href={`tel:${enquiry.phone.replace(/\s+/g, '')}`}>{enquiry.phone}</a>
        </Descriptions.Item>
        <Descriptions.Item label={t('language')}>{t(enquiry.language)}</Descriptions.Item>
        {enquiry.product && (
          <Descriptions.Item label={t('productLabel')}>
            <a href={`/admin/product/${enquiry.product.id}`}>
              {t('productAt', {
                name:
                  language === 'al'
                    ? enquiry.product.name.al || enquiry.product.name.mk
                    : enquiry.product.name.mk,
                price: formatEuro(enquiry.product.price),
              })}
            </a>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('subject')}>{enquiry.subject}</Descriptions.Item>
        <Descriptions.Item label={t('message')}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {enquiry.message}
          </Typography.Paragraph>
        </Descriptions.Item>
      </Descriptions>

      <Flex gap={8} wrap align="center">
        <span>{t('status')}</span>
        <Select<EnquiryStatus>
          aria-label={t('status')}
          value={enquiry.status}
          style={{ minWidth: 160 }}
          loading={update.isPending}
          onChange={(status) => void change({ status })}
          options={ENQUIRY_STATUSES.map((status) => ({ value: status, label: t(status) }))}
        />
        <span>
          {t('assignee')}: <strong>{enquiry.assignee?.username ?? t('nobody')}</strong>
        </span>
        {!enquiry.assignee && (
          <Button size="small" onClick={() => void change({ assigneeId: 'me' })}>
            {t('assignToMe')}
          </Button>
        )}
        {enquiry.assignee && (
          <Button size="small" onClick={() => void change({ assigneeId: null })}>
            {t('unassign')}
          </Button>
        )}
      </Flex>
      <Flex gap={8} wrap align="center">
        <span>{t('store')}</span>
        <StoreSelect value={store} onChange={setStore} emptyLabel={t('noStore')} />
        <Button
          size="small"
          disabled={store === enquiry.storeId}
          onClick={() => void change({ storeId: store })}
        >
          {t('saveStore')}
        </Button>
      </Flex>

      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('thread')}
      </Typography.Title>
      <List<EnquiryThreadEntry>
        dataSource={enquiry.thread}
        locale={{ emptyText: t('emptyThread') }}
        renderItem={(entry) => (
          <List.Item>
            <Flex vertical gap={4} style={{ width: '100%' }}>
              <Flex gap={8} wrap align="center">
                <Tag color={entry.kind === 'reply' ? 'blue' : 'default'}>{t(entry.kind)}</Tag>
                <Typography.Text type="secondary">
                  {entry.author.username} · {formatDateTime(entry.createdAt, language)}
                </Typography.Text>
                <MailState entry={entry} />
              </Flex>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {entry.text}
              </Typography.Paragraph>
            </Flex>
          </List.Item>
        )}
      />

      <TextForm
        placeholder={t('replyPlaceholder', { language: t(enquiry.language) })}
        button={t('sendReply')}
        pending={reply.isPending}
        onSend={(text) =>
          reply
            .mutateAsync({ id: enquiry.id, text })
            .then(() =>
              toast({ title: t('replyQueued'), description: t('replyQueuedBody', { email: enquiry.email }) }),
            )
            .catch((error: Error) => {
              failed(error);
              throw error;
            })
        }
      />
      <TextForm
        placeholder={t('notePlaceholder')}
        button={t('addNote')}
        pending={note.isPending}
        onSend={(text) =>
          note.mutateAsync({ id: enquiry.id, text }).catch((error: Error) => {
            failed(error);
            throw error;
          })
        }
      />

      {isSuperAdmin && (
        <Popconfirm
          title={t('deleteConfirm')}
          okText={t('delete')}
          cancelText={t('cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            remove.mutateAsync(enquiry.id).then(() => {
              toast({ title: t('deleted') });
              onDeleted();
            }, failed)
          }
        >
          <Button danger style={{ alignSelf: 'flex-start' }} loading={remove.isPending}>
            {t('delete')}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
