// Demo brands and hotels. Every guest-visible text is given in ja, en, ko, zh_Hans, zh_Hant.
import type { I18n } from './i18n.ts';

const t = (ja: string, en: string, ko: string, zh_Hans: string, zh_Hant: string): I18n => ({ ja, en, ko, zh_Hans, zh_Hant });

export type Meal = 'none' | 'breakfast' | 'half_board';

export interface RoomTypeSeed {
  code: string;
  name: I18n;
  description: I18n;
  maxGuests: number;
  sizeSqm: number;
  total: number;
  basePrice: number;
  extraAdult: number;
  nonSmoking: boolean;
  rank: number;
}

export interface PlanSeed {
  code: string;
  name: I18n;
  description: I18n;
  meal: Meal;
  mealPrice: number;
  discount: number;
  memberOnly?: boolean;
  dayUse?: boolean;
  promoCode?: string;
  paymentMethods: string[];
  rank: number;
  /** Room type codes the plan is sold on; default: all. */
  roomTypes?: string[];
  /** Shown only in `mode=secret` with the hotel's secret code. */
  secret?: boolean;
  /** Shown only in `mode=voucher`. */
  voucher?: boolean;
}

export interface KidsTierSeed {
  code: string;
  name: I18n;
  ageFrom: number;
  ageTo: number;
  supplementPercent: number;
  hasMeal: boolean;
}

export interface HotelSeed {
  code: string;
  brand?: string;
  name: I18n;
  address: I18n;
  currency: 'JPY' | 'KRW' | 'TWD';
  locale: 'ja' | 'ko' | 'zh_Hant' | 'en';
  timezone: string;
  taxRatePercent: number;
  widgetType: 'hotel' | 'brand';
  headerMode: 'logo' | 'name' | 'custom';
  hasLogo: boolean;
  headerHtml: string | null;
  footerHtml: string | null;
  buttonColour: string;
  headerColour: string;
  maxGuestsPerRoom: number;
  kidsType: 'tiers' | 'tiers_with_meal_and_bed_as_extras' | 'ages' | 'share_bed';
  kidsAccept: 'accept' | 'not_accept';
  sharedBedType: 'none' | 'per_adult' | 'per_room';
  maxChildrenPerAdult: number;
  kidsTiers: KidsTierSeed[];
  searchType: 'dated' | 'undated' | 'both';
  planSearchEnabled: boolean;
  dayUseSearchActive: boolean;
  multiRoomsEnabled: boolean;
  multiRoomsLimit: number;
  couponActive: boolean;
  promoCodeEnabled: boolean;
  yesterdayBookable: boolean;
  availableRoomsOnly: boolean;
  checkinDateOffset: number;
  defaultAdults: number;
  defaultSort: 'recommended' | 'price_low_to_high' | 'price_high_to_low';
  roomSearchFilters: string[];
  kanjiNameRequired: boolean;
  facilitySignInEnabled: boolean;
  reservablePeriodMonths: number;
  /** The lowest price per date in the date picker (rooms/price). */
  calendarPricesEnabled?: boolean;
  signIn: { isActive: boolean; allowSignup: boolean; organizationLogin: boolean };
  roomTypes: RoomTypeSeed[];
  plans: PlanSeed[];
  /** Promotion code that unlocks `mode=secret`. */
  secretCode?: string;
  /** Code of the membership program (PROGRAMS) the hotel belongs to. */
  membershipProgram?: string;
  coupons?: CouponSeed[];
}

export interface CouponSeed {
  code: string;
  name: I18n;
  discountPercent: number;
  /** Last valid date; omitted = no end. */
  validUntil?: string;
  usageLimit?: number;
  usedCount?: number;
  maxNights?: number;
  /** Hotel plan codes it applies to; omitted = every non-voucher plan. */
  planCodes?: string[];
}

export type PolicyCode = 'flexible' | 'standard' | 'non_refundable';

export interface CancellationPolicySeed {
  code: PolicyCode;
  name: I18n;
  cancelBeforeAt: number;
  time: string | null;
  parts: Array<{ days_before: number; percentage_of_cost: number }>;
  sameDay: number;
  noShow: number;
  specialRate: boolean;
}

/** Every hotel gets these three policies (in this order). */
export const CANCELLATION_POLICIES: CancellationPolicySeed[] = [
  {
    code: 'flexible',
    name: t('フレキシブル（前日まで無料）', 'Flexible: free until the day before', '유연한 취소 (전날까지 무료)', '弹性取消（前一天前免费）', '彈性取消（前一天前免費）'),
    cancelBeforeAt: 18, time: '18:00', parts: [{ days_before: 1, percentage_of_cost: 0 }], sameDay: 50, noShow: 100, specialRate: false,
  },
  {
    code: 'standard',
    name: t('スタンダード', 'Standard', '표준 취소 규정', '标准取消政策', '標準取消政策'),
    cancelBeforeAt: 15, time: '15:00',
    parts: [{ days_before: 7, percentage_of_cost: 0 }, { days_before: 3, percentage_of_cost: 30 }, { days_before: 1, percentage_of_cost: 50 }],
    sameDay: 80, noShow: 100, specialRate: false,
  },
  {
    code: 'non_refundable',
    name: t('返金不可（特別料金）', 'Non-refundable special rate', '환불 불가 (특별 요금)', '不可退款（特惠价）', '不可退款（特惠價）'),
    // 100 % from booking: days_before 400 covers the whole booking window (at most 13 months).
    cancelBeforeAt: 0, time: null, parts: [{ days_before: 400, percentage_of_cost: 100 }], sameDay: 100, noShow: 100, specialRate: true,
  },
];

/** Cancellation policy of each hotel plan code. */
export const PLAN_POLICY: Record<string, PolicyCode> = {
  RO: 'standard', BB: 'standard', HB: 'standard', MEM: 'flexible', DAY: 'flexible', WEB: 'non_refundable', SEC: 'non_refundable', VCH: 'non_refundable',
};

export interface ProgramSeed {
  code: string;
  name: I18n;
  updateMemberProfileEnabled: boolean;
  tiers: Array<{ code: 'adult_companion' | 'kid_tier_A_companion'; isActive: boolean; translations: I18n }>;
  /** Point rules: whether members can spend points, in multiples of `step`, at least `minimumSpend` at a time. */
  points: { enabled: boolean; step: number; minimumSpend: number };
}

const COMPANION_TIERS: ProgramSeed['tiers'] = [
  { code: 'adult_companion', isActive: true, translations: t('同伴者（大人）', 'Adult companion', '동반자 (성인)', '同行者（成人）', '同行者（成人）') },
  { code: 'kid_tier_A_companion', isActive: true, translations: t('同伴者（添い寝の乳幼児）', 'Infant companion (tier A)', '동반자 (영유아, A 등급)', '同行者（婴幼儿 A 级）', '同行者（嬰幼兒 A 級）') },
];

