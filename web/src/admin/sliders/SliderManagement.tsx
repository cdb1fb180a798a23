import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Typography } from 'antd';
import { useState } from 'react';
import { HERO_SLIDE_KEYS, inLanguage } from '@hiti/contracts';
import type { BilingualSiteContentItem } from '@hiti/contracts';
import { useBilingualSiteContent } from '../../api/site-content';
import { useAdminTexts } from '../i18n/use-admin-language';
import { ContentRead } from '../shared/ContentRead';
import { AdminShell } from '../layout/AdminShell';
import type { SlideScreen } from './slide-toasts';
import { SlideForm } from './SlideForm';
import { shownSlides } from './slides';

function SlideCard({ item, onEdit }: { item: BilingualSiteContentItem; onEdit: () => void }) {
  const { title, description } = item.metadata;
  const t = useAdminTexts('sliders');
  return (
    <Card
      cover={
        item.content.mk ? (
          <img src={item.content.mk} alt="" style={{ height: 200, objectFit: 'cover' }} />
        ) : undefined
      }
      actions={[
        <Button key="edit" type="link" icon={<EditOutlined />} onClick={onEdit}>
          {t('editSlider')}
        </Button>,
      ]}
    >
      <Typography.Title level={5}>
        {t('cardMk', { title: title ? inLanguage(title, 'mk') : item.key })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {description && inLanguage(description, 'mk')}
      </Typography.Paragraph>
      <Typography.Title level={5}>
        {t('cardAl', { title: title ? inLanguage(title, 'al') : item.key })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {description && inLanguage(description, 'al')}
      </Typography.Paragraph>
    </Card>
  );
}

/**
 * The hero slides as cards, each editable in both languages; a missing slide can be added. Saves show
 * the messages of `screen`: Content Management's slider tab unless told otherwise.
 */
export function SlideCards({ screen = 'content' }: { screen?: SlideScreen }) {
  const hero = useBilingualSiteContent('hero');
  const [editing, setEditing] = useState<string | null>(null);
  const t = useAdminTexts('sliders');
  if (hero.data === undefined)
    return (
      <ContentRead query={hero} rows={3}>
        {null}
      </ContentRead>
    );
  const shown = shownSlides(hero.data);
  const { first, second } = shown;
  const slides = [first, second];
  if (editing) {
    return (
      <SlideForm
        key={editing}
        slideKey={editing}
        slides={shown}
        screen={screen}
        onDone={() => setEditing(null)}
      />
    );
  }
  if (!first && !second) {
    return (
      <Card>
        <Empty description={t('noSlider')}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(HERO_SLIDE_KEYS[0])}>
            {t('createSlider')}
          </Button>
        </Empty>
      </Card>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {HERO_SLIDE_KEYS.map((key, index) => {
        const item = slides[index];
        return (
          <Col key={key} xs={24} md={12}>
            {item ? (
              <SlideCard item={item} onEdit={() => setEditing(key)} />
            ) : (
              <Card style={{ height: '100%' }}>
                <Empty description={index === 0 ? t('noFirstSlide') : t('secondSlidePossible')}>
                  <Button icon={<PlusOutlined />} onClick={() => setEditing(key)}>
                    {index === 0 ? t('addFirst') : t('addSecond')}
                  </Button>
                </Empty>
              </Card>
            )}
          </Col>
        );
      })}
    </Row>
  );
}

export function SliderManagement() {
  const t = useAdminTexts('sliders');
  return (
    <AdminShell title={t('title')} backTo="/admin/dashboard">
      <SlideCards screen="slider" />
    </AdminShell>
  );
}
