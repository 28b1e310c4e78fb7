import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ZObraListQuery, ZRdoListQuery, defineAbilityFor } from '@portal/domain';
import type { Db } from '../../apps/api/src/db/database';
import { accessibleWhere } from '../../apps/api/src/permissions/casl-to-sql';
import { OBRA_FIELDS, findObrasPage } from '../../apps/api/src/modules/obras/obras.repository';
import { toObraResumo } from '../../apps/api/src/modules/obras/obra-view';
import { RDO_FIELDS, findRdosPage } from '../../apps/api/src/modules/rdo/rdo.repository';
import { findUserByEmail } from '../../apps/api/src/modules/identity/users.repository';
import { BENCH_USER, BENCH_USER_HEADER, SCENARIOS } from './scenarios';

type Where = ReturnType<typeof accessibleWhere>;

/**
 * The baseline: for the benchmark's users, the same repository query the portal runs, with nothing around it (no
 * session, no permission check per request, no validation, no response schema). Each user's rules are turned
 * into SQL once, at start.
 */
export function baselineRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    const emails = new Set([BENCH_USER, ...SCENARIOS.map((s) => s.user ?? BENCH_USER)]);
    const benchUsers = new Map<string, { id: string; obra: Where; rdo: Where }>();
    for (const email of emails) {
      const user = (await findUserByEmail(db, email))!;
      const ability = defineAbilityFor({
        id: user.id,
        email: user.email,
        type: user.type,
        roles: user.roles,
        companies: user.companies,
        obras: [],
      });
      benchUsers.set(email, {
        id: user.id,
        obra: accessibleWhere(ability, 'read', 'Obra', OBRA_FIELDS),
        rdo: accessibleWhere(ability, 'read', 'RDO', RDO_FIELDS),
      });
    }
    const benchUser = (request: FastifyRequest) =>
      benchUsers.get(String(request.headers[BENCH_USER_HEADER] ?? BENCH_USER))!;

    app.get('/api/obras', async (request) => {
      const { id, obra } = benchUser(request);
      const query = ZObraListQuery.parse(request.query);
      const { rows, total } = await findObrasPage(db, query, obra, id);
      return { items: rows.map(toObraResumo), total };
    });
    app.get('/api/diarios', async (request) => {
      const query = ZRdoListQuery.parse(request.query);
      const { rows, total } = await findRdosPage(db, query, benchUser(request).rdo);
      return {
        items: rows.map((r) => ({
          ...r,
          chuvaMm: r.chuvaMm === null ? null : Number(r.chuvaMm),
          updatedAt: r.updatedAt.toISOString(),
        })),
        total,
      };
    });
  };
}
