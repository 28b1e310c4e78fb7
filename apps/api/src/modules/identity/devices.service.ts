import type { TDevice } from '@portal/domain';
import { NotFound } from '../../errors/domain-errors';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { deleteDeviceOfUser, findDevicesOfUser, markDeviceRemembered } from './devices.repository';
import { revokeSessionsOfDevice } from './sessions.repository';

const NOT_FOUND = 'Dispositivo não encontrado.';

/** The browsers the signed-in user signed in from, marking the current one. */
export async function listDevices(ctx: ServiceContext): Promise<TDevice[]> {
  const rows = await findDevicesOfUser(ctx.db, ctx.auth.user.id);
  return rows.map((d) => ({
    id: d.id,
    name: d.name,
    remembered: d.remembered,
    current: d.id === ctx.auth.session.deviceId,
    lastSeenAt: d.lastSeenAt.toISOString(),
    createdAt: d.createdAt.toISOString(),
  }));
}

/** A remembered device skips the MFA challenge at sign-in. Another user's device answers like a missing one. */
export async function rememberDevice(ctx: ServiceContext, deviceId: string): Promise<void> {
  const { user, actor } = ctx.auth;
  await ctx.db.transaction(async (tx) => {
    if (!(await markDeviceRemembered(tx, user.id, deviceId))) throw new NotFound(NOT_FOUND);
    await recordAudit(tx, actor, {
      entity: 'user',
      entityId: user.id,
      action: 'lembrar_dispositivo',
      after: { deviceId },
    });
  });
}

/** Forgetting a device also ends the sessions open on it. Another user's device answers like a missing one. */
export async function forgetDevice(ctx: ServiceContext, deviceId: string): Promise<void> {
  const { user, actor } = ctx.auth;
  await ctx.db.transaction(async (tx) => {
    await revokeSessionsOfDevice(tx, deviceId, 'dispositivo_esquecido');
    // Deleting with the user's id in the condition: a device of someone else is left alone and the whole change
    // rolls back with the 404.
    if (!(await deleteDeviceOfUser(tx, user.id, deviceId))) throw new NotFound(NOT_FOUND);
    await recordAudit(tx, actor, {
      entity: 'user',
      entityId: user.id,
      action: 'esquecer_dispositivo',
      before: { deviceId },
    });
  });
}
