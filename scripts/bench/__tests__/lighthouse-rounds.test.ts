import { roundOrder } from "../lighthouse-rounds.ts";

describe("roundOrder", () => {
  it("visits every route once and the floor before each group of routes", () => {
    expect(roundOrder(7, 3)).toEqual([0, 1, 2, 3, 0, 4, 5, 6, 0, 7]);
  });

  it("measures the floor even when only one route is named", () => {
    expect(roundOrder(1)).toEqual([0, 1]);
  });
});
