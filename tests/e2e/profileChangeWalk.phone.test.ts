import { devices } from './support/browser';
import { describeProfileChangeWalk } from './support/profileChangeWalk';

describeProfileChangeWalk(devices.phone);
