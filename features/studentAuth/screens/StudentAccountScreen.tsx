import { Button } from '../../../ui/Button';
import { Descriptions } from '../../../ui/Descriptions';
import { Result } from '../../../ui/Result';
import { Section, SectionStack } from '../../../ui/Section';
import { Skeleton } from '../../../ui/Skeleton';
import { apiErrorMessage } from '../../../app/api/apiErrorMessage';
import { useAppSelector } from '../../../app/api/hooks';
import { selectIsPhone } from '../../../app/api/site';
import { StudentMobileForm } from '../components/StudentMobileForm';
import { StudentPasswordForm } from '../components/StudentPasswordForm';
import { studentAccountApi } from '../studentAccountApi';

/**
 * 账号 (/zhsz): the student's account (number, name, school, the bound mobile masked), 修改密码 (other
 * logins end) and 绑定手机 / 更换手机 by an SMS code. The shell gives the page its heading.
 */
export default function StudentAccountScreen() {
  const variant = useAppSelector(selectIsPhone) ? 'phone' : 'desktop';
  const info = studentAccountApi.useStudentAccountInfoQuery();

  let account;
  if (info.isError && !info.isFetching)
    account = (
      <Result
        status="error"
        title="账号信息加载失败"
        subtitle={apiErrorMessage(info.error)}
        headingLevel={3}
        extra={
          <Button variant="primary" onClick={() => void info.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  else if (info.data === undefined) account = <Skeleton rows={2} label="正在加载账号信息" />;
  else
    account = (
      <Descriptions
        variant={variant}
        columns={{ desktop: 2, phone: 1 }}
        items={[
          { key: 'xh', label: '学号', children: info.data.xh },
          { key: 'xm', label: '姓名', children: info.data.xm },
          { key: 'xxdm', label: '学校代码', children: info.data.xxdm },
          { key: 'sjhm', label: '绑定手机', children: info.data.sjhm || '未绑定' },
        ]}
      />
    );
  const bound = (info.data?.sjhm ?? '') !== '';

  return (
    <SectionStack data-ui="student-account">
      <Section title="账号信息" busy={info.isFetching}>
        {account}
      </Section>
      <Section title="修改密码">
        <StudentPasswordForm variant={variant} />
      </Section>
      <Section title={bound ? '更换手机' : '绑定手机'}>
        <StudentMobileForm variant={variant} bound={bound} />
      </Section>
    </SectionStack>
  );
}
