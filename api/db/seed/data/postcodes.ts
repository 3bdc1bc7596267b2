import type { Prng } from "../prng";

/**
 * Postcodes in each country's own format and, for the seeded cities, in the right area: a
 * London building gets the London district nearest to it (WC1, SE1, KT1…), a Manchester one an
 * M district, a Sydney one a 2xxx code, a Toronto one an M5S-style FSA. Districts are listed
 * from the centre outwards and chosen by the building's distance from the centre (London: the
 * nearest district centroid). A city not listed takes the area of the nearest listed city of its
 * country. Hong Kong has no postcodes (null).
 */

/** London postcode districts with their approximate centroids. */
const LONDON = `
WC1 51.522 -0.122|WC2 51.512 -0.123|EC1 51.524 -0.099|EC2 51.519 -0.087|EC3 51.512 -0.080|EC4 51.514 -0.104
W1 51.515 -0.145|W2 51.514 -0.180|W3 51.510 -0.268|W4 51.490 -0.262|W5 51.512 -0.303|W6 51.493 -0.226
W8 51.500 -0.193|W9 51.527 -0.193|W10 51.521 -0.214|W11 51.513 -0.205|W12 51.509 -0.236|W14 51.495 -0.210
SW1 51.497 -0.137|SW2 51.450 -0.118|SW3 51.490 -0.167|SW4 51.461 -0.138|SW5 51.490 -0.190|SW6 51.476 -0.200
SW7 51.496 -0.175|SW8 51.475 -0.130|SW9 51.468 -0.113|SW10 51.483 -0.183|SW11 51.466 -0.165|SW12 51.445 -0.148
SW13 51.473 -0.246|SW14 51.465 -0.265|SW15 51.457 -0.225|SW16 51.420 -0.128|SW17 51.430 -0.165|SW18 51.452 -0.192
SW19 51.421 -0.208|SW20 51.410 -0.225|SE1 51.500 -0.095|SE2 51.490 0.120|SE3 51.469 0.015|SE4 51.461 -0.035
SE5 51.474 -0.091|SE6 51.438 -0.018|SE7 51.483 0.035|SE8 51.478 -0.030|SE9 51.446 0.055|SE10 51.482 -0.005
SE11 51.489 -0.111|SE12 51.442 0.025|SE13 51.460 -0.012|SE14 51.476 -0.042|SE15 51.470 -0.065|SE16 51.496 -0.052
SE17 51.488 -0.093|SE18 51.486 0.070|SE19 51.418 -0.085|SE20 51.411 -0.058|SE21 51.438 -0.090|SE22 51.452 -0.071
SE23 51.444 -0.047|SE24 51.452 -0.098|SE25 51.399 -0.075|SE26 51.428 -0.055|SE27 51.431 -0.101
N1 51.538 -0.100|N2 51.589 -0.166|N3 51.601 -0.192|N4 51.570 -0.105|N5 51.554 -0.098|N6 51.571 -0.145
N7 51.553 -0.117|N8 51.584 -0.118|N9 51.628 -0.057|N10 51.592 -0.144|N11 51.612 -0.140|N12 51.614 -0.177
N13 51.620 -0.103|N14 51.633 -0.127|N15 51.583 -0.079|N16 51.563 -0.075|N17 51.597 -0.070|N18 51.614 -0.064
N19 51.565 -0.133|N20 51.630 -0.175|N21 51.636 -0.101|N22 51.600 -0.112
NW1 51.533 -0.145|NW2 51.558 -0.218|NW3 51.553 -0.168|NW4 51.588 -0.224|NW5 51.553 -0.143|NW6 51.542 -0.197
NW7 51.615 -0.237|NW8 51.533 -0.172|NW9 51.587 -0.258|NW10 51.541 -0.243|NW11 51.578 -0.198
E1 51.517 -0.060|E2 51.529 -0.061|E3 51.528 -0.022|E4 51.623 -0.005|E5 51.560 -0.054|E6 51.527 0.056
E7 51.548 0.027|E8 51.543 -0.064|E9 51.545 -0.042|E10 51.567 -0.012|E11 51.569 0.011|E12 51.551 0.054
E13 51.528 0.027|E14 51.508 -0.018|E15 51.541 0.000|E16 51.510 0.027|E17 51.586 -0.019|E18 51.592 0.025
UB3 51.509 -0.418|UB7 51.507 -0.475|UB8 51.540 -0.478|UB10 51.547 -0.451|TW1 51.447 -0.328|TW3 51.467 -0.362
TW7 51.472 -0.330|TW9 51.465 -0.300|TW18 51.433 -0.511|TW20 51.428 -0.548|KT1 51.409 -0.301|KT2 51.415 -0.287
KT3 51.400 -0.260|KT6 51.390 -0.300|HA0 51.552 -0.300|HA9 51.558 -0.282|CR0 51.375 -0.098|BR1 51.409 0.018
IG1 51.558 0.074|DA1 51.446 0.215|EN1 51.652 -0.078|RM1 51.577 0.183`
  .trim()
  .split(/[|\n]/)
  .map((d) => {
    const [code, lat, lng] = d.trim().split(" ");
    return { code, lat: Number(lat), lng: Number(lng) };
  });

