import { type AnswerPress, doubleTapWindowMs, isSameGestureAsPrevious } from "../quiz-gesture";

const press = (overrides: Partial<AnswerPress>): AnswerPress => ({
  detail: 1,
  pointerType: "mouse",
  x: 100,
  y: 200,
  at: 1000,
  ...overrides,
});

describe("isSameGestureAsPrevious", () => {
  it("treats the second click of a double-click as the same gesture", () => {
    expect(isSameGestureAsPrevious(press({ detail: 2 }), press({}))).toBe(true);
    expect(isSameGestureAsPrevious(press({ detail: 2, pointerType: "" }), null)).toBe(true);
  });

  it("treats a quick second tap on the same spot as the same gesture", () => {
    const first = press({ pointerType: "touch" });
    expect(isSameGestureAsPrevious(press({ pointerType: "touch", at: 1000 + 120, x: 105 }), first)).toBe(true);
  });

  it("counts a deliberate tap 300 ms later, a tap elsewhere, and the first answer", () => {
    const first = press({ pointerType: "touch" });
    expect(isSameGestureAsPrevious(press({ pointerType: "touch", at: 1300 }), first)).toBe(false);
    // Chromium counts that tap as a second one (detail 2); it is still a new answer.
    expect(isSameGestureAsPrevious(press({ pointerType: "touch", detail: 2, at: 1300 }), first)).toBe(false);
    expect(isSameGestureAsPrevious(press({ pointerType: "touch", at: 1000 + doubleTapWindowMs }), first)).toBe(false);
    expect(isSameGestureAsPrevious(press({ pointerType: "touch", at: 1100, y: 300 }), first)).toBe(false);
    expect(isSameGestureAsPrevious(press({ pointerType: "touch" }), null)).toBe(false);
  });

  it("counts single mouse clicks and keyboard choices however fast they come", () => {
    expect(isSameGestureAsPrevious(press({ at: 1010 }), press({}))).toBe(false);
    expect(
      isSameGestureAsPrevious(
        press({ detail: 0, pointerType: "", x: 0, y: 0, at: 1010 }),
        press({ detail: 0, pointerType: "", x: 0, y: 0 }),
      ),
    ).toBe(false);
  });
});
