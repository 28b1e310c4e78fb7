import { TextField } from '@mui/material';
import { Controller, FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZProjetoInput, type TProjetoCategoria, type TProjetoEscopo } from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { ObraSelect } from '../../../obras/components/ObraSelect';
import { useCriarProjeto } from '../../projetos.queries';
import { projetoHref } from '../../projetos-links';
import { PROJETO_CAMPOS, ProjetoCampos } from './ProjetoCampos';

/**
 * A new document of the register (who may create): the obra (asked only in a general register), number, title,
 * discipline, category, due date; its page opens next, for revision 0 and its files.
 */
export function NovoProjetoDialog({
  open,
  onClose,
  escopo,
  obraId,
  categorias,
  categoria,
}: {
  open: boolean;
  onClose: () => void;
  escopo: TProjetoEscopo;
  obraId?: string;
  categorias: readonly TProjetoCategoria[];
  /** The page's category, chosen already. */
  categoria?: TProjetoCategoria;
}) {
  const { t } = useTranslation('projetos');
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const criar = useCriarProjeto();
  return (
    <FormDialog
      open={open}
      title={t('novo.titulo')}
      description={t('novo.texto')}
      schema={ZProjetoInput}
      defaultValues={{
        obraId: obraId ?? '',
        numero: '',
        titulo: '',
        categoria: categoria ?? (categorias.length === 1 ? categorias[0] : undefined),
        descricao: '',
        prazo: null,
      }}
      submitLabel={t('novo.criar')}
      fields={PROJETO_CAMPOS}
      onClose={onClose}
      onSubmit={async (values) => {
        const projeto = await criar.mutateAsync(values);
        onClose();
        enqueueSnackbar(t('novo.criado', { numero: projeto.numero }), { variant: 'success' });
        void navigate(projetoHref(projeto));
      }}
    >
      {(form) => (
        <FormProvider {...form}>
          {!obraId && (
            <Controller
              control={form.control}
              name="obraId"
              render={({ field, fieldState }) => (
                <ObraSelect
                  tipo={escopo === 'fabrica' ? 'fabricacao' : 'obra'}
                  required
                  label={escopo === 'fabrica' ? t('campos.fabricacao') : t('campos.obra')}
                  value={field.value || undefined}
                  onChange={(id) => field.onChange(id ?? '')}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          )}
          <TextField
            label={t('campos.numero')}
            required
            {...form.register('numero')}
            error={!!form.formState.errors.numero}
            helperText={form.formState.errors.numero?.message ?? t('campos.numeroAjuda')}
          />
          <ProjetoCampos categorias={categorias} />
        </FormProvider>
      )}
    </FormDialog>
  );
}
