import { useState } from 'react';
import { LOGIN_LINK_KIND_NAMES, type LoginLink } from '../../../contract/accountSettings';
import { Button } from '../../../ui/Button';
import { modal } from '../../../ui/Modal';
import { Table, type TableColumn } from '../../../ui/Table';
import { Tag } from '../../../ui/Tag';
import { refusalOf } from '../../../app/api/refusal';
import { useNotify } from '../../../app/api/useNotify';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { accountSettingsApi } from '../accountSettingsApi';

type Variant = 'desktop' | 'phone';

/** The WeChat identities and app devices that log this user in without a password; each can be unbound. */
export function LoginLinkList({ variant }: { variant: Variant }) {
  const notify = useNotify();
  const links = accountSettingsApi.useLoginLinksQuery();
  const [unbind] = accountSettingsApi.useUnbindLinkMutation();
  const [busyId, setBusyId] = useState<string | null>(null);

  const confirmUnbind = async (link: LoginLink) => {
    const kind = LOGIN_LINK_KIND_NAMES[link.lx];
    const confirmed = await modal.confirm({
      title: `解除${kind}绑定？`,
      content: `解除后，${link.sb}上的${kind}将不能再免密码登录，需重新输入手机号和密码绑定。`,
      okText: '解除绑定',
    });
    if (!confirmed) return;
    setBusyId(link.id);
    try {
      notify.success((await unbind({ id: link.id }).unwrap()).message || '已解除绑定');
    } catch (error) {
      notify.error(refusalOf(error).message);
    } finally {
      setBusyId(null);
    }
  };

  if (links.isError)
    return <LoadFailure error={links.error} title="绑定信息加载失败" onRetry={() => void links.refetch()} />;

  const unbindButton = (link: LoginLink) => (
    <Button
      variant="link"
      danger
      size={variant === 'phone' ? 'md' : 'sm'}
      loading={busyId === link.id}
      aria-label={`解除绑定 ${LOGIN_LINK_KIND_NAMES[link.lx]} ${link.sb}`}
      onClick={() => void confirmUnbind(link)}
    >
      解除绑定
    </Button>
  );
  const columns: TableColumn<LoginLink>[] = [
    {
      key: 'lx',
      title: '类型',
      render: (link) => <Tag tone="primary">{LOGIN_LINK_KIND_NAMES[link.lx]}</Tag>,
    },
    { key: 'sb', title: '绑定设备', dataIndex: 'sb', hideInCards: true },
    { key: 'bdsj', title: '绑定时间', dataIndex: 'bdsj' },
    { key: 'zjsy', title: '最近使用', render: (link) => link.zjsy || '未使用' },
    { key: 'actions', title: '操作', width: '120px', hideInCards: true, render: unbindButton },
  ];
  return (
    <Table
      columns={columns}
      data={links.data ?? []}
      rowKey="id"
      caption="微信与 App 绑定"
      captionHidden
      loading={links.isLoading}
      emptyText="尚未绑定微信或 App。在微信或 App 中用手机号和密码登录一次，即可绑定。"
      variant={variant}
      phoneCards
      minWidth={640}
      cardTitle={(link) => link.sb}
      cardActions={unbindButton}
    />
  );
}