export const PROGRAMS: ProgramSeed[] = [
  {
    code: 'sakura-members', name: t('さくらメンバーズ', 'Sakura Members', '사쿠라 멤버스', '樱花会员', '櫻花會員'), updateMemberProfileEnabled: false,
    tiers: COMPANION_TIERS, points: { enabled: true, step: 100, minimumSpend: 500 },
  },
  {
    code: 'aurora-rewards', name: t('オーロラリワーズ', 'Aurora Rewards', '오로라 리워즈', '极光奖励计划', '極光獎勵計畫'), updateMemberProfileEnabled: false,
    tiers: COMPANION_TIERS, points: { enabled: false, step: 1, minimumSpend: 0 },
  },
];

export interface RankSeed {
  /** Fixed id (members' rank_id). */
  id: number;
  program: string;
  code: string;
  name: I18n;
}

export const RANKS: RankSeed[] = [
  { id: 1, program: 'sakura-members', code: 'regular', name: t('レギュラー', 'Regular', '레귤러', '普通会员', '普通會員') },
  { id: 2, program: 'sakura-members', code: 'gold', name: t('ゴールド', 'Gold', '골드', '金卡会员', '金卡會員') },
  { id: 3, program: 'aurora-rewards', code: 'member', name: t('メンバー', 'Member', '멤버', '会员', '會員') },
];

export interface MemberSeed {
  /** Fixed id. */
  id: number;
  program: string;
  rankId: number;
  membershipId: string;
  email: string;
  /** Sandbox demo password (documented; never stored). */
  password: string;
  /** Its argon2id hash (PHC string, made once with @node-rs/argon2 defaults: m=19456 KiB, t=2, p=1), stored in members.password_hash. */
  passwordHash: string;
  firstName: string;
  lastName: string;
  firstNameKana: string | null;
  lastNameKana: string | null;
  /** Spendable balance; `POST /__sandbox/members/reset` puts it back. */
  points: number;
  futurePoints: number;
}

const SAKURA_2026_HASH = '$argon2id$v=19$m=19456,t=2,p=1$ngikWPjBaPxsMWkivz2zQg$M+RBk6gi/umoZe7jlyK0MG/FRo3FFji86GkukgvuqHA';
const AURORA_2026_HASH = '$argon2id$v=19$m=19456,t=2,p=1$ABQdBSBUUE6wNSq8KLUqCw$DyOHNjDgwy1izNpGPFdHVr2n+0eLkbu1RanXZ5+A0sc';

/** Demo member accounts (documented in server/README.md). */
export const MEMBERS: MemberSeed[] = [
  {
    id: 1, program: 'sakura-members', rankId: 2, membershipId: 'SKR-000123', email: 'member@example.com', password: 'Sakura-2026', passwordHash: SAKURA_2026_HASH,
    firstName: 'Hanako', lastName: 'Yamada', firstNameKana: 'はなこ', lastNameKana: 'やまだ', points: 12_000, futurePoints: 1_500,
  },
  {
    id: 2, program: 'sakura-members', rankId: 1, membershipId: 'SKR-000124', email: 'low@example.com', password: 'Sakura-2026', passwordHash: SAKURA_2026_HASH,
    firstName: 'Kenji', lastName: 'Sato', firstNameKana: 'けんじ', lastNameKana: 'さとう', points: 300, futurePoints: 0,
  },
  {
    id: 3, program: 'aurora-rewards', rankId: 3, membershipId: 'AUR-000001', email: 'aurora@example.com', password: 'Aurora-2026', passwordHash: AURORA_2026_HASH,
    firstName: 'Taro', lastName: 'Tanaka', firstNameKana: 'たろう', lastNameKana: 'たなか', points: 5_000, futurePoints: 0,
  },
];

export interface BrandSeed {
  code: string;
  name: I18n;
  firstPartyCookie: { status: 'enabled' | 'disabled'; domain: string | null };
}

export const APPLICATIONS = [{ key: 'demo-app-key', secret: 'demo-app-secret', name: 'Demo booking widget' }];

export const BRANDS: BrandSeed[] = [
  {
    code: 'aurora',
    name: t('オーロラホテルズ', 'Aurora Hotels', '오로라 호텔스', '极光酒店', '極光酒店'),
    firstPartyCookie: { status: 'disabled', domain: null },
  },
];

/**
 * The hotels' own CSS for their header and footer HTML (spec section 3, website_css). The widget
 * applies it only inside the header's and footer's shadow roots, cleaned (see src/lib/hotelCss.ts).
 */
export const WEBSITE_CSS: Record<string, string> = {
  'taipei-lotus': [
    '.lotus-header { display: flex; align-items: baseline; gap: 0.75rem; font-family: "Noto Serif TC", "Songti TC", serif; letter-spacing: 0.04em; }',
    '.lotus-header strong { font-size: 1.3rem; font-weight: 700; }',
    '.lotus-header span { font-size: 0.875rem; opacity: 0.85; }',
    '.hotel-footer a { color: #2f7d5b; text-decoration: none; border-bottom: 1px dotted currentColor; }',
  ].join('\n'),
};

const footer = (code: string, access: string, privacy: string) =>
  `<nav class="hotel-footer"><a href="https://example.com/${code}/access">${access}</a> | <a href="https://example.com/${code}/privacy">${privacy}</a></nav>`;

const JP_PAY = ['on_site', 'credit_card'];
const KR_PAY = ['on_site', 'credit_card'];
const TW_PAY = ['on_site', 'twd_credit_card'];

const roomOnly = (pay: string[], rank: number, roomTypes?: string[]): PlanSeed => ({
  code: 'RO',
  name: t('素泊まりプラン', 'Room only', '객실 전용 (식사 불포함)', '仅住宿（不含餐）', '純住宿（不含餐）'),
  description: t(
    '食事なしのシンプルな宿泊プランです。チェックイン15:00、チェックアウト11:00。',
    'A simple stay without meals. Check-in from 15:00, check-out by 11:00.',
    '식사가 포함되지 않은 심플한 숙박 플랜입니다. 체크인 15:00, 체크아웃 11:00.',
    '不含餐食的简约住宿方案。入住时间15:00起，退房时间11:00前。',
    '不含餐點的簡約住宿方案。入住時間15:00起，退房時間11:00前。',
  ),
  meal: 'none', mealPrice: 0, discount: 0, paymentMethods: pay, rank, roomTypes,
});

