import { useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useSnackbar } from 'notistack';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, ZAfastamentoInput, type TRelato } from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { SectionCard } from '../../../../components/SectionCard';
import { useConfirm } from '../../../../layout/dialogs/use-dialogs';
import { useSessionStore } from '../../../../session/session.store';
import { useAfastarMembro, useMembrosComite } from '../../etica.queries';

const CAMPOS = ['membroId', 'motivo'] as const;

/**
 * The members kept away from the report (involved in it), and the action to keep one more away, after a
 * confirmation that says what it means; when the member is the user, they lose the report at once and the page
 * goes back to the list.
 */
export function AfastadosCard({ relato }: { relato: TRelato }) {
  const { t } = useTranslation('etica');
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const eu = useSessionStore((s) => s.user?.id_user);
  const membros = useMembrosComite();
  const afastar = useAfastarMembro(relato.id);
  const [aberto, setAberto] = useState(false);
  const afastados = new Set(relato.afastados.map((a) => a.id));
  const opcoes = (membros.data?.items ?? []).filter((m) => !afastados.has(m.id));
  const protocolo = relato.protocolo;

  return (
    <SectionCard
      id="relato-afastados"
      title={t('afastados.titulo')}
      aside={
        relato.acoes.editar && (
          <Button size="small" startIcon={<PersonRemoveIcon />} onClick={() => setAberto(true)}>
            {t('afastados.afastar')}
          </Button>
        )
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('afastados.ajuda')}
      </Typography>
      {relato.afastados.length === 0 ? (
        <Typography>{t('afastados.nenhum')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {relato.afastados.map((a) => (
            <Box component="li" key={a.id}>
              <Typography sx={{ fontWeight: 500 }}>{a.nome}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('afastados.detalhe', { data: formatDate(a.em), motivo: a.motivo })}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      <FormDialog
        open={aberto}
        title={t('afastados.dialogoTitulo', { protocolo })}
        description={t('afastados.ajuda')}
        schema={ZAfastamentoInput}
        defaultValues={{ membroId: '', motivo: '' }}
        submitLabel={t('afastados.botao')}
        fields={CAMPOS}
        onClose={() => setAberto(false)}
        onSubmit={async ({ membroId, motivo }) => {
          const nome = opcoes.find((m) => m.id === membroId)?.nome ?? '';
          const voce = membroId === eu;
          const pergunta = voce
            ? t('afastados.confirmarVoce', { protocolo })
            : t('afastados.confirmar', { nome, protocolo });
          if (!(await confirm(pergunta))) return;
          const depois = await afastar.mutateAsync({ membroId, motivo });
          setAberto(false);
          if (!depois) {
            // The API answered 204: the user stepped away and no longer reads the report.
            enqueueSnackbar(t('afastados.voceSaiu', { protocolo }), { variant: 'success' });
            void navigate('/etica', { replace: true });
            return;
          }
          enqueueSnackbar(t('afastados.afastado', { nome, protocolo }), { variant: 'success' });
        }}
      >
        {({ control, register, formState: { errors } }) => (
          <>
            <Controller
              name="membroId"
              control={control}
              render={({ field }) => (
                <TextField
                  select
                  label={t('afastados.membro')}
                  required
                  {...field}
                  error={!!errors.membroId}
                  helperText={errors.membroId?.message}
                >
                  {opcoes.map((m) => (
                    <MenuItem key={m.id} value={m.id}>
                      {m.id === eu ? t('afastados.voce', { nome: m.nome }) : m.nome}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              label={t('afastados.motivo')}
              required
              multiline
              minRows={3}
              {...register('motivo')}
              error={!!errors.motivo}
              helperText={errors.motivo?.message ?? t('afastados.motivoAjuda')}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          </>
        )}
      </FormDialog>
    </SectionCard>
  );
}
