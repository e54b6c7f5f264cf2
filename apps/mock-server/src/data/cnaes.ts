// Source: IBGE/CONCLA, CNAE 2.3 subclasses (as published in the Receita Federal open-data CNAE table).
// A few hundred of the most common subclasses, grouped by section A-U.
import type { CodigoDescricao } from './types';

/** Real CNAE 2.3 subclasses (7 digits) with their official descriptions. */
export const CNAES: readonly CodigoDescricao[] = [
  // Seção A
  { codigo: '0111301', descricao: 'Cultivo de arroz' },
  { codigo: '0111302', descricao: 'Cultivo de milho' },
  { codigo: '0111303', descricao: 'Cultivo de trigo' },
  { codigo: '0112101', descricao: 'Cultivo de algodão herbáceo' },
  { codigo: '0113000', descricao: 'Cultivo de cana-de-açúcar' },
  { codigo: '0115600', descricao: 'Cultivo de soja' },
  { codigo: '0119905', descricao: 'Cultivo de feijão' },
  { codigo: '0119906', descricao: 'Cultivo de mandioca' },
  { codigo: '0121101', descricao: 'Horticultura, exceto morango' },
  { codigo: '0131800', descricao: 'Cultivo de laranja' },
  { codigo: '0132600', descricao: 'Cultivo de uva' },
  { codigo: '0133402', descricao: 'Cultivo de banana' },
  { codigo: '0134200', descricao: 'Cultivo de café' },
  { codigo: '0151201', descricao: 'Criação de bovinos para corte' },
  { codigo: '0151202', descricao: 'Criação de bovinos para leite' },
  { codigo: '0154700', descricao: 'Criação de suínos' },
  { codigo: '0155501', descricao: 'Criação de frangos para corte' },
  { codigo: '0161003', descricao: 'Serviço de preparação de terreno, cultivo e colheita' },
  { codigo: '0210101', descricao: 'Cultivo de eucalipto' },
  { codigo: '0311601', descricao: 'Pesca de peixes em água salgada' },
  { codigo: '0322101', descricao: 'Criação de peixes em água doce' },
  // Seção B
  { codigo: '0500301', descricao: 'Extração de carvão mineral' },
  { codigo: '0600001', descricao: 'Extração de petróleo e gás natural' },
  { codigo: '0710301', descricao: 'Extração de minério de ferro' },
  {
    codigo: '0810006',
    descricao: 'Extração de areia, cascalho ou pedregulho e beneficiamento associado',
  },
  {
    codigo: '0810099',
    descricao:
      'Extração e britamento de pedras e outros materiais para construção e beneficiamento associado',
  },
  // Seção C
  { codigo: '1011201', descricao: 'Frigorífico - abate de bovinos' },
  { codigo: '1012101', descricao: 'Abate de aves' },
  { codigo: '1013901', descricao: 'Fabricação de produtos de carne' },
  { codigo: '1052000', descricao: 'Fabricação de laticínios' },
  { codigo: '1053800', descricao: 'Fabricação de sorvetes e outros gelados comestíveis' },
  { codigo: '1061901', descricao: 'Beneficiamento de arroz' },
  {
    codigo: '1064300',
    descricao: 'Fabricação de farinha de milho e derivados, exceto óleos de milho',
  },
  { codigo: '1071600', descricao: 'Fabricação de açúcar em bruto' },
  { codigo: '1081302', descricao: 'Torrefação e moagem de café' },
  { codigo: '1091101', descricao: 'Fabricação de produtos de panificação industrial' },
  {
    codigo: '1091102',
    descricao:
      'Fabricação de produtos de padaria e confeitaria com predominância de produção própria',
  },
  { codigo: '1092900', descricao: 'Fabricação de biscoitos e bolachas' },
  { codigo: '1093701', descricao: 'Fabricação de produtos derivados do cacau e de chocolates' },
  { codigo: '1094500', descricao: 'Fabricação de massas alimentícias' },
  { codigo: '1096100', descricao: 'Fabricação de alimentos e pratos prontos' },
  {
    codigo: '1099699',
    descricao: 'Fabricação de outros produtos alimentícios não especificados anteriormente',
  },
  { codigo: '1113502', descricao: 'Fabricação de cervejas e chopes' },
  { codigo: '1121600', descricao: 'Fabricação de águas envasadas' },
  { codigo: '1122401', descricao: 'Fabricação de refrigerantes' },
  { codigo: '1311100', descricao: 'Preparação e fiação de fibras de algodão' },
  { codigo: '1411801', descricao: 'Confecção de roupas íntimas' },
  {
    codigo: '1412601',
    descricao:
      'Confecção de peças do vestuário, exceto roupas íntimas e as confeccionadas sob medida',
  },
  {
    codigo: '1412602',
    descricao: 'Confecção, sob medida, de peças do vestuário, exceto roupas íntimas',
  },
  { codigo: '1413401', descricao: 'Confecção de roupas profissionais, exceto sob medida' },
  { codigo: '1531901', descricao: 'Fabricação de calçados de couro' },
  { codigo: '1622699', descricao: 'Fabricação de outros artigos de carpintaria para construção' },
  { codigo: '1731100', descricao: 'Fabricação de embalagens de papel' },
  { codigo: '1732000', descricao: 'Fabricação de embalagens de cartolina e papel-cartão' },
  { codigo: '1813001', descricao: 'Impressão de material para uso publicitário' },
  { codigo: '1813099', descricao: 'Impressão de material para outros usos' },
  { codigo: '1822901', descricao: 'Serviços de encadernação e plastificação' },
  { codigo: '1921700', descricao: 'Fabricação de produtos do refino de petróleo' },
  { codigo: '2062200', descricao: 'Fabricação de produtos de limpeza e polimento' },
  {
    codigo: '2063100',
    descricao: 'Fabricação de cosméticos, produtos de perfumaria e de higiene pessoal',
  },
  { codigo: '2071100', descricao: 'Fabricação de tintas, vernizes, esmaltes e lacas' },
  { codigo: '2121101', descricao: 'Fabricação de medicamentos alopáticos para uso humano' },
  { codigo: '2222600', descricao: 'Fabricação de embalagens de material plástico' },
  { codigo: '2229399', descricao: 'Fabricação de artefatos de material plástico para outros usos' },
  {
    codigo: '2330301',
    descricao: 'Fabricação de estruturas pré-moldadas de concreto armado, em série e sob encomenda',
  },
  { codigo: '2330302', descricao: 'Fabricação de artefatos de cimento para uso na construção' },
  { codigo: '2342701', descricao: 'Fabricação de azulejos e pisos' },
  { codigo: '2392300', descricao: 'Fabricação de cal e gesso' },
  { codigo: '2511000', descricao: 'Fabricação de estruturas metálicas' },
  { codigo: '2512800', descricao: 'Fabricação de esquadrias de metal' },
  { codigo: '2539001', descricao: 'Serviços de usinagem, tornearia e solda' },
  { codigo: '2542000', descricao: 'Fabricação de artigos de serralheria, exceto esquadrias' },
  {
    codigo: '2599399',
    descricao: 'Fabricação de outros produtos de metal não especificados anteriormente',
  },
  { codigo: '2610800', descricao: 'Fabricação de componentes eletrônicos' },
  { codigo: '2621300', descricao: 'Fabricação de equipamentos de informática' },
  {
    codigo: '2751100',
    descricao:
      'Fabricação de fogões, refrigeradores e máquinas de lavar e secar para uso doméstico, peças e acessórios',
  },
  {
    codigo: '2833000',
    descricao:
      'Fabricação de máquinas e equipamentos para a agricultura e pecuária, peças e acessórios, exceto para irrigação',
  },
  { codigo: '2910701', descricao: 'Fabricação de automóveis, camionetas e utilitários' },
  {
    codigo: '2941700',
    descricao: 'Fabricação de peças e acessórios para o sistema motor de veículos automotores',
  },
  { codigo: '3101200', descricao: 'Fabricação de móveis com predominância de madeira' },
  {
    codigo: '3103900',
    descricao: 'Fabricação de móveis de outros materiais, exceto madeira e metal',
  },
  { codigo: '3104700', descricao: 'Fabricação de colchões' },
  { codigo: '3211602', descricao: 'Fabricação de artefatos de joalheria e ourivesaria' },
  {
    codigo: '3250701',
    descricao:
      'Fabricação de instrumentos não-eletrônicos e utensílios para uso médico, cirúrgico, odontológico e de laboratório',
  },
  { codigo: '3250706', descricao: 'Serviços de prótese dentária' },
  {
    codigo: '3299099',
    descricao: 'Fabricação de produtos diversos não especificados anteriormente',
  },
  {
    codigo: '3314710',
    descricao:
      'Manutenção e reparação de máquinas e equipamentos para uso geral não especificados anteriormente',
  },
  {
    codigo: '3319800',
    descricao: 'Manutenção e reparação de equipamentos e produtos não especificados anteriormente',
  },
  { codigo: '3321000', descricao: 'Instalação de máquinas e equipamentos industriais' },
  // Seção D
  { codigo: '3511501', descricao: 'Geração de energia elétrica' },
  { codigo: '3514000', descricao: 'Distribuição de energia elétrica' },
  { codigo: '3520402', descricao: 'Distribuição de combustíveis gasosos por redes urbanas' },
  // Seção E
  { codigo: '3600601', descricao: 'Captação, tratamento e distribuição de água' },
  { codigo: '3701100', descricao: 'Gestão de redes de esgoto' },
  { codigo: '3811400', descricao: 'Coleta de resíduos não-perigosos' },
  { codigo: '3812200', descricao: 'Coleta de resíduos perigosos' },
  { codigo: '3821100', descricao: 'Tratamento e disposição de resíduos não-perigosos' },
  { codigo: '3831999', descricao: 'Recuperação de materiais metálicos, exceto alumínio' },
  { codigo: '3839499', descricao: 'Recuperação de materiais não especificados anteriormente' },
  // Seção F
  { codigo: '4110700', descricao: 'Incorporação de empreendimentos imobiliários' },
  { codigo: '4120400', descricao: 'Construção de edifícios' },
  { codigo: '4211101', descricao: 'Construção de rodovias e ferrovias' },
  { codigo: '4213800', descricao: 'Obras de urbanização - ruas, praças e calçadas' },
  {
    codigo: '4221902',
    descricao: 'Construção de estações e redes de distribuição de energia elétrica',
  },
  {
    codigo: '4222701',
    descricao:
      'Construção de redes de abastecimento de água, coleta de esgoto e construções correlatas, exceto obras de irrigação',
  },
  { codigo: '4292801', descricao: 'Montagem de estruturas metálicas' },
  {
    codigo: '4299599',
    descricao: 'Outras obras de engenharia civil não especificadas anteriormente',
  },
  { codigo: '4311801', descricao: 'Demolição de edifícios e outras estruturas' },
  { codigo: '4311802', descricao: 'Preparação de canteiro e limpeza de terreno' },
  { codigo: '4313400', descricao: 'Obras de terraplenagem' },
  { codigo: '4321500', descricao: 'Instalação e manutenção elétrica' },
  { codigo: '4322301', descricao: 'Instalações hidráulicas, sanitárias e de gás' },
  {
    codigo: '4322302',
    descricao:
      'Instalação e manutenção de sistemas centrais de ar condicionado, de ventilação e refrigeração',
  },
  { codigo: '4330401', descricao: 'Impermeabilização em obras de engenharia civil' },
  {
    codigo: '4330402',
    descricao:
      'Instalação de portas, janelas, tetos, divisórias e armários embutidos de qualquer material',
  },
  { codigo: '4330403', descricao: 'Obras de acabamento em gesso e estuque' },
  { codigo: '4330404', descricao: 'Serviços de pintura de edifícios em geral' },
  {
    codigo: '4330405',
    descricao: 'Aplicação de revestimentos e de resinas em interiores e exteriores',
  },
  { codigo: '4330499', descricao: 'Outras obras de acabamento da construção' },
  { codigo: '4391600', descricao: 'Obras de fundações' },
  { codigo: '4399101', descricao: 'Administração de obras' },
  { codigo: '4399103', descricao: 'Obras de alvenaria' },
  { codigo: '4399105', descricao: 'Perfuração e construção de poços de água' },
  {
    codigo: '4399199',
    descricao: 'Serviços especializados para construção não especificados anteriormente',
  },
  // Seção G
  {
    codigo: '4511101',
    descricao: 'Comércio a varejo de automóveis, camionetas e utilitários novos',
  },
  {
    codigo: '4511102',
    descricao: 'Comércio a varejo de automóveis, camionetas e utilitários usados',
  },
  {
    codigo: '4520001',
    descricao: 'Serviços de manutenção e reparação mecânica de veículos automotores',
  },
  {
    codigo: '4520002',
    descricao: 'Serviços de lanternagem ou funilaria e pintura de veículos automotores',
  },
  {
    codigo: '4520003',
    descricao: 'Serviços de manutenção e reparação elétrica de veículos automotores',
  },
  {
    codigo: '4520004',
    descricao: 'Serviços de alinhamento e balanceamento de veículos automotores',
  },
  {
    codigo: '4520005',
    descricao: 'Serviços de lavagem, lubrificação e polimento de veículos automotores',
  },
  { codigo: '4520006', descricao: 'Serviços de borracharia para veículos automotores' },
  {
    codigo: '4520007',
    descricao:
      'Serviços de instalação, manutenção e reparação de acessórios para veículos automotores',
  },
  {
    codigo: '4530703',
    descricao: 'Comércio a varejo de peças e acessórios novos para veículos automotores',
  },
  { codigo: '4530705', descricao: 'Comércio a varejo de pneumáticos e câmaras-de-ar' },
  { codigo: '4541203', descricao: 'Comércio a varejo de motocicletas e motonetas novas' },
  { codigo: '4543900', descricao: 'Manutenção e reparação de motocicletas e motonetas' },
  { codigo: '4623109', descricao: 'Comércio atacadista de alimentos para animais' },
  { codigo: '4632001', descricao: 'Comércio atacadista de cereais e leguminosas beneficiados' },
  {
    codigo: '4635499',
    descricao: 'Comércio atacadista de bebidas não especificadas anteriormente',
  },
  {
    codigo: '4637107',
    descricao: 'Comércio atacadista de chocolates, confeitos, balas, bombons e semelhantes',
  },
  { codigo: '4639701', descricao: 'Comércio atacadista de produtos alimentícios em geral' },
  { codigo: '4641901', descricao: 'Comércio atacadista de tecidos' },
  {
    codigo: '4642701',
    descricao:
      'Comércio atacadista de artigos do vestuário e acessórios, exceto profissionais e de segurança',
  },
  { codigo: '4644301', descricao: 'Comércio atacadista de medicamentos e drogas de uso humano' },
  { codigo: '4646001', descricao: 'Comércio atacadista de cosméticos e produtos de perfumaria' },
  { codigo: '4647801', descricao: 'Comércio atacadista de artigos de escritório e de papelaria' },
  {
    codigo: '4649408',
    descricao: 'Comércio atacadista de produtos de higiene, limpeza e conservação domiciliar',
  },
  { codigo: '4651601', descricao: 'Comércio atacadista de equipamentos de informática' },
  {
    codigo: '4669999',
    descricao:
      'Comércio atacadista de outras máquinas e equipamentos não especificados anteriormente; partes e peças',
  },
  { codigo: '4671100', descricao: 'Comércio atacadista de madeira e produtos derivados' },
  { codigo: '4673700', descricao: 'Comércio atacadista de material elétrico' },
  { codigo: '4679699', descricao: 'Comércio atacadista de materiais de construção em geral' },
  { codigo: '4686902', descricao: 'Comércio atacadista de embalagens' },
  { codigo: '4687703', descricao: 'Comércio atacadista de resíduos e sucatas metálicos' },
  {
    codigo: '4691500',
    descricao:
      'Comércio atacadista de mercadorias em geral, com predominância de produtos alimentícios',
  },
  {
    codigo: '4693100',
    descricao:
      'Comércio atacadista de mercadorias em geral, sem predominância de alimentos ou de insumos agropecuários',
  },
  {
    codigo: '4711301',
    descricao:
      'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - hipermercados',
  },
  {
    codigo: '4711302',
    descricao:
      'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - supermercados',
  },
  {
    codigo: '4712100',
    descricao:
      'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - minimercados, mercearias e armazéns',
  },
  {
    codigo: '4713002',
    descricao: 'Lojas de variedades, exceto lojas de departamentos ou magazines',
  },
  {
    codigo: '4713004',
    descricao: 'Lojas de departamentos ou magazines, exceto lojas francas (Duty free)',
  },
  { codigo: '4721102', descricao: 'Padaria e confeitaria com predominância de revenda' },
  { codigo: '4721104', descricao: 'Comércio varejista de doces, balas, bombons e semelhantes' },
  { codigo: '4722901', descricao: 'Comércio varejista de carnes - açougues' },
  { codigo: '4722902', descricao: 'Peixaria' },
  { codigo: '4723700', descricao: 'Comércio varejista de bebidas' },
  { codigo: '4724500', descricao: 'Comércio varejista de hortifrutigranjeiros' },
  { codigo: '4729602', descricao: 'Comércio varejista de mercadorias em lojas de conveniência' },
  {
    codigo: '4729699',
    descricao:
      'Comércio varejista de produtos alimentícios em geral ou especializado em produtos alimentícios não especificados anteriormente',
  },
  { codigo: '4731800', descricao: 'Comércio varejista de combustíveis para veículos automotores' },
  { codigo: '4732600', descricao: 'Comércio varejista de lubrificantes' },
  { codigo: '4741500', descricao: 'Comércio varejista de tintas e materiais para pintura' },
  { codigo: '4742300', descricao: 'Comércio varejista de material elétrico' },
  { codigo: '4743100', descricao: 'Comércio varejista de vidros' },
  { codigo: '4744001', descricao: 'Comércio varejista de ferragens e ferramentas' },
  { codigo: '4744003', descricao: 'Comércio varejista de materiais hidráulicos' },
  {
    codigo: '4744005',
    descricao: 'Comércio varejista de materiais de construção não especificados anteriormente',
  },
  { codigo: '4744099', descricao: 'Comércio varejista de materiais de construção em geral' },
  {
    codigo: '4751201',
    descricao: 'Comércio varejista especializado de equipamentos e suprimentos de informática',
  },
  {
    codigo: '4752100',
    descricao: 'Comércio varejista especializado de equipamentos de telefonia e comunicação',
  },
  {
    codigo: '4753900',
    descricao:
      'Comércio varejista especializado de eletrodomésticos e equipamentos de áudio e vídeo',
  },
  { codigo: '4754701', descricao: 'Comércio varejista de móveis' },
  { codigo: '4755502', descricao: 'Comercio varejista de artigos de armarinho' },
  { codigo: '4755503', descricao: 'Comercio varejista de artigos de cama, mesa e banho' },
  {
    codigo: '4756300',
    descricao: 'Comércio varejista especializado de instrumentos musicais e acessórios',
  },
  {
    codigo: '4757100',
    descricao:
      'Comércio varejista especializado de peças e acessórios para aparelhos eletroeletrônicos para uso doméstico, exceto informática e comunicação',
  },
  {
    codigo: '4759899',
    descricao:
      'Comércio varejista de outros artigos de uso pessoal e doméstico não especificados anteriormente',
  },
  { codigo: '4761001', descricao: 'Comércio varejista de livros' },
  { codigo: '4761003', descricao: 'Comércio varejista de artigos de papelaria' },
  { codigo: '4763601', descricao: 'Comércio varejista de brinquedos e artigos recreativos' },
  { codigo: '4763602', descricao: 'Comércio varejista de artigos esportivos' },
  {
    codigo: '4771701',
    descricao: 'Comércio varejista de produtos farmacêuticos, sem manipulação de fórmulas',
  },
  {
    codigo: '4771702',
    descricao: 'Comércio varejista de produtos farmacêuticos, com manipulação de fórmulas',
  },
  {
    codigo: '4772500',
    descricao: 'Comércio varejista de cosméticos, produtos de perfumaria e de higiene pessoal',
  },
  { codigo: '4773300', descricao: 'Comércio varejista de artigos médicos e ortopédicos' },
  { codigo: '4774100', descricao: 'Comércio varejista de artigos de óptica' },
  { codigo: '4781400', descricao: 'Comércio varejista de artigos do vestuário e acessórios' },
  { codigo: '4782201', descricao: 'Comércio varejista de calçados' },
  { codigo: '4782202', descricao: 'Comércio varejista de artigos de viagem' },
  { codigo: '4783101', descricao: 'Comércio varejista de artigos de joalheria' },
  { codigo: '4789001', descricao: 'Comércio varejista de suvenires, bijuterias e artesanatos' },
  { codigo: '4789002', descricao: 'Comércio varejista de plantas e flores naturais' },
  {
    codigo: '4789004',
    descricao:
      'Comércio varejista de animais vivos e de artigos e alimentos para animais de estimação',
  },
  { codigo: '4789005', descricao: 'Comércio varejista de produtos saneantes domissanitários' },
  { codigo: '4789007', descricao: 'Comércio varejista de equipamentos para escritório' },
  {
    codigo: '4789099',
    descricao: 'Comércio varejista de outros produtos não especificados anteriormente',
  },
  // Seção H
  { codigo: '4911600', descricao: 'Transporte ferroviário de carga' },
  {
    codigo: '4921301',
    descricao: 'Transporte rodoviário coletivo de passageiros, com itinerário fixo, municipal',
  },
  { codigo: '4923001', descricao: 'Serviço de táxi' },
  {
    codigo: '4923002',
    descricao: 'Serviço de transporte de passageiros - locação de automóveis com motorista',
  },
  { codigo: '4924800', descricao: 'Transporte escolar' },
  {
    codigo: '4929901',
    descricao: 'Transporte rodoviário coletivo de passageiros, sob regime de fretamento, municipal',
  },
  {
    codigo: '4930201',
    descricao: 'Transporte rodoviário de carga, exceto produtos perigosos e mudanças, municipal',
  },
  {
    codigo: '4930202',
    descricao:
      'Transporte rodoviário de carga, exceto produtos perigosos e mudanças, intermunicipal, interestadual e internacional',
  },
  { codigo: '4930203', descricao: 'Transporte rodoviário de produtos perigosos' },
  { codigo: '4930204', descricao: 'Transporte rodoviário de mudanças' },
  { codigo: '5011401', descricao: 'Transporte marítimo de cabotagem - Carga' },
  { codigo: '5111100', descricao: 'Transporte aéreo de passageiros regular' },
  { codigo: '5211701', descricao: 'Armazéns gerais - emissão de warrant' },
  {
    codigo: '5211799',
    descricao: 'Depósitos de mercadorias para terceiros, exceto armazéns gerais e guarda-móveis',
  },
  { codigo: '5212500', descricao: 'Carga e descarga' },
  { codigo: '5223100', descricao: 'Estacionamento de veículos' },
  {
    codigo: '5229099',
    descricao:
      'Outras atividades auxiliares dos transportes terrestres não especificadas anteriormente',
  },
  { codigo: '5250804', descricao: 'Organização logística do transporte de carga' },
  { codigo: '5250805', descricao: 'Operador de transporte multimodal - OTM' },
  { codigo: '5310501', descricao: 'Atividades do Correio Nacional' },
  { codigo: '5320202', descricao: 'Serviços de entrega rápida' },
  // Seção I
  { codigo: '5510801', descricao: 'Hotéis' },
  { codigo: '5510802', descricao: 'Apart-hotéis' },
  { codigo: '5590601', descricao: 'Albergues, exceto assistenciais' },
  { codigo: '5590603', descricao: 'Pensões (alojamento)' },
  { codigo: '5611201', descricao: 'Restaurantes e similares' },
  { codigo: '5611203', descricao: 'Lanchonetes, casas de chá, de sucos e similares' },
  {
    codigo: '5611204',
    descricao:
      'Bares e outros estabelecimentos especializados em servir bebidas, sem entretenimento',
  },
  {
    codigo: '5611205',
    descricao:
      'Bares e outros estabelecimentos especializados em servir bebidas, com entretenimento',
  },
  { codigo: '5612100', descricao: 'Serviços ambulantes de alimentação' },
  {
    codigo: '5620101',
    descricao: 'Fornecimento de alimentos preparados preponderantemente para empresas',
  },
  { codigo: '5620102', descricao: 'Serviços de alimentação para eventos e recepções - bufê' },
  {
    codigo: '5620104',
    descricao: 'Fornecimento de alimentos preparados preponderantemente para consumo domiciliar',
  },
  // Seção J
  { codigo: '5811500', descricao: 'Edição de livros' },
  { codigo: '5813100', descricao: 'Edição de revistas' },
  {
    codigo: '5911199',
    descricao:
      'Atividades de produção cinematográfica, de vídeos e de programas de televisão não especificadas anteriormente',
  },
  { codigo: '6010100', descricao: 'Atividades de rádio' },
  { codigo: '6021700', descricao: 'Atividades de televisão aberta' },
  { codigo: '6110801', descricao: 'Serviços de telefonia fixa comutada - STFC' },
  { codigo: '6190601', descricao: 'Provedores de acesso às redes de comunicações' },
  { codigo: '6201501', descricao: 'Desenvolvimento de programas de computador sob encomenda' },
  { codigo: '6201502', descricao: 'Web design' },
  {
    codigo: '6202300',
    descricao: 'Desenvolvimento e licenciamento de programas de computador customizáveis',
  },
  {
    codigo: '6203100',
    descricao: 'Desenvolvimento e licenciamento de programas de computador não-customizáveis',
  },
  { codigo: '6204000', descricao: 'Consultoria em tecnologia da informação' },
  {
    codigo: '6209100',
    descricao: 'Suporte técnico, manutenção e outros serviços em tecnologia da informação',
  },
  {
    codigo: '6311900',
    descricao:
      'Tratamento de dados, provedores de serviços de aplicação e serviços de hospedagem na internet',
  },
  {
    codigo: '6319400',
    descricao: 'Portais, provedores de conteúdo e outros serviços de informação na internet',
  },
  // Seção K
  { codigo: '6422100', descricao: 'Bancos múltiplos, com carteira comercial' },
  { codigo: '6424703', descricao: 'Cooperativas de crédito mútuo' },
  { codigo: '6462000', descricao: 'Holdings de instituições não-financeiras' },
  { codigo: '6463800', descricao: 'Outras sociedades de participação, exceto holdings' },
  { codigo: '6613400', descricao: 'Administração de cartões de crédito' },
  { codigo: '6619302', descricao: 'Correspondentes de instituições financeiras' },
  {
    codigo: '6619399',
    descricao:
      'Outras atividades auxiliares dos serviços financeiros não especificadas anteriormente',
  },
  {
    codigo: '6622300',
    descricao: 'Corretores e agentes de seguros, de planos de previdência complementar e de saúde',
  },
  {
    codigo: '6630400',
    descricao: 'Atividades de administração de fundos por contrato ou comissão',
  },
  // Seção L
  { codigo: '6810201', descricao: 'Compra e venda de imóveis próprios' },
  { codigo: '6810202', descricao: 'Aluguel de imóveis próprios' },
  { codigo: '6810203', descricao: 'Loteamento de imóveis próprios' },
  { codigo: '6821801', descricao: 'Corretagem na compra e venda e avaliação de imóveis' },
  { codigo: '6821802', descricao: 'Corretagem no aluguel de imóveis' },
  { codigo: '6822600', descricao: 'Gestão e administração da propriedade imobiliária' },
  // Seção M
  { codigo: '6911701', descricao: 'Serviços advocatícios' },
  { codigo: '6911702', descricao: 'Atividades auxiliares da justiça' },
  { codigo: '6920601', descricao: 'Atividades de contabilidade' },
  { codigo: '6920602', descricao: 'Atividades de consultoria e auditoria contábil e tributária' },
  {
    codigo: '7020400',
    descricao:
      'Atividades de consultoria em gestão empresarial, exceto consultoria técnica específica',
  },
  { codigo: '7111100', descricao: 'Serviços de arquitetura' },
  { codigo: '7112000', descricao: 'Serviços de engenharia' },
  { codigo: '7119701', descricao: 'Serviços de cartografia, topografia e geodésia' },
  {
    codigo: '7119703',
    descricao: 'Serviços de desenho técnico relacionados à arquitetura e engenharia',
  },
  { codigo: '7120100', descricao: 'Testes e análises técnicas' },
  {
    codigo: '7210000',
    descricao: 'Pesquisa e desenvolvimento experimental em ciências físicas e naturais',
  },
  { codigo: '7311400', descricao: 'Agências de publicidade' },
  { codigo: '7319002', descricao: 'Promoção de vendas' },
  { codigo: '7319003', descricao: 'Marketing direto' },
  { codigo: '7319004', descricao: 'Consultoria em publicidade' },
  { codigo: '7320300', descricao: 'Pesquisas de mercado e de opinião pública' },
  { codigo: '7410202', descricao: 'Design de interiores' },
  { codigo: '7410203', descricao: 'Design de produto' },
  { codigo: '7410299', descricao: 'Atividades de design não especificadas anteriormente' },
  {
    codigo: '7420001',
    descricao: 'Atividades de produção de fotografias, exceto aérea e submarina',
  },
  { codigo: '7490101', descricao: 'Serviços de tradução, interpretação e similares' },
  {
    codigo: '7490104',
    descricao:
      'Atividades de intermediação e agenciamento de serviços e negócios em geral, exceto imobiliários',
  },
  {
    codigo: '7490199',
    descricao:
      'Outras atividades profissionais, científicas e técnicas não especificadas anteriormente',
  },
  { codigo: '7500100', descricao: 'Atividades veterinárias' },
  // Seção N
  { codigo: '7711000', descricao: 'Locação de automóveis sem condutor' },
  {
    codigo: '7719599',
    descricao:
      'Locação de outros meios de transporte não especificados anteriormente, sem condutor',
  },
  {
    codigo: '7729202',
    descricao:
      'Aluguel de móveis, utensílios e aparelhos de uso doméstico e pessoal; instrumentos musicais',
  },
  {
    codigo: '7732201',
    descricao: 'Aluguel de máquinas e equipamentos para construção sem operador, exceto andaimes',
  },
  {
    codigo: '7739099',
    descricao:
      'Aluguel de outras máquinas e equipamentos comerciais e industriais não especificados anteriormente, sem operador',
  },
  { codigo: '7810800', descricao: 'Seleção e agenciamento de mão-de-obra' },
  { codigo: '7820500', descricao: 'Locação de mão-de-obra temporária' },
  { codigo: '7830200', descricao: 'Fornecimento e gestão de recursos humanos para terceiros' },
  { codigo: '7911200', descricao: 'Agências de viagens' },
  { codigo: '7912100', descricao: 'Operadores turísticos' },
  { codigo: '8011101', descricao: 'Atividades de vigilância e segurança privada' },
  { codigo: '8012900', descricao: 'Atividades de transporte de valores' },
  {
    codigo: '8020001',
    descricao: 'Atividades de monitoramento de sistemas de segurança eletrônico',
  },
  {
    codigo: '8111700',
    descricao: 'Serviços combinados para apoio a edifícios, exceto condomínios prediais',
  },
  { codigo: '8112500', descricao: 'Condomínios prediais' },
  { codigo: '8121400', descricao: 'Limpeza em prédios e em domicílios' },
  { codigo: '8122200', descricao: 'Imunização e controle de pragas urbanas' },
  { codigo: '8129000', descricao: 'Atividades de limpeza não especificadas anteriormente' },
  { codigo: '8130300', descricao: 'Atividades paisagísticas' },
  { codigo: '8211300', descricao: 'Serviços combinados de escritório e apoio administrativo' },
  { codigo: '8219901', descricao: 'Fotocópias' },
  {
    codigo: '8219999',
    descricao:
      'Preparação de documentos e serviços especializados de apoio administrativo não especificados anteriormente',
  },
  { codigo: '8220200', descricao: 'Atividades de teleatendimento' },
  {
    codigo: '8230001',
    descricao: 'Serviços de organização de feiras, congressos, exposições e festas',
  },
  { codigo: '8230002', descricao: 'Casas de festas e eventos' },
  { codigo: '8291100', descricao: 'Atividades de cobranças e informações cadastrais' },
  { codigo: '8299707', descricao: 'Salas de acesso à internet' },
  {
    codigo: '8299799',
    descricao:
      'Outras atividades de serviços prestados principalmente às empresas não especificadas anteriormente',
  },
  // Seção O
  { codigo: '8411600', descricao: 'Administração pública em geral' },
  {
    codigo: '8412400',
    descricao:
      'Regulação das atividades de saúde, educação, serviços culturais e outros serviços sociais',
  },
  { codigo: '8424800', descricao: 'Segurança e ordem pública' },
  { codigo: '8430200', descricao: 'Seguridade social obrigatória' },
  // Seção P
  { codigo: '8511200', descricao: 'Educação infantil - creche' },
  { codigo: '8512100', descricao: 'Educação infantil - pré-escola' },
  { codigo: '8513900', descricao: 'Ensino fundamental' },
  { codigo: '8520100', descricao: 'Ensino médio' },
  { codigo: '8531700', descricao: 'Educação superior - graduação' },
  { codigo: '8532500', descricao: 'Educação superior - graduação e pós-graduação' },
  { codigo: '8541400', descricao: 'Educação profissional de nível técnico' },
  { codigo: '8550302', descricao: 'Atividades de apoio à educação, exceto caixas escolares' },
  { codigo: '8591100', descricao: 'Ensino de esportes' },
  { codigo: '8592901', descricao: 'Ensino de dança' },
  { codigo: '8592903', descricao: 'Ensino de música' },
  { codigo: '8593700', descricao: 'Ensino de idiomas' },
  { codigo: '8599603', descricao: 'Treinamento em informática' },
  { codigo: '8599604', descricao: 'Treinamento em desenvolvimento profissional e gerencial' },
  { codigo: '8599605', descricao: 'Cursos preparatórios para concursos' },
  { codigo: '8599699', descricao: 'Outras atividades de ensino não especificadas anteriormente' },
  // Seção Q
  {
    codigo: '8610101',
    descricao:
      'Atividades de atendimento hospitalar, exceto pronto-socorro e unidades para atendimento a urgências',
  },
  { codigo: '8621601', descricao: 'UTI móvel' },
  {
    codigo: '8630501',
    descricao:
      'Atividade médica ambulatorial com recursos para realização de procedimentos cirúrgicos',
  },
  {
    codigo: '8630502',
    descricao:
      'Atividade médica ambulatorial com recursos para realização de exames complementares',
  },
  { codigo: '8630503', descricao: 'Atividade médica ambulatorial restrita a consultas' },
  { codigo: '8630504', descricao: 'Atividade odontológica' },
  { codigo: '8640202', descricao: 'Laboratórios clínicos' },
  {
    codigo: '8640205',
    descricao:
      'Serviços de diagnóstico por imagem com uso de radiação ionizante, exceto tomografia',
  },
  { codigo: '8650001', descricao: 'Atividades de enfermagem' },
  { codigo: '8650002', descricao: 'Atividades de profissionais da nutrição' },
  { codigo: '8650003', descricao: 'Atividades de psicologia e psicanálise' },
  { codigo: '8650004', descricao: 'Atividades de fisioterapia' },
  { codigo: '8650005', descricao: 'Atividades de terapia ocupacional' },
  { codigo: '8650006', descricao: 'Atividades de fonoaudiologia' },
  {
    codigo: '8690901',
    descricao: 'Atividades de práticas integrativas e complementares em saúde humana',
  },
  {
    codigo: '8690999',
    descricao: 'Outras atividades de atenção à saúde humana não especificadas anteriormente',
  },
  { codigo: '8711502', descricao: 'Instituições de longa permanência para idosos' },
  { codigo: '8800600', descricao: 'Serviços de assistência social sem alojamento' },
  // Seção R
  { codigo: '9001901', descricao: 'Produção teatral' },
  { codigo: '9001902', descricao: 'Produção musical' },
  { codigo: '9001906', descricao: 'Atividades de sonorização e de iluminação' },
  {
    codigo: '9002701',
    descricao: 'Atividades de artistas plásticos, jornalistas independentes e escritores',
  },
  { codigo: '9101500', descricao: 'Atividades de bibliotecas e arquivos' },
  { codigo: '9311500', descricao: 'Gestão de instalações de esportes' },
  { codigo: '9312300', descricao: 'Clubes sociais, esportivos e similares' },
  { codigo: '9313100', descricao: 'Atividades de condicionamento físico' },
  { codigo: '9319101', descricao: 'Produção e promoção de eventos esportivos' },
  { codigo: '9329801', descricao: 'Discotecas, danceterias, salões de dança e similares' },
  {
    codigo: '9329899',
    descricao: 'Outras atividades de recreação e lazer não especificadas anteriormente',
  },
  // Seção S
  {
    codigo: '9411100',
    descricao: 'Atividades de organizações associativas patronais e empresariais',
  },
  { codigo: '9420100', descricao: 'Atividades de organizações sindicais' },
  { codigo: '9430800', descricao: 'Atividades de associações de defesa de direitos sociais' },
  { codigo: '9491000', descricao: 'Atividades de organizações religiosas ou filosóficas' },
  {
    codigo: '9493600',
    descricao: 'Atividades de organizações associativas ligadas à cultura e à arte',
  },
  { codigo: '9499500', descricao: 'Atividades associativas não especificadas anteriormente' },
  {
    codigo: '9511800',
    descricao: 'Reparação e manutenção de computadores e de equipamentos periféricos',
  },
  { codigo: '9512600', descricao: 'Reparação e manutenção de equipamentos de comunicação' },
  {
    codigo: '9521500',
    descricao:
      'Reparação e manutenção de equipamentos eletroeletrônicos de uso pessoal e doméstico',
  },
  { codigo: '9529101', descricao: 'Reparação de calçados, bolsas e artigos de viagem' },
  { codigo: '9529105', descricao: 'Reparação de artigos do mobiliário' },
  { codigo: '9601701', descricao: 'Lavanderias' },
  { codigo: '9602501', descricao: 'Cabeleireiros, manicure e pedicure' },
  {
    codigo: '9602502',
    descricao: 'Atividades de estética e outros serviços de cuidados com a beleza',
  },
  { codigo: '9603304', descricao: 'Serviços de funerárias' },
  { codigo: '9609208', descricao: 'Higiene e embelezamento de animais domésticos' },
  {
    codigo: '9609299',
    descricao: 'Outras atividades de serviços pessoais não especificadas anteriormente',
  },
  // Seção T
  { codigo: '9700500', descricao: 'Serviços domésticos' },
  // Seção U
  {
    codigo: '9900800',
    descricao: 'Organismos internacionais e outras instituições extraterritoriais',
  },
];
