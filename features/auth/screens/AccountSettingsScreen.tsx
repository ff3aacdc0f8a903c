import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Descriptions } from '../../../ui/Descriptions';
import { Link } from '../../../ui/Link';
import { PageNote } from '../../../ui/PagePanel';
import { Section, SectionStack } from '../../../ui/Section';
import { Skeleton } from '../../../ui/Skeleton';
import { space } from '../../../ui/theme';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { accountApi } from '../accountApi';
import { ChangeMobileDialog } from '../settings/ChangeMobileDialog';
import { LoginLinkList } from '../settings/LoginLinkList';
import { LoginSessionList } from '../settings/LoginSessionList';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)} ${space(4)};
`;

/** Where the password is changed (wsdwyh), coming back here afterwards. */
export const CHANGE_PASSWORD_PATH = `/wsdwyh?redirect=${encodeURIComponent('/zhgl/zhsz')}`;

/**
 * Route zhsz (/zhgl/zhsz), every user's own account: the login mobile and password, the WeChat and
 * app links, and the devices logged in. The password is changed at wsdwyh, with the person's details.
 */
export default function AccountSettingsScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const info = accountApi.useUserInfoQuery();
  const [changingMobile, setChangingMobile] = useState(false);

  let account;
  if (info.isLoading) account = <Skeleton rows={2} label="正在加载账号信息" />;
  else if (info.isError || !info.data)
    account = <LoadFailure error={info.error} title="账号信息加载失败" onRetry={() => void info.refetch()} />;
  else
    account = (
      <>
        <Descriptions
          variant={variant}
          columns={{ desktop: 2, phone: 1 }}
          items={[
            {
              key: 'sjhm',
              label: '登录手机号',
              children: (
                <StyledRow>
                  <span>{info.data.sjhm}</span>
                  <Button size={isPhone ? 'md' : 'sm'} onClick={() => setChangingMobile(true)}>
                    更换手机号
                  </Button>
                </StyledRow>
              ),
            },
            {
              key: 'mm',
              label: '登录密码',
              children: (
                <StyledRow>
                  <span>{info.data.mmdsz ? '未设置' : '已设置'}</span>
                  <Link to={CHANGE_PASSWORD_PATH}>{info.data.mmdsz ? '设置密码' : '修改密码'}</Link>
                </StyledRow>
              ),
            },
          ]}
        />
        <ChangeMobileDialog
          open={changingMobile}
          variant={variant}
          onClose={() => setChangingMobile(false)}
        />
      </>
    );

  return (
    <SectionStack data-ui="account-settings">
      <Section title="账号与密码" busy={info.isFetching}>
        {account}
      </Section>
      <Section title="微信与 App 绑定">
        <PageNote>绑定后可在微信或 App 中免密码登录；不再使用的设备请及时解除绑定。</PageNote>
        <LoginLinkList variant={variant} />
      </Section>
      <Section title="登录设备">
        <PageNote>以下设备正在登录您的账号；发现不认识的设备，请让其退出登录并修改密码。</PageNote>
        <LoginSessionList variant={variant} />
      </Section>
    </SectionStack>
  );
}
