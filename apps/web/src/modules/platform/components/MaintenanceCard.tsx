import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Skeleton,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { ROUTES } from '../../../routing/route-registry';
import { useSessionStore } from '../../../session/session.store';
import { useMaintenanceFlags, useSaveMaintenanceFlags } from '../platform.queries';

/** Puts pages under maintenance at run time (SPEC §4: they lead to /manutencao), for those who manage everything. */
export function MaintenanceCard() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const allowed = useSessionStore((s) => s.ability.can('manage', 'Permissoes'));
  const flags = useMaintenanceFlags(allowed);
  const [edited, setEdited] = useState<Set<string> | null>(null);
  const save = useSaveMaintenanceFlags();
  const saveSelected = (paths: string[]) =>
    save.mutate(paths, {
      onSuccess: () => {
        setEdited(null);
        enqueueSnackbar(t('manutencaoAdmin.salvo'), { variant: 'success' });
      },
      onError: (e: Error) => enqueueSnackbar(e.message, { variant: 'error' }),
    });
  if (!allowed) return null;
  const selected = edited ?? new Set(flags.data?.paths ?? []);
  const pages = ROUTES.filter((r) => !r.public);
  const toggle = (path: string) => {
    const next = new Set(selected);
    if (next.has(path)) next.delete(path);
    else next.add(path);
    setEdited(next);
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('manutencaoAdmin.titulo')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('manutencaoAdmin.texto')}
        </Typography>
        {flags.isPending ? (
          <Skeleton height={120} />
        ) : flags.isError ? (
          <Alert severity="error">{flags.error.message}</Alert>
        ) : (
          <FormGroup
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
          >
            {pages.map((page) => (
              <FormControlLabel
                key={page.path}
                control={<Checkbox checked={selected.has(page.path)} onChange={() => toggle(page.path)} />}
                label={`${t(page.title)} (${page.path})`}
              />
            ))}
          </FormGroup>
        )}
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          disabled={!edited}
          loading={save.isPending}
          onClick={() => saveSelected([...selected])}
        >
          {t('manutencaoAdmin.salvar')}
        </Button>
      </CardContent>
    </Card>
  );
}
