export { fetchLoginWidget, fetchMe, fetchPoints, fetchProgram, fetchWhoAmI } from './api';
export { companionTiers, loginState, loginWidget, logOutLocally, member, organization, program, readUserToken, saveUserToken } from './store';
export type { LoginWidget, Member, Organization, Points, Program } from './schemas';
