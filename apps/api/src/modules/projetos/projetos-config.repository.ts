import { eq, sql } from 'drizzle-orm';
import { PROJETOS_CONFIG_PADRAO, type TProjetosConfig } from '@portal/domain';
import type { Db } from '../../db/database';
import { projetosConfig } from './projetos.schema';

/**
 * An obra's register settings (revision scheme, the client's and the designers' answer times); the defaults
 * (PROJETOS_CONFIG_PADRAO) while the obra has no row. Used by the revisions (label) and the transmittals (dates).
 */
export async function configDaObra(db: Db, obraId: string): Promise<TProjetosConfig> {
  const [row] = await db
    .select({
      esquemaRevisao: projetosConfig.esquemaRevisao,
      prazoClienteDias: projetosConfig.prazoClienteDias,
      prazoRetornoDias: projetosConfig.prazoRetornoDias,
    })
    .from(projetosConfig)
    .where(eq(projetosConfig.obraId, obraId));
  return row ?? { ...PROJETOS_CONFIG_PADRAO };
}

/** Writes an obra's settings (insert or replace). */
export async function saveConfigDaObra(db: Db, obraId: string, config: TProjetosConfig): Promise<void> {
  await db
    .insert(projetosConfig)
    .values({ obraId, ...config })
    .onConflictDoUpdate({
      target: projetosConfig.obraId,
      set: { ...config, updatedAt: sql`now()` },
    });
}
