/**
 * The demo catalogue in the shop's other languages: each collection's name and description and each
 * print's title and description, as an admin would write them in the Products tab, so that /de/shop
 * shows a newcomer German titles from the first `npm start`. Keyed by the collection's English name
 * and the print's slug (demo-catalogue.ts); demo-seed.test.ts checks that every one has all four.
 */
import type { TranslatedLocale } from '../../src/catalogue-translations.ts';

type InEachLanguage<Texts> = Record<TranslatedLocale, Texts>;

export const DEMO_CATEGORY_TRANSLATIONS: Record<string, InEachLanguage<{ name: string; description: string }>> = {
  Europe: {
    de: {
      name: 'Europa',
      description: 'Kuppeln, Kirchtürme und Terrakottadächer im letzten warmen Licht über alten Flüssen. Zeitlose europäische Stadtansichten für Räume, die Geschichten lieben.',
    },
    fr: {
      name: 'Europe',
      description: 'Coupoles, flèches et toits de terre cuite dans la dernière lumière chaude au-dessus des fleuves du vieux continent. Des vues de villes européennes intemporelles, pour les pièces qui aiment les histoires.',
    },
    es: {
      name: 'Europa',
      description: 'Cúpulas, agujas y tejados de terracota bajo la última luz cálida sobre ríos del viejo continente. Paisajes urbanos europeos atemporales para espacios a los que les gustan las historias.',
    },
    it: {
      name: 'Europa',
      description: 'Cupole, guglie e tetti di cotto nell’ultima luce calda sui fiumi del vecchio continente. Vedute europee senza tempo per ambienti che amano le storie.',
    },
  },
  USA: {
    de: {
      name: 'USA',
      description: 'Von Wolkenkratzer-Silhouetten und nebelverhangenen Brücken bis zu roten Tafelbergen und Saguaro-Dämmerung: der große amerikanische Horizont, still erzählt.',
    },
    fr: {
      name: 'États-Unis',
      description: 'Des silhouettes de gratte-ciel et des ponts drapés de brume aux mesas de roche rouge et aux crépuscules de saguaros : le grand horizon américain, rendu avec retenue.',
    },
    es: {
      name: 'EE. UU.',
      description: 'De siluetas de rascacielos y puentes envueltos en niebla a mesetas de roca roja y atardeceres de saguaros: el gran horizonte americano, contado con serenidad.',
    },
    it: {
      name: 'Stati Uniti',
      description: 'Dai profili dei grattacieli e dai ponti avvolti nella nebbia alle mesas di roccia rossa e ai crepuscoli tra i saguari: il grande orizzonte americano, raccontato con calma.',
    },
  },
  'Middle East': {
    de: {
      name: 'Naher Osten',
      description: 'Minarette vor bernsteinfarbenem Himmel, vom Wind geformte Dünen und der kühle Schatten von Spitzbögen. Ruhige, sonnige Szenen von Istanbul bis an den Golf.',
    },
    fr: {
      name: 'Moyen-Orient',
      description: 'Des minarets sur des ciels d’ambre, des dunes sculptées par le vent et l’ombre fraîche des arcs brisés. Des scènes sereines et ensoleillées, d’Istanbul au Golfe.',
    },
    es: {
      name: 'Oriente Medio',
      description: 'Minaretes sobre cielos ámbar, dunas esculpidas por el viento y la sombra fresca de los arcos apuntados. Escenas serenas y soleadas, de Estambul al Golfo.',
    },
    it: {
      name: 'Medio Oriente',
      description: 'Minareti contro cieli d’ambra, dune scolpite dal vento e l’ombra fresca degli archi a sesto acuto. Scene serene e assolate, da Istanbul al Golfo.',
    },
  },
  Waterfronts: {
    de: {
      name: 'Am Wasser',
      description: 'Stille Häfen, lange Stege und Leuchttürme zur blauen Stunde, jeder Horizont im Wasser gespiegelt. Ruhiges Küstenlicht für Wohnzimmer und Büros gleichermaßen.',
    },
    fr: {
      name: 'Bords de l’eau',
      description: 'Ports tranquilles, longues jetées et phares à l’heure bleue, chaque horizon doublé dans l’eau. Une lumière côtière apaisante, pour le salon comme pour le bureau.',
    },
    es: {
      name: 'Junto al agua',
      description: 'Puertos en calma, muelles largos y faros a la hora azul, cada horizonte duplicado en el agua. Luz costera serena para salones y oficinas por igual.',
    },
    it: {
      name: 'Sull’acqua',
      description: 'Porti tranquilli, lunghi pontili e fari all’ora blu, ogni orizzonte raddoppiato nell’acqua. Una luce costiera serena per il soggiorno come per l’ufficio.',
    },
  },
  Abstract: {
    de: {
      name: 'Abstrakt',
      description: 'Atmende Farbfelder, organische Formen der Jahrhundertmitte und stille Geometrie in gedämpften, bedachten Paletten. Ausdrucksstarke Werke, die einen Raum verankern, ohne laut zu werden.',
    },
    fr: {
      name: 'Abstrait',
      description: 'Champs de couleur qui respirent, formes organiques d’esprit mid-century et géométrie tranquille dans des palettes sourdes et réfléchies. Des pièces fortes qui ancrent une pièce sans élever la voix.',
    },
    es: {
      name: 'Abstracto',
      description: 'Campos de color que respiran, formas orgánicas de mediados de siglo y geometría serena en paletas suaves y meditadas. Piezas con carácter que anclan un espacio sin alzar la voz.',
    },
    it: {
      name: 'Astratto',
      description: 'Campi di colore che respirano, forme organiche di metà secolo e geometrie pacate in palette smorzate e ponderate. Opere di carattere che danno equilibrio a un ambiente senza alzare la voce.',
    },
  },
  Landscapes: {
    de: {
      name: 'Landschaften',
      description: 'Grat um Grat, der im goldenen Dunst verblasst, Nebel auf stillen Seen, Zypressenhügel am Abend. Weite, erholsame Ausblicke, die jede Wand öffnen.',
    },
    fr: {
      name: 'Paysages',
      description: 'Crête après crête qui s’efface dans une brume dorée, brume sur des lacs immobiles, collines de cyprès au soir. De larges vues reposantes qui ouvrent n’importe quel mur.',
    },
    es: {
      name: 'Paisajes',
      description: 'Cresta tras cresta que se desvanece en una bruma dorada, niebla sobre lagos quietos, colinas de cipreses al atardecer. Vistas amplias y serenas que abren cualquier pared.',
    },
    it: {
      name: 'Paesaggi',
      description: 'Crinale dopo crinale che svanisce in una foschia dorata, nebbia su laghi immobili, colline di cipressi alla sera. Vedute ampie e riposanti che aprono ogni parete.',
    },
  },
  'Black & White': {
    de: {
      name: 'Schwarz-Weiß',
      description: 'Silbrige Meeres- und Stadtansichten in der Tradition feiner Dunkelkammerabzüge. Eine monochrome Kollektion entsteht gerade im Atelier.',
    },
    fr: {
      name: 'Noir et blanc',
      description: 'Marines et vues de villes aux tons argentés, dans la tradition des tirages d’art en chambre noire. Une collection monochrome est en préparation à l’atelier.',
    },
    es: {
      name: 'Blanco y negro',
      description: 'Marinas y paisajes urbanos en tonos plata, en la tradición de las copias artísticas de cuarto oscuro. Una colección monocroma se está preparando en el estudio.',
    },
    it: {
      name: 'Bianco e nero',
      description: 'Marine e vedute urbane dai toni argentei, nella tradizione delle stampe d’arte in camera oscura. Una collezione monocroma è in preparazione in studio.',
    },
  },
};

