// Generated from the contract by `pnpm --filter @croupier/core gen:refs`
// (core/scripts/generate-method-refs.ts). Do not edit: a unit test fails when it drifts.
import type { MethodRef } from './define.ts';
import type { groups } from './index.ts';

/** `account`: what a client needs to call each method. */
export const account: {
  readonly addcontact: MethodRef<typeof groups.account.addcontact>;
  readonly cancelDepositLimitChange: MethodRef<typeof groups.account.cancelDepositLimitChange>;
  readonly changeSubscription: MethodRef<typeof groups.account.changeSubscription>;
  readonly changeTwoFactorAuth: MethodRef<typeof groups.account.changeTwoFactorAuth>;
  readonly changefakename: MethodRef<typeof groups.account.changefakename>;
  readonly changelocale: MethodRef<typeof groups.account.changelocale>;
  readonly changepassword: MethodRef<typeof groups.account.changepassword>;
  readonly confirmContact: MethodRef<typeof groups.account.confirmContact>;
  readonly confirmDepositLimit: MethodRef<typeof groups.account.confirmDepositLimit>;
  readonly confirmTwoFactorAuth: MethodRef<typeof groups.account.confirmTwoFactorAuth>;
  readonly getBalance: MethodRef<typeof groups.account.getBalance>;
  readonly getContactPhoneSettings: MethodRef<typeof groups.account.getContactPhoneSettings>;
  readonly getDepositLimit: MethodRef<typeof groups.account.getDepositLimit>;
  readonly getDepositLimits: MethodRef<typeof groups.account.getDepositLimits>;
  readonly getInfo: MethodRef<typeof groups.account.getInfo>;
  readonly getPersonalDataFields: MethodRef<typeof groups.account.getPersonalDataFields>;
  readonly getResponsibleGaming: MethodRef<typeof groups.account.getResponsibleGaming>;
  readonly getSessionSummary: MethodRef<typeof groups.account.getSessionSummary>;
  readonly getToken: MethodRef<typeof groups.account.getToken>;
  readonly getcurrencyrates: MethodRef<typeof groups.account.getcurrencyrates>;
  readonly getprofileinfo: MethodRef<typeof groups.account.getprofileinfo>;
  readonly saveProfileInfo: MethodRef<typeof groups.account.saveProfileInfo>;
  readonly selfExclude: MethodRef<typeof groups.account.selfExclude>;
  readonly sendconfirmationtocontact: MethodRef<typeof groups.account.sendconfirmationtocontact>;
  readonly setCurrency: MethodRef<typeof groups.account.setCurrency>;
  readonly setDepositLimits: MethodRef<typeof groups.account.setDepositLimits>;
  readonly setRealityCheck: MethodRef<typeof groups.account.setRealityCheck>;
  readonly setUserOnVerification: MethodRef<typeof groups.account.setUserOnVerification>;
  readonly startTimeOut: MethodRef<typeof groups.account.startTimeOut>;
  readonly unsubscribe: MethodRef<typeof groups.account.unsubscribe>;
} = {
  addcontact: {
    group: 'account',
    name: 'addcontact',
    verb: 'POST',
    path: '/api/account/addcontact',
    idempotent: false,
  },
  cancelDepositLimitChange: {
    group: 'account',
    name: 'cancelDepositLimitChange',
    verb: 'POST',
    path: '/api/account/cancelDepositLimitChange',
    idempotent: false,
  },
  changeSubscription: {
    group: 'account',
    name: 'changeSubscription',
    verb: 'POST',
    path: '/api/account/changeSubscription',
    idempotent: false,
  },
  changeTwoFactorAuth: {
    group: 'account',
    name: 'changeTwoFactorAuth',
    verb: 'POST',
    path: '/api/account/changeTwoFactorAuth',
    idempotent: false,
  },
  changefakename: {
    group: 'account',
    name: 'changefakename',
    verb: 'POST',
    path: '/api/account/changefakename',
    idempotent: false,
  },
  changelocale: {
    group: 'account',
    name: 'changelocale',
    verb: 'POST',
    path: '/api/account/changelocale',
    idempotent: false,
  },
  changepassword: {
    group: 'account',
    name: 'changepassword',
    verb: 'POST',
    path: '/api/account/changepassword',
    idempotent: false,
  },
  confirmContact: {
    group: 'account',
    name: 'confirmContact',
    verb: 'POST',
    path: '/api/account/confirmContact',
    idempotent: false,
  },
  confirmDepositLimit: {
    group: 'account',
    name: 'confirmDepositLimit',
    verb: 'POST',
    path: '/api/account/confirmDepositLimit',
    idempotent: false,
  },
  confirmTwoFactorAuth: {
    group: 'account',
    name: 'confirmTwoFactorAuth',
    verb: 'POST',
    path: '/api/account/confirmTwoFactorAuth',
    idempotent: false,
  },
  getBalance: {
    group: 'account',
    name: 'getBalance',
    verb: 'GET',
    path: '/api/account/getBalance',
    idempotent: false,
  },
  getContactPhoneSettings: {
    group: 'account',
    name: 'getContactPhoneSettings',
    verb: 'GET',
    path: '/api/account/getContactPhoneSettings',
    idempotent: false,
  },
  getDepositLimit: {
    group: 'account',
    name: 'getDepositLimit',
    verb: 'GET',
    path: '/api/account/getDepositLimit',
    idempotent: false,
  },
  getDepositLimits: {
    group: 'account',
    name: 'getDepositLimits',
    verb: 'GET',
    path: '/api/account/getDepositLimits',
    idempotent: false,
  },
  getInfo: {
    group: 'account',
    name: 'getInfo',
    verb: 'GET',
    path: '/api/account/getInfo',
    idempotent: false,
  },
  getPersonalDataFields: {
    group: 'account',
    name: 'getPersonalDataFields',
    verb: 'GET',
    path: '/api/account/getPersonalDataFields',
    idempotent: false,
  },
  getResponsibleGaming: {
    group: 'account',
    name: 'getResponsibleGaming',
    verb: 'GET',
    path: '/api/account/getResponsibleGaming',
    idempotent: false,
  },
  getSessionSummary: {
    group: 'account',
    name: 'getSessionSummary',
    verb: 'GET',
    path: '/api/account/getSessionSummary',
    idempotent: false,
  },
  getToken: {
    group: 'account',
    name: 'getToken',
    verb: 'GET',
    path: '/api/account/getToken',
    idempotent: false,
  },
  getcurrencyrates: {
    group: 'account',
    name: 'getcurrencyrates',
    verb: 'GET',
    path: '/api/account/getcurrencyrates',
    idempotent: false,
  },
  getprofileinfo: {
    group: 'account',
    name: 'getprofileinfo',
    verb: 'GET',
    path: '/api/account/getprofileinfo',
    idempotent: false,
  },
  saveProfileInfo: {
    group: 'account',
    name: 'saveProfileInfo',
    verb: 'POST',
    path: '/api/account/saveProfileInfo',
    idempotent: false,
  },
  selfExclude: {
    group: 'account',
    name: 'selfExclude',
    verb: 'POST',
    path: '/api/account/selfExclude',
    idempotent: false,
  },
  sendconfirmationtocontact: {
    group: 'account',
    name: 'sendconfirmationtocontact',
    verb: 'POST',
    path: '/api/account/sendconfirmationtocontact',
    idempotent: false,
  },
  setCurrency: {
    group: 'account',
    name: 'setCurrency',
    verb: 'POST',
    path: '/api/account/setCurrency',
    idempotent: false,
  },
  setDepositLimits: {
    group: 'account',
    name: 'setDepositLimits',
    verb: 'POST',
    path: '/api/account/setDepositLimits',
    idempotent: false,
  },
  setRealityCheck: {
    group: 'account',
    name: 'setRealityCheck',
    verb: 'POST',
    path: '/api/account/setRealityCheck',
    idempotent: false,
  },
  setUserOnVerification: {
    group: 'account',
    name: 'setUserOnVerification',
    verb: 'POST',
    path: '/api/account/setUserOnVerification',
    idempotent: false,
  },
  startTimeOut: {
    group: 'account',
    name: 'startTimeOut',
    verb: 'POST',
    path: '/api/account/startTimeOut',
    idempotent: false,
  },
  unsubscribe: {
    group: 'account',
    name: 'unsubscribe',
    verb: 'POST',
    path: '/api/account/unsubscribe',
    idempotent: false,
  },
};

