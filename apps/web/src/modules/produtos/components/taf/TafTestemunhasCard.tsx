import { useState } from 'react';
import {
  Alert,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { ZTafTestemunha, type TTaf } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { useSalvarTestemunhas } from '../../taf.queries';

const VAZIA = { nome: '', empresa: '', cargo: '' };

/** Who witnessed the test (name, company, role), named on the record and its PDF; added and removed while it is open. */
export function TafTestemunhasCard({ taf }: { taf: TTaf }) {
  const { t } = useTranslation('produtos');
  const salvar = useSalvarTestemunhas(taf.id);
  const [nova, setNova] = useState(VAZIA);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [erro, setErro] = useState<string | null>(null);

  const enviar = async (testemunhas: TTaf['testemunhas']) => {
    setErro(null);
    try {
      await salvar.mutateAsync({ testemunhas, versao: taf.versao });
      return true;
    } catch (e) {
      setErro(e instanceof Error ? e.message : String(e));
      return false;
    }
  };

  const adicionar = async () => {
    setErros({});
    const parsed = ZTafTestemunha.safeParse(nova);
    if (!parsed.success) {
      setErros(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    if (await enviar([...taf.testemunhas, parsed.data])) setNova(VAZIA);
  };

  return (
    <SectionCard id="taf-testemunhas" title={t('testemunhas.titulo')}>
      <Stack spacing={2}>
        {taf.testemunhas.length === 0 ? (
          <Typography color="text.secondary">{t('testemunhas.vazio')}</Typography>
        ) : (
          <List dense disablePadding aria-labelledby="taf-testemunhas">
            {taf.testemunhas.map((w, i) => (
              <ListItem
                key={`${w.nome}-${i}`}
                disableGutters
                secondaryAction={
                  taf.acoes.testemunhas && (
                    <Tooltip title={t('testemunhas.remover')}>
                      <IconButton
                        edge="end"
                        aria-label={t('testemunhas.removerNome', { nome: w.nome })}
                        disabled={salvar.isPending}
                        onClick={() => void enviar(taf.testemunhas.filter((_, j) => j !== i))}
                        sx={{ width: 48, height: 48 }}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  )
                }
              >
                <ListItemText primary={w.nome} secondary={[w.empresa, w.cargo].filter(Boolean).join(' · ')} />
              </ListItem>
            ))}
          </List>
        )}
        {taf.acoes.testemunhas && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
            component="form"
            aria-label={t('testemunhas.adicionar')}
            onSubmit={(e) => {
              e.preventDefault();
              void adicionar();
            }}
          >
            <TextField
              label={t('testemunhas.nome')}
              value={nova.nome}
              onChange={(e) => setNova((n) => ({ ...n, nome: e.target.value }))}
              error={!!erros.nome}
              helperText={erros.nome}
              required
              sx={{ flex: 2 }}
            />
            <TextField
              label={t('testemunhas.empresa')}
              value={nova.empresa}
              onChange={(e) => setNova((n) => ({ ...n, empresa: e.target.value }))}
              error={!!erros.empresa}
              helperText={erros.empresa}
              required
              sx={{ flex: 2 }}
            />
            <TextField
              label={t('testemunhas.cargo')}
              value={nova.cargo}
              onChange={(e) => setNova((n) => ({ ...n, cargo: e.target.value }))}
              error={!!erros.cargo}
              helperText={erros.cargo}
              sx={{ flex: 1.5 }}
            />
            <Button
              type="submit"
              variant="outlined"
              size="large"
              startIcon={<PersonAddIcon />}
              loading={salvar.isPending}
              sx={{ minHeight: 56, flexShrink: 0 }}
            >
              {t('testemunhas.adicionar')}
            </Button>
          </Stack>
        )}
        {erro && <Alert severity="error">{erro}</Alert>}
      </Stack>
    </SectionCard>
  );
}
