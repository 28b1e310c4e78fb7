// The registers' download (routes.tsx): every register page with its dialogs.
export {
  CreObraPage,
  CreGeralPage,
  ProjetosFabricacaoPage,
  ProjetosFabricacaoMecanicaPage,
  ProjetosFabricacaoEletricaPage,
  ProjetosFabricaPage,
  ProjetosFabricaMecanicaPage,
  ProjetosFabricaEletricaPage,
} from './RegistroPages';
