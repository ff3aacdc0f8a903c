import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormAlert';
import { Link } from '../../../ui/Link';
import { PageActions } from '../../../ui/PagePanel';
import { Skeleton } from '../../../ui/Skeleton';
import { checkEntrants, type Entrant, type EntrantsCheck } from '../../../contract/entrants';
import type { TalkDetail } from '../../../contract/talks';
import { EntrantsStep } from '../../../app/bookingSteps/EntrantsStep';
import { useAppSelector } from '../../../app/api/hooks';
import { refusalOf } from '../../../app/api/refusal';
import { selectIsPhone } from '../../../app/api/site';
import { TalkDraftGate } from '../components/TalkDraftGate';
import { TalkFlowFrame } from '../components/TalkFlowFrame';
import { TALK_SCREENS, TALK_STEPS, needsInvoice, previousStep, stepOfRefusal } from '../talkFlow';
import { talksApi } from '../talksApi';
import { useTalkId, useTalkNavigation } from '../useTalkFlow';

type Failure = { message: string; step: (typeof TALK_STEPS)[number] | null };

function EntrantsStepBody({ talk, max }: { talk: TalkDetail; max: number }) {
  const isPhone = useAppSelector(selectIsPhone);
  const variant = isPhone ? 'phone' : 'desktop';
  const flow = useTalkNavigation();
  const [submit, submitting] = talksApi.useSubmitTalkMutation();
  const [entrants, setEntrants] = useState<Entrant[]>(talk.jxry);
  const [check, setCheck] = useState<EntrantsCheck | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const invoice = needsInvoice(talk.rooms);
  const size = isPhone ? 'phone' : 'md';

  const send = async () => {
    setFailure(null);
    const result = checkEntrants(entrants, max, { allowEmpty: talk.xs });
    setCheck(result);
    if (!result.valid) return;
    try {
      await submit({ id: talk.id, jxry: entrants }).unwrap();
      flow.finish(TALK_SCREENS.success, talk.id);
    } catch (error) {
      // The draft, its holds and what was typed here stay as they were; the message names the part.
      const { message } = refusalOf(error);
      const key = stepOfRefusal(message, talk.rooms);
      setFailure({ message, step: TALK_STEPS.find((step) => step.key === key) ?? null });
    }
  };

  return (
    <TalkFlowFrame
      step="entrants"
      needsInvoice={invoice}
      title="填报进校人员"
      note={`请填写当天进入校园的工作人员（最多${max}人），同一人不能重复填写；车牌号选填。`}
    >
      {failure !== null && (
        <FormAlert>
          提交未成功：{failure.message}
          {failure.step !== null && (
            <>
              {' '}
              <Link to={`${failure.step.path}?id=${encodeURIComponent(talk.id)}`}>
                前往“{failure.step.title}”修改
              </Link>
            </>
          )}
        </FormAlert>
      )}
      <EntrantsStep
        value={entrants}
        onChange={(next) => {
          setEntrants(next);
          if (check !== null) setCheck(checkEntrants(next, max, { allowEmpty: talk.xs }));
        }}
        max={max}
        errors={check}
        variant={variant}
      />
      <PageActions variant={variant}>
        <Button
          size={size}
          block={isPhone}
          onClick={() => flow.goTo(previousStep('entrants', invoice)!.path, talk.id)}
        >
          上一步
        </Button>
        <Button
          variant="primary"
          size={size}
          block={isPhone}
          loading={submitting.isLoading}
          onClick={() => void send()}
        >
          提交申请
        </Button>
      </PageActions>
    </TalkFlowFrame>
  );
}

/**
 * Route tbjxry (/xjh/tbjxry): the people entering the campus (at most the site's number), then the
 * submission: the talk and its rooms go to the school's review together. A refused submission keeps
 * the draft, its holds and the list, and says which part to fix (with a link to that step).
 */
export default function TalkEntrantsScreen() {
  const id = useTalkId();
  const rules = talksApi.useTalkRulesQuery();
  return (
    <TalkDraftGate id={id} step="entrants" title="填报进校人员">
      {(talk) =>
        rules.data === undefined ? (
          <Skeleton rows={4} label="正在加载学校规则" />
        ) : (
          <EntrantsStepBody talk={talk} max={rules.data.jxrssx} />
        )
      }
    </TalkDraftGate>
  );
}
