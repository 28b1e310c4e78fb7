import type { FastifyPluginAsync } from 'fastify';
import { ZObraListQuery, defineAbilityFor } from '@portal/domain';
import type { Db } from '../../apps/api/src/db/database';
import { accessibleWhere } from '../../apps/api/src/permissions/casl-to-sql';
import { OBRA_FIELDS, findObrasPage } from '../../apps/api/src/modules/obras/obras.repository';
import { toObraResumo } from '../../apps/api/src/modules/obras/obra-view';
import { findUserByEmail } from '../../apps/api/src/modules/identity/users.repository';
import { BENCH_USER } from './scenarios';

/**
 * The baseline: for the benchmark's user, the same repository query the portal runs, with nothing around it (no
 * session, no permission check per request, no validation, no response schema).
 */
export function baselineRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    const user = (await findUserByEmail(db, BENCH_USER))!;
    const ability = defineAbilityFor({
      id: user.id,
      email: user.email,
      type: user.type,
      roles: user.roles,
      companies: user.companies,
      obras: [],
    });
    const permission = accessibleWhere(ability, 'read', 'Obra', OBRA_FIELDS);
    app.get('/api/obras', async (request) => {
      const query = ZObraListQuery.parse(request.query);
      const { rows, total } = await findObrasPage(db, query, permission, user.id);
      return { items: rows.map(toObraResumo), total };
    });
  };
}
