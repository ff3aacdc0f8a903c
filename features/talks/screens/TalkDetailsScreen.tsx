import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Callout } from '../../../ui/Callout';
import { DatePicker } from '../../../ui/DatePicker';
import { Form, FormActions, FormField, FormSubmit, useForm } from '../../../ui/Form';
import { FormAlert } from '../../../ui/FormAlert';
import { Input } from '../../../ui/Input';
import { LimitedTextArea } from '../../../ui/LimitedTextArea';
import { RadioGroup } from '../../../ui/Radio';
import { Select } from '../../../ui/Select';
import { Skeleton } from '../../../ui/Skeleton';
import { chinaDate } from '../../../contract/chinaTime';
import {
  TALK_AUDIENCE_MAX,
  TALK_NOTE_LIMIT,
  TALK_POSITIONS_MAX,
  TALK_TITLE_LIMIT,
  VENUE_KIND_CODES,
  type TalkDetail,
  type TalkRules,
} from '../../../contract/talks';
import { useAppSelector } from '../../../app/api/hooks';
import { placeRefusal } from '../../../app/api/refusal';
import { selectIsPhone } from '../../../app/api/site';
import { useNotify } from '../../../app/api/useNotify';
import { LoadFailure } from '../../../app/postings/LoadFailure';
import { ContactRows } from '../components/ContactRows';
import { TalkFlowFrame } from '../components/TalkFlowFrame';
import { TALK_STEPS, earliestTalkDate, isEditableTalk, needsInvoice, slotOptions } from '../talkFlow';
import {
  NEW_TALK,
  draftOfValues,
  talkFieldOf,
  talkFormRules,
  valuesOfTalk,
  type TalkFormValues,
} from '../talkForm';
import { talksApi } from '../talksApi';
import { useTalkId, useTalkNavigation } from '../useTalkFlow';

const MODES = [
  { value: 'onsite', label: '线下宣讲（需预约宣讲场地）' },
  { value: 'online', label: '线上宣讲（直播）' },
] as const;

type TalkFormProps = {
  talk: TalkDetail | null;
  rules: TalkRules;
  today: string;
  variant: 'desktop' | 'phone';
};

function TalkForm({ talk, rules, today, variant }: TalkFormProps) {
  const phone = variant === 'phone';
  const notify = useNotify();
  const flow = useTalkNavigation();
  const [save] = talksApi.useSaveTalkMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const earliest = earliestTalkDate(today, rules.tqgzr);
  const form = useForm<TalkFormValues>({
    initialValues: talk === null ? NEW_TALK : valuesOfTalk(talk),
    validators: talkFormRules(today, rules.tqgzr),
    onSubmit: async (values, { setFieldError }) => {
      setAlert(null);
      try {
        const id = await save(draftOfValues(values, talk?.id)).unwrap();
        notify.success('宣讲会信息已保存');
        flow.goTo(values.mode === 'online' ? TALK_STEPS[2]!.path : TALK_STEPS[1]!.path, id);
      } catch (error) {
        setAlert(placeRefusal(error, talkFieldOf, setFieldError)?.message ?? null);
      }
    },
  });
  const { values } = form;
  const halls = talksApi.useTalkAvailabilityQuery(
    { rq: values.rq, cdlx: VENUE_KIND_CODES.talk },
    { skip: values.rq === '' || values.rq < earliest },
  );
  const slots = halls.currentData === undefined ? [] : slotOptions(halls.currentData.venues);
  const positions = talksApi.useTalkPositionOptionsQuery();
  const announcements = talksApi.useTalkAnnouncementOptionsQuery();

  let slotHelp = '先选择宣讲日期，再选择学校开放的时段';
  if (halls.isFetching) slotHelp = '正在读取该日期的开放时段…';
  else if (values.rq !== '' && halls.currentData !== undefined && slots.length === 0)
    slotHelp = '该日期没有开放预约的宣讲时段，请换一天';
  else if (slots.length > 0) slotHelp = '学校在该日期开放的宣讲时段';

  return (
    <Form form={form} variant={variant} aria-label="宣讲会基本信息">
      {alert !== null && <FormAlert>{alert}</FormAlert>}
      <FormField label="宣讲主题" name="xjzt" required help={`最多${TALK_TITLE_LIMIT}个字`}>
        <Input
          {...form.field('xjzt')}
          maxLength={TALK_TITLE_LIMIT}
          placeholder="如：示例科技2026届校园招聘宣讲会"
          autoComplete="off"
        />
      </FormField>
      <FormField
        label="宣讲日期"
        name="rq"
        required
        help={`须至少提前${rules.tqgzr}个工作日（按国家法定节假日与调休计算）申请，最早可选${earliest}`}
      >
        <DatePicker
          {...form.field('rq')}
          min={earliest}
          today={today}
          onChange={(date) => {
            form.setValue('rq', date);
            form.setValue('sd', '');
          }}
        />
      </FormField>
      <FormField label="宣讲时段" name="sd" required help={slotHelp}>
        <Select
          options={slots.map((slot) => ({ value: slot, label: slot }))}
          value={values.sd || null}
          onChange={(slot) => form.setValue('sd', slot ?? '')}
          onBlur={form.field('sd').onBlur}
          disabled={slots.length === 0}
          placeholder="请选择时段"
        />
      </FormField>
      <FormField
        label="预计人数"
        name="yjrs"
        required
        help={`用于筛选座位足够的场地，1到${TALK_AUDIENCE_MAX}人`}
      >
        <Input {...form.field('yjrs')} inputMode="numeric" suffix="人" autoComplete="off" />
      </FormField>
      <FormField label="宣讲形式" name="mode" required>
        <RadioGroup {...form.field('mode')} options={MODES} direction={phone ? 'vertical' : 'horizontal'} />
      </FormField>
      {values.mode === 'online' && (
        <FormField label="直播链接" name="zblj" required help="以 http:// 或 https:// 开头">
          <Input {...form.field('zblj')} type="url" inputMode="url" autoComplete="off" />
        </FormField>
      )}
      <FormField
        label="关联招聘公告"
        name="ggid"
        help={announcements.isError ? '招聘公告加载失败，可稍后在此选择' : '仅可关联已发布的公告'}
      >
        <Select
          options={(announcements.data ?? []).map((item) => ({ value: item.id, label: item.ggbt }))}
          value={values.ggid || null}
          onChange={(id) => form.setValue('ggid', id ?? '')}
          loading={announcements.isLoading}
          emptyText="暂无已发布的招聘公告"
          clearable
          placeholder="不关联"
        />
      </FormField>
      <FormField label="关联职位" name="zwids" help={`仅可关联已发布的职位，最多${TALK_POSITIONS_MAX}个`}>
        <Select
          multiple
          options={(positions.data ?? []).map((item) => ({ value: item.id, label: item.zwmc }))}
          value={values.zwids}
          onChange={(ids) => form.setValue('zwids', ids)}
          onBlur={form.field('zwids').onBlur}
          loading={positions.isLoading}
          emptyText="暂无已发布的职位"
          placeholder="选择职位"
        />
      </FormField>
      <FormField label="面向院系" name="yx" help="多个院系用顿号或逗号分隔，不限可不填">
        <Input {...form.field('yx')} placeholder="如：计算机学院、信息学院" autoComplete="off" />
      </FormField>
      <FormField label="面向专业" name="zy" help="多个专业用顿号或逗号分隔，不限可不填">
        <Input {...form.field('zy')} placeholder="如：软件工程、通信工程" autoComplete="off" />
      </FormField>
      <FormField label="联系人" name="lxr" required help="姓名、手机号码和电子邮箱均须填写，最多3位">
        <ContactRows {...form.field('lxr')} variant={variant} />
      </FormField>
      <FormField label="备注" name="bz" help="给学校的说明，选填">
        <LimitedTextArea {...form.field('bz')} limit={TALK_NOTE_LIMIT} />
      </FormField>
      <FormActions>
        <FormSubmit size={phone ? 'phone' : 'md'} block={phone}>
          保存，下一步
        </FormSubmit>
      </FormActions>
    </Form>
  );
}

