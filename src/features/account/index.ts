export { fetchLoginWidget, fetchMe, fetchWhoAmI } from './api';
export { loginState, loginWidget, logOutLocally, member, organization, readUserToken, saveUserToken } from './store';
export type { LoginWidget, Member, Organization } from './schemas';
