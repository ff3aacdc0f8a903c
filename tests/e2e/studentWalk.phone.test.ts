import { describeStudentWalk, devices } from './support/studentWalk';

describeStudentWalk(devices.phone);
