import { Card, Empty, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useAdminTexts } from '../i18n/use-admin-language';
import { AdminShell } from '../layout/AdminShell';
import { StoredLogoForm } from '../logo/StoredLogoForm';
import { SlideCards } from '../sliders/SliderManagement';
import { AboutTab, ContactTab } from './TextTabs';

type TabKey = 'logo' | 'slider' | 'about' | 'contact' | 'featured';

const TAB_OF_TYPE: Record<string, TabKey> = {
  logo: 'logo',
  hero: 'slider',
  slider: 'slider',
  about: 'about',
  contact: 'contact',
  featured: 'featured',
};

export function ContentManagement() {
  const [params, setParams] = useSearchParams();
  const active = TAB_OF_TYPE[params.get('type') ?? ''] ?? 'logo';
  const t = useAdminTexts('contentManagement');
  return (
    <AdminShell title={t('title')} backTo="/admin/dashboard">
      <Card>
        <Tabs
          activeKey={active}
          onChange={(key) => setParams({ type: key }, { replace: true })}
          destroyOnHidden
          items={[
            { key: 'logo', label: t('logoTab'), children: <StoredLogoForm /> },
            { key: 'slider', label: t('sliderTab'), children: <SlideCards /> },
            { key: 'about', label: t('aboutTab'), children: <AboutTab /> },
            { key: 'contact', label: t('contactTab'), children: <ContactTab /> },
            {
              key: 'featured',
              label: t('featuredTab'),
              children: <Empty description={t('featuredComingSoon')} />,
            },
          ]}
        />
      </Card>
    </AdminShell>
  );
}
