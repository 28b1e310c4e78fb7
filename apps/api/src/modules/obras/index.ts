/** The obras module's public surface: obras, their clients and members, as other modules may use them. */
export { getObra, addUsuarioToObra, removeUsuarioFromObra } from './obras.service';
/** Creating and changing an obra in the caller's transaction, checked as the obras' routes check (fabrications). */
export { createObraIn, updateObraIn } from './obras.service';
export { findClienteNomes } from './clientes.service';
export { removeUserFromAllObras } from './obra-membership.service';
export { OBRA_FIELDS, findObraById } from './obras.repository';
/** For another module's search: its records found by their obra's code, name, city or client. */
export { obraMatchesTerm } from './obras-search.repository';
/** Read-only, for joins and permission subqueries in other modules' repositories; writes go through this module. */
export * as obrasTables from './obras.schema';
