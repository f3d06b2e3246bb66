import { configureStore, createSlice } from '@reduxjs/toolkit';

/** One slice, so the floor pays for Redux Toolkit and react-redux as the product does. */
const pitch = createSlice({
  name: 'pitch',
  initialState: {
    title: 'Invest in crypto and stocks, one clear account',
    lead: 'Buy, sell and follow your portfolio with every fee shown before you confirm.',
  },
  reducers: {},
});

export const floorStore = configureStore({ reducer: { pitch: pitch.reducer } });

export type FloorState = ReturnType<typeof floorStore.getState>;
