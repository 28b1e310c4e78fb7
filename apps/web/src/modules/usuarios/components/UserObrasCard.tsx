import { useDeferredValue, useState } from 'react';
import { Autocomplete, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import type { TObraResumo, TUserDetail } from '@portal/domain';
import { useSessionStore } from '../../../session/session.store';
import { useAddObraMembros, useObras, useRemoveObraMembro } from '../../obras/obras.queries';

/** The obras a user belongs to; an administrator adds or removes them here. */
export function UserObrasCard({ user }: { user: TUserDetail }) {
  const { t } = useTranslation('usuarios');
  const { enqueueSnackbar } = useSnackbar();
  const canEdit = useSessionStore((s) => s.ability.can('update', 'Usuario'));
  const [input, setInput] = useState('');
  const q = useDeferredValue(input);
  const options = useObras({ q: q || undefined, pageSize: 20 });
  const onError = (e: Error) => enqueueSnackbar(e.message, { variant: 'error' });
  const addMembros = useAddObraMembros();
  const removeMembro = useRemoveObraMembro();
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
              onDelete={
                canEdit
                  ? () => removeMembro.mutate({ obraId: o.id, userId: user.id }, { onError })
                  : undefined
              }
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
            onChange={(_, obra: TObraResumo | null) =>
              obra && addMembros.mutate({ obraId: obra.id, userIds: [user.id] }, { onError })
            }
            getOptionLabel={(o) => `${o.codigo} · ${o.nome}`}
            renderInput={(params) => <TextField {...params} size="small" label={t('admin.adicionarObra')} />}
          />
        )}
      </CardContent>
    </Card>
  );
}