/** `auth`: what a client needs to call each method. */
export const auth: {
  readonly login: MethodRef<typeof groups.auth.login>;
  readonly logout: MethodRef<typeof groups.auth.logout>;
  readonly register: MethodRef<typeof groups.auth.register>;
  readonly restore: MethodRef<typeof groups.auth.restore>;
} = {
  login: {
    group: 'auth',
    name: 'login',
    verb: 'POST',
    path: '/api/auth/login',
    idempotent: false,
  },
  logout: {
    group: 'auth',
    name: 'logout',
    verb: 'GET',
    path: '/api/auth/logout',
    idempotent: false,
  },
  register: {
    group: 'auth',
    name: 'register',
    verb: 'POST',
    path: '/api/auth/register',
    idempotent: false,
  },
  restore: {
    group: 'auth',
    name: 'restore',
    verb: 'POST',
    path: '/api/auth/restore',
    idempotent: false,
  },
};

/** `banners`: what a client needs to call each method. */
export const banners: {
  readonly get: MethodRef<typeof groups.banners.get>;
} = {
  get: {
    group: 'banners',
    name: 'get',
    verb: 'GET',
    path: '/api/banners/get',
    idempotent: false,
  },
};

/** `BettingBonuses`: what a client needs to call each method. */
export const BettingBonuses: {
  readonly activate: MethodRef<typeof groups.BettingBonuses.activate>;
  readonly get: MethodRef<typeof groups.BettingBonuses.get>;
  readonly remove: MethodRef<typeof groups.BettingBonuses.remove>;
} = {
  activate: {
    group: 'BettingBonuses',
    name: 'activate',
    verb: 'POST',
    path: '/api/BettingBonuses/activate',
    idempotent: true,
  },
  get: {
    group: 'BettingBonuses',
    name: 'get',
    verb: 'GET',
    path: '/api/BettingBonuses/get',
    idempotent: false,
  },
  remove: {
    group: 'BettingBonuses',
    name: 'remove',
    verb: 'POST',
    path: '/api/BettingBonuses/remove',
    idempotent: true,
  },
};

