// The order of one Lighthouse round: the floor (target 0) before every `every` routes
// (targets 1…n), so the floor is sampled all through a run, under the conditions the routes
// met, instead of once at its start.
export const floorEvery = 5;

export function roundOrder(routeCount: number, every = floorEvery): number[] {
  const order: number[] = [];
  for (let route = 1; route <= routeCount; route += 1) {
    if ((route - 1) % every === 0) order.push(0);
    order.push(route);
  }
  return order;
}
