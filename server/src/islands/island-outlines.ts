// The outlines live with the pages' rules, so the map they draw and this check agree.
export { ISLAND_OUTLINES, isOnIsland } from '@island-eats/api-client/rules';
