export { markPickupNoticeSeen, setOrderType, shouldShowPickupNotice } from './set-order-type';
export {
  chooseIslandCentre,
  saveProfileLocation,
  storeLocation,
  switchLocation,
} from './switch-location';
export { logOut } from './log-out';
export { useOrderType } from './use-order-type';
