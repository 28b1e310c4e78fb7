import { useDeferredValue, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { subject, type RoleInfo, type TUserSummary } from '@portal/domain';
import { SearchField } from '../../../components/SearchField';
import { useConfirm } from '../../../layout/dialogs/use-dialogs';
import { useSessionStore } from '../../../session/session.store';
import { useRoleCatalog, useUsers } from '../../usuarios/usuarios.queries';
import { useAddObraMembros, useObra, useObraMembros, useRemoveObraMembro } from '../obras.queries';

/** /obras/:obra/usuarios/adicionar: search people by name or e-mail, add them to the obra, optionally with roles. */
export function AdicionarUsuariosPage() {
  const { t } = useTranslation('obras');
  const { obra: id = '' } = useParams();
  const obra = useObra(id);
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const ability = useSessionStore((s) => s.ability);
  const canGrantRoles = ability.can('update', 'Usuario');
  // A fabrication's team (/fabricacao/:obra/usuarios/adicionar) is added to by whoever may update the fabrication.
  const fabricacao = obra.data?.tipo === 'fabricacao';
  const canEdit =
    canGrantRoles ||
    (obra.data !== undefined &&
      (fabricacao
        ? ability.can('update', subject('Fabricacao', { Id_Lista: id, obra: id }))
        : ability.can(
            'update',
            subject('Obra', { Id_Lista: id, siteManager: { mail: obra.data.siteManager?.email ?? null } }),
          )));
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [selected, setSelected] = useState<Map<string, TUserSummary>>(new Map());
  const [roles, setRoles] = useState<RoleInfo[]>([]);
  const catalog = useRoleCatalog();
  const candidates = useUsers({ q: q || undefined, semObra: id, enabled: true, pageSize: 20 }, canEdit);
  const members = useObraMembros(id, obra.isSuccess, fabricacao);
  const addMembros = useAddObraMembros();
  const removeMembro = useRemoveObraMembro();
  const onError = (e: Error) => enqueueSnackbar(e.message, { variant: 'error' });
  const addSelected = () =>
    addMembros.mutate(
      { obraId: id, userIds: [...selected.keys()], roles: roles.map((r) => r.role), fabricacao },
      {
        onSuccess: ({ adicionados }) => {
          enqueueSnackbar(t('adicionar.adicionados', { count: adicionados }), { variant: 'success' });
          setSelected(new Map());
          setRoles([]);
        },
        onError,
      },
    );

  const toggle = (user: TUserSummary) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(user.id)) next.delete(user.id);
      else next.set(user.id, user);
      return next;
    });

  return (
    <Box>
      <Typography variant="h4" component="h1">
        {t('adicionar.titulo')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {obra.data ? `${obra.data.codigo} · ${obra.data.nome}` : ' '}
      </Typography>
      {obra.data && !canEdit && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('adicionar.somenteLeitura')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: canEdit ? '3fr 2fr' : '1fr' },
          alignItems: 'start',
        }}
      >
        {canEdit && (
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('adicionar.buscarTitulo')}
              </Typography>
              <SearchField
                label={t('adicionar.buscar')}
                value={search}
                onChange={(value) => {
                  setSearch(value);
                }}
                fullWidth
              />
              {candidates.isPending ? (
                <Skeleton height={200} />
              ) : candidates.isError ? (
                <Alert severity="error">{candidates.error.message}</Alert>
              ) : candidates.data.items.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 2 }}>
                  {t('adicionar.ninguem')}
                </Typography>
              ) : (
                <List dense aria-label={t('adicionar.candidatos')}>
                  {candidates.data.items.map((user) => (
                    <ListItemButton
                      key={user.id}
                      onClick={() => toggle(user)}
                      selected={selected.has(user.id)}
                    >
                      <ListItemIcon sx={{ minWidth: 36 }}>
                        <Checkbox
                          edge="start"
                          checked={selected.has(user.id)}
                          tabIndex={-1}
                          disableRipple
                          slotProps={{ input: { 'aria-label': user.name } }}
                        />
                      </ListItemIcon>
                      <ListItemText
                        primary={user.name}
                        secondary={`${user.email} · ${user.type === 'cliente' ? t('adicionar.cliente') : t('adicionar.colaborador')}`}
                      />
                    </ListItemButton>
                  ))}
                </List>
              )}
              {canGrantRoles && (
                <Autocomplete<RoleInfo, true>
                  multiple
                  options={catalog.data?.items ?? []}
                  value={roles}
                  onChange={(_, value) => setRoles(value)}
                  groupBy={(r) => r.area}
                  getOptionLabel={(r) => r.role}
                  isOptionEqualToValue={(a, b) => a.role === b.role}
                  renderOption={({ key, ...props }, r) => (
                    <li key={key} {...props}>
                      <ListItemText primary={r.role} secondary={r.descricao} />
                    </li>
                  )}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t('adicionar.papeis')}
                      helperText={t('adicionar.papeisAjuda')}
                    />
                  )}
                  sx={{ mt: 2 }}
                />
              )}
              <Stack
                direction="row"
                spacing={1}
                sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}
                useFlexGap
              >
                {[...selected.values()].map((u) => (
                  <Chip key={u.id} label={u.name} onDelete={() => toggle(u)} size="small" />
                ))}
              </Stack>
              <Button
                variant="contained"
                sx={{ mt: 2 }}
                disabled={selected.size === 0}
                loading={addMembros.isPending}
                onClick={addSelected}
              >
                {t('adicionar.botao', { count: selected.size })}
              </Button>
            </CardContent>
          </Card>
        )}
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('adicionar.atuais', { count: members.data?.items.length ?? 0 })}
            </Typography>
            {members.isPending ? (
              <Skeleton height={200} />
            ) : members.isError ? (
              <Alert severity="error">{members.error.message}</Alert>
            ) : members.data.items.length === 0 ? (
              <Typography color="text.secondary">{t('adicionar.semMembros')}</Typography>
            ) : (
              <List dense aria-label={t('adicionar.atuais', { count: members.data.items.length })}>
                {members.data.items.map((m) => (
                  <ListItem
                    key={m.id}
                    disableGutters
                    secondaryAction={
                      canEdit && (
                        <Tooltip title={t('adicionar.remover')}>
                          <IconButton
                            edge="end"
                            aria-label={`${t('adicionar.remover')}: ${m.name}`}
                            onClick={async () => {
                              if (await confirm(t('adicionar.removerConfirmar', { nome: m.name })))
                                removeMembro.mutate({ obraId: id, userId: m.id, fabricacao }, { onError });
                            }}
                          >
                            <PersonRemoveIcon />
                          </IconButton>
                        </Tooltip>
                      )
                    }
                  >
                    <ListItemText
                      primary={m.name}
                      secondary={`${m.email}${m.roles.length ? ` · ${m.roles.join(', ')}` : ''}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
