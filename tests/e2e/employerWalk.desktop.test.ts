import { describeEmployerWalk, devices } from './support/employerWalk';

describeEmployerWalk(devices.desktop);
