/**
 * Product texts in pt, nl, ro and ru (the product catalogue is complete in all nine locales,
 * docs/requirements/content.md#translation). Same structure as the en/it/de/es/fr tables of catalog.ts.
 */
export type L4 = 'pt' | 'nl' | 'ro' | 'ru';
/** The five text fields of a product in one language. */
export type ProductTexts = { type: string; details: string; features: string; functionality: string; application: string };

/** Product text templates in pt, nl, ro, ru by product kind. */
export const TEXT4: Record<'machine' | 'key' | 'tool', Record<L4, ProductTexts>> = {
  machine: {
    pt: {
      type: 'Máquina de duplicar chaves',
      details:
        '{name} é uma máquina de duplicar chaves {adj} concebida para {use}. Combina um chassis rígido de alumínio fundido com um carro preciso, para que cada chave saia limpa à primeira.\n\nA máquina é entregue calibrada e pronta a trabalhar, com grampos, apalpadores e fresas.',
      features:
        '- {feature}\n- Calibrada de fábrica, nova calibração em menos de dois minutos\n- Motor sem escovas silencioso com paragem automática\n- Dois anos de garantia e peças durante pelo menos dez anos',
      functionality:
        'Escolha a chave na base de dados ou leia-a com o apalpador, fixe a chave em bruto e inicie o ciclo: a {name} corta, verifica a profundidade e para no fim do perfil.',
      application: 'Indicada para {use}, para balcões de duplicação e serralheiros móveis que precisam de resultados fiáveis todos os dias.',
    },
    nl: {
      type: 'Sleutelkopieermachine',
      details:
        '{name} is een {adj} sleutelkopieermachine voor {use}. Een stijf frame van gegoten aluminium en een nauwkeurige slede zorgen dat elke sleutel de eerste keer goed is.\n\nDe machine wordt gekalibreerd en klaar voor gebruik geleverd, met klemmen, tasters en frezen.',
      features:
        '- {feature}\n- Af fabriek gekalibreerd, herkalibratie in minder dan twee minuten\n- Stille borstelloze motor met automatische uitschakeling\n- Twee jaar garantie en onderdelen voor minstens tien jaar',
      functionality:
        'Kies de sleutel in de database of lees hem af met de taster, klem de blanco vast en start de cyclus: de {name} freest, controleert de diepte en stopt aan het einde van het profiel.',
      application: 'Geschikt voor {use}, voor sleutelbalies en mobiele sleutelmakers die elke dag betrouwbare resultaten nodig hebben.',
    },
    ro: {
      type: 'Mașină de copiat chei',
      details:
        '{name} este o mașină {adj} de copiat chei, concepută pentru {use}. Îmbină un cadru rigid din aluminiu turnat cu un cărucior precis, astfel încât fiecare cheie iese curată din prima.\n\nMașina este livrată calibrată și gata de lucru, cu menghine, palpatoare și freze.',
      features:
        '- {feature}\n- Calibrată din fabrică, recalibrare în mai puțin de două minute\n- Motor silențios fără perii cu oprire automată\n- Doi ani de garanție și piese de schimb cel puțin zece ani',
      functionality:
        'Alegeți cheia din baza de date sau citiți-o cu palpatorul, fixați cheia brută și porniți ciclul: {name} taie, verifică adâncimea și se oprește la capătul profilului.',
      application: 'Potrivită pentru {use}, pentru tejghele de copiat chei și lăcătuși mobili care au nevoie zilnic de rezultate sigure.',
    },
    ru: {
      type: 'Станок для изготовления ключей',
      details:
        '{name} — {adj} станок для {use}. Жёсткая рама из литого алюминия и точная каретка позволяют получить чистый ключ с первой попытки.\n\nСтанок поставляется откалиброванным и готовым к работе, с зажимами, щупами и фрезами.',
      features:
        '- {feature}\n- Заводская калибровка, повторная калибровка менее чем за две минуты\n- Тихий бесщёточный двигатель с автоматическим отключением\n- Гарантия два года, запчасти не менее десяти лет',
      functionality:
        'Выберите ключ в базе данных или считайте его щупом, зажмите заготовку и запустите цикл: {name} нарезает ключ, проверяет глубину и останавливается в конце профиля.',
      application: 'Подходит для {use}, для мастерских по изготовлению ключей и выездных мастеров, которым каждый день нужен надёжный результат.',
    },
  },
  key: {
    pt: {
      type: 'Produto chave',
      details:
        '{name} é um produto {adj} para {use}. É fabricado com as dimensões e tolerâncias do original, por isso funciona na fechadura ou no veículo exatamente como a chave que substitui.\n\nCada lote é controlado numa máquina de medição por coordenadas antes de sair da fábrica.',
      features:
        '- {feature}\n- Fabricado com as tolerâncias originais\n- Incluído na base de dados de chaves Silca com as equivalências\n- Caixas de 50 unidades com referência impressa',
      functionality: 'Procure a referência no catálogo ou na base de dados, corte-a ou programe-a numa máquina Silca compatível e teste-a na fechadura.',
      application: 'Utilizado para {use}, por balcões de duplicação, drogarias e serralheiros automóvel.',
    },
    nl: {
      type: 'Sleutelproduct',
      details:
        '{name} is een {adj} product voor {use}. Het heeft de maten en toleranties van het origineel en werkt in het slot of het voertuig precies zoals de sleutel die het vervangt.\n\nElke partij wordt op een coördinatenmeetmachine gecontroleerd voordat ze de fabriek verlaat.',
      features:
        '- {feature}\n- Gemaakt met de originele toleranties\n- Opgenomen in de Silca-sleuteldatabase met kruisverwijzingen\n- Verpakt per 50 stuks met gedrukte referentie',
      functionality: 'Zoek de referentie op in de catalogus of de database, frees of programmeer hem op een geschikte Silca-machine en test hem op het slot.',
      application: 'Gebruikt voor {use}, door sleutelbalies, ijzerwarenwinkels en autosleutelspecialisten.',
    },
    ro: {
      type: 'Produs pentru chei',
      details:
        '{name} este un produs {adj} pentru {use}. Este realizat la dimensiunile și toleranțele originalului, astfel încât funcționează în încuietoare sau în vehicul exact ca cheia pe care o înlocuiește.\n\nFiecare lot este verificat pe o mașină de măsurat în coordonate înainte de a părăsi fabrica.',
      features:
        '- {feature}\n- Realizat la toleranțele originale\n- Inclus în baza de date de chei Silca cu echivalențele\n- Cutii de 50 de bucăți cu referință tipărită',
      functionality: 'Căutați referința în catalog sau în baza de date, tăiați-o sau programați-o pe o mașină Silca compatibilă și încercați-o în încuietoare.',
      application: 'Folosit pentru {use}, de centrele de copiat chei, magazinele de feronerie și lăcătușii auto.',
    },
    ru: {
      type: 'Ключевой продукт',
      details:
        '{name} — {adj} продукт для {use}. Он изготовлен по размерам и допускам оригинала и работает в замке или автомобиле так же, как заменяемый ключ.\n\nКаждая партия проверяется на координатно-измерительной машине перед отправкой с завода.',
      features:
        '- {feature}\n- Изготовлен с допусками оригинала\n- Есть в базе ключей Silca с перекрёстными ссылками\n- Упаковка по 50 штук с напечатанным артикулом',
      functionality: 'Найдите артикул в каталоге или базе данных, нарежьте или запрограммируйте его на совместимом станке Silca и проверьте в замке.',
      application: 'Используется для {use} в мастерских по изготовлению ключей, хозяйственных магазинах и автосервисах.',
    },
  },
  tool: {
    pt: {
      type: 'Equipamento de programação',
      details:
        '{name} é um equipamento {adj} para {use}. Lê a chave original, identifica o transponder e guia o técnico passo a passo na clonagem ou na programação.\n\nAs atualizações chegam por Wi-Fi e acrescentam novos veículos todos os meses.',
      features:
        '- {feature}\n- Procedimentos guiados passo a passo\n- Atualizações mensais de veículos por Wi-Fi\n- Bateria recarregável para um dia inteiro de trabalho',
      functionality: 'Ligue o {name} à porta OBD ou coloque a chave na antena, escolha o veículo e siga o procedimento no ecrã.',
      application: 'Pensado para {use} e para serralheiros automóvel que trabalham na oficina ou na estrada.',
    },
    nl: {
      type: 'Programmeerapparaat',
      details:
        '{name} is een {adj} apparaat voor {use}. Het leest de originele sleutel, herkent de transponder en leidt de technicus stap voor stap door het klonen of programmeren.\n\nSoftware-updates komen via wifi en voegen elke maand nieuwe voertuigen toe.',
      features: '- {feature}\n- Begeleide procedures stap voor stap\n- Maandelijkse voertuigupdates via wifi\n- Oplaadbare batterij voor een volledige werkdag',
      functionality: 'Sluit de {name} aan op de OBD-poort of leg de sleutel op de antenne, kies het voertuig en volg de procedure op het scherm.',
      application: 'Ontworpen voor {use} en voor autosleutelspecialisten in de werkplaats of onderweg.',
    },
    ro: {
      type: 'Dispozitiv de programare',
      details:
        '{name} este un dispozitiv {adj} pentru {use}. Citește cheia originală, identifică transponderul și îl ghidează pe tehnician pas cu pas la clonare sau programare.\n\nActualizările vin prin Wi-Fi și adaugă vehicule noi în fiecare lună.',
      features:
        '- {feature}\n- Proceduri ghidate pas cu pas\n- Actualizări lunare ale vehiculelor prin Wi-Fi\n- Baterie reîncărcabilă pentru o zi întreagă de lucru',
      functionality: 'Conectați {name} la portul OBD sau așezați cheia pe antenă, alegeți vehiculul și urmați procedura de pe ecran.',
      application: 'Gândit pentru {use} și pentru lăcătușii auto care lucrează în atelier sau pe teren.',
    },
    ru: {
      type: 'Программатор',
      details:
        '{name} — {adj} устройство для {use}. Оно считывает оригинальный ключ, определяет транспондер и шаг за шагом ведёт мастера через клонирование или программирование.\n\nОбновления приходят по Wi-Fi и каждый месяц добавляют новые автомобили.',
      features: '- {feature}\n- Пошаговые инструкции\n- Ежемесячные обновления автомобилей по Wi-Fi\n- Аккумулятор на полный рабочий день',
      functionality: 'Подключите {name} к разъёму OBD или поднесите ключ к антенне, выберите автомобиль и следуйте инструкциям на экране.',
      application: 'Создано для {use} и для автомастеров, работающих в мастерской или на выезде.',
    },
  },
};