/** `bonuses`: what a client needs to call each method. */
export const bonuses: {
  readonly activate: MethodRef<typeof groups.bonuses.activate>;
  readonly deactivate: MethodRef<typeof groups.bonuses.deactivate>;
  readonly get: MethodRef<typeof groups.bonuses.get>;
  readonly remove: MethodRef<typeof groups.bonuses.remove>;
} = {
  activate: {
    group: 'bonuses',
    name: 'activate',
    verb: 'POST',
    path: '/api/bonuses/activate',
    idempotent: true,
  },
  deactivate: {
    group: 'bonuses',
    name: 'deactivate',
    verb: 'POST',
    path: '/api/bonuses/deactivate',
    idempotent: true,
  },
  get: {
    group: 'bonuses',
    name: 'get',
    verb: 'GET',
    path: '/api/bonuses/get',
    idempotent: false,
  },
  remove: {
    group: 'bonuses',
    name: 'remove',
    verb: 'POST',
    path: '/api/bonuses/remove',
    idempotent: true,
  },
};

/** `campaigns`: what a client needs to call each method. */
export const campaigns: {
  readonly activateOffer: MethodRef<typeof groups.campaigns.activateOffer>;
  readonly checkPromocode: MethodRef<typeof groups.campaigns.checkPromocode>;
  readonly getoffers: MethodRef<typeof groups.campaigns.getoffers>;
  readonly takepromotions: MethodRef<typeof groups.campaigns.takepromotions>;
} = {
  activateOffer: {
    group: 'campaigns',
    name: 'activateOffer',
    verb: 'POST',
    path: '/api/campaigns/activateOffer',
    idempotent: true,
  },
  checkPromocode: {
    group: 'campaigns',
    name: 'checkPromocode',
    verb: 'POST',
    path: '/api/campaigns/checkPromocode',
    idempotent: false,
  },
  getoffers: {
    group: 'campaigns',
    name: 'getoffers',
    verb: 'GET',
    path: '/api/campaigns/getoffers',
    idempotent: false,
  },
  takepromotions: {
    group: 'campaigns',
    name: 'takepromotions',
    verb: 'POST',
    path: '/api/campaigns/takepromotions',
    idempotent: true,
  },
};

/** `cashbacks`: what a client needs to call each method. */
export const cashbacks: {
  readonly get: MethodRef<typeof groups.cashbacks.get>;
  readonly payout: MethodRef<typeof groups.cashbacks.payout>;
  readonly remove: MethodRef<typeof groups.cashbacks.remove>;
} = {
  get: {
    group: 'cashbacks',
    name: 'get',
    verb: 'GET',
    path: '/api/cashbacks/get',
    idempotent: false,
  },
  payout: {
    group: 'cashbacks',
    name: 'payout',
    verb: 'POST',
    path: '/api/cashbacks/payout',
    idempotent: true,
  },
  remove: {
    group: 'cashbacks',
    name: 'remove',
    verb: 'POST',
    path: '/api/cashbacks/remove',
    idempotent: false,
  },
};

