import { readFileSync } from "node:fs";
import { join } from "node:path";

import pressLogos from "../../../../content/site/press-logos.json";

const staticDir = join(__dirname, "../../../../static");

describe("press logo files", () => {
  it.each(pressLogos.map((logo) => [logo.name, logo.src]))(
    "%s is drawn, named and sized like its entry",
    (name, src) => {
      const svg = readFileSync(join(staticDir, src), "utf8");
      // Wordmarks are outlines: <text> in an <img> is laid out with whatever font the device
      // has (clipped at 160 px with a wide one) and costs the home page's first frame layout.
      expect(svg).not.toMatch(/<text[\s>]/);
      expect(svg).toContain(`<title>${name}</title>`);
      expect(svg).toContain(`aria-label="${name}"`);
      expect(svg).toContain('viewBox="0 0 160 40"');
    },
  );
});