/**
 * Route xjhjbxx (/xjh/jbxx): the talk's basic information, the first step of applying. Saving makes
 * (or updates) the draft the following steps hold rooms for; a date inside the site's notice (working
 * days by China's calendar) cannot be chosen and says why. The draft the session remembers resumes.
 */
export default function TalkDetailsScreen() {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const id = useTalkId();
  const flow = useTalkNavigation();
  const [today] = useState(() => chinaDate(Date.now()));
  const rules = talksApi.useTalkRulesQuery();
  const detail = talksApi.useTalkDetailQuery(id ?? '', { skip: id === null });
  const talk = detail.currentData?.id === id ? detail.currentData : undefined;
  // A remembered talk that was submitted or cancelled meanwhile is not resumed: a new one starts.
  const resumable = talk !== undefined && isEditableTalk(talk.zt) ? talk : null;
  const [fresh, setFresh] = useState(false);

  let body;
  // A remembered draft that cannot be read (gone, or another employer's after switching) is not
  // resumed either: the form starts empty rather than blocking a new application.
  const failure = rules.isError ? rules.error : undefined;
  if (failure !== undefined && failure !== null)
    body = <LoadFailure error={failure} title="宣讲会信息加载失败" onRetry={() => void rules.refetch()} />;
  else if (rules.data === undefined || (id !== null && !fresh && talk === undefined && !detail.isError))
    body = <Skeleton rows={10} label="正在加载宣讲会信息" />;
  else {
    const current = fresh ? null : resumable;
    body = (
      <>
        {current !== null && (
          <Callout tone="info">
            正在继续填写未提交的申请“{current.xjzt}”。
            <Button
              variant="link"
              onClick={() => {
                flow.forget();
                setFresh(true);
              }}
            >
              重新填写一份新申请
            </Button>
          </Callout>
        )}
        <TalkForm
          key={current?.id ?? 'new'}
          talk={current}
          rules={rules.data}
          today={today}
          variant={variant}
        />
      </>
    );
  }

  return (
    <TalkFlowFrame
      step="details"
      needsInvoice={resumable !== null && !fresh && needsInvoice(resumable.rooms)}
      title="申请专场宣讲会"
      note="填写宣讲会基本信息后，依次选择宣讲场地、笔试面试场地（可选）、确认发票信息（收费场地）并填报进校人员，提交后由学校审核。"
    >
      {body}
    </TalkFlowFrame>
  );
}
