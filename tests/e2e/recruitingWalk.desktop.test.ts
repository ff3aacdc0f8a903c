import { describeRecruitingWalk, devices } from './support/recruitingWalk';

describeRecruitingWalk(devices.desktop);
