/**
 * Regions per country (§3 "country-to-region options are a map keyed by country code"): ISO
 * 3166-2 subdivision codes with their names. Countries not listed take a free-text region.
 */
import type { account } from '@croupier/core/contract';

function list(country: string, entries: string): account.FieldOption[] {
  return entries.split('|').map((entry) => {
    const [code, name] = entry.split(':') as [string, string];
    return { value: `${country}-${code}`, label: name };
  });
}

/** Region options by country code. */
export const REGIONS: Readonly<Record<string, readonly account.FieldOption[]>> = {
  US: list(
    'US',
    'AL:Alabama|AK:Alaska|AZ:Arizona|AR:Arkansas|CA:California|CO:Colorado|CT:Connecticut|DE:Delaware|DC:District of Columbia|FL:Florida|GA:Georgia|HI:Hawaii|ID:Idaho|IL:Illinois|IN:Indiana|IA:Iowa|KS:Kansas|KY:Kentucky|LA:Louisiana|ME:Maine|MD:Maryland|MA:Massachusetts|MI:Michigan|MN:Minnesota|MS:Mississippi|MO:Missouri|MT:Montana|NE:Nebraska|NV:Nevada|NH:New Hampshire|NJ:New Jersey|NM:New Mexico|NY:New York|NC:North Carolina|ND:North Dakota|OH:Ohio|OK:Oklahoma|OR:Oregon|PA:Pennsylvania|RI:Rhode Island|SC:South Carolina|SD:South Dakota|TN:Tennessee|TX:Texas|UT:Utah|VT:Vermont|VA:Virginia|WA:Washington|WV:West Virginia|WI:Wisconsin|WY:Wyoming',
  ),
  CA: list(
    'CA',
    'AB:Alberta|BC:British Columbia|MB:Manitoba|NB:New Brunswick|NL:Newfoundland and Labrador|NS:Nova Scotia|NT:Northwest Territories|NU:Nunavut|ON:Ontario|PE:Prince Edward Island|QC:Quebec|SK:Saskatchewan|YT:Yukon',
  ),
  BR: list(
    'BR',
    'AC:Acre|AL:Alagoas|AP:Amapá|AM:Amazonas|BA:Bahia|CE:Ceará|DF:Distrito Federal|ES:Espírito Santo|GO:Goiás|MA:Maranhão|MT:Mato Grosso|MS:Mato Grosso do Sul|MG:Minas Gerais|PA:Pará|PB:Paraíba|PR:Paraná|PE:Pernambuco|PI:Piauí|RJ:Rio de Janeiro|RN:Rio Grande do Norte|RS:Rio Grande do Sul|RO:Rondônia|RR:Roraima|SC:Santa Catarina|SP:São Paulo|SE:Sergipe|TO:Tocantins',
  ),
  GB: list('GB', 'ENG:England|SCT:Scotland|WLS:Wales|NIR:Northern Ireland'),
  DE: list(
    'DE',
    'BW:Baden-Württemberg|BY:Bayern|BE:Berlin|BB:Brandenburg|HB:Bremen|HH:Hamburg|HE:Hessen|MV:Mecklenburg-Vorpommern|NI:Niedersachsen|NW:Nordrhein-Westfalen|RP:Rheinland-Pfalz|SL:Saarland|SN:Sachsen|ST:Sachsen-Anhalt|SH:Schleswig-Holstein|TH:Thüringen',
  ),
  PT: list(
    'PT',
    '01:Aveiro|02:Beja|03:Braga|04:Bragança|05:Castelo Branco|06:Coimbra|07:Évora|08:Faro|09:Guarda|10:Leiria|11:Lisboa|12:Portalegre|13:Porto|14:Santarém|15:Setúbal|16:Viana do Castelo|17:Vila Real|18:Viseu|20:Região Autónoma dos Açores|30:Região Autónoma da Madeira',
  ),
  ES: list(
    'ES',
    'AN:Andalucía|AR:Aragón|AS:Asturias|IB:Illes Balears|CN:Canarias|CB:Cantabria|CL:Castilla y León|CM:Castilla-La Mancha|CT:Catalunya|EX:Extremadura|GA:Galicia|MD:Comunidad de Madrid|MC:Región de Murcia|NC:Navarra|PV:País Vasco|RI:La Rioja|VC:Comunitat Valenciana|CE:Ceuta|ML:Melilla',
  ),
  FR: list(
    'FR',
    'ARA:Auvergne-Rhône-Alpes|BFC:Bourgogne-Franche-Comté|BRE:Bretagne|CVL:Centre-Val de Loire|COR:Corse|GES:Grand Est|HDF:Hauts-de-France|IDF:Île-de-France|NOR:Normandie|NAQ:Nouvelle-Aquitaine|OCC:Occitanie|PDL:Pays de la Loire|PAC:Provence-Alpes-Côte d’Azur|GP:Guadeloupe|MQ:Martinique|GF:Guyane|RE:La Réunion|YT:Mayotte',
  ),
  IT: list(
    'IT',
    '65:Abruzzo|77:Basilicata|78:Calabria|72:Campania|45:Emilia-Romagna|36:Friuli-Venezia Giulia|62:Lazio|42:Liguria|25:Lombardia|57:Marche|67:Molise|21:Piemonte|75:Puglia|88:Sardegna|82:Sicilia|52:Toscana|32:Trentino-Alto Adige|55:Umbria|23:Valle d’Aosta|34:Veneto',
  ),
  PL: list(
    'PL',
    '02:Dolnośląskie|04:Kujawsko-pomorskie|06:Lubelskie|08:Lubuskie|10:Łódzkie|12:Małopolskie|14:Mazowieckie|16:Opolskie|18:Podkarpackie|20:Podlaskie|22:Pomorskie|24:Śląskie|26:Świętokrzyskie|28:Warmińsko-mazurskie|30:Wielkopolskie|32:Zachodniopomorskie',
  ),
  UA: list(
    'UA',
    '71:Cherkasy|74:Chernihiv|77:Chernivtsi|43:Crimea|12:Dnipropetrovsk|14:Donetsk|26:Ivano-Frankivsk|63:Kharkiv|65:Kherson|68:Khmelnytskyi|35:Kirovohrad|30:Kyiv City|32:Kyiv|09:Luhansk|46:Lviv|48:Mykolaiv|51:Odesa|53:Poltava|56:Rivne|40:Sevastopol|59:Sumy|61:Ternopil|05:Vinnytsia|07:Volyn|21:Zakarpattia|23:Zaporizhzhia|18:Zhytomyr',
  ),
  KZ: list(
    'KZ',
    '10:Abai|11:Akmola|15:Aktobe|19:Almaty Region|23:Atyrau|27:West Kazakhstan|31:Jambyl|33:Jetisu|35:Karaganda|39:Kostanay|43:Kyzylorda|47:Mangystau|55:Pavlodar|59:North Kazakhstan|61:Turkistan|62:Ulytau|63:East Kazakhstan|71:Astana|75:Almaty|79:Shymkent',
  ),
  MX: list(
    'MX',
    'AGU:Aguascalientes|BCN:Baja California|BCS:Baja California Sur|CAM:Campeche|CHP:Chiapas|CHH:Chihuahua|CMX:Ciudad de México|COA:Coahuila|COL:Colima|DUR:Durango|GUA:Guanajuato|GRO:Guerrero|HID:Hidalgo|JAL:Jalisco|MEX:Estado de México|MIC:Michoacán|MOR:Morelos|NAY:Nayarit|NLE:Nuevo León|OAX:Oaxaca|PUE:Puebla|QUE:Querétaro|ROO:Quintana Roo|SLP:San Luis Potosí|SIN:Sinaloa|SON:Sonora|TAB:Tabasco|TAM:Tamaulipas|TLA:Tlaxcala|VER:Veracruz|YUC:Yucatán|ZAC:Zacatecas',
  ),
  IN: list(
    'IN',
    'AP:Andhra Pradesh|AR:Arunachal Pradesh|AS:Assam|BR:Bihar|CT:Chhattisgarh|GA:Goa|GJ:Gujarat|HR:Haryana|HP:Himachal Pradesh|JH:Jharkhand|KA:Karnataka|KL:Kerala|MP:Madhya Pradesh|MH:Maharashtra|MN:Manipur|ML:Meghalaya|MZ:Mizoram|NL:Nagaland|OR:Odisha|PB:Punjab|RJ:Rajasthan|SK:Sikkim|TN:Tamil Nadu|TG:Telangana|TR:Tripura|UP:Uttar Pradesh|UT:Uttarakhand|WB:West Bengal|AN:Andaman and Nicobar Islands|CH:Chandigarh|DH:Dadra and Nagar Haveli and Daman and Diu|DL:Delhi|JK:Jammu and Kashmir|LA:Ladakh|LD:Lakshadweep|PY:Puducherry',
  ),
  AR: list(
    'AR',
    'C:Ciudad Autónoma de Buenos Aires|B:Buenos Aires|K:Catamarca|H:Chaco|U:Chubut|X:Córdoba|W:Corrientes|E:Entre Ríos|P:Formosa|Y:Jujuy|L:La Pampa|F:La Rioja|M:Mendoza|N:Misiones|Q:Neuquén|R:Río Negro|A:Salta|J:San Juan|D:San Luis|Z:Santa Cruz|S:Santa Fe|G:Santiago del Estero|V:Tierra del Fuego|T:Tucumán',
  ),
  NL: list(
    'NL',
    'DR:Drenthe|FL:Flevoland|FR:Fryslân|GE:Gelderland|GR:Groningen|LI:Limburg|NB:Noord-Brabant|NH:Noord-Holland|OV:Overijssel|UT:Utrecht|ZE:Zeeland|ZH:Zuid-Holland',
  ),
};