const breakfast = (mealPrice: number, pay: string[], rank: number, roomTypes?: string[]): PlanSeed => ({
  code: 'BB',
  name: t('朝食付きプラン', 'Bed & breakfast', '조식 포함 플랜', '含早餐方案', '含早餐方案'),
  description: t(
    '和洋ビュッフェの朝食付き。朝食は6:30〜10:00にレストランでお召し上がりいただけます。',
    'Includes our breakfast buffet, served in the restaurant from 6:30 to 10:00.',
    '레스토랑 조식 뷔페가 포함되어 있습니다. 운영 시간은 6:30~10:00입니다.',
    '含自助早餐，早餐时间为6:30至10:00，于餐厅供应。',
    '含自助早餐，早餐時間為6:30至10:00，於餐廳供應。',
  ),
  meal: 'breakfast', mealPrice, discount: 0, paymentMethods: pay, rank, roomTypes,
});

const memberRate = (mealPrice: number, discount: number, pay: string[], rank: number): PlanSeed => ({
  code: 'MEM',
  name: t('【会員限定】朝食付き特別料金', 'Members only: breakfast included, special rate', '[회원 전용] 조식 포함 특별 요금', '【会员专享】含早餐特惠价', '【會員專屬】含早餐優惠價'),
  description: t(
    `会員様だけの${discount}%割引料金。朝食とレイトチェックアウト（12:00）付き。`,
    `A ${discount}% discount for members, with breakfast and late check-out until 12:00.`,
    `회원 전용 ${discount}% 할인 요금. 조식과 레이트 체크아웃(12:00)이 포함됩니다.`,
    `会员专享${discount}%折扣，含早餐及延迟退房（12:00）。`,
    `會員專屬${discount}%折扣，含早餐及延遲退房（12:00）。`,
  ),
  meal: 'breakfast', mealPrice, discount, memberOnly: true, paymentMethods: pay, rank,
});

const voucher = (discount: number, pay: string[], rank: number): PlanSeed => ({
  code: 'VCH',
  name: t('【宿泊券】事前決済プラン', 'Stay voucher (prepaid)', '[숙박권] 사전 결제 플랜', '【住宿券】预付方案', '【住宿券】預付方案'),
  description: t(
    `日付を決めずに購入できる宿泊券。${discount}%割引、食事なし。`,
    `A prepaid stay voucher you can buy before choosing dates: ${discount}% off, no meals.`,
    `날짜를 정하지 않고 구매할 수 있는 숙박권. ${discount}% 할인, 식사 불포함.`,
    `无需先选日期即可购买的住宿券，${discount}%折扣，不含餐。`,
    `無需先選日期即可購買的住宿券，${discount}%折扣，不含餐。`,
  ),
  meal: 'none', mealPrice: 0, discount, voucher: true, paymentMethods: pay, rank,
});