/** Adjective forms per language: [machine noun, product noun, device noun]. */
export const ADJ4: Record<string, Record<L4, [string, string, string]>> = {
  electronic: {
    pt: ['eletrónica', 'eletrónico', 'eletrónico'],
    nl: ['elektronische', 'elektronisch', 'elektronisch'],
    ro: ['electronică', 'electronic', 'electronic'],
    ru: ['электронный', 'электронный', 'электронное'],
  },
  compact: {
    pt: ['compacta', 'compacto', 'compacto'],
    nl: ['compacte', 'compact', 'compact'],
    ro: ['compactă', 'compact', 'compact'],
    ru: ['компактный', 'компактный', 'компактное'],
  },
  mechanical: {
    pt: ['mecânica', 'mecânico', 'mecânico'],
    nl: ['mechanische', 'mechanisch', 'mechanisch'],
    ro: ['mecanică', 'mecanic', 'mecanic'],
    ru: ['механический', 'механический', 'механическое'],
  },
  professional: {
    pt: ['profissional', 'profissional', 'profissional'],
    nl: ['professionele', 'professioneel', 'professioneel'],
    ro: ['profesională', 'profesional', 'profesional'],
    ru: ['профессиональный', 'профессиональный', 'профессиональное'],
  },
  precise: {
    pt: ['de alta precisão', 'de alta precisão', 'de alta precisão'],
    nl: ['zeer nauwkeurige', 'zeer nauwkeurig', 'zeer nauwkeurig'],
    ro: ['de înaltă precizie', 'de înaltă precizie', 'de înaltă precizie'],
    ru: ['высокоточный', 'высокоточный', 'высокоточное'],
  },
  reliable: {
    pt: ['fiável', 'fiável', 'fiável'],
    nl: ['betrouwbare', 'betrouwbaar', 'betrouwbaar'],
    ro: ['fiabilă', 'fiabil', 'fiabil'],
    ru: ['надёжный', 'надёжный', 'надёжное'],
  },
  portable: {
    pt: ['portátil', 'portátil', 'portátil'],
    nl: ['draagbare', 'draagbaar', 'draagbaar'],
    ro: ['portabilă', 'portabil', 'portabil'],
    ru: ['портативный', 'портативный', 'портативное'],
  },
};