/** `cashier`: what a client needs to call each method. */
export const cashier: {
  readonly cancelwithdrawal: MethodRef<typeof groups.cashier.cancelwithdrawal>;
  readonly getbanks: MethodRef<typeof groups.cashier.getbanks>;
  readonly getdepositinfo: MethodRef<typeof groups.cashier.getdepositinfo>;
  readonly getdepositsettings: MethodRef<typeof groups.cashier.getdepositsettings>;
  readonly gethistory: MethodRef<typeof groups.cashier.gethistory>;
  readonly getwithdrawsettings: MethodRef<typeof groups.cashier.getwithdrawsettings>;
  readonly makedeposit: MethodRef<typeof groups.cashier.makedeposit>;
  readonly makewithdrawal: MethodRef<typeof groups.cashier.makewithdrawal>;
} = {
  cancelwithdrawal: {
    group: 'cashier',
    name: 'cancelwithdrawal',
    verb: 'POST',
    path: '/api/cashier/cancelwithdrawal',
    idempotent: true,
  },
  getbanks: {
    group: 'cashier',
    name: 'getbanks',
    verb: 'GET',
    path: '/api/cashier/getbanks',
    idempotent: false,
  },
  getdepositinfo: {
    group: 'cashier',
    name: 'getdepositinfo',
    verb: 'GET',
    path: '/api/cashier/getdepositinfo',
    idempotent: false,
  },
  getdepositsettings: {
    group: 'cashier',
    name: 'getdepositsettings',
    verb: 'GET',
    path: '/api/cashier/getdepositsettings',
    idempotent: false,
  },
  gethistory: {
    group: 'cashier',
    name: 'gethistory',
    verb: 'GET',
    path: '/api/cashier/gethistory',
    idempotent: false,
  },
  getwithdrawsettings: {
    group: 'cashier',
    name: 'getwithdrawsettings',
    verb: 'GET',
    path: '/api/cashier/getwithdrawsettings',
    idempotent: false,
  },
  makedeposit: {
    group: 'cashier',
    name: 'makedeposit',
    verb: 'POST',
    path: '/api/cashier/makedeposit',
    idempotent: true,
  },
  makewithdrawal: {
    group: 'cashier',
    name: 'makewithdrawal',
    verb: 'POST',
    path: '/api/cashier/makewithdrawal',
    idempotent: true,
  },
};

/** `chat`: what a client needs to call each method. */
export const chat: {
  readonly storeChatEvent: MethodRef<typeof groups.chat.storeChatEvent>;
} = {
  storeChatEvent: {
    group: 'chat',
    name: 'storeChatEvent',
    verb: 'POST',
    path: '/api/chat/storeChatEvent',
    idempotent: false,
  },
};

/** `events`: what a client needs to call each method. */
export const events: {
  readonly handle: MethodRef<typeof groups.events.handle>;
} = {
  handle: {
    group: 'events',
    name: 'handle',
    verb: 'GET',
    path: '/api/events/handle',
    idempotent: false,
  },
};

/** `freespins`: what a client needs to call each method. */
export const freespins: {
  readonly get: MethodRef<typeof groups.freespins.get>;
} = {
  get: {
    group: 'freespins',
    name: 'get',
    verb: 'GET',
    path: '/api/freespins/get',
    idempotent: false,
  },
};

