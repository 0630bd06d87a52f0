import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

import type { GatsbyNode } from "gatsby";

import { scheduleOf, schedulePath } from "../shared/schedule";
import { publicationClock } from "./publication-clock";

interface ScheduleQuery {
  allBlogPost: { nodes: Array<{ publishedAt: string | null }> };
}

/**
 * Writes the schedule (../schedule.ts): when the next post this build left out is due, so a
 * scheduler knows when the live site is behind. Only the date leaves the build: the post's
 * node, title and slug stay in .cache/.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const { reporter } = args;
  const result = await args.graphql<ScheduleQuery>(`
    query BlogSchedule {
      allBlogPost {
        nodes {
          publishedAt
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the blog's scheduled posts", result.errors as Error[] | undefined);
    return;
  }
  const schedule = scheduleOf(
    result.data.allBlogPost.nodes.map((post) => post.publishedAt),
    publicationClock(),
  );
  const file = join(process.cwd(), "public", schedulePath);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(schedule)}\n`);
  reporter.info(`[blog] ${schedulePath}: next scheduled post ${schedule.nextPostAt ?? "none"}`);
};