export const HOTELS: HotelSeed[] = [
  {
    code: 'sakura-tokyo',
    name: t('ホテルさくら東京', 'Hotel Sakura Tokyo', '호텔 사쿠라 도쿄', '樱花东京酒店', '櫻花東京飯店'),
    address: t(
      '東京都台東区上野公園1-1',
      '1-1 Ueno Park, Taito-ku, Tokyo',
      '도쿄도 다이토구 우에노공원 1-1',
      '东京都台东区上野公园1-1',
      '東京都台東區上野公園1-1',
    ),
    currency: 'JPY', locale: 'ja', timezone: 'Asia/Tokyo', taxRatePercent: 10,
    widgetType: 'hotel', headerMode: 'logo', hasLogo: true,
    headerHtml: null,
    footerHtml: footer('sakura-tokyo', 'アクセス / Access', 'プライバシーポリシー / Privacy policy'),
    buttonColour: '#9c2f3c', headerColour: '#2b1d1f',
    maxGuestsPerRoom: 4,
    kidsType: 'tiers', kidsAccept: 'accept', sharedBedType: 'none', maxChildrenPerAdult: 2,
    kidsTiers: [
      { code: 'A', name: t('添い寝の乳幼児（食事・寝具なし）', 'Infant sharing a bed (no meal, no bedding)', '영유아 동반 취침(식사·침구 없음)', '婴幼儿同床（不含餐食及寝具）', '嬰幼兒同床（不含餐點及寢具）'), ageFrom: 0, ageTo: 2, supplementPercent: 0, hasMeal: false },
      { code: 'B', name: t('小学生（食事・寝具あり）', 'Child, primary school (meal and bedding)', '초등학생(식사·침구 포함)', '小学生（含餐食及寝具）', '國小學童（含餐點及寢具）'), ageFrom: 6, ageTo: 11, supplementPercent: 70, hasMeal: true },
      { code: 'C', name: t('幼児（食事のみ）', 'Young child (meal only)', '미취학 아동(식사만)', '幼儿（仅含餐食）', '幼童（僅含餐點）'), ageFrom: 3, ageTo: 5, supplementPercent: 30, hasMeal: true },
    ],
    searchType: 'both', planSearchEnabled: true, dayUseSearchActive: true,
    multiRoomsEnabled: true, multiRoomsLimit: 3, couponActive: true, promoCodeEnabled: true,
    yesterdayBookable: true, availableRoomsOnly: true, checkinDateOffset: 0, defaultAdults: 2, defaultSort: 'price_low_to_high',
    roomSearchFilters: ['non_smoking', 'breakfast_included'],
    kanjiNameRequired: true, facilitySignInEnabled: true, reservablePeriodMonths: 12, calendarPricesEnabled: true,
    signIn: { isActive: true, allowSignup: true, organizationLogin: true },
    roomTypes: [
      { code: 'STD', name: t('スタンダードダブル', 'Standard Double', '스탠다드 더블', '标准大床房', '標準雙人房'), description: t('140cm幅のダブルベッドを備えた、機能的なお部屋です。', 'A practical room with a 140 cm double bed.', '140cm 더블 침대를 갖춘 실용적인 객실입니다.', '配有一张140厘米双人床的实用客房。', '配有一張140公分雙人床的實用客房。'), maxGuests: 2, sizeSqm: 18, total: 20, basePrice: 9800, extraAdult: 0, nonSmoking: true, rank: 2 },
      { code: 'TWN', name: t('スーペリアツイン', 'Superior Twin', '슈페리어 트윈', '高级双床房', '高級雙床房'), description: t('上野公園を望む、シングルベッド2台のゆったりとしたお部屋です。エキストラベッド1台可。', 'A spacious room with two single beds overlooking Ueno Park. One extra bed available.', '우에노 공원이 보이는 싱글 침대 2개의 넓은 객실입니다. 엑스트라 베드 1개 가능.', '可眺望上野公园的宽敞双床房，可加一张床。', '可眺望上野公園的寬敞雙床房，可加一張床。'), maxGuests: 3, sizeSqm: 26, total: 15, basePrice: 13500, extraAdult: 4500, nonSmoking: true, rank: 1 },
      { code: 'JSR', name: t('和室（畳・布団）', 'Japanese-style room (tatami)', '화실(다다미·이불)', '和室（榻榻米・被褥）', '和室（榻榻米・被褥）'), description: t('畳敷きの和室に布団を敷いてお休みいただけます。ご家族に人気です。', 'Sleep on futons laid out on tatami mats — a favourite with families.', '다다미 바닥에 이불을 깔고 주무시는 일본식 객실로 가족 여행객에게 인기입니다.', '在榻榻米上铺被褥入睡的日式房间，深受家庭旅客喜爱。', '在榻榻米上鋪被褥入睡的日式房間，深受家庭旅客喜愛。'), maxGuests: 4, sizeSqm: 35, total: 8, basePrice: 19800, extraAdult: 6000, nonSmoking: true, rank: 3 },
      { code: 'STE', name: t('さくらスイート', 'Sakura Suite', '사쿠라 스위트', '樱花套房', '櫻花套房'), description: t('リビングと寝室が分かれた最上階のスイート。春には窓一面に桜が広がります。', 'A top-floor suite with a separate living room; in spring the windows fill with cherry blossoms.', '거실과 침실이 분리된 최상층 스위트. 봄에는 창밖 가득 벚꽃이 펼쳐집니다.', '客厅与卧室分开的顶层套房，春季窗外樱花满开。', '客廳與臥室分開的頂樓套房，春季窗外櫻花滿開。'), maxGuests: 4, sizeSqm: 60, total: 3, basePrice: 30000, extraAdult: 8000, nonSmoking: true, rank: 4 },
    ],
    plans: [
      roomOnly(JP_PAY, 2),
      breakfast(1800, JP_PAY, 1),
      memberRate(1800, 10, ['credit_card'], 3),
      {
        code: 'HB',
        name: t('夕朝食付き 季節の会席プラン', 'Dinner and breakfast: seasonal kaiseki', '석식·조식 포함 계절 가이세키 플랜', '含晚餐及早餐・季节怀石料理方案', '含晚餐及早餐・季節懷石料理方案'),
        description: t('旬の食材を使った会席料理の夕食と朝食付き。', 'Seasonal kaiseki dinner and breakfast included.', '제철 식재료로 만든 가이세키 석식과 조식이 포함됩니다.', '含以当季食材制作的怀石晚餐及早餐。', '含以當季食材製作的懷石晚餐及早餐。'),
        meal: 'half_board', mealPrice: 7500, discount: 0, paymentMethods: JP_PAY, rank: 4, roomTypes: ['JSR', 'STE'],
      },
      {
        code: 'DAY',
        name: t('デイユース（10:00〜16:00）', 'Day use (10:00–16:00)', '데이유스 (10:00~16:00)', '日间休息（10:00–16:00）', '日間休息（10:00–16:00）'),
        description: t('最大6時間ご利用いただける日帰りプランです。', 'Use the room for up to six hours during the day.', '낮 시간에 최대 6시간 이용 가능한 플랜입니다.', '白天最多可使用客房6小时。', '白天最多可使用客房6小時。'),
        meal: 'none', mealPrice: 0, discount: 55, dayUse: true, paymentMethods: JP_PAY, rank: 5, roomTypes: ['STD', 'TWN'],
      },
      {
        code: 'WEB',
        name: t('【シークレット】プロモーションコード限定料金', 'Secret rate (promotion code)', '[시크릿] 프로모션 코드 전용 요금', '【隐藏价】优惠码专享价', '【隱藏價】優惠碼專屬價'),
        description: t('プロモーションコード SAKURA10 をお持ちの方限定の15%割引料金。', '15% off for guests with the promotion code SAKURA10.', '프로모션 코드 SAKURA10 소지 고객 전용 15% 할인 요금.', '持有优惠码 SAKURA10 的旅客可享85折。', '持有優惠碼 SAKURA10 的旅客可享85折。'),
        meal: 'none', mealPrice: 0, discount: 15, promoCode: 'SAKURA10', paymentMethods: JP_PAY, rank: 6, roomTypes: ['STD', 'TWN'],
      },
      {
        code: 'SEC',
        name: t('【シークレット】朝食付き特別料金', 'Secret rate with breakfast', '[시크릿] 조식 포함 특별 요금', '【隐藏价】含早餐特惠价', '【隱藏價】含早餐優惠價'),
        description: t('シークレットコードをお持ちの方だけの20%割引・朝食付き料金。', '20% off with breakfast, only for guests with the secret code.', '시크릿 코드 소지 고객 전용 20% 할인, 조식 포함.', '持有隐藏码的旅客专享8折含早餐。', '持有隱藏碼的旅客專屬8折含早餐。'),
        meal: 'breakfast', mealPrice: 1800, discount: 20, secret: true, paymentMethods: ['credit_card'], rank: 7, roomTypes: ['STD', 'TWN', 'JSR'],
      },
      voucher(5, ['credit_card'], 8),
    ],
    secretCode: 'SECRET2026',
    membershipProgram: 'sakura-members',
    coupons: [
      { code: 'WELCOME10', name: t('ウェルカムクーポン10%OFF', 'Welcome coupon: 10% off', '웰컴 쿠폰 10% 할인', '欢迎优惠券：9折', '歡迎優惠券：9折'), discountPercent: 10 },
      { code: 'OLD2025', name: t('2025年限定クーポン', '2025 coupon', '2025년 한정 쿠폰', '2025年限定优惠券', '2025年限定優惠券'), discountPercent: 10, validUntil: '2025-12-31' },
      { code: 'LIMITED', name: t('先着100名様クーポン', 'First 100 guests coupon', '선착순 100명 쿠폰', '前100名优惠券', '前100名優惠券'), discountPercent: 15, usageLimit: 100, usedCount: 100 },
      { code: 'SHORT2', name: t('短期滞在クーポン（2泊まで）', 'Short stay coupon (up to 2 nights)', '단기 숙박 쿠폰 (2박까지)', '短住优惠券（最多2晚）', '短住優惠券（最多2晚）'), discountPercent: 5, maxNights: 2 },
      { code: 'FREE100', name: t('ご招待クーポン（100%OFF）', 'Invitation coupon: 100% off', '초대 쿠폰 100% 할인', '邀请优惠券：全免', '邀請優惠券：全免'), discountPercent: 100 },
    ],
  },
  {
    code: 'hangang-seoul',
    name: t('漢江リバーサイドホテル ソウル', 'Hangang Riverside Hotel Seoul', '한강 리버사이드 호텔 서울', '汉江河畔酒店首尔', '漢江河畔飯店首爾'),
    address: t('ソウル特別市龍山区漢江大路100', '100 Hangang-daero, Yongsan-gu, Seoul', '서울특별시 용산구 한강대로 100', '首尔特别市龙山区汉江大路100号', '首爾特別市龍山區漢江大路100號'),
    currency: 'KRW', locale: 'ko', timezone: 'Asia/Seoul', taxRatePercent: 10,
    widgetType: 'hotel', headerMode: 'name', hasLogo: true,
    headerHtml: null,
    footerHtml: footer('hangang-seoul', '오시는 길 / Directions', '개인정보 처리방침 / Privacy policy'),
    buttonColour: '#1f5fa8', headerColour: '#0e2a47',
    maxGuestsPerRoom: 6,
    kidsType: 'ages', kidsAccept: 'accept', sharedBedType: 'none', maxChildrenPerAdult: 3,
    kidsTiers: [],
    searchType: 'dated', planSearchEnabled: true, dayUseSearchActive: false,
    multiRoomsEnabled: true, multiRoomsLimit: 2, couponActive: true, promoCodeEnabled: false,
    yesterdayBookable: false, availableRoomsOnly: false, checkinDateOffset: 1, defaultAdults: 1, defaultSort: 'recommended',
    roomSearchFilters: ['non_smoking'],
    kanjiNameRequired: false, facilitySignInEnabled: true, reservablePeriodMonths: 6,
    signIn: { isActive: true, allowSignup: true, organizationLogin: false },
    roomTypes: [
      { code: 'STD', name: t('スタンダードダブル', 'Standard Double', '스탠다드 더블', '标准大床房', '標準雙人房'), description: t('シティビューのダブルルーム。', 'A double room with a city view.', '시티뷰 더블룸입니다.', '城市景观大床房。', '城市景觀雙人房。'), maxGuests: 2, sizeSqm: 22, total: 25, basePrice: 119000, extraAdult: 0, nonSmoking: true, rank: 3 },
      { code: 'DLX', name: t('デラックスキング リバービュー', 'Deluxe King, river view', '디럭스 킹 리버뷰', '豪华大床房（江景）', '豪華大床房（江景）'), description: t('大きな窓から漢江を一望できるキングルーム。', 'A king room with floor-to-ceiling windows over the Han River.', '통창으로 한강이 한눈에 내려다보이는 킹룸입니다.', '落地窗外一览汉江的大床房。', '落地窗外一覽漢江的大床房。'), maxGuests: 3, sizeSqm: 32, total: 18, basePrice: 189000, extraAdult: 40000, nonSmoking: true, rank: 1 },
      { code: 'ONDOL', name: t('オンドル（韓国式床暖房）ルーム', 'Ondol room (Korean floor heating)', '온돌룸', '韩式暖炕房', '韓式暖炕房'), description: t('床暖房の上に布団を敷く韓国の伝統的なお部屋です。', 'A traditional Korean room: sleep on bedding laid on the heated floor.', '따뜻한 온돌 바닥에 요를 깔고 주무시는 한국 전통 객실입니다.', '在地暖上铺被褥入睡的韩国传统房型。', '在地暖上鋪被褥入睡的韓國傳統房型。'), maxGuests: 4, sizeSqm: 30, total: 6, basePrice: 209000, extraAdult: 35000, nonSmoking: true, rank: 4 },
      { code: 'FAM', name: t('ファミリールーム', 'Family Room', '패밀리룸', '家庭房', '家庭房'), description: t('ダブルベッドとシングルベッド2台、最大6名様までご利用いただけます。', 'One double and two single beds; sleeps up to six.', '더블 침대 1개와 싱글 침대 2개, 최대 6인까지 이용 가능합니다.', '一张大床和两张单人床，最多可入住6人。', '一張雙人床和兩張單人床，最多可入住6人。'), maxGuests: 6, sizeSqm: 45, total: 10, basePrice: 259000, extraAdult: 35000, nonSmoking: false, rank: 2 },
      { code: 'STE', name: t('エグゼクティブスイート', 'Executive Suite', '이그제큐티브 스위트', '行政套房', '行政套房'), description: t('ラウンジアクセス付きのスイート。', 'A suite with executive lounge access.', '이그제큐티브 라운지 이용이 포함된 스위트입니다.', '含行政酒廊礼遇的套房。', '含行政酒廊禮遇的套房。'), maxGuests: 4, sizeSqm: 70, total: 4, basePrice: 320000, extraAdult: 50000, nonSmoking: true, rank: 5 },
    ],
    plans: [roomOnly(KR_PAY, 2), breakfast(28000, KR_PAY, 1), memberRate(28000, 12, KR_PAY, 3), voucher(5, ['credit_card'], 4)],
    coupons: [
      { code: 'WELCOME10', name: t('ウェルカムクーポン10%OFF', 'Welcome coupon: 10% off', '웰컴 쿠폰 10% 할인', '欢迎优惠券：9折', '歡迎優惠券：9折'), discountPercent: 10 },
    ],
  },
  {
    code: 'taipei-lotus',
    name: t('ロータスホテル台北', 'Lotus Hotel Taipei', '로터스 호텔 타이베이', '台北莲花饭店', '台北蓮花飯店'),
    address: t('台北市大安区仁愛路四段88号', '88 Ren\'ai Road Section 4, Da\'an District, Taipei', '타이베이시 다안구 런아이로 4단 88호', '台北市大安区仁爱路四段88号', '台北市大安區仁愛路四段88號'),
    currency: 'TWD', locale: 'zh_Hant', timezone: 'Asia/Taipei', taxRatePercent: 5,
    widgetType: 'hotel', headerMode: 'custom', hasLogo: true,
    headerHtml: '<div class="lotus-header"><strong>{{facility_name}}</strong><span>{{brand_name}}</span></div>',
    footerHtml: footer('taipei-lotus', '交通資訊 / Access', '隱私權政策 / Privacy policy'),
    buttonColour: '#2f7d5b', headerColour: '#13372a',
    maxGuestsPerRoom: 4,
    kidsType: 'tiers_with_meal_and_bed_as_extras', kidsAccept: 'accept', sharedBedType: 'per_adult', maxChildrenPerAdult: 2,
    kidsTiers: [
      { code: 'B', name: t('小学生（6〜11歳）', 'Child (6–11 years)', '어린이 (6~11세)', '儿童（6–11岁）', '兒童（6–11歲）'), ageFrom: 6, ageTo: 11, supplementPercent: 50, hasMeal: true },
      { code: 'C', name: t('未就学児（0〜5歳）', 'Young child (0–5 years)', '미취학 아동 (0~5세)', '幼儿（0–5岁）', '幼童（0–5歲）'), ageFrom: 0, ageTo: 5, supplementPercent: 0, hasMeal: false },
    ],
    searchType: 'dated', planSearchEnabled: true, dayUseSearchActive: false,
    multiRoomsEnabled: false, multiRoomsLimit: 1, couponActive: false, promoCodeEnabled: false,
    yesterdayBookable: false, availableRoomsOnly: true, checkinDateOffset: 0, defaultAdults: 2, defaultSort: 'price_low_to_high',
    roomSearchFilters: ['non_smoking', 'breakfast_included'],
    kanjiNameRequired: false, facilitySignInEnabled: false, reservablePeriodMonths: 13,
    signIn: { isActive: false, allowSignup: false, organizationLogin: false },
    roomTypes: [
      { code: 'STD', name: t('スタンダードクイーン', 'Standard Queen', '스탠다드 퀸', '标准双人房', '標準雙人房'), description: t('クイーンベッド1台の落ち着いたお部屋。', 'A calm room with one queen bed.', '퀸 침대 1개가 있는 아늑한 객실입니다.', '一张加大双人床的舒适客房。', '一張加大雙人床的舒適客房。'), maxGuests: 2, sizeSqm: 20, total: 20, basePrice: 3200, extraAdult: 0, nonSmoking: true, rank: 2 },
      { code: 'DLX', name: t('デラックスツイン', 'Deluxe Twin', '디럭스 트윈', '豪华双床房', '豪華雙床房'), description: t('セミダブルベッド2台と大理石のバスルーム。', 'Two large single beds and a marble bathroom.', '세미더블 침대 2개와 대리석 욕실을 갖추었습니다.', '两张加大单人床及大理石浴室。', '兩張加大單人床及大理石浴室。'), maxGuests: 3, sizeSqm: 28, total: 14, basePrice: 4300, extraAdult: 900, nonSmoking: true, rank: 1 },
      { code: 'FAM', name: t('ファミリークアッド', 'Family Quad', '패밀리 쿼드', '家庭四人房', '家庭四人房'), description: t('ダブルベッド2台、4名様向けのお部屋。', 'Two double beds for families of four.', '더블 침대 2개를 갖춘 4인 가족용 객실입니다.', '两张双人床，适合四人家庭入住。', '兩張雙人床，適合四人家庭入住。'), maxGuests: 4, sizeSqm: 36, total: 8, basePrice: 6200, extraAdult: 1100, nonSmoking: true, rank: 3 },
      { code: 'STE', name: t('ロータススイート', 'Lotus Suite', '로터스 스위트', '莲花套房', '蓮花套房'), description: t('台北101を望むスイート。', 'A suite with a view of Taipei 101.', '타이베이 101이 보이는 스위트입니다.', '可眺望台北101的套房。', '可眺望台北101的套房。'), maxGuests: 4, sizeSqm: 58, total: 3, basePrice: 10800, extraAdult: 1500, nonSmoking: true, rank: 4 },
    ],
    plans: [roomOnly(TW_PAY, 2), breakfast(420, TW_PAY, 1), memberRate(420, 10, TW_PAY, 3), voucher(5, ['twd_credit_card'], 4)],
  },
  ...(['shinjuku', 'namba', 'gion'] as const).map((city, i): HotelSeed => {
    const names = {
      shinjuku: t('オーロラホテル新宿', 'Aurora Hotel Shinjuku', '오로라 호텔 신주쿠', '极光酒店新宿', '極光酒店新宿'),
      namba: t('オーロラホテルなんば', 'Aurora Hotel Namba', '오로라 호텔 난바', '极光酒店难波', '極光酒店難波'),
      gion: t('オーロラホテル祇園', 'Aurora Hotel Gion', '오로라 호텔 기온', '极光酒店祇园', '極光酒店祇園'),
    };
    const addresses = {
      shinjuku: t('東京都新宿区西新宿2-2-2', '2-2-2 Nishi-Shinjuku, Shinjuku-ku, Tokyo', '도쿄도 신주쿠구 니시신주쿠 2-2-2', '东京都新宿区西新宿2-2-2', '東京都新宿區西新宿2-2-2'),
      namba: t('大阪府大阪市中央区難波5-1-5', '5-1-5 Namba, Chuo-ku, Osaka', '오사카부 오사카시 주오구 난바 5-1-5', '大阪府大阪市中央区难波5-1-5', '大阪府大阪市中央區難波5-1-5'),
      gion: t('京都府京都市東山区祇園町北側300', '300 Gionmachi Kitagawa, Higashiyama-ku, Kyoto', '교토부 교토시 히가시야마구 기온마치 기타가와 300', '京都府京都市东山区祇园町北侧300', '京都府京都市東山區祇園町北側300'),
    };
    const factor = [1.15, 0.95, 1.3][i]!;
    const p = (n: number) => Math.round((n * factor) / 100) * 100;
    return {
      code: `aurora-${city}`,
      brand: 'aurora',
      name: names[city],
      address: addresses[city],
      currency: 'JPY', locale: 'ja', timezone: 'Asia/Tokyo', taxRatePercent: 10,
      widgetType: 'brand', headerMode: 'logo', hasLogo: true,
      headerHtml: null,
      footerHtml: footer(`aurora-${city}`, 'ホテル一覧 / Our hotels', 'プライバシーポリシー / Privacy policy'),
      buttonColour: '#5a3fa0', headerColour: '#1d1538',
      maxGuestsPerRoom: 4,
      // aurora-namba: shared-bed kids (one child per room does not count toward max_guests_per_room).
      kidsType: city === 'namba' ? 'share_bed' : 'tiers', kidsAccept: 'accept', sharedBedType: city === 'namba' ? 'per_room' : 'none', maxChildrenPerAdult: 2,
      kidsTiers: [
        { code: 'B', name: t('小学生', 'Child (6–11 years)', '어린이 (6~11세)', '儿童（6–11岁）', '兒童（6–11歲）'), ageFrom: 6, ageTo: 11, supplementPercent: 60, hasMeal: true },
        { code: 'C', name: t('未就学児（添い寝）', 'Young child sharing a bed (0–5 years)', '미취학 아동 동반 취침 (0~5세)', '幼儿同床（0–5岁）', '幼童同床（0–5歲）'), ageFrom: 0, ageTo: 5, supplementPercent: 0, hasMeal: false },
      ],
      searchType: 'dated', planSearchEnabled: true, dayUseSearchActive: false,
      multiRoomsEnabled: true, multiRoomsLimit: 3, couponActive: false, promoCodeEnabled: false,
      yesterdayBookable: false, availableRoomsOnly: true, checkinDateOffset: 0, defaultAdults: 2, defaultSort: 'price_low_to_high',
      roomSearchFilters: ['non_smoking', 'breakfast_included'],
      kanjiNameRequired: false, facilitySignInEnabled: true, reservablePeriodMonths: 12,
      signIn: { isActive: true, allowSignup: true, organizationLogin: true },
      roomTypes: [
        { code: 'STD', name: t('モデレートダブル', 'Moderate Double', '모더레이트 더블', '舒适大床房', '舒適雙人房'), description: t('ひとり旅やカップルに最適なコンパクトなお部屋。', 'A compact room, ideal for solo travellers and couples.', '나홀로 여행이나 커플에게 알맞은 아담한 객실입니다.', '适合独自旅行或情侣的精巧客房。', '適合獨自旅行或情侶的精巧客房。'), maxGuests: 2, sizeSqm: 16, total: 30, basePrice: p(9000), extraAdult: 0, nonSmoking: true, rank: 2 },
        { code: 'TWN', name: t('スーペリアツイン', 'Superior Twin', '슈페리어 트윈', '高级双床房', '高級雙床房'), description: t('シングルベッド2台とワークデスクを備えたお部屋。', 'Two single beds and a work desk.', '싱글 침대 2개와 업무용 책상이 있는 객실입니다.', '两张单人床并配有办公桌。', '兩張單人床並配有辦公桌。'), maxGuests: 3, sizeSqm: 24, total: 20, basePrice: p(13000), extraAdult: p(4000), nonSmoking: true, rank: 1 },
        { code: 'DLX', name: t('デラックスキング', 'Deluxe King', '디럭스 킹', '豪华大床房', '豪華大床房'), description: t('キングベッドとソファのある広々としたお部屋。', 'A roomy king room with a sofa corner.', '킹 침대와 소파가 있는 넓은 객실입니다.', '配有特大床及沙发区的宽敞客房。', '配有特大床及沙發區的寬敞客房。'), maxGuests: 3, sizeSqm: 32, total: 12, basePrice: p(18000), extraAdult: p(5000), nonSmoking: false, rank: 3 },
        { code: 'STE', name: t('オーロラスイート', 'Aurora Suite', '오로라 스위트', '极光套房', '極光套房'), description: t('街を見下ろす角部屋のスイート。', 'A corner suite looking out over the city.', '도시가 내려다보이는 코너 스위트입니다.', '俯瞰城市的转角套房。', '俯瞰城市的轉角套房。'), maxGuests: 4, sizeSqm: 55, total: 2, basePrice: p(30000), extraAdult: p(7000), nonSmoking: true, rank: 4 },
      ],
      plans: [roomOnly(JP_PAY, 2), breakfast(2000, JP_PAY, 1), memberRate(2000, 10, JP_PAY, 3)],
      membershipProgram: 'aurora-rewards',
    };
  }),
];

