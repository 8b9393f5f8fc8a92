import type { Rng } from '../random.ts';

/**
 * Invented people and organisations. Names are put together from common first names and tribal
 * family names, never from a list of real people; merchant-family and royal names are left out
 * so no generated board member or holder reads as a real, known person.
 */

type Pair = readonly [ar: string, en: string];

const MALE: readonly Pair[] = [
  ['عبدالله', 'Abdullah'],
  ['محمد', 'Mohammed'],
  ['أحمد', 'Ahmed'],
  ['خالد', 'Khalid'],
  ['فهد', 'Fahad'],
  ['سعود', 'Saud'],
  ['فيصل', 'Faisal'],
  ['عبدالرحمن', 'Abdulrahman'],
  ['عبدالعزيز', 'Abdulaziz'],
  ['ناصر', 'Nasser'],
  ['سلطان', 'Sultan'],
  ['تركي', 'Turki'],
  ['ماجد', 'Majed'],
  ['بندر', 'Bandar'],
  ['يوسف', 'Yousef'],
  ['إبراهيم', 'Ibrahim'],
  ['عمر', 'Omar'],
  ['هشام', 'Hisham'],
  ['وليد', 'Waleed'],
  ['سامي', 'Sami'],
  ['طارق', 'Tariq'],
  ['زياد', 'Ziyad'],
  ['مشعل', 'Mishal'],
  ['راشد', 'Rashed'],
  ['حمد', 'Hamad'],
  ['عادل', 'Adel'],
  ['منصور', 'Mansour'],
  ['نايف', 'Naif'],
];

const FEMALE: readonly Pair[] = [
  ['نورة', 'Noura'],
  ['سارة', 'Sarah'],
  ['هيفاء', 'Haifa'],
  ['لمى', 'Lama'],
  ['ريم', 'Reem'],
  ['منى', 'Mona'],
  ['دانة', 'Dana'],
  ['هند', 'Hind'],
];

const FAMILY: readonly Pair[] = [
  ['الحربي', 'Al-Harbi'],
  ['العتيبي', 'Al-Otaibi'],
  ['القحطاني', 'Al-Qahtani'],
  ['الغامدي', 'Al-Ghamdi'],
  ['الزهراني', 'Al-Zahrani'],
  ['الشهري', 'Al-Shehri'],
  ['الدوسري', 'Al-Dosari'],
  ['المطيري', 'Al-Mutairi'],
  ['العنزي', 'Al-Anazi'],
  ['الشمري', 'Al-Shammari'],
  ['السبيعي', 'Al-Subaie'],
  ['المالكي', 'Al-Malki'],
  ['العمري', 'Al-Omari'],
  ['الجهني', 'Al-Juhani'],
  ['الحارثي', 'Al-Harthi'],
  ['البقمي', 'Al-Buqami'],
  ['الرشيدي', 'Al-Rashidi'],
  ['الخالدي', 'Al-Khalidi'],
  ['السهلي', 'Al-Sahli'],
  ['العسيري', 'Al-Asiri'],
  ['الثقفي', 'Al-Thaqafi'],
  ['البلوي', 'Al-Balawi'],
  ['الشهراني', 'Al-Shahrani'],
  ['اليامي', 'Al-Yami'],
];

export type InventedName = { ar: string; en: string; key: string };

/** A person's three-part name (own, father's, family), the way the market lists board members. */
export function inventPerson(rng: Rng): InventedName {
  const own = rng.chance(0.1) ? rng.pick(FEMALE) : rng.pick(MALE);
  const father = rng.pick(MALE);
  const family = rng.pick(FAMILY);
  return {
    ar: `${own[0]} ${father[0]} ${family[0]}`,
    en: `${own[1]} ${father[1]} ${family[1]}`,
    key: `${own[1]} ${father[1]} ${family[1]}`,
  };
}

/** A family as a holder, e.g. "Al-Harbi family". */
export function inventFamily(rng: Rng): InventedName {
  const family = rng.pick(FAMILY);
  return { ar: `عائلة ${family[0]}`, en: `${family[1]} family`, key: `family ${family[1]}` };
}

// Place-and-quality words that make an invented organisation sound local without naming a real one.
const ORG_WORDS: readonly Pair[] = [
  ['الأفق', 'Horizon'],
  ['الواحة', 'Oasis'],
  ['السنابل', 'Sheaves'],
  ['الرمال', 'Dunes'],
  ['المرجان', 'Coral'],
  ['النخلة الذهبية', 'Golden Palm'],
  ['الهضبة', 'Plateau'],
  ['الريان', 'Rayyan'],
  ['الجسر', 'Bridge'],
  ['المنارة', 'Lighthouse'],
];

type OrgKind = 'COMPANY' | 'INVESTMENT_FUND' | 'FOREIGN_INVESTOR';

const ORG_KINDS: Readonly<Record<OrgKind, readonly Pair[]>> = {
  COMPANY: [
    ['شركة {w} القابضة للاستثمار التجريبية', '{w} Demo Investment Holding'],
    ['مجموعة {w} التجريبية', '{w} Demo Group'],
  ],
  INVESTMENT_FUND: [
    ['صندوق {w} التجريبي للأسهم', '{w} Demo Equity Fund'],
    ['محفظة {w} التجريبية للنمو', '{w} Demo Growth Portfolio'],
  ],
  FOREIGN_INVESTOR: [
    ['{w} التجريبية للاستثمار الخليجي', '{w} Demo Gulf Investments'],
    ['صندوق {w} التجريبي للأسواق الناشئة', '{w} Demo Emerging Markets Fund'],
  ],
};

/**
 * An organisation that holds shares. "Demo" is part of the name, so no invented stake is ever
 * read as a real firm's.
 */
export function inventOrganisation(rng: Rng, kind: OrgKind): InventedName {
  const word = rng.pick(ORG_WORDS);
  const [ar, en] = rng.pick(ORG_KINDS[kind]);
  const name = { ar: ar.replace('{w}', word[0]), en: en.replace('{w}', word[1]) };
  return { ...name, key: name.en };
}