export const DEMO_PRODUCT_TRANSLATIONS: Record<string, InEachLanguage<{ title: string; description: string }>> = {
  'lisbon-rooftops-at-dusk': {
    de: {
      title: 'Lissabons Dächer in der Dämmerung',
      description:
        'Ziegeldächer und Glockentürme stürzen den Hang hinab zum Fluss, während die ersten Fenster aufleuchten. Mit archivbeständigen Pigmenttinten auf matte Leinwand aus Baumwollmischgewebe gedruckt und galeriegerahmt über 3,2 cm starke Keilrahmen aus Kiefer. Warm, nostalgisch und sanft leuchtend.',
    },
    fr: {
      title: 'Toits de Lisbonne au crépuscule',
      description:
        'Toits de tuiles et clochers dévalent la colline jusqu’au fleuve tandis que s’allument les premières fenêtres. Imprimé avec des encres pigmentaires d’archivage sur une toile mate en coton mélangé, tendu façon galerie sur des châssis en pin de 3,2 cm. Chaleureux, nostalgique et doucement lumineux.',
    },
    es: {
      title: 'Tejados de Lisboa al anochecer',
      description:
        'Tejados de teja y campanarios bajan en cascada por la colina hasta el río mientras se encienden las primeras ventanas. Impreso con tintas pigmentadas de archivo sobre lienzo mate de mezcla de algodón y montado en bastidor de pino de 3,2 cm. Cálido, nostálgico y con un brillo suave.',
    },
    it: {
      title: 'Tetti di Lisbona al crepuscolo',
      description:
        'Tetti di coppi e campanili scendono a cascata lungo la collina fino al fiume, mentre si accendono le prime finestre. Stampato con inchiostri a pigmenti d’archivio su tela opaca in misto cotone e montato su telaio in pino da 3,2 cm. Caldo, nostalgico e dolcemente luminoso.',
    },
  },
  'florence-dome-golden-hour': {
    de: {
      title: 'Florenz, die Kuppel zur goldenen Stunde',
      description:
        'Brunelleschis große Kuppel erhebt sich über den Arno, während die steinerne Brücke darunter das letzte Gold des Tages einfängt. Giclée in Museumsqualität auf schwerer Leinwand aus Polyester und Baumwolle, von Hand aufgespannt und mit UV-Schutzlack versiegelt. Ein ruhiges, honigwarmes Werk für Esszimmer oder Arbeitszimmer.',
    },
    fr: {
      title: 'Florence, le Dôme à l’heure dorée',
      description:
        'La grande coupole de Brunelleschi s’élève au-dessus de l’Arno tandis que le pont de pierre retient le dernier or du jour. Giclée de qualité musée sur toile épaisse poly-coton, tendue à la main et protégée par un vernis anti-UV. Une œuvre calme et mordorée pour une salle à manger ou un bureau.',
    },
    es: {
      title: 'Florencia, la cúpula en la hora dorada',
      description:
        'La gran cúpula de Brunelleschi se alza sobre el Arno mientras el puente de piedra recoge el último oro del día. Giclée de calidad museo sobre lienzo grueso de poliéster y algodón, tensado a mano y protegido con barniz UV. Una pieza serena y melosa para un comedor o un estudio.',
    },
    it: {
      title: 'Firenze, la Cupola all’ora d’oro',
      description:
        'La grande cupola del Brunelleschi si alza sull’Arno mentre il ponte di pietra trattiene l’ultimo oro del giorno. Giclée di qualità museale su tela pesante in poliestere e cotone, tesa a mano e rifinita con vernice anti-UV. Un’opera calma e dorata per la sala da pranzo o lo studio.',
    },
  },
  'prague-spires-by-moonlight': {
    de: {
      title: 'Prager Türme im Mondschein',
      description:
        'Gotische Türme und die Heiligen auf der alten Brücke stehen als Silhouetten unter dem Vollmond, Fenster schimmern in der Moldau. Auf strukturierter Archivleinwand mit lichtbeständigen Pigmenttinten gedruckt und um massive Kieferleisten gespannt. Still, romantisch und ein wenig geheimnisvoll.',
    },
    fr: {
      title: 'Flèches de Prague au clair de lune',
      description:
        'Flèches gothiques et statues de saints sur le vieux pont se découpent sous la pleine lune, les fenêtres scintillant dans la Vltava. Imprimé sur toile d’archivage texturée avec des encres pigmentaires résistantes à la lumière, tendu sur châssis en pin massif. Calme, romantique et un brin mystérieux.',
    },
    es: {
      title: 'Agujas de Praga a la luz de la luna',
      description:
        'Agujas góticas y santos del viejo puente se recortan bajo la luna llena, con ventanas que brillan en el Moldava. Impreso en lienzo de archivo texturizado con tintas pigmentadas resistentes a la decoloración y tensado sobre pino macizo. Sereno, romántico y un poco misterioso.',
    },
    it: {
      title: 'Guglie di Praga al chiaro di luna',
      description:
        'Guglie gotiche e santi del vecchio ponte si stagliano sotto la luna piena, con le finestre che brillano nella Moldava. Stampato su tela d’archivio testurizzata con inchiostri a pigmenti resistenti alla luce e teso su telaio in pino massello. Quieto, romantico e un po’ misterioso.',
    },
  },
  'amsterdam-gables-first-light': {
    de: {
      title: 'Amsterdamer Giebel im ersten Licht',
      description:
        'Treppengiebel und Grachtenhäuser erwachen in zartem Rosé und Zinngrau, während sich der Morgennebel vom Wasser hebt. Eine hohe, galeriegerahmte Leinwand, mit zwölf Pigmentfarben auf säurefreiem Baumwollmischgewebe gedruckt. Frisch, luftig und voller stiller Details.',
    },
    fr: {
      title: 'Pignons d’Amsterdam au petit jour',
      description:
        'Pignons à redans et maisons de canal s’éveillent dans un rose tendre et un gris étain tandis que la brume du matin se lève sur l’eau. Une toile haute tendue façon galerie, imprimée en douze couleurs pigmentaires sur une toile de coton mélangé sans acide. Fraîche, aérienne et pleine de détails discrets.',
    },
    es: {
      title: 'Frontones de Ámsterdam con la primera luz',
      description:
        'Frontones escalonados y casas de canal despiertan en rosa suave y gris peltre mientras la niebla matinal se levanta del agua. Un lienzo vertical montado en bastidor, impreso con doce tintas pigmentadas sobre lienzo de mezcla de algodón libre de ácido. Fresco, luminoso y lleno de detalles silenciosos.',
    },
    it: {
      title: 'Frontoni di Amsterdam alle prime luci',
      description:
        'Frontoni a gradoni e case sui canali si risvegliano in un rosa tenue e grigio peltro mentre la nebbia del mattino si alza dall’acqua. Una tela verticale montata su telaio, stampata con dodici inchiostri a pigmenti su tela in misto cotone priva di acidi. Fresca, ariosa e ricca di dettagli discreti.',
    },
  },
  'vienna-evening-towers': {
    de: {
      title: 'Wien, Türme am Abend',
      description:
        'Barocke Zwiebeltürme und schlanke Kirchtürme krönen die Altstadt unter einem oliv- und bernsteinfarbenen Abendhimmel. Auf hochwertige matte Leinwand mit Archivtinten gedruckt und von Hand über kammergetrocknete Kiefer gespannt. Edel und erholsam, wie gemacht für eine Leseecke.',
    },
    fr: {
      title: 'Vienne, tours du soir',
      description:
        'Bulbes baroques et tours élancées couronnent la vieille ville sous un ciel du soir olive et ambre. Imprimé sur toile mate de qualité avec des encres d’archivage, tendu à la main sur du pin séché au four. Raffiné et reposant, fait pour un coin lecture.',
    },
    es: {
      title: 'Viena, torres al atardecer',
      description:
        'Cúpulas barrocas de bulbo y torres esbeltas coronan el casco antiguo bajo un cielo vespertino oliva y ámbar. Impreso en lienzo mate de primera calidad con tintas de archivo y tensado a mano sobre pino secado en horno. Refinado y sosegado, hecho para un rincón de lectura.',
    },
    it: {
      title: 'Vienna, torri della sera',
      description:
        'Cupole barocche a cipolla e torri slanciate coronano il centro storico sotto un cielo serale oliva e ambra. Stampato su tela opaca di alta qualità con inchiostri d’archivio e teso a mano su pino essiccato in forno. Raffinato e riposante, perfetto per un angolo lettura.',
    },
  },
  'manhattan-nocturne': {
    de: {
      title: 'Manhattan-Nocturne',
      description:
        'Limitierte Auflage von 50: die ganze Skyline von Midtown im Fluss gespiegelt unter einem hohen Wintermond, jeder Turm Fenster für Fenster erleuchtet. Auf Baumwollleinwand in Galeriequalität mit archivbeständigen Pigmenttinten gedruckt, auf der Rückseite signiert und nummeriert. Filmisch, tiefblau und leise elektrisierend.',
    },
    fr: {
      title: 'Nocturne à Manhattan',
      description:
        'Édition limitée à 50 exemplaires : toute la skyline de Midtown se reflète dans le fleuve sous une haute lune d’hiver, chaque tour éclairée fenêtre après fenêtre. Imprimé sur toile de coton qualité galerie avec des encres pigmentaires d’archivage, signé et numéroté au verso. Cinématographique, bleu profond et doucement électrique.',
    },
    es: {
      title: 'Nocturno de Manhattan',
      description:
        'Edición limitada de 50: todo el horizonte de Midtown reflejado en el río bajo una alta luna de invierno, cada torre iluminada ventana a ventana. Impreso en lienzo de algodón de calidad galería con tintas pigmentadas de archivo, firmado y numerado al dorso. Cinematográfico, azul profundo y sutilmente eléctrico.',
    },
    it: {
      title: 'Notturno a Manhattan',
      description:
        'Edizione limitata di 50 esemplari: l’intero skyline di Midtown riflesso nel fiume sotto un’alta luna d’inverno, ogni torre illuminata finestra dopo finestra. Stampato su tela di cotone da galleria con inchiostri a pigmenti d’archivio, firmato e numerato sul retro. Cinematografico, blu profondo e sottilmente elettrico.',
    },
  },
  'golden-gate-in-the-fog': {
    de: {
      title: 'Golden Gate im Nebel',
      description:
        'Die großen zinnoberroten Türme ragen aus einer wogenden Nebelbank, während sich die Bucht golden färbt. Mit lichtbeständigen Pigmenttinten auf schwere matte Leinwand gedruckt und galeriegerahmt über 3,2 cm starke Keilrahmen. Dunstig, warm und unverkennbar San Francisco.',
    },
    fr: {
      title: 'Le Golden Gate dans le brouillard',
      description:
        'Les grandes tours vermillon émergent d’un banc de brouillard mouvant tandis que la baie vire à l’or. Imprimé avec des encres pigmentaires résistantes à la lumière sur une toile mate épaisse, tendu façon galerie sur des châssis de 3,2 cm. Vaporeux, chaleureux et résolument San Francisco.',
    },
    es: {
      title: 'El Golden Gate entre la niebla',
      description:
        'Las grandes torres bermellón emergen de un banco de niebla ondulante mientras la bahía se vuelve dorada. Impreso con tintas pigmentadas resistentes a la decoloración sobre lienzo mate grueso y montado en bastidor de 3,2 cm. Brumoso, cálido e inconfundiblemente San Francisco.',
    },
    it: {
      title: 'Il Golden Gate nella nebbia',
      description:
        'Le grandi torri vermiglie emergono da un banco di nebbia ondeggiante mentre la baia si tinge d’oro. Stampato con inchiostri a pigmenti resistenti alla luce su tela opaca pesante e montato su telaio da 3,2 cm. Velato, caldo e inconfondibilmente San Francisco.',
    },
  },
  'monument-valley-last-light': {
    de: {
      title: 'Monument Valley im letzten Licht',
      description:
        'Sandsteinfelsen glühen vor einem violetten Himmel, während die leere Straße schnurgerade auf den Horizont zuläuft. Archiv-Giclée auf strukturierter Leinwand aus Baumwolle und Polyester, von Hand über massive Kiefer gespannt und mit seidenmattem Lack versiegelt. Weit, warm und wunderbar still.',
    },
    fr: {
      title: 'Monument Valley, dernière lumière',
      description:
        'Les buttes de grès rougeoient sur un ciel violet tandis que la route déserte file droit vers l’horizon. Giclée d’archivage sur toile texturée coton-polyester, tendue à la main sur pin massif et scellée d’un vernis satiné. Immense, chaleureux et merveilleusement immobile.',
    },
    es: {
      title: 'Monument Valley, última luz',
      description:
        'Los cerros de arenisca resplandecen contra un cielo violeta mientras la carretera vacía corre recta hacia el horizonte. Giclée de archivo sobre lienzo texturizado de algodón y poliéster, tensado a mano sobre pino macizo y sellado con barniz satinado. Inmenso, cálido y maravillosamente quieto.',
    },
    it: {
      title: 'Monument Valley, ultima luce',
      description:
        'Le rocce di arenaria ardono contro un cielo viola mentre la strada deserta corre dritta verso l’orizzonte. Giclée d’archivio su tela testurizzata in cotone e poliestere, tesa a mano su pino massello e sigillata con vernice satinata. Vasto, caldo e meravigliosamente immobile.',
    },
  },
  'saguaro-twilight': {
    de: {
      title: 'Saguaro-Dämmerung',
      description:
        'Riesige Saguaro-Kakteen halten Wache über den Hügeln der Sonora, während der Himmel von Rosé zu Dämmerblau verblasst. Eine hohe, galeriegerahmte Leinwand, mit archivbeständigen Pigmenttinten auf weiches mattes Baumwollmischgewebe gedruckt. Friedlich, warm und still erhaben.',
    },
    fr: {
      title: 'Crépuscule des saguaros',
      description:
        'Des saguaros géants montent la garde sur les collines de Sonora tandis que le ciel passe du rose au bleu du soir. Une toile haute tendue façon galerie, imprimée avec des encres pigmentaires d’archivage sur un coton mélangé mat et doux. Paisible, chaleureux et d’une majesté tranquille.',
    },
    es: {
      title: 'Crepúsculo de saguaros',
      description:
        'Saguaros gigantes montan guardia sobre las colinas de Sonora mientras el cielo pasa del rosa al azul del anochecer. Un lienzo vertical montado en bastidor, impreso con tintas pigmentadas de archivo sobre una suave mezcla de algodón mate. Apacible, cálido y serenamente majestuoso.',
    },
    it: {
      title: 'Crepuscolo tra i saguari',
      description:
        'Saguari giganti vegliano sulle colline di Sonora mentre il cielo sfuma dal rosa al blu della sera. Una tela verticale montata su telaio, stampata con inchiostri a pigmenti d’archivio su un morbido misto cotone opaco. Sereno, caldo e silenziosamente maestoso.',
    },
  },
  'river-city-at-dusk': {
    de: {
      title: 'Stadt am Fluss in der Dämmerung',
      description:
        'Art-déco-Kronen und gläserne Türme drängen sich am Fluss, während die Stadt für den Abend ihre Lichter einschaltet. Auf hochwertige Leinwand aus Polyester und Baumwolle mit zwölf archivbeständigen Farben gedruckt und um kammergetrocknete Kieferleisten gespannt. Selbstbewusst und weltstädtisch, wie geschaffen fürs Büro.',
    },
    fr: {
      title: 'La ville au bord du fleuve, au crépuscule',
      description:
        'Couronnes Art déco et tours de verre se pressent le long du fleuve tandis que la ville s’illumine pour la soirée. Imprimé sur toile poly-coton de qualité avec douze encres d’archivage, tendu sur des châssis en pin séché au four. Assuré et urbain, tout naturel dans un bureau.',
    },
    es: {
      title: 'Ciudad junto al río al anochecer',
      description:
        'Coronas art déco y torres de cristal se agrupan junto al río mientras la ciudad se enciende para la noche. Impreso en lienzo de poliéster y algodón de primera calidad con doce tintas de archivo y tensado sobre pino secado en horno. Seguro y urbano, ideal para una oficina.',
    },
    it: {
      title: 'Città sul fiume al crepuscolo',
      description:
        'Corone art déco e torri di vetro si affollano lungo il fiume mentre la città si accende per la sera. Stampato su tela di alta qualità in poliestere e cotone con dodici inchiostri d’archivio e teso su telaio in pino essiccato in forno. Sicuro e metropolitano, perfetto per un ufficio.',
    },
  },
  'golden-horn-istanbul': {
    de: {
      title: 'Goldenes Horn, Istanbul',
      description:
        'Kaiserliche Kuppeln und bleistiftschlanke Minarette erheben sich über dem Wasser in einem Dunst aus Honig und Flieder. Pigmentdruck in Museumsqualität auf schwerer matter Leinwand, galeriegerahmt über 3,2 cm starke Keilrahmen. Gelassen, leuchtend und zeitlos.',
    },
    fr: {
      title: 'La Corne d’Or, Istanbul',
      description:
        'Coupoles impériales et minarets fins comme des crayons s’élèvent au-dessus de l’eau dans une brume de miel et de lilas. Tirage pigmentaire de qualité musée sur toile mate épaisse, tendu façon galerie sur des châssis de 3,2 cm. Serein, lumineux et intemporel.',
    },
    es: {
      title: 'Cuerno de Oro, Estambul',
      description:
        'Cúpulas imperiales y minaretes finos como lápices se alzan sobre el agua en una bruma de miel y lila. Impresión pigmentada de calidad museo sobre lienzo mate grueso, montada en bastidor de 3,2 cm. Serena, luminosa y atemporal.',
    },
    it: {
      title: 'Corno d’Oro, Istanbul',
      description:
        'Cupole imperiali e minareti sottili come matite si alzano sull’acqua in una foschia di miele e lillà. Stampa a pigmenti di qualità museale su tela opaca pesante, montata su telaio da 3,2 cm. Serena, luminosa e senza tempo.',
    },
  },
  'through-the-arches': {
    de: {
      title: 'Durch die Bögen, Abend in Marrakesch',
      description:
        'Ein einzelner Spitzbogen rahmt eine ferne Stadt aus Kuppeln und Minaretten, eine Messinglaterne glüht im kühlen Schatten. Auf strukturierter Archivleinwand mit lichtbeständigen Tinten gedruckt und von Hand über massive Kiefer gespannt. Warm, besinnlich und sanft exotisch.',
    },
    fr: {
      title: 'À travers les arches, soir à Marrakech',
      description:
        'Un seul arc brisé encadre une ville lointaine de coupoles et de minarets, une lanterne de laiton brillant dans l’ombre fraîche. Imprimé sur toile d’archivage texturée avec des encres résistantes à la lumière, tendu à la main sur pin massif. Chaleureux, contemplatif et doucement exotique.',
    },
    es: {
      title: 'A través de los arcos, tarde en Marrakech',
      description:
        'Un único arco apuntado enmarca una ciudad lejana de cúpulas y minaretes, con un farol de latón que brilla en la sombra fresca. Impreso en lienzo de archivo texturizado con tintas resistentes a la decoloración y tensado a mano sobre pino macizo. Cálido, contemplativo y suavemente exótico.',
    },
    it: {
      title: 'Attraverso gli archi, sera a Marrakech',
      description:
        'Un solo arco a sesto acuto incornicia una città lontana di cupole e minareti, con una lanterna d’ottone che brilla nell’ombra fresca. Stampato su tela d’archivio testurizzata con inchiostri resistenti alla luce e teso a mano su pino massello. Caldo, contemplativo e dolcemente esotico.',
    },
  },
  'empty-quarter-dunes': {
    de: {
      title: 'Dünen der Rub al-Chali',
      description:
        'Welle um Welle windgeformten Sandes glüht unter tief stehender Sonne, eine winzige Karawane erklimmt den fernen Kamm. Archiv-Giclée auf Baumwollmischgewebe, galeriegerahmt und mit mattem Schutzlack veredelt. Weit, golden und zutiefst ruhig.',
    },
    fr: {
      title: 'Dunes du Quart Vide',
      description:
        'Vague après vague, le sable sculpté par le vent rougeoie sous un soleil bas, une minuscule caravane franchissant la crête lointaine. Giclée d’archivage sur toile de coton mélangé, tendue façon galerie et finie d’un vernis mat protecteur. Vaste, doré et profondément apaisant.',
    },
    es: {
      title: 'Dunas del Rub al-Jali',
      description:
        'Ola tras ola de arena modelada por el viento resplandece bajo un sol bajo, mientras una diminuta caravana corona la cresta lejana. Giclée de archivo sobre lienzo de mezcla de algodón, montado en bastidor y acabado con barniz mate protector. Amplio, dorado y profundamente sereno.',
    },
    it: {
      title: 'Dune del Quarto Vuoto',
      description:
        'Onda dopo onda, la sabbia modellata dal vento risplende sotto un sole basso, mentre una minuscola carovana supera il crinale lontano. Giclée d’archivio su tela in misto cotone, montata su telaio e rifinita con vernice opaca protettiva. Vasto, dorato e profondamente quieto.',
    },
  },
  'gulf-marina-blue-hour': {
    de: {
      title: 'Jachthafen am Golf, blaue Stunde',
      description:
        'Ein nadelschlanker Turm und ein Hotel in Segelform erheben sich über dem Jachthafen, während unter dem Mond die Lichter der Stadt angehen. Eine hohe Leinwand, mit archivbeständigen Pigmenttinten auf hochwertige matte Leinwand über kammergetrocknete Kieferleisten gedruckt. Elegant, modern und kühl im Ton.',
    },
    fr: {
      title: 'Marina du Golfe, heure bleue',
      description:
        'Une tour fine comme une aiguille et un hôtel en forme de voile s’élèvent au-dessus de la marina tandis que les lumières de la ville s’allument sous la lune. Une toile haute imprimée avec des encres pigmentaires d’archivage sur toile mate de qualité, tendue sur pin séché au four. Élégante, moderne et aux tons froids.',
    },
    es: {
      title: 'Puerto deportivo del Golfo, hora azul',
      description:
        'Una torre fina como una aguja y un hotel con forma de vela se alzan sobre el puerto deportivo mientras se encienden las luces de la ciudad bajo la luna. Un lienzo vertical impreso con tintas pigmentadas de archivo sobre lienzo mate de primera calidad, tensado sobre pino secado en horno. Elegante, moderno y de tonos fríos.',
    },
    it: {
      title: 'Marina del Golfo, ora blu',
      description:
        'Una torre sottile come un ago e un hotel a forma di vela si alzano sulla marina mentre sotto la luna si accendono le luci della città. Una tela verticale stampata con inchiostri a pigmenti d’archivio su tela opaca di alta qualità, tesa su pino essiccato in forno. Elegante, moderna e dai toni freddi.',
    },
  },
  'the-long-pier-at-dusk': {
    de: {
      title: 'Der lange Steg in der Abenddämmerung',
      description:
        'Ein alter Holzsteg läuft der untergehenden Sonne entgegen, seine Laternen gerade entzündet und im spiegelglatten Wasser gespiegelt. Auf schwere Leinwand aus Baumwolle und Polyester mit Archivtinten gedruckt und galeriegerahmt über 3,2 cm starke Keilrahmen. Sanftes Rosélicht und tiefe Ruhe.',
    },
    fr: {
      title: 'La longue jetée au crépuscule',
      description:
        'Une vieille jetée de bois s’avance vers le soleil couchant, ses lampes tout juste allumées se reflétant dans une eau lisse comme un miroir. Imprimée sur toile coton-polyester épaisse avec des encres d’archivage, tendue façon galerie sur des châssis de 3,2 cm. Une douce lumière rosée et un profond sentiment de calme.',
    },
    es: {
      title: 'El largo muelle al anochecer',
      description:
        'Un viejo muelle de madera avanza hacia el sol poniente, con sus farolas recién encendidas reflejadas en un agua como de cristal. Impreso en lienzo grueso de algodón y poliéster con tintas de archivo y montado en bastidor de 3,2 cm. Suave luz rosada y una profunda sensación de calma.',
    },
    it: {
      title: 'Il lungo pontile al tramonto',
      description:
        'Un vecchio pontile di legno si allunga verso il sole che tramonta, i lampioni appena accesi riflessi in un’acqua liscia come vetro. Stampato su tela pesante in cotone e poliestere con inchiostri d’archivio e montato su telaio da 3,2 cm. Una tenue luce rosata e un profondo senso di calma.',
    },
  },
  'harbour-morning-light': {
    de: {
      title: 'Hafen im Morgenlicht',
      description:
        'Vertäute Jachten ruhen in einem perlgrauen Hafen, während drüben ein kleines Städtchen mit Kirchturm erwacht. Giclée in Museumsqualität auf strukturierter Archivleinwand, von Hand aufgespannt und mit UV-Schutzlack versiegelt. Frisch, still und sanft maritim.',
    },
    fr: {
      title: 'Port dans la lumière du matin',
      description:
        'Des voiliers amarrés reposent dans un port gris perle tandis qu’une petite ville et son clocher s’éveillent de l’autre côté de l’eau. Giclée de qualité musée sur toile d’archivage texturée, tendue à la main et protégée par un vernis anti-UV. Frais, paisible et délicatement marin.',
    },
    es: {
      title: 'Puerto con la luz de la mañana',
      description:
        'Yates amarrados descansan en un puerto gris perla mientras al otro lado del agua despierta un pueblecito con su campanario. Giclée de calidad museo sobre lienzo de archivo texturizado, tensado a mano y sellado con barniz UV. Fresco, tranquilo y suavemente marinero.',
    },
    it: {
      title: 'Porto nella luce del mattino',
      description:
        'Yacht ormeggiati riposano in un porto grigio perla mentre sull’altra sponda si sveglia un paesino con il suo campanile. Giclée di qualità museale su tela d’archivio testurizzata, tesa a mano e sigillata con vernice anti-UV. Fresco, quieto e delicatamente marinaro.',
    },
  },
  'lighthouse-blue-hour': {
    de: {
      title: 'Leuchtturm, blaue Stunde',
      description:
        'Ein Leuchtturm hält Wache auf seiner dunklen Landzunge, während der Mond aufgeht und der Lichtstrahl über die Bucht streicht. Mit lichtbeständigen Pigmenttinten auf matte Leinwand aus Baumwollmischgewebe gedruckt und um massive Kieferleisten gespannt. Stimmungsvoll, maritim und beruhigend.',
    },
    fr: {
      title: 'Phare à l’heure bleue',
      description:
        'Un phare veille depuis son promontoire sombre tandis que la lune se lève et que son faisceau balaie la baie. Imprimé avec des encres pigmentaires résistantes à la lumière sur toile mate en coton mélangé, tendu sur châssis en pin massif. Atmosphérique, maritime et rassurant.',
    },
    es: {
      title: 'Faro en la hora azul',
      description:
        'Un faro vigila desde su promontorio oscuro mientras sale la luna y su haz barre la bahía. Impreso con tintas pigmentadas resistentes a la decoloración sobre lienzo mate de mezcla de algodón y tensado sobre pino macizo. Evocador, marinero y reconfortante.',
    },
    it: {
      title: 'Faro all’ora blu',
      description:
        'Un faro veglia dal suo promontorio scuro mentre sorge la luna e il fascio di luce spazza la baia. Stampato con inchiostri a pigmenti resistenti alla luce su tela opaca in misto cotone e teso su telaio in pino massello. Suggestivo, marinaro e rassicurante.',
    },
  },
  'north-sea-long-exposure': {
    de: {
      title: 'Nordsee, Langzeitbelichtung',
      description:
        'Limitierte Auflage von 50: verwitterte Buhnenpfähle ziehen in ein spiegelglattes Meer unter blassem Morgenlicht. Auf Baumwollleinwand in Galeriequalität mit archivbeständigen Pigmenttinten gedruckt, auf der Rückseite signiert und nummeriert. Minimal, meditativ und voller Weite.',
    },
    fr: {
      title: 'Mer du Nord, pose longue',
      description:
        'Édition limitée à 50 exemplaires : des pieux de brise-lames patinés s’avancent dans une mer lisse comme du verre sous une aube pâle. Imprimé sur toile de coton qualité galerie avec des encres pigmentaires d’archivage, signé et numéroté au verso. Minimal, méditatif et plein d’air.',
    },
    es: {
      title: 'Mar del Norte, larga exposición',
      description:
        'Edición limitada de 50: postes de espigón desgastados se adentran en un mar liso como el cristal bajo un alba pálida. Impreso en lienzo de algodón de calidad galería con tintas pigmentadas de archivo, firmado y numerado al dorso. Minimalista, meditativo y lleno de aire.',
    },
    it: {
      title: 'Mare del Nord, lunga esposizione',
      description:
        'Edizione limitata di 50 esemplari: pali di frangiflutti consumati avanzano in un mare liscio come vetro sotto un’alba pallida. Stampato su tela di cotone da galleria con inchiostri a pigmenti d’archivio, firmato e numerato sul retro. Essenziale, meditativo e pieno d’aria.',
    },
  },
  'amalfi-sails-golden-hour': {
    de: {
      title: 'Segel vor der Amalfiküste',
      description:
        'Segelboote treiben auf einem goldenen Meer vor einem kleinen Küstendorf mit seinem Glockenturm. Archiv-Giclée auf schwerer Leinwand aus Polyester und Baumwolle, galeriegerahmt über kammergetrocknete Kiefer. Sonnenwarm, entspannt und pure Mittelmeersommerluft.',
    },
    fr: {
      title: 'Voiles au large de la côte amalfitaine',
      description:
        'Des voiliers dérivent sur une mer dorée devant un petit village côtier et son clocher. Giclée d’archivage sur toile épaisse poly-coton, tendue façon galerie sur du pin séché au four. Chauffé par le soleil, détendu : le pur été méditerranéen.',
    },
    es: {
      title: 'Velas frente a la costa de Amalfi',
      description:
        'Veleros a la deriva sobre un mar dorado ante un pequeño pueblo costero y su campanario. Giclée de archivo sobre lienzo grueso de poliéster y algodón, montado en bastidor de pino secado en horno. Cálido de sol, relajado y puro verano mediterráneo.',
    },
    it: {
      title: 'Vele al largo della Costiera Amalfitana',
      description:
        'Barche a vela scivolano su un mare dorato davanti a un piccolo borgo costiero e al suo campanile. Giclée d’archivio su tela pesante in poliestere e cotone, montata su telaio in pino essiccato in forno. Scaldato dal sole, rilassato: pura estate mediterranea.',
    },
  },
  'ember-fields': {
    de: {
      title: 'Glutfelder',
      description:
        'Zwei leuchtende Felder in Kadmiumrot und gebranntem Orange schweben auf tiefem Ochsenblutgrund, ihre Ränder atmen wie dünne Lasuren. Auf strukturierter Archivleinwand mit zwölf Pigmentfarben gedruckt und von Hand über massive Kiefer gespannt. Warm, meditativ und still intensiv.',
    },
    fr: {
      title: 'Champs de braise',
      description:
        'Deux champs lumineux de rouge de cadmium et d’orange brûlé flottent sur un fond sang-de-bœuf profond, leurs bords respirant comme de fins glacis. Imprimé sur toile d’archivage texturée en douze couleurs pigmentaires, tendu à la main sur pin massif. Chaleureux, méditatif et intensément calme.',
    },
    es: {
      title: 'Campos de brasas',
      description:
        'Dos campos luminosos de rojo cadmio y naranja tostado flotan sobre un fondo profundo de sangre de buey, con bordes que respiran como veladuras finas. Impreso en lienzo de archivo texturizado con doce tintas pigmentadas y tensado a mano sobre pino macizo. Cálido, meditativo y serenamente intenso.',
    },
    it: {
      title: 'Campi di brace',
      description:
        'Due campi luminosi di rosso cadmio e arancio bruciato fluttuano su un profondo fondo sangue di bue, i bordi che respirano come sottili velature. Stampato su tela d’archivio testurizzata con dodici inchiostri a pigmenti e teso a mano su pino massello. Caldo, meditativo e silenziosamente intenso.',
    },
  },
  'terracotta-forms': {
    de: {
      title: 'Terrakotta-Formen Nr. 3',
      description:
        'Sich überlagernde organische Formen in Terrakotta, Ocker und Salbei treffen auf einen feinen Bogen und eine Reihe von Punkten. Giclée in Museumsqualität auf matter Leinwand aus Baumwollmischgewebe, galeriegerahmt über 3,2 cm starke Keilrahmen. Erdig, Mid-Century und mühelos warm.',
    },
    fr: {
      title: 'Formes terre cuite nº 3',
      description:
        'Des formes organiques superposées en terre cuite, ocre et sauge rencontrent un arc au trait fin et une rangée de points. Giclée de qualité musée sur toile mate en coton mélangé, tendue façon galerie sur des châssis de 3,2 cm. Terrien, mid-century et naturellement chaleureux.',
    },
    es: {
      title: 'Formas en terracota n.º 3',
      description:
        'Formas orgánicas superpuestas en terracota, ocre y salvia se encuentran con un arco de línea fina y una hilera de puntos. Giclée de calidad museo sobre lienzo mate de mezcla de algodón, montado en bastidor de 3,2 cm. Terroso, de aire mid-century y cálido sin esfuerzo.',
    },
    it: {
      title: 'Forme in terracotta n. 3',
      description:
        'Forme organiche sovrapposte in terracotta, ocra e salvia incontrano un arco a linea sottile e una fila di punti. Giclée di qualità museale su tela opaca in misto cotone, montata su telaio da 3,2 cm. Terroso, dal gusto mid-century e naturalmente caldo.',
    },
  },
  'harbour-circles': {
    de: {
      title: 'Hafenkreise',
      description:
        'Konzentrische Kreise in Tintenblau und Sand liegen auf einem gekippten Farbblock, durchkreuzt von feinen Linien – eine Verbeugung vor Kandinsky. Mit archivbeständigen Pigmenttinten auf hochwertige matte Leinwand gedruckt und von Hand über kammergetrocknete Kiefer gespannt. Ausgewogen, kühl und leise verspielt.',
    },
    fr: {
      title: 'Cercles du port',
      description:
        'Des cercles concentriques bleu encre et sable reposent sur un bloc de couleur incliné, traversés de lignes fines, clin d’œil à Kandinsky. Imprimé avec des encres pigmentaires d’archivage sur toile mate de qualité, tendu à la main sur du pin séché au four. Équilibré, frais et discrètement ludique.',
    },
    es: {
      title: 'Círculos del puerto',
      description:
        'Círculos concéntricos en azul tinta y arena descansan sobre un bloque de color inclinado, cruzados por líneas finas en un guiño a Kandinsky. Impreso con tintas pigmentadas de archivo sobre lienzo mate de primera calidad y tensado a mano sobre pino secado en horno. Equilibrado, fresco y sutilmente lúdico.',
    },
    it: {
      title: 'Cerchi del porto',
      description:
        'Cerchi concentrici blu inchiostro e sabbia poggiano su un blocco di colore inclinato, attraversati da linee sottili in omaggio a Kandinsky. Stampato con inchiostri a pigmenti d’archivio su tela opaca di alta qualità e teso a mano su pino essiccato in forno. Equilibrato, fresco e discretamente giocoso.',
    },
  },
  'olive-grove-strata': {
    de: {
      title: 'Olivenhain in Schichten',
      description:
        'Gebürstete Bänder in Oliv, Senf und Rost legen sich unter eine tiefe goldene Scheibe: eine Landschaft, auf reine Farbe reduziert. Archiv-Giclée auf strukturierter Leinwand aus Baumwolle und Polyester, galeriegerahmt und mit mattem Lack versiegelt. Geerdet, erdig und gelassen.',
    },
    fr: {
      title: 'Strates d’oliveraie',
      description:
        'Des bandes brossées d’olive, de moutarde et de rouille se posent sous un disque doré bas : un paysage réduit à la couleur pure. Giclée d’archivage sur toile texturée coton-polyester, tendue façon galerie et scellée d’un vernis mat. Ancré, terrien et serein.',
    },
    es: {
      title: 'Estratos de olivar',
      description:
        'Bandas cepilladas de oliva, mostaza y óxido se asientan bajo un disco dorado bajo: un paisaje reducido a color puro. Giclée de archivo sobre lienzo texturizado de algodón y poliéster, montado en bastidor y sellado con barniz mate. Sólido, terroso y sereno.',
    },
    it: {
      title: 'Strati di uliveto',
      description:
        'Fasce spazzolate di oliva, senape e ruggine si posano sotto un basso disco dorato: un paesaggio ridotto a puro colore. Giclée d’archivio su tela testurizzata in cotone e poliestere, montata su telaio e sigillata con vernice opaca. Radicato, terroso e sereno.',
    },
  },
  'plum-nocturne': {
    de: {
      title: 'Pflaumen-Nocturne',
      description:
        'Weich begrenzte Felder in Pflaume, Rosenholz und Bernstein schweben auf dämmrig violettem Grund. Auf schwere Archivleinwand mit lichtbeständigen Pigmenttinten gedruckt und um massive Kieferleisten gespannt. Intim, stimmungsvoll und luxuriös.',
    },
    fr: {
      title: 'Nocturne prune',
      description:
        'Des champs aux bords adoucis, prune, bois de rose et ambre, flottent sur un fond violet crépusculaire. Imprimé sur toile d’archivage épaisse avec des encres pigmentaires résistantes à la lumière, tendu sur châssis en pin massif. Intime, atmosphérique et luxueux.',
    },
    es: {
      title: 'Nocturno en ciruela',
      description:
        'Campos de bordes suaves en ciruela, palo de rosa y ámbar flotan sobre un fondo violeta crepuscular. Impreso en lienzo grueso de archivo con tintas pigmentadas resistentes a la decoloración y tensado sobre pino macizo. Íntimo, evocador y lujoso.',
    },
    it: {
      title: 'Notturno color prugna',
      description:
        'Campi dai bordi morbidi in prugna, palissandro e ambra fluttuano su un fondo viola crepuscolare. Stampato su tela d’archivio pesante con inchiostri a pigmenti resistenti alla luce e teso su telaio in pino massello. Intimo, suggestivo e lussuoso.',
    },
  },
  'alpine-ridges-golden-hour': {
    de: {
      title: 'Alpengrate zur goldenen Stunde',
      description:
        'Bergkette um Bergkette verblasst in honigfarbenem Dunst, während die Sonne hinter dem höchsten Gipfel versinkt, im Vordergrund dunkle Kiefernwälder. Mit archivbeständigen Pigmenttinten auf matte Leinwand aus Baumwollmischgewebe gedruckt und galeriegerahmt über 3,2 cm starke Keilrahmen. Weit, warm und erholsam – eine Landschaft zum Durchatmen.',
    },
    fr: {
      title: 'Crêtes alpines à l’heure dorée',
      description:
        'Chaîne après chaîne, les montagnes s’effacent dans une brume de miel tandis que le soleil se couche derrière le plus haut sommet, les forêts de pins sombres au premier plan. Imprimé avec des encres pigmentaires d’archivage sur toile mate en coton mélangé, tendu façon galerie sur des châssis de 3,2 cm. Vaste, chaleureux et ressourçant.',
    },
    es: {
      title: 'Crestas alpinas en la hora dorada',
      description:
        'Cordillera tras cordillera se desvanece en una bruma de miel mientras el sol se pone tras la cumbre más alta, con bosques de pinos oscuros en primer plano. Impreso con tintas pigmentadas de archivo sobre lienzo mate de mezcla de algodón y montado en bastidor de 3,2 cm. Amplio, cálido y reparador.',
    },
    it: {
      title: 'Creste alpine all’ora d’oro',
      description:
        'Catena dopo catena, le montagne svaniscono in una foschia color miele mentre il sole tramonta dietro la vetta più alta, con boschi di pini scuri in primo piano. Stampato con inchiostri a pigmenti d’archivio su tela opaca in misto cotone e montato su telaio da 3,2 cm. Ampio, caldo e rigenerante.',
    },
  },
  'still-lake-morning-mist': {
    de: {
      title: 'Stiller See im Morgennebel',
      description:
        'Blasse Hügel und eine dunkle Kiefernreihe spiegeln sich bei Sonnenaufgang vollkommen in einem nebelweichen See. Giclée in Museumsqualität auf strukturierter Archivleinwand, von Hand über kammergetrocknete Kiefer gespannt. Gedämpft, silbrig und tief friedlich.',
    },
    fr: {
      title: 'Lac paisible, brume du matin',
      description:
        'Des collines pâles et une ligne sombre de pins se reflètent parfaitement dans un lac adouci par la brume au lever du soleil. Giclée de qualité musée sur toile d’archivage texturée, tendue à la main sur du pin séché au four. Feutré, argenté et profondément paisible.',
    },
    es: {
      title: 'Lago en calma, niebla matinal',
      description:
        'Colinas pálidas y una oscura hilera de pinos se reflejan a la perfección en un lago suavizado por la niebla al amanecer. Giclée de calidad museo sobre lienzo de archivo texturizado, tensado a mano sobre pino secado en horno. Silencioso, plateado y profundamente apacible.',
    },
    it: {
      title: 'Lago immobile, nebbia del mattino',
      description:
        'Colline pallide e una scura fila di pini si specchiano perfettamente in un lago ammorbidito dalla nebbia all’alba. Giclée di qualità museale su tela d’archivio testurizzata, tesa a mano su pino essiccato in forno. Ovattato, argenteo e profondamente sereno.',
    },
  },
  'tuscan-hills-cypress-evening': {
    de: {
      title: 'Toskanische Hügel, Zypressenabend',
      description:
        'Sanft gewellte Hügel, von Zypressen getupft, falten sich in einen oliv-goldenen Abenddunst. Auf hochwertige Leinwand aus Polyester und Baumwolle mit zwölf archivbeständigen Farben gedruckt und galeriegerahmt über massive Kiefer. Sanft, sonnig und ohne Eile.',
    },
    fr: {
      title: 'Collines de Toscane, soir de cyprès',
      description:
        'De douces collines ondulantes, piquées de cyprès, se fondent dans une brume du soir vert olive et or. Imprimé sur toile poly-coton de qualité avec douze encres d’archivage, tendu façon galerie sur pin massif. Doux, ensoleillé et sans hâte.',
    },
    es: {
      title: 'Colinas de la Toscana, tarde de cipreses',
      description:
        'Suaves colinas onduladas, salpicadas de cipreses, se pliegan en una bruma vespertina de oliva y oro. Impreso en lienzo de poliéster y algodón de primera calidad con doce tintas de archivo y montado en bastidor de pino macizo. Suave, soleado y sin prisas.',
    },
    it: {
      title: 'Colline toscane, sera tra i cipressi',
      description:
        'Dolci colline ondulate, punteggiate di cipressi, sfumano in una foschia serale verde oliva e oro. Stampato su tela di alta qualità in poliestere e cotone con dodici inchiostri d’archivio e montato su telaio in pino massello. Dolce, assolato e senza fretta.',
    },
  },
  'moonrise-over-the-pines': {
    de: {
      title: 'Mondaufgang über den Kiefern',
      description:
        'Ein Vollmond steigt über blaue Bergrücken und legt einen silbernen Pfad über den See unter den Kiefern. Eine hohe Leinwand, mit lichtbeständigen Pigmenttinten auf matte Leinwand aus Baumwollmischgewebe über 3,2 cm starke Keilrahmen gedruckt. Nächtlich, kühl und still verzaubernd.',
    },
    fr: {
      title: 'Lever de lune sur les pins',
      description:
        'Une pleine lune monte au-dessus de crêtes bleues et trace un chemin d’argent sur le lac, sous les pins. Une toile haute imprimée avec des encres pigmentaires résistantes à la lumière sur toile mate en coton mélangé, tendue sur des châssis de 3,2 cm. Nocturne, fraîche et doucement magique.',
    },
    es: {
      title: 'Salida de la luna sobre los pinos',
      description:
        'Una luna llena asciende sobre crestas azules y traza un camino de plata sobre el lago, bajo los pinos. Un lienzo vertical impreso con tintas pigmentadas resistentes a la decoloración sobre lienzo mate de mezcla de algodón, en bastidor de 3,2 cm. Nocturno, fresco y serenamente mágico.',
    },
    it: {
      title: 'Sorgere della luna sui pini',
      description:
        'Una luna piena sale sopra creste blu e stende un sentiero d’argento sul lago, sotto i pini. Una tela verticale stampata con inchiostri a pigmenti resistenti alla luce su tela opaca in misto cotone, montata su telaio da 3,2 cm. Notturna, fresca e silenziosamente magica.',
    },
  },
};
