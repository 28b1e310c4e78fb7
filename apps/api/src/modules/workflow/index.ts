/**
 * The shared life cycle: every module that moves records through statuses checks, records and shows its moves
 * here, from the life cycle it declares in packages/domain (see RDO_LIFECYCLE).
 */
export {
  checkMove,
  movesFor,
  moverFor,
  recordMove,
  timelineOf,
  type MoveInput,
  type Mover,
} from './workflow.service';
export type { MadeMove, MovedRecord } from './move-notices';
