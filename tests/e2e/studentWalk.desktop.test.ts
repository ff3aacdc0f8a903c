import { describeStudentWalk, devices } from './support/studentWalk';

describeStudentWalk(devices.desktop);