/** Per country: city → districts (or codes) from the centre outwards. */
const AREAS: Record<string, Record<string, string>> = {
  GB: {
    Manchester: "M1 M2 M3 M4 M13 M15 M14 M16 M12 M11 M8 M9 M19 M20 M21",
    Birmingham: "B1 B2 B3 B4 B5 B15 B16 B18 B12 B29 B30 B17 B13",
    Edinburgh: "EH1 EH2 EH3 EH8 EH9 EH7 EH6 EH10 EH11 EH12 EH14 EH16",
    Glasgow: "G1 G2 G3 G4 G12 G11 G5 G20 G31 G41 G42 G13",
    Liverpool: "L1 L2 L3 L7 L8 L6 L15 L17 L5 L18",
    Leeds: "LS1 LS2 LS3 LS6 LS4 LS7 LS8 LS9 LS11 LS12",
    Sheffield: "S1 S3 S10 S11 S2 S7 S6 S8",
    Nottingham: "NG1 NG7 NG3 NG2 NG5 NG8 NG9",
    Bristol: "BS1 BS2 BS8 BS6 BS3 BS5 BS7 BS16",
    Newcastle: "NE1 NE2 NE4 NE6 NE3 NE5",
    Coventry: "CV1 CV2 CV3 CV5 CV6 CV4",
    Southampton: "SO14 SO15 SO17 SO16 SO18 SO19",
    Cardiff: "CF10 CF11 CF24 CF14 CF5 CF23",
    Oxford: "OX1 OX2 OX4 OX3",
    Cambridge: "CB1 CB2 CB3 CB4 CB5",
    Leicester: "LE1 LE2 LE3 LE4 LE5",
    York: "YO1 YO10 YO31 YO30 YO23 YO24",
    Bath: "BA1 BA2",
    Exeter: "EX1 EX4 EX2",
    Durham: "DH1",
    Brighton: "BN1 BN2 BN3",
    Aberdeen: "AB10 AB11 AB24 AB25 AB15",
    Dundee: "DD1 DD2 DD3 DD4",
    "St Andrews": "KY16",
    Lancaster: "LA1 LA2",
    Loughborough: "LE11",
    Reading: "RG1 RG2 RG6 RG30 RG4",
    Norwich: "NR1 NR2 NR3 NR4",
    Plymouth: "PL1 PL4 PL2 PL3",
    Portsmouth: "PO1 PO5 PO4 PO2 PO3",
    Belfast: "BT1 BT2 BT7 BT9 BT12 BT15",
    Canterbury: "CT1 CT2",
    Guildford: "GU1 GU2",
    Swansea: "SA1 SA2",
    Stirling: "FK8 FK9 FK7",
    Salford: "M5 M6 M7 M50",
    Huddersfield: "HD1 HD2 HD3",
    Bournemouth: "BH1 BH8 BH9 BH12",
    Colchester: "CO1 CO2 CO3 CO4",
  },
  AU: {
    Sydney: "2000 2007 2008 2010 2006 2050 2037 2016 2017 2031 2032 2033 2113 2150",
    Melbourne: "3000 3053 3052 3006 3002 3051 3065 3121 3141 3182 3125 3168",
    Brisbane: "4000 4006 4101 4067 4066 4059 4005 4102 4111",
    Perth: "6000 6003 6004 6008 6009 6102 6150 6027",
    Adelaide: "5000 5006 5007 5034 5042 5067",
    Canberra: "2601 2612 2600 2602 2617",
    "Gold Coast": "4217 4215 4218 4226 4229",
    Hobart: "7000 7004 7005 7008",
    Newcastle: "2300 2302 2303 2308",
    Wollongong: "2500 2522 2519",
    Darwin: "0800 0810 0820 0909",
    Geelong: "3220 3216 3219",
    Townsville: "4810 4811 4814",
    Cairns: "4870 4878 4868",
    Toowoomba: "4350",
    Armidale: "2350",
  },
  NZ: {
    Auckland: "1010 1011 1021 1023 1024 1025 1050 1052",
    Wellington: "6011 6012 6021 6022 6035",
    Christchurch: "8011 8013 8014 8041 8042 8053",
    Dunedin: "9016 9010 9011 9013",
    Hamilton: "3204 3206 3214 3216",
    "Palmerston North": "4410 4412 4414",
  },
  IE: {
    Dublin: "D02 D01 D08 D04 D06 D07 D03 D09 D6W D12 D14 D05",
    Cork: "T12 T23",
    Galway: "H91",
    Limerick: "V94",
    Maynooth: "W23",
  },
  US: {
    "New York": "10001 10003 10011 10012 10014 10016 10019 10023 10025 10027 10031 10458 11205",
    "Los Angeles": "90012 90017 90007 90089 90024 90095 90036 90045 90025 91125",
    Boston: "02108 02116 02115 02215 02134 02135 02467 02453",
    Chicago: "60601 60603 60605 60607 60616 60614 60637 60626",
    "San Francisco": "94102 94103 94105 94117 94118 94143 94132",
    Seattle: "98101 98104 98122 98105 98195 98103",
    Philadelphia: "19102 19103 19104 19122 19130",
    Washington: "20001 20005 20006 20037 20052 20057 20016 20059",
    "San Diego": "92101 92103 92182 92115 92037 92093",
    Pittsburgh: "15213 15232 15222 15206",
    Atlanta: "30303 30308 30332 30322 30309",
    Houston: "77002 77004 77005 77204 77030",
    Austin: "78701 78705 78712 78751",
    Cambridge: "02138 02139 02140 02141 02142",
    "Ann Arbor": "48104 48109 48103 48105",
    Berkeley: "94704 94720 94709 94703",
    Irvine: "92697 92612 92617 92614",
    Ithaca: "14850 14853",
    Princeton: "08544 08540 08542",
    "New Haven": "06511 06510 06520 06513",
    Baltimore: "21218 21201 21202 21211",
    Miami: "33146 33130 33131 33133",
    Columbus: "43210 43201 43202 43215",
    Minneapolis: "55455 55414 55454 55401",
    Champaign: "61820 61801 61822",
    Madison: "53706 53703 53715 53726",
    Davis: "95616 95618",
    "Santa Barbara": "93106 93117 93101",
    Evanston: "60208 60201 60202",
    Durham: "27708 27701 27705",
    Nashville: "37240 37203 37212",
    "Palo Alto": "94305 94301 94306",
    Providence: "02912 02903 02906",
    "West Lafayette": "47907 47906",
  },
  CA: {
    Toronto: "M5S M5T M5B M5G M4Y M5V M6G M4X M5R M6J M3J M2N M1P M9W",
    Vancouver: "V6B V6Z V6E V6T V6K V5Z V5K V6J",
    Montreal: "H3A H3G H2X H3H H2W H3T H2L",
    Ottawa: "K1N K1P K1S K1R K1Y",
    Calgary: "T2P T2N T3A T2T",
    Edmonton: "T5J T6G T6E T5K",
    Waterloo: "N2L N2J N2K",
    Hamilton: "L8S L8P L8R",
    Kingston: "K7L K7K",
    London: "N6A N6G N6B",
    Halifax: "B3H B3J B3K",
    Victoria: "V8W V8P V8R",
    Winnipeg: "R3C R3T R3M",
    "Quebec City": "G1R G1V G1K",
  },
  FR: {
    Paris: "75001 75002 75003 75004 75005 75006 75007 75008 75009 75010 75011 75012 75013 75014 75015 75016 75017 75018 75019 75020",
    Lyon: "69001 69002 69003 69007 69006 69004 69005 69008 69009",
    Marseille: "13001 13002 13006 13005 13004 13007 13008 13013",
    Toulouse: "31000 31300 31400 31500 31200 31100",
    Lille: "59000 59800 59160 59260",
    Bordeaux: "33000 33800 33100 33200 33300",
    Nice: "06000 06300 06100 06200",
    Grenoble: "38000 38100",
    Strasbourg: "67000 67100 67200",
    Montpellier: "34000 34090 34070 34080",
  },
  DE: {
    Berlin: "10117 10178 10115 10119 10435 10405 10243 10785 10623 10551 10965 12043 13353 14195",
    Munich: "80331 80333 80539 80335 80799 80802 81667 80636 81675",
    Hamburg: "20095 20099 20354 20146 20144 20148 20459 22767",
    Frankfurt: "60311 60313 60318 60322 60325 60486 60629",
    Cologne: "50667 50668 50672 50674 50676 50677 50937 50939",
    Heidelberg: "69117 69115 69120 69121",
    Stuttgart: "70173 70174 70176 70178 70182 70569",
    Aachen: "52062 52064 52066 52070 52072",
    Dresden: "01067 01069 01097 01099 01187 01217",
    Gottingen: "37073 37075 37077 37083",
    Freiburg: "79098 79102 79104 79106 79110",
    Leipzig: "04109 04103 04107 04275 04315",
  },
  NL: {
    Amsterdam: "1012 1011 1015 1016 1017 1018 1071 1072 1053 1054 1091 1098",
    Rotterdam: "3011 3012 3013 3014 3015 3062 3071",
    Utrecht: "3511 3512 3581 3584",
    Leiden: "2311 2312 2313 2333",
    Delft: "2611 2612 2628",
    Groningen: "9711 9712 9718 9747",
    Eindhoven: "5611 5612 5622",
    "The Hague": "2511 2512 2514 2517 2595",
  },
  ES: {
    Madrid: "28013 28012 28014 28004 28005 28010 28015 28001 28040",
    Barcelona: "08002 08001 08003 08007 08010 08008 08036 08028 08034",
    Valencia: "46001 46002 46010 46022",
    Seville: "41001 41002 41004 41013",
    Salamanca: "37001 37002 37008",
    Granada: "18001 18002 18009 18071",
  },
  IT: {
    Milan: "20121 20122 20123 20129 20133 20135 20136",
    Rome: "00186 00187 00184 00185 00153 00161 00198",
    Florence: "50122 50123 50121 50129 50134",
    Bologna: "40121 40122 40123 40125 40126",
    Turin: "10121 10122 10123 10124 10129",
    Padua: "35121 35122 35123 35131",
  },
  JP: {
    Tokyo: "100 101 102 103 104 105 106 107 108 110 113 150 151 160 162 169 171",
    Osaka: "530 531 540 541 542 543 556 565",
    Kyoto: "600 602 603 604 605 606",
    Fukuoka: "810 812 814 819",
    Nagoya: "450 460 461 464 466",
    Sapporo: "060 001 062 064",
    Sendai: "980 981 982",
    Yokohama: "220 221 222 223 231 232",
  },
  MY: {
    "Kuala Lumpur": "50050 50088 50100 50250 50400 50450 50460 50470 50480 50490 59100 59200",
    "Subang Jaya": "47500 47600 47610 47620 47630",
    Penang: "10000 10050 10100 10200 10250 10350 10400 10450 11700 11800 11900",
    "Johor Bahru": "80000 80100 80200 80250 80300 81300 79100 79200",
    Semenyih: "43500",
  },
  KR: {
    Seoul: "04524 03063 04066 03722 04107 04310 04763 02841 03760 06236 08826",
    Busan: "48058 47011 46241 48513 49315",
    Incheon: "22012 21983 21565 22101",
    Daejeon: "34141 34134 34051 35233",
  },
  SG: {
    Singapore: "01 03 05 06 07 08 09 10 11 12 13 15 16 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 67 68 69 70 71 72 73 75 76 77 78 79 80 81 82",
  },
};

