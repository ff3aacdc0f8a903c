import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Drawer } from '../../../ui/Drawer';
import { Empty } from '../../../ui/Empty';
import { Icon } from '../../../ui/Icon';
import { Section } from '../../../ui/Section';
import { Skeleton } from '../../../ui/Skeleton';
import { Tabs } from '../../../ui/Tabs';
import { space } from '../../../ui/theme';
import { LoadFailedAlert } from '../../../app/review/LoadFailedAlert';
import { gridOfHall, newGrid } from '../boothGrid';
import { fairEditorApi } from '../fairEditorApi';
import { HallEditor } from './HallEditor';
import { MapImportPanel } from './MapImportPanel';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-bottom: ${space(3)};
`;

/** A hall drawn here and not saved yet: its tab key, name and numbering prefix. */
type DraftHall = { key: string; hcmc: string; prefix: string };

let draftCount = 0;

/**
 * A fair's booth map: one tab per hall (会场) with its grid editor; 新建会场 starts a blank 5 x 8 hall
 * of standard booths, 从表格导入 adds one from a spreadsheet.
 */
export function HallMapsSection({ zphid, variant }: { zphid: string; variant: 'desktop' | 'phone' }) {
  const map = fairEditorApi.useSchoolFairMapQuery(zphid);
  const [drafts, setDrafts] = useState<DraftHall[]>([]);
  const [activeKey, setActiveKey] = useState<string | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const halls = map.data ?? [];
  const size = variant === 'phone' ? 'phone' : 'md';

  const addDraft = () => {
    draftCount += 1;
    const place = halls.length + drafts.length + 1;
    // Numbers are unique across the fair: a second hall's booths are numbered 2-A1 … unless changed.
    const draft = {
      key: `draft-${draftCount}`,
      hcmc: `会场${place}`,
      prefix: place === 1 ? '' : `${place}-`,
    };
    setDrafts((current) => [...current, draft]);
    setActiveKey(draft.key);
  };
  const dropDraft = (key: string) => {
    setDrafts((current) => current.filter((draft) => draft.key !== key));
    setActiveKey(undefined);
  };

  const items = [
    ...halls.map((hall) => ({
      key: hall.hcid,
      label: `${hall.hcmc}（${hall.zzws}）`,
      children: (
        <HallEditor
          zphid={zphid}
          initial={gridOfHall(hall)}
          variant={variant}
          onSaved={() => undefined}
          onRemoved={() => setActiveKey(undefined)}
        />
      ),
    })),
    ...drafts.map((draft) => ({
      key: draft.key,
      label: `${draft.hcmc}（未保存）`,
      children: (
        <HallEditor
          zphid={zphid}
          initial={newGrid(draft.hcmc, 5, 8, draft.prefix)}
          variant={variant}
          onSaved={(hcid) => {
            dropDraft(draft.key);
            setActiveKey(hcid);
          }}
          onRemoved={() => dropDraft(draft.key)}
        />
      ),
    })),
  ];
  const selected = items.some((item) => item.key === activeKey) ? activeKey : items[0]?.key;

  return (
    <Section title="展位图" busy={map.isFetching}>
      <StyledBar>
        <Button size={size} icon={<Icon name="plus" />} onClick={addDraft}>
          新建会场
        </Button>
        <Button size={size} onClick={() => setImporting(true)}>
          从表格导入
        </Button>
      </StyledBar>
      {map.isError ? (
        <LoadFailedAlert failed="展位图加载失败" error={map.error} onRetry={() => void map.refetch()} />
      ) : map.isLoading ? (
        <Skeleton />
      ) : items.length === 0 ? (
        <Empty description="还没有会场。新建会场绘制展位图，或从表格导入。" />
      ) : (
        <Tabs
          aria-label="会场"
          items={items}
          activeKey={selected}
          onChange={setActiveKey}
          variant={variant}
        />
      )}
      <Drawer
        open={importing}
        onClose={() => setImporting(false)}
        title="从表格导入会场"
        placement={variant === 'phone' ? 'bottom' : 'right'}
        size={variant === 'phone' ? '92vh' : '560px'}
      >
        <MapImportPanel
          zphid={zphid}
          variant={variant}
          onImported={(hcid) => {
            setImporting(false);
            setActiveKey(hcid);
          }}
        />
      </Drawer>
    </Section>
  );
}