/** What the product is for, in the form the template's preposition needs (ru: genitive). */
export const USE4: Record<string, Record<L4, string>> = {
  laser: {
    pt: 'chaves automóvel de pista laser e de pontos',
    nl: 'laser- en puntjessleutels voor auto’s',
    ro: 'chei auto cu pistă laser și cu puncte',
    ru: 'автомобильных ключей с лазерной дорожкой и точечных ключей',
  },
  cylinder: { pt: 'chaves de cilindro e planas', nl: 'cilinder- en platte sleutels', ro: 'chei cilindrice și plate', ru: 'цилиндровых и плоских ключей' },
  dimple: {
    pt: 'chaves de pontos e de segurança',
    nl: 'puntjes- en veiligheidssleutels',
    ro: 'chei cu puncte și de securitate',
    ru: 'точечных и защищённых ключей',
  },
  mortice: { pt: 'chaves de palhetão', nl: 'baardsleutels', ro: 'chei cu dublă barbă', ru: 'сувальдных ключей' },
  transponder: {
    pt: 'transponders de imobilizador',
    nl: 'transponders van startonderbrekers',
    ro: 'transpondere de imobilizator',
    ru: 'транспондеров иммобилайзера',
  },
  remote: {
    pt: 'comandos e chaves de proximidade',
    nl: 'afstandsbedienings- en keyless autosleutels',
    ro: 'telecomenzi și chei auto de proximitate',
    ru: 'пультов и бесконтактных автомобильных ключей',
  },
  industrial: {
    pt: 'fechaduras industriais e de mobiliário',
    nl: 'industriële sloten en meubelsloten',
    ro: 'încuietori industriale și de mobilier',
    ru: 'промышленных и мебельных замков',
  },
};

