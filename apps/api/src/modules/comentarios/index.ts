/**
 * The comments module's public surface: where files sent ahead for a record wait (the thread's uploads), so a move
 * of that record can take them too.
 */
export { pendingOf } from './thread-rules';