// ---------------------------------------------------------------- extras, additional questions, payment links (migration 003)

export interface ExtraSeed {
  /** Fixed id: hotel position × 100 + n (sakura-tokyo 101…, hangang-seoul 201…, …). */
  n: number;
  code: string;
  name: I18n;
  unit: I18n;
  type: 'generic' | 'dated';
  min: number;
  max: number;
  /** Price before tax in JPY; other currencies: × CURRENCY_EXTRA_FACTOR, rounded. */
  priceJpy: number;
  /** Dated extras: Friday and Saturday price before tax (JPY). */
  weekendPriceJpy?: number;
  /** Dated extras: bookable until this many days before the date. */
  deadlineDays?: number;
  /** All items of this extra in one reservation together. */
  purchaseLimit?: number;
  /** Dated extras: units per date over all reservations. */
  dailyStock?: number;
  /** false: no longer sold (not listed; a reservation naming it gets code 1106). */
  active?: boolean;
  /** The meal this extra is: not offered with a plan that includes it (plan meal breakfast or half_board). */
  meal?: 'breakfast' | 'dinner';
}

export const CURRENCY_EXTRA_FACTOR: Record<string, { factor: number; unit: number }> = {
  JPY: { factor: 1, unit: 100 }, KRW: { factor: 10, unit: 1000 }, TWD: { factor: 0.25, unit: 10 },
};

