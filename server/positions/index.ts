// What other capabilities (and the server's composition) may use of positions.
export { renameEmployerPositions } from './employerRename';
export { expireOverduePositions } from './expiry';
export { seedDemoPositions } from './demo';
export { positionsByIds, type PositionRef } from './lookup';
export { positionRoutes } from './routes';
export {
  applicablePosition,
  recommendedPositions,
  studentPosition,
  studentPositionList,
  type ApplicablePosition,
} from './studentPositions';
export { publishedPositionTimes } from './statistics';
export { positionViewsBetween } from './views';
