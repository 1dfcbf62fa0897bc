import type { FoodKind } from './food-kinds';
import { escapeXml, hash } from './svg-placeholder';

/*
 * One flat illustration per kind of food, drawn in a 480x320 box (the cards' 3:2). A few
 * shapes each, so a picture is a kilobyte or two and scales sharp at any size.
 */

const PLATE =
  '<circle cx="240" cy="165" r="128" fill="#FFFDF7"/><circle cx="240" cy="165" r="100" fill="none" stroke="#EDE3D1" stroke-width="4"/>';
const BOWL_SIDE = (fill: string) =>
  `<path d="M120 170h240c-6 62-54 100-120 100s-114-38-120-100z" fill="${fill}"/><ellipse cx="240" cy="272" rx="52" ry="9" fill="#000" opacity=".12"/>`;
const SHADOW = '<ellipse cx="240" cy="282" rx="130" ry="14" fill="#000" opacity=".1"/>';

const FOOD_DRAWINGS: Record<FoodKind, string> = {
  burger: `${SHADOW}<path d="M130 150c0-66 50-98 110-98s110 32 110 98z" fill="#E39B4C"/><g fill="#FFF1D0"><ellipse cx="200" cy="95" rx="7" ry="4"/><ellipse cx="240" cy="80" rx="7" ry="4"/><ellipse cx="280" cy="98" rx="7" ry="4"/><ellipse cx="225" cy="118" rx="7" ry="4"/><ellipse cx="265" cy="124" rx="7" ry="4"/></g><path d="M122 150h236l-8 14-14-8-14 10-14-8-14 10-14-8-14 10-14-8-14 10-14-8-14 10-14-8-14 10-14-8-14 8z" fill="#5FA83B"/><path d="M126 166h228l-20 26-18-16-150 0z" fill="#F7C531"/><rect x="128" y="172" width="224" height="38" rx="18" fill="#6B3A22"/><path d="M130 214h220c0 30-20 48-50 48H180c-30 0-50-18-50-48z" fill="#D88A40"/>`,
  pizza: `${SHADOW}<circle cx="240" cy="165" r="125" fill="#E3A457"/><circle cx="240" cy="165" r="106" fill="#D9482B"/><g fill="#F8D66D"><circle cx="200" cy="120" r="22"/><circle cx="285" cy="140" r="26"/><circle cx="220" cy="205" r="24"/><circle cx="290" cy="210" r="18"/><circle cx="175" cy="170" r="18"/></g><g fill="#9E2A2B"><circle cx="245" cy="110" r="14"/><circle cx="195" cy="160" r="14"/><circle cx="260" cy="175" r="14"/><circle cx="300" cy="185" r="12"/><circle cx="240" cy="235" r="13"/><circle cx="175" cy="215" r="11"/></g><g fill="#3C8D2F"><ellipse cx="225" cy="150" rx="9" ry="5"/><ellipse cx="305" cy="120" rx="9" ry="5"/><ellipse cx="200" cy="240" rx="9" ry="5"/></g><path d="M240 40v250M131 102l218 126M131 228l218-126" stroke="#E3A457" stroke-width="5"/>`,
  taco: `${SHADOW}<g fill="#5FA83B"><circle cx="150" cy="180" r="26"/><circle cx="185" cy="130" r="28"/><circle cx="240" cy="110" r="28"/><circle cx="295" cy="130" r="28"/><circle cx="330" cy="180" r="26"/></g><g fill="#8C4A2F"><circle cx="175" cy="165" r="20"/><circle cx="215" cy="138" r="22"/><circle cx="265" cy="138" r="22"/><circle cx="305" cy="165" r="20"/></g><g fill="#E63B2E"><circle cx="200" cy="122" r="9"/><circle cx="250" cy="124" r="9"/><circle cx="290" cy="148" r="9"/><circle cx="165" cy="150" r="8"/></g><path d="M110 260a130 130 0 0 1 260 0z" fill="#F2BE4A"/><path d="M140 260a100 100 0 0 1 200 0" fill="none" stroke="#D99A2B" stroke-width="6"/>`,
  pastry: `${PLATE}<path d="M130 200a110 110 0 0 1 220 0z" fill="#E9A94F"/><path d="M150 200a90 90 0 0 1 180 0" fill="none" stroke="#F6CB7A" stroke-width="8"/><g fill="#C7812F"><circle cx="135" cy="196" r="8"/><circle cx="148" cy="158" r="8"/><circle cx="175" cy="124" r="8"/><circle cx="210" cy="100" r="8"/><circle cx="250" cy="92" r="8"/><circle cx="290" cy="104" r="8"/><circle cx="320" cy="132" r="8"/><circle cx="340" cy="168" r="8"/></g><rect x="130" y="200" width="220" height="12" rx="6" fill="#C7812F"/>`,
  breakfast: `${PLATE}<rect x="150" y="100" width="100" height="100" rx="16" fill="#C98A45"/><rect x="162" y="112" width="76" height="76" rx="10" fill="#EBC27D"/><path d="M268 105c40-20 80 10 70 50 12 35-20 70-60 55-40 10-60-30-45-60-10-25 10-40 35-45z" fill="#FFFFFF"/><circle cx="292" cy="160" r="24" fill="#F5B523"/><path d="M170 222c30-10 60 10 90 0s60-10 90 0" stroke="#B2412C" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  curry: `${PLATE}<circle cx="240" cy="165" r="92" fill="#F4EFE4"/><circle cx="240" cy="165" r="76" fill="#E0932F"/><g fill="#A94A22"><circle cx="215" cy="140" r="14"/><circle cx="260" cy="150" r="16"/><circle cx="230" cy="190" r="15"/><circle cx="275" cy="195" r="12"/><circle cx="200" cy="175" r="11"/></g><g fill="#FFF3D9"><circle cx="245" cy="120" r="6"/><circle cx="290" cy="170" r="6"/><circle cx="215" cy="210" r="6"/></g><g fill="#4E9A3A"><ellipse cx="255" cy="175" rx="10" ry="5" transform="rotate(30 255 175)"/><ellipse cx="225" cy="160" rx="10" ry="5" transform="rotate(-30 225 160)"/></g>`,
  fish: `${PLATE}<path d="M140 165c30-55 130-60 170 0-40 60-140 55-170 0z" fill="#F08A5D"/><path d="M300 165l55-42v84z" fill="#E06A3F"/><circle cx="172" cy="155" r="7" fill="#2D2D2D"/><path d="M205 135c8 20 8 40 0 60M235 130c8 22 8 48 0 70M265 134c7 20 7 42 0 62" stroke="#E06A3F" stroke-width="5" fill="none"/><path d="M190 230a40 40 0 0 1 70 0z" fill="#F7E04B"/><path d="M200 230a30 30 0 0 1 50 0" fill="none" stroke="#FFF7B0" stroke-width="4"/>`,
  noodles: `<path d="M285 40l-40 140M320 50l-60 135" stroke="#8B5A2B" stroke-width="8" stroke-linecap="round"/><path d="M140 170c0-30 40-50 100-50s100 20 100 50" fill="#F6D77A"/><path d="M160 168c10-28 30-28 40 0s30 28 40 0 30-28 40 0 30 28 40 0" stroke="#E8B94A" stroke-width="6" fill="none"/><circle cx="205" cy="140" r="12" fill="#4E9A3A"/><circle cx="270" cy="138" r="12" fill="#E0632F"/>${BOWL_SIDE('#C0392B')}<path d="M150 200h180" stroke="#F5E6C8" stroke-width="6" stroke-dasharray="14 10"/>`,
  pasta: `${PLATE}<g fill="none" stroke="#F3CE63" stroke-width="9"><circle cx="240" cy="165" r="70"/><circle cx="240" cy="165" r="50"/><circle cx="240" cy="165" r="30"/></g><circle cx="240" cy="160" r="34" fill="#D9412B"/><g fill="#3C8D2F"><ellipse cx="226" cy="150" rx="12" ry="6" transform="rotate(-25 226 150)"/><ellipse cx="252" cy="146" rx="12" ry="6" transform="rotate(25 252 146)"/></g><path d="M380 70v190M368 70v40q12 14 24 0V70" stroke="#9AA3AB" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  chicken: `${PLATE}<g transform="rotate(-20 240 165)"><ellipse cx="205" cy="160" rx="62" ry="46" fill="#C7652B"/><rect x="255" y="152" width="70" height="16" rx="8" fill="#F5EEDD"/><circle cx="330" cy="150" r="12" fill="#F5EEDD"/><circle cx="330" cy="170" r="12" fill="#F5EEDD"/><path d="M170 140q20-14 40-4" stroke="#E08A4C" stroke-width="6" fill="none"/></g><g fill="#4E9A3A"><circle cx="160" cy="225" r="12"/><circle cx="182" cy="235" r="10"/></g><path d="M270 225a18 18 0 0 1 36 0z" fill="#F7E04B"/>`,
  drink: `${SHADOW}<path d="M300 40l-40 110" stroke="#2A9D8F" stroke-width="9" stroke-linecap="round"/><path d="M180 80h120l-14 190h-92z" fill="#FFFFFF" opacity=".55"/><path d="M188 120h104l-10 146h-84z" fill="#E94F37"/><g fill="#FFFFFF" opacity=".75"><rect x="210" y="140" width="24" height="24" rx="5"/><rect x="244" y="168" width="24" height="24" rx="5"/></g><circle cx="185" cy="85" r="30" fill="#8CC63F"/><circle cx="185" cy="85" r="22" fill="#C8E68A"/><path d="M185 63v44M163 85h44M170 70l30 30M200 70l-30 30" stroke="#8CC63F" stroke-width="3"/>`,
  coffee: `<ellipse cx="240" cy="250" rx="120" ry="26" fill="#FFFDF7"/><path d="M160 130h160v60c0 44-36 70-80 70s-80-26-80-70z" fill="#FFFFFF"/><path d="M320 150c40 0 40 50 0 50" stroke="#FFFFFF" stroke-width="14" fill="none"/><ellipse cx="240" cy="130" rx="80" ry="16" fill="#7A4A2A"/><path d="M225 140c8-6 22-6 30 0-8 6-22 6-30 0z" fill="#F4E1C1"/><path d="M210 100c-12-16 12-26 0-44M245 100c-12-16 12-26 0-44M280 100c-12-16 12-26 0-44" stroke="#FFFFFF" stroke-width="6" fill="none" opacity=".7" stroke-linecap="round"/>`,
  icecream: `${SHADOW}<path d="M190 160h100l-50 120z" fill="#E3A457"/><path d="M200 180l70 30M210 205l50 22M280 180l-70 30M270 205l-50 22" stroke="#C7812F" stroke-width="4"/><circle cx="212" cy="140" r="36" fill="#F7C6D3"/><circle cx="268" cy="140" r="36" fill="#FFF3C4"/><circle cx="240" cy="100" r="38" fill="#8C5A3C"/><circle cx="248" cy="58" r="12" fill="#D7263D"/><path d="M248 48q6-14 18-16" stroke="#3C8D2F" stroke-width="4" fill="none"/>`,
  cake: `${PLATE}<path d="M140 215l200-40v60l-200 40z" fill="#F2CF8C"/><path d="M140 195l200-40v20l-200 40z" fill="#FFF7EC"/><path d="M140 175l200-40v20l-200 40z" fill="#F2CF8C"/><path d="M140 160l200-40v15l-200 40z" fill="#F7B9C8"/><path d="M140 160l130-90 70 50z" fill="#FBD3DD"/><circle cx="262" cy="92" r="16" fill="#D7263D"/><path d="M262 78q4-12 14-12" stroke="#3C8D2F" stroke-width="4" fill="none"/>`,
  salad: `<g fill="#5FA83B"><circle cx="170" cy="160" r="32"/><circle cx="215" cy="130" r="34"/><circle cx="265" cy="128" r="34"/><circle cx="310" cy="158" r="32"/></g><g fill="#8CC63F"><circle cx="195" cy="155" r="22"/><circle cx="285" cy="150" r="22"/><circle cx="240" cy="150" r="24"/></g><g fill="#E63B2E"><circle cx="215" cy="165" r="13"/><circle cx="270" cy="160" r="13"/></g><g fill="#F7E04B"><circle cx="240" cy="122" r="9"/><circle cx="180" cy="140" r="8"/></g>${BOWL_SIDE('#B07A48')}<path d="M135 200c60 14 150 14 210 0" stroke="#8E5D33" stroke-width="5" fill="none"/>`,
  plate: `${PLATE}<path d="M82 80v180M70 80v40q12 14 24 0V80" stroke="#9AA3AB" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M398 80c-18 20-18 60 0 80v100" stroke="#9AA3AB" stroke-width="8" fill="none" stroke-linecap="round"/><g fill="#E9C46A"><circle cx="215" cy="150" r="28"/></g><circle cx="268" cy="178" r="30" fill="#BC6C25"/><g fill="#5FA83B"><circle cx="225" cy="200" r="16"/><circle cx="270" cy="135" r="14"/></g>`,
};

/** Soft grounds the foods sit on; a picture's own seed picks one, so menus vary. */
const GROUNDS = [
  '#FCE7C8',
  '#DDEFD3',
  '#FAD9D3',
  '#D6ECEA',
  '#F6E3A8',
  '#E7DDF0',
  '#FBE2EC',
  '#E3EEF9',
];

/** The picture of a food: its drawing on a ground picked by `seed`, labelled with `name`. */
export function foodSvg(kind: FoodKind, name: string, seed: string): string {
  const ground = GROUNDS[hash(seed) % GROUNDS.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320" role="img" aria-label="${escapeXml(name)}" data-food="${kind}">` +
    `<rect width="480" height="320" fill="${ground}"/>${FOOD_DRAWINGS[kind]}</svg>`
  );
}