/** Every hotel gets these extras (ids hotel position × 100 + n). */
export const EXTRAS: ExtraSeed[] = [
  {
    n: 1, code: 'breakfast', type: 'dated', min: 1, max: 8, priceJpy: 2000, weekendPriceJpy: 2400, deadlineDays: 1, meal: 'breakfast',
    name: t('朝食ビュッフェ（追加）', 'Breakfast buffet (add-on)', '조식 뷔페 (추가)', '自助早餐（加购）', '自助早餐（加購）'),
    unit: t('名', 'person', '명', '位', '位'),
  },
  {
    n: 2, code: 'parking', type: 'dated', min: 1, max: 2, priceJpy: 1500, weekendPriceJpy: 2000, dailyStock: 3,
    name: t('駐車場', 'Parking', '주차장', '停车场', '停車場'),
    unit: t('台', 'car', '대', '辆', '輛'),
  },
  {
    n: 3, code: 'cake', type: 'generic', min: 1, max: 2, priceJpy: 3500, purchaseLimit: 2,
    name: t('記念日ケーキ', 'Anniversary cake', '기념일 케이크', '纪念日蛋糕', '紀念日蛋糕'),
    unit: t('個', 'cake', '개', '个', '個'),
  },
  {
    n: 4, code: 'late_checkout', type: 'generic', min: 1, max: 1, priceJpy: 3000,
    name: t('レイトチェックアウト（14:00）', 'Late check-out (14:00)', '레이트 체크아웃 (14:00)', '延迟退房（14:00）', '延遲退房（14:00）'),
    unit: t('室', 'room', '실', '间', '間'),
  },
  {
    n: 9, code: 'welcome_drink', type: 'generic', min: 1, max: 4, priceJpy: 800, active: false,
    name: t('ウェルカムドリンク（販売終了）', 'Welcome drink (no longer sold)', '웰컴 드링크 (판매 종료)', '迎宾饮料（已停售）', '迎賓飲料（已停售）'),
    unit: t('杯', 'glass', '잔', '杯', '杯'),
  },
];

