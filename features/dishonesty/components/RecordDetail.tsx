import { StatusBadge } from '../../../ui/Badge';
import { Descriptions } from '../../../ui/Descriptions';
import { Section } from '../../../ui/Section';
import { Spinner } from '../../../ui/Spinner';
import { Timeline } from '../../../ui/Timeline';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { appealTone, canAppeal, recordTone } from '../appealRules';
import { dishonestyApi } from '../dishonestyApi';
import { AppealForm, downloadHref } from './AppealForm';

/** One record in full: rule, fair, dates, effect, the school's note, its appeals with the answers, and the appeal form. */
export function RecordDetail({ id, phone }: { id: string; phone: boolean }) {
  const record = dishonestyApi.useDishonestyRecordQuery(id);
  if (record.isError)
    return (
      <LoadFailure
        error={record.error}
        title="记录加载失败"
        onRetry={() => void record.refetch()}
        headingLevel={3}
      />
    );
  if (!record.data) return <Spinner label="加载中" />;
  const data = record.data;
  return (
    <>
      <Descriptions
        columns={1}
        items={[
          { key: 'rule', label: '违规事项', children: data.gzmc },
          { key: 'object', label: '相关活动', children: data.dxmc },
          { key: 'date', label: '违规日期', children: data.wgrq },
          { key: 'expiry', label: '有效期至', children: data.yxqz },
          {
            key: 'state',
            label: '状态',
            children: <StatusBadge tone={recordTone(data.zt)}>{data.ztmc}</StatusBadge>,
          },
          { key: 'effect', label: '影响', children: data.yx || '暂无影响' },
          { key: 'note', label: '学校说明', children: data.sm || '—' },
        ]}
      />
      <Section title="申诉记录" headingLevel={3}>
        {data.appeals.length === 0 ? (
          <p>尚未申诉。</p>
        ) : (
          <Timeline
            aria-label="申诉记录"
            items={data.appeals.map((appeal) => ({
              key: appeal.id,
              title: <StatusBadge tone={appealTone(appeal.zt)}>{appeal.ztmc}</StatusBadge>,
              meta: `提交于 ${appeal.sssj}${appeal.dfsj ? ` · ${appeal.dfr} 答复于 ${appeal.dfsj}` : ''}`,
              children: (
                <>
                  <div>{`申诉理由：${appeal.ssly}`}</div>
                  {appeal.fj.length > 0 && (
                    <ul aria-label="证明材料">
                      {appeal.fj.map((file) => (
                        <li key={file.id}>
                          <a href={downloadHref(file.id)} download={file.name}>
                            {file.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                  {appeal.dfyy && <div>{`学校答复：${appeal.dfyy}`}</div>}
                </>
              ),
            }))}
          />
        )}
      </Section>
      {canAppeal(data, data.appeals) && (
        <Section title="申诉" headingLevel={3}>
          <AppealForm recordId={data.id} phone={phone} onDone={() => void record.refetch()} />
        </Section>
      )}
    </>
  );
}
