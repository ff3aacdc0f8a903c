export { LiveHub, type LiveEvent, type LiveHubOptions, type LiveSubscriber } from './hub';
export { livePlugin } from './plugin';
export { openLiveStream } from './stream';