export interface QuestionSeed {
  id: number;
  /** Hotel code, or brand code with `brand: true`. */
  owner: string;
  brand?: boolean;
  type: 'checkin' | 'checkout' | 'people_per_room' | 'free';
  question: I18n;
  labels: string[];
  settings?: Record<string, unknown>;
  planCodes?: string[];
  required?: boolean;
}

const ANSWER_TYPE: Record<QuestionSeed['type'], string> = { checkin: 'time', checkout: 'time', people_per_room: 'people', free: 'text' };
export const answerTypeOf = (type: QuestionSeed['type']): string => ANSWER_TYPE[type];

const Q_CHECKIN = t('到着予定時刻をお知らせください。', 'What time do you expect to arrive?', '도착 예정 시간을 알려 주세요.', '请告知预计抵达时间。', '請告知預計抵達時間。');
const Q_CHECKOUT = t('出発予定時刻をお知らせください。', 'What time do you expect to check out?', '출발 예정 시간을 알려 주세요.', '请告知预计退房时间。', '請告知預計退房時間。');
const Q_PEOPLE = t('お部屋ごとの男女の人数をお知らせください。', 'How many men and women are staying in each room?', '객실별 남녀 인원을 알려 주세요.', '请告知每间客房的男女人数。', '請告知每間客房的男女人數。');
const Q_FREE = t('アレルギーや記念日など、ご要望があればご記入ください。', 'Anything we should know (allergies, a special occasion)?', '알레르기나 기념일 등 요청 사항이 있으면 적어 주세요.', '如有过敏或纪念日等需求，请填写。', '如有過敏或紀念日等需求，請填寫。');

