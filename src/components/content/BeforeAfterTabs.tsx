import styled from "@emotion/styled";
import * as Tabs from "@radix-ui/react-tabs";
import { graphql } from "gatsby";
import * as React from "react";

import { ContentVideo } from "../video/ContentVideo";
import { mq } from "../../theme/media";
import { colors, fontWeights, radii, space } from "../../theme/tokens";
import { Button } from "../ui/Button";

export const beforeAfterTabsItemFragment = graphql`
  fragment BeforeAfterTabsItem on BeforeAfterTab {
    contentId
    label
    description
    before {
      ...BeforeAfterTabsSide
    }
    after {
      ...BeforeAfterTabsSide
    }
  }
  fragment BeforeAfterTabsSide on BeforeAfterSide {
    title
    text
    video
  }
`;

/**
 * Before and After: one tab per video type; a tab switches the text and both videos. A click
 * alone selects a tab too (Radix selects on the press): the page loads this late, and a tap made
 * before the code arrived comes back as a click (`deferredLazy`'s click replay).
 */
export function BeforeAfterTabs({
  tabs,
}: {
  tabs: readonly Queries.BeforeAfterTabsItemFragment[];
}): React.ReactElement | null {
  const [selected, setSelected] = React.useState(tabs[0]?.contentId);
  // A transition: each tab's players are deferred parts of their own, which may still be
  // prerendered HTML waiting for their code when a tab is chosen. An urgent update would make
  // React drop that HTML and render them anew (React's error #421); a transition waits for them.
  const select = (value: string) => React.startTransition(() => setSelected(value));
  if (!selected) return null;
  return (
    <Tabs.Root value={selected} onValueChange={select}>
      <List aria-label="Video type">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.contentId} value={tab.contentId} asChild>
            <Button variant="outline" onClick={() => select(tab.contentId)}>
              {tab.label}
            </Button>
          </Tabs.Trigger>
        ))}
      </List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.contentId} value={tab.contentId}>
          <p>{tab.description}</p>
          <Sides>
            <Side side={tab.before} label="Before" />
            <Side side={tab.after} label="After" />
          </Sides>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function Side({ side, label }: { side: Queries.BeforeAfterTabsSideFragment; label: string }): React.ReactElement {
  return (
    <figure>
      <ContentVideo video={side.video} title={side.title} />
      <figcaption>
        <Label data-side={label}>{label}</Label>
        <h3>{side.title}</h3>
        <p>{side.text}</p>
      </figcaption>
    </figure>
  );
}

const List = styled(Tabs.List)`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin-bottom: ${space[4]};
`;

const Sides = styled.div`
  display: grid;
  gap: ${space[5]};
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  figure {
    margin: 0;
  }
  figcaption {
    padding-top: ${space[3]};
  }
`;

const Label = styled.span`
  display: inline-block;
  margin-bottom: ${space[2]};
  padding: ${space[1]} ${space[3]};
  border-radius: ${radii.pill};
  background: ${colors.dangerSoft};
  color: ${colors.danger};
  font-weight: ${fontWeights.bold};
  &[data-side="After"] {
    background: ${colors.successSoft};
    color: ${colors.success};
  }
`;
