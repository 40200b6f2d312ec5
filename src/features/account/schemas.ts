import { array, boolean, defaulted, nullable, number, optional, string, type, type Infer } from 'superstruct';

/** GET hotels/{code}/settings/sign_in_button — the login widget of spec section 3. */
export const LoginWidget = type({
  is_active: defaulted(boolean(), false),
  allow_signup: defaulted(boolean(), false),
  organization_login_widget_enabled: defaulted(boolean(), false),
  translations_attributes: defaulted(array(type({ locale: string(), label: string() })), []),
  privacy_url: defaulted(nullable(string()), null),
  term_of_use_url: defaulted(nullable(string()), null),
  sns_auth_settings_attributes: defaulted(array(type({})), []),
});
export type LoginWidget = Infer<typeof LoginWidget>;
export const LoginWidgetResponse = type({ data: LoginWidget });

export const Member = type({
  id: number(),
  membership_id: optional(nullable(string())),
  program_id: optional(nullable(number())),
  name: optional(nullable(string())),
  first_name: optional(nullable(string())),
  last_name: optional(nullable(string())),
  rank_id: optional(nullable(number())),
  /** The member's program has points to spend. */
  point_program_enabled: optional(nullable(boolean())),
});
export type Member = Infer<typeof Member>;

/** GET hotels/{code}/memberships/point — the balance and the program's rules for spending it. */
export const Points = type({
  total_point: number(),
  future_point: defaulted(number(), 0),
  program_enabled: defaulted(boolean(), true),
  /** Points are spent in multiples of this. */
  point_step: defaulted(number(), 1),
  minimum_spend: defaulted(number(), 0),
});
export type Points = Infer<typeof Points>;
export const PointsResponse = type({ data: Points });

export const Organization = type({
  id: number(),
  name: string(),
  display_name: optional(nullable(string())),
  organization_role: optional(nullable(string())),
});
export type Organization = Infer<typeof Organization>;

/** GET hotels/{code}/session/whoami */
export const WhoAmIResponse = type({
  data: type({ member: defaulted(nullable(Member), null), organization: defaulted(nullable(Organization), null) }),
});

/** GET hotels/{code}/memberships/program — the member's program and its companion tiers. */
export const Program = type({
  id: number(),
  name: optional(nullable(string())),
  update_member_profile_enabled: defaulted(boolean(), false),
  additional_tiers_attributes: defaulted(array(type({ code: string(), is_active: defaulted(boolean(), false) })), []),
});
export type Program = Infer<typeof Program>;
export const ProgramResponse = type({ data: Program });

/** GET user/me */
export const MeResponse = type({ data: Member });
