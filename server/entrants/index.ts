// What talks and fairs use of the entrants lists: no routes here, they expose the list in their own calls.
export { listEntrants, replaceEntrants, type EntrantOwnerKind } from './entrants';