/** Key features in pt, nl, ro, ru. */
export const FEAT4: Record<string, Record<L4, string>> = {
  touch: {
    pt: 'Ecrã tátil de 7 polegadas com toda a base de dados de chaves',
    nl: '7-inch touchscreen met de volledige sleuteldatabase',
    ro: 'Ecran tactil de 7 inch cu întreaga bază de date de chei',
    ru: 'Сенсорный экран 7 дюймов с полной базой ключей',
  },
  fourSided: {
    pt: 'Grampo de quatro faces que fixa qualquer perfil sem adaptadores',
    nl: 'Vierzijdige klem die elk profiel zonder adapters vasthoudt',
    ro: 'Menghină cu patru fețe care fixează orice profil fără adaptoare',
    ru: 'Четырёхсторонний зажим для любых профилей без адаптеров',
  },
  copy: {
    pt: 'Cópia por apalpador e por código no mesmo carro',
    nl: 'Kopiëren met taster en op code op dezelfde slede',
    ro: 'Copiere cu palpator și după cod pe același cărucior',
    ru: 'Копирование по щупу и по коду на одной каретке',
  },
  brass: {
    pt: 'Latão maciço niquelado contra o desgaste',
    nl: 'Massief messing, vernikkeld tegen slijtage',
    ro: 'Alamă masivă nichelată împotriva uzurii',
    ru: 'Цельная латунь с никелированием против износа',
  },
  chip: {
    pt: 'Chip regravável que pode ser clonado várias vezes',
    nl: 'Herschrijfbare chip die meerdere keren gekloond kan worden',
    ro: 'Cip reinscriptibil care poate fi clonat de mai multe ori',
    ru: 'Перезаписываемый чип для многократного клонирования',
  },
  obd: {
    pt: 'Programação OBD com procedimentos guiados',
    nl: 'OBD-programmering met begeleide procedures',
    ro: 'Programare OBD cu proceduri ghidate',
    ru: 'Программирование через OBD с пошаговыми инструкциями',
  },
  shell: {
    pt: 'Carcaça de qualidade original com pilha substituível',
    nl: 'Behuizing van originele kwaliteit met vervangbare batterij',
    ro: 'Carcasă de calitate originală cu baterie înlocuibilă',
    ru: 'Корпус оригинального качества со сменной батарейкой',
  },
  master: {
    pt: 'Hierarquia de chave mestra planeada com o cliente',
    nl: 'Hoofdsleutelplan opgesteld met de klant',
    ro: 'Ierarhie de chei maestru planificată cu clientul',
    ru: 'Иерархия мастер-ключей, спроектированная вместе с заказчиком',
  },
};