/** `games`: what a client needs to call each method. */
export const games: {
  readonly addLike: MethodRef<typeof groups.games.addLike>;
  readonly createhistoryexportrequest: MethodRef<typeof groups.games.createhistoryexportrequest>;
  readonly get: MethodRef<typeof groups.games.get>;
  readonly getBetHistory: MethodRef<typeof groups.games.getBetHistory>;
  readonly getCategories: MethodRef<typeof groups.games.getCategories>;
  readonly getHistory: MethodRef<typeof groups.games.getHistory>;
  readonly getLikes: MethodRef<typeof groups.games.getLikes>;
  readonly getProviders: MethodRef<typeof groups.games.getProviders>;
  readonly getSearchIndex: MethodRef<typeof groups.games.getSearchIndex>;
  readonly gethistoryexportrequest: MethodRef<typeof groups.games.gethistoryexportrequest>;
  readonly removeLike: MethodRef<typeof groups.games.removeLike>;
} = {
  addLike: {
    group: 'games',
    name: 'addLike',
    verb: 'POST',
    path: '/api/games/addLike',
    idempotent: false,
  },
  createhistoryexportrequest: {
    group: 'games',
    name: 'createhistoryexportrequest',
    verb: 'POST',
    path: '/api/games/createhistoryexportrequest',
    idempotent: false,
  },
  get: {
    group: 'games',
    name: 'get',
    verb: 'GET',
    path: '/api/games/get',
    idempotent: false,
  },
  getBetHistory: {
    group: 'games',
    name: 'getBetHistory',
    verb: 'GET',
    path: '/api/games/getBetHistory',
    idempotent: false,
  },
  getCategories: {
    group: 'games',
    name: 'getCategories',
    verb: 'GET',
    path: '/api/games/getCategories',
    idempotent: false,
  },
  getHistory: {
    group: 'games',
    name: 'getHistory',
    verb: 'GET',
    path: '/api/games/getHistory',
    idempotent: false,
  },
  getLikes: {
    group: 'games',
    name: 'getLikes',
    verb: 'GET',
    path: '/api/games/getLikes',
    idempotent: false,
  },
  getProviders: {
    group: 'games',
    name: 'getProviders',
    verb: 'GET',
    path: '/api/games/getProviders',
    idempotent: false,
  },
  getSearchIndex: {
    group: 'games',
    name: 'getSearchIndex',
    verb: 'GET',
    path: '/api/games/getSearchIndex',
    idempotent: false,
  },
  gethistoryexportrequest: {
    group: 'games',
    name: 'gethistoryexportrequest',
    verb: 'GET',
    path: '/api/games/gethistoryexportrequest',
    idempotent: false,
  },
  removeLike: {
    group: 'games',
    name: 'removeLike',
    verb: 'POST',
    path: '/api/games/removeLike',
    idempotent: false,
  },
};

/** `Jackpots`: what a client needs to call each method. */
export const Jackpots: {
  readonly get: MethodRef<typeof groups.Jackpots.get>;
  readonly getWinners: MethodRef<typeof groups.Jackpots.getWinners>;
} = {
  get: {
    group: 'Jackpots',
    name: 'get',
    verb: 'GET',
    path: '/api/Jackpots/get',
    idempotent: false,
  },
  getWinners: {
    group: 'Jackpots',
    name: 'getWinners',
    verb: 'GET',
    path: '/api/Jackpots/getWinners',
    idempotent: false,
  },
};

/** `leaderboard`: what a client needs to call each method. */
export const leaderboard: {
  readonly get: MethodRef<typeof groups.leaderboard.get>;
  readonly live: MethodRef<typeof groups.leaderboard.live>;
  readonly top: MethodRef<typeof groups.leaderboard.top>;
} = {
  get: {
    group: 'leaderboard',
    name: 'get',
    verb: 'GET',
    path: '/api/leaderboard/get',
    idempotent: false,
  },
  live: {
    group: 'leaderboard',
    name: 'live',
    verb: 'GET',
    path: '/api/leaderboard/live',
    idempotent: false,
  },
  top: {
    group: 'leaderboard',
    name: 'top',
    verb: 'GET',
    path: '/api/leaderboard/top',
    idempotent: false,
  },
};

/** `loyalty`: what a client needs to call each method. */
export const loyalty: {
  readonly buyproduct: MethodRef<typeof groups.loyalty.buyproduct>;
  readonly getProgram: MethodRef<typeof groups.loyalty.getProgram>;
  readonly getPrograms: MethodRef<typeof groups.loyalty.getPrograms>;
  readonly getcharacters: MethodRef<typeof groups.loyalty.getcharacters>;
  readonly getinfo: MethodRef<typeof groups.loyalty.getinfo>;
  readonly getnotifications: MethodRef<typeof groups.loyalty.getnotifications>;
  readonly getproducts: MethodRef<typeof groups.loyalty.getproducts>;
  readonly setcharacter: MethodRef<typeof groups.loyalty.setcharacter>;
} = {
  buyproduct: {
    group: 'loyalty',
    name: 'buyproduct',
    verb: 'POST',
    path: '/api/loyalty/buyproduct',
    idempotent: true,
  },
  getProgram: {
    group: 'loyalty',
    name: 'getProgram',
    verb: 'GET',
    path: '/api/loyalty/getProgram',
    idempotent: false,
  },
  getPrograms: {
    group: 'loyalty',
    name: 'getPrograms',
    verb: 'GET',
    path: '/api/loyalty/getPrograms',
    idempotent: false,
  },
  getcharacters: {
    group: 'loyalty',
    name: 'getcharacters',
    verb: 'GET',
    path: '/api/loyalty/getcharacters',
    idempotent: false,
  },
  getinfo: {
    group: 'loyalty',
    name: 'getinfo',
    verb: 'GET',
    path: '/api/loyalty/getinfo',
    idempotent: false,
  },
  getnotifications: {
    group: 'loyalty',
    name: 'getnotifications',
    verb: 'GET',
    path: '/api/loyalty/getnotifications',
    idempotent: false,
  },
  getproducts: {
    group: 'loyalty',
    name: 'getproducts',
    verb: 'GET',
    path: '/api/loyalty/getproducts',
    idempotent: false,
  },
  setcharacter: {
    group: 'loyalty',
    name: 'setcharacter',
    verb: 'POST',
    path: '/api/loyalty/setcharacter',
    idempotent: false,
  },
};