const GB_INWARD_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";
const EIRCODE_CHARS = "0123456789ACDEFHKNPRTVWXY";
const CA_LETTERS = "ABCEGHJKLMNPRSTVWXYZ";
const NL_LETTERS = "ABCDEFGHJKLMNPRTVWXZ";

function km(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

export interface PostcodePlace {
  iso2: string;
  /** The city's English name as in cities.ts (generated towns take their nearest listed city). */
  city: string;
  cityLat: number;
  cityLng: number;
  lat: number;
  lng: number;
}

/** The districts/codes listed for a city, or undefined. */
export function areaOf(iso2: string, city: string): string[] | undefined {
  if (iso2 === "GB" && city === "London") return LONDON.map((d) => d.code);
  return AREAS[iso2]?.[city]?.split(" ");
}

/** Listed cities of a country, for the nearest-city fallback. */
export function listedCities(iso2: string): string[] {
  return [...(iso2 === "GB" ? ["London"] : []), ...Object.keys(AREAS[iso2] ?? {})];
}

export function postcodeFor(place: PostcodePlace, r: Prng, nearestListed?: { city: string; lat: number; lng: number } | null): string | null {
  const { iso2, lat, lng } = place;
  if (iso2 === "HK") return null;
  const pick = (s: string) => s[r.int(0, s.length - 1)];
  const digit = () => String(r.int(0, 9));
  let city = place.city;
  let dist = km(place.cityLat, place.cityLng, lat, lng);
  if (!areaOf(iso2, city) && nearestListed) {
    // A generated town: the outer districts of the nearest listed city's area.
    city = nearestListed.city;
    dist = 99;
  }
  let district: string;
  if (iso2 === "GB" && city === "London") {
    // Nearest centroid; at this scale an equirectangular distance orders them like haversine.
    const k = Math.cos((lat * Math.PI) / 180) ** 2;
    const d2 = (d: { lat: number; lng: number }) => (d.lat - lat) ** 2 + k * (d.lng - lng) ** 2;
    district = LONDON.reduce((a, d) => (d2(d) < d2(a) ? d : a)).code;
  } else {
    const list = areaOf(iso2, city) ?? [];
    if (!list.length) return null;
    // About one district per 1.2 km from the centre, with a little spread between neighbours.
    const i = Math.min(list.length - 1, Math.max(0, Math.floor(dist / 1.2) + r.int(-1, 1)));
    district = list[i];
  }
  switch (iso2) {
    case "GB":
      return `${district} ${digit()}${pick(GB_INWARD_LETTERS)}${pick(GB_INWARD_LETTERS)}`;
    case "IE":
      return `${district.slice(0, 3)} ${Array.from({ length: 4 }, () => pick(EIRCODE_CHARS)).join("")}`;
    case "CA":
      return `${district} ${digit()}${pick(CA_LETTERS)}${digit()}`;
    case "NL": {
      let letters = pick(NL_LETTERS) + pick(NL_LETTERS);
      if (letters === "SA" || letters === "SD" || letters === "SS") letters = "AB";
      return `${district} ${letters}`;
    }
    case "JP":
      return `${district}-${digit()}${digit()}${digit()}${digit()}`;
    case "SG":
      return `${district}${digit()}${digit()}${digit()}${digit()}`;
    default:
      return district;
  }
}
