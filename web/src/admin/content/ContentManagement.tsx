import { Card, Empty, Skeleton, Tabs } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSiteContent } from '../../api/site-content';
import { byKey } from '../../lib/site-content';
import { AdminShell } from '../layout/AdminShell';
import { LogoTab } from './LogoTab';
import { SliderImagesTab } from './SliderImagesTab';
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
  const content = useSiteContent();
  const items = useMemo(() => byKey(content.data), [content.data]);
  return (
    <AdminShell title="Content Management" backTo="/admin/dashboard">
      <Card>
        {content.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <Tabs
            activeKey={active}
            onChange={(key) => setParams({ type: key }, { replace: true })}
            destroyOnHidden
            items={[
              { key: 'logo', label: 'Logo', children: <LogoTab items={items} /> },
              { key: 'slider', label: 'Slider Images', children: <SliderImagesTab items={items} /> },
              { key: 'about', label: 'About Us', children: <AboutTab items={items} /> },
              { key: 'contact', label: 'Contact', children: <ContactTab items={items} /> },
              {
                key: 'featured',
                label: 'Featured Content',
                children: <Empty description="Featured content management is coming soon." />,
              },
            ]}
          />
        )}
      </Card>
    </AdminShell>
  );
}
