import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { HeaderBrand, PanelPage } from '../../../ui/Layout';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone, selectSiteName } from '../../../app/api/site';

export type AuthPageProps = {
  /** The page's h1: the route title. */
  title: string;
  /** One sentence under the title: what this page is for. */
  intro?: ReactNode;
  /** Desktop panel width in pixels. */
  width?: number;
  /** Phone only: a back button in the top bar (browser history by default). */
  onBack?: (() => void) | 'history' | null;
  /** The phone layout on every device (pages opened inside WeChat), centred on wide screens. */
  phoneOnly?: boolean;
  children: ReactNode;
};

/**
 * The frame of the pages a visitor sees before the employer shell: on desktop the site's bar and a
 * centred panel, on phones the top bar (its title is the h1) with the content below.
 */
export function AuthPage({
  title,
  intro,
  width,
  onBack = 'history',
  phoneOnly = false,
  children,
}: AuthPageProps) {
  const isPhone = useAppSelector(selectIsPhone);
  const siteName = useAppSelector(selectSiteName);
  const navigate = useNavigate();
  return (
    <PanelPage
      variant={isPhone || phoneOnly ? 'phone' : 'desktop'}
      brand={<HeaderBrand name={siteName} suffix="单位中心" />}
      title={title}
      intro={intro}
      width={width}
      onBack={onBack === 'history' ? () => void navigate(-1) : (onBack ?? undefined)}
      centred={phoneOnly && !isPhone}
    >
      {children}
    </PanelPage>
  );
}
