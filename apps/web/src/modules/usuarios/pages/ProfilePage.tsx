import { Suspense } from 'react';
import { Alert, Skeleton, Stack } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageBreadcrumbs } from '../../../layout/Breadcrumbs';
import { PROFILE_CARDS } from '../../../routing/route-registry';
import { useSessionStore } from '../../../session/session.store';
import { SecuritySection } from '../../identity/components/security/SecuritySection';
import { EffectivePermissionsCard } from '../components/EffectivePermissionsCard';
import { UserAdminCard } from '../components/UserAdminCard';
import { UserHeaderCard } from '../components/UserHeaderCard';
import { UserObrasCard } from '../components/UserObrasCard';
import { useUser } from '../usuarios.queries';

/**
 * /usuarios/:user?: one's own profile with its security settings, or (for those who may read users) another
 * user's, with the administrator's controls and what that user can do.
 */
export function ProfilePage() {
  const { user: param } = useParams();
  const me = useSessionStore((s) => s.user);
  const canReadUsers = useSessionStore((s) => s.ability.can('read', 'Usuario'));
  const id = param ?? me?.id_user;
  const own = id === me?.id_user;
  const user = useUser(id);
  const { t } = useTranslation();
  // Someone else's profile is reached from the users list: Início › Permissões › the person.
  usePageBreadcrumbs(
    !own && user.data
      ? {
          trail: canReadUsers ? [{ label: t('rotas.permissoes'), to: '/permissoes' }] : [],
          current: user.data.name,
        }
      : null,
  );
  if (user.isPending) return <Skeleton variant="rounded" height={300} />;
  if (user.isError) return <Alert severity="error">{user.error.message}</Alert>;
  return (
    <Stack spacing={3}>
      <UserHeaderCard user={user.data} />
      <UserObrasCard user={user.data} />
      {!own && <UserAdminCard key={user.data.id + user.data.createdAt} user={user.data} />}
      {canReadUsers && !own && <EffectivePermissionsCard userId={user.data.id} />}
      {own && <SecuritySection />}
      {own && (
        <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
          {PROFILE_CARDS.map(({ id: key, component: Card }) => (
            <Card key={key} />
          ))}
        </Suspense>
      )}
    </Stack>
  );
}
