/** The usuarios module's public surface. */
export { assertMayTouch, toUserSummary } from './usuarios.service';
