/** The audit module's public surface: other modules record and read the audit trail only through these. */
export { SYSTEM_ACTOR, findAuditTrail, recordAudit, type Actor, type AuditEntry } from './audit.service';
/** For a module's RecordKind `formatar`: a list in one line, the way the history shows every list. */
export { formatAuditValue, summarizeList } from './audit-values';
/** The record history and audit page routes, and the hook that logs refused access attempts. */
export { auditRoutes } from './audit.routes';
export { auditRefusals } from './access-refusals';