/** `metadata`: what a client needs to call each method. */
export const metadata: {
  readonly get: MethodRef<typeof groups.metadata.get>;
  readonly getgeneralinfo: MethodRef<typeof groups.metadata.getgeneralinfo>;
} = {
  get: {
    group: 'metadata',
    name: 'get',
    verb: 'GET',
    path: '/api/metadata/get',
    idempotent: false,
  },
  getgeneralinfo: {
    group: 'metadata',
    name: 'getgeneralinfo',
    verb: 'GET',
    path: '/api/metadata/getgeneralinfo',
    idempotent: false,
  },
};

/** `popups`: what a client needs to call each method. */
export const popups: {
  readonly get: MethodRef<typeof groups.popups.get>;
} = {
  get: {
    group: 'popups',
    name: 'get',
    verb: 'GET',
    path: '/api/popups/get',
    idempotent: false,
  },
};

/** `storage`: what a client needs to call each method. */
export const storage: {
  readonly get: MethodRef<typeof groups.storage.get>;
  readonly getKeys: MethodRef<typeof groups.storage.getKeys>;
  readonly set: MethodRef<typeof groups.storage.set>;
} = {
  get: {
    group: 'storage',
    name: 'get',
    verb: 'GET',
    path: '/api/storage/get',
    idempotent: false,
  },
  getKeys: {
    group: 'storage',
    name: 'getKeys',
    verb: 'GET',
    path: '/api/storage/getKeys',
    idempotent: false,
  },
  set: {
    group: 'storage',
    name: 'set',
    verb: 'POST',
    path: '/api/storage/set',
    idempotent: false,
  },
};

/** `sumsub`: what a client needs to call each method. */
export const sumsub: {
  readonly createApplicant: MethodRef<typeof groups.sumsub.createApplicant>;
  readonly getAccessToken: MethodRef<typeof groups.sumsub.getAccessToken>;
} = {
  createApplicant: {
    group: 'sumsub',
    name: 'createApplicant',
    verb: 'POST',
    path: '/api/sumsub/createApplicant',
    idempotent: false,
  },
  getAccessToken: {
    group: 'sumsub',
    name: 'getAccessToken',
    verb: 'POST',
    path: '/api/sumsub/getAccessToken',
    idempotent: false,
  },
};

/** `support`: what a client needs to call each method. */
export const support: {
  readonly getsettings: MethodRef<typeof groups.support.getsettings>;
  readonly sendFeedback: MethodRef<typeof groups.support.sendFeedback>;
} = {
  getsettings: {
    group: 'support',
    name: 'getsettings',
    verb: 'GET',
    path: '/api/support/getsettings',
    idempotent: false,
  },
  sendFeedback: {
    group: 'support',
    name: 'sendFeedback',
    verb: 'POST',
    path: '/api/support/sendFeedback',
    idempotent: false,
  },
};

/** `tournaments`: what a client needs to call each method. */
export const tournaments: {
  readonly get: MethodRef<typeof groups.tournaments.get>;
  readonly participate: MethodRef<typeof groups.tournaments.participate>;
} = {
  get: {
    group: 'tournaments',
    name: 'get',
    verb: 'GET',
    path: '/api/tournaments/get',
    idempotent: false,
  },
  participate: {
    group: 'tournaments',
    name: 'participate',
    verb: 'POST',
    path: '/api/tournaments/participate',
    idempotent: false,
  },
};
