import { useDeferredValue, useState } from 'react';
import { Autocomplete, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import type { TObraResumo, TUserDetail } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../session/session.store';
import { useObras } from '../../obras/obras.queries';
import { userKeys } from '../usuarios.queries';

/** The obras a user belongs to; an administrator adds or removes them here. */
export function UserObrasCard({ user }: { user: TUserDetail }) {
  const { t } = useTranslation('usuarios');
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const canEdit = useSessionStore((s) => s.ability.can('update', 'Usuario'));
  const [input, setInput] = useState('');
  const q = useDeferredValue(input);
  const options = useObras({ q: q || undefined, pageSize: 20 });
  const onError = (e: Error) => enqueueSnackbar(e.message, { variant: 'error' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: userKeys.detail(user.id) });
  const add = useMutation({
    mutationFn: (obra: TObraResumo) =>
      api(`/obras/${obra.id}/usuarios`, { method: 'POST', body: { userIds: [user.id] } }),
    onSuccess: refresh,
    onError,
  });
  const remove = useMutation({
    mutationFn: (obraId: string) => api(`/obras/${obraId}/usuarios/${user.id}`, { method: 'DELETE' }),
    onSuccess: refresh,
    onError,
  });
  const member = new Set(user.obras.map((o) => o.id));
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('perfil.obras', { count: user.obras.length })}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: canEdit ? 2 : 0 }}>
          {user.obras.length === 0 && <Typography color="text.secondary">{t('perfil.semObras')}</Typography>}
          {user.obras.map((o) => (
            <Chip
              key={o.id}
              label={`${o.codigo} · ${o.nome}`}
              component={RouterLink}
              to={`/obras/${o.id}`}
              clickable
              onDelete={canEdit ? () => remove.mutate(o.id) : undefined}
            />
          ))}
        </Stack>
        {canEdit && (
          <Autocomplete<TObraResumo>
            options={(options.data?.items ?? []).filter((o) => !member.has(o.id))}
            value={null}
            filterOptions={(x) => x}
            loading={options.isFetching}
            onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
            onChange={(_, obra) => obra && add.mutate(obra)}
            getOptionLabel={(o) => `${o.codigo} · ${o.nome}`}
            renderInput={(params) => <TextField {...params} size="small" label={t('admin.adicionarObra')} />}
          />
        )}
      </CardContent>
    </Card>
  );
}
