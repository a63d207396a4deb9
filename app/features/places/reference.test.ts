import { describe, expect, it } from "vitest";
import { states } from "~/content/states";
import { editDistance, placeKey } from "./names";
import { LGA_SPELLINGS, REGISTER_LGAS, REGISTER_STATES, registerReference, STATE_SPELLINGS } from "./reference";

describe("the register's list", () => {
  it("has the 36 states and the FCT, as the site's own list names them, and their 774 LGAs", () => {
    expect(REGISTER_STATES).toEqual(states.map((state) => state.registerName));
    expect(Object.values(REGISTER_LGAS).flat()).toHaveLength(774);
  });

  it("lists no LGA twice in a state, not even under two spellings the matching takes for one", () => {
    for (const [state, lgas] of Object.entries(REGISTER_LGAS)) {
      expect(new Set(lgas.map(placeKey)).size, state).toBe(lgas.length);
    }
  });

  it("maps each alternate spelling to a name on the list, never to a name it already matches", () => {
    for (const [spelling, state] of Object.entries(STATE_SPELLINGS)) {
      expect(REGISTER_STATES, spelling).toContain(state);
      expect(REGISTER_STATES.map(placeKey), spelling).not.toContain(placeKey(spelling));
    }
    for (const { state, spelling, lga } of LGA_SPELLINGS) {
      expect(REGISTER_LGAS[state], spelling).toContain(lga);
      expect(REGISTER_LGAS[state]!.map(placeKey), spelling).not.toContain(placeKey(spelling));
    }
  });
});

describe("a row's state and LGA, checked against the list", () => {
  const reference = registerReference();

  it("takes the list's names, and the same names in another case or with other spaces and punctuation, the LGA as written", () => {
    expect(reference.check(2, "Abia", "Aba North")).toEqual({ state: "Abia", lga: "Aba North" });
    expect(reference.check(2, "ABIA", "aba-north")).toEqual({ state: "Abia", lga: "aba-north" });
    expect(reference.check(2, "Akwa-Ibom", "Uyo")).toEqual({ state: "Akwa Ibom", lga: "Uyo" });
    expect(reference.check(2, "F.C.T.", "Kuje")).toEqual({ state: "FCT", lga: "Kuje" });
    // The sample's second spellings, as the register's own file has them (data/README.md).
    expect(reference.check(2, "Ekiti", "Ido-Osi")).toEqual({ state: "Ekiti", lga: "Ido-Osi" });
    expect(reference.check(2, "Imo", "Ohaji Egbema")).toEqual({ state: "Imo", lga: "Ohaji Egbema" });
  });

  it("maps the known alternate spellings to the list's names", () => {
    expect(reference.check(2, "Federal Capital Territory", "Kuje")).toEqual({ state: "FCT", lga: "Kuje" });
    expect(reference.check(2, "Abuja", "AMAC")).toEqual({ state: "FCT", lga: "Municipal Area Council" });
    expect(reference.check(2, "FCT-Abuja", "Abuja Municipal")).toEqual({ state: "FCT", lga: "Municipal Area Council" });
    expect(reference.check(2, "Nassarawa", "Nassarawa Eggon")).toEqual({ state: "Nasarawa", lga: "Nasarawa Eggon" });
    expect(reference.check(2, "Kano", "Nassarawa")).toEqual({ state: "Kano", lga: "Nasarawa" });
    expect(reference.check(2, "Ogun", "Egbado North")).toEqual({ state: "Ogun", lga: "Yewa North" });
  });

  it("takes a name followed by what it is, as the states and LGAs call themselves", () => {
    expect(reference.check(2, "Kano State", "Dala LGA")).toEqual({ state: "Kano", lga: "Dala" });
    expect(reference.check(2, "Lagos", "Ikeja Local Government Area")).toEqual({ state: "Lagos", lga: "Ikeja" });
    expect(reference.check(2, "Akwa Ibom state", "Uyo L.G.A.")).toEqual({ state: "Akwa Ibom", lga: "Uyo" });
  });

  it("refuses a state not on the list, naming the row, with the nearest state", () => {
    expect(reference.check(3, "Kanoo", "Aba North")).toEqual({
      problem: 'Row 3: "Kanoo" is not one of the 36 states and the FCT. Did you mean "Kano"?',
    });
    expect(reference.check(9, "Abujah", "Kuje")).toEqual({
      problem: 'Row 9: "Abujah" is not one of the 36 states and the FCT. Did you mean "FCT"?',
    });
    expect(reference.check(4, "Atlantis", "Kuje")).toEqual({ problem: 'Row 4: "Atlantis" is not one of the 36 states and the FCT.' });
  });

  it("refuses an LGA not on its state's list, with the nearest of the state's LGAs, one an administrator may add", () => {
    expect(reference.check(5, "Abia", "Aba Nort")).toEqual({
      problem:
        'Row 5: "Aba Nort" is not an LGA of Abia in the register\'s list. Did you mean "Aba North"? If it is a new or renamed LGA, an administrator adds it to the list first.',
      unknown: { state: "Abia", lga: "Aba Nort" },
    });
    expect(reference.check(5, "Oyo", "Ogbomoso North")).toMatchObject({
      problem: expect.stringContaining('Did you mean "Ogbomosho North"?'),
    });
    const far = reference.check(6, "Abia", "Zzzzzzzzzzzzzzzz");
    expect(far).toMatchObject({ unknown: { state: "Abia", lga: "Zzzzzzzzzzzzzzzz" } });
    expect(far).not.toMatchObject({ problem: expect.stringContaining("Did you mean") });
  });

  it("says where else an LGA's name is an LGA, as with the names several states share", () => {
    expect(reference.check(7, "Lagos", "Irepodun")).toMatchObject({
      problem: expect.stringMatching(
        /^Row 7: "Irepodun" is not an LGA of Lagos in the register's list \(Kwara and Osun have an LGA of that name\)\./,
      ),
    });
    expect(reference.check(7, "Kwara", "Irepodun")).toEqual({ state: "Kwara", lga: "Irepodun" });
  });

  it("takes an LGA an administrator added to the list, in its state only", () => {
    const added = registerReference([{ state: "Abia", lga: "Aba Central" }]);
    expect(added.check(2, "Abia", "Aba  central")).toEqual({ state: "Abia", lga: "Aba  central" });
    expect(added.check(2, "Imo", "Aba Central")).toMatchObject({ unknown: { state: "Imo", lga: "Aba Central" } });
    expect(reference.check(2, "Abia", "Aba Central")).toMatchObject({ unknown: { state: "Abia", lga: "Aba Central" } });
  });
});

describe("editDistance", () => {
  it("counts the letters to insert, delete or change", () => {
    expect(editDistance("kano", "kanoo")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("abia", "abia")).toBe(0);
  });
});