export const ADDITIONAL_QUESTIONS: QuestionSeed[] = [
  { id: 11, owner: 'sakura-tokyo', type: 'checkin', question: Q_CHECKIN, labels: ['all_users'], settings: { from: '15:00', to: '23:30', step_minutes: 30 } },
  { id: 12, owner: 'sakura-tokyo', type: 'checkout', question: Q_CHECKOUT, labels: ['all_users'], settings: { from: '06:00', to: '11:00', step_minutes: 30 } },
  { id: 13, owner: 'sakura-tokyo', type: 'people_per_room', question: Q_PEOPLE, labels: ['all_users'], planCodes: ['HB'] },
  { id: 14, owner: 'sakura-tokyo', type: 'free', question: Q_FREE, labels: ['all_users'], settings: { max_length: 255 } },
  {
    id: 15, owner: 'sakura-tokyo', type: 'free', labels: ['rank_all'], settings: { max_length: 255 }, planCodes: ['MEM'],
    question: t('会員様：お好みの枕をお選びください。', 'Members: which pillow do you prefer?', '회원님: 선호하는 베개를 알려 주세요.', '会员：请选择您喜欢的枕头。', '會員：請選擇您喜歡的枕頭。'),
  },
  { id: 21, owner: 'hangang-seoul', type: 'checkin', question: Q_CHECKIN, labels: ['all_users'], settings: { from: '15:00', to: '24:00', step_minutes: 30 } },
  { id: 22, owner: 'hangang-seoul', type: 'free', question: Q_FREE, labels: ['all_users'], settings: { max_length: 255 } },
  { id: 31, owner: 'taipei-lotus', type: 'checkin', question: Q_CHECKIN, labels: ['all_users'], settings: { from: '15:00', to: '23:00', step_minutes: 30 } },
  { id: 32, owner: 'taipei-lotus', type: 'free', question: Q_FREE, labels: ['all_users'], settings: { max_length: 255 } },
  { id: 41, owner: 'aurora-shinjuku', type: 'checkin', question: Q_CHECKIN, labels: ['all_users'], settings: { from: '15:00', to: '23:00', step_minutes: 30 } },
  { id: 51, owner: 'aurora-namba', type: 'checkin', question: Q_CHECKIN, labels: ['all_users'], settings: { from: '15:00', to: '23:00', step_minutes: 30 } },
  { id: 61, owner: 'aurora-gion', type: 'checkin', question: Q_CHECKIN, labels: ['all_users'], settings: { from: '15:00', to: '22:00', step_minutes: 30 } },
  {
    id: 91, owner: 'aurora', brand: true, type: 'free', labels: ['all_users'], settings: { max_length: 255 },
    question: t('以前ご利用いただいたオーロラホテルはどちらですか？', 'Which Aurora hotel have you stayed at before?', '이전에 이용하신 오로라 호텔은 어디입니까?', '您以前入住过哪家极光酒店？', '您以前入住過哪家極光酒店？'),
  },
  {
    id: 92, owner: 'aurora', brand: true, type: 'free', labels: ['rank_all', 'membership_program_2'], settings: { max_length: 255 },
    question: t('会員様：ご希望の客室階をお知らせください。', 'Members: do you prefer a high or low floor?', '회원님: 희망하는 층을 알려 주세요.', '会员：您偏好高楼层还是低楼层？', '會員：您偏好高樓層還是低樓層？'),
  },
];

export interface PaymentLinkSeed {
  number: string;
  hotel: string;
  amount: number;
  status: 'pending' | 'paid' | 'failed' | 'completed' | 'refunded' | 'cancelled';
  subject: I18n;
  /** Days after the seed anchor (Tokyo 12:00 UTC+9 = 03:00Z). */
  paidOffset?: number;
  refundedOffset?: number;
  expiresOffset: number;
}

const LINK_SUBJECT = (what: string, whatJa: string) => t(whatJa, what, what, what, what);

/** One payment link per state at sakura-tokyo (numbers documented in server/README.md). */
export const PAYMENT_LINKS: PaymentLinkSeed[] = [
  { number: 'PL-SAKURA-PENDING', hotel: 'sakura-tokyo', amount: 12000, status: 'pending', subject: LINK_SUBJECT('Airport transfer', '空港送迎'), expiresOffset: 400 },
  { number: 'PL-SAKURA-PAID', hotel: 'sakura-tokyo', amount: 25800, status: 'paid', subject: LINK_SUBJECT('Room upgrade', '客室アップグレード'), paidOffset: -3, expiresOffset: 27 },
  { number: 'PL-SAKURA-FAILED', hotel: 'sakura-tokyo', amount: 8000, status: 'failed', subject: LINK_SUBJECT('Dinner course', '夕食コース'), expiresOffset: 400 },
  { number: 'PL-SAKURA-COMPLETED', hotel: 'sakura-tokyo', amount: 30000, status: 'completed', subject: LINK_SUBJECT('Banquet deposit', '宴会手付金'), paidOffset: -20, expiresOffset: 10 },
  { number: 'PL-SAKURA-REFUNDED', hotel: 'sakura-tokyo', amount: 15000, status: 'refunded', subject: LINK_SUBJECT('Spa treatment', 'スパトリートメント'), paidOffset: -10, refundedOffset: -2, expiresOffset: 20 },
  { number: 'PL-SAKURA-CANCELLED', hotel: 'sakura-tokyo', amount: 5000, status: 'cancelled', subject: LINK_SUBJECT('Flower arrangement', 'フラワーアレンジメント'), expiresOffset: 400 },
];
