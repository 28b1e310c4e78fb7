import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { Controller, FormProvider, useForm, useFormContext, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCreateDiarioOsInput, TDiarioOsModelo, TOsTipo } from '@portal/domain';
import { TimeField } from '../../../../components/TimeField';
import { ApiError } from '../../../../lib/api-error';
import { FormActionBar } from '../../../rdo/components/form/FormActionBar';
import { useUnsavedChangesGuard } from '../../../rdo/components/form/use-unsaved-changes-guard';
import { formField, linhasEnviadas, toDiarioForm, toDiarioInput, type DiarioFormValues } from './diario-form';
import { DiarioEquipamentosCampos } from './DiarioEquipamentosCampos';
import { DiarioEquipeCampos } from './DiarioEquipeCampos';
import { DiarioFotosCampo } from './DiarioFotosCampo';
import { DiarioItensCampos } from './DiarioItensCampos';
import { SectionCard } from '../../../../components/SectionCard';
import { useDiarioFotos } from './use-diario-fotos';
import { useErro } from './use-erro';

/** The fields the form draws (an error elsewhere, e.g. on the date or the photos, is listed instead). */
const CAMPOS_DO_FORM = /^(horaInicio|horaFim|observacoes|(itens|equipe|equipamentos)\.\d+\.\w+)$/;

/** A key for this entry, kept while the form is open: sending it again (a retry) cannot create a second log. */
function novaChave(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `diario-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function Horario() {
  const { t } = useTranslation('diarioOs');
  const { control } = useFormContext<DiarioFormValues>();
  const err = useErro('horaInicio');
  const errFim = useErro('horaFim');
  return (
    <SectionCard id="diario-os-horario" title={t('horario.titulo')}>
      <Stack direction="row" spacing={1.5}>
        {(['horaInicio', 'horaFim'] as const).map((name) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field }) => (
              <TimeField
                label={t(`horario.${name}`)}
                name={name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                {...(name === 'horaFim' ? errFim(name) : err(name))}
              />
            )}
          />
        ))}
      </Stack>
    </SectionCard>
  );
}

/**
 * A new daily log, phone first: hours, what was done on each of the order's items (checked against what remains as
 * it is typed), the team and equipment started from the previous log, photos sent as they are taken, remarks. Checked
 * by the API's own contract before sending; the API's field errors land on their fields.
 */
export function DiarioOsForm({
  tipo,
  modelo,
  data,
  onSubmit,
  onCancel,
  semSinal = false,
  fotosNoAparelho,
}: {
  tipo: TOsTipo;
  modelo: TDiarioOsModelo;
  data: string;
  onSubmit: (input: TCreateDiarioOsInput) => Promise<void>;
  onCancel: () => void;
  /** No signal: the log is kept on the device (photos sent at once cannot go; `fotosNoAparelho` takes them). */
  semSinal?: boolean;
  fotosNoAparelho?: ReactNode;
}) {
  const { t } = useTranslation('diarioOs');
  const [chave] = useState(novaChave);
  const [problema, setProblema] = useState<{ mensagem: string; detalhes: string[] } | null>(null);
  const saving = useRef(false);
  const form = useForm<DiarioFormValues>({ defaultValues: toDiarioForm(modelo) });
  const fotos = useDiarioFotos(tipo, modelo.os.id);
  useUnsavedChangesGuard(form.formState.isDirty || fotos.prontas.length > 0, saving, t('form.sairSemSalvar'));

  /** Puts each problem on its field; those without one (the date, the photos) are listed above the buttons. */
  const mostrar = (mensagem: string, erros: { campo: string; mensagem: string }[]) => {
    const detalhes: string[] = [];
    for (const erro of erros) {
      if (CAMPOS_DO_FORM.test(erro.campo))
        form.setError(erro.campo as Path<DiarioFormValues>, { type: 'server', message: erro.mensagem });
      else detalhes.push(erro.mensagem);
    }
    setProblema({ mensagem, detalhes });
  };

  const salvar = async (values: DiarioFormValues) => {
    setProblema(null);
    form.clearErrors();
    const { input, erros } = toDiarioInput(values, modelo, {
      data,
      fotos: fotos.prontas.map((f) => f.id),
      chaveIdempotencia: chave,
    });
    if (!input) return mostrar(t('form.corrija'), erros);
    saving.current = true;
    try {
      await onSubmit(input);
    } catch (error) {
      saving.current = false;
      const linhas = linhasEnviadas(values);
      const doCampo = error instanceof ApiError ? error.fieldErrors.map((e) => formField(e, linhas)) : [];
      mostrar(error instanceof Error ? error.message : t('form.falhou'), doCampo);
    }
  };
  // handleSubmit is built on submit, not during render: the handler writes the `saving` ref.
  const submit = (event: FormEvent) => form.handleSubmit(salvar)(event);

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <Horario />
          <DiarioItensCampos itens={modelo.itens} />
          <DiarioEquipeCampos />
          <DiarioEquipamentosCampos />
          {(!semSinal || fotos.prontas.length > 0) && <DiarioFotosCampo fotos={fotos} />}
          {fotosNoAparelho}
          <SectionCard id="diario-os-observacoes" title={t('observacoes.titulo')}>
            <TextField
              label={t('observacoes.campo')}
              multiline
              minRows={3}
              fullWidth
              {...form.register('observacoes')}
            />
          </SectionCard>
          {problema && (
            <Alert severity="error" role="alert" onClose={() => setProblema(null)}>
              {problema.mensagem}
              {problema.detalhes.map((d) => (
                <Box key={d}>{d}</Box>
              ))}
            </Alert>
          )}
        </Stack>
        <FormActionBar>
          <Button onClick={onCancel}>{t('form.cancelar')}</Button>
          <Button
            type="submit"
            variant="contained"
            loading={form.formState.isSubmitting}
            disabled={fotos.enviando}
          >
            {fotos.enviando ? t('form.aguardandoFotos') : semSinal ? t('offline.guardar') : t('form.salvar')}
          </Button>
        </FormActionBar>
      </Box>
    </FormProvider>
  );
}
