/**
 * The 36 states and the Federal Capital Territory, in alphabetical order:
 * the country's, so they stay in code. How to reach each state's operations
 * coordinating unit (SOCU) is content, in contact_channel
 * (features/state-offices).
 */

export interface State {
  /** 1 to 37: the S/N of the state offices table. */
  sn: number;
  name: string;
  /** The state's name in URLs and in contact_channel.office, e.g. "akwa-ibom". */
  slug: string;
  /** The state's name in the register data (lga_summary.state), where it differs: "FCT". */
  registerName: string;
}

const stateNames: { name: string; slug: string; registerName?: string }[] = [
  { name: "Abia", slug: "abia" },
  { name: "Adamawa", slug: "adamawa" },
  { name: "Akwa Ibom", slug: "akwa-ibom" },
  { name: "Anambra", slug: "anambra" },
  { name: "Bauchi", slug: "bauchi" },
  { name: "Bayelsa", slug: "bayelsa" },
  { name: "Benue", slug: "benue" },
  { name: "Borno", slug: "borno" },
  { name: "Cross River", slug: "cross-river" },
  { name: "Delta", slug: "delta" },
  { name: "Ebonyi", slug: "ebonyi" },
  { name: "Edo", slug: "edo" },
  { name: "Ekiti", slug: "ekiti" },
  { name: "Enugu", slug: "enugu" },
  { name: "Federal Capital Territory", slug: "fct", registerName: "FCT" },
  { name: "Gombe", slug: "gombe" },
  { name: "Imo", slug: "imo" },
  { name: "Jigawa", slug: "jigawa" },
  { name: "Kaduna", slug: "kaduna" },
  { name: "Kano", slug: "kano" },
  { name: "Katsina", slug: "katsina" },
  { name: "Kebbi", slug: "kebbi" },
  { name: "Kogi", slug: "kogi" },
  { name: "Kwara", slug: "kwara" },
  { name: "Lagos", slug: "lagos" },
  { name: "Nasarawa", slug: "nasarawa" },
  { name: "Niger", slug: "niger" },
  { name: "Ogun", slug: "ogun" },
  { name: "Ondo", slug: "ondo" },
  { name: "Osun", slug: "osun" },
  { name: "Oyo", slug: "oyo" },
  { name: "Plateau", slug: "plateau" },
  { name: "Rivers", slug: "rivers" },
  { name: "Sokoto", slug: "sokoto" },
  { name: "Taraba", slug: "taraba" },
  { name: "Yobe", slug: "yobe" },
  { name: "Zamfara", slug: "zamfara" },
];

export const states: State[] = stateNames.map((state, index) => ({
  sn: index + 1,
  name: state.name,
  slug: state.slug,
  registerName: state.registerName ?? state.name,
}));

/** Where a state's row sits on /where-we-work/our-state-offices, e.g. "state-kano". */
export const stateOfficeAnchor = (state: State) => `state-${state.slug}`;

const byRegisterName = new Map(states.map((state) => [state.registerName, state.name]));

/** A state as readers see it: the register's "FCT" is the Federal Capital Territory, as in every other list. */
export function stateName(registerName: string): string {
  return byRegisterName.get(registerName) ?? registerName;
}
