import { api } from '../../api';
import { LoginWidgetResponse, MeResponse, PointsResponse, ProgramResponse, WhoAmIResponse, type LoginWidget, type Member, type Organization, type Points, type Program } from './schemas';

export async function fetchLoginWidget(code: string, signal?: AbortSignal): Promise<LoginWidget> {
  const body = await api().get(`hotels/${encodeURIComponent(code)}/settings/sign_in_button`, { schema: LoginWidgetResponse, signal });
  return body.data;
}

export async function fetchWhoAmI(code: string, signal?: AbortSignal): Promise<{ member: Member | null; organization: Organization | null }> {
  const body = await api().get(`hotels/${encodeURIComponent(code)}/session/whoami`, { schema: WhoAmIResponse, signal });
  return body.data;
}

export async function fetchMe(signal?: AbortSignal): Promise<Member> {
  const body = await api().get('user/me', { schema: MeResponse, signal });
  return body.data;
}

export async function fetchProgram(code: string, signal?: AbortSignal): Promise<Program> {
  const body = await api().get(`hotels/${encodeURIComponent(code)}/memberships/program`, { schema: ProgramResponse, signal });
  return body.data;
}

/** The signed-in member's current points and how they may be spent ("current point total"). */
export async function fetchPoints(code: string, signal?: AbortSignal): Promise<Points> {
  const body = await api().get(`hotels/${encodeURIComponent(code)}/memberships/point`, { schema: PointsResponse, signal });
  return body.data;
}
