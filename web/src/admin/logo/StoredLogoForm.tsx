import { MAIN_LOGO_KEY } from '@hiti/contracts';
import { useBilingualSiteContent } from '../../api/site-content';
import { ContentRead } from '../shared/ContentRead';
import { LogoForm } from './LogoForm';

/** The logo form of the stored logo, once it has been read (Logo Management and the Content Management tab). */
export function StoredLogoForm() {
  const logo = useBilingualSiteContent('logo');
  const item = logo.data?.find((candidate) => candidate.key === MAIN_LOGO_KEY);
  return (
    <ContentRead query={logo} rows={3}>
      <LogoForm key={item?.updatedAt ?? 'new'} item={item} />
    </ContentRead>
  );
}
