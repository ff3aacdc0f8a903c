import { useEffect, useRef, useState } from 'react';
import type { CodeItem } from '../../../contract/codeLists';
import { CAMPUS_ENTRY_TYPES, RESUME_DEGREES, RESUME_LIMITS } from '../../../contract/resumes';
import { Button } from '../../../ui/Button';
import { Empty } from '../../../ui/Empty';
import { FormField } from '../../../ui/Form';
import { Icon } from '../../../ui/Icon';
import { TextArea } from '../../../ui/TextArea';
import { fieldId, type FieldAccess } from '../useResumeEditor';
import {
  addEntry,
  canAddEntry,
  removeEntry,
  updateEntry,
  type EntrySectionKey,
  type EntrySections,
} from '../resumeDraft';
import { CodeField, MonthField, TextField } from './ResumeFields';
import { StyledEntry, StyledEntryActions, StyledSectionNote } from './resumeScreen.styles';

type FieldSpec = {
  field: string;
  label: string;
  kind: 'text' | 'month' | 'code' | 'description';
  options?: readonly CodeItem[];
  help?: string;
  placeholder?: string;
};

type SectionSpec = { noun: string; note: string; fields: readonly FieldSpec[] };

/** The fields of each repeatable section, in form order. */
const SECTION_SPECS: Record<EntrySectionKey, SectionSpec> = {
  jyjl: {
    noun: '教育经历',
    note: '至少一条填写学校名称、专业、学历和开始时间的经历计入完整度。',
    fields: [
      { field: 'xxmc', label: '学校名称', kind: 'text' },
      { field: 'zy', label: '专业', kind: 'text' },
      { field: 'xl', label: '学历', kind: 'code', options: RESUME_DEGREES },
      { field: 'kssj', label: '开始时间', kind: 'month' },
      { field: 'jssj', label: '结束时间', kind: 'month', help: '在读请填预计毕业时间' },
      { field: 'gpa', label: 'GPA（选填）', kind: 'text', placeholder: '如 3.6/4.0' },
      { field: 'pm', label: '排名（选填）', kind: 'text', placeholder: '如 前10%' },
    ],
  },
  sxjl: {
    noun: '实习/工作经历',
    note: '至少一条填写单位名称和职位的经历计入完整度。',
    fields: [
      { field: 'dwmc', label: '单位名称', kind: 'text' },
      { field: 'zw', label: '职位', kind: 'text' },
      { field: 'kssj', label: '开始时间', kind: 'month' },
      { field: 'jssj', label: '结束时间', kind: 'month', help: '仍在进行可不填（至今）' },
      { field: 'ms', label: '工作内容', kind: 'description' },
    ],
  },
  xmjl: {
    noun: '项目经历',
    note: '至少一条填写项目名称和项目描述的经历计入完整度。',
    fields: [
      { field: 'xmmc', label: '项目名称', kind: 'text' },
      { field: 'js', label: '担任角色', kind: 'text' },
      { field: 'kssj', label: '开始时间', kind: 'month' },
      { field: 'jssj', label: '结束时间', kind: 'month', help: '仍在进行可不填（至今）' },
      { field: 'ms', label: '项目描述', kind: 'description' },
    ],
  },
  xyhd: {
    noun: '校园活动/获奖',
    note: '至少一条填写名称的记录计入完整度。',
    fields: [
      { field: 'lx', label: '类型', kind: 'code', options: CAMPUS_ENTRY_TYPES },
      { field: 'mc', label: '名称', kind: 'text' },
      { field: 'sj', label: '时间', kind: 'month' },
      { field: 'ms', label: '说明（选填）', kind: 'description' },
    ],
  },
};

type Props = { sectionKey: EntrySectionKey; access: FieldAccess; variant: 'desktop' | 'phone' };

/** A repeatable section (教育经历, 实习/工作经历, 项目经历, 校园活动/获奖): entries added, edited in place, removed. */
export function EntryListSection({ sectionKey, access, variant }: Props) {
  const spec = SECTION_SPECS[sectionKey];
  const entries = access.draft[sectionKey] as readonly EntrySections[EntrySectionKey][];
  const addRef = useRef<HTMLButtonElement>(null);
  // After adding, the new entry's first field; after removing, the add button.
  const [focusAfter, setFocusAfter] = useState<'added' | 'removed' | null>(null);
  useEffect(() => {
    if (focusAfter === 'added')
      document
        .getElementById(fieldId(`${sectionKey}.${entries.length - 1}.${spec.fields[0]?.field ?? ''}`))
        ?.focus();
    if (focusAfter === 'removed') addRef.current?.focus();
    if (focusAfter !== null) setFocusAfter(null);
  }, [focusAfter, sectionKey, entries.length, spec.fields]);

  const field = (index: number, item: FieldSpec) => {
    const path = `${sectionKey}.${index}.${item.field}`;
    const value = (entries[index] as Record<string, string>)[item.field] ?? '';
    const set = (draft: typeof access.draft, next: string) =>
      updateEntry(draft, sectionKey, index, item.field, next);
    const common = { access, path, label: item.label, help: item.help, variant, value, set };
    switch (item.kind) {
      case 'code':
        return <CodeField key={item.field} {...common} options={item.options ?? []} />;
      case 'month':
        return <MonthField key={item.field} {...common} />;
      case 'description':
        return (
          <FormField
            key={item.field}
            label={item.label}
            id={fieldId(path)}
            error={access.errorAt(path)}
            help={`不超过${RESUME_LIMITS.description}字`}
            variant={variant}
          >
            <TextArea
              value={value}
              rows={3}
              autoSize={variant === 'phone'}
              variant={variant}
              onChange={(next) => access.change(path, (draft) => set(draft, next))}
              onBlur={() => access.touch(path)}
            />
          </FormField>
        );
      case 'text':
        return <TextField key={item.field} {...common} placeholder={item.placeholder} />;
    }
  };

  const full = !canAddEntry(access.draft, sectionKey);
  return (
    <>
      <StyledSectionNote>{spec.note}</StyledSectionNote>
      {access.errorAt(sectionKey) !== null && <p role="alert">{access.errorAt(sectionKey)}</p>}
      {entries.length === 0 && <Empty description={`还没有${spec.noun}`} />}
      {entries.map((_entry, index) => (
        // Entries have no id of their own; their place is their identity while editing.
        <StyledEntry key={index}>
          <legend>{`${spec.noun} 第${index + 1}条`}</legend>
          {spec.fields.map((item) => field(index, item))}
          <StyledEntryActions>
            <Button
              variant="text"
              icon={<Icon name="trash" />}
              onClick={() => {
                access.change(sectionKey, (draft) => removeEntry(draft, sectionKey, index));
                setFocusAfter('removed');
              }}
            >
              {`删除第${index + 1}条${spec.noun}`}
            </Button>
          </StyledEntryActions>
        </StyledEntry>
      ))}
      <Button
        ref={addRef}
        icon={<Icon name="plus" />}
        disabled={full}
        onClick={() => {
          access.change(sectionKey, (draft) => addEntry(draft, sectionKey));
          setFocusAfter('added');
        }}
      >
        {`添加${spec.noun}`}
      </Button>
      {full && <StyledSectionNote>{`最多填写${RESUME_LIMITS.entries}条`}</StyledSectionNote>}
    </>
  );
}
