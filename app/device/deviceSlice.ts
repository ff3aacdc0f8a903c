import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type DeviceState = { isPhone: boolean };

const deviceSlice = createSlice({
  name: 'device',
  initialState: (): DeviceState => ({ isPhone: false }),
  reducers: {
    deviceDetected(state, action: PayloadAction<boolean>) {
      state.isPhone = action.payload;
    },
  },
  selectors: {
    selectIsPhone: (state) => state.isPhone,
  },
});

export const { deviceDetected } = deviceSlice.actions;
export const { selectIsPhone } = deviceSlice.selectors;
export default deviceSlice;
