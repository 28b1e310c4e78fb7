import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROJETO_CATEGORIA_LABEL, type TProjetoCategoria } from '@portal/domain';
import { RegistroProjetos } from '../components/registro/RegistroProjetos';

/** /obras/:obra/cre (SPEC §2 "cre (project list)"): the site's document register and its GRDs. */
export function CreObraPage() {
  const { t } = useTranslation('projetos');
  const { obra = '' } = useParams();
  return <RegistroProjetos key={obra} titulo={t('titulos.creObra')} escopo="cre" obraId={obra} />;
}

/** /cre (SPEC "CRE - GERAL"): the documents of every obra the user may read. */
export function CreGeralPage() {
  const { t } = useTranslation('projetos');
  return <RegistroProjetos titulo={t('titulos.creGeral')} escopo="cre" />;
}

function Fabricacao({ categoria }: { categoria?: TProjetoCategoria }) {
  const { t } = useTranslation('projetos');
  const { obra = '' } = useParams();
  return (
    <RegistroProjetos
      key={`${obra}-${categoria ?? ''}`}
      titulo={
        categoria
          ? t('titulos.fabricacaoCategoria', { categoria: PROJETO_CATEGORIA_LABEL[categoria] })
          : t('titulos.fabricacao')
      }
      escopo="fabrica"
      obraId={obra}
      categoria={categoria}
    />
  );
}

/** /fabricacao/:obra/projetos (factory layout): the fabrication's projects. */
export const ProjetosFabricacaoPage = () => <Fabricacao />;
/** /fabricacao/:obra/projetos/Mecanica: its mechanical projects. */
export const ProjetosFabricacaoMecanicaPage = () => <Fabricacao categoria="Mecanica" />;
/** /fabricacao/:obra/projetos/Eletrica: its electrical projects. */
export const ProjetosFabricacaoEletricaPage = () => <Fabricacao categoria="Eletrica" />;

function Fabrica({ categoria }: { categoria?: TProjetoCategoria }) {
  const { t } = useTranslation('projetos');
  return (
    <RegistroProjetos
      key={categoria ?? ''}
      titulo={
        categoria
          ? t('titulos.fabricaCategoria', { categoria: PROJETO_CATEGORIA_LABEL[categoria] })
          : t('titulos.fabrica')
      }
      escopo="fabrica"
      categoria={categoria}
    />
  );
}

/** /projetos-fabrica (general layout for manufacturing): every fabrication's projects. */
export const ProjetosFabricaPage = () => <Fabrica />;
/** /projetos-fabrica/Mecanica. */
export const ProjetosFabricaMecanicaPage = () => <Fabrica categoria="Mecanica" />;
/** /projetos-fabrica/Eletrica. */
export const ProjetosFabricaEletricaPage = () => <Fabrica categoria="Eletrica" />;
