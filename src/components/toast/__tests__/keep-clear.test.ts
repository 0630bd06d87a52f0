import { type Band, toastPlacement } from "../keep-clear";

// A 390 × 844 phone; the region spans the width less 16 px each side and stands 16 px from an edge.
const viewportHeight = 844;
const inset = 16;
const regionOf = (height: number): Band => ({ top: 844 - 16 - height, bottom: 844 - 16, left: 16, right: 374 });
const button = (top: number, left = 300): Band => ({ top, bottom: top + 44, left, right: left + 44 });

describe("toastPlacement", () => {
  it("stays at the bottom when nothing there needs to be tapped", () => {
    expect(toastPlacement(regionOf(90), viewportHeight, inset, [button(300)])).toBe("bottom");
    expect(toastPlacement(regionOf(90), viewportHeight, inset, [])).toBe("bottom");
  });

  it("moves to the top when the bottom would cover Copy or Download", () => {
    expect(toastPlacement(regionOf(90), viewportHeight, inset, [button(700)])).toBe("top");
  });

  it("measures from where the region stands now, so a region already at the top decides alike", () => {
    const atTop: Band = { top: 16, bottom: 196, left: 16, right: 374 };
    expect(toastPlacement(atTop, viewportHeight, inset, [button(640)])).toBe("top");
    expect(toastPlacement(atTop, viewportHeight, inset, [button(100)])).toBe("bottom");
  });

  it("ignores a control beside the region rather than under it", () => {
    const narrowRegion: Band = { top: 738, bottom: 828, left: 200, right: 374 };
    expect(toastPlacement(narrowRegion, viewportHeight, inset, [button(760, 20)])).toBe("bottom");
  });

  it("keeps the bottom when the top would cover more (a stack taller than half the screen)", () => {
    const tall = regionOf(500);
    expect(toastPlacement(tall, viewportHeight, inset, [button(400), button(100), button(200)])).toBe("bottom");
  });
});
