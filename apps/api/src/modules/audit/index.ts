/** The audit module's public surface: other modules record and read the audit trail only through these. */
export { SYSTEM_ACTOR, findAuditTrail, recordAudit, type Actor, type AuditEntry } from './audit.service';
