import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SchoolSiteItem } from '../../contract/schoolSites';
import { modal } from '../../ui/Modal';
import { refusalOf } from '../../app/api/refusal';
import { useNotify } from '../../app/api/useNotify';
import { schoolSitesApi } from './schoolSitesApi';
import { authLoginPath, registerConfirmation, resubmitConfirmation } from './siteRules';

export type SiteAction = 'register' | 'resubmit' | 'enter';

/**
 * The list's actions: 一键注册 and 重新提交 after a confirmation that the school will review, each
 * saying what the server answered; 进入 asks for the site's one-time code and opens the employer app
 * there through route AuthLogin (no second password).
 */
export function useSchoolSiteActions() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [register] = schoolSitesApi.useRegisterAtSiteMutation();
  const [resubmit] = schoolSitesApi.useResubmitAtSiteMutation();
  const [enter] = schoolSitesApi.useEnterSiteMutation();
  const [busySite, setBusySite] = useState<string | null>(null);

  const withBusy = async (site: SchoolSiteItem, work: () => Promise<void>) => {
    setBusySite(site.xxdm);
    try {
      await work();
    } catch (error) {
      notify.error(refusalOf(error).message);
    } finally {
      setBusySite(null);
    }
  };

  const run = async (action: SiteAction, site: SchoolSiteItem) => {
    const { xxdm } = site;
    switch (action) {
      case 'register':
        if (await modal.confirm({ ...registerConfirmation(site), okText: '确认注册' }))
          await withBusy(site, async () => {
            notify.success(await register({ xxdm }).unwrap());
          });
        return;
      case 'resubmit':
        if (await modal.confirm({ ...resubmitConfirmation(site), okText: '重新提交' }))
          await withBusy(site, async () => {
            notify.success(await resubmit({ xxdm }).unwrap());
          });
        return;
      case 'enter':
        await withBusy(site, async () => {
          const { code } = await enter({ xxdm }).unwrap();
          await navigate(authLoginPath(code, xxdm));
        });
        return;
    }
  };

  return { run, busySite };
}
