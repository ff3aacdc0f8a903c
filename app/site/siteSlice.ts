import { createSlice } from '@reduxjs/toolkit';
import type { SiteSetting, SystemConfig } from '../../contract/site';
import { DEFAULT_PASSWORD_LEVEL } from '../../ui/validators';
import { APP_TITLE, fieldsOfConfig, hidesSchoolName, type ConfigFields } from './siteSettings';
import { siteApi } from './siteApi';

/** Site settings of spec section 3; the whole app takes its colour from setting.wzzsd. */
export type SiteState = ConfigFields & {
  setting: SiteSetting | null;
  /** Main-site school code. */
  zzxxdm: string | null;
  sfycxxmc: boolean;
  config: SystemConfig | null;
};

export const initialSiteState: SiteState = {
  setting: null,
  zzxxdm: null,
  sfycxxmc: false,
  config: null,
  passwordStrength: DEFAULT_PASSWORD_LEVEL,
  tagPush: false,
  salaryType: [],
  openChat: false,
  chatPath: '',
};

const siteSlice = createSlice({
  name: 'site',
  initialState: initialSiteState,
  reducers: {
    /** Code 42 puts the default colour back until the next site setting arrives. */
    themeColourReset(state) {
      if (state.setting) state.setting.wzzsd = '';
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(siteApi.endpoints.getMainSchoolCode.matchFulfilled, (state, action) => {
        state.zzxxdm = action.payload;
        state.sfycxxmc = hidesSchoolName(action.payload);
      })
      .addMatcher(siteApi.endpoints.getSystemConfig.matchFulfilled, (state, action) => ({
        ...state,
        config: action.payload,
        ...fieldsOfConfig(action.payload),
      }))
      .addMatcher(siteApi.endpoints.getSiteSetting.matchFulfilled, (state, action) => {
        state.setting = action.payload;
      });
  },
  selectors: {
    selectSite: (state) => state,
    selectThemeColour: (state) => state.setting?.wzzsd ?? null,
    /** The school site's name, else the platform's. */
    selectSiteName: (state) => state.setting?.wzmc || APP_TITLE,
    selectMainSchoolCode: (state) => state.zzxxdm,
    selectSystemConfig: (state) => state.config,
    selectOpenChat: (state) => state.openChat,
    selectChatPath: (state) => state.chatPath,
  },
});

export const { themeColourReset } = siteSlice.actions;
export const {
  selectSite,
  selectThemeColour,
  selectSiteName,
  selectMainSchoolCode,
  selectSystemConfig,
  selectOpenChat,
  selectChatPath,
} = siteSlice.selectors;
export default siteSlice;
