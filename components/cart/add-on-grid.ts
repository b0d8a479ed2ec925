/** The add-ons' grid: two cards a row on a phone, up to four on a wide screen. */
export const ADD_ON_GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4";
